import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { DashboardPies } from "../../pages/dashboard-page";
import { ProgressData } from "../../pages/progress-data";
import { ReportScreen } from "../../pages/report-screen";

// A past month of the current fiscal year; the offices are the journey's own, so it repeats on any database.
const BHADRA = { np: "भदौ", id: 1 };

test("the dashboard and the reports mark each office's month with its approval and count approved months only on request (Nepali)", async ({
  page,
}) => {
  const data = await ProgressData.asAdmin(page.request);
  const ministryId = (await apiLogin(page.request, "sachib")).user.nikaya_id;
  if (ministryId === null) throw new Error("the demo secretary has no office");
  const department = await data.officeWithUser("Figures Department", ministryId);
  const division = await data.officeWithUser("Figures Division", department.office.id);
  for (const office of [department.office, division.office])
    await data.plan(office.id, [
      { code: "1.1.1", title: `Survey ${data.stamp}`, months: [{ month: BHADRA.id, target: 4 }] },
    ]);
  // The division's Bhadra climbs to its top (department, then ministry); the department's stays open.
  const fiscalYearId = await data.currentYearId();
  const headers = authHeader((await apiLogin(page.request, "admin")).token);
  for (const action of ["submit", "approve", "approve"]) {
    const res = await page.request.post(`/api/approvals/${action}`, {
      headers,
      data: {
        stream: "pragati",
        fiscal_year_id: fiscalYearId,
        month: BHADRA.id,
        office_id: division.office.id,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await loginAs(page, "admin", "np");
  await page.goto("/");
  const pies = new DashboardPies(page, "np");
  await pies.chooseMonth(BHADRA.np);
  await page.getByRole("textbox", { name: tr("np", "dashboard:findOffice") }).fill(data.stamp);
  const departmentName = department.office.name_np;
  const divisionName = division.office.name_np;

  // Every office, each marked with its month's state.
  await expect(pies.approvalView("all")).toBeChecked();
  await expect(pies.monthApproval(divisionName)).toHaveText(
    tr("np", "approvals:states.approved", { level: devanagari(2), levels: devanagari(2) }),
  );
  await expect(pies.monthApproval(departmentName)).toHaveText(tr("np", "approvals:states.open"));
  await expect(page.getByText(tr("np", "dashboard:approval.selection.all"))).toBeVisible();

  // Approved only: the open month's office goes, never mixed in unmarked.
  await pies.chooseApprovalView("approved");
  await expect(pies.card(departmentName)).toHaveCount(0);
  await expect(pies.monthApproval(divisionName)).toBeVisible();
  await expect(page.getByText(tr("np", "dashboard:approval.selection.approved"))).toBeVisible();

  // The monthly milestone status report follows the same view, chosen the same way.
  const report = new ReportScreen(page, "np");
  await report.open("monthly-milestone-esthiti", { month: BHADRA.id, nikaya_id: department.office.id });
  await expect(report.heading("monthly-milestone-esthiti")).toBeVisible();
  await expect(report.row(divisionName)).toBeVisible();
  await expect(report.row(departmentName)).toBeVisible();
  // Each office row carries its month's state, as the dashboard's cards do.
  await expect(report.row(divisionName).getByTestId("approval-state")).toHaveText(
    tr("np", "approvals:states.approved", { level: devanagari(2), levels: devanagari(2) }),
  );
  await expect(report.row(departmentName).getByTestId("approval-state")).toHaveText(
    tr("np", "approvals:states.open"),
  );
  await expect(page.getByTestId("approval-note")).toHaveText(tr("np", "approvals:view.noteAll"));
  await pies.chooseApprovalView("approved");
  await expect(report.row(departmentName)).toHaveCount(0);
  await expect(report.row(divisionName)).toBeVisible();
  await expect(page.getByTestId("approval-note")).toHaveText(tr("np", "approvals:view.noteApproved"));
  expect(await report.countOf(report.totals, "total")).toBe(
    await report.countOf(report.row(divisionName), "total"),
  );
});
