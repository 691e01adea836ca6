import { toBsString } from "@pragati/domain/calendar";
import type { VisitState } from "@pragati/domain/monitoring";
import { eq, inArray, sql } from "drizzle-orm";
import { now } from "../../lib/clock";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import type { Executor } from "../client";
import { fiscalYears, offices, projects, users } from "../schema";
import {
  monitoringActionPoints,
  monitoringComments,
  monitoringMembers,
  monitoringReports,
  monitoringVisits,
} from "../schema/monitoring";
import { DEMO_OFFICES } from "./demo";

type DemoPoint = {
  description: string;
  office: string;
  dueInDays: number;
  status: string;
  answer?: string;
  /** Why the office did not accept the point. */
  reason?: string;
};
type DemoVisit = {
  title: string;
  subject: string;
  target: string;
  withProject?: boolean;
  /** Days from today to the visit's first day (negative: in the past). */
  startsInDays: number;
  state: VisitState;
  reason?: string;
  /** The draft lacks its order: an incomplete sub-profile (the monitor's warning). */
  incomplete?: boolean;
  report?: boolean;
  points?: DemoPoint[];
  /** `source`: merged into the demo's merged visit; `merged`: that visit. */
  merge?: "source" | "merged";
};

/**
 * Monitoring visits of the centre (OPMCM, the `monitor` account's office) in every state, with teams
 * (`monitor` and `monitor-admin` among the members), orders, reports, comments and action points of the
 * Department of Roads (the `office` account) and Health: points in every status, and open or in-progress
 * ones overdue in every aging band (0-30, 31-60, 61-90, over 90 days), so the aging report fills each column.
 */
const DEMO_VISITS: readonly DemoVisit[] = [
  {
    title: "चक्रपथ सुधार आयोजनाको अनुगमन",
    subject: "चक्रपथ खण्डको भौतिक प्रगति र गुणस्तर",
    target: "dor",
    withProject: true,
    startsInDays: 10,
    state: "draft",
    incomplete: true,
  },
  {
    title: "जिल्ला अस्पताल निर्माण अनुगमन",
    subject: "अस्पताल भवन निर्माणको प्रगति",
    target: "dohs",
    startsInDays: 5,
    state: "ordered",
  },
  {
    title: "पुल निर्माण स्थलगत अनुगमन",
    subject: "पुलको जग र स्ल्याबको गुणस्तर",
    target: "dor",
    startsInDays: -1,
    state: "in_field",
    report: true,
  },
  {
    title: "सडक मर्मत कार्यक्रम अनुगमन",
    subject: "मर्मत सम्भार कार्यक्रमको प्रगति",
    target: "dor",
    startsInDays: -20,
    state: "report_submitted",
    report: true,
    points: [
      { description: "मर्मतको गुणस्तर परीक्षण प्रतिवेदन पेश गर्ने", office: "dor", dueInDays: 30, status: "open" },
    ],
  },
  {
    title: "खोप अभियान अनुगमन",
    subject: "खोप अभियानको पहुँच",
    target: "dohs",
    startsInDays: -25,
    state: "returned",
    reason: "खोप केन्द्रहरूको तस्बिर र संख्या थप्नुहोस्।",
    report: true,
  },
  {
    title: "राजमार्ग स्तरोन्नति अनुगमन",
    subject: "राजमार्ग स्तरोन्नतिको प्रगति र समस्या",
    target: "dor",
    withProject: true,
    startsInDays: -120,
    state: "accepted",
    report: true,
    points: [
      { description: "ढल निकासको डिजाइन परिमार्जन गर्ने", office: "dor", dueInDays: -45, status: "open" },
      {
        description: "ठेकेदारलाई कार्यतालिका पालना गर्न निर्देशन दिने",
        office: "dor",
        dueInDays: -10,
        status: "in_progress",
        answer: "ठेकेदारलाई पत्र पठाइएको।",
      },
      {
        description: "सडक सुरक्षा संकेत राख्ने",
        office: "dor",
        dueInDays: -60,
        status: "completed",
        answer: "सबै मोडमा संकेत राखिएको।",
      },
      { description: "पहिरो नियन्त्रण संरचना निर्माण गर्ने", office: "dor", dueInDays: -75, status: "open" },
      {
        description: "मुआब्जा वितरणको विवरण सार्वजनिक गर्ने",
        office: "dor",
        dueInDays: -120,
        // Claimed completed, waiting for the team (and its evidence): still open and overdue.
        status: "completion_claimed",
        answer: "विवरण वडा कार्यालयमा टाँस गरिएको।",
      },
      {
        description: "सडक छेउका सबै रूख हटाउने",
        office: "dor",
        dueInDays: -20,
        status: "not_accepted",
        reason: "वन ऐन अनुसार रूख हटाउन वन कार्यालयको स्वीकृति चाहिन्छ।",
      },
    ],
  },
  {
    title: "स्वास्थ्य चौकी सेवा अनुगमन",
    subject: "स्वास्थ्य चौकीका सेवा र औषधि उपलब्धता",
    target: "dohs",
    startsInDays: -200,
    state: "closed",
    report: true,
    points: [
      {
        description: "औषधि भण्डारण व्यवस्थित गर्ने",
        office: "dohs",
        dueInDays: -150,
        status: "completed",
        answer: "भण्डार कोठा मर्मत गरिएको।",
      },
    ],
  },
  {
    title: "यातायात कार्यालय सेवा अनुगमन",
    subject: "सवारी दर्ता सेवाको प्रवाह",
    target: "dor",
    startsInDays: 3,
    state: "cancelled",
    reason: "निर्वाचनका कारण अनुगमन स्थगित।",
  },
  {
    title: "काठमाडौं उपत्यका सडक खण्ड अनुगमन",
    subject: "उपत्यकाका सडक खण्डको प्रगति",
    target: "dor",
    startsInDays: 15,
    state: "ordered",
    merge: "source",
  },
  {
    title: "उपत्यका पुल तथा कल्भर्ट अनुगमन",
    subject: "पुल तथा कल्भर्टको अवस्था",
    target: "dor",
    startsInDays: 16,
    state: "ordered",
    merge: "source",
  },
  {
    title: "उपत्यका सडक पूर्वाधार संयुक्त अनुगमन",
    subject: "सडक खण्ड, पुल र कल्भर्टको संयुक्त अनुगमन",
    target: "dor",
    startsInDays: 15,
    state: "ordered",
    merge: "merged",
  },
];

/** The states a visit reaches only after its report was submitted. */
const REPORTED_STATES: readonly string[] = ["report_submitted", "returned", "accepted", "closed"];

/** The demo monitoring visits (after the offices, users and projects). */

export const seedDemoMonitoring = async (executor: Executor) => {
  const calendar = await loadCalendar(executor);
  const today = toBsString(calendar.todayBs(now()));
  const day = (offset: number) => toBsString(calendar.addDays(today, offset));
  const officeRows = await executor
    .select({ id: offices.id, code: offices.code })
    .from(offices)
    .where(
      inArray(
        offices.code,
        DEMO_OFFICES.map((o) => o.code),
      ),
    );
  const officeId = new Map(DEMO_OFFICES.map((o) => [o.key, officeRows.find((r) => r.code === o.code)?.id]));
  const accounts = new Map(
    (
      await executor
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          mobile: users.mobile,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.username, ["monitor", "monitor-admin", "reviewer", "office"]))
    ).map((row) => [row.username, row]),
  );
  const years = await executor
    .select({ id: fiscalYears.id, startYear: fiscalYears.startYear })
    .from(fiscalYears);
  const centre = officeId.get("opmcm");
  const monitor = accounts.get("monitor");
  const monitorAdmin = accounts.get("monitor-admin");
  if (!centre || !monitor || !monitorAdmin) return;

  // Every visit falls in the current fiscal year (the reports' default), even early or late in it.
  const thisYear = calendar.fiscalYearRange(calendar.fiscalYearOf(today));
  const lastStart = toBsString(calendar.addDays(thisYear.end_at, -2));
  const mergeSources: number[] = [];
  for (const [index, demo] of DEMO_VISITS.entries()) {
    const wanted = day(demo.startsInDays);
    const from = wanted < thisYear.start_from ? thisYear.start_from : wanted > lastStart ? lastStart : wanted;
    const to = toBsString(calendar.addDays(from, 2));
    const year = years.find((y) => y.startYear === calendar.fiscalYearOf(from));
    const target = officeId.get(demo.target);
    if (!year || !target) continue;
    const [project] = demo.withProject
      ? await executor
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.nikayaId, target))
          .orderBy(projects.id)
          .limit(1)
      : [];
    const ordered = demo.state !== "draft" && !(demo.state === "cancelled");
    const [visit] = await executor
      .insert(monitoringVisits)
      .values({
        fiscalYearId: year.id,
        nikayaId: centre,
        targetNikayaId: target,
        projectId: project?.id ?? null,
        title: demo.title,
        subject: demo.subject,
        fromDate: from,
        fromDateAd: calendar.bsToAd(from),
        toDate: to,
        toDateAd: calendar.bsToAd(to),
        transport: "office",
        expense: "25000.00",
        country: "नेपाल",
        location: "काठमाडौं",
        orderNumber: demo.incomplete ? "" : `०८२-अनु-${index + 1}`,
        approverName: demo.incomplete ? "" : "मुख्य सचिव",
        approverDesignation: demo.incomplete ? "" : "मुख्य सचिव",
        approverOffice: demo.incomplete ? "" : "प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय",
        orderCount: ordered ? 1 : 0,
        orderIssuedOn: ordered ? toBsString(calendar.addDays(from, -7)) : null,
        state: demo.state,
        stateReason: demo.reason ?? "",
        // First submitted three days after the last day (on time), a returned one's ten days after (late).
        reportedOnAd: REPORTED_STATES.includes(demo.state)
          ? calendar.bsToAd(toBsString(calendar.addDays(to, demo.state === "returned" ? 10 : 3)))
          : null,
        isMerged: demo.merge === "merged",
        createdBy: monitor.id,
      })
      .returning({ id: monitoringVisits.id });
    if (demo.merge === "source") mergeSources.push(visit.id);
    if (demo.merge === "merged")
      await executor
        .update(monitoringVisits)
        .set({ mergedIntoId: visit.id })
        .where(inArray(monitoringVisits.id, mergeSources));
    // The team: the monitor leads, monitor-admin's account is a member (verified once in the field).
    const verified = ordered && demo.state !== "ordered" ? sql`now()` : null;
    await executor.insert(monitoringMembers).values([
      {
        visitId: visit.id,
        userId: monitor.id,
        name: monitor.name,
        phone: monitor.mobile ?? "",
        email: monitor.email ?? "",
        designation: "उपसचिव",
        isLeader: true,
        verifiedAt: verified,
      },
      {
        visitId: visit.id,
        userId: monitorAdmin.id,
        name: monitorAdmin.name,
        phone: monitorAdmin.mobile ?? "",
        email: monitorAdmin.email ?? "",
        designation: "शाखा अधिकृत",
        verifiedAt: verified,
      },
    ]);
    if (demo.report)
      await executor.insert(monitoringReports).values({
        visitId: visit.id,
        teamMobilised: true,
        asPerSubject: true,
        mainObjectives: `${demo.subject}: स्थलगत निरीक्षण, सरोकारवालासँग छलफल र अभिलेख अध्ययन गरियो।`,
        suggestion: (demo.points ?? []).map((p) => p.description).join("\n"),
        updatedBy: monitor.id,
      });
    if (demo.state === "returned" || demo.state === "accepted") {
      const reviewer = accounts.get("reviewer");
      await executor.insert(monitoringComments).values({
        visitId: visit.id,
        body: demo.state === "returned" ? "तस्बिर संलग्न गर्नुहोला।" : "प्रतिवेदन स्पष्ट छ।",
        userId: reviewer?.id ?? null,
      });
    }
    for (const point of demo.points ?? []) {
      const office = officeId.get(point.office);
      if (!office) continue;
      const due = day(point.dueInDays);
      await executor.insert(monitoringActionPoints).values({
        visitId: visit.id,
        description: point.description,
        responsibleNikayaId: office,
        dueDate: due,
        dueDateAd: calendar.bsToAd(due),
        priority: point.dueInDays < -30 ? "high" : "medium",
        status: point.status,
        actionsTaken: point.answer ?? "",
        reason: point.reason ?? "",
        answeredBy: point.answer || point.reason ? (accounts.get("office")?.id ?? null) : null,
        answeredAt: point.answer || point.reason ? sql`now()` : null,
        createdBy: monitor.id,
      });
    }
  }
};
