import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { toast } from "../../pages/mantine";
import { MeetingReportsPage } from "../../pages/meeting-reports-page";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a decision is closed only after its evidence is accepted: the secretariat cannot accept an implemented report without a file, the office attaches one, the accepted report closes the decision", async ({
  page,
  request,
}) => {
  // Three sign-ins and the drawer on a shared machine.
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
    title: `Bridge handover review ${data.stamp}`,
    president_name: "Chair",
    president_position: "Secretary",
    meeting_date: current.start_from,
  });
  const description = `Hand over the Karnali bridge ${data.stamp}`;
  await data.post(`/api/meetings/${meeting.id}/decisions`, {
    description,
    implementing_office_id: office.user.nikaya_id,
    reporting_duration_id: weekly.id,
  });

  // The roads office reports it implemented; the form says evidence will be needed.
  await loginAs(page, "office", "en");
  const reports = new MeetingReportsPage(page, "en");
  await reports.goto();
  await reports.show("to_report");
  await reports.open(description);
  await reports.form.getByRole("textbox", { name: reports.t("reports.labels.status") }).click();
  await page.getByRole("option", { name: reports.t("status.implemented"), exact: true }).click();
  await expect(reports.form).toContainText(reports.t("evidence.neededBeforeSend"));
  await reports.form
    .getByRole("textbox", { name: reports.t("reports.labels.description") })
    .fill("The bridge was handed over to the municipality.");
  await reports.form.getByRole("button", { name: reports.t("reports.send"), exact: true }).click();
  await expect(toast(page, reports.t("reports.toasts.sent"))).toBeVisible();
  await expect(reports.reports.first()).toContainText(reports.t("evidence.needed"));
  await reports.close();

  // The secretariat, in Nepali, cannot accept it: evidence is needed first.
  await loginAs(page, "sachib", "np");
  const review = new MeetingReportsPage(page, "np");
  await review.goto();
  await review.show("to_review");
  await review.open(description);
  await expect(review.reports.first()).toContainText(review.t("evidence.needed"));
  await expect(
    review.reports.first().getByRole("button", { name: review.t("reports.accept"), exact: true }),
  ).toBeDisabled();
  await expect(review.drawer).toContainText(review.t("status.not_started"));
  await review.close();

  // The office attaches a photo of the handover; the file shows when it was uploaded.
  await loginAs(page, "office", "en");
  await reports.goto();
  await reports.open(description);
  await reports.attach("handover.pdf", PDF, "application/pdf");
  const card = reports.reports.first();
  await expect(card.getByRole("link", { name: "handover.pdf" })).toBeVisible();
  await expect(card).toContainText(/uploaded \d{4}/);
  await expect(card).not.toContainText(reports.t("evidence.needed"));
  await reports.close();

  // The secretariat accepts: the decision is implemented.
  await loginAs(page, "sachib", "np");
  await review.goto();
  await review.open(description);
  await expect(review.reports.first().getByRole("link", { name: "handover.pdf" })).toBeVisible();
  await review.review("accept");
  await expect(toast(page, review.t("reports.toasts.accepted"))).toBeVisible();
  await expect(review.reports.first()).toContainText(review.t("reports.state.accepted"));
  await expect(review.drawer).toContainText(review.t("status.implemented"));
  await review.close();
  await expect(review.table.row(description)).toContainText(tr("np", "meetings:status.implemented"));
});
