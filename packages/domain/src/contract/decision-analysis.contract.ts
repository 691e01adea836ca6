import { z } from "zod";
import { AGING_BUCKETS, DECISION_STATUSES } from "../meetings/decision-schedule";
import { ZIdParam, ZPaged, ZPagedQuery } from "./envelope.contract";
import { ZReportCells, ZReportColumn, ZReportFilters, ZReportQuery } from "./reports.contract";

/**
 * The decision reports of the report registry (issue 19): the implementation rate and the aging of
 * open decisions, grouped by meeting type, implementing office or fiscal year; the decisions behind
 * every count; and the decisions still pending from earlier meetings of a type. Rules:
 * docs/product-rules.md "Meetings and decisions".
 */

/** What a row of the decision summaries is: a meeting type, an implementing office or a fiscal year. */
export const DECISION_GROUPS = ["meeting_type", "office", "fiscal_year"] as const;
export type DecisionGroup = (typeof DECISION_GROUPS)[number];

/** The counts of the implementation-rate report (every decision, then one count per status). */
export const IMPLEMENTATION_MEASURES = [
  "decisions",
  "implemented",
  "partially_implemented",
  "in_progress",
  "not_started",
  "not_implementable",
  "cancelled",
] as const;

/** The counts of the aging report: open decisions, those past due, and the buckets of days overdue. */
export const AGING_MEASURES = ["open", "overdue", ...AGING_BUCKETS] as const;

/** Every set of decisions the list behind a count shows. */
export const DECISION_LIST_MEASURES = [...IMPLEMENTATION_MEASURES, ...AGING_MEASURES] as const;
export type DecisionListMeasure = (typeof DECISION_LIST_MEASURES)[number];

export const DECISION_IMPLEMENTATION_REPORT = "meetings/implementation-rate";
export const DECISION_AGING_REPORT = "meetings/decision-aging";
/** The decisions behind a count. */
export const DECISION_DETAIL_REPORT = "meetings/decisions";
/** The open decisions of earlier meetings of a type, printed for its next meeting. */
export const PENDING_DECISIONS_REPORT = "meetings/pending-decisions";

/**
 * The summaries' filters: the header's fiscal year (not applied when the rows are fiscal years), the
 * implementing office's subtree, the meeting type, and what a row is.
 */
export const ZDecisionSummaryQuery = ZReportQuery.omit({ type_id: true, subtype_id: true }).extend({
  group_by: z.enum(DECISION_GROUPS).default("meeting_type"),
  meeting_type_id: ZIdParam.optional(),
});
export type TDecisionSummaryQuery = z.output<typeof ZDecisionSummaryQuery>;

/** A list: the summary's filters, one row's group (`group_id`), one implementing office and a measure. */
export const ZDecisionListQuery = ZDecisionSummaryQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  group_id: ZIdParam.optional(),
  office_id: ZIdParam.optional(),
  measure: z.enum(DECISION_LIST_MEASURES).optional(),
});
export type TDecisionListQuery = z.output<typeof ZDecisionListQuery>;

export const ZDecisionSummaryRow = ZReportCells.extend({
  group_id: z.number().int(),
  group_name: z.string(),
  group_name_np: z.string(),
});
export type TDecisionSummaryRow = z.infer<typeof ZDecisionSummaryRow>;

export const ZDecisionSummary = z.object({
  filters: ZReportFilters,
  group_by: z.enum(DECISION_GROUPS),
  columns: z.array(ZReportColumn),
  rows: z.array(ZDecisionSummaryRow),
  totals: ZReportCells,
});
export type TDecisionSummary = z.infer<typeof ZDecisionSummary>;

/** A decision behind a count, with its meeting, offices, due date and days overdue as of today. */
export const ZDecisionListRow = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  meeting_type_name: z.string(),
  meeting_type_name_np: z.string(),
  meeting_number: z.number().int(),
  meeting_date: z.string(),
  meeting_title: z.string(),
  item_no: z.number().int(),
  description: z.string(),
  implementing_office_name: z.string(),
  implementing_office_name_np: z.string(),
  reporting_office_name: z.string(),
  reporting_office_name_np: z.string(),
  due_date: z.string(),
  decision_status: z.enum(DECISION_STATUSES),
  /** Days past the due date of an open decision (null when not overdue). */
  days_overdue: z.number().int().nullable(),
});
export type TDecisionListRow = z.infer<typeof ZDecisionListRow>;
export const ZDecisionList = ZPaged(ZDecisionListRow).extend({ filters: ZReportFilters });
export type TDecisionList = z.infer<typeof ZDecisionList>;
