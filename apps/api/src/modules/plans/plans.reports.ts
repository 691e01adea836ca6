import {
  MILESTONE_DETAIL_REPORTS,
  type MilestoneDetailReport,
  type MilestoneFamily,
  milestoneDetailQuery,
  ZActivityDetailQuery,
  ZActivityList,
  ZActivityTableQuery,
  ZMilestoneList,
  ZMilestoneTableQuery,
  ZOfficeReport,
  ZOverallActivities,
  ZOverallMilestones,
  ZPlanTree,
  ZProblemReport,
  ZReportListQuery,
  ZReportQuery,
  ZSectionReport,
  ZTimetable,
  ZTypeReport,
} from "@pragati/domain/contract";
import { SUMMARY_LABELS } from "@pragati/domain/reports";
import { monthName, nameIn, pick, WORDS } from "../reports/report-cells";
import { entry, type ReportEntries, type SheetLayout } from "../reports/report-entry";
import {
  activityDetail,
  activityOfficeReport,
  activityTable,
  activityTableRows,
  activityYearReport,
  milestoneDetail,
  milestoneOfficeReport,
  milestoneTable,
  milestoneTableRows,
  overallActivities,
  overallMilestones,
  planTree,
  problemOfficeReport,
  problemReport,
  sectionReport,
  timetable,
  typeReport,
  upto,
} from "./plan-reports.service";

type Text = string | null;

/** The type reports in Excel: a type's row names its type, a subtype's row (under it) its subtype. */
const TYPE_SHEET: SheetLayout = {
  labels: {
    heads: (_, lang) => [pick(SUMMARY_LABELS.type, lang), pick(SUMMARY_LABELS.subtype, lang)],
    cells: (row, lang) => {
      const none = pick(SUMMARY_LABELS.none, lang);
      return row.level === "type"
        ? [nameIn(lang, row.type_name as Text, row.type_name_np as Text) || none, null]
        : [null, nameIn(lang, row.subtype_name as Text, row.subtype_name_np as Text) || none];
    },
  },
};

/** The problem report in Excel: a main problem type's row, then its sub-types'. */
const PROBLEM_SHEET: SheetLayout = {
  labels: {
    heads: (_, lang) => [pick(SUMMARY_LABELS.mainProblem, lang), pick(SUMMARY_LABELS.subProblem, lang)],
    cells: (row, lang) =>
      row.level === "main"
        ? [nameIn(lang, row.main_type_name as Text, row.main_type_name_np as Text), null]
        : [null, nameIn(lang, row.sub_type_name as Text, row.sub_type_name_np as Text)],
  },
};

type TimetableMonth = { target: number | null; achieved: number | null };

/** The timetable in Excel: after the catalogue's columns, each fiscal month's target and achievement. */
const TIMETABLE_SHEET: SheetLayout = {
  more: {
    heads: (lang) =>
      Array.from({ length: 12 }, (_, m) => [
        `${monthName(m, lang)} ${pick(WORDS.target, lang)}`,
        `${monthName(m, lang)} ${pick(WORDS.achieved, lang)}`,
      ]).flat(),
    cells: (row) => (row.months as TimetableMonth[]).flatMap((month) => [month.target, month.achieved]),
  },
};

/** Milestones per office, one column per measure of the family (see milestoneOfficeReport). */
const milestoneOffice = (family: MilestoneFamily) =>
  entry({
    summary: `Milestones per office (${family})`,
    query: ZReportQuery,
    response: ZOfficeReport,
    build: ({ tx, ctx }) => milestoneOfficeReport(tx, ctx, family),
  });

const milestoneDetailList = (path: MilestoneDetailReport) => {
  const family = MILESTONE_DETAIL_REPORTS[path];
  return entry({
    summary: `Milestones behind a count (${family})`,
    query: milestoneDetailQuery(family),
    response: ZMilestoneList,
    build: ({ tx, ctx, query }) => milestoneDetail(tx, ctx, path, query),
    rows: ({ tx, ctx, query }) => milestoneTableRows(tx, ctx, { ...query, family }),
    openedFrom: "every report",
  });
};

const PAGE = 1000;

/** The offset-paged lists (timetable, plan tree) page by page, one page in memory at a time. */
async function* pages<Row>(fetch: (page: number) => Promise<{ data: Row[]; last_page: number }>) {
  for (let page = 1; ; page++) {
    const answer = await fetch(page);
    if (answer.data.length > 0) yield answer.data;
    if (page >= answer.last_page) return;
  }
}

/** The milestone, activity and plan reports (PRODUCT.md section 6): summaries, detail lists, tables. */
export const planReports = {
  "milestone/monthly-completed/in-progress": milestoneOffice("completed-inprogress"),
  "milestone/monthly-completed/not-started": milestoneOffice("completed-notstarted"),
  "milestone/monthly-in-progress/not-started": milestoneOffice("inprogress-notstarted"),
  "monthly-milestone-esthiti": milestoneOffice("esthiti"),
  "monthly-sampan-milestone-pragati-esthiti": milestoneOffice("sampan"),
  "monthly-suru-milestone-pragati-esthiti": milestoneOffice("suru"),
  "pragati-prabista-esthiti": milestoneOffice("prabista"),
  "monthly-kiryakalap-pragati-esthiti": entry({
    summary: "Activities per office by derived status",
    query: ZReportQuery,
    response: ZOfficeReport,
    build: ({ tx, ctx }) => activityOfficeReport(tx, ctx, "kiryakalap"),
  }),
  "monthly-kiryakalap-suru-pragati-esthiti": entry({
    summary: "Activities due to start, started or not, per office (public)",
    query: ZReportQuery,
    response: ZOfficeReport,
    build: ({ tx, ctx }) => activityOfficeReport(tx, ctx, "kiryakalap-suru"),
  }),
  "kiryakalap-pragati-esthiti": entry({
    summary: "Activities and milestones per office for the fiscal year",
    query: ZReportQuery,
    response: ZOfficeReport,
    build: ({ tx, ctx }) => activityYearReport(tx, ctx),
  }),
  "milestone-pragati-samasya-nikaya-wise": entry({
    summary: "Milestones by office and main problem type",
    query: ZReportQuery,
    response: ZOfficeReport,
    build: ({ tx, ctx }) => problemOfficeReport(tx, ctx),
  }),
  "pragati-section": entry({
    summary: "Milestone progress by section (child office) of an office",
    query: ZReportQuery,
    response: ZSectionReport,
    // The root defaults to the caller's own office (in scope by definition); all-office roles without
    // one get the top-level offices as sections.
    build: ({ tx, ctx, auth }) => sectionReport(tx, { ...ctx, rootId: ctx.rootId ?? auth?.nikayaId ?? null }),
  }),
  "milestone-type-wise": entry({
    summary: "Milestones by type and subtype (status)",
    query: ZReportQuery,
    response: ZTypeReport,
    build: ({ tx, ctx }) => typeReport(tx, ctx, "status"),
    sheet: TYPE_SHEET,
  }),
  "milestone-progress-typewise": entry({
    summary: "Milestones by type and subtype (progress)",
    query: ZReportQuery,
    response: ZTypeReport,
    build: ({ tx, ctx }) => typeReport(tx, ctx, "progress"),
    sheet: TYPE_SHEET,
  }),
  "milestone-pragati-samasya-wise": entry({
    summary: "Milestones by problem type of their latest entry",
    query: ZReportQuery,
    response: ZProblemReport,
    build: ({ tx, ctx }) => problemReport(tx, ctx),
    sheet: PROBLEM_SHEET,
  }),
  "monthly-milestone-completed-inprogress-detail": milestoneDetailList(
    "monthly-milestone-completed-inprogress-detail",
  ),
  "monthly-milestone-completed-notstarted-detail": milestoneDetailList(
    "monthly-milestone-completed-notstarted-detail",
  ),
  monthly_milestone_inprogress_notstarted_detail: milestoneDetailList(
    "monthly_milestone_inprogress_notstarted_detail",
  ),
  "monthly-milestone-esthiti-detail": milestoneDetailList("monthly-milestone-esthiti-detail"),
  "monthly-sampan-milestone-pragati-esthiti-detail": milestoneDetailList(
    "monthly-sampan-milestone-pragati-esthiti-detail",
  ),
  "monthly-suru-milestone-pragati-esthiti-detail": milestoneDetailList(
    "monthly-suru-milestone-pragati-esthiti-detail",
  ),
  "monthly-kiryakalap-pragati-esthiti-detail": entry({
    summary: "Activities behind a count",
    query: ZActivityDetailQuery,
    response: ZActivityList,
    build: ({ tx, ctx, query }) => activityDetail(tx, ctx, query),
    rows: ({ tx, ctx, query }) => activityTableRows(tx, ctx, { ...query, family: "kiryakalap" }),
    openedFrom: "every report",
  }),
  "table/milestone": entry({
    summary: "Flat milestone table (any measure, a preset's milestones)",
    query: ZMilestoneTableQuery,
    response: ZMilestoneList,
    build: ({ tx, ctx, query }) => milestoneTable(tx, ctx, query),
    rows: ({ tx, ctx, query }) => milestoneTableRows(tx, ctx, query),
    openedFrom: "every report",
  }),
  "table/activities": entry({
    summary: "Flat activity table",
    query: ZActivityTableQuery,
    response: ZActivityList,
    build: ({ tx, ctx, query }) => activityTable(tx, ctx, query),
    rows: ({ tx, ctx, query }) => activityTableRows(tx, ctx, query),
    openedFrom: "every report",
  }),
  "overall-milestones": entry({
    summary: "Every milestone of the fiscal year",
    query: ZReportListQuery,
    response: ZOverallMilestones,
    build: ({ tx, ctx, query }) => overallMilestones(tx, ctx, query),
    rows: ({ tx, ctx, query }) =>
      milestoneTableRows(tx, upto(ctx), { ...query, family: "esthiti", measure: "total" }),
  }),
  "overall-activities": entry({
    summary: "Every activity of the fiscal year",
    query: ZReportListQuery,
    response: ZOverallActivities,
    build: ({ tx, ctx, query }) => overallActivities(tx, ctx, query),
    rows: ({ tx, ctx, query }) => activityTableRows(tx, upto(ctx), { ...query, family: undefined }),
  }),
  "milestone-samay-sharani": entry({
    summary: "Milestone timetable: month targets and entries",
    query: ZReportListQuery,
    response: ZTimetable,
    build: ({ tx, ctx, query }) => timetable(tx, ctx, query),
    rows: ({ tx, ctx }) =>
      pages((page) => timetable(tx, ctx, { page_no: page, per_page: PAGE, search: ctx.search })),
    sheet: TIMETABLE_SHEET,
  }),
  "programs/all-sets": entry({
    summary: "The plan tree of the fiscal year",
    query: ZReportListQuery,
    response: ZPlanTree,
    build: ({ tx, ctx, query }) => planTree(tx, ctx, query),
    rows: ({ tx, ctx }) => pages((page) => planTree(tx, ctx, { page_no: page, per_page: PAGE, search: "" })),
  }),
} satisfies ReportEntries;
