import { type APIRequestContext, expect, test } from "@playwright/test";
import { defaultReportingMonth, fiscalMonthName } from "@pragati/domain/calendar";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { DashboardPies } from "../../pages/dashboard-page";
import { ReportScreen } from "../../pages/report-screen";

// The first fiscal month: always in the past, so progress may be entered for it.
const SHRAWAN_NP = "साउन";

type Row = { nikaya_id: number; not_started: number; in_progress_below_hundred_percent: number };

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

test("the secretary sees an office's milestone status and rating pies and opens a slice's detail list (Nepali, then English)", async ({
  page,
}) => {
  const admin = await apiLogin(page.request, "admin");
  const get = <T>(url: string) => call<T>(page.request, admin.token, "GET", url);
  const post = <T>(url: string, data: object) => call<T>(page.request, admin.token, "POST", url, data);

  const first = async (list: string, parent?: number) =>
    (await get<{ id: number }[]>(`/api/${list}/options${parent ? `?parent_id=${parent}` : ""}`))[0].id;
  // A new office in the secretary's subtree, so its pies count only this journey's milestones (the
  // demo offices have plans and progress of their own).
  const sachib = await apiLogin(page.request, "sachib");
  const stamp = Date.now().toString().slice(-6);
  const office = {
    name: `Vehicle registration cell ${stamp}`,
    name_np: `सवारी दर्ता शाखा ${stamp}`,
  };
  const { id: officeId } = await post<{ id: number }>("/api/nikaya/store", {
    ...office,
    code: `DSH-${stamp}`,
    category_id: await first("nikaya-category"),
    parent_id: sachib.user.nikaya_id,
  });
  type Year = { id: number; is_current: boolean; start_from: string; end_at: string };
  const years = await get<{ data: Year[] }>("/api/presets/fiscalyear/all?per_page=1000");
  const year = years.data.find((y) => y.is_current);
  if (!year) throw new Error("no current fiscal year");
  const fiscalYearId = year.id;
  const typeId = await first("milestone-types");

  const policy = await post<{ id: number }>("/api/plans-policy/store", {
    fiscal_year_id: fiscalYearId,
    nikaya_id: officeId,
    point_no: "9",
    name: "सवारी दर्ता सुधार",
    start_from: year.start_from,
    end_at: year.end_at,
    budget: 1_000_000,
    reporting_type_id: await first("nitikaryakram"),
  });
  const head = await post<{ id: number }>("/api/plans-policy/budget-head/store", {
    policy_id: policy.id,
    point_no: "9.1",
    heading: "Licence services",
    amount: 500_000,
    budget_code_id: await first("budget-head"),
  });
  const unitId = await first("units");
  const activity = await post<{ id: number }>("/api/plans-policy/activities/store", {
    policy_id: policy.id,
    budget_head_id: head.id,
    point_no: "9.1.1",
    title: "Online driving licence renewal",
    helper_nikaya_ids: [],
    annual_target: 10,
    unit_id: unitId,
  });
  const milestone = (code: string) =>
    post<{ id: number }>("/api/plans-policy/milestones/store", {
      activity_id: activity.id,
      code,
      title: `Renewal step ${code}`,
      type_id: typeId,
      subtype_id: null,
      baseline: 0,
      annual_target: 10,
      unit_id: unitId,
      kriya: "Roll out",
      cumulative: false,
      months: [
        { month: 0, target: 4 },
        { month: 5, target: 6 },
      ],
    });
  const started = await milestone("9.1.1.1");
  await milestone("9.1.1.2");
  const entry = await post<{ id: number }>("/api/pragati/store", {
    milestone_id: started.id,
    month: 0,
    status: "in_progress",
    achieved: 4,
  });
  await call(page.request, sachib.token, "POST", `/api/rate-activity/rate/${entry.id}`, { rating: 4 });
  const rows = await call<Row[]>(
    page.request,
    sachib.token,
    "GET",
    `/api/dashboard/milestone-esthiti?type=activity&month_type=upto&month=0&fiscal_year_id=${fiscalYearId}`,
  );
  const row = rows.find((r) => r.nikaya_id === officeId);
  expect(row?.not_started).toBe(1);

  await loginAs(page, "sachib", "np");
  await page.goto("/");
  const dashboard = new DashboardPies(page, "np");
  // The office's card in the reporting month first: the cards and warnings above the month selector
  // have loaded, so it no longer moves.
  await dashboard.expectCard(office.name_np);
  // Nobody has set a reporting month, so the dashboard opens on the month just ended.
  const { setup } = await (
    await page.request.get("/api/profile/get-profile", { headers: authHeader(admin.token) })
  ).json();
  await expect(page.getByRole("textbox", { name: tr("np", "dashboard:month"), exact: true })).toHaveValue(
    fiscalMonthName(defaultReportingMonth(setup.current_date), "np"),
  );
  expect(setup.current_pragati_reporting_month).toBe(defaultReportingMonth(setup.current_date));
  await dashboard.chooseMonth(SHRAWAN_NP);
  await dashboard.expectCard(office.name_np);
  await expect(dashboard.statusEntry(office.name_np, "not_started", 1)).toBeVisible();
  await expect(
    dashboard.statusEntry(
      office.name_np,
      "in_progress_below_hundred_percent",
      row?.in_progress_below_hundred_percent ?? 0,
    ),
  ).toBeVisible();
  await expect(
    dashboard
      .card(office.name_np)
      .getByText(
        `${tr("np", "dashboard:ratingLabel", { rating: localDigits("np", 4) })}: ${localDigits("np", 1)}`,
      ),
  ).toBeVisible();
  // Each slice shows its share of its pie: one milestone of two, the only rating.
  await expect(dashboard.statusEntry(office.name_np, "not_started", 1)).toContainText("(५०%)");
  await expect(
    dashboard
      .card(office.name_np)
      .getByText(`${tr("np", "dashboard:ratingLabel", { rating: localDigits("np", 4) })}: १ (१००%)`),
  ).toBeVisible();

  dashboard.locale = await new AppShell(page, "np").switchLanguage();
  await dashboard.expectCard(office.name);
  await dashboard.statusEntry(office.name, "not_started", 1).click();
  await expect(page).toHaveURL(/\/reports\/monthly-milestone-esthiti-detail\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("nikaya_id")).toBe(String(officeId));
  expect(query.get("month")).toBe("0");
  expect(query.get("bucket")).toBe("not_started");

  // Back on the dashboard (its month starts again from the reporting month) in Shrawan: the trend shows
  // one month, one milestone of two in progress and none completed.
  await page.goBack();
  await dashboard.expectCard(office.name);
  await dashboard.chooseMonth("Shrawan");
  const trend = dashboard.trend(office.name);
  await expect(trend.locator("svg").first()).toBeVisible();
  await expect(trend).toContainText("completed 0%, in progress 50% of the milestones");
  await dashboard
    .card(office.name)
    .getByRole("button", { name: tr("en", "dashboard:chartTable.show") })
    .click();
  await expect(
    dashboard.card(office.name).getByRole("table", { name: tr("en", "dashboard:trend.title") }),
  ).toContainText("50%");

  // A rating slice opens the list of the milestones rated so: as many rows as the slice counts.
  await dashboard.ratingEntry(office.name, 4, 1).click();
  await expect(page).toHaveURL(/\/reports\/monthly-milestone-esthiti-detail\?.*rating=4/);
  const list = new ReportScreen(page, "en");
  await expect(page.getByTestId("rating-filter")).toContainText("Rating: 4 of 5");
  expect(await list.listTotal()).toBe(1);
  await expect(list.listRows("monthly-milestone-esthiti-detail")).toHaveCount(1);
  await expect(list.listRows("monthly-milestone-esthiti-detail")).toContainText("9.1.1.1");
});
