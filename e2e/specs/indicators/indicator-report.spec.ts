import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { DataTablePage } from "../../pages/data-table";
import { IndicatorsPage } from "../../pages/indicators-page";
import { toast } from "../../pages/mantine";
import { ReportScreen } from "../../pages/report-screen";

const REPORT = "suchak/pragarti-esthiti";
const LIST = "suchak/pragarti-esthiti/indicators";
/** The theme's filled red badge (behind, darkened for contrast), as the browser computes it. */
const RED = "rgb(185, 40, 40)";

test("admin sets a lower-is-better indicator's monthly targets, the reporting office enters the month's achievement and sees it behind, and the indicator report shows it red and charts it, in English", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const code = `MR-${stamp % 100000}`;
  const name = `Maternal deaths ${stamp}`;
  const admin = await apiLogin(request, "admin");
  const sachib = await apiLogin(request, "sachib");
  const office = await apiLogin(request, "office");
  const { current, previous } = await new PlanData(request, admin.token).fiscalYears();
  // Lower is better, from a baseline of 100 down to 76 over the year; the figure is a level.
  const stored = await request.post("/api/indicators/store", {
    headers: authHeader(admin.token),
    data: {
      fiscal_year_id: current.id,
      code,
      name,
      name_np: `मातृ मृत्यु ${stamp}`,
      nikaya_id: sachib.user.nikaya_id,
      responsible_office_id: office.user.nikaya_id,
      direction: "decrease",
      aggregation: "latest",
      baseline: 100,
      baseline_fiscal_year_id: previous.id,
      annual_target: 76,
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);

  // Admin enters the twelve monthly targets on the indicator's periods (100 - 2 per month).
  await loginAs(page, "admin", "en");
  const adminScreen = new IndicatorsPage(page, "en");
  await adminScreen.goto();
  await adminScreen.table.search(code);
  const definition = await adminScreen.open(name, code);
  const targets = definition.root.getByRole("textbox", { name: /^Target of / });
  await expect(targets).toHaveCount(12);
  for (let i = 0; i < 12; i++) await targets.nth(i).fill(String(100 - 2 * (i + 1)));
  await definition.root.getByRole("button", { name: tr("en", "indicators:periods.saveTargets") }).click();
  await expect(toast(page, tr("en", "indicators:periods.targetsSaved"))).toBeVisible();

  // The reporting office enters the month just ended: 99 against a target of at most 98 is behind.
  await loginAs(page, "office", "en");
  const indicators = new IndicatorsPage(page, "en");
  await indicators.goto();
  await indicators.table.search(code);
  const form = await indicators.open(name, code);
  const actual = form.root.getByRole("textbox", { name: /^Achieved in / });
  await expect(actual).toHaveCount(1);
  await actual.fill("99");
  await form.root
    .getByRole("button", { name: /^Save / })
    .filter({ hasNotText: "targets" })
    .first()
    .click();
  await expect(toast(page, tr("en", "indicators:periods.reported"))).toBeVisible();
  const status = page.getByTestId("indicator-status");
  await expect(status).toContainText(tr("en", "indicators:status.behind"));

  // The indicator report: the office's row counts it as reported and behind; the count opens the list.
  const report = new ReportScreen(page, "en");
  await report.open(REPORT);
  await expect(report.heading(REPORT)).toBeVisible();
  await expect(report.summary).toBeVisible();
  const reportFindings = await seriousViolations(page, REPORT, "main");
  expect(reportFindings, describeFindings(reportFindings)).toEqual([]);
  const behind = page
    .getByTestId("count-indicators_behind")
    .and(page.locator(`[href*="office_id=${office.user.nikaya_id}&"]`));
  await expect(behind).toHaveCount(1);
  const reported = page
    .getByTestId("count-indicators_reported")
    .and(page.locator(`[href*="office_id=${office.user.nikaya_id}&"]`));
  await expect(reported).not.toHaveText("0");
  const behindCount = Number(await behind.innerText());
  await behind.click();

  await expect(report.heading(LIST)).toBeVisible();
  await expect.poll(() => report.listTotal()).toBe(behindCount);
  const list = new DataTablePage(page, "en", tr("en", `reports:titles.${LIST}`));
  await list.search(code);
  const row = list.row(code);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(tr("en", "reports:directions.decrease"));
  const badge = row.locator('[data-status="behind"]');
  await expect(badge).toHaveText(tr("en", "reports:trackStatuses.behind"));
  await expect(badge).toHaveCSS("background-color", RED);
  const listFindings = await seriousViolations(page, LIST, "main");
  expect(listFindings, describeFindings(listFindings)).toEqual([]);

  // The chart: the target line (dashed) and the achievement, with the same figures as a table.
  await row.getByRole("button", { name: tr("en", "reports:indicatorChart.open") }).click();
  const chart = page.getByTestId("indicator-chart");
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId("line-chart").locator("polyline")).toHaveCount(2);
  await expect(chart.getByTestId("chart-period")).toHaveCount(12);
  await expect(chart.getByTestId("chart-period").first()).toContainText("98");
  await expect(chart.getByTestId("chart-period").filter({ hasText: "99" })).toHaveCount(1);
  const chartFindings = await seriousViolations(page, `${LIST} chart`, "[role=dialog]");
  expect(chartFindings, describeFindings(chartFindings)).toEqual([]);

  await page.keyboard.press("Escape");

  // Rows by ministry: the ministry's counts with its weighted score, each count opening its indicators.
  await report.open(REPORT);
  await report.chooseFilter("groupBy", tr("en", "reports:filters.indicatorGroups.ministry"));
  await expect(
    report.summary.getByRole("columnheader", { name: tr("en", "reports:labels.ministry") }),
  ).toBeVisible();
  await expect(
    report.summary.getByRole("columnheader", { name: tr("en", "reports:measures.weighted_score") }),
  ).toBeVisible();
  const ministry = page
    .getByTestId("count-indicators")
    .and(page.locator(`[href*="ministry_id=${sachib.user.nikaya_id}"]`));
  await expect(ministry).toHaveCount(1);
  const indicatorsOfMinistry = Number(await ministry.innerText());
  expect(indicatorsOfMinistry).toBeGreaterThan(0);
  await ministry.click();
  await expect(report.heading(LIST)).toBeVisible();
  await expect.poll(() => report.listTotal()).toBe(indicatorsOfMinistry);
});

test("a lower-is-better indicator with one bad month is behind, not ahead, with its % to two decimals, and targets that do not add up are refused under the targets, in Nepali", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const code = `RA-${stamp % 100000}`;
  const name = `Road accident deaths ${stamp}`;
  const admin = await apiLogin(request, "admin");
  const sachib = await apiLogin(request, "sachib");
  const office = await apiLogin(request, "office");
  const { current, previous } = await new PlanData(request, admin.token).fiscalYears();
  // 5,000 deaths the year before; 4,500 allowed this year, 375 a month.
  const stored = await request.post("/api/indicators/store", {
    headers: authHeader(admin.token),
    data: {
      fiscal_year_id: current.id,
      code,
      name,
      name_np: `सडक दुर्घटनामा मृत्यु ${stamp}`,
      nikaya_id: sachib.user.nikaya_id,
      responsible_office_id: office.user.nikaya_id,
      direction: "decrease",
      aggregation: "non_cumulative",
      baseline: 5000,
      baseline_fiscal_year_id: previous.id,
      annual_target: 4500,
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const id = (await stored.json()).response.id as number;
  const targets = await request.post(`/api/indicators/${id}/targets`, {
    headers: authHeader(admin.token),
    data: { periods: Array(12).fill(375) },
  });
  expect(targets.status(), await targets.text()).toBe(200);
  // The office reports 410 for the month just ended (worse than 375); the months before stay unreported.
  const periods = await request.get(`/api/indicators/${id}/periods`, { headers: authHeader(office.token) });
  const open = (await periods.json()).response.periods.find((p: { open: boolean }) => p.open);
  expect(open, "a period open for reporting").toBeTruthy();
  const reported = await request.post(`/api/indicators/${id}/achievements/${open.period}`, {
    headers: authHeader(office.token),
    data: { actual: 410, comment: "" },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  // The dialog, in Nepali: behind (पछाडि), never ahead, (416.67 - 410) / (416.67 - 375) = 16.00 %.
  await loginAs(page, "office", "np");
  const indicators = new IndicatorsPage(page, "np");
  await indicators.goto();
  await indicators.table.search(code);
  const form = await indicators.open(`सडक दुर्घटनामा मृत्यु ${stamp}`, code);
  const status = page.getByTestId("indicator-status");
  await expect(status).toContainText(tr("np", "indicators:status.behind"));
  await expect(status).not.toContainText(tr("np", "indicators:status.ahead"));
  await expect(status).toContainText("१६.००%");
  const rows = form.root.getByTestId("period-row");
  await expect(rows.nth(open.period)).toContainText(tr("np", "indicators:status.behind"));
  if (open.period > 0) await expect(rows.first()).toContainText(tr("np", "indicators:status.not_reporting"));

  // Admin changes one month's target so the months no longer add up to the year: the server's message
  // shows under the targets, in Nepali.
  await loginAs(page, "admin", "np");
  const adminScreen = new IndicatorsPage(page, "np");
  await adminScreen.goto();
  await adminScreen.table.search(code);
  const definition = await adminScreen.open(`सडक दुर्घटनामा मृत्यु ${stamp}`, code);
  const targetInputs = definition.root.getByRole("textbox", { name: /को लक्ष्य$/ });
  await targetInputs.last().fill("300");
  await definition.root.getByRole("button", { name: tr("np", "indicators:periods.saveTargets") }).click();
  const error = definition.root.getByTestId("targets-error");
  await expect(error).toContainText("वार्षिक लक्ष्य होइन");
  await expect(error).toContainText("४४२५");
});
