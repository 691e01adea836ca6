import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { toast } from "../../pages/mantine";
import { MeetingReportsPage } from "../../pages/meeting-reports-page";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("the roads office reports a decision with evidence; the secretariat returns it, the office corrects it, the accepted report moves the decision's status", async ({
  page,
  request,
}) => {
  // Four sign-ins and two drawers on a shared machine.
  test.slow();
  const sachib = await apiLogin(request, "sachib");
  const office = await apiLogin(request, "office");
  const data = new PlanData(request, sachib.token);
  const { current } = await data.fiscalYears();
  const options = async (list: string) => data.get<{ id: number; name: string }[]>(`/api/${list}/options`);
  const weekly = (await options("reporting-duration")).find((o) => o.name === "Weekly");
  if (!weekly) throw new Error("no weekly reporting duration");
  const meeting = await data.post<{ id: number }>("/api/meetings/store", {
    meeting_type_id: await data.firstOption("meeting-type"),
    presidency_type_id: await data.firstOption("presidency-type"),
    number: 50000 + (Date.now() % 40000),
    title: `Road review ${data.stamp}`,
    president_name: "Chair",
    president_position: "Secretary",
    meeting_date: current.start_from,
  });
  const description = `Repair the ring road ${data.stamp}`;
  await data.post(`/api/meetings/${meeting.id}/decisions`, {
    description,
    implementing_office_id: office.user.nikaya_id,
    reporting_duration_id: weekly.id,
  });

  // The roads office finds it among the decisions it has to report and reports it implemented.
  await loginAs(page, "office", "en");
  const reports = new MeetingReportsPage(page, "en");
  await reports.goto();
  await reports.show("to_report");
  await reports.open(description);
  await reports.form.getByRole("button", { name: reports.t("reports.send"), exact: true }).click();
  await expect(reports.form).toContainText(reports.t("reports.errors.status"));
  await reports.report("implemented", "All 27 km repaired.");
  await expect(toast(page, reports.t("reports.toasts.sent"))).toBeVisible();
  await expect(reports.form).toHaveCount(0);
  await expect(reports.reports).toHaveCount(1);
  await expect(reports.reports.first()).toContainText(reports.t("reports.state.submitted"));
  await reports.attach("completion.pdf", PDF, "application/pdf");
  await expect(reports.reports.first().getByRole("link", { name: "completion.pdf" })).toBeVisible();
  // Until the secretariat accepts, the decision keeps its status.
  await expect(reports.drawer).toContainText(reports.t("status.not_started"));
  await reports.close();

  // The secretariat returns it with a note, in Nepali.
  await loginAs(page, "sachib", "np");
  const review = new MeetingReportsPage(page, "np");
  await review.goto();
  await review.show("to_review");
  await review.open(description);
  await review.review("return");
  await expect(review.reports.first()).toContainText(review.t("reports.errors.note"));
  await review.review("return", "सम्पन्न प्रतिवेदन संलग्न गर्नुहोस्।");
  await expect(toast(page, review.t("reports.toasts.returned"))).toBeVisible();
  await expect(review.reports.first()).toContainText(review.t("reports.state.returned"));
  await expect(review.drawer).toContainText(review.t("status.not_started"));
  await review.close();

  // The office sees the note and reports again.
  await loginAs(page, "office", "en");
  await reports.goto();
  await reports.open(description);
  await expect(reports.reports.first()).toContainText("सम्पन्न प्रतिवेदन संलग्न गर्नुहोस्।");
  await reports.report("implemented", "All 27 km repaired; completion report attached.");
  await expect(reports.reports).toHaveCount(2);
  // Each report of an implemented decision brings its own evidence (the setting's default).
  await reports.attach("completion-2.pdf", PDF, "application/pdf");
  await expect(reports.reports.first().getByRole("link", { name: "completion-2.pdf" })).toBeVisible();
  await reports.close();

  // The secretariat accepts: the decision is implemented and its history keeps both reports.
  await loginAs(page, "sachib", "np");
  await review.goto();
  await review.open(description);
  await review.review("accept");
  await expect(toast(page, review.t("reports.toasts.accepted"))).toBeVisible();
  await expect(review.reports.first()).toContainText(review.t("reports.state.accepted"));
  await expect(review.reports.nth(1)).toContainText(review.t("reports.state.returned"));
  await review.close();
  await expect(review.table.row(description)).toContainText(tr("np", "meetings:status.implemented"));
});
