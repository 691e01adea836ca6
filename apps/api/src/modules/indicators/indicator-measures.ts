import type { IndicatorGroup, IndicatorReportMeasure } from "@pragati/domain/contract";
import type { IndicatorDirection } from "@pragati/domain/indicators";
import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../lib/paged";
import { officeFilter, type ReportContext } from "../reports/report-context";
import { indicatorProgress, PERIOD_COUNT, periodStatuses } from "./indicator-progress";

/**
 * The one definition of the indicator report's measures (`suchak/pragarti-esthiti`). Its counts and
 * the list behind each count are both built from `indicatorSource` (CTE `b`, one row per indicator)
 * and `indicatorCondition`, so a count and the length of its list cannot drift apart. The progress to
 * date is the indicators module's one rule (`indicator-progress.ts`), which the periods view reads too.
 */

/**
 * `group`: what a row of the report is, the reporting office (default) or the ministry (the owner,
 * `i.nikaya_id`); `ministryId`: only that ministry's indicators (a ministry row's drill-down).
 */
export type IndicatorFilters = {
  direction?: IndicatorDirection;
  group?: IndicatorGroup;
  ministryId?: number;
};

/** The office an indicator is reported by: its reporting office, else its ministry. */
const REPORTING_OFFICE = sql`COALESCE(i.responsible_office_id, i.nikaya_id)`;

/**
 * CTE `b`: the fiscal year's indicators in the caller's scope (their ministry's or reporting office's
 * subtree) and the filters (office subtree, one office and direction on the reporting office), as of
 * fiscal month M: how many periods have ended (`ended`); whether a period ends in M (`due`) and has
 * its achievement (`due_reported`); and the progress to date over the reported periods among the ended
 * ones (`indicatorProgress`: `reported`, `t`, `a`, `bl`, `kind`, `percent`, `status`, `score_value`).
 * `nikaya_id` is the row the indicator counts in: its reporting office, or its ministry when grouped
 * by ministry.
 */
export const indicatorSource = (ctx: ReportContext, filters: IndicatorFilters): SQL => sql`b AS (
      SELECT i.id, ${filters.group === "ministry" ? sql`i.nikaya_id` : REPORTING_OFFICE} AS nikaya_id,
             i.weightage::float8 AS weightage, i.direction, k.n, k.ended,
             (${ctx.month} + 1) % (12 / k.n) = 0 AS due,
             EXISTS (SELECT 1 FROM indicator_periods d
                      WHERE d.indicator_id = i.id AND d.period = k.ended - 1 AND d.actual IS NOT NULL) AS due_reported,
             pr.reported, pr.t, pr.a, pr.bl, pr.kind, pr.percent, pr.status, pr.score_value
        FROM indicators i
        CROSS JOIN LATERAL (
          SELECT x.n, ((${ctx.month} + 1) / (12 / x.n))::int AS ended
            FROM (SELECT ${PERIOD_COUNT} AS n) x) k
        CROSS JOIN ${indicatorProgress(sql`k.ended`)} pr
       WHERE i.fiscal_year_id = ${ctx.fiscalYearId}
         AND (${ctx.scope(sql`i.nikaya_id`)} OR ${ctx.scope(REPORTING_OFFICE)})
         AND ${officeFilter({ ...ctx, scope: () => sql`TRUE` }, REPORTING_OFFICE)}
         ${filters.direction === undefined ? sql`` : sql`AND i.direction = ${filters.direction}`}
         ${filters.ministryId === undefined ? sql`` : sql`AND i.nikaya_id = ${filters.ministryId}`})`;

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

/**
 * The indicators of one measure as list rows (one statement), in id order; `afterId` continues a
 * batch of the export. Each row carries every period of its review period (`periodStatuses`): the stored
 * target and achievement and, for each ended period, the % and status to its end.
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
           b.percent AS percent_achieved, b.status AS track_status, ${periodStatuses(sql`b.ended`)} AS periods
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
