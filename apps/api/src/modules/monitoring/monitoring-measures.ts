import {
  COVERAGE_DETAIL_REPORT,
  COVERAGE_FIGURES,
  COVERAGE_MEASURES,
  type CoverageMeasure,
  POINT_AGING_MEASURES,
  POINT_DETAIL_REPORT,
  type PointAgingMeasure,
  type TCoverageListQuery,
  type TCoverageListRow,
  type TPointListQuery,
  type TPointListRow,
  type TVisitListQuery,
  type TVisitListRow,
  type TVisitStateReport,
  VISIT_DETAIL_REPORT,
  VISIT_STATE_MEASURES,
  type VisitStateMeasure,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { likePattern } from "../../lib/paged";
import { todayAdOf } from "../calendar/calendar.service";
import { officeCountsReport } from "../reports/office-counts-report";
import { officeFilter, type ReportContext } from "../reports/report-context";
import { nothingToRead, reportList } from "../reports/report-list";
import {
  acceptedVisit,
  coveringVisit,
  pointAging,
  pointDaysOverdue,
  pointPending,
} from "./visit-reports.repository";

/**
 * The one definition of the monitoring reports' measures (issue 18 item 9): each summary counts over its
 * source (CTE `b`, one row per visit or action point, with the office its row is grouped by, `office_id`)
 * with one condition per count, and the list behind each count selects from the same CTE with the same
 * condition, so a count and its list cannot drift apart. The visits' rows are their creating offices in
 * the caller's scope; the action points' are their responsible offices, of the year's visits whose creating
 * or responsible office is in scope. Overdue and aging are the monitoring module's expressions, as of today.
 */

const visitSource = (ctx: ReportContext): SQL => sql`b AS (
    SELECT v.id, v.state, v.nikaya_id AS office_id
      FROM monitoring_visits v
     WHERE ${officeFilter(ctx, sql`v.nikaya_id`)}
       AND v.fiscal_year_id = ${ctx.fiscalYearId})`;

const visitCondition = (measure: VisitStateMeasure): SQL =>
  measure === "visits" ? sql`TRUE` : sql`b.state = ${measure}`;

/** anugaman/visits-by-state: every visit and one count per state, per creating office. */
export const visitsByStateReport = (executor: Executor, ctx: ReportContext): Promise<TVisitStateReport> =>
  officeCountsReport(executor, ctx, {
    source: visitSource(ctx),
    measures: VISIT_STATE_MEASURES,
    condition: visitCondition,
    detail: VISIT_DETAIL_REPORT,
  });

/** The visits of one measure and creating office as list rows (one statement), in id order. */
const visitListSelect = (ctx: ReportContext, query: TVisitListQuery, afterId: number | null): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${visitSource(ctx)}
    SELECT v.id, v.title, v.order_number, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
           v.from_date, v.to_date, v.state AS visit_state
      FROM b
      JOIN monitoring_visits v ON v.id = b.id
      JOIN offices o ON o.id = v.nikaya_id
     WHERE ${visitCondition(query.measure ?? "visits")}
       ${term ? sql`AND (v.title ILIKE ${likePattern(term)} OR v.order_number ILIKE ${likePattern(term)})` : sql``}
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};

/** The visits behind a count, and every visit of the list for the export and the print. */
export const { page: visitList, rows: visitRows } = reportList<TVisitListRow, TVisitListQuery, undefined>(
  nothingToRead,
  visitListSelect,
);

/**
 * CTE `b` of the action points: those of the fiscal year's visits whose creating or responsible office
 * is in the caller's scope, by responsible office (the header's office filter applies to it), with their
 * days overdue and aging bucket as of `todayAd`.
 */
const pointSource = (ctx: ReportContext, todayAd: string): SQL => sql`b AS (
    SELECT ap.id, ap.status, ap.responsible_nikaya_id AS office_id, ${pointPending} AS open,
           ${pointDaysOverdue(todayAd)} AS days_overdue, ${pointAging(todayAd)} AS aging
      FROM monitoring_action_points ap
      JOIN monitoring_visits v ON v.id = ap.visit_id
     WHERE (${ctx.scope(sql`v.nikaya_id`)} OR ${ctx.scope(sql`ap.responsible_nikaya_id`)})
       AND ${officeFilter({ ...ctx, scope: () => sql`TRUE` }, sql`ap.responsible_nikaya_id`)}
       AND v.fiscal_year_id = ${ctx.fiscalYearId})`;

const pointCondition = (measure: PointAgingMeasure): SQL =>
  measure === "open"
    ? sql`b.open`
    : measure === "overdue"
      ? sql`b.days_overdue IS NOT NULL`
      : sql`b.aging = ${measure}`;

/** anugaman/action-point-aging: open and overdue points and the buckets of days overdue, per responsible office. */
export const pointAgingReport = async (executor: Executor, ctx: ReportContext): Promise<TVisitStateReport> =>
  officeCountsReport(executor, ctx, {
    source: pointSource(ctx, await todayAdOf(executor)),
    measures: POINT_AGING_MEASURES,
    condition: pointCondition,
    detail: POINT_DETAIL_REPORT,
  });

/** The action points of one measure and responsible office as list rows (one statement), in id order. */
const pointListSelect = (
  ctx: ReportContext,
  query: TPointListQuery,
  afterId: number | null,
  todayAd: string,
): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${pointSource(ctx, todayAd)}
    SELECT b.id, ap.description AS point_description, v.title AS visit_title, o.name AS nikaya_name,
           o.name_np AS nikaya_name_np, ap.due_date, ap.priority AS point_priority, ap.status AS point_status, b.days_overdue
      FROM b
      JOIN monitoring_action_points ap ON ap.id = b.id
      JOIN monitoring_visits v ON v.id = ap.visit_id
      JOIN offices o ON o.id = ap.responsible_nikaya_id
     WHERE ${pointCondition(query.measure ?? "open")}
       ${term ? sql`AND (ap.description ILIKE ${likePattern(term)} OR v.title ILIKE ${likePattern(term)})` : sql``}
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};

/** The action points behind a count, and every one of the list for the export and the print. */
export const { page: pointList, rows: pointRows } = reportList<TPointListRow, TPointListQuery, string>(
  todayAdOf,
  pointListSelect,
);

/**
 * CTE `b` of the coverage report: every office of the caller's scope and filters, and every project of
 * those offices (by its office), each with whether a visit covered it as of `todayAd` (the dashboard's
 * rule, `coveringVisit`). Coverage is of the 12 months up to today, so the header's fiscal year does not
 * apply to it.
 */
const coverageSource = (ctx: ReportContext, todayAd: string): SQL => sql`b AS (
    SELECT 'office' AS item, o.id, o.id AS office_id,
           EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.target_nikaya_id = o.id AND ${coveringVisit(todayAd)}) AS visited
      FROM offices o
     WHERE ${officeFilter(ctx, sql`o.id`)}
    UNION ALL
    SELECT 'project', pr.id, pr.nikaya_id,
           EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.project_id = pr.id AND ${coveringVisit(todayAd)})
      FROM projects pr
     WHERE ${officeFilter(ctx, sql`pr.nikaya_id`)})`;

const coverageCondition = (measure: CoverageMeasure): SQL => {
  const item = measure.startsWith("projects") ? sql`b.item = 'project'` : sql`b.item = 'office'`;
  if (measure.endsWith("_not_visited")) return sql`${item} AND NOT b.visited`;
  return measure.endsWith("_visited") ? sql`${item} AND b.visited` : item;
};

/** The % of `total` visited, one decimal; null when there is nothing to cover. */
const coveredPercent = (visited: number, total: number) =>
  total === 0 ? null : Math.round((visited * 1000) / total) / 10;

const coverageFigures = (counts: Record<string, number>): Record<string, number | null> => ({
  [COVERAGE_FIGURES[0]]: coveredPercent(counts.projects_visited, counts.projects),
  [COVERAGE_FIGURES[1]]: coveredPercent(counts.offices_visited, counts.offices),
});

/**
 * anugaman/coverage: per office, its own projects and itself, visited in the last 12 months or not,
 * and the % covered; each count drills into its projects or offices.
 */
export const coverageReport = async (executor: Executor, ctx: ReportContext): Promise<TVisitStateReport> =>
  officeCountsReport(executor, ctx, {
    source: coverageSource(ctx, await todayAdOf(executor)),
    measures: COVERAGE_MEASURES,
    condition: coverageCondition,
    detail: COVERAGE_DETAIL_REPORT,
    values: coverageFigures,
  });

/**
 * The projects or offices of one measure and office as list rows (one statement), in id order, with
 * the last day of their last accepted visit up to today (older than 12 months for those not visited).
 */
const coverageListSelect = (
  ctx: ReportContext,
  query: TCoverageListQuery,
  afterId: number | null,
  todayAd: string,
): SQL => {
  const term = ctx.search.trim();
  const last = (column: SQL) => sql`(SELECT v.to_date FROM monitoring_visits v
      WHERE ${column} = b.id AND ${acceptedVisit} AND v.from_date_ad <= ${todayAd}::date
      ORDER BY v.to_date_ad DESC LIMIT 1)`;
  return sql`WITH ${coverageSource(ctx, todayAd)}
    SELECT b.id, coalesce(pr.name, o.name) AS item_name, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
           CASE WHEN b.item = 'project' THEN ${last(sql`v.project_id`)} ELSE ${last(sql`v.target_nikaya_id`)} END
             AS last_visit_date
      FROM b
      LEFT JOIN projects pr ON b.item = 'project' AND pr.id = b.id
      JOIN offices o ON o.id = b.office_id
     WHERE ${coverageCondition(query.measure ?? "projects")}
       ${term ? sql`AND coalesce(pr.name, o.name) ILIKE ${likePattern(term)}` : sql``}
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};

/** The projects or offices behind a count, and every one of the list for the export and the print. */
export const { page: coverageList, rows: coverageRows } = reportList<
  TCoverageListRow,
  TCoverageListQuery,
  string
>(todayAdOf, coverageListSelect);
