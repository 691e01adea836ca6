import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { DataTablePage } from "./data-table";

/** Route `activities-action`: the activities to transfer, and the transfer history tab. */
export class ActivitiesActionPage {
  readonly activities: DataTablePage;
  readonly history: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.activities = new DataTablePage(page, locale, tr(locale, "transfer:activities.label"));
    this.history = new DataTablePage(page, locale, tr(locale, "transfer:history.label"));
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/activities-action(\?.*)?$/);
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "transfer:page.title"), exact: true }),
    ).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  async openTransfer(title: string): Promise<void> {
    await this.page
      .getByRole("link", {
        name: tr(this.locale, "transfer:activities.transferLabel", { title }),
        exact: true,
      })
      .click();
  }

  async openHistory(): Promise<void> {
    await this.page
      .getByRole("tab", { name: tr(this.locale, "transfer:page.tabs.history"), exact: true })
      .click();
  }
}

/** Route `activities/transfer/:activity_master_id`: the activity, the transfer form and its history. */
export class ActivityTransferPage {
  readonly history: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.history = new DataTablePage(page, locale, tr(locale, "transfer:history.label"));
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/activities\/transfer\/\d+$/);
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "transfer:transferPage.title"), exact: true }),
    ).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  get currentOffice(): Locator {
    return this.page.getByTestId("transfer-current-office");
  }

  get milestones(): Locator {
    return this.page.getByRole("table", {
      name: tr(this.locale, "transfer:card.milestonesLabel"),
      exact: true,
    });
  }

  /** The target office's checkbox in the office tree (searching the tree first). */
  async chooseTarget(officeName: string): Promise<void> {
    const label = tr(this.locale, "transfer:form.target");
    await this.page
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(officeName);
    await this.page.getByRole("checkbox", { name: officeName, exact: true }).check();
  }

  get remarks(): Locator {
    return this.page.getByRole("textbox", { name: tr(this.locale, "transfer:form.remarks") });
  }

  async submit(): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "transfer:form.submit"), exact: true })
      .click();
  }

  fieldError(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
