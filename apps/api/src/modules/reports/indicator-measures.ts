import type { IndicatorGroup, IndicatorReportMeasure, TIndicatorListRow } from "@pragati/domain/contract";
import {
  type IndicatorAggregation,
  type IndicatorDirection,
  progressToDate,
  trackStatus,
} from "@pragati/domain/indicators";
import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../lib/paged";
import { officeFilter, type ReportContext } from "./report-context";

/**
 * The one definition of the indicator report's measures (`suchak/pragarti-esthiti`). Its counts and
 * the list behind each count are both built from `indicatorSource` (CTE `b`, one row per indicator)
 * and `indicatorCondition`, so a count and the length of its list cannot drift apart. The progress to
 * date is the domain's (`progressToDate`, `trackStatus`) written in SQL; the report test checks every
 * row against the domain functions.
 */

/** The admin's on-track band (`app_settings.indicator_on_track_band`), read once per statement. */
const ON_TRACK_BAND = sql`(SELECT a.indicator_on_track_band FROM app_settings a LIMIT 1)`;

/**
 * `group`: what a row of the report is, the reporting office (default) or the ministry (the owner,
 * `i.nikaya_id`); `ministryId`: only that ministry's indicators (a ministry row's drill-down).
 */
export type IndicatorFilters = {
  direction?: IndicatorDirection;
  group?: IndicatorGroup;
  ministryId?: number;
};

/** JavaScript's Math.round(x * 10000) / 10000 (values are compared at 4 decimals, as the domain does). */
const round4 = (value: SQL) => sql`(floor((${value}) * 10000 + 0.5) / 10000)`;

/** The office an indicator is reported by: its reporting office, else its ministry. */
const REPORTING_OFFICE = sql`COALESCE(i.responsible_office_id, i.nikaya_id)`;

/**
 * CTE `b`: the fiscal year's indicators in the caller's scope (their ministry's or reporting office's
 * subtree) and the filters (office subtree, one office and direction on the reporting office), as of
 * fiscal month M: how many periods have ended (`ended`); whether a period ends in M (`due`) and has
 * its achievement (`due_reported`); target, achievement and baseline to date (`t`, `a`, `bl`:
 * non-cumulative values added up, cumulative and latest values the latest one, a non-cumulative
 * baseline counted for the share of the year ended); the % achieved (`percent`, null for met / not
 * met and not reporting), the status, and what it adds to a weighted score (`score_value`: the domain's
 * `scoreValue`, the % capped at 100, met 100, not met 0, null when not reporting). `nikaya_id` is the
 * row the indicator counts in: its reporting office, or its ministry when grouped by ministry.
 */
export const indicatorSource = (ctx: ReportContext, filters: IndicatorFilters): SQL => {
  const t = sql`v.t`;
  const a = sql`v.a`;
  const bl = sql`v.bl`;
  const lowerIsBetter = sql`v.direction = 'decrease'`;
  return sql`v AS (
      SELECT i.id, ${filters.group === "ministry" ? sql`i.nikaya_id` : REPORTING_OFFICE} AS nikaya_id,
             i.weightage::float8 AS weightage, i.direction, k.n, k.ended,
             (${ctx.month} + 1) % (12 / k.n) = 0 AS due,
             COALESCE(pv.due_reported, FALSE) AS due_reported,
             CASE WHEN i.aggregation = 'non_cumulative' THEN ${round4(sql`pv.t_sum`)} ELSE pv.t_last END AS t,
             CASE WHEN i.aggregation = 'non_cumulative' THEN ${round4(sql`pv.a_sum`)} ELSE pv.a_last END AS a,
             CASE WHEN i.baseline IS NULL THEN NULL
                  WHEN i.aggregation = 'non_cumulative' THEN i.baseline::float8 * k.ended / k.n
                  ELSE i.baseline::float8 END AS bl
        FROM indicators i
        CROSS JOIN LATERAL (
          SELECT x.n, ((${ctx.month} + 1) / (12 / x.n))::int AS ended
            FROM (SELECT CASE i.review_period WHEN 'monthly' THEN 12 WHEN 'quarterly' THEN 4
                                              WHEN 'four_monthly' THEN 3 ELSE 1 END AS n) x) k
        LEFT JOIN LATERAL (
          SELECT sum(ip.target)::float8 AS t_sum, sum(ip.actual)::float8 AS a_sum,
                 (array_agg(ip.target::float8 ORDER BY ip.period DESC) FILTER (WHERE ip.target IS NOT NULL))[1] AS t_last,
                 (array_agg(ip.actual::float8 ORDER BY ip.period DESC) FILTER (WHERE ip.actual IS NOT NULL))[1] AS a_last,
                 bool_or(ip.period = k.ended - 1 AND ip.actual IS NOT NULL) AS due_reported
            FROM indicator_periods ip
           WHERE ip.indicator_id = i.id AND ip.period < k.ended) pv ON TRUE
       WHERE i.fiscal_year_id = ${ctx.fiscalYearId}
         AND (${ctx.scope(sql`i.nikaya_id`)} OR ${ctx.scope(REPORTING_OFFICE)})
         AND ${officeFilter({ ...ctx, scope: () => sql`TRUE` }, REPORTING_OFFICE)}
         ${filters.direction === undefined ? sql`` : sql`AND i.direction = ${filters.direction}`}
         ${filters.ministryId === undefined ? sql`` : sql`AND i.nikaya_id = ${filters.ministryId}`}),
    p AS (
      SELECT v.*,
             CASE WHEN ${t} IS NULL OR ${a} IS NULL THEN 'not_reporting'
                  WHEN ${bl} IS NOT NULL AND ${round4(t)} = ${round4(bl)} THEN
                    CASE WHEN (${lowerIsBetter} AND ${round4(a)} <= ${round4(t)})
                           OR (NOT ${lowerIsBetter} AND ${round4(a)} >= ${round4(t)}) THEN 'met' ELSE 'not_met' END
                  WHEN ${bl} IS NOT NULL THEN 'percent'
                  WHEN ${round4(t)} = 0 THEN 'not_reporting'
                  WHEN NOT ${lowerIsBetter} THEN 'percent'
                  WHEN ${round4(a)} = 0 THEN 'met'
                  ELSE 'percent' END AS kind
        FROM v),
    b AS (
      SELECT p.*, q.percent,
             CASE p.kind WHEN 'percent' THEN LEAST(q.percent, 100) WHEN 'met' THEN 100 WHEN 'not_met' THEN 0
                  END AS score_value,
             CASE p.kind WHEN 'not_reporting' THEN 'not_reporting' WHEN 'met' THEN 'on_track'
                         WHEN 'not_met' THEN 'behind'
                         ELSE CASE WHEN q.percent < 100 - ${ON_TRACK_BAND} THEN 'behind'
                                   WHEN q.percent > 100 + ${ON_TRACK_BAND} THEN 'ahead'
                                   ELSE 'on_track' END END AS status
        FROM p
        CROSS JOIN LATERAL (
          SELECT CASE WHEN p.kind <> 'percent' THEN NULL
                      WHEN p.bl IS NOT NULL THEN (p.a - p.bl) / (p.t - p.bl) * 100
                      WHEN p.direction = 'decrease' THEN p.t / p.a * 100
                      ELSE p.a / p.t * 100 END AS percent) q)`;
};

/**
 * A group's weighted score over `b` (the domain's `weightedScore`): sum of w x score value over sum of w,
 * over its reporting indicators of positive weight, 2 decimals; null when there are none.
 */
export const WEIGHTED_SCORE = sql`round((sum(b.weightage * b.score_value) FILTER (WHERE b.score_value IS NOT NULL AND b.weightage > 0)
    / NULLIF(sum(b.weightage) FILTER (WHERE b.score_value IS NOT NULL AND b.weightage > 0), 0))::numeric, 2)::float8`;

/** Each count as a condition over `b`. */
export const indicatorCondition = (measure: IndicatorReportMeasure): SQL => {
  switch (measure) {
    case "indicators":
      return sql`TRUE`;
    case "indicators_due":
      return sql`b.due`;
    case "indicators_reported":
      return sql`b.due AND b.due_reported`;
    case "indicators_missing":
      return sql`b.due AND NOT b.due_reported`;
    case "indicators_behind":
      return sql`b.status = 'behind'`;
    case "indicators_on_track":
      return sql`b.status = 'on_track'`;
    case "indicators_ahead":
      return sql`b.status = 'ahead'`;
    case "indicators_not_reporting":
      return sql`b.status = 'not_reporting'`;
  }
};

type StoredPeriod = { period: number; target: number | null; actual: number | null };
export type IndicatorListSqlRow = Omit<TIndicatorListRow, "periods"> & {
  stored: StoredPeriod[];
  band: number;
};

/**
 * The indicators of one measure as list rows (one statement), in id order; `afterId` continues a
 * batch of the export. Each row carries its stored periods (`stored`), laid out by `presentIndicatorRow`.
 */
export const indicatorListSelect = (
  ctx: ReportContext,
  filters: IndicatorFilters,
  measure: IndicatorReportMeasure,
  afterId: number | null = null,
): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${indicatorSource(ctx, filters)}
    SELECT b.id, i.code AS indicator_code, i.name AS indicator_name, i.name_np AS indicator_name_np,
           o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
           m.name AS ministry_name, m.name_np AS ministry_name_np,
           i.direction, i.aggregation, i.review_period, u.name AS unit, u.name_np AS unit_np, i.sdg_code,
           i.baseline::float8 AS baseline, i.annual_target::float8 AS annual_target,
           i.weightage::float8 AS weightage, b.ended, b.t AS target_to_date, b.a AS achieved_to_date,
           b.percent AS percent_achieved, b.status AS track_status, ${ON_TRACK_BAND} AS band,
           COALESCE((SELECT json_agg(json_build_object('period', ip.period, 'target', ip.target::float8,
                                                       'actual', ip.actual::float8) ORDER BY ip.period)
                       FROM indicator_periods ip WHERE ip.indicator_id = b.id), '[]'::json) AS stored
      FROM b
      JOIN indicators i ON i.id = b.id
      JOIN offices o ON o.id = ${REPORTING_OFFICE}
      JOIN offices m ON m.id = i.nikaya_id
      LEFT JOIN setup_items u ON u.id = i.unit_id
     WHERE ${indicatorCondition(measure)}
       ${
         term
           ? sql`AND (i.name ILIKE ${likePattern(term)} OR i.name_np ILIKE ${likePattern(term)}
                      OR i.code ILIKE ${likePattern(term)} OR i.sdg_code ILIKE ${likePattern(term)})`
           : sql``
       }
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};

const PERIOD_COUNTS: Record<TIndicatorListRow["review_period"], number> = {
  monthly: 12,
  quarterly: 4,
  four_monthly: 3,
  yearly: 1,
};

/**
 * A list row with every period of its review period: the stored target and achievement, and for each
 * ended period the % achieved and status to its end (the domain's progress to date over the periods
 * up to it), which the chart and the export show beside the row's figures to the month.
 */
export const presentIndicatorRow = ({ stored, band, ...row }: IndicatorListSqlRow): TIndicatorListRow => {
  const values = Array.from({ length: PERIOD_COUNTS[row.review_period] }, (_, period) => {
    const found = stored.find((p) => p.period === period);
    return { target: found?.target ?? null, actual: found?.actual ?? null };
  });
  return {
    ...row,
    periods: values.map((value, period) => {
      if (period >= row.ended) return { period, ...value, percent: null, status: null };
      const toDate = progressToDate({
        aggregation: row.aggregation as IndicatorAggregation,
        direction: row.direction,
        baseline: row.baseline,
        periods: values,
        ended: period + 1,
      });
      return {
        period,
        ...value,
        percent: toDate.achievement.kind === "percent" ? toDate.achievement.percent : null,
        status: trackStatus(toDate.achievement, band),
      };
    }),
  };
};
