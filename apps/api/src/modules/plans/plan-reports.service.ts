import {
  ACTIVITY_DETAIL_REPORT,
  ACTIVITY_FAMILIES,
  ACTIVITY_TABLE_REPORT,
  type ActivityFamily,
  MILESTONE_DETAIL_REPORTS,
  MILESTONE_FAMILIES,
  MILESTONE_TABLE_REPORT,
  type MilestoneDetailReport,
  type MilestoneFamily,
  type TActivityTableQuery,
  type TMilestoneTableQuery,
  type TReportColumn,
} from "@pragati/domain/contract";
import { BANDS } from "@pragati/domain/progress";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { FieldErrorCollector } from "../../lib/errors";
import { approvalMonthOf, type ReportContext } from "../reports/report-context";
import {
  activityBatches,
  milestoneBatches,
  pagedActivities,
  pagedMilestones,
  pagedPlanTree,
  pagedTimetable,
  type Selection,
} from "../reports/report-lists.repository";
import {
  column,
  presentActivityList,
  presentActivityRow,
  presentListWithTotals,
  presentMilestoneList,
  presentMilestoneRow,
  presentOfficeReport,
  presentPlanTree,
  presentProblemOfficeReport,
  presentProblemReport,
  presentSectionReport,
  presentTimetable,
  presentTypeReport,
} from "../reports/reports.presenter";
import {
  activityYearSummary,
  averagePercent,
  type Measures,
  officeSummary,
  problemOfficeSummary,
  problemSummary,
  sectionSummary,
  typeSummary,
} from "../reports/reports.repository";
import { activityCondition, activitySource, anyActivity } from "./activity-measures";
import { milestoneCondition, milestoneSource, type ProblemFilter } from "./milestone-measures";

type Paging = { page_no: number; per_page: number; search: string };

const detailReportOf = (family: MilestoneFamily) =>
  (Object.keys(MILESTONE_DETAIL_REPORTS) as MilestoneDetailReport[]).find(
    (report) => MILESTONE_DETAIL_REPORTS[report] === family,
  );

/** Where a milestone measure's count drills: the family's detail list, else `table/milestone`. */
const milestoneColumn = (family: MilestoneFamily, measure: string, key = measure): TReportColumn => {
  const report = detailReportOf(family);
  return report ? column(key, report, { measure }) : column(key, MILESTONE_TABLE_REPORT, { family, measure });
};

const activityColumn = (family: ActivityFamily, measure: string, key = measure): TReportColumn =>
  family === "kiryakalap"
    ? column(key, ACTIVITY_DETAIL_REPORT, { measure })
    : column(key, ACTIVITY_TABLE_REPORT, { family, measure });

const milestoneMeasures = (
  ctx: ReportContext,
  family: MilestoneFamily,
  measures: readonly string[],
): Measures => measures.map((measure) => [measure, milestoneCondition(ctx, family, measure)] as const);

/** The columns of a family's report: every measure but the esthiti `in_progress` shortcut. */
const reportMeasures = (family: MilestoneFamily): readonly string[] =>
  family === "esthiti" ? ["total", ...BANDS] : MILESTONE_FAMILIES[family];

export const milestoneOfficeReport = async (
  executor: Executor,
  ctx: ReportContext,
  family: MilestoneFamily,
) => {
  const measures = reportMeasures(family);
  const rows = await officeSummary(executor, {
    source: milestoneSource(ctx, family),
    from: "b",
    measures: milestoneMeasures(ctx, family, measures),
    approval: approvalMonthOf(ctx),
  });
  return presentOfficeReport(
    ctx,
    rows,
    measures.map((measure) => milestoneColumn(family, measure)),
  );
};

/** monthly-kiryakalap-pragati-esthiti and the public monthly-kiryakalap-suru-pragati-esthiti. */
export const activityOfficeReport = async (
  executor: Executor,
  ctx: ReportContext,
  family: ActivityFamily,
) => {
  const measures = ACTIVITY_FAMILIES[family];
  const rows = await officeSummary(executor, {
    source: activitySource(ctx),
    from: "ab",
    measures: measures.map((measure) => [measure, activityCondition(ctx, family, measure)] as const),
    approval: approvalMonthOf(ctx),
  });
  return presentOfficeReport(
    ctx,
    rows,
    measures.map((measure) => activityColumn(family, measure)),
  );
};

const STATUS_MEASURES = ["total", "not_started", "in_progress", "completed_and_achieved"] as const;

/** kiryakalap-pragati-esthiti: per office, activities by status, their milestones, mean activity percent. */
export const activityYearReport = async (executor: Executor, ctx: ReportContext) => {
  const activityMeasures = ACTIVITY_FAMILIES.kiryakalap;
  const milestoneKeys = [
    ["milestones", "total"],
    ["milestones_completed", "completed_and_achieved"],
  ] as const;
  const rows = await activityYearSummary(executor, {
    source: activitySource(ctx),
    activities: activityMeasures.map(
      (measure) => [measure, activityCondition(ctx, "kiryakalap", measure)] as const,
    ),
    milestones: milestoneKeys.map(
      ([key, measure]) => [key, milestoneCondition(ctx, "esthiti", measure)] as const,
    ),
    averageOf: activityCondition(ctx, "kiryakalap", "total"),
    approval: approvalMonthOf(ctx),
  });
  return presentOfficeReport(ctx, rows, [
    ...activityMeasures.map((measure) => activityColumn("kiryakalap", measure)),
    ...milestoneKeys.map(([key, measure]) => milestoneColumn("esthiti", measure, key)),
  ]);
};

/** pragati-section: the root (`nikaya_id`, else the caller's office, else the top-level offices). */
export const sectionReport = async (executor: Executor, ctx: ReportContext) => {
  const rows = await sectionSummary(executor, {
    source: milestoneSource(ctx, "esthiti"),
    rootId: ctx.rootId,
    measures: milestoneMeasures(ctx, "esthiti", STATUS_MEASURES),
    figures: [
      ["average_percent", averagePercent(sql`b.percent`, milestoneCondition(ctx, "esthiti", "total"))],
    ],
  });
  return presentSectionReport(
    ctx,
    rows,
    STATUS_MEASURES.map((measure) => milestoneColumn("esthiti", measure)),
  );
};

/** milestone-type-wise (status counts) and milestone-progress-typewise (bands and mean percent). */
export const typeReport = async (executor: Executor, ctx: ReportContext, kind: "status" | "progress") => {
  const measures = kind === "status" ? STATUS_MEASURES : (["total", ...BANDS] as const);
  const rows = await typeSummary(executor, {
    source: milestoneSource(ctx, "esthiti"),
    measures: milestoneMeasures(ctx, "esthiti", measures),
    figures:
      kind === "status"
        ? []
        : [["average_percent", averagePercent(sql`b.percent`, milestoneCondition(ctx, "esthiti", "total"))]],
  });
  return presentTypeReport(
    ctx,
    rows,
    measures.map((measure) => milestoneColumn("esthiti", measure)),
  );
};

export const problemReport = async (executor: Executor, ctx: ReportContext) =>
  presentProblemReport(ctx, await problemSummary(executor, milestoneSource(ctx, "samasya")), [
    milestoneColumn("samasya", "with_reason"),
  ]);

export const problemOfficeReport = async (executor: Executor, ctx: ReportContext) =>
  presentProblemOfficeReport(ctx, await problemOfficeSummary(executor, milestoneSource(ctx, "samasya")), {
    family: "samasya",
    measure: "with_reason",
  });

// --- detail lists ----------------------------------------------------------------------------------

const milestoneSelection = (
  ctx: ReportContext,
  family: MilestoneFamily,
  measure: string,
  problem: ProblemFilter = {},
): Selection => ({
  source: milestoneSource(ctx, family),
  condition: milestoneCondition(ctx, family, measure, problem),
});

/** One of the six milestone detail lists of SPEC.md section 2. */
export const milestoneDetail = async (
  executor: Executor,
  ctx: ReportContext,
  report: MilestoneDetailReport,
  query: Paging & { measure?: string },
) => {
  const family = MILESTONE_DETAIL_REPORTS[report];
  const measure = query.measure ?? MILESTONE_FAMILIES[family][0];
  return presentMilestoneList(
    ctx,
    await pagedMilestones(executor, ctx, query, milestoneSelection(ctx, family, measure)),
  );
};

const MESSAGES = {
  measureWithoutFamily: { en: "Choose the list of the measure first.", np: "पहिले मापनको सूची छान्नुहोस्।" },
  unknownMeasure: { en: "Choose a measure of the chosen list.", np: "छानिएको सूचीको मापन छान्नुहोस्।" },
  problemWithoutFamily: {
    en: "Problem types filter only the problem-type list.",
    np: "समस्याका प्रकारले समस्या अनुसारको सूचीमा मात्र छान्छ।",
  },
};

/** A flat table's measure: only with its family (list), and one of the family's measures. */
const measureChecked = (
  families: Readonly<Record<string, readonly string[]>>,
  query: { family?: string; measure?: string },
) => {
  const errors = new FieldErrorCollector();
  if (query.measure !== undefined && !query.family) errors.add("measure", MESSAGES.measureWithoutFamily);
  if (query.family && query.measure !== undefined && !families[query.family].includes(query.measure))
    errors.add("measure", MESSAGES.unknownMeasure);
  return errors;
};

/**
 * The selection of `table/milestone`: a measure of any family, or every milestone of the filters (the
 * esthiti total: with month type `in`, those with an entry in month M); narrowed to a preset's ids.
 */
const milestoneTableSelection = (ctx: ReportContext, query: TMilestoneTableQuery): Selection => {
  const errors = measureChecked(MILESTONE_FAMILIES, query);
  if (query.family !== "samasya")
    for (const field of ["main_type_id", "sub_type_id"] as const)
      if (query[field] !== undefined) errors.add(field, MESSAGES.problemWithoutFamily);
  errors.throwIfAny();
  const family = query.family ?? "esthiti";
  const selection = milestoneSelection(ctx, family, query.measure ?? MILESTONE_FAMILIES[family][0], {
    mainTypeId: query.main_type_id,
    subTypeId: query.sub_type_id,
  });
  if (!query.milestone_ids) return selection;
  return {
    ...selection,
    condition: sql`${selection.condition} AND b.id IN (${sql.join(query.milestone_ids, sql`, `)})`,
  };
};

export const milestoneTable = async (executor: Executor, ctx: ReportContext, query: TMilestoneTableQuery) =>
  presentMilestoneList(ctx, await pagedMilestones(executor, ctx, query, milestoneTableSelection(ctx, query)));

/** `table/milestone` in batches, for an export of any length. */
export async function* milestoneTableRows(
  executor: Executor,
  ctx: ReportContext,
  query: TMilestoneTableQuery,
  batchSize = 1000,
) {
  for await (const batch of milestoneBatches(executor, ctx, milestoneTableSelection(ctx, query), batchSize))
    yield batch.map(presentMilestoneRow);
}

export const activityDetail = async (
  executor: Executor,
  ctx: ReportContext,
  query: Paging & { measure?: string },
) =>
  presentActivityList(
    ctx,
    await pagedActivities(
      executor,
      ctx,
      query,
      activityCondition(ctx, "kiryakalap", query.measure ?? "total"),
    ),
  );

const activityTableCondition = (ctx: ReportContext, query: TActivityTableQuery): SQL => {
  const errors = measureChecked(ACTIVITY_FAMILIES, query);
  errors.throwIfAny();
  return query.family
    ? activityCondition(ctx, query.family, query.measure ?? ACTIVITY_FAMILIES[query.family][0])
    : anyActivity(ctx);
};

export const activityTable = async (executor: Executor, ctx: ReportContext, query: TActivityTableQuery) =>
  presentActivityList(ctx, await pagedActivities(executor, ctx, query, activityTableCondition(ctx, query)));

/** `table/activities` in batches, for an export of any length. */
export async function* activityTableRows(
  executor: Executor,
  ctx: ReportContext,
  query: TActivityTableQuery,
  batchSize = 1000,
) {
  for await (const batch of activityBatches(executor, ctx, activityTableCondition(ctx, query), batchSize))
    yield batch.map(presentActivityRow);
}

// --- fiscal-year lists -----------------------------------------------------------------------------

/** The fiscal-year lists show every milestone and activity with its status up to month M. */
export const upto = (ctx: ReportContext): ReportContext => ({ ...ctx, monthType: "upto" });

/** overall-milestones: every milestone, with totals by status over all pages. */
export const overallMilestones = async (executor: Executor, reportCtx: ReportContext, paging: Paging) => {
  const ctx = upto(reportCtx);
  const page = await pagedMilestones(
    executor,
    ctx,
    paging,
    milestoneSelection(ctx, "esthiti", "total"),
    milestoneMeasures(ctx, "esthiti", STATUS_MEASURES),
  );
  return presentListWithTotals(
    ctx,
    page,
    presentMilestoneRow,
    STATUS_MEASURES.map((measure) => milestoneColumn("esthiti", measure)),
  );
};

/** overall-activities: every activity (with or without milestones), totals by derived status. */
export const overallActivities = async (executor: Executor, reportCtx: ReportContext, paging: Paging) => {
  const ctx = upto(reportCtx);
  const statuses = ["completed", "in_progress", "not_started"] as const;
  const page = await pagedActivities(executor, ctx, paging, anyActivity(ctx), [
    ["total", anyActivity(ctx)],
    ...statuses.map((measure) => [measure, activityCondition(ctx, "kiryakalap", measure)] as const),
  ]);
  return presentListWithTotals(ctx, page, presentActivityRow, [
    column("total", ACTIVITY_TABLE_REPORT),
    ...statuses.map((measure) => activityColumn("kiryakalap", measure)),
  ]);
};

export const timetable = async (executor: Executor, ctx: ReportContext, paging: Paging) =>
  presentTimetable(ctx, await pagedTimetable(executor, ctx, paging));

/** programs/all-sets: the whole plan tree; no type or activity filter, no search. */
export const planTree = async (executor: Executor, reportCtx: ReportContext, paging: Paging) => {
  const ctx: ReportContext = {
    ...upto(reportCtx),
    typeId: null,
    subtypeId: null,
    activityId: null,
    search: "",
  };
  return presentPlanTree(ctx, await pagedPlanTree(executor, ctx, paging), [
    column("policies", null),
    column("budget_heads", null),
    column("activities", ACTIVITY_TABLE_REPORT),
    milestoneColumn("esthiti", "total", "milestones"),
  ]);
};
