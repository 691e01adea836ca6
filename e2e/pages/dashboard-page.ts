import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { localDigits, tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { chooseOption } from "./mantine";

/** Route '': the month selector and one card of two pies per office. */
export class DashboardPies {
  constructor(
    private readonly page: Page,
    public locale: Locale,
  ) {}

  async chooseMonth(monthName: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, "dashboard:month"), monthName);
  }

  card(officeName: string): Locator {
    return this.page.getByRole("region", { name: officeName, exact: true });
  }

  /** The legend entry of a status bucket, reading "<bucket>: <count>" in the locale's digits. */
  statusEntry(officeName: string, bucket: string, count: number): Locator {
    const label = `${tr(this.locale, `dashboard:buckets.${bucket}`)}: ${localDigits(this.locale, count)}`;
    return this.card(officeName).getByRole("button", { name: label, exact: true });
  }

  /** The legend entry of a rating, reading "Rating <n>: <count>" in the locale's digits. */
  ratingEntry(officeName: string, rating: number, count: number): Locator {
    const label = `${tr(this.locale, "dashboard:ratingLabel", { rating: localDigits(this.locale, rating) })}: ${localDigits(this.locale, count)}`;
    return this.card(officeName).getByRole("button", { name: label, exact: true });
  }

  /** "All, marked" or "Approved only": which offices' months the cards show. */
  async chooseApprovalView(view: "all" | "approved"): Promise<void> {
    // The segmented control's radio is hidden under its label: a user clicks the label.
    await this.page
      .locator("label")
      .filter({ hasText: tr(this.locale, `approvals:view.${view}`) })
      .click();
    await expect(this.approvalView(view)).toBeChecked();
  }

  approvalView(view: "all" | "approved"): Locator {
    return this.page.getByRole("radio", {
      name: tr(this.locale, `approvals:view.${view}`),
      exact: true,
    });
  }

  /** The card's mark of its month in the approval chain. */
  monthApproval(officeName: string): Locator {
    return this.card(officeName).getByTestId("approval-state");
  }

  async chooseReportType(type: "activity" | "ayojana"): Promise<void> {
    await chooseOption(
      this.page,
      tr(this.locale, "dashboard:reportType"),
      tr(this.locale, `dashboard:types.${type}`),
    );
  }

  /** The legend entry of a project slice (a band or a schedule state), reading "<slice>: <count>". */
  projectEntry(officeName: string, slice: string, count: number): Locator {
    const key =
      slice.startsWith("in_progress") || slice === "not_started" || slice === "completed_and_achieved"
        ? `dashboard:buckets.${slice}`
        : slice.startsWith("npc_")
          ? `dashboard:projects.npc.${slice}`
          : `dashboard:projects.slices.${slice}`;
    const label = `${tr(this.locale, key)}: ${localDigits(this.locale, count)}`;
    return this.card(officeName).getByRole("button", { name: label, exact: true });
  }

  /** The month-by-month trend of an office's card. */
  trend(officeName: string): Locator {
    return this.card(officeName).getByRole("group", { name: tr(this.locale, "dashboard:trend.title") });
  }

  /**
   * Shows the office's card (a project head's: the project's): with several cards the list pages, so the
   * card is searched by name.
   */
  async expectCard(officeName: string): Promise<void> {
    const search = this.page
      .getByRole("textbox", { name: tr(this.locale, "dashboard:findOffice") })
      .or(this.page.getByRole("textbox", { name: tr(this.locale, "dashboard:findProject") }));
    await expect(this.card(officeName).or(search).first()).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    if (await search.isVisible()) await search.fill(officeName);
    await expect(this.card(officeName)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }
}
