import { expect, test } from "@playwright/test";
import { apiLogin, authHeader, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { ProjectSummaryPage, ProjectsPage } from "../../pages/projects-page";

test("the project head opens a project's summary from the list, reads its overruns and S-curve in Nepali, as a table too, and prints it on A4", async ({
  page,
  request,
}) => {
  const name = `कोशी पुल सारांश ${Date.now()}`;
  const admin = await apiLogin(request, "admin");
  const headers = authHeader(admin.token);
  const options = async (list: string) =>
    (await (await request.get(`/api/${list}/options`, { headers })).json()).response as {
      id: number;
      parent_id: number | null;
    }[];
  const tree = (await (await request.get("/api/nikaya/tree", { headers })).json()).response as {
    id: number;
    code: string | null;
  }[];
  const division = tree.find((o) => o.code === "336-01-01");
  if (!division) throw new Error("The demo office 336-01-01 is missing");
  const years = (
    await (await request.get("/api/presets/fiscalyear/all", { headers, params: { per_page: 100 } })).json()
  ).response.data as { id: number; is_current: boolean }[];
  const created = await request.post("/api/ayojana/store", {
    headers,
    data: {
      fiscal_year_id: years.find((y) => y.is_current)?.id,
      name,
      type_id: (await options("ayojana-type")).find((o) => o.parent_id === null)?.id,
      sector_id: (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id,
      nikaya_id: division.id,
      start_date: "2079-04-01",
      expected_end_date: "2085-04-01",
      initial_cost: 800,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).response.id as number;
  await postDemoHead(request, admin.token, id);
  const revised = await request.post(`/api/ayojana/${id}/cost-revisions`, {
    headers,
    data: { revised_on: "2080-01-10", amount: 1000, reason: "मूल्य वृद्धि" },
  });
  expect(revised.ok(), await revised.text()).toBe(true);
  const month = await request.post(`/api/ayojana/${id}/progress`, {
    headers,
    data: {
      month: 0,
      physical_target: 10,
      physical_achieved: 6,
      financial_target: 12,
      budget: 200,
      expense: 50,
      problems: "डिजाइन परिवर्तन",
    },
  });
  expect(month.ok(), await month.text()).toBe(true);

  await loginAs(page, "project", "np");
  const projects = new ProjectsPage(page, "np");
  await projects.goto();
  await projects.table.search(name);
  const summary = await ProjectSummaryPage.openFrom(projects, page, "np", name);
  await expect(page).toHaveURL(new RegExp(`/ayojana-summary/${id}$`));

  // Cost overrun: (1000 - 800) / 800 = 25%, with its denominator said on screen.
  await expect(summary.costOverrun).toContainText(`${tr("np", "projects:summary.cost.overrun")}: २५%`);
  await expect(summary.costOverrun).toContainText(devanagari("800"));
  await expect(summary.timeOverrun).toContainText(tr("np", "projects:summary.time.overrun"));
  await expect(summary.months).toContainText("डिजाइन परिवर्तन");
  await expect(summary.months).toContainText("६%");

  // The curve as a chart, then the same figures as a table.
  await expect(summary.chart).toBeVisible();
  await expect(summary.chart.locator("polyline")).toHaveCount(4);
  await expect(summary.curveTable).toBeHidden();
  await summary.showAs("asTable");
  await expect(summary.curveTable).toBeVisible();
  await expect(summary.chart).toBeHidden();
  const findings = await seriousViolations(page, "ayojana-summary", "main");
  expect(findings, describeFindings(findings)).toEqual([]);
  const shrawan = summary.curveTable.getByRole("row").nth(1);
  await expect(shrawan).toContainText("१०%");
  // The year's plan is not set: no financial % (never the month's own budget), and the screen says why.
  await expect(page.getByText(tr("np", "projects:summary.curve.noBaseline"))).toBeVisible();

  // A month entered now shows on the curve: the latest month the curve reaches (today's) is reported.
  const rows = summary.curveTable.getByRole("row");
  // Months past today's plot nothing (null).
  const points = (await (await request.get(`/api/ayojana/summary/${id}`, { headers })).json()).response
    .s_curve as { achieved_physical: number | null }[];
  const latest = points.filter((p) => p.achieved_physical !== null).length - 1;
  const entered = await request.post(`/api/ayojana/${id}/progress`, {
    headers,
    data: {
      month: latest,
      physical_target: latest === 0 ? 10 : 20,
      // A rise within the evidence threshold (20 points): a larger one waits for acceptance before it counts.
      physical_achieved: latest === 0 ? 6 : 16,
      financial_target: 12,
      budget: 200,
      expense: 50,
    },
  });
  expect(entered.ok(), await entered.text()).toBe(true);
  await page.reload();
  await summary.showAs("asTable");
  // Cumulative achievement: 6 + 16 = 22% (Shrawan alone: 6%).
  await expect(rows.nth(latest + 1)).toContainText(latest === 0 ? "६%" : "२२%");

  // The monitoring visits of the last year: none yet; a visit ordered for the project then shows with its state.
  await expect(page.getByTestId("summary-monitoring")).toHaveText(
    tr("np", "projects:summary.monitoring.none"),
  );
  const today = (await (await request.get("/api/profile/get-profile", { headers })).json()).setup
    .current_date as string;
  const visitTitle = `${name}: स्थलगत अनुगमन`;
  const visit = await request.post("/api/anugaman/store", {
    headers,
    data: {
      nikaya_id: division.id,
      target_nikaya_id: division.id,
      project_id: id,
      title: visitTitle,
      subject: "पुलको प्रगति र गुणस्तर",
      from_date: today,
      to_date: today,
    },
  });
  expect(visit.ok(), await visit.text()).toBe(true);
  await page.reload();
  const visits = page.getByRole("table", { name: tr("np", "projects:summary.monitoring.title") });
  await expect(visits.getByRole("row").filter({ hasText: visitTitle })).toContainText(
    tr("np", "monitoring:states.draft"),
  );

  // Print: the button prints; on A4 paper the shell and controls go, the chart and the table both stay.
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await summary.printButton.click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: "print" });
  await expect(summary.printButton).toBeHidden();
  await expect(summary.back).toBeHidden();
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(summary.chart).toBeVisible();
  await expect(summary.curveTable).toBeVisible();
  // A4 portrait less the 12 mm margins of summary.css, at 96 px an inch: 186 mm is about 703 px.
  await page.setViewportSize({ width: 703, height: 1000 });
  const widest = await page.evaluate(() =>
    Math.max(
      ...Array.from(document.querySelectorAll(".project-summary table")).map(
        (t) => t.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(703);
});

test("the summary reads in English, and a project outside the user's offices is not found", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const headers = authHeader(admin.token);
  const list = (await (await request.get("/api/ayojana/all", { headers, params: { per_page: 1 } })).json())
    .response.data as { id: number; name: string }[];
  const project = list[0];
  if (!project) throw new Error("The demo has no projects");
  await loginAs(page, "admin", "en");
  await page.goto(`/ayojana-summary/${project.id}`);
  await expect(page.getByRole("heading", { name: project.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("cost-overrun")).toContainText(tr("en", "projects:summary.cost.overrun"));
  await expect(page.getByRole("img", { name: tr("en", "projects:summary.curve.chartLabel") })).toBeVisible();

  await page.goto("/ayojana-summary/99999999");
  await expect(page.getByRole("link", { name: tr("en", "projects:summary.back") })).toBeVisible();
  await expect(page.getByRole("alert")).toBeVisible();
});
