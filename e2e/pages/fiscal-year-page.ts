import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { localDigits, tr } from "../fixtures/i18n";
import { chooseOption } from "./mantine";

const MONTHS_EN = [
  "Baishakh",
  "Jestha",
  "Ashadh",
  "Shrawan",
  "Bhadra",
  "Ashwin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
];
const MONTHS_NP = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुष", "माघ", "फागुन", "चैत"];

/** Route `fiscal-year`: fiscal-year list and the BS month-length editor. */
export class FiscalYearPage {
  readonly fiscalYears: Locator;
  readonly monthTable: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.fiscalYears = page.getByRole("table", { name: tr(locale, "calendar:fiscalYears.tableLabel") });
    this.monthTable = page.getByRole("table", { name: tr(locale, "calendar:monthTable.tableLabel") });
  }

  async goto(): Promise<void> {
    await this.page.goto("/fiscal-year");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "calendar:page.title") }),
    ).toBeVisible();
  }

  /** Shows only BS year `year` in the month grid. */
  async showYear(year: number): Promise<void> {
    const label = localDigits(this.locale, year);
    await chooseOption(this.page, tr(this.locale, "calendar:monthTable.toYear"), label);
    await chooseOption(this.page, tr(this.locale, "calendar:monthTable.fromYear"), label);
    await expect(this.monthTable.locator("tbody tr")).toHaveCount(1);
  }

  monthRow(year: number): Locator {
    return this.monthTable.getByTestId(`month-row-${year}`);
  }

  /** The fiscal-year list's row of a title (in the language's own title column). */
  yearRow(title: string): Locator {
    return this.fiscalYears.getByRole("row").filter({ hasText: title });
  }

  /** Opens the add dialog, fills it and saves. Dates are typed as `YYYY-MM-DD` (Latin digits). */
  async addYear(values: YearValues): Promise<void> {
    await this.page.getByRole("button", { name: tr(this.locale, "calendar:fiscalYears.add") }).click();
    const dialog = this.page.getByRole("dialog", { name: tr(this.locale, "calendar:yearForm.addTitle") });
    await this.fillYear(dialog, values);
  }

  /** Opens the edit dialog of the year titled `title` (in the language), changes `values` and saves. */
  async editYear(title: string, values: Partial<YearValues>): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "calendar:fiscalYears.editYear", { title }) })
      .click();
    const dialog = this.page.getByRole("dialog", {
      name: tr(this.locale, "calendar:yearForm.editTitle", { title }),
    });
    await this.fillYear(dialog, values);
  }

  /** Asks to remove the year titled `title` and confirms. */
  async removeYear(title: string): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "calendar:fiscalYears.removeYear", { title }) })
      .click();
    await this.page
      .getByRole("dialog")
      .getByRole("button", { name: tr(this.locale, "common:actions.confirm") })
      .click();
  }

  /** Confirms a provisional BS year's month lengths (the year must be shown in the grid). */
  async confirmYear(year: number): Promise<void> {
    const name = tr(this.locale, "calendar:provisional.confirmYear", {
      year: localDigits(this.locale, year),
    });
    await this.page.getByRole("button", { name }).click();
    await this.page
      .getByRole("dialog")
      .getByRole("button", { name: tr(this.locale, "common:actions.confirm") })
      .click();
  }

  private async fillYear(dialog: Locator, values: Partial<YearValues>): Promise<void> {
    await expect(dialog).toBeVisible();
    const fields: [keyof YearValues, string][] = [
      ["titleNp", "calendar:yearForm.titleNp"],
      ["titleEn", "calendar:yearForm.titleEn"],
      ["start", "calendar:yearForm.start"],
      ["end", "calendar:yearForm.end"],
    ];
    for (const [key, label] of fields) {
      const value = values[key];
      if (value !== undefined)
        await dialog.getByRole("textbox", { name: tr(this.locale, label) }).fill(value);
    }
    await dialog.getByRole("button", { name: tr(this.locale, "calendar:yearForm.save") }).click();
  }

  /** Opens the correction dialog of a year. */
  async correct(year: number): Promise<MonthLengthsDialog> {
    const name = tr(this.locale, "calendar:monthTable.correctYear", { year: localDigits(this.locale, year) });
    await this.page.getByRole("button", { name }).click();
    const dialog = new MonthLengthsDialog(this.page, this.locale, year);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

export type YearValues = { titleNp: string; titleEn: string; start: string; end: string };

class MonthLengthsDialog {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly locale: Locale,
    year: number,
  ) {
    this.root = page.getByRole("dialog", {
      name: tr(locale, "calendar:monthForm.title", { year: localDigits(locale, year) }),
    });
  }

  /** The days input of a month, 0 = Baishakh .. 11 = Chaitra. */
  input(month: number): Locator {
    const name = (this.locale === "np" ? MONTHS_NP : MONTHS_EN)[month];
    return this.root.getByRole("textbox", {
      name: tr(this.locale, "calendar:monthForm.daysOf", { month: name }),
    });
  }

  async setDays(month: number, days: number): Promise<void> {
    await this.input(month).fill(String(days));
    await this.input(month).blur();
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "calendar:monthForm.save") }).click();
  }
}
