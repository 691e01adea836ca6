import { expect, test } from "@playwright/test";
import { apiLogin, authHeader, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { ProjectProgressStep, ProjectsPage } from "../../pages/projects-page";

test("the project head meets the closed reporting period, then enters a month's progress in Nepali past the percentage rule", async ({
  page,
  request,
}) => {
  const name = `बागमती करिडोर खण्ड ${Date.now()}`;
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
  const year = years.find((y) => y.is_current)?.id;
  const created = await request.post("/api/ayojana/store", {
    headers,
    data: {
      fiscal_year_id: year,
      name,
      type_id: (await options("ayojana-type")).find((o) => o.parent_id === null)?.id,
      sector_id: (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id,
      nikaya_id: division.id,
      initial_cost: 1500,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const projectId = (await created.json()).response.id;
  await postDemoHead(request, admin.token, projectId);
  // The year's plan: 10% of 500 lakh (50) is planned by Shrawan and by every month after it, so the
  // month's 40 lakh spent reads 80% of the budget planned to it, whichever month the form opens on.
  const plan = await request.post(`/api/ayojana/${projectId}/baselines`, {
    headers,
    data: {
      fiscal_year_id: year,
      annual_budget: 500,
      planned_physical: [15, ...Array(11).fill(0)],
      planned_financial: [10, ...Array(11).fill(0)],
      set_on: "2082-04-01",
      approved_by: "सचिव",
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const period = (from: string | null, to: string | null) =>
    request.post("/api/reporting-period/update", {
      headers,
      data: { ayojana_period_from: from, ayojana_period_to: to },
    });

  try {
    expect((await period("2070-01-01", "2070-01-15")).ok()).toBe(true);
    await loginAs(page, "project", "np");
    const projects = new ProjectsPage(page, "np");
    await projects.goto();
    await projects.table.search(name);
    let form = await projects.open(name);
    await form.step("progress");
    await expect(form.root).toContainText(
      tr("np", "projects:progress.closed", { from: devanagari("2070/01/01"), to: devanagari("2070/01/15") }),
    );
    await page.keyboard.press("Escape");

    expect((await period(null, null)).ok()).toBe(true);
    form = await projects.open(name);
    await form.step("progress");
    const progress = new ProjectProgressStep(form, "np");
    await progress.fill({
      physical_target: "१५०",
      physical_achieved: "१२",
      financial_target: "१०",
      budget: "५०",
      expense: "४०",
    });
    await progress.save();
    await expect(progress.errorOf("physical_target")).toHaveText(
      tr("np", "projects:progress.errors.percent"),
    );
    await progress.field("physical_target").fill("१५");
    await progress.save();
    await expect(toast(page, tr("np", "projects:toasts.progressSaved"))).toBeVisible();
    await expect(progress.table).toContainText("१२%");
    await expect(progress.table).toContainText("८०%");
  } finally {
    await period(null, null);
  }
});
