import { z } from "zod";
import { CONTRACT_STATUSES } from "../contracts/contract-stages";
import {
  INDICATOR_AGGREGATIONS,
  INDICATOR_DIRECTIONS,
  REVIEW_PERIODS,
  TRACK_STATUSES,
} from "../indicators/indicator-rules";
import { BANDS, PROGRESS_STATUSES } from "../progress";
import { APPROVAL_STATES, APPROVAL_VIEWS } from "./approvals.contract";
import { CONTRACT_CATEGORIES } from "./contracts.contract";
import { ZFiscalYearParam, ZIdParam, ZPaged, ZPagedQuery, ZText } from "./envelope.contract";
import { PROJECT_PRIORITIES, PROJECT_STATUSES } from "./projects.contract";

/**
 * The reports under `api/reports/...` (PRODUCT.md section 6; rules chosen in docs/product-rules.md
 * "Reports"). Every summary count is drillable: its column names the detail list and measure, its row
 * carries the filters, and `drillOf(column, row)` joins them into the detail call whose `total` equals
 * the count.
 */

/** A milestone type or subtype filter: an id, or 0 for milestones without one. */
const ZTypeFilter = z.union([z.literal("0").transform(() => 0), ZIdParam]);

export const MONTH_TYPES = ["upto", "in"] as const;
export type MonthType = (typeof MONTH_TYPES)[number];

/** Milestone measures, grouped by the detail list that lists them (one family per list). */
export const MILESTONE_FAMILIES = {
  "completed-inprogress": ["should_be_completed", "completed", "in_progress"],
  "completed-notstarted": ["should_be_completed", "completed", "not_started"],
  "inprogress-notstarted": ["should_be_started", "in_progress", "not_started"],
  esthiti: ["total", ...BANDS, "in_progress"],
  sampan: ["completed", "early", "on_time", "late", "target_achieved", "target_not_achieved"],
  suru: ["should_be_started", "started", "not_started"],
  prabista: ["due", "entered", "missing", "commented", "rated"],
  samasya: ["with_reason"],
} as const;
export type MilestoneFamily = keyof typeof MILESTONE_FAMILIES;
export const MILESTONE_FAMILY_NAMES = Object.keys(MILESTONE_FAMILIES) as MilestoneFamily[];

/** Activity measures (an activity's status is derived from its milestones, PRODUCT.md section 4). */
export const ACTIVITY_FAMILIES = {
  kiryakalap: ["total", "completed", "in_progress", "not_started"],
  "kiryakalap-suru": ["should_be_started", "started", "not_started"],
} as const;
export type ActivityFamily = keyof typeof ACTIVITY_FAMILIES;
export const ACTIVITY_FAMILY_NAMES = Object.keys(ACTIVITY_FAMILIES) as ActivityFamily[];

/** The milestone detail lists of SPEC.md section 2 and the family each one lists. */
export const MILESTONE_DETAIL_REPORTS = {
  "monthly-milestone-completed-inprogress-detail": "completed-inprogress",
  "monthly-milestone-completed-notstarted-detail": "completed-notstarted",
  monthly_milestone_inprogress_notstarted_detail: "inprogress-notstarted",
  "monthly-milestone-esthiti-detail": "esthiti",
  "monthly-sampan-milestone-pragati-esthiti-detail": "sampan",
  "monthly-suru-milestone-pragati-esthiti-detail": "suru",
} as const satisfies Record<string, MilestoneFamily>;
export type MilestoneDetailReport = keyof typeof MILESTONE_DETAIL_REPORTS;

export const ACTIVITY_DETAIL_REPORT = "monthly-kiryakalap-pragati-esthiti-detail";
export const MILESTONE_TABLE_REPORT = "table/milestone";
export const ACTIVITY_TABLE_REPORT = "table/activities";

// --- queries ---------------------------------------------------------------------------------------

/** The filters every report takes. The header's fiscal year may arrive as "null" or empty: current. */
export const ZReportQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
  /** Fiscal month (Shrawan = 0); defaults to the current pragati reporting month. */
  month: z.coerce.number().int().min(0).max(11).optional(),
  month_type: z.enum(MONTH_TYPES).default("upto"),
  /** Root of the office subtree to report on (must be in the caller's scope). */
  nikaya_id: ZIdParam.optional(),
  type_id: ZTypeFilter.optional(),
  subtype_id: ZTypeFilter.optional(),
  /**
   * The figures of a month-figure report (action-plan, project, contract and indicator reports):
   * `approved` counts only offices whose month is approved at its top level, `all` every office.
   * Absent: admin's `approved_only_default` for a caller who sees every office, else `all`.
   */
  approval: z.enum(APPROVAL_VIEWS).optional(),
});
export type TReportQuery = z.output<typeof ZReportQuery>;

/** What a list adds: paging, search, one implementing office (a summary row) and one activity. */
const ZListFilters = ZPagedQuery.omit({ fiscal_year_id: true }).extend({
  office_id: ZIdParam.optional(),
  activity_id: ZIdParam.optional(),
});

const measureOf = <T extends readonly [string, ...string[]]>(measures: T) => z.enum(measures).optional();

/** The query of one milestone detail list; `measure` defaults to the family's first. */
/**
 * What a milestone list adds: the rating of the latest entry at or before the month (a dashboard rating
 * slice's list: the rating's count is the list's length).
 */
const ZMilestoneListFilters = z.object({ rating: z.coerce.number().int().min(0).max(5).optional() });

export const milestoneDetailQuery = (family: MilestoneFamily) =>
  ZReportQuery.extend(ZListFilters.shape)
    .extend(ZMilestoneListFilters.shape)
    .extend({
      measure: measureOf(MILESTONE_FAMILIES[family] as unknown as readonly [string, ...string[]]),
    });

/** Milestone ids as `1,2,3` (a filter preset's selection); at most 500. */
const ZIdList = z
  .string()
  .max(6_000)
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(500));

/**
 * `table/milestone`: every milestone of the filters, or those of one measure of any milestone family
 * (`family` + `measure`); the problem-type family also takes the main and sub type.
 */
export const ZMilestoneTableQuery = ZReportQuery.extend(ZListFilters.shape)
  .extend(ZMilestoneListFilters.shape)
  .extend({
    family: z.enum(MILESTONE_FAMILY_NAMES as [MilestoneFamily, ...MilestoneFamily[]]).optional(),
    measure: ZText.max(60).optional(),
    main_type_id: ZIdParam.optional(),
    sub_type_id: ZIdParam.optional(),
    milestone_ids: ZIdList.optional(),
  });
export type TMilestoneTableQuery = z.output<typeof ZMilestoneTableQuery>;

export const ZActivityDetailQuery = ZReportQuery.extend(ZListFilters.shape).extend({
  measure: measureOf(ACTIVITY_FAMILIES.kiryakalap),
});

/** `table/activities`: every activity of the filters (with or without milestones), or one measure. */
export const ZActivityTableQuery = ZReportQuery.extend(ZListFilters.shape).extend({
  family: z.enum(ACTIVITY_FAMILY_NAMES as [ActivityFamily, ...ActivityFamily[]]).optional(),
  measure: ZText.max(60).optional(),
});
export type TActivityTableQuery = z.output<typeof ZActivityTableQuery>;

/** The paged lists that are reports of their own (timetable, overall lists, plan tree). */
export const ZReportListQuery = ZReportQuery.extend(ZListFilters.shape);
export type TReportListQuery = z.output<typeof ZReportListQuery>;

// --- answers ---------------------------------------------------------------------------------------

/** The filters in effect (defaults filled in), echoed by every report. */
export const ZReportFilters = z.object({
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  month_type: z.enum(MONTH_TYPES),
  nikaya_id: z.number().int().nullable(),
  type_id: z.number().int().nullable(),
  subtype_id: z.number().int().nullable(),
  /** The approval view the figures follow; null on reports that are not a month's reported figures. */
  approval: z.enum(APPROVAL_VIEWS).nullable(),
});
export type TReportFilters = z.infer<typeof ZReportFilters>;

export const ZDrillParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TDrillParams = z.infer<typeof ZDrillParams>;

/**
 * A count column: `drill` names the list behind it (a report path under `reports/`, and the query it
 * adds: measure, family, problem type); null for counts without a list. Dynamic columns (problem
 * types) carry their names.
 */
export const ZReportColumn = z.object({
  key: z.string(),
  name: z.string().optional(),
  name_np: z.string().optional(),
  drill: z.object({ report: z.string(), params: ZDrillParams }).nullable(),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

/** Counts (drillable), other figures (`values`, e.g. average percent) and the row's drill filters. */
export const ZReportCells = z.object({
  counts: z.record(z.string(), z.number().int()),
  /** Null: a figure with nothing to compute it from (a weighted score without reporting indicators). */
  values: z.record(z.string(), z.number().nullable()),
  drill: ZDrillParams,
});
export type TReportCells = z.infer<typeof ZReportCells>;

/** The detail call behind one count: the column's list and params over the row's filters. */
export const drillOf = (
  column: TReportColumn,
  row: Pick<TReportCells, "drill">,
): { report: string; params: TDrillParams } | null =>
  column.drill ? { report: column.drill.report, params: { ...row.drill, ...column.drill.params } } : null;

const summary = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    filters: ZReportFilters,
    columns: z.array(ZReportColumn),
    rows: z.array(row),
    totals: ZReportCells,
  });

const ZOfficeKey = z.object({
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
});
/** An office row's month of the report's stream (issue 33 item 2): its figures are marked by it. */
export const ZRowApproval = z.object({
  state: z.enum(APPROVAL_STATES),
  level: z.number().int(),
  levels: z.number().int(),
});
/** `approval`: present when the report reads a month of a reporting stream. */
export const ZOfficeReportRow = ZReportCells.extend({
  ...ZOfficeKey.shape,
  approval: ZRowApproval.optional(),
});
export type TRowApproval = z.infer<typeof ZRowApproval>;
export type TOfficeReportRow = z.infer<typeof ZOfficeReportRow>;
export const ZOfficeReport = summary(ZOfficeReportRow);
export type TOfficeReport = z.infer<typeof ZOfficeReport>;

/** pragati-section: the office's own milestones (`own`) and one row per child office's subtree. */
export const ZSectionReportRow = ZOfficeReportRow.extend({ own: z.boolean() });
export const ZSectionReport = summary(ZSectionReportRow);
export type TSectionReport = z.infer<typeof ZSectionReport>;

/**
 * A consolidated view (projects, contracts): the section rows below `scope`, the office it is read
 * for (the asked one, else the root of the caller's scope; null: the top-level offices), which the
 * screen, the print and the Excel headers name alike.
 */
export const ZConsolidatedReport = ZSectionReport.extend({
  scope: z.object({ id: z.number().int(), name: z.string(), name_np: z.string() }).nullable(),
});
export type TConsolidatedReport = z.infer<typeof ZConsolidatedReport>;

/** Type rows: a type's subtotal (`level` type) followed by its subtypes; null ids = none. */
export const ZTypeReportRow = ZReportCells.extend({
  level: z.enum(["type", "subtype"]),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  type_name_np: z.string().nullable(),
  subtype_id: z.number().int().nullable(),
  subtype_name: z.string().nullable(),
  subtype_name_np: z.string().nullable(),
});
export const ZTypeReport = summary(ZTypeReportRow);
export type TTypeReport = z.infer<typeof ZTypeReport>;

/** Problem-type rows: a main type's subtotal followed by its sub types. */
export const ZProblemReportRow = ZReportCells.extend({
  level: z.enum(["main", "sub"]),
  main_type_id: z.number().int(),
  main_type_name: z.string(),
  main_type_name_np: z.string(),
  sub_type_id: z.number().int().nullable(),
  sub_type_name: z.string().nullable(),
  sub_type_name_np: z.string().nullable(),
});
export const ZProblemReport = summary(ZProblemReportRow);
export type TProblemReport = z.infer<typeof ZProblemReport>;

/** A milestone row of the detail lists and `table/milestone` (the session's default columns and more). */
export const ZMilestoneListRow = z.object({
  milestone_master_id: z.number().int(),
  activity_id: z.number().int(),
  activity_point: z.string(),
  activity_title: z.string(),
  milestone_point: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  milestone_type_name: z.string().nullable(),
  milestone_type_name_np: z.string().nullable(),
  milestone_subtype_name: z.string().nullable(),
  milestone_subtype_name_np: z.string().nullable(),
  baseline: z.number().nullable(),
  annual_target: z.number(),
  unit: z.string().nullable(),
  unit_np: z.string().nullable(),
  kriya: z.string(),
  cumulative: z.boolean(),
  start_month: z.number().int(),
  end_month: z.number().int(),
  /** The latest entry at or before the report month (null without one). */
  update_id: z.number().int().nullable(),
  /** Fiscal month of that entry and its English month key (`shrawan` ...). */
  month: z.number().int().nullable(),
  month_key: z.string().nullable(),
  /** Status, band, percent (uncapped) and rating as of the report month. */
  status: z.enum(PROGRESS_STATUSES),
  band: z.enum(BANDS),
  percent: z.number(),
  rating: z.number().int().nullable(),
  /** Target due by the report month and achieved by then (running totals or sums). */
  magnitude: z.number().nullable(),
  achieved: z.number(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  entry_month: z.string().nullable(),
  main_samasyas_type: z.string().nullable(),
  main_samasyas_type_np: z.string().nullable(),
  sub_samasyas_type: z.string().nullable(),
  sub_samasyas_type_np: z.string().nullable(),
  created_by: z.string().nullable(),
  created_by_nikaya: z.string().nullable(),
  created_by_nikaya_np: z.string().nullable(),
  imp_nikaya: z.string(),
  imp_nikaya_np: z.string(),
});
export type TMilestoneListRow = z.infer<typeof ZMilestoneListRow>;

/** An activity row of the activity detail list, `table/activities` and `overall-activities`. */
export const ZActivityListRow = z.object({
  activity_id: z.number().int(),
  policy_point: z.string(),
  policy_name: z.string(),
  budget_head_heading: z.string().nullable(),
  activity_point: z.string(),
  activity_title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  helper_nikayas: z.string().nullable(),
  helper_nikayas_np: z.string().nullable(),
  annual_target: z.number().nullable(),
  unit: z.string().nullable(),
  unit_np: z.string().nullable(),
  milestone_count: z.number().int(),
  completed_count: z.number().int(),
  in_progress_count: z.number().int(),
  not_started_count: z.number().int(),
  /** Derived from the milestones as of the report month; null for an activity without milestones. */
  status: z.enum(PROGRESS_STATUSES).nullable(),
  percent: z.number(),
  start_month: z.number().int().nullable(),
  end_month: z.number().int().nullable(),
});
export type TActivityListRow = z.infer<typeof ZActivityListRow>;

const list = <T extends z.ZodTypeAny>(row: T) => ZPaged(row).extend({ filters: ZReportFilters });
/** Lists with totals over every page (null when the page asked for lies past the end). */
const listWithTotals = <T extends z.ZodTypeAny>(row: T) =>
  list(row).extend({ columns: z.array(ZReportColumn), totals: ZReportCells.nullable() });

export const ZMilestoneList = list(ZMilestoneListRow);
export const ZActivityList = list(ZActivityListRow);
export const ZOverallMilestones = listWithTotals(ZMilestoneListRow);
export const ZOverallActivities = listWithTotals(ZActivityListRow);

/** milestone-samay-sharani: each milestone's 12 months, target and entry side by side. */
export const ZTimetableMonth = z.object({
  target: z.number().nullable(),
  /** The entry's achieved amount (a running total when cumulative); null without an entry. */
  achieved: z.number().nullable(),
  entry_status: z.enum(PROGRESS_STATUSES).nullable(),
  /** Status as of the month (latest entry at or before it). */
  status: z.enum(PROGRESS_STATUSES),
});
export const ZTimetableRow = z.object({
  milestone_master_id: z.number().int(),
  activity_point: z.string(),
  activity_title: z.string(),
  milestone_point: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  unit: z.string().nullable(),
  unit_np: z.string().nullable(),
  annual_target: z.number(),
  cumulative: z.boolean(),
  months: z.array(ZTimetableMonth).length(12),
});
export const ZTimetable = list(ZTimetableRow).extend({
  /** Per fiscal month: milestones with a target, and with an entry (over every page). */
  totals: z.object({ scheduled: z.array(z.number().int()), entered: z.array(z.number().int()) }).nullable(),
});
export type TTimetable = z.infer<typeof ZTimetable>;

/** programs/all-sets: the plan tree in order (policies, sub points, budget heads, activities, milestones). */
export const ZPlanTreeRow = z.object({
  kind: z.enum(["policy", "budget_head", "activity", "milestone"]),
  id: z.number().int(),
  depth: z.number().int(),
  point_no: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  /** Policy budget, budget-head amount, or the annual target of an activity or milestone. */
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  unit_np: z.string().nullable(),
  /** Activities and milestones, as of the report month. */
  status: z.enum(PROGRESS_STATUSES).nullable(),
  percent: z.number().nullable(),
});
export const ZPlanTree = listWithTotals(ZPlanTreeRow);
export type TPlanTree = z.infer<typeof ZPlanTree>;

// --- the consolidated project view (ayojana-akikrit-pragati) ----------------------------------------

/** The counts of the consolidated project view, each with the list of its projects behind it. */
export const PROJECT_MEASURES = ["projects", "behind_schedule", "over_cost", "extended"] as const;
export type ProjectMeasure = (typeof PROJECT_MEASURES)[number];

/**
 * The dashboard's project slices per office (issue 16): the physical-progress bands of the year's
 * achievement to the month (the milestone bands' names), and the schedule state, a partition: behind
 * schedule (as the consolidated count), else on track when the month is reported, else not reported.
 */
export const PROJECT_BAND_SLICES = [
  "not_started",
  "in_progress_below_twenty_percent",
  "in_progress_below_fourty_percent",
  "in_progress_below_sixty_percent",
  "in_progress_below_eighty_percent",
  "in_progress_below_hundred_percent",
  "completed_and_achieved",
] as const;
export type ProjectBandSlice = (typeof PROJECT_BAND_SLICES)[number];
export const PROJECT_SCHEDULE_SLICES = ["on_track", "behind_schedule", "not_reported"] as const;
/**
 * The NPC's bands of the year's achievement of target (DOMAIN.md "How Nepal judges projects"): the
 * physical % achieved to the month over the % planned to it, x 100, as >= 80, 50-79 and < 50; a project
 * with nothing planned to the month or without the month's report is `npc_unknown`, kept apart. A
 * partition of the projects, shown beside the SPEC bands on the dashboard and in the consolidated view.
 */
export const NPC_BAND_SLICES = ["npc_80_plus", "npc_50_to_79", "npc_below_50", "npc_unknown"] as const;
/** Every set of projects the project list shows: the consolidated counts and the dashboard's slices. */
export const PROJECT_LIST_MEASURES = [
  ...PROJECT_MEASURES,
  "on_track",
  "not_reported",
  ...PROJECT_BAND_SLICES,
  ...NPC_BAND_SLICES,
] as const;
export type ProjectListMeasure = (typeof PROJECT_LIST_MEASURES)[number];

/** The path of the projects behind a count. */
export const PROJECT_DETAIL_REPORT = "ayojana-akikrit-pragati/projects";

/**
 * The consolidated view's filters: fiscal year, month (up to it), office subtree, and the project's
 * type, sector, priority and status.
 */
export const ZProjectReportQuery = ZReportQuery.omit({ subtype_id: true, type_id: true }).extend({
  type_id: ZIdParam.optional(),
  sector_id: ZIdParam.optional(),
  priority: z.enum(PROJECT_PRIORITIES).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type TProjectReportQuery = z.output<typeof ZProjectReportQuery>;

/** `project_id`: one project's row of a project head's dashboard opens that project alone. */
export const ZProjectListQuery = ZProjectReportQuery.extend(
  ZListFilters.omit({ activity_id: true }).shape,
).extend({ measure: z.enum(PROJECT_LIST_MEASURES).optional(), project_id: ZIdParam.optional() });
export type TProjectListQuery = z.output<typeof ZProjectListQuery>;

/** A project behind a count, with its figures up to the report month. */
export const ZProjectListRow = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  project_name: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  sector_name: z.string(),
  sector_name_np: z.string(),
  type_name: z.string(),
  type_name_np: z.string(),
  priority: z.enum(PROJECT_PRIORITIES).nullable(),
  project_status: z.enum(PROJECT_STATUSES),
  /** The newest cost revision as of the month, else the initial estimate (lakh). */
  cost: z.number(),
  budget: z.number(),
  expense: z.number(),
  /** Expense / budget to the month x 100; null without a budget. */
  expense_percent: z.number().nullable(),
  planned_percent: z.number(),
  physical_percent: z.number(),
  /** Expense to the month / the year's budget as planned (baseline) x 100, as the project summary's; null without a baseline. */
  financial_percent: z.number().nullable(),
  /** The treasury expense % of the project's sub-heads (newest 2066 snapshot of the year); null: none. */
  treasury_percent: z.number().nullable(),
  /** Treasury % less financial %, in points; null without a treasury figure. */
  treasury_gap: z.number().nullable(),
  /** The gap is beyond the setting's share (`treasury_gap_percent`, also given). */
  treasury_flagged: z.boolean(),
  treasury_gap_limit: z.number(),
});
export type TProjectListRow = z.infer<typeof ZProjectListRow>;
export const ZProjectList = list(ZProjectListRow);
export type TProjectList = z.infer<typeof ZProjectList>;

// --- ministry indicators (suchak/pragarti-esthiti) ---------------------------------------------------

/**
 * The counts of the indicator report per reporting office, each with the indicators behind it: every
 * indicator; reporting completeness for the month (due: a period ends in it; reported: that period has
 * an achievement; missing: it has none); and the status to date (a partition of every indicator).
 */
export const INDICATOR_REPORT_MEASURES = [
  "indicators",
  "indicators_due",
  "indicators_reported",
  "indicators_missing",
  "indicators_behind",
  "indicators_on_track",
  "indicators_ahead",
  "indicators_not_reporting",
] as const;
export type IndicatorReportMeasure = (typeof INDICATOR_REPORT_MEASURES)[number];

/** The path of the indicators behind a count. */
export const INDICATOR_DETAIL_REPORT = "suchak/pragarti-esthiti/indicators";

/** The indicator report's filters: fiscal year, month (the suchak reporting month), office, direction. */
/** The indicator report's rows: one per reporting office, or one per ministry (with its weighted score). */
export const INDICATOR_GROUPS = ["office", "ministry"] as const;
export type IndicatorGroup = (typeof INDICATOR_GROUPS)[number];

export const ZIndicatorReportQuery = ZReportQuery.omit({ type_id: true, subtype_id: true }).extend({
  direction: z.enum(INDICATOR_DIRECTIONS).optional(),
  group_by: z.enum(INDICATOR_GROUPS).default("office"),
  /** A ministry row's drill-down: the indicators of that ministry (within the caller's scope). */
  ministry_id: ZIdParam.optional(),
});
export type TIndicatorReportQuery = z.output<typeof ZIndicatorReportQuery>;

/** The indicator report: office rows (or ministry rows, `group_by`), each with its counts and figures. */
export const ZIndicatorReport = ZOfficeReport.extend({ group_by: z.enum(INDICATOR_GROUPS) });
export type TIndicatorReport = z.infer<typeof ZIndicatorReport>;

export const ZIndicatorListQuery = ZIndicatorReportQuery.extend(
  ZListFilters.omit({ activity_id: true }).shape,
).extend({ measure: z.enum(INDICATOR_REPORT_MEASURES).optional() });
export type TIndicatorListQuery = z.output<typeof ZIndicatorListQuery>;

/** One review period of a listed indicator: its target and achievement, and the % and status to it. */
export const ZIndicatorReportPeriod = z.object({
  period: z.number().int(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  /** To the end of this period (null for a period not ended, or without a percentage). */
  percent: z.number().nullable(),
  status: z.enum(TRACK_STATUSES).nullable(),
});

/** An indicator behind a count: its definition, each period, and its progress to the month. */
export const ZIndicatorListRow = z.object({
  id: z.number().int(),
  indicator_code: z.string(),
  indicator_name: z.string(),
  indicator_name_np: z.string(),
  /** The reporting office (the ministry when none is named). */
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  ministry_name: z.string(),
  ministry_name_np: z.string(),
  direction: z.enum(INDICATOR_DIRECTIONS),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  review_period: z.enum(REVIEW_PERIODS),
  unit: z.string().nullable(),
  unit_np: z.string().nullable(),
  sdg_code: z.string().nullable(),
  baseline: z.number().nullable(),
  annual_target: z.number().nullable(),
  weightage: z.number(),
  /** How many periods have ended by the month. */
  ended: z.number().int(),
  target_to_date: z.number().nullable(),
  achieved_to_date: z.number().nullable(),
  /** % achieved to date (null when met / not met or not reporting). */
  percent_achieved: z.number().nullable(),
  track_status: z.enum(TRACK_STATUSES),
  periods: z.array(ZIndicatorReportPeriod),
});
export type TIndicatorListRow = z.infer<typeof ZIndicatorListRow>;
export const ZIndicatorList = list(ZIndicatorListRow);
export type TIndicatorList = z.infer<typeof ZIndicatorList>;

// --- the consolidated contract view (thekka-akkikrit-pragarti) ----------------------------------------

/**
 * The counts of the consolidated contract view, each with the list of its contracts behind it: every
 * contract of the year, the contracts in each stage as of the month's end, the SPEC.md due and awarded,
 * the late ones, those with a variation or an extension of time, and the multi-year ones.
 */
export const CONTRACT_STAGE_MEASURES = CONTRACT_STATUSES.map((status) => `stage_${status}` as const);
export const CONTRACT_MEASURES = [
  "contracts",
  ...CONTRACT_STAGE_MEASURES,
  "contracts_due",
  "contracts_awarded",
  "contracts_late",
  "contracts_varied",
  "contracts_extended",
  "contracts_multi_year",
] as const;
export type ContractMeasure = (typeof CONTRACT_MEASURES)[number];

/** The path of the contracts behind a count. */
export const CONTRACT_DETAIL_REPORT = "thekka-akkikrit-pragarti/contracts";

/** The consolidated contract view's filters: fiscal year, month, office subtree, category and stage. */
export const ZContractReportQuery = ZReportQuery.omit({ subtype_id: true, type_id: true }).extend({
  category: z.enum(CONTRACT_CATEGORIES).optional(),
  /** The stage as of the month's end. */
  stage: z.enum(CONTRACT_STATUSES).optional(),
});
export type TContractReportQuery = z.output<typeof ZContractReportQuery>;

export const ZContractListQuery = ZContractReportQuery.extend(
  ZListFilters.omit({ activity_id: true }).shape,
).extend({ measure: z.enum(CONTRACT_MEASURES).optional() });
export type TContractListQuery = z.output<typeof ZContractListQuery>;

/** A contract behind a count, as of the report month's end (amounts in lakh). */
export const ZContractListRow = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  project_name: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  category: z.enum(CONTRACT_CATEGORIES),
  stage: z.enum(CONTRACT_STATUSES),
  contractor: z.string().nullable(),
  estimated_amount: z.number(),
  contract_amount: z.number().nullable(),
  /** The newest variation's amount as of the month, else the contract amount. */
  current_amount: z.number().nullable(),
  planned_award: z.string().nullable(),
  actual_award: z.string().nullable(),
  /** The newest extension as of the month, else the planned completion. */
  revised_completion: z.string().nullable(),
  late: z.boolean(),
  variations: z.number().int(),
  extensions: z.number().int(),
  multi_year: z.boolean(),
  /** The liability of the coming fiscal years (after the report's). */
  coming_liability: z.number(),
});
export type TContractListRow = z.infer<typeof ZContractListRow>;
export const ZContractList = list(ZContractListRow);
export type TContractList = z.infer<typeof ZContractList>;
