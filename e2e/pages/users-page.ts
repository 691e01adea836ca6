import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

type UserFields = {
  name?: string;
  username?: string;
  email?: string;
  mobile?: string;
  /** Role name as the current language shows it. */
  role?: string;
  /** Office name as the current language shows it; found through the office tree's search. */
  office?: string;
  password?: string;
  passwordConfirmation?: string;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Route `user`: the user list, its row actions and the user form. */
export class UsersPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "users:tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/user");
    await expect(this.page.getByRole("heading", { name: tr(this.locale, "users:page.title") })).toBeVisible();
    await expect(this.table.rows.first()).toBeVisible();
  }

  async openCreate(): Promise<UserFormDialog> {
    await this.page.getByRole("button", { name: tr(this.locale, "users:add"), exact: true }).click();
    const dialog = new UserFormDialog(this.page, this.locale, tr(this.locale, "users:form.createTitle"));
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Presses a row action (`edit`, `disable`, `enable`, `resetPassword`, `delete`) of the user named `name`. */
  async rowAction(
    action: "edit" | "disable" | "enable" | "resetPassword" | "delete",
    name: string,
  ): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, `users:actions.${action}`, { name }), exact: true })
      .click();
  }

  /** The open confirmation dialog. */
  get confirmDialog(): Locator {
    return this.page.getByRole("dialog");
  }

  async confirm(): Promise<void> {
    await this.confirmDialog
      .getByRole("button", { name: tr(this.locale, "common:actions.confirm"), exact: true })
      .click();
    await expect(this.confirmDialog).toBeHidden();
  }
}

class UserFormDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  field(key: "name" | "username" | "email" | "mobile" | "password" | "passwordConfirmation"): Locator {
    return this.root.getByRole("textbox", { name: tr(this.locale, `users:form.${key}`), exact: true });
  }

  async fill(fields: UserFields): Promise<void> {
    for (const key of ["name", "username", "email", "mobile", "password", "passwordConfirmation"] as const) {
      const value = fields[key];
      if (value !== undefined) await this.field(key).fill(value);
    }
    if (fields.role) {
      await this.root.getByRole("textbox", { name: tr(this.locale, "users:form.role"), exact: true }).click();
      await this.page.getByRole("option", { name: fields.role, exact: true }).click();
    }
    if (fields.office) {
      await this.root.getByRole("searchbox").fill(fields.office);
      await this.root.getByRole("checkbox", { name: fields.office, exact: true }).check();
    }
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "users:form.save"), exact: true }).click();
  }

  /** The error shown under a field (Mantine links it as the input's description). */
  async expectError(key: "name" | "username" | "email" | "mobile" | "password", text: string): Promise<void> {
    await expect(this.field(key)).toHaveAccessibleDescription(new RegExp(escapeRegExp(text)));
  }
}
