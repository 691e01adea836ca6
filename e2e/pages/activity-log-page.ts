import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { chooseOption } from "./mantine";

/** Route `activity-logs`. */
export class ActivityLogPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "admin:activityLog.tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/activity-logs");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "admin:activityLog.title") }),
    ).toBeVisible();
    await expect(this.table.rows.first()).toBeVisible();
  }

  async filterAction(action: string): Promise<void> {
    await chooseOption(
      this.page,
      tr(this.locale, "admin:activityLog.filters.action"),
      tr(this.locale, `admin:activityLog.actions.${action}`),
    );
  }

  async filterEntity(entity: string): Promise<void> {
    await chooseOption(
      this.page,
      tr(this.locale, "admin:activityLog.filters.entity"),
      tr(this.locale, `admin:activityLog.entities.${entity}`),
    );
  }

  /** Opens the change of a row and returns the dialog. */
  async openChanges(row: Locator): Promise<Locator> {
    await row.getByRole("button", { name: tr(this.locale, "admin:activityLog.viewChanges") }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
