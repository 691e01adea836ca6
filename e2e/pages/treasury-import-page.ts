import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { chooseOption } from "./mantine";

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

  /** Imports a file as of a date, in the unit chosen (the form's default, lakh, when none is given). */
  async importFile(input: {
    asOf: string;
    file: string;
    unit?: "rupees" | "thousands" | "lakh";
  }): Promise<void> {
    await this.page.getByRole("textbox", { name: tr(this.locale, "treasury:fields.asOf") }).fill(input.asOf);
    if (input.unit)
      await chooseOption(
        this.page,
        tr(this.locale, "treasury:fields.unit"),
        tr(this.locale, `treasury:units.${input.unit}`),
      );
    await this.page.locator('input[type="file"]').setInputFiles(input.file);
    await this.page.getByRole("button", { name: tr(this.locale, "treasury:actions.import") }).click();
  }
}
