import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { DataTablePage } from "./data-table";

/** A setup list's titles as the sidebar and the page heading show them. */
type SetupList = { key: string; title: string; title_np: string };

/** Routes of the generic setup-list screen (`units`, `milestone-types`, ...). */
export class SetupListPage {
  readonly table: DataTablePage;
  readonly title: string;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    private readonly list: SetupList,
  ) {
    this.title = locale === "np" ? list.title_np : list.title;
    this.table = new DataTablePage(page, locale, tr(locale, "setup:list.tableLabel", { list: this.title }));
  }

  async goto(): Promise<void> {
    await this.page.goto(`/${this.list.key}`);
    await expect(this.page.getByRole("heading", { name: this.title, exact: true })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
    await expect(this.table.rows.first()).toBeVisible();
  }

  async openAdd(): Promise<SetupItemDialog> {
    await this.page.getByRole("button", { name: tr(this.locale, "setup:list.add") }).click();
    const dialog = new SetupItemDialog(
      this.page,
      this.locale,
      tr(this.locale, "setup:form.addTitle", { list: this.title }),
    );
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  async openEdit(name: string): Promise<SetupItemDialog> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "setup:list.editItem", { name }), exact: true })
      .click();
    const dialog = new SetupItemDialog(
      this.page,
      this.locale,
      tr(this.locale, "setup:form.editTitle", { list: this.title }),
    );
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Clicks delete on a row and answers the confirmation dialog. */
  async delete(name: string): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "setup:list.deleteItem", { name }), exact: true })
      .click();
    const confirm = this.page.getByRole("dialog", { name: tr(this.locale, "setup:delete.title") });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: tr(this.locale, "common:actions.confirm") }).click();
    await expect(confirm).toBeHidden();
  }
}

/** The add/edit dialog of a setup entry. */
class SetupItemDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  /** A text field; its error under it is its accessible description. */
  field(key: "nameNp" | "name" | "code" | "sortOrder" | "duration" | "description"): Locator {
    return this.root.getByRole("textbox", { name: tr(this.locale, `setup:form.${key}`) });
  }

  async fill(
    values: Partial<Record<"nameNp" | "name" | "code" | "sortOrder" | "duration", string>>,
  ): Promise<void> {
    for (const [key, value] of Object.entries(values))
      await this.field(key as keyof typeof values).fill(value ?? "");
  }

  /** Picks an option of a Select of the dialog (main type, duration unit). */
  async choose(label: "parent" | "durationUnit", option: string): Promise<void> {
    await this.root.getByRole("textbox", { name: tr(this.locale, `setup:form.${label}`) }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Flips the "active" switch by its label (the input itself is visually hidden). */
  async toggleStatus(): Promise<void> {
    await this.root.getByText(tr(this.locale, "setup:form.status"), { exact: true }).click();
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "setup:form.save") }).click();
  }
}
