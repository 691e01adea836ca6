import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { localDigits, tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/** Route `plans-policy/adoption`: the adoption workspace (blueprints, activities, confirmation, result). */
export class AdoptionPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  private t(key: string, vars: Record<string, string | number> = {}): string {
    return tr(this.locale, `adoption:${key}`, vars);
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { name: this.t("page.title"), exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/plans-policy\/adoption(\?.*)?$/);
    await expect(this.heading).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  get offNotice(): Locator {
    return this.page.getByTestId("adoption-off");
  }

  get blueprint(): Locator {
    return this.page.getByTestId("adoption-blueprint");
  }

  async choosePolicy(point: string, name: string): Promise<void> {
    await this.page
      .getByRole("button", {
        name: this.t("policy.chooseLabel", { point: localDigits(this.locale, point), name }),
        exact: true,
      })
      .click();
  }

  async chooseBudgetHead(name: string): Promise<void> {
    await this.page
      .getByRole("button", { name: this.t("budget.chooseLabel", { name }), exact: true })
      .click();
  }

  async next(): Promise<void> {
    await this.page.getByRole("button", { name: this.t("actions.next"), exact: true }).click();
  }

  async reset(): Promise<void> {
    await this.page.getByRole("button", { name: this.t("actions.reset"), exact: true }).click();
  }

  /** An activity's checkbox, labelled with its point number (locale digits) and title. */
  activity(point: string, title: string): Locator {
    return this.page.getByRole("checkbox", {
      name: `${localDigits(this.locale, point)} ${title}`,
      exact: true,
    });
  }

  /** A milestone's checkbox (its label starts with the code and title). */
  milestone(code: string, title: string): Locator {
    return this.page.getByRole("checkbox", {
      name: new RegExp(`^${localDigits(this.locale, code)} ${title} \\(`),
    });
  }

  get confirmation(): Locator {
    return this.page.getByTestId("adoption-confirm");
  }

  async adopt(remarks: string): Promise<void> {
    await this.page.getByRole("textbox", { name: this.t("confirm.remarks") }).fill(remarks);
    await this.page.getByRole("button", { name: this.t("actions.adopt"), exact: true }).click();
  }

  /** The result's line for a kind: `New: n`. */
  resultCreated(kind: "policies" | "budget_heads" | "activities" | "milestones", n: number): Locator {
    return this.page
      .getByTestId(`adoption-result-${kind}`)
      .getByText(this.t("result.created", { n: localDigits(this.locale, n) }), { exact: true });
  }

  async openPlan(target: string): Promise<void> {
    await this.page.getByRole("link", { name: this.t("result.openPlan", { target }), exact: true }).click();
  }
}
