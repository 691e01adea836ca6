import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Route `role`: the role list and each role's menu editor. */
export class RolesPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "roles:tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/role");
    await expect(this.page.getByRole("heading", { name: tr(this.locale, "roles:page.title") })).toBeVisible();
    await expect(this.table.rows.first()).toBeVisible();
  }

  async openCreate(): Promise<RoleFormDialog> {
    await this.page.getByRole("button", { name: tr(this.locale, "roles:add"), exact: true }).click();
    const dialog = new RoleFormDialog(this.page, this.locale, tr(this.locale, "roles:form.createTitle"));
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  async openEdit(name: string): Promise<RoleFormDialog> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "roles:actions.edit", { name }), exact: true })
      .click();
    const dialog = new RoleFormDialog(
      this.page,
      this.locale,
      tr(this.locale, "roles:form.editTitle", { name }),
    );
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Deletes the role shown as `name`, confirming in the dialog. */
  async delete(name: string): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "roles:actions.delete", { name }), exact: true })
      .click();
    const dialog = this.page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: tr(this.locale, "common:actions.confirm"), exact: true })
      .click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the menu editor of the role shown as `name`. */
  async openMenu(name: string): Promise<RoleMenuDialog> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "roles:actions.menu", { name }), exact: true })
      .click();
    const dialog = new RoleMenuDialog(this.page, this.locale, name);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

type RoleFields = { name?: string; nameNp?: string; slug?: string; description?: string };

class RoleFormDialog {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  field(key: keyof RoleFields): Locator {
    return this.root.getByRole("textbox", { name: tr(this.locale, `roles:form.${key}`), exact: true });
  }

  async fill(fields: RoleFields): Promise<void> {
    for (const key of ["name", "nameNp", "slug", "description"] as const) {
      const value = fields[key];
      if (value !== undefined) await this.field(key).fill(value);
    }
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "roles:form.save"), exact: true }).click();
  }

  async expectError(key: keyof RoleFields, text: string): Promise<void> {
    await expect(this.field(key)).toHaveAccessibleDescription(new RegExp(escapeRegExp(text)));
  }
}

class RoleMenuDialog {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly locale: Locale,
    name: string,
  ) {
    this.root = page.getByRole("dialog", { name: tr(locale, "roles:menu.title", { name }) });
  }

  /** The checkbox of one sidebar screen, by its title in the current language. */
  screen(title: string): Locator {
    return this.root.getByRole("checkbox", { name: title, exact: true });
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "roles:menu.save"), exact: true }).click();
    await expect(this.root).toBeHidden();
  }
}

/** Route `permission`: the role x permission matrix. */
export class PermissionsPage {
  readonly matrix: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.matrix = page.getByRole("table", { name: tr(locale, "roles:matrix.tableLabel") });
  }

  async goto(): Promise<void> {
    await this.page.goto("/permission");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "roles:matrix.title") }),
    ).toBeVisible();
    await expect(this.matrix).toBeVisible();
  }

  /** The checkbox of a permission (its title) for a role (its name), both in the current language. */
  cell(permission: string, role: string): Locator {
    return this.matrix.getByRole("checkbox", {
      name: tr(this.locale, "roles:matrix.cell", { permission, role }),
      exact: true,
    });
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: tr(this.locale, "roles:matrix.save"), exact: true }).click();
  }
}
