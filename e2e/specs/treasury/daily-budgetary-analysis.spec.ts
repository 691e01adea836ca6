import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { chooseOption } from "../../pages/mantine";
import { ReportScreen, readNumber } from "../../pages/report-screen";

const REPORT = "fcgo/daily-budgetary-analysis";
const OFFICES = "fcgo-details/office-expenses";

/** A ministry of both the demo snapshots and the fixtures other journeys import today. */
const ROADS = "भौतिक पूर्वाधार तथा यातायात मन्त्रालय";

test("a secretary opens the daily budgetary analysis, sees every as-of date as a chart and a table, filters by ministry, drills into a date's office expenses, exports and prints (English)", async ({
  page,
}) => {
  // The year's office-expense snapshots (the demo's, and any a journey imported), as admin lists them;
  // other journeys may import more while this one runs, so the counts are at least these.
  const admin = await apiLogin(page.request, "admin");
  const headers = authHeader(admin.token);
  const { response: snapshots } = await (
    await page.request.get("/api/treasury/snapshots", { headers, params: { report_number: "2066" } })
  ).json();
  expect(snapshots.length).toBeGreaterThan(0);
  // The demo's first snapshot (Shrawan 15): no journey imports on it.
  const { setup } = await (await page.request.get("/api/profile/get-profile", { headers })).json();
  const [bsYear = 0, bsMonth = 0] = String(setup.current_date).split("-").map(Number);
  const firstDemo = `${bsMonth >= 4 ? bsYear : bsYear - 1}-04-15`;
  await loginAs(page, "sachib", "en");

  const screen = new ReportScreen(page, "en");
  await screen.open(REPORT);
  await expect(screen.heading(REPORT)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(page.getByTestId("budgetary-chart")).toBeVisible();
  await expect(page.getByTestId("budgetary-chart").locator("svg").first()).toBeVisible();
  const rows = page.getByTestId("budgetary-row");
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(snapshots.length);
  await expect(page.getByTestId("budgetary-latest")).toContainText("current");

  const row = rows.filter({ has: page.locator(`a[href*="as_of=${firstDemo}"]`) });
  const figure = async (key: string) => readNumber(await row.locator(`[data-figure="${key}"]`).innerText());
  const everyMinistry = await figure("total_budget");
  // The demo's previous budget year gives the same date a year before its figures.
  expect(await figure("previous_total_percent")).toBeGreaterThan(0);

  // One ministry: the dates stay, the figures are the ministry's (the table keeps the previous answer on
  // screen until the new one arrives, so wait for the figure to change).
  await chooseOption(page, tr("en", "reports:labels.ministry"), ROADS);
  await expect(page).toHaveURL(/ministry=/);
  await expect.poll(() => figure("total_budget")).not.toBe(everyMinistry);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(snapshots.length);
  const budget = await figure("total_budget");
  const expense = await figure("total_expense");
  expect(budget).toBeGreaterThan(0);

  const sheet = await screen.export();
  expect(sheet[0][0]).toBe(tr("en", `reports:titles.${REPORT}`));
  expect(String(sheet[1][0])).toContain(ROADS);
  expect(sheet[2][0]).toBe(tr("en", "reports:labels.asOf"));
  // One row per date, oldest first, no totals row.
  expect(sheet.length).toBeGreaterThanOrEqual(3 + snapshots.length);
  expect(sheet.find((line) => line[0] === firstDemo)?.[8]).toBe(budget);

  await screen.printAll();
  await page.emulateMedia({ media: "print" });
  await expect(screen.printHeader).toContainText(tr("en", `reports:titles.${REPORT}`));
  await expect(screen.printHeader).toContainText(ROADS);
  await page.emulateMedia({ media: "screen" });

  // A date opens the office-expense report of that date and ministry, whose totals are the row's.
  await row.getByTestId("budgetary-drill").click();
  await expect(screen.heading(OFFICES)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(page).toHaveURL(new RegExp(`as_of=${firstDemo}`));
  await expect(screen.totals).toBeVisible();
  const totals = (await screen.totals.locator("td").allInnerTexts()).map(readNumber);
  expect(totals).toContain(budget);
  expect(totals).toContain(expense);
});
