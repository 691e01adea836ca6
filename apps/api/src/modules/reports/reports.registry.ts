import {
  MILESTONE_DETAIL_REPORTS,
  type MilestoneDetailReport,
  type MilestoneFamily,
  milestoneDetailQuery,
  ZActivityDetailQuery,
  ZActivityList,
  ZActivityTableQuery,
  ZBudgetaryAnalysis,
  ZBudgetaryQuery,
  ZConsolidatedReport,
  ZContractList,
  ZContractListQuery,
  ZContractReportQuery,
  ZCoverageList,
  ZCoverageListQuery,
  ZDecisionList,
  ZDecisionListQuery,
  ZDecisionSummary,
  ZDecisionSummaryQuery,
  ZIndicatorList,
  ZIndicatorListQuery,
  ZIndicatorReport,
  ZIndicatorReportQuery,
  ZMilestoneList,
  ZMilestoneTableQuery,
  ZOfficeReport,
  ZOverallActivities,
  ZOverallMilestones,
  ZPlanTree,
  ZPointList,
  ZPointListQuery,
  ZProblemReport,
  ZProjectList,
  ZProjectListQuery,
  ZProjectReportQuery,
  ZReportListQuery,
  ZReportQuery,
  ZSectionReport,
  ZTimetable,
  ZTreasuryReport,
  ZTreasuryReportQuery,
  ZTypeReport,
  ZVisitList,
  ZVisitListQuery,
  ZVisitStateQuery,
  ZVisitStateReport,
} from "@pragati/domain/contract";
import type { ReportPath } from "@pragati/domain/reports";
import type { TreasuryReportNumber } from "@pragati/domain/treasury";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import { agingReport, decisionList, decisionRows, implementationReport } from "./decision-measures";
import {
  coverageList,
  coverageReport,
  coverageRows,
  pointAgingReport,
  pointList,
  pointRows,
  visitList,
  visitRows,
  visitsByStateReport,
} from "./monitoring-measures";
import type { ReportContext } from "./report-context";
import {
  activityDetail,
  activityOfficeReport,
  activityTable,
  activityTableRows,
  activityYearReport,
  contractDetail,
  contractReport,
  contractRows,
  indicatorDetail,
  indicatorReport,
  indicatorRows,
  milestoneDetail,
  milestoneOfficeReport,
  milestoneTable,
  milestoneTableRows,
  overallActivities,
  overallMilestones,
  planTree,
  problemOfficeReport,
  problemReport,
  projectDetail,
  projectReport,
  projectRows,
  sectionReport,
  timetable,
  typeReport,
  upto,
} from "./reports.service";
import { budgetaryAnalysis, treasuryReport } from "./treasury-measures";

/**
 * How the API answers each report of the catalogue (`@pragati/domain/reports`: path, kind, filters,
 * titles), one entry per path: its query and answer schemas, the service call that runs its SQL and
 * presenter, and for a list every row in batches for the export. The routes (`reports.routes.ts`) and
 * the Excel export (`reports-export`) are registered from here; the export lays out the sheet by the
 * catalogue's kind.
 */

/** What a report is built from: the report transaction, the resolved filters and the parsed query. */
export type ReportArgs<Query> = {
  tx: Executor;
  ctx: ReportContext;
  query: Query;
  /** Null for the public report without a session. */
  auth: AuthContext | null;
};

type Query = Record<string, unknown>;

export type ReportEntry = {
  /** The route's OpenAPI summary. */
  summary: string;
  query: z.ZodObject;
  response: z.ZodType;
  build: (args: ReportArgs<Query>) => Promise<unknown>;
  /** Lists: every row of the list (as in its answer's `data`), in batches, for the export. */
  rows?: (args: ReportArgs<Query>) => AsyncIterable<unknown[]>;
};

/** Types an entry by its query and answer schemas; the registry holds them alike. */
const entry = <Q extends z.ZodObject, R extends z.ZodType>(definition: {
  summary: string;
  query: Q;
  response: R;
  build: (args: ReportArgs<z.output<Q>>) => Promise<z.input<R>>;
  rows?: (args: ReportArgs<z.output<Q>>) => AsyncIterable<unknown[]>;
}): ReportEntry => definition as unknown as ReportEntry;

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
  });
};

/** A treasury report: one snapshot's rows per ministry, office and detail (see treasuryReport). */
const treasury = (number: TreasuryReportNumber) =>
  entry({
    summary: `Treasury report ${number} by ministry, office and detail rows`,
    query: ZTreasuryReportQuery,
    response: ZTreasuryReport,
    build: ({ tx, ctx, query }) => treasuryReport(tx, ctx, query, number),
  });

const PAGE = 1000;

/** The offset-paged lists (timetable, plan tree) page by page, one page in memory at a time. */
async function* pages<Row>(fetch: (page: number) => Promise<{ data: Row[]; last_page: number }>) {
  for (let page = 1; ; page++) {
    const answer = await fetch(page);
    if (answer.data.length > 0) yield answer.data;
    if (page >= answer.last_page) return;
  }
}

export const REPORT_REGISTRY: Record<ReportPath, ReportEntry> = {
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
  }),
  "milestone-progress-typewise": entry({
    summary: "Milestones by type and subtype (progress)",
    query: ZReportQuery,
    response: ZTypeReport,
    build: ({ tx, ctx }) => typeReport(tx, ctx, "progress"),
  }),
  "milestone-pragati-samasya-wise": entry({
    summary: "Milestones by problem type of their latest entry",
    query: ZReportQuery,
    response: ZProblemReport,
    build: ({ tx, ctx }) => problemReport(tx, ctx),
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
  }),
  "table/milestone": entry({
    summary: "Flat milestone table (any measure, a preset's milestones)",
    query: ZMilestoneTableQuery,
    response: ZMilestoneList,
    build: ({ tx, ctx, query }) => milestoneTable(tx, ctx, query),
    rows: ({ tx, ctx, query }) => milestoneTableRows(tx, ctx, query),
  }),
  "table/activities": entry({
    summary: "Flat activity table",
    query: ZActivityTableQuery,
    response: ZActivityList,
    build: ({ tx, ctx, query }) => activityTable(tx, ctx, query),
    rows: ({ tx, ctx, query }) => activityTableRows(tx, ctx, query),
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
  }),
  "programs/all-sets": entry({
    summary: "The plan tree of the fiscal year",
    query: ZReportListQuery,
    response: ZPlanTree,
    build: ({ tx, ctx, query }) => planTree(tx, ctx, query),
    rows: ({ tx, ctx }) => pages((page) => planTree(tx, ctx, { page_no: page, per_page: PAGE, search: "" })),
  }),
  "ayojana-akikrit-pragati": entry({
    summary: "Consolidated project progress per child office of the caller's scope",
    query: ZProjectReportQuery,
    response: ZConsolidatedReport,
    build: ({ tx, ctx, query, auth }) => projectReport(tx, ctx, query, auth),
  }),
  "ayojana-akikrit-pragati/projects": entry({
    summary: "Projects behind a count of the consolidated project view",
    query: ZProjectListQuery,
    response: ZProjectList,
    build: ({ tx, ctx, query, auth }) => projectDetail(tx, ctx, query, auth),
    rows: ({ tx, ctx, query, auth }) => projectRows(tx, ctx, query, auth),
  }),
  "meetings/implementation-rate": entry({
    summary: "Decisions by status and the implementation rate, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => implementationReport(tx, ctx, query),
  }),
  "meetings/decision-aging": entry({
    summary: "Open decisions by days overdue, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => agingReport(tx, ctx, query),
  }),
  "meetings/decisions": entry({
    summary: "Decisions behind a count of the decision reports",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => decisionList(tx, ctx, query, false),
    rows: ({ tx, ctx, query }) => decisionRows(tx, ctx, query, false),
  }),
  "meetings/pending-decisions": entry({
    summary: "Open decisions of earlier meetings (of a meeting type), for its next meeting",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => decisionList(tx, ctx, query, true),
    rows: ({ tx, ctx, query }) => decisionRows(tx, ctx, query, true),
  }),
  "suchak/pragarti-esthiti": entry({
    summary: "Ministry indicators per reporting office: reporting completeness and status to date",
    query: ZIndicatorReportQuery,
    response: ZIndicatorReport,
    build: ({ tx, ctx, query }) => indicatorReport(tx, ctx, query),
  }),
  "suchak/pragarti-esthiti/indicators": entry({
    summary: "Indicators behind a count of the indicator report, with each period's figures",
    query: ZIndicatorListQuery,
    response: ZIndicatorList,
    build: ({ tx, ctx, query }) => indicatorDetail(tx, ctx, query),
    rows: ({ tx, ctx, query }) => indicatorRows(tx, ctx, query),
  }),
  "fcgo-details/projects": treasury("2104"),
  "fcgo-details/progress": treasury("2105"),
  "fcgo-details/office-expenses": treasury("2066"),
  "fcgo-details/account-expenses": treasury("2039"),
  "thekka-akkikrit-pragarti": entry({
    summary: "Consolidated contract progress per child office of the caller's scope, as of the month's end",
    query: ZContractReportQuery,
    response: ZConsolidatedReport,
    build: ({ tx, ctx, query, auth }) => contractReport(tx, ctx, query, auth),
  }),
  "thekka-akkikrit-pragarti/contracts": entry({
    summary: "Contracts behind a count of the consolidated contract view",
    query: ZContractListQuery,
    response: ZContractList,
    build: ({ tx, ctx, query, auth }) => contractDetail(tx, ctx, query, auth),
    rows: ({ tx, ctx, query, auth }) => contractRows(tx, ctx, query, auth),
  }),
  "fcgo/daily-budgetary-analysis": entry({
    summary: "Treasury expense % of the budget year's as-of dates against the same date a year before",
    query: ZBudgetaryQuery,
    response: ZBudgetaryAnalysis,
    build: ({ tx, ctx, query }) => budgetaryAnalysis(tx, ctx, query),
  }),
  "anugaman/visits-by-state": entry({
    summary: "Monitoring visits of the fiscal year by creating office and state",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => visitsByStateReport(tx, ctx),
  }),
  "anugaman/visits": entry({
    summary: "Monitoring visits behind a count of the visits-by-state report",
    query: ZVisitListQuery,
    response: ZVisitList,
    build: ({ tx, ctx, query }) => visitList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => visitRows(tx, ctx, query),
  }),
  "anugaman/action-point-aging": entry({
    summary: "Monitoring action points of the fiscal year's visits by responsible office and days overdue",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => pointAgingReport(tx, ctx),
  }),
  "anugaman/action-points": entry({
    summary: "Monitoring action points behind a count of the action-point aging report",
    query: ZPointListQuery,
    response: ZPointList,
    build: ({ tx, ctx, query }) => pointList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => pointRows(tx, ctx, query),
  }),
  "anugaman/coverage": entry({
    summary: "Monitoring coverage: each office's own projects and itself visited in the last 12 months",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => coverageReport(tx, ctx),
  }),
  "anugaman/coverage-items": entry({
    summary: "Projects or offices behind a count of the monitoring coverage report",
    query: ZCoverageListQuery,
    response: ZCoverageList,
    build: ({ tx, ctx, query }) => coverageList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => coverageRows(tx, ctx, query),
  }),
};
