import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { chooseOption } from "./mantine";

/** Route `nikaya`: the office list with its create/edit drawer. */
export class OfficesPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "offices:list.tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/nikaya");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "offices:list.title") }),
    ).toBeVisible();
    await expect(this.table.rows.first()).toBeVisible();
  }

  async openCreate(): Promise<OfficeForm> {
    await this.page.getByRole("button", { name: tr(this.locale, "offices:actions.create") }).click();
    const form = new OfficeForm(this.page, this.locale, tr(this.locale, "offices:form.createTitle"));
    await expect(form.root).toBeVisible();
    return form;
  }

  async deleteRow(name: string): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "offices:actions.deleteOffice", { name }), exact: true })
      .click();
  }

  /** The delete confirmation dialog. */
  get confirmDialog(): Locator {
    return this.page.getByRole("dialog", { name: tr(this.locale, "offices:delete.title") });
  }
}

/** The office form drawer (create or edit). */
export class OfficeForm {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: tr(this.locale, `offices:fields.${name}`), exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  async choose(name: string, option: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, `offices:fields.${name}`), option);
  }

  /** Picks the parent office in the office tree by searching for its name and checking it. */
  async chooseParent(officeName: string): Promise<void> {
    const label = tr(this.locale, "offices:fields.parent_id");
    await this.root
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(officeName);
    await this.root.getByRole("checkbox", { name: officeName, exact: true }).check();
    await expect(
      this.root.getByText(tr(this.locale, "offices:form.parentChosen", { name: officeName })),
    ).toBeVisible();
  }

  /** The error text shown under a field. */
  errorOf(name: string): Locator {
    return this.field(name)
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "offices:actions.save") }).click();
  }
}
