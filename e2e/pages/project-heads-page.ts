import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `ayojana-project-head`: the postings table and the dialog that posts a head. */
export class ProjectHeadsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, this.t("heads.table"));
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `projects:${key}`, vars);
  }

  async goto(): Promise<void> {
    await this.page.goto("/ayojana-project-head");
    await expect(this.page.getByRole("heading", { name: this.t("heads.title") })).toBeVisible();
  }

  /** Opens the dialog, fills it and saves; answers the dialog (still open when refused). */
  async post(posting: { project: string; head: string; from: string; to?: string }): Promise<Locator> {
    await this.page.getByRole("button", { name: this.t("heads.post"), exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: this.t("heads.post") });
    const project = dialog.getByRole("textbox", { name: this.t("heads.columns.project"), exact: true });
    await project.fill(posting.project);
    await this.page.getByRole("option", { name: new RegExp(posting.project) }).click();
    await dialog.getByRole("textbox", { name: this.t("heads.columns.head"), exact: true }).click();
    await this.page.getByRole("option", { name: new RegExp(`^${posting.head}`) }).click();
    await dialog.getByRole("textbox", { name: this.t("heads.columns.postedOn") }).fill(posting.from);
    if (posting.to)
      await dialog.getByRole("textbox", { name: this.t("heads.columns.terminatedOn") }).fill(posting.to);
    await dialog.getByRole("button", { name: this.t("heads.save"), exact: true }).click();
    return dialog;
  }
}
