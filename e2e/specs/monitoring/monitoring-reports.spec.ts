import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ReportScreen } from "../../pages/report-screen";

const BY_STATE = "anugaman/visits-by-state";
const VISITS = "anugaman/visits";

test("monitor-admin opens the visits-by-state report, a count opens that many visits, and the report exports to Excel", async ({
  page,
}) => {
  test.slow();
  await loginAs(page, "monitor-admin", "en");
  const screen = new ReportScreen(page, "en");
  await screen.openScreen("anugaman-reports/visits-by-state");
  await expect(screen.heading(BY_STATE)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  const drafts = await screen.countOf(screen.totals, "draft");
  expect(drafts).toBeGreaterThanOrEqual(1);

  const sheet = await screen.export();
  expect(sheet.flat().map(String)).toContain("Draft");

  // Other journeys create visits beside this one: the count and its list are read again until no visit
  // was created between the two reads.
  await expect(async () => {
    await screen.openScreen("anugaman-reports/visits-by-state");
    const count = await screen.countOf(screen.totals, "draft");
    await screen.count(screen.totals, "draft").click();
    await expect(screen.heading(VISITS)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    expect(await screen.listTotal()).toBe(count);
  }).toPass({ timeout: 90_000 });
  await expect(screen.listRows(VISITS).first()).toContainText("Draft");
});

const COVERAGE = "anugaman/coverage";
const COVERAGE_ITEMS = "anugaman/coverage-items";

test("monitor-admin opens the coverage report, a count opens that many projects, and the report exports to Excel", async ({
  page,
}) => {
  test.slow();
  await loginAs(page, "monitor-admin", "en");
  const screen = new ReportScreen(page, "en");
  // The monitoring dashboard's coverage links to the report.
  await page.goto("/");
  await page.getByRole("link", { name: tr("en", "monitoring:dashboard.coverageLink") }).click();
  await expect(screen.heading(COVERAGE)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  const projects = await screen.countOf(screen.totals, "projects");
  const notVisited = await screen.countOf(screen.totals, "projects_not_visited");
  const visited = await screen.countOf(screen.totals, "projects_visited");
  expect(projects).toBeGreaterThanOrEqual(1);
  // The demo's accepted and closed visits of the last year cover at least one project.
  expect(visited).toBeGreaterThanOrEqual(1);
  expect(visited + notVisited).toBe(projects);

  const sheet = await screen.export();
  expect(sheet.flat().map(String)).toContain("Projects not visited");

  // Other journeys accept visits beside this one: read the count and its list again until they agree.
  await expect(async () => {
    await screen.openScreen("anugaman-reports/coverage");
    const count = await screen.countOf(screen.totals, "projects_visited");
    await screen.count(screen.totals, "projects_visited").click();
    await expect(screen.heading(COVERAGE_ITEMS)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    expect(await screen.listTotal()).toBe(count);
  }).toPass({ timeout: 90_000 });
  await expect(screen.listRows(COVERAGE_ITEMS).first()).toBeVisible();
});
