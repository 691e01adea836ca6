import { type SQL, sql } from "drizzle-orm";

/**
 * THE rule for an indicator's progress to date, written once in SQL and read by every figure: the
 * periods view (the indicator's dialog), the indicator report's counts, its lists with each period's
 * status, their Excel and print (docs/product-rules.md, "Ministry indicators", "Progress").
 *
 * - Only reported periods count: a period without an achievement is "not reporting", never 0. The
 *   achievement to date is the reported periods' values added up (non-cumulative) or the latest reported
 *   one (cumulative, latest value); the target it is compared with is the targets of those same periods
 *   (added up), or the target of the latest reported period. A non-cumulative baseline is a whole year's
 *   amount, counted for the share of the year's periods that were reported.
 * - % achieved (DOMAIN.md): with a baseline B, (A - B) / (T - B); without, A / T when higher is better and
 *   T / A when lower is better (A = 0 met); T = B is "maintain" (met on the better side or equal). It is
 *   rounded to 2 decimals, half away from zero (numeric `round`), before anything reads it.
 * - Status from that rounded %: behind below 100 - band, ahead above 100 + band, on track between (the
 *   band is the admin's `indicator_on_track_band`); met is on track, not met behind. The % already
 *   points the better way, so a lower-is-better indicator above its target is behind.
 *
 * The caller's statement names the indicator `i` (a row of `indicators`).
 */

/** How many periods the indicator's review period has. */
export const PERIOD_COUNT = sql`(CASE i.review_period WHEN 'monthly' THEN 12 WHEN 'quarterly' THEN 4
                                 WHEN 'four_monthly' THEN 3 ELSE 1 END)`;

/** The admin's on-track band (`app_settings.indicator_on_track_band`). */
export const ON_TRACK_BAND = sql`(SELECT a.indicator_on_track_band FROM app_settings a LIMIT 1)`;

const r4 = (value: SQL) => sql`round(${value}, 4)`;

/**
 * A LATERAL subquery over the periods before `upTo` (0-based period index, exclusive): `reported` (how
 * many of them hold an achievement), `t`, `a`, `bl` (target, achievement and baseline to date), `kind`
 * (percent, met, not_met, not_reporting), `percent` (2 decimals, null unless kind is percent), `status`
 * and `score_value` (what it adds to a weighted score: the % capped at 100, met 100, not met 0).
 */
export const indicatorProgress = (upTo: SQL, band: SQL = ON_TRACK_BAND): SQL => sql`LATERAL (
  SELECT r.reported, r.t::float8 AS t, r.a::float8 AS a, r.bl::float8 AS bl, q.kind, q.percent::float8 AS percent,
         CASE q.kind WHEN 'not_reporting' THEN 'not_reporting' WHEN 'met' THEN 'on_track'
                     WHEN 'not_met' THEN 'behind'
                     ELSE CASE WHEN q.percent < 100 - ${band} THEN 'behind'
                               WHEN q.percent > 100 + ${band} THEN 'ahead'
                               ELSE 'on_track' END END AS status,
         (CASE q.kind WHEN 'percent' THEN LEAST(q.percent, 100) WHEN 'met' THEN 100 WHEN 'not_met' THEN 0
               END)::float8 AS score_value
    FROM (
      SELECT count(*)::int AS reported,
             CASE WHEN i.aggregation = 'non_cumulative' THEN sum(ip.target)
                  ELSE (array_agg(ip.target ORDER BY ip.period DESC))[1] END AS t,
             CASE WHEN i.aggregation = 'non_cumulative' THEN sum(ip.actual)
                  ELSE (array_agg(ip.actual ORDER BY ip.period DESC))[1] END AS a,
             CASE WHEN i.baseline IS NULL THEN NULL
                  WHEN i.aggregation = 'non_cumulative' THEN i.baseline * count(*) / ${PERIOD_COUNT}
                  ELSE i.baseline END AS bl
        FROM indicator_periods ip
       WHERE ip.indicator_id = i.id AND ip.period < ${upTo} AND ip.actual IS NOT NULL) r
    CROSS JOIN LATERAL (
      SELECT k.kind,
             CASE WHEN k.kind <> 'percent' THEN NULL
                  WHEN r.bl IS NOT NULL THEN round((r.a - r.bl) / (r.t - r.bl) * 100, 2)
                  WHEN i.direction = 'decrease' THEN round(r.t / r.a * 100, 2)
                  ELSE round(r.a / r.t * 100, 2) END AS percent
        FROM (SELECT CASE WHEN r.t IS NULL OR r.a IS NULL THEN 'not_reporting'
                          WHEN r.bl IS NOT NULL AND ${r4(sql`r.t`)} = ${r4(sql`r.bl`)} THEN
                            CASE WHEN (i.direction = 'decrease' AND ${r4(sql`r.a`)} <= ${r4(sql`r.t`)})
                                   OR (i.direction <> 'decrease' AND ${r4(sql`r.a`)} >= ${r4(sql`r.t`)})
                                 THEN 'met' ELSE 'not_met' END
                          WHEN r.bl IS NOT NULL THEN 'percent'
                          WHEN ${r4(sql`r.t`)} = 0 THEN 'not_reporting'
                          WHEN i.direction <> 'decrease' THEN 'percent'
                          WHEN ${r4(sql`r.a`)} = 0 THEN 'met'
                          ELSE 'percent' END AS kind) k) q)`;

/**
 * Each of the first `ended` periods as JSON (`period`, `target`, `actual`, `percent`, `status`): the
 * period's own values and, when it was reported, the progress to its end; an unreported period is
 * "not reporting" whatever came before it. Periods not ended carry no % and no status.
 */
export const periodStatuses = (ended: SQL, band: SQL = ON_TRACK_BAND): SQL => sql`(
  SELECT json_agg(json_build_object('period', g.period, 'target', ip.target::float8, 'actual', ip.actual::float8,
                                    'percent', CASE WHEN ip.actual IS NOT NULL THEN pr.percent END,
                                    'status', CASE WHEN g.period >= ${ended} THEN NULL
                                                   WHEN ip.actual IS NULL THEN 'not_reporting'
                                                   ELSE pr.status END)
                  ORDER BY g.period)
    FROM generate_series(0, ${PERIOD_COUNT} - 1) g(period)
    LEFT JOIN indicator_periods ip ON ip.indicator_id = i.id AND ip.period = g.period
    CROSS JOIN ${indicatorProgress(sql`CASE WHEN g.period < ${ended} THEN g.period + 1 ELSE 0 END`, band)} pr)`;
