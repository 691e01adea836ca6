import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { DecisionForm, MeetingsPage } from "../../pages/meetings-page";
import { ReportScreen } from "../../pages/report-screen";

const IMPLEMENTATION = "meetings/implementation-rate";
const AGING = "meetings/decision-aging";
const PENDING = "meetings/pending-decisions";
/** A meeting type no other journey records (the demo has none of it either). */
const TYPE = { en: "Four-monthly review meeting", np: "चौमासिक समीक्षा बैठक" };

test("the implementation-rate and aging reports move when a decision's report is accepted, every count opens its decisions, and the pending list prints for the next meeting", async ({
  page,
  request,
}) => {
  // Two sign-ins, five report screens and a print on a shared machine.
  test.slow();
  const sachib = await apiLogin(request, "sachib");
  const office = await apiLogin(request, "office");
  const data = new PlanData(request, sachib.token);
  const asOffice = new PlanData(request, office.token);
  const { current } = await data.fiscalYears();
  const options = async (list: string) => data.get<{ id: number; name: string }[]>(`/api/${list}/options`);
  const weekly = (await options("reporting-duration")).find((o) => o.name === "Weekly");
  const type = (await options("meeting-type")).find((o) => o.name === TYPE.en);
  if (!weekly || !type) throw new Error("no weekly duration or four-monthly meeting type");
  // A meeting on the fiscal year's first day: its weekly decisions are overdue since the eighth day.
  const meeting = await data.post<{ id: number }>("/api/meetings/store", {
    meeting_type_id: type.id,
    presidency_type_id: await data.firstOption("presidency-type"),
    number: 50000 + (Date.now() % 40000),
    title: `Four-monthly review ${data.stamp}`,
    president_name: "Chair",
    president_position: "Secretary",
    meeting_date: current.start_from,
  });
  const done = `Publish the tender notice ${data.stamp}`;
  const pending = `Settle the land acquisition ${data.stamp}`;
  const decisions: Record<string, number> = {};
  for (const description of [done, pending]) {
    const saved = await data.post<{ decisions: { id: number; description: string }[] }>(
      `/api/meetings/${meeting.id}/decisions`,
      { description, implementing_office_id: office.user.nikaya_id, reporting_duration_id: weekly.id },
    );
    decisions[description] = saved.decisions.find((d) => d.description === description)!.id;
  }

  // The secretariat opens the implementation rate from the decision reports screen, in Nepali.
  await loginAs(page, "sachib", "np");
  const screen = new ReportScreen(page, "np");
  /** The decision reports screen, loaded (its lazy screen may take a while on a busy machine). */
  const openReports = async () => {
    await page.goto("/meeting-reports");
    await expect(page.getByRole("heading", { name: tr("np", "meetings:reports.page.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  };
  await openReports();
  await page.getByRole("link", { name: tr("np", "meetings:reports.links.implementationRate") }).click();
  await expect(screen.heading(IMPLEMENTATION)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await screen.chooseFilter("meetingType", TYPE.np);
  const rateRow = screen.row(TYPE.np);
  await expect(rateRow).toBeVisible();
  const before = {
    decisions: await screen.countOf(rateRow, "decisions"),
    implemented: await screen.countOf(rateRow, "implemented"),
    notStarted: await screen.countOf(rateRow, "not_started"),
  };
  expect(before.decisions).toBeGreaterThanOrEqual(2);
  expect(describeFindings(await seriousViolations(page, IMPLEMENTATION))).toBe("");
  // Every decision of the row opens as a list of the same length.
  await screen.count(rateRow, "decisions").click();
  await expect(screen.heading("meetings/decisions")).toBeVisible();
  expect(await screen.listTotal()).toBe(before.decisions);
  await expect(screen.listRows("meetings/decisions").filter({ hasText: pending })).toHaveCount(1);
  expect(describeFindings(await seriousViolations(page, "meetings/decisions"))).toBe("");

  // The aging report: both decisions are overdue.
  await openReports();
  await page.getByRole("link", { name: tr("np", "meetings:reports.links.aging") }).click();
  await expect(screen.heading(AGING)).toBeVisible();
  await screen.chooseFilter("meetingType", TYPE.np);
  const agingRow = screen.row(TYPE.np);
  await expect(agingRow).toBeVisible();
  const overdueBefore = await screen.countOf(agingRow, "overdue");
  expect(overdueBefore).toBeGreaterThanOrEqual(2);
  expect(describeFindings(await seriousViolations(page, AGING))).toBe("");
  const agingUrl = page.url();

  // The office reports one decision implemented and the secretariat accepts it.
  const sent = await asOffice.post<{ reports: { id: number }[] }>(
    `/api/meetings/decisions/${decisions[done]}/reports`,
    { status: "implemented", description: "Notice published in the national daily." },
  );
  // Implemented is accepted with its evidence (the setting's default).
  await asOffice.upload(`/api/meetings/reports/files/${sent.reports[0].id}`, {
    name: "notice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await data.post(`/api/meetings/reports/accept/${sent.reports[0].id}`, {});

  // Both reports move: one more implemented, one fewer not started, one fewer overdue.
  await page.reload();
  await expect(screen.heading(AGING)).toBeVisible();
  await expect.poll(() => screen.countOf(agingRow, "overdue")).toBe(overdueBefore - 1);
  await page.goto(agingUrl.replace("decision-aging", "implementation-rate"));
  await expect(screen.heading(IMPLEMENTATION)).toBeVisible();
  await expect.poll(() => screen.countOf(rateRow, "implemented")).toBe(before.implemented + 1);
  expect(await screen.countOf(rateRow, "not_started")).toBe(before.notStarted - 1);
  expect(await screen.countOf(rateRow, "decisions")).toBe(before.decisions);
  await screen.count(rateRow, "implemented").click();
  await expect(screen.heading("meetings/decisions")).toBeVisible();
  expect(await screen.listTotal()).toBe(before.implemented + 1);
  await expect(screen.listRows("meetings/decisions").filter({ hasText: done })).toHaveCount(1);

  // The secretariat sees every decision, so its office picker offers offices outside its ministry too.
  await page.goto(agingUrl.replace("decision-aging", "implementation-rate"));
  await expect(screen.heading(IMPLEMENTATION)).toBeVisible();
  await screen.chooseOffice("स्वास्थ्य तथा जनसंख्या मन्त्रालय");
  await expect(page).toHaveURL(/nikaya_id=\d+/);

  // The pending list of the meeting type, printed for its next meeting: the open decision, not the done one.
  await openReports();
  await page.getByRole("link", { name: tr("np", "meetings:reports.links.pending") }).click();
  await expect(screen.heading(PENDING)).toBeVisible();
  await screen.chooseFilter("meetingType", TYPE.np);
  await expect(screen.listRows(PENDING).filter({ hasText: pending })).toHaveCount(1);
  await expect(screen.listRows(PENDING).filter({ hasText: done })).toHaveCount(0);
  expect(describeFindings(await seriousViolations(page, PENDING))).toBe("");
  await screen.printAll();
  await page.emulateMedia({ media: "print" });
  await expect(screen.printHeader).toBeVisible();
  await expect(page.getByTestId("print-filters")).toContainText(TYPE.np);
  await expect(page.getByTestId("print-filters")).toContainText("सबै आर्थिक वर्ष");
  await expect(screen.printTable).toContainText(pending);
  await expect(screen.printTable).not.toContainText(done);
  await expect(screen.printTable).toContainText(tr("np", "reports:decisionStatuses.not_started"));

  // The open decision concerns a project: the secretariat links it in the decision form, in English.
  const [project] = (await data.get<{ data: { id: number; name: string }[] }>("/api/ayojana/all?per_page=1"))
    .data;
  await page.emulateMedia({ media: "screen" });
  await loginAs(page, "sachib", "en");
  const meetings = new MeetingsPage(page, "en");
  await meetings.goto();
  await meetings.table.search(`Four-monthly review ${data.stamp}`);
  const drawer = await meetings.open(`Four-monthly review ${data.stamp}`);
  await drawer.tab("decisions");
  await drawer.root
    .getByRole("button", { name: tr("en", "meetings:actions.editDecision", { number: "2" }) })
    .click();
  const form = new DecisionForm(page, "en", tr("en", "meetings:decisions.editTitle", { number: "2" }));
  await form.link("project_id", project.name);
  // It also concerns a milestone and an indicator of the ministry's offices, picked the same way.
  const [milestone] = await data.get<{ id: number; code: string; name: string }[]>(
    "/api/meetings/links/milestones",
  );
  const [indicator] = await data.get<{ id: number; code: string; name: string }[]>(
    "/api/meetings/links/indicators",
  );
  await form.link("milestone_id", milestone.code, `${milestone.code} · ${milestone.name}`);
  await form.link("indicator_id", indicator.code, `${indicator.code} · ${indicator.name}`);
  await form.save();
  const row = drawer.decisions.filter({ hasText: pending });
  await expect(row.getByTestId("decision-link")).toHaveText([
    tr("en", "meetings:decisions.linked.project", { name: project.name }),
    tr("en", "meetings:decisions.linked.milestone", { name: `${milestone.code} · ${milestone.name}` }),
    tr("en", "meetings:decisions.linked.indicator", { name: `${indicator.code} · ${indicator.name}` }),
  ]);
  const shown = await data.get<{
    decisions: {
      id: number;
      project: { id: number } | null;
      milestone: { id: number } | null;
      indicator: { id: number } | null;
    }[];
  }>(`/api/meetings/show/${meeting.id}`);
  const linked = shown.decisions.find((d) => d.id === decisions[pending]);
  expect(linked?.project?.id).toBe(project.id);
  expect(linked?.milestone?.id).toBe(milestone.id);
  expect(linked?.indicator?.id).toBe(indicator.id);
});
