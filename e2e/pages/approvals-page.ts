import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { DataTablePage } from "./data-table";
import { chooseOption, seeAndCloseToast } from "./mantine";

type Step = "submit" | "approve" | "return" | "unapprove";

const text = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  tr(locale, `approvals:${key}`, vars);

/** Route `approvals`: the monthly approval chain's offices, their month's state and the row's steps. */
export class ApprovalsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, text(locale, "table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/approvals");
    await expect(this.page.getByRole("heading", { name: text(this.locale, "title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  async chooseMonth(monthName: string): Promise<void> {
    await chooseOption(this.page, text(this.locale, "filters.month"), monthName);
  }

  /** The office's row (found by its name as the screen shows it). */
  row(office: string): Locator {
    return this.table.row(office);
  }

  state(office: string): Locator {
    return this.row(office).getByTestId("approval-state");
  }

  /** The row's button of a step; shown only when the caller may take it. */
  stepButton(office: string, step: Step): Locator {
    return this.row(office).getByRole("button", {
      name: text(this.locale, `rowActions.${step}`, { office }),
      exact: true,
    });
  }

  /** Takes a confirmed step (submit, approve, unapprove) and waits for its toast. */
  async take(office: string, step: Exclude<Step, "return">): Promise<void> {
    await this.stepButton(office, step).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: text(this.locale, `actions.${step}`), exact: true }).click();
    await seeAndCloseToast(this.page, text(this.locale, `toasts.${step}`));
  }

  /**
   * Submits the month whose data-quality warnings ask for explanations: the dialog lists them, refuses a
   * submission with an empty explanation, and submits once each warning (in the order shown) is explained.
   */
  async submitExplaining(office: string, explanations: string[]): Promise<Locator> {
    await this.stepButton(office, "submit").click();
    const dialog = this.page.getByRole("dialog");
    const warnings = dialog.getByTestId("quality-warning");
    await expect(warnings).toHaveCount(explanations.length, { timeout: APP_LOAD_TIMEOUT });
    const submit = dialog.getByRole("button", { name: text(this.locale, "quality.submit"), exact: true });
    await submit.click();
    const field = text(this.locale, "quality.explanation");
    await expect(
      dialog.getByText(tr(this.locale, "common:validation.required", { field })).first(),
    ).toBeVisible();
    for (const [i, explanation] of explanations.entries())
      await warnings.nth(i).getByRole("textbox").fill(explanation);
    await submit.click();
    await seeAndCloseToast(this.page, text(this.locale, "toasts.submit"));
    await expect(dialog).toBeHidden();
    return warnings;
  }

  /** Opens the row's data-quality warnings with their explanations (read-only); answers the dialog. */
  async openChecks(office: string): Promise<Locator> {
    await this.row(office)
      .getByRole("button", { name: text(this.locale, "rowActions.checks", { office }), exact: true })
      .click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Returns the month with a reason; an empty reason is refused by the form first. */
  async returnWithReason(office: string, reason: string): Promise<void> {
    await this.stepButton(office, "return").click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole("button", {
      name: text(this.locale, "returnDialog.submit"),
      exact: true,
    });
    await submit.click();
    const field = text(this.locale, "returnDialog.reason");
    await expect(dialog.getByText(tr(this.locale, "common:validation.required", { field }))).toBeVisible();
    await dialog.getByRole("textbox", { name: field }).fill(reason);
    await submit.click();
    await expect(dialog).toBeHidden();
    await seeAndCloseToast(this.page, text(this.locale, "toasts.return"));
  }
}
