import { type SQL, sql } from "drizzle-orm";

/**
 * Budget against progress, the one rule (docs/product-rules.md "Budget against progress"): a LATERAL
 * subquery answering, for one project's row,
 * - `treasury_percent`: its sub-heads' expense over their budget in the year's newest office-expense
 *   snapshot (`tsx` of `projectTreasuryCtes`, numeric rupees), to two places, half away from zero (numeric
 *   `round`, so a refund of 100 against 80,000 is -0.13 %, not a float's -0.12 %); null (no treasury figure,
 *   never 0 %) when no row of the snapshot is the project's or their budget is nil;
 * - `treasury_gap`: the treasury % less the financial %, in points, to two places; null without either;
 * - `treasury_flagged`: the gap larger, either way, than `limit` (the `treasury_gap_percent` setting);
 *   false without a gap.
 * The project list, the project summary and the data-quality checks all read it, so they cannot disagree.
 * `budget` and `expense` are numeric columns (null for a project without rows); `financialPercent` any
 * number or null (a column, or the summary's curve figure as a bound parameter).
 */
export const treasuryGapOf = (args: { budget: SQL; expense: SQL; financialPercent: SQL; limit: SQL }): SQL =>
  sql`LATERAL (
    SELECT tp.percent::float8 AS treasury_percent, tg.gap::float8 AS treasury_gap,
           COALESCE(abs(tg.gap) > ${args.limit}, FALSE) AS treasury_flagged
      FROM (SELECT round(100 * ${args.expense} / NULLIF(${args.budget}, 0), 2) AS percent) tp
      CROSS JOIN LATERAL (SELECT round(tp.percent - (${args.financialPercent})::numeric, 2) AS gap) tg)`;

/** The `treasury_gap_percent` setting, as a scalar subquery. */
export const TREASURY_GAP_LIMIT = sql`(SELECT a.treasury_gap_percent FROM app_settings a LIMIT 1)`;
