import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { officeSelect, searchAndPickOffice } from "../../pages/mantine";
import { MonitoringPage } from "../../pages/monitoring-page";

test("the team submits its report with a file, a reviewer returns then accepts it, the responsible office claims the action point completed with evidence, the team accepts and the visit closes", async ({
  page,
  request,
}) => {
  test.slow();
  const monitor = await apiLogin(request, "monitor");
  const data = new PlanData(request, monitor.token);
  const { current, previous } = await data.fiscalYears();
  const office = await apiLogin(request, "office");
  const title = `Bridge visit ${data.stamp}`;
  const recommendation = `Strengthen the abutment ${data.stamp}`;
  // A visit in the field, set up through the API (the wizard has its own journey).
  const visit = await data.post<{ id: number }>("/api/anugaman/store", {
    target_nikaya_id: office.user.nikaya_id,
    title,
    subject: "Bridge works",
    from_date: current.start_from,
    to_date: current.start_from,
  });
  await data.post(`/api/anugaman/${visit.id}/members`, { name: "Leader", is_leader: true });
  await data.post(`/api/anugaman/order/${visit.id}`, {
    order_number: `B-${data.stamp}`,
    approver_name: "Secretary",
    approver_designation: "Secretary",
    approver_office: "OPMCM",
  });
  await data.post(`/api/anugaman/move/${visit.id}`, { action: "issue_order" });
  await data.post(`/api/anugaman/move/${visit.id}`, { action: "start_field" });

  // The monitor writes the report, attaches a file and makes the recommendation an action point.
  await loginAs(page, "monitor", "en");
  const screen = new MonitoringPage(page, "en");
  await screen.openReports();
  await screen.openVisit(title);
  await screen.drawer.getByLabel(screen.t("report.fields.main_objectives")).fill("The abutment is cracked");
  await screen.drawer.getByRole("checkbox", { name: screen.t("report.fields.team_mobilised") }).check();
  await screen.button("report.save").click();
  await screen.seeToast("report.saved");
  await screen.drawer.locator('input[type="file"]').setInputFiles({
    name: "site.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await screen.button("report.upload").click();
  await expect(screen.drawer.getByText("site.pdf")).toBeVisible();
  const points = screen.drawer.getByRole("form", { name: screen.t("points.addTitle") });
  await points.getByLabel(screen.t("points.fields.description")).fill(recommendation);
  await searchAndPickOffice(
    page,
    officeSelect(page, "en", screen.t("points.fields.responsible_nikaya_id")),
    "Department of Roads",
  );
  await points.getByLabel(screen.t("points.fields.due_date")).fill(previous.start_from);
  await points.getByRole("button", { name: screen.t("points.add") }).click();
  await screen.seeToast("points.added");
  // "On time" is no longer ticked: the dates decide it once the report is submitted.
  await expect(screen.drawer.getByRole("checkbox", { name: /On time/ })).toHaveCount(0);
  const onTime = screen.drawer.getByTestId("report-on-time");
  await expect(onTime).toContainText(screen.t("report.onTime.pending"));
  // The order is executed only with every member confirmed: the leader has no account, the office confirms.
  await screen.drawer
    .getByRole("button", { name: screen.t("actions.confirmFor", { name: "Leader" }) })
    .click();
  await screen.seeToast("toasts.confirmed");
  await screen.move("submit_report");
  // The visit ended on the year's first day, long before today: the report is late by its dates.
  await expect(onTime).toContainText(screen.t("report.onTime.no", { days: 7 }));

  // The reviewer returns it with a reason, then accepts the corrected report.
  await loginAs(page, "reviewer", "en");
  await screen.openReports();
  await screen.openVisit(title);
  await screen.move("return", "Add photos of the abutment");
  await data.post(`/api/anugaman/move/${visit.id}`, { action: "submit_report" });
  await page.reload();
  await screen.openVisit(title);
  await screen.move("accept");

  // The responsible office sees its overdue point and completes it with the actions taken.
  await loginAs(page, "office", "en");
  await screen.openReports();
  const table = page.getByRole("table", { name: screen.t("points.tableLabel") });
  const row = table.locator("tbody tr").filter({ hasText: recommendation });
  await expect(row).toContainText(/days overdue/);
  await row.getByRole("button", { name: screen.t("points.answer") }).click();
  const modal = page.getByRole("dialog", { name: screen.t("points.answer") });
  await modal.getByRole("textbox", { name: screen.t("points.fields.status") }).click();
  await page.getByRole("option", { name: screen.t("points.statuses.completed") }).click();
  await modal.getByRole("button", { name: screen.t("points.send") }).click();
  await expect(
    modal.getByText(
      tr("en", "common:validation.required", { field: screen.t("points.fields.actions_taken") }),
    ),
  ).toBeVisible();
  await modal.getByLabel(screen.t("points.fields.actions_taken")).fill("Gabion walls built");
  await modal.getByRole("button", { name: screen.t("points.send") }).click();
  await screen.seeToast("points.answered");
  // Completed is a claim until the monitoring team accepts it; the office attaches its evidence.
  await expect(row).toContainText(screen.t("points.statuses.completion_claimed"));
  const evidenceButton = row.getByRole("button", { name: new RegExp(`^${screen.t("claims.open")}`) });
  const claim = page.getByRole("dialog", { name: screen.t("claims.dialogTitle") });
  await evidenceButton.click();
  await expect(claim).toContainText(screen.t("claims.needed"));
  await claim.locator('input[type="file"]').setInputFiles({
    name: "gabions.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await claim.getByRole("button", { name: screen.t("report.upload"), exact: true }).click();
  await expect(claim.getByRole("link", { name: "gabions.pdf" })).toBeVisible();
  await expect(claim).not.toContainText(screen.t("claims.needed"));
  await page.keyboard.press("Escape");

  // The monitor accepts the completion with its evidence, then closes the visit.
  await loginAs(page, "monitor", "en");
  await screen.openReports();
  await page.getByRole("tab", { name: screen.t("points.title") }).click();
  await page.getByRole("searchbox", { name: tr("en", "table:search") }).fill(recommendation);
  await evidenceButton.click();
  await claim.getByRole("button", { name: screen.t("claims.accept") }).click();
  await screen.seeToast("claims.acceptedToast");
  await page.keyboard.press("Escape");
  await expect(row).toContainText(screen.t("points.statuses.completed"));
  await screen.open();
  await screen.openVisit(title);
  await screen.move("close");
  await expect(screen.drawer.getByText(screen.t("states.closed"), { exact: true })).toBeVisible();
});
