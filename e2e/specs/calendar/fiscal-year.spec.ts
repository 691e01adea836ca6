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

/** A year far enough ahead that no other journey lists or chooses it; it is removed at the end. */
const ADDED = { titleNp: "२०९६/९७", titleEn: "2096/97", start: "2096-04-01", end: "2097-03-30" };

test("admin adds a fiscal year, edits it, is refused removing one in use and removes the unused one", async ({
  page,
}) => {
  await loginAs(page, "admin", "np");
  const fiscal = new FiscalYearPage(page, "np");
  await fiscal.goto();

  await fiscal.addYear(ADDED);
  await expect(toast(page, tr("np", "calendar:yearForm.added", { title: ADDED.titleNp }))).toBeVisible();
  const row = fiscal.yearRow(ADDED.titleNp);
  await expect(row).toContainText("२०९६/०४/०१");
  // BS 2096 and 2097 are not confirmed: the year says its dates are provisional.
  await expect(row).toContainText(tr("np", "calendar:provisional.label"));

  // An end outside the start's fiscal year is refused by the API, under the field, in Nepali.
  await fiscal.editYear(ADDED.titleNp, { end: "2098-03-30" });
  const dialog = page.getByRole("dialog", {
    name: tr("np", "calendar:yearForm.editTitle", { title: ADDED.titleNp }),
  });
  await expect(dialog).toContainText("भित्र पर्नुपर्छ");
  await dialog.getByRole("textbox", { name: tr("np", "calendar:yearForm.end") }).fill("2097-03-29");
  await dialog.getByRole("textbox", { name: tr("np", "calendar:yearForm.titleEn") }).fill("FY 2096/97");
  await dialog.getByRole("button", { name: tr("np", "calendar:yearForm.save") }).click();
  await expect(toast(page, tr("np", "calendar:yearForm.saved", { title: ADDED.titleNp }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("FY 2096/97");
  await expect(row).toContainText("२०९७/०३/२९");

  // The current year holds the demo plan: removing it is refused with the API's reason.
  const current = fiscal.fiscalYears
    .getByRole("row")
    .filter({ has: page.getByText(tr("np", "calendar:fiscalYears.current"), { exact: true }) });
  const currentTitle = (await current.locator("td").first().innerText()).trim();
  await fiscal.removeYear(currentTitle);
  await expect(toast(page, `आर्थिक वर्ष ${currentTitle} प्रयोगमा छ`)).toBeVisible();
  await expect(fiscal.yearRow(currentTitle)).toHaveCount(1);

  await fiscal.removeYear(ADDED.titleNp);
  await expect(toast(page, tr("np", "calendar:fiscalYears.removed", { title: ADDED.titleNp }))).toBeVisible();
  await expect(fiscal.yearRow(ADDED.titleNp)).toHaveCount(0);
});

test("admin confirms a provisional BS year's month lengths on the calendar screen", async ({ page }) => {
  const PROVISIONAL_YEAR = 2098;
  await loginAs(page, "admin", "en");
  const fiscal = new FiscalYearPage(page, "en");
  await fiscal.goto();
  await fiscal.showYear(PROVISIONAL_YEAR);
  const row = fiscal.monthRow(PROVISIONAL_YEAR);
  await expect(row).toContainText("Provisional");
  await fiscal.confirmYear(PROVISIONAL_YEAR);
  await expect(toast(page, `The month lengths of ${PROVISIONAL_YEAR} BS are confirmed.`)).toBeVisible();
  await expect(row).toContainText("Confirmed");
  await expect(
    row.getByRole("button", { name: `Confirm the month lengths of ${PROVISIONAL_YEAR}` }),
  ).toHaveCount(0);
  const table = (await (await page.request.get("/api/calendar/month-table")).json()) as {
    response: { years: { year: number; confirmed: boolean }[] };
  };
  expect(table.response.years.find((y) => y.year === PROVISIONAL_YEAR)?.confirmed).toBe(true);
});
