import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `meeting-reports`: decisions with their reports, and a decision's drawer. */
export class MeetingReportsPage {
  readonly table: DataTablePage;
  readonly drawer: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, this.t("reports.table"));
    this.drawer = page.getByRole("dialog", { name: this.t("reports.drawerTitle") });
  }

  t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `meetings:${key}`, vars);
  }

  async goto(): Promise<void> {
    await this.page.goto("/meeting-reports");
    await expect(this.page.getByRole("heading", { name: this.t("reports.page.title") })).toBeVisible();
  }

  async show(state: "to_report" | "to_review" | "overdue"): Promise<void> {
    await this.page.getByRole("textbox", { name: this.t("reports.filter"), exact: true }).click();
    await this.page.getByRole("option", { name: this.t(`reports.filters.${state}`), exact: true }).click();
  }

  /** Opens the decision whose text the table shows (after searching for it). */
  async open(description: string): Promise<void> {
    await this.table.search(description);
    await this.table
      .row(description)
      .getByRole("button", { name: new RegExp(description) })
      .click();
    await expect(this.drawer).toBeVisible();
  }

  get form(): Locator {
    return this.drawer.getByRole("form", { name: this.t("reports.formTitle") });
  }

  /** Fills and sends the report form. */
  async report(status: string, description: string, reason = ""): Promise<void> {
    await this.form.getByRole("textbox", { name: this.t("reports.labels.status") }).click();
    await this.page.getByRole("option", { name: this.t(`status.${status}`), exact: true }).click();
    await this.form.getByRole("textbox", { name: this.t("reports.labels.description") }).fill(description);
    if (reason) await this.form.getByRole("textbox", { name: this.t("reports.labels.reason") }).fill(reason);
    await this.form.getByRole("button", { name: this.t("reports.send"), exact: true }).click();
  }

  /** The report cards of the history, newest first. */
  get reports(): Locator {
    return this.drawer.getByRole("region");
  }

  async attach(name: string, buffer: Buffer, mimeType: string): Promise<void> {
    const card = this.reports.first();
    await card.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
    await card.getByRole("button", { name: this.t("files.upload"), exact: true }).click();
  }

  async review(verdict: "accept" | "return", note = ""): Promise<void> {
    const card = this.reports.first();
    if (note) await card.getByRole("textbox", { name: this.t("reports.labels.note") }).fill(note);
    await card.getByRole("button", { name: this.t(`reports.${verdict}`), exact: true }).click();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.drawer).toBeHidden();
  }
}
