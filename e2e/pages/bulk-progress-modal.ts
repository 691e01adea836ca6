import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";

/**
 * "Progress by Excel": on the pragati screen (milestones) or the projects screen (`projects`, whose
 * button, title and month's texts are its own), the button and the modal it opens.
 */
export class BulkProgressModal {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    private readonly kind: "milestones" | "projects" = "milestones",
  ) {}

  private text(key: string, vars: Record<string, string | number> = {}): string {
    return tr(this.locale, `progress-bulk:${key}`, vars);
  }

  private own(key: string): string {
    return this.text(this.kind === "projects" ? `projects.${key}` : key);
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog", { name: this.own("title") });
  }

  async open(): Promise<void> {
    await this.page.getByRole("button", { name: this.own("button"), exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Clicks download and answers the saved workbook's bytes. */
  async download(): Promise<Buffer> {
    const [file] = await Promise.all([
      this.page.waitForEvent("download"),
      this.dialog.getByRole("button", { name: this.text("download.action"), exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    return readFile(await file.path());
  }

  async upload(path: string): Promise<void> {
    await this.dialog.locator('input[type="file"]').setInputFiles(path);
    await this.dialog.getByRole("button", { name: this.text("upload.action"), exact: true }).click();
  }

  /** The success notice of an accepted upload. */
  get result(): Locator {
    return this.dialog.getByTestId("bulk-progress-result");
  }

  /** The table of problems of a refused upload. */
  get problems(): Locator {
    return this.dialog.getByRole("table", { name: this.text("problems.label") });
  }

  /** The problem row showing this sheet row and column ("I (उपलब्धि)"). */
  problem(row: string, column: string): Locator {
    return this.problems
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: row, exact: true }) })
      .filter({ has: this.page.getByRole("cell", { name: column, exact: true }) });
  }
}
