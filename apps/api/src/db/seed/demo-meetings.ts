import { toBsString } from "@pragati/domain/calendar";
import { dueDateOf, reportPeriodOf } from "@pragati/domain/meetings";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { now } from "../../lib/clock";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import type { Executor } from "../client";
import { fiscalYears, milestones, offices, projects, setupItems, users } from "../schema";
import { indicators } from "../schema/indicators";
import { decisionReports, decisions, meetings } from "../schema/meetings";
import { DEMO_OFFICES } from "./demo";

type DemoReport = {
  status: string;
  description: string;
  reason?: string;
  state: "submitted" | "accepted" | "returned";
  note?: string;
};
type DemoDecision = {
  description: string;
  office: string;
  duration: "Weekly" | "Fortnightly" | "Monthly" | "Quarterly";
  area: string;
  status: string;
  reason?: string;
  report?: DemoReport;
  /** Links the decision to the implementing office's first project, milestone and indicator. */
  linkProject?: boolean;
};
type DemoMeeting = {
  type: string;
  presidency: string;
  number: number;
  title: string;
  president: [string, string];
  daysAgo: number;
  secretariat: string;
  decisions: DemoDecision[];
};

/**
 * Meetings of the MoPIT secretariat (the `sachib` account) and one of Health, dated back from today, with
 * decisions in every status, some overdue, and reports accepted, returned and waiting, so both screens
 * and the `office` account (Department of Roads) have something to show after `npm start`.
 */
const DEMO_MEETINGS: readonly DemoMeeting[] = [
  {
    type: "Monthly review meeting",
    presidency: "Minister",
    number: 1,
    title: "मासिक प्रगति समीक्षा: सडक तथा यातायात",
    president: ["Minister for Physical Infrastructure", "मन्त्री"],
    daysAgo: 95,
    secretariat: "mopit",
    decisions: [
      {
        description: "चक्रपथ खण्डको मर्मत वर्षा सुरु हुनुअघि सम्पन्न गर्ने।",
        office: "dor",
        duration: "Monthly",
        area: "Infrastructure",
        status: "not_started",
      },
      {
        description: "राजमार्गका पुलहरूको अवस्था अध्ययन प्रतिवेदन पेश गर्ने।",
        office: "dor",
        duration: "Monthly",
        area: "Infrastructure",
        status: "implemented",
        report: { status: "implemented", description: "अध्ययन प्रतिवेदन मन्त्रालयमा पेश भयो।", state: "accepted" },
      },
      {
        description: "सवारी चालक अनुमतिपत्र वितरण अनलाइन गर्ने।",
        office: "dotm",
        duration: "Monthly",
        area: "Good governance",
        status: "in_progress",
        report: { status: "in_progress", description: "सफ्टवेयर खरिद प्रक्रिया सुरु भयो।", state: "accepted" },
      },
      {
        description: "पुरानो ठेक्का तोडी नयाँ बोलपत्र आह्वान गर्ने।",
        office: "dor",
        duration: "Quarterly",
        area: "Infrastructure",
        status: "cancelled",
        reason: "ठेकेदारले काम पुनः सुरु गरेकाले निर्णय आवश्यक रहेन।",
      },
    ],
  },
  {
    type: "Cabinet meeting",
    presidency: "Prime Minister",
    number: 1,
    title: "राष्ट्रिय गौरवका सडक आयोजनाको समीक्षा",
    president: ["Prime Minister", "प्रधानमन्त्री"],
    daysAgo: 24,
    secretariat: "mopit",
    decisions: [
      {
        description: "मध्यपहाडी लोकमार्गको बाँकी खण्डको मुआब्जा वितरण गर्ने।",
        office: "dor",
        duration: "Monthly",
        area: "Infrastructure",
        status: "not_started",
        report: { status: "in_progress", description: "मुआब्जा निर्धारण समिति गठन भयो।", state: "submitted" },
      },
      {
        description: "सडक सुरक्षा सप्ताह सञ्चालन गर्ने।",
        office: "dor",
        duration: "Weekly",
        area: "Social",
        status: "not_started",
        report: {
          status: "implemented",
          description: "सप्ताह सञ्चालन भयो।",
          state: "returned",
          note: "सहभागी संख्या र तस्बिर संलग्न गर्नुहोस्।",
        },
      },
      {
        description: "यातायात व्यवस्था कार्यालयमा टोकन प्रणाली लागू गर्ने।",
        office: "dotm",
        duration: "Fortnightly",
        area: "Good governance",
        status: "partially_implemented",
        reason: "दुई कार्यालयमा उपकरण आइपुगेको छैन।",
      },
    ],
  },
  {
    type: "Monthly review meeting",
    presidency: "Minister",
    number: 2,
    title: "स्वास्थ्य सेवा मासिक समीक्षा",
    president: ["Minister for Health and Population", "मन्त्री"],
    daysAgo: 60,
    secretariat: "mohp",
    decisions: [
      {
        description: "हिमाली जिल्लामा मोबाइल स्वास्थ्य शिविर सञ्चालन गर्ने।",
        office: "dohs",
        duration: "Monthly",
        area: "Social",
        status: "not_implementable",
        reason: "हिउँले बाटो अवरुद्ध भएकाले यो वर्ष सम्भव भएन।",
      },
      {
        description: "जिल्ला अस्पतालमा औषधि भण्डारण सूची अद्यावधिक गर्ने।",
        office: "dohs",
        duration: "Fortnightly",
        area: "Social",
        status: "in_progress",
      },
    ],
  },
  {
    // Long enough ago for a decision more than 90 days overdue (the aging report's last bucket).
    type: "Development problem-solving committee",
    presidency: "Secretary",
    number: 1,
    title: "विकास समस्या समाधान समिति: सडक आयोजनाका समस्या",
    president: ["Secretary, Physical Infrastructure and Transport", "सचिव"],
    daysAgo: 120,
    secretariat: "mopit",
    decisions: [
      {
        description: "राजमार्ग विस्तार आयोजनाका लागि रुख कटानी स्वीकृतिको प्रक्रिया टुङ्गो लगाउने।",
        office: "dor",
        duration: "Weekly",
        area: "Infrastructure",
        status: "not_started",
        linkProject: true,
      },
    ],
  },
];

const byName = async (executor: Executor, list: string) =>
  new Map(
    (
      await executor
        .select({ id: setupItems.id, name: setupItems.name, extra: setupItems.extra })
        .from(setupItems)
        .where(eq(setupItems.listKey, list))
    ).map((row) => [row.name, row]),
  );

/** The demo meetings, decisions and reports (after the setup lists and users). */
export const seedDemoMeetings = async (executor: Executor) => {
  const calendar = await loadCalendar(executor);
  const today = toBsString(calendar.todayBs(now()));
  const [types, presidencies, durations, areas] = await Promise.all([
    byName(executor, "meeting-type"),
    byName(executor, "presidency-type"),
    byName(executor, "reporting-duration"),
    byName(executor, "subjectareatype"),
  ]);
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
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ["sachib", "office", "admin"]))
    ).map((row) => [row.username, row.id]),
  );
  const years = await executor
    .select({ id: fiscalYears.id, startYear: fiscalYears.startYear })
    .from(fiscalYears);

  for (const demo of DEMO_MEETINGS) {
    const meetingDate = toBsString(calendar.addDays(today, -demo.daysAgo));
    const year = years.find((y) => y.startYear === calendar.fiscalYearOf(meetingDate));
    const secretariat = officeId.get(demo.secretariat);
    const type = types.get(demo.type);
    const presidency = presidencies.get(demo.presidency);
    if (!year || !secretariat || !type || !presidency) continue;
    const [meeting] = await executor
      .insert(meetings)
      .values({
        fiscalYearId: year.id,
        meetingTypeId: type.id,
        presidencyTypeId: presidency.id,
        number: demo.number,
        title: demo.title,
        presidentName: demo.president[0],
        presidentPosition: demo.president[1],
        meetingDate,
        attendees: "सचिव\nसहसचिवहरू\nविभागीय प्रमुखहरू",
        agenda: "१. अघिल्लो बैठकका निर्णयको कार्यान्वयन\n२. चालु आयोजनाको प्रगति",
        nikayaId: secretariat,
        createdBy: accounts.get("sachib") ?? null,
      })
      .returning({ id: meetings.id });
    let itemNo = 0;
    for (const item of demo.decisions) {
      const durationRow = durations.get(item.duration);
      const office = officeId.get(item.office);
      if (!durationRow || !office) continue;
      const extra = durationRow.extra as { duration_unit: "days" | "months"; duration: number };
      const duration = { unit: extra.duration_unit, length: Number(extra.duration) };
      const dueDate = dueDateOf(calendar, meetingDate, duration);
      const [project] = item.linkProject
        ? await executor
            .select({ id: projects.id })
            .from(projects)
            .where(eq(projects.nikayaId, office))
            .orderBy(projects.id)
            .limit(1)
        : [];
      // A milestone and an indicator of the office, of the meeting's fiscal year when it has one.
      const [milestone] = item.linkProject
        ? await executor
            .select({ id: milestones.id })
            .from(milestones)
            .where(and(eq(milestones.nikayaId, office), isNull(milestones.deletedAt)))
            .orderBy(sql`${milestones.fiscalYearId} = ${year.id} DESC`, milestones.id)
            .limit(1)
        : [];
      const [indicator] = item.linkProject
        ? await executor
            .select({ id: indicators.id })
            .from(indicators)
            .where(eq(sql`COALESCE(${indicators.responsibleOfficeId}, ${indicators.nikayaId})`, office))
            .orderBy(sql`${indicators.fiscalYearId} = ${year.id} DESC`, indicators.id)
            .limit(1)
        : [];
      const [decision] = await executor
        .insert(decisions)
        .values({
          meetingId: meeting.id,
          itemNo: ++itemNo,
          description: item.description,
          subjectAreaId: areas.get(item.area)?.id ?? null,
          implementingOfficeId: office,
          reportingOfficeId: office,
          reportingDurationId: durationRow.id,
          dueDate,
          dueDateAd: calendar.bsToAd(dueDate),
          status: item.status,
          reason: item.reason ?? "",
          projectId: project?.id ?? null,
          milestoneId: milestone?.id ?? null,
          indicatorId: indicator?.id ?? null,
          createdBy: accounts.get("sachib") ?? null,
        })
        .returning({ id: decisions.id });
      if (!item.report) continue;
      // The report belongs to the period before today's, so the current period still asks for one.
      const period = reportPeriodOf(calendar, meetingDate, duration, today);
      const reviewed = item.report.state !== "submitted";
      await executor.insert(decisionReports).values({
        decisionId: decision.id,
        periodIndex: period.index,
        periodEnd: period.end,
        status: item.report.status,
        description: item.report.description,
        reason: item.report.reason ?? "",
        state: item.report.state,
        reviewNote: item.report.note ?? "",
        nikayaId: office,
        reportedBy:
          item.office === "dor" ? (accounts.get("office") ?? null) : (accounts.get("admin") ?? null),
        reviewedBy: reviewed ? (accounts.get("sachib") ?? null) : null,
        reviewedAt: reviewed ? now() : null,
      });
    }
  }
};
