import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { FiscalYearPage } from "../../pages/fiscal-year-page";
import { toast } from "../../pages/mantine";

/** A year far enough ahead that no fiscal year or other journey depends on it. */
const FAR_YEAR = 2095;

type MonthTable = { years: { year: number; months: number[] }[] };

test("admin sees fiscal years 2078/79..2085/86 in Devanagari digits", async ({ page }) => {
  await loginAs(page, "admin", "np");
  const fiscal = new FiscalYearPage(page, "np");
  await fiscal.goto();
  const titles = Array.from({ length: 8 }, (_, i) => devanagari(`${2078 + i}/${79 + i}`));
  for (const title of titles)
    await expect(fiscal.fiscalYears.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  await expect(fiscal.fiscalYears.locator("tbody tr")).toHaveCount(8);
  // 1 Shrawan 2078 in the Nepali date form, and one current year.
  await expect(fiscal.fiscalYears).toContainText("२०७८/०४/०१");
  await expect(
    fiscal.fiscalYears.getByText(tr("np", "calendar:fiscalYears.current"), { exact: true }),
  ).toHaveCount(1);
});

test("admin corrects a far-future year's month lengths; bad lengths are refused in both languages", async ({
  page,
}) => {
  await loginAs(page, "admin", "np");
  const before = (await (await page.request.get("/api/calendar/month-table")).json()) as {
    response: MonthTable;
  };
  const months = before.response.years.find((y) => y.year === FAR_YEAR)?.months;
  if (!months) throw new Error(`BS ${FAR_YEAR} is not in the month table`);
  // Move one day between two months, so the year keeps its length.
  const up = months.findIndex((n) => n < 32);
  const down = months.findIndex((n, i) => i !== up && n > 29);
  const after = months.map((n, i) => (i === up ? n + 1 : i === down ? n - 1 : n));

  const fiscal = new FiscalYearPage(page, "np");
  await fiscal.goto();
  await fiscal.showYear(FAR_YEAR);
  let dialog = await fiscal.correct(FAR_YEAR);
  await dialog.setDays(up, after[up]);
  await dialog.setDays(down, after[down]);
  await dialog.save();
  await expect(
    toast(page, tr("np", "calendar:monthForm.saved", { year: devanagari(FAR_YEAR) })),
  ).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await expect(fiscal.monthRow(FAR_YEAR).locator("td").nth(up)).toHaveText(devanagari(after[up]));
  const saved = (await (await page.request.get("/api/calendar/month-table")).json()) as {
    response: MonthTable;
  };
  expect(saved.response.years.find((y) => y.year === FAR_YEAR)?.months).toEqual(after);

  // 33 days: refused in the form, in Nepali ...
  dialog = await fiscal.correct(FAR_YEAR);
  await dialog.setDays(0, 33);
  await expect(dialog.root).toContainText(tr("np", "calendar:monthForm.errors.range"));
  await dialog.save();
  await expect(dialog.root).toBeVisible();

  // ... and a year that no longer adds up is refused by the server, its 422 shown in the form.
  await dialog.setDays(0, after[0]);
  const longer = after.findIndex((n) => n < 32);
  const second = after.findIndex((n, i) => i !== longer && n < 32);
  await dialog.setDays(longer, after[longer] + 1);
  await dialog.setDays(second, after[second] + 1);
  await dialog.save();
  await expect(dialog.root.getByRole("alert")).toContainText("३६५ वा ३६६");
  await page.keyboard.press("Escape");

  // ... and in English.
  await loginAs(page, "admin", "en");
  const english = new FiscalYearPage(page, "en");
  await english.goto();
  await english.showYear(FAR_YEAR);
  dialog = await english.correct(FAR_YEAR);
  await dialog.setDays(0, 33);
  await expect(dialog.root).toContainText("A month has 29 to 32 days.");
});

test("office staff opening /fiscal-year lands on /unauthorized", async ({ page }) => {
  await loginAs(page, "office", "np");
  await page.goto("/fiscal-year");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
