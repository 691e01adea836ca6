import {
  COVERAGE_DETAIL_REPORT,
  COVERAGE_FIGURES,
  COVERAGE_MEASURES,
  type CoverageMeasure,
  POINT_AGING_MEASURES,
  POINT_DETAIL_REPORT,
  type PointAgingMeasure,
  type TCoverageList,
  type TCoverageListQuery,
  type TCoverageListRow,
  type TPointList,
  type TPointListQuery,
  type TPointListRow,
  type TReportCells,
  type TVisitList,
  type TVisitListQuery,
  type TVisitListRow,
  type TVisitStateReport,
  VISIT_DETAIL_REPORT,
  VISIT_STATE_MEASURES,
  type VisitStateMeasure,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern, pagedList } from "../../lib/paged";
import { todayAdOf } from "../calendar/calendar.service";
import { batchesAsOfToday, keysetBatches } from "../reports/keyset";
import { drillBase, filtersOf, officeFilter, type ReportContext } from "../reports/report-context";
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

type OfficeRow = {
  office_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  is_total: number;
  counts: Record<string, number>;
};

/**
 * A monitoring summary (one statement): one row per office of `source` with its counts (each drilling
 * into `detail`), in the office tree's order, and the totals row (present when nothing matched).
 */
const officeSummary = async <M extends string>(
  executor: Executor,
  ctx: ReportContext,
  source: SQL,
  measures: readonly M[],
  condition: (measure: M) => SQL,
  detail: string,
): Promise<TVisitStateReport> => {
  const counts = sql.join(
    measures.map((measure) => sql`${measure}::text, count(*) FILTER (WHERE ${condition(measure)})::int`),
    sql`, `,
  );
  const rows = await queryRows<OfficeRow>(
    executor,
    sql`WITH ${source},
        g AS (SELECT b.office_id, GROUPING(b.office_id)::int AS is_total, json_build_object(${counts}) AS counts
                FROM b GROUP BY GROUPING SETS ((b.office_id), ()))
        SELECT g.office_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, g.is_total, g.counts
          FROM g LEFT JOIN offices o ON o.id = g.office_id
         ORDER BY g.is_total, o.path, g.office_id`,
  );
  const base = drillBase(ctx);
  const cells = (row: OfficeRow, drill: TReportCells["drill"]): TReportCells => ({
    counts: row.counts,
    values: {},
    drill,
  });
  // The empty grouping set answers even when nothing matched.
  const total = rows.find((row) => row.is_total === 1)!;
  return {
    filters: filtersOf(ctx),
    columns: measures.map((key) => ({ key, drill: { report: detail, params: { measure: key } } })),
    rows: rows
      .filter((row) => row.is_total === 0)
      .map((row) => ({
        nikaya_id: row.office_id!,
        nikaya_name: row.nikaya_name ?? "",
        nikaya_name_np: row.nikaya_name_np ?? "",
        ...cells(row, { ...base, office_id: row.office_id! }),
      })),
    totals: cells(total, base),
  };
};

/** anugaman/visits-by-state: every visit and one count per state, per creating office. */
export const visitsByStateReport = (executor: Executor, ctx: ReportContext) =>
  officeSummary(executor, ctx, visitSource(ctx), VISIT_STATE_MEASURES, visitCondition, VISIT_DETAIL_REPORT);

/** The visits of one measure and creating office as list rows (one statement), in id order. */
const visitListSelect = (ctx: ReportContext, query: TVisitListQuery, afterId: number | null = null): SQL => {
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

/** The visits behind a count. */
export const visitList = async (
  executor: Executor,
  ctx: ReportContext,
  query: TVisitListQuery,
): Promise<TVisitList> => ({
  ...(await pagedList<TVisitListRow>(executor, query, visitListSelect(ctx, query))),
  filters: filtersOf(ctx),
});

/** Every visit of the list, in batches, for the export and the print. */
export const visitRows = (executor: Executor, ctx: ReportContext, query: TVisitListQuery, batchSize = 1000) =>
  keysetBatches(
    (after: number | null, limit) =>
      queryRows<TVisitListRow>(executor, sql`${visitListSelect(ctx, query, after)} LIMIT ${limit}`),
    (row) => row.id,
    batchSize,
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
export const pointAgingReport = async (executor: Executor, ctx: ReportContext) =>
  officeSummary(
    executor,
    ctx,
    pointSource(ctx, await todayAdOf(executor)),
    POINT_AGING_MEASURES,
    pointCondition,
    POINT_DETAIL_REPORT,
  );

/** The action points of one measure and responsible office as list rows (one statement), in id order. */
const pointListSelect = (
  ctx: ReportContext,
  query: TPointListQuery,
  todayAd: string,
  afterId: number | null = null,
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

/** The action points behind a count. */
export const pointList = async (
  executor: Executor,
  ctx: ReportContext,
  query: TPointListQuery,
): Promise<TPointList> => ({
  ...(await pagedList<TPointListRow>(
    executor,
    query,
    pointListSelect(ctx, query, await todayAdOf(executor)),
  )),
  filters: filtersOf(ctx),
});

/** Every action point of the list, in batches, for the export and the print. */
export const pointRows = (executor: Executor, ctx: ReportContext, query: TPointListQuery, batchSize = 1000) =>
  batchesAsOfToday<TPointListRow>(
    executor,
    (todayAd, after) => pointListSelect(ctx, query, todayAd, after),
    batchSize,
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
export const coverageReport = async (executor: Executor, ctx: ReportContext): Promise<TVisitStateReport> => {
  const report = await officeSummary(
    executor,
    ctx,
    coverageSource(ctx, await todayAdOf(executor)),
    COVERAGE_MEASURES,
    coverageCondition,
    COVERAGE_DETAIL_REPORT,
  );
  return {
    ...report,
    rows: report.rows.map((row) => ({ ...row, values: coverageFigures(row.counts) })),
    totals: { ...report.totals, values: coverageFigures(report.totals.counts) },
  };
};

/**
 * The projects or offices of one measure and office as list rows (one statement), in id order, with
 * the last day of their last accepted visit up to today (older than 12 months for those not visited).
 */
const coverageListSelect = (
  ctx: ReportContext,
  query: TCoverageListQuery,
  todayAd: string,
  afterId: number | null = null,
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

/** The projects or offices behind a count. */
export const coverageList = async (
  executor: Executor,
  ctx: ReportContext,
  query: TCoverageListQuery,
): Promise<TCoverageList> => ({
  ...(await pagedList<TCoverageListRow>(
    executor,
    query,
    coverageListSelect(ctx, query, await todayAdOf(executor)),
  )),
  filters: filtersOf(ctx),
});

/** Every project or office of the list, in batches, for the export and the print. */
export const coverageRows = (
  executor: Executor,
  ctx: ReportContext,
  query: TCoverageListQuery,
  batchSize = 1000,
) =>
  batchesAsOfToday<TCoverageListRow>(
    executor,
    (todayAd, after) => coverageListSelect(ctx, query, todayAd, after),
    batchSize,
  );
