import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiLogin, authHeader, createDemoProject, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { DashboardPies } from "../../pages/dashboard-page";
import { ReportScreen } from "../../pages/report-screen";

const SHRAWAN_NP = "साउन";

type Row = { id: number | null; nikaya_id: number };

const call = async <T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST",
  url: string,
  data?: object,
) => {
  const res =
    method === "GET"
      ? await request.get(url, { headers: authHeader(token) })
      : await request.post(url, { headers: authHeader(token), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { response: T }).response;
};

/** The project head's dashboard for projects in Shrawan, with the card of project `name` on screen. */
const openHeadCard = async (page: Page, name: string) => {
  await loginAs(page, "project", "np");
  await page.goto("/");
  const dashboard = new DashboardPies(page, "np");
  await dashboard.chooseReportType("ayojana");
  await dashboard.chooseMonth(SHRAWAN_NP);
  await dashboard.expectCard(name);
  return dashboard;
};

test("the project head's dashboard shows a card per project posted to them, with its office and the NPC band of achievement; a month's progress moves the project from behind to on track and from < 50 % to >= 80 %, and a slice opens the project alone (Nepali)", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const token = admin.token;
  const name = `ड्यासबोर्ड आयोजना ${Date.now()}`;
  const options = async (list: string) =>
    (
      await call<{ id: number; parent_id: number | null }[]>(request, token, "GET", `/api/${list}/options`)
    ).find((o) => o.parent_id === null)?.id;
  const tree = await call<{ id: number; code: string | null; name_np: string }[]>(
    request,
    token,
    "GET",
    "/api/nikaya/tree",
  );
  const division = tree.find((o) => o.code === "336-01-01");
  if (!division) throw new Error("The demo office 336-01-01 is missing");
  const years = (
    await call<{ data: { id: number; is_current: boolean }[] }>(
      request,
      token,
      "GET",
      "/api/presets/fiscalyear/all?per_page=100",
    )
  ).data;
  const yearId = years.find((y) => y.is_current)?.id;
  const project = await call<{ id: number }>(request, token, "POST", "/api/ayojana/store", {
    fiscal_year_id: yearId,
    name,
    type_id: await options("ayojana-type"),
    sector_id: await options("ayojana-sector"),
    nikaya_id: division.id,
    initial_cost: 500,
  });
  // The head's dashboard has a row per project posted to them: post them to this one, and read it as them.
  await postDemoHead(request, token, project.id);
  const headToken = (await apiLogin(request, "project")).token;
  const report = (achieved: number) =>
    call(request, token, "POST", `/api/ayojana/${project.id}/progress`, {
      month: 0,
      physical_target: 10,
      physical_achieved: achieved,
      financial_target: 10,
      budget: 10,
      expense: 5,
    });
  // 4 achieved of 10 planned: behind schedule, and below 50 % of target.
  await report(4);
  const row = (
    await call<Row[]>(
      request,
      headToken,
      "GET",
      `/api/dashboard/milestone-esthiti?type=ayojana&month=0&fiscal_year_id=${yearId}`,
    )
  ).find((r) => r.id === project.id);
  expect(row).toMatchObject({
    ayojana_name: name,
    nikaya_id: division.id,
    projects: 1,
    behind_schedule: 1,
    npc_below_50: 1,
  });

  const dashboard = await openHeadCard(page, name);
  await expect(dashboard.card(name)).toContainText(
    tr("np", "dashboard:projects.office", { office: division.name_np }),
  );
  await expect(dashboard.projectEntry(name, "behind_schedule", 1)).toBeVisible();
  await expect(dashboard.projectEntry(name, "on_track", 0)).toBeVisible();
  await expect(dashboard.projectEntry(name, "npc_below_50", 1)).toBeVisible();
  await expect(dashboard.projectEntry(name, "npc_80_plus", 0)).toBeVisible();
  await expect(dashboard.card(name)).toContainText(
    tr("np", "dashboard:projects.total", { total: localDigits("np", 1) }),
  );

  // The month is reported again at its target: on track, and 100 % of target (>= 80).
  await report(10);
  await page.reload();
  await dashboard.chooseReportType("ayojana");
  await dashboard.chooseMonth(SHRAWAN_NP);
  await dashboard.expectCard(name);
  const onTrack = dashboard.projectEntry(name, "on_track", 1);
  await expect(onTrack).toBeVisible();
  await expect(dashboard.projectEntry(name, "behind_schedule", 0)).toBeVisible();
  await expect(dashboard.projectEntry(name, "npc_80_plus", 1)).toBeVisible();
  await expect(dashboard.projectEntry(name, "npc_below_50", 0)).toBeVisible();

  // The slice opens this project alone.
  await onTrack.click();
  await expect(page).toHaveURL(/\/ayojana-akikrit-pragati\/projects\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("office_id")).toBe(String(division.id));
  expect(query.get("project_id")).toBe(String(project.id));
  expect(query.get("measure")).toBe("on_track");
  const list = new ReportScreen(page, "np");
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  expect(await list.listTotal()).toBe(1);
});

test("the project head's card of a project with two weighted components counts the components by band, and a band opens its components (Nepali)", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const name = `कम्पोनेन्ट ड्यासबोर्ड ${Date.now()}`;
  const id = await createDemoProject(request, admin.token, name);
  await postDemoHead(request, admin.token, id);
  const added = async (np: string, en: string, weight: number) =>
    (
      await call<{ components: { id: number }[] }>(
        request,
        admin.token,
        "POST",
        `/api/ayojana/${id}/components`,
        {
          name: en,
          name_np: np,
          weight,
        },
      )
    ).components.at(-1)?.id;
  const road = await added("सडक", "Road", 60);
  await added("पुल", "Bridge", 40);
  // Road 50 % in Shrawan (the 40-60 band); Bridge nothing yet (not started).
  await call(request, admin.token, "POST", `/api/ayojana/components/${road}/progress`, {
    month: 0,
    achieved: 50,
  });

  const dashboard = await openHeadCard(page, name);
  await expect(dashboard.card(name)).toContainText(
    tr("np", "dashboard:projects.components", { total: localDigits("np", 2) }),
  );
  await expect(dashboard.projectEntry(name, "not_started", 1)).toBeVisible();
  const band = dashboard.projectEntry(name, "in_progress_below_sixty_percent", 1);
  await expect(band).toBeVisible();

  await band.click();
  const dialog = page.getByRole("dialog", {
    name: tr("np", "dashboard:projects.componentList.title", {
      project: name,
      band: tr("np", "dashboard:buckets.in_progress_below_sixty_percent"),
      month: SHRAWAN_NP,
    }),
  });
  await expect(dialog).toBeVisible();
  const rows = dialog.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("सडक");
  await expect(rows.first()).toContainText("६०");
  await expect(rows.first()).toContainText("५०%");
});
