import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/** Route 'treasury/import': the import form, a refused file's problems and the snapshots imported. */
export class TreasuryImportPage {
  readonly problems: Locator;
  readonly snapshots: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.problems = page.getByTestId("treasury-problems");
    this.snapshots = page.getByTestId("treasury-snapshots");
  }

  async goto(): Promise<void> {
    await this.page.goto("/treasury/import");
    await this.page
      .getByRole("heading", { name: tr(this.locale, "treasury:title") })
      .waitFor({ timeout: APP_LOAD_TIMEOUT });
  }

  async importFile(input: { asOf: string; file: string }): Promise<void> {
    await this.page.getByRole("textbox", { name: tr(this.locale, "treasury:fields.asOf") }).fill(input.asOf);
    await this.page.locator('input[type="file"]').setInputFiles(input.file);
    await this.page.getByRole("button", { name: tr(this.locale, "treasury:actions.import") }).click();
  }
}
