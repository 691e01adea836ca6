import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `ministry-suchak`: the indicator list and the indicator form in its modal. */
export class IndicatorsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "indicators:table.label"));
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `indicators:${key}`, vars);
  }

  async goto(): Promise<void> {
    await this.page.goto("/ministry-suchak");
    await expect(this.page.getByRole("heading", { name: this.t("page.title") })).toBeVisible();
  }

  createButton(): Locator {
    return this.page.getByRole("button", { name: this.t("actions.create"), exact: true });
  }

  get lockAlert(): Locator {
    return this.page.getByRole("alert").filter({ hasText: this.t("lock.title") });
  }

  async create(): Promise<IndicatorForm> {
    await this.createButton().click();
    const form = new IndicatorForm(this.page, this.locale, this.t("form.createTitle"));
    await expect(form.root).toBeVisible();
    return form;
  }

  async open(name: string, code: string): Promise<IndicatorForm> {
    await this.table.row(name).getByRole("button", { name, exact: true }).click();
    const form = new IndicatorForm(this.page, this.locale, this.t("form.editTitle", { code }));
    await expect(form.root).toBeVisible();
    return form;
  }
}

/** The indicator form: fields found by their labels. */
export class IndicatorForm {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  private t(key: string): string {
    return tr(this.locale, `indicators:${key}`);
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`fields.${name}`), exact: true });
  }

  /** Chooses an option of a select; `option` is the option's shown text. */
  async choose(name: string, option: string): Promise<void> {
    await this.field(name).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  errorOf(name: string): Locator {
    return this.field(name)
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  saveButton(): Locator {
    return this.root.getByRole("button", { name: this.t("actions.save"), exact: true });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
  }
}
