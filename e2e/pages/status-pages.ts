import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/** Route '' (the dashboard), as far as the shell journeys need it. */
export class DashboardPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: tr(this.locale, "dashboard:title"), exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.heading).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }
}

/** The 404 page (catch-all route) and the /unauthorized page. */
export class StatusPages {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  async expectNotFound(): Promise<void> {
    await expect(
      this.page.getByText(tr(this.locale, "common:notFound.message"), { exact: true }),
    ).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  async expectUnauthorized(): Promise<void> {
    await expect(this.page).toHaveURL(/\/unauthorized$/, { timeout: APP_LOAD_TIMEOUT });
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "common:unauthorized.title") }),
    ).toBeVisible();
  }

  async goBack(): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "common:actions.goBack"), exact: true })
      .click();
  }
}
