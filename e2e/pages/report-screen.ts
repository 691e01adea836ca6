import { expect, type Locator, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { chooseOption, officeSelect } from "./mantine";

const DEVANAGARI = "०१२३४५६७८९";
/** A number as shown in either locale (Devanagari digits in Nepali, thousands separators). */
export const readNumber = (text: string): number =>
  Number(text.replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d))).replace(/[^0-9.-]/g, ""));

/** The generic report screen (apps/web/src/modules/reports): filters, summary or list, export, print. */
export class ReportScreen {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  async open(path: string, params: Record<string, string | number> = {}): Promise<void> {
    await this.openScreen(`reports/${path}`, params);
  }

  /** A report on its own screen link (the consolidated project view lives under the projects menu). */
  async openScreen(screen: string, params: Record<string, string | number> = {}): Promise<void> {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    await this.page.goto(`/${screen}${query.size ? `?${query}` : ""}`);
  }

  /** Picks an option of one of the filter bar's drop-downs (`reports:filters.<key>`). */
  async chooseFilter(key: string, option: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, `reports:filters.${key}`), option);
  }

  heading(path: string): Locator {
    return this.page.getByRole("heading", { name: tr(this.locale, `reports:titles.${path}`), level: 1 });
  }

  get summary(): Locator {
    return this.page.getByTestId("report-summary");
  }

  row(label: string): Locator {
    return this.summary.locator("tbody tr").filter({ hasText: label });
  }

  get totals(): Locator {
    return this.page.getByTestId("report-totals");
  }

  count(row: Locator, key: string): Locator {
    return row.getByTestId(`count-${key}`);
  }

  async countOf(row: Locator, key: string): Promise<number> {
    return readNumber(await this.count(row, key).innerText());
  }

  /** A figure of a summary row (a percentage or an amount, as shown). */
  value(row: Locator, key: string): Locator {
    return row.getByTestId(`value-${key}`);
  }

  async chooseMonth(month: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, "reports:filters.month"), month);
  }

  /** Picks the office subtree in the office tree (single choice). */
  async chooseOffice(name: string): Promise<void> {
    const button = officeSelect(this.page, this.locale, tr(this.locale, "reports:filters.office"));
    await button.click();
    // A single choice closes the drop-down.
    await this.page.getByRole("checkbox", { name, exact: true }).click();
    await expect(this.page.getByRole("dialog")).toBeHidden();
    await expect(button).toContainText(name);
  }

  /** The total of the list on screen (the table's "from-to of total"), or 0 when it is empty. */
  async listTotal(): Promise<number> {
    const range = this.page.getByTestId("table-range");
    const empty = this.page.getByTestId("table-empty");
    await expect(range.or(empty).filter({ hasText: /./ }).first()).toBeVisible();
    if (await empty.isVisible()) return 0;
    const text = await range.innerText();
    const parts = text.split(/\s+/).filter((p) => /[0-9०-९]/.test(p));
    // "{{from}}-{{to}} of {{total}}" in English, "{{total}} मध्ये {{from}}-{{to}}" in Nepali.
    return readNumber((this.locale === "np" ? parts[0] : parts[parts.length - 1]) ?? "0");
  }

  listRows(path: string): Locator {
    return this.page
      .getByRole("table", { name: tr(this.locale, `reports:titles.${path}`) })
      .locator("tbody tr");
  }

  /** Clicks Export and answers the downloaded sheet's rows (title, filters, headings, data..., totals). */
  async export(rows?: number): Promise<unknown[][]> {
    if (rows !== undefined)
      await this.page.getByLabel(tr(this.locale, "reports:exportRows")).fill(String(rows));
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByRole("button", { name: tr(this.locale, "reports:export") }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheetRows: unknown[][] = [];
    workbook.worksheets[0].eachRow({ includeEmpty: true }, (row) => {
      sheetRows.push((row.values as unknown[]).slice(1));
    });
    return sheetRows;
  }

  get printButton(): Locator {
    return this.page.getByRole("button", { name: tr(this.locale, "reports:printButton") });
  }

  /** Every row fetched for paper (shown only in print media). */
  get printTable(): Locator {
    return this.page.getByTestId("print-table");
  }

  /**
   * Clicks Print with the browser's print dialog stubbed (headless Chromium has none) and waits until
   * the list's every row is fetched and the print was asked for.
   */
  async printAll(): Promise<void> {
    await this.page.evaluate(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed++;
      };
    });
    await this.printButton.click();
    await expect
      .poll(() => this.page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
  }

  get printHeader(): Locator {
    return this.page.getByTestId("print-header");
  }

  /** The detail list's own controls: search box, rows per page and the page buttons. */
  get listControls(): Locator[] {
    return [
      this.page.getByRole("searchbox", { name: tr(this.locale, "table:search") }),
      this.page.getByRole("textbox", { name: tr(this.locale, "table:perPage") }),
      this.page.getByRole("button", { name: tr(this.locale, "table:pagination.next") }),
      this.page.getByRole("button", { name: tr(this.locale, "table:columns.button") }),
    ];
  }
}
