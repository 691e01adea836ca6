import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { BASE_URL } from "../../fixtures/env";
import { devanagari, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { ActivitiesActionPage, ActivityTransferPage } from "../../pages/transfer-pages";

type DashboardRow = { nikaya_id: number; not_started: number; in_progress_below_hundred_percent: number };

test("an office moves an activity between its two sub-offices through the screens; milestones, progress and dashboard counts follow, and the history shows it", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await apiLogin(page.request, "admin");
  const data = new PlanData(page.request, admin.token);
  const { current } = await data.fiscalYears();
  // Fresh offices of their own: a parent with two sub-offices, and a user of the parent.
  const parent = await data.office("Irrigation Directorate", "सिँचाइ निर्देशनालय");
  const from = await data.office("Irrigation Office East", "सिँचाइ कार्यालय पूर्व", parent.id);
  const to = await data.office("Irrigation Office West", "सिँचाइ कार्यालय पश्चिम", parent.id);
  const user = await data.officeUser(parent.id, "Irrigation Planner");
  const title = `Line the main canal ${data.stamp}`;
  const plan = await data.plan({
    fiscalYearId: current.id,
    policyOffice: parent.id,
    activityOffice: from.id,
    point: "5",
    policyName: `Irrigation ${data.stamp}`,
    activityTitle: title,
    milestones: [`Canal survey ${data.stamp}`, `Canal lining ${data.stamp}`],
  });
  await data.post("/api/pragati/store", {
    milestone_id: plan.milestones[0].id,
    month: 0,
    status: "in_progress",
    achieved: 4,
  });
  const dashboard = async (officeId: number) =>
    (
      await data.get<DashboardRow[]>(
        `/api/dashboard/milestone-esthiti?type=activity&month_type=upto&month=0&fiscal_year_id=${current.id}`,
      )
    ).find((row) => row.nikaya_id === officeId);
  expect(await dashboard(from.id)).toMatchObject({ not_started: 1, in_progress_below_hundred_percent: 1 });
  expect(await dashboard(to.id)).toBeUndefined();

  // The parent office's user, in Nepali: Activity transfer from the sidebar.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const userPage = await context.newPage();
  const login = new LoginPage(userPage, "np");
  await login.goto("?lang=np");
  await login.submit(user.username, user.password);
  const shell = new AppShell(userPage, "np");
  await shell.expectSignedIn(user.name);
  const planGroup = shell.sidebarGroup("कार्ययोजना");
  if ((await shell.sidebarLink("क्रियाकलाप स्थानान्तरण").count()) === 0) await planGroup.click();
  await shell.sidebarLink("क्रियाकलाप स्थानान्तरण").click();
  const list = new ActivitiesActionPage(userPage, "np");
  await list.expectShown();
  await list.activities.search(title);
  await expect(list.activities.row(title)).toContainText(from.name_np);
  await list.openTransfer(title);

  const screen = new ActivityTransferPage(userPage, "np");
  await screen.expectShown();
  await expect(screen.currentOffice).toHaveText(from.name_np);
  await expect(screen.milestones.locator("tbody tr")).toHaveCount(2);
  // Nothing chosen: the form says what is missing.
  await screen.submit();
  await expect(screen.fieldError(tr("np", "transfer:errors.target"))).toBeVisible();
  await expect(screen.fieldError(tr("np", "transfer:errors.remarks"))).toBeVisible();
  // The same office is refused before asking.
  await screen.chooseTarget(from.name_np);
  await screen.remarks.fill("पश्चिम कार्यालयले नहर हेर्ने भएकाले");
  await screen.submit();
  await expect(screen.fieldError(tr("np", "transfer:errors.same"))).toBeVisible();
  // The other sub-office, confirmed.
  await screen.chooseTarget(to.name_np);
  await screen.submit();
  const dialog = userPage.getByRole("dialog", { name: tr("np", "transfer:confirm.title") });
  await expect(dialog).toContainText(devanagari(2));
  await dialog.getByRole("button", { name: tr("np", "common:actions.confirm"), exact: true }).click();
  await expect(toast(userPage, tr("np", "transfer:toasts.transferred", { to: to.name_np }))).toBeVisible();
  await expect(screen.currentOffice).toHaveText(to.name_np);
  await expect(screen.history.row(from.name_np)).toContainText(to.name_np);
  await expect(screen.history.row(from.name_np)).toContainText("पश्चिम कार्यालयले नहर हेर्ने भएकाले");
  await expect(screen.history.row(from.name_np)).toContainText(user.name);

  // The milestones moved with it, and the dashboard counts them for the new office.
  const moved = await data.get<{ data: { id: number; nikaya_id: number }[] }>(
    `/api/plans-policy/milestones/all?activity_id=${plan.activity.id}&fiscal_year_id=${current.id}`,
  );
  expect(moved.data.map((m) => m.nikaya_id)).toEqual([to.id, to.id]);
  expect(await dashboard(from.id)).toBeUndefined();
  expect(await dashboard(to.id)).toMatchObject({ not_started: 1, in_progress_below_hundred_percent: 1 });

  // The list's history tab shows the transfer too, in English.
  await userPage.goto("/activities-action?lang=en");
  const english = new ActivitiesActionPage(userPage, "en");
  await english.expectShown();
  await english.activities.search(title);
  await expect(english.activities.row(title)).toContainText(to.name);
  await english.openHistory();
  await english.history.search(title);
  await expect(english.history.rows).toHaveCount(1);
  await expect(english.history.row(title)).toContainText(from.name);
  await expect(english.history.row(title)).toContainText(to.name);
  await context.close();
});
