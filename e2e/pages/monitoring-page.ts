import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { DataTablePage } from "./data-table";
import { officeSelect, searchAndPickOffice, seeAndCloseToast } from "./mantine";

/** The monitoring visits screen (`anugaman`), its sub-profile wizard and the visit's details. */
export class MonitoringPage {
  readonly table: DataTablePage;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, this.t("table.label"));
  }

  t(key: string, values?: Record<string, string | number>): string {
    return tr(this.locale, `monitoring:${key}`, values);
  }

  get drawer(): Locator {
    return this.page.getByRole("dialog").filter({ has: this.page.locator(".mantine-Drawer-body") });
  }

  async open(): Promise<void> {
    await this.page.goto("/anugaman");
    await expect(this.page.getByRole("heading", { name: this.t("page.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  field(key: string): Locator {
    return this.drawer.getByLabel(this.t(`fields.${key}`));
  }

  button(key: string): Locator {
    return this.drawer.getByRole("button", { name: this.t(key), exact: true });
  }

  /** Sees the wizard's (or any) toast with this message and closes it. */
  async seeToast(key: string): Promise<void> {
    await seeAndCloseToast(this.page, this.t(key));
  }

  async chooseTargetOffice(name: string): Promise<void> {
    const button = officeSelect(this.page, this.locale, this.t("fields.target_nikaya_id"));
    await searchAndPickOffice(this.page, button, name);
    await expect(button).toContainText(name);
  }

  /** Opens the monitoring reports screen (`anugaman-report`). */
  async openReports(): Promise<void> {
    await this.page.goto("/anugaman-report");
    await expect(this.page.getByRole("heading", { name: this.t("report.page.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  /** Moves the open visit, writing the reason when the move asks for one. */
  async move(action: string, reason = ""): Promise<void> {
    await this.button(`actions.${action}`).click();
    if (reason) {
      const modal = this.page.getByRole("dialog", { name: this.t(`actions.${action}`) });
      await modal.getByLabel(this.t("fields.reason")).fill(reason);
      await modal.getByRole("button", { name: this.t("actions.confirm") }).click();
    }
    await this.seeToast(`toasts.moved.${action}`);
  }

  /** Opens a visit of the list by its title. */
  async openVisit(title: string): Promise<void> {
    await this.table.search(title);
    await this.table.row(title).getByRole("button", { name: title }).click();
    await expect(this.drawer).toBeVisible();
  }
}
