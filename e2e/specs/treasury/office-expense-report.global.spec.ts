import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { budgetYearOf, treasuryFixture } from "../../fixtures/treasury-files";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ReportScreen, readNumber } from "../../pages/report-screen";
import { TreasuryImportPage } from "../../pages/treasury-import-page";

// A global journey: it imports today's treasury snapshot, which every treasury report reads as its newest
// date, so it runs after the other journeys, one at a time (a report journey drilled into the new snapshot).

const REPORT = "fcgo-details/office-expenses";
const HOME = "गृह मन्त्रालय";
const KATHMANDU = "जिल्ला प्रशासन कार्यालय काठमाडौं";

test("admin imports a 2066 file with sub-heads in Devanagari digits, sees the office-expense report with the file's totals, drills to an office's sub-heads, exports and prints (Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const { setup } = await (
    await page.request.get("/api/profile/get-profile", { headers: authHeader(session.token) })
  ).json();
  // Dated today: the newest snapshot of the header's (current) budget year, which the report opens on.
  const asOf = devanagari(setup.current_date.replaceAll("-", "/"));
  const importer = new TreasuryImportPage(page, "np");
  await importer.goto();
  await importer.importFile({
    asOf,
    unit: "rupees",
    // As filed for the current budget year: the importer refuses a title naming another year.
    file: treasuryFixture("2066-subheads-rupees-devanagari.csv", budgetYearOf(setup.current_date)),
  });
  // Another journey may have imported this date already: then confirm the replacement.
  const dialog = page.getByRole("dialog");
  const row = importer.snapshots.getByRole("row").filter({ hasText: "2066-subheads-rupees-devanagari.csv" });
  await expect(dialog.or(row)).toBeVisible();
  if (await dialog.isVisible())
    await dialog.getByRole("button", { name: tr("np", "common:actions.confirm") }).click();
  await expect(row).toBeVisible();
  await expect(row).toContainText("६,८०,०००");

  const screen = new ReportScreen(page, "np");
  await screen.open(REPORT);
  // The report screen's chunk loads on first use (slow on a busy machine).
  await expect(screen.heading(REPORT)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  // The file's total row: budget 6,80,000, expense 2,78,000, balance 4,02,000 rupees.
  await expect(screen.totals).toContainText("६,८०,०००");
  await expect(screen.totals).toContainText("२,७८,०००");
  await expect(screen.totals).toContainText("४,०२,०००");
  await expect(screen.row(HOME)).toContainText("२,६०,०००");

  // Ministry -> its offices: the offices' totals are the ministry's row.
  const homeFigures = (await screen.row(HOME).locator("td").allInnerTexts()).map(readNumber);
  await screen.row(HOME).getByTestId("treasury-drill").click();
  await expect(screen.row(KATHMANDU)).toBeVisible();
  const officeTotals = (await screen.totals.locator("td").allInnerTexts()).map(readNumber);
  expect(officeTotals).toEqual(homeFigures);

  // Office -> its sub-heads, which are not links.
  const kathmanduFigures = (await screen.row(KATHMANDU).locator("td").allInnerTexts()).map(readNumber);
  await screen.row(KATHMANDU).getByTestId("treasury-drill").click();
  await expect(page.getByTestId("treasury-office")).toContainText(KATHMANDU);
  await expect(screen.summary.locator("tbody tr")).toHaveCount(2);
  await expect(screen.summary.getByTestId("treasury-drill")).toHaveCount(0);
  await expect(screen.row("३१४०१०११")).toContainText("३८,०००");
  expect((await screen.totals.locator("td").allInnerTexts()).map(readNumber)).toEqual(kathmanduFigures);

  const sheet = await screen.export();
  expect(sheet[0][0]).toBe(tr("np", `reports:titles.${REPORT}`));
  expect(String(sheet[1][0])).toContain(HOME);
  expect(String(sheet[1][0])).toContain(KATHMANDU);
  expect(sheet.at(-1)?.[0]).toBe(tr("np", "reports:labels.total"));
  expect(sheet.at(-1)?.slice(1)).toEqual(kathmanduFigures);

  await screen.printAll();
  await page.emulateMedia({ media: "print" });
  await expect(screen.printHeader).toBeVisible();
  await expect(screen.printHeader).toContainText(tr("np", `reports:titles.${REPORT}`));
  await expect(screen.printHeader).toContainText(KATHMANDU);
  await expect(screen.summary).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});
