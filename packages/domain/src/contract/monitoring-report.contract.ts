import { z } from "zod";
import { ACTION_POINT_PRIORITIES, ACTION_POINT_STATUSES } from "../monitoring/action-points";
import { VISIT_STATES } from "../monitoring/visit-states";
import { ZIdParam, ZPaged, ZPagedQuery } from "./envelope.contract";
import { ZOfficeReport, ZReportFilters, ZReportQuery } from "./reports.contract";

/**
 * The monitoring reports of the report registry (issue 18 item 9): visits by creating office and state
 * for the fiscal year, and the visits behind every count; the action points of the year's visits by
 * responsible office and days overdue, and the points behind every count. Rules: docs/product-rules.md "Monitoring".
 */

/** The counts of the visits-by-state report: every visit, then one count per state. */
export const VISIT_STATE_MEASURES = ["visits", ...VISIT_STATES] as const;
export type VisitStateMeasure = (typeof VISIT_STATE_MEASURES)[number];

export const VISITS_BY_STATE_REPORT = "anugaman/visits-by-state";
/** The visits behind a count. */
export const VISIT_DETAIL_REPORT = "anugaman/visits";

/** The summary's filters: the header's fiscal year (of the visit) and the creating office's subtree. */
export const ZVisitStateQuery = ZReportQuery.omit({ type_id: true, subtype_id: true });
export type TVisitStateQuery = z.output<typeof ZVisitStateQuery>;

/** A list: the summary's filters, one creating office (a summary row) and a measure. */
export const ZVisitListQuery = ZVisitStateQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  office_id: ZIdParam.optional(),
  measure: z.enum(VISIT_STATE_MEASURES).optional(),
});
export type TVisitListQuery = z.output<typeof ZVisitListQuery>;

/** One row per creating office, as the office reports. */
export const ZVisitStateReport = ZOfficeReport;
export type TVisitStateReport = z.infer<typeof ZVisitStateReport>;

/** A visit behind a count. */
export const ZVisitListRow = z.object({
  id: z.number().int(),
  title: z.string(),
  order_number: z.string(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  visit_state: z.enum(VISIT_STATES),
});
export type TVisitListRow = z.infer<typeof ZVisitListRow>;
export const ZVisitList = ZPaged(ZVisitListRow).extend({ filters: ZReportFilters });
export type TVisitList = z.infer<typeof ZVisitList>;

/** The counts of the action-point aging report: open points, those past due, and the buckets of days overdue. */
export const POINT_AGING_MEASURES = ["open", "overdue", "d0_30", "d31_60", "d61_90", "d90_plus"] as const;
export type PointAgingMeasure = (typeof POINT_AGING_MEASURES)[number];

export const POINT_AGING_REPORT = "anugaman/action-point-aging";
/** The action points behind a count. */
export const POINT_DETAIL_REPORT = "anugaman/action-points";

/** A list: the summary's filters, one responsible office (a summary row) and a measure. */
export const ZPointListQuery = ZVisitStateQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  office_id: ZIdParam.optional(),
  measure: z.enum(POINT_AGING_MEASURES).optional(),
});
export type TPointListQuery = z.output<typeof ZPointListQuery>;

/** An action point behind a count, with its visit, responsible office and days overdue as of today. */
export const ZPointListRow = z.object({
  id: z.number().int(),
  point_description: z.string(),
  visit_title: z.string(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  due_date: z.string(),
  point_priority: z.enum(ACTION_POINT_PRIORITIES),
  point_status: z.enum(ACTION_POINT_STATUSES),
  days_overdue: z.number().int().nullable(),
});
export type TPointListRow = z.infer<typeof ZPointListRow>;
export const ZPointList = ZPaged(ZPointListRow).extend({ filters: ZReportFilters });
export type TPointList = z.infer<typeof ZPointList>;

/**
 * The counts of the coverage report (PRODUCT.md 10, issue 18 items 8 and 9): the projects and the
 * offices, those with an accepted (or closed) visit whose last day is in the 12 months up to today, and
 * those without; its figures are the % of each covered.
 */
export const COVERAGE_MEASURES = [
  "projects",
  "projects_visited",
  "projects_not_visited",
  "offices",
  "offices_visited",
  "offices_not_visited",
] as const;
export type CoverageMeasure = (typeof COVERAGE_MEASURES)[number];
export const COVERAGE_FIGURES = ["projects_covered_percent", "offices_covered_percent"] as const;

export const COVERAGE_REPORT = "anugaman/coverage";
/** The projects or offices behind a count. */
export const COVERAGE_DETAIL_REPORT = "anugaman/coverage-items";

/** A list: the summary's filters, one office (a summary row) and a measure. */
export const ZCoverageListQuery = ZVisitStateQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  office_id: ZIdParam.optional(),
  measure: z.enum(COVERAGE_MEASURES).optional(),
});
export type TCoverageListQuery = z.output<typeof ZCoverageListQuery>;

/** A project or an office behind a count, with the last day (BS) of its last accepted visit up to today. */
export const ZCoverageListRow = z.object({
  id: z.number().int(),
  item_name: z.string(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  last_visit_date: z.string().nullable(),
});
export type TCoverageListRow = z.infer<typeof ZCoverageListRow>;
export const ZCoverageList = ZPaged(ZCoverageListRow).extend({ filters: ZReportFilters });
export type TCoverageList = z.infer<typeof ZCoverageList>;
