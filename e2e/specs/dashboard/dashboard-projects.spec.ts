import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiLogin, authHeader, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { DashboardPies } from "../../pages/dashboard-page";
import { ReportScreen } from "../../pages/report-screen";

const SHRAWAN_NP = "साउन";

type Row = { nikaya_id: number; projects: number; on_track: number; behind_schedule: number };

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

test("the project head's dashboard shows project pies per office; a month's progress moves a project from behind to on track, and a slice opens its projects (Nepali)", async ({
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
  // The head counts the projects posted to them: post them to this one, and read the counts as them.
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
  const rowOf = async () =>
    (
      await call<Row[]>(
        request,
        headToken,
        "GET",
        `/api/dashboard/milestone-esthiti?type=ayojana&month=0&fiscal_year_id=${yearId}`,
      )
    ).find((r) => r.nikaya_id === division.id) as Row;
  await report(4);
  const before = await rowOf();

  await loginAs(page, "project", "np");
  await page.goto("/");
  const dashboard = new DashboardPies(page, "np");
  await dashboard.chooseReportType("ayojana");
  await dashboard.chooseMonth(SHRAWAN_NP);
  await dashboard.expectCard(division.name_np);
  await expect(
    dashboard.projectEntry(division.name_np, "behind_schedule", before.behind_schedule),
  ).toBeVisible();
  await expect(dashboard.projectEntry(division.name_np, "on_track", before.on_track)).toBeVisible();
  await expect(dashboard.card(division.name_np)).toContainText(
    tr("np", "dashboard:projects.total", { total: localDigits("np", before.projects) }),
  );

  // The month is reported again at its target: the project leaves "behind" for "on track".
  await report(10);
  await page.reload();
  await dashboard.chooseReportType("ayojana");
  await dashboard.chooseMonth(SHRAWAN_NP);
  await dashboard.expectCard(division.name_np);
  const onTrack = dashboard.projectEntry(division.name_np, "on_track", before.on_track + 1);
  await expect(onTrack).toBeVisible();
  await expect(
    dashboard.projectEntry(division.name_np, "behind_schedule", before.behind_schedule - 1),
  ).toBeVisible();

  // The slice opens the office's projects on track: as many rows as the slice counts, the new one among them.
  await onTrack.click();
  await expect(page).toHaveURL(/\/ayojana-akikrit-pragati\/projects\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("office_id")).toBe(String(division.id));
  expect(query.get("measure")).toBe("on_track");
  const list = new ReportScreen(page, "np");
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  expect(await list.listTotal()).toBe(before.on_track + 1);
});
