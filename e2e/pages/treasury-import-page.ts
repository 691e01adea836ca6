import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { chooseOption } from "./mantine";

/** A file to upload: a path, or a name with its content. */
export type TreasuryUpload = string | { name: string; mimeType: string; buffer: Buffer };

/**
 * Route 'treasury/import': the import form, the preview of what an import stores (confirmed to import),
 * a refused file's problems and the snapshots imported.
 */
export class TreasuryImportPage {
  readonly problems: Locator;
  readonly snapshots: Locator;
  readonly preview: Locator;
  readonly previewRows: Locator;
  readonly previewTotals: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.problems = page.getByTestId("treasury-problems");
    this.snapshots = page.getByTestId("treasury-snapshots");
    this.preview = page.getByTestId("treasury-preview");
    this.previewRows = page.getByTestId("treasury-preview-rows").locator("tbody").getByRole("row");
    this.previewTotals = page.getByTestId("treasury-preview-totals");
  }

  async goto(): Promise<void> {
    await this.page.goto("/treasury/import");
    await this.page
      .getByRole("heading", { name: tr(this.locale, "treasury:title") })
      .waitFor({ timeout: APP_LOAD_TIMEOUT });
  }

  /** Fills the form and asks for the preview; the unit is the file's own unless one is chosen. */
  async previewFile(input: {
    asOf: string;
    file: TreasuryUpload;
    /** A unit, or "file" for the file's own (the form's default). */
    unit?: "rupees" | "thousands" | "lakh" | "file";
  }): Promise<void> {
    await this.page.getByRole("textbox", { name: tr(this.locale, "treasury:fields.asOf") }).fill(input.asOf);
    if (input.unit)
      await chooseOption(
        this.page,
        tr(this.locale, "treasury:fields.unit"),
        tr(
          this.locale,
          input.unit === "file" ? "treasury:fields.unitFromFile" : `treasury:units.${input.unit}`,
        ),
      );
    await this.page.locator('input[type="file"]').setInputFiles(input.file);
    await this.page.getByRole("button", { name: tr(this.locale, "treasury:actions.preview") }).click();
  }

  /** Confirms the preview shown: the file is imported. */
  async confirm(): Promise<void> {
    await this.preview.getByRole("button", { name: tr(this.locale, "treasury:actions.import") }).click();
  }

  /** Previews a file and confirms its import. */
  async importFile(input: Parameters<TreasuryImportPage["previewFile"]>[0]): Promise<void> {
    await this.previewFile(input);
    await this.preview.waitFor();
    await this.confirm();
  }
}
