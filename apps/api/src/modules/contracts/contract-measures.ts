import type { ContractMeasure, TContractReportQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../lib/paged";
import { officeFilter, type ReportContext } from "../reports/report-context";
import type { Measures } from "../reports/reports.repository";

/**
 * The one definition of the consolidated contract view's measures (`thekka-akkikrit-pragarti`). Its
 * counts and the list behind each count are both built from `contractSource` (CTE `b`, one row per
 * contract) and `contractCondition`, so a count and the length of its list cannot drift apart.
 */

/** The contract filters beyond the report context. */
export type ContractFilters = Pick<TContractReportQuery, "category" | "stage">;

/**
 * The dates a report month is read at (BS 'YYYY-MM-DD', compared as text): `until`, the first day
 * after the month (a date before it happened by the month's end), `lateAt`, the day lateness is
 * judged on (the month's end; today for a month not yet ended, as the contract screen's badge), and the
 * start year of the report's fiscal year (the liabilities of the years after it are the coming ones).
 */
export type ContractDates = { until: string; lateAt: string; startYear: number };

/** Every stage whose actual date marks the start of a status (`contracts` columns), latest first. */
const STAGE_OF = sql`CASE
    WHEN c.status IN ('cancelled', 'unsuccessful', 'terminated') AND c.closed_on < u.until THEN c.status
    WHEN c.actual_completion < u.until THEN 'completed'
    WHEN c.actual_agreement < u.until THEN 'active'
    WHEN c.actual_award < u.until THEN 'awarded'
    WHEN c.actual_opening < u.until THEN 'evaluation'
    WHEN c.actual_invitation < u.until THEN 'tender'
    ELSE 'planned' END`;

/**
 * CTE `b`: the contracts of the fiscal year whose procuring office is in scope and in the filters, and
 * whose project is in the caller's project `scope` (alias `p`, the projects module's one rule), one
 * row each, as of the month's end: the stage from the actual dates, whether it was dropped
 * (cancelled or unsuccessful), awarded or due for award (domain `monthRoleOf`), late (domain
 * `isContractLate` on `lateAt`, with the newest extension by then as the revised completion), the
 * variations and extensions by then with the newest variation's amount, and the liabilities of the
 * coming fiscal years. The variations, extensions and liabilities are grouped once per contract id
 * (hash joins over the year's contracts, not one lookup per contract).
 */
export const contractSource = (
  ctx: ReportContext,
  filters: ContractFilters,
  scope: SQL,
  dates: ContractDates,
): SQL =>
  sql`u AS (SELECT ${dates.until}::text AS until, ${dates.lateAt}::text AS late_at),
    yc AS (
      SELECT c.id, c.nikaya_id, c.estimated_amount, c.contract_amount, c.multi_year, c.status, c.closed_on,
             c.planned_invitation, c.planned_opening, c.planned_award, c.planned_agreement,
             c.planned_completion, c.actual_award, ${STAGE_OF} AS stage
        FROM contracts c
        JOIN projects p ON p.id = c.project_id
        CROSS JOIN u
       WHERE c.fiscal_year_id = ${ctx.fiscalYearId}
         AND ${officeFilter(ctx, sql`c.nikaya_id`)}
         AND ${scope}
         ${filters.category === undefined ? sql`` : sql`AND c.category = ${filters.category}`}),
    yv AS (
      SELECT x.contract_id, count(*)::int AS variations,
             (array_agg(x.new_amount ORDER BY x.number DESC))[1] AS current_amount
        FROM contract_variations x JOIN yc ON yc.id = x.contract_id CROSS JOIN u
       WHERE x.varied_on < u.until GROUP BY x.contract_id),
    ye AS (
      SELECT x.contract_id, count(*)::int AS extensions,
             (array_agg(x.new_end_date ORDER BY x.number DESC))[1] AS revised_completion
        FROM contract_extensions x JOIN yc ON yc.id = x.contract_id CROSS JOIN u
       WHERE x.extended_on < u.until GROUP BY x.contract_id),
    yl AS (
      SELECT l.contract_id,
             sum(l.amount) FILTER (WHERE f.start_year = ${dates.startYear + 1}) AS next_1,
             sum(l.amount) FILTER (WHERE f.start_year = ${dates.startYear + 2}) AS next_2,
             sum(l.amount) FILTER (WHERE f.start_year = ${dates.startYear + 3}) AS next_3,
             sum(l.amount) FILTER (WHERE f.start_year > ${dates.startYear + 3}) AS later
        FROM contract_liabilities l
        JOIN yc ON yc.id = l.contract_id
        JOIN fiscal_years f ON f.id = l.fiscal_year_id
       WHERE f.start_year > ${dates.startYear} GROUP BY l.contract_id),
    b AS (
      SELECT yc.id, yc.nikaya_id, yc.stage, yc.estimated_amount, yc.contract_amount, yc.multi_year,
             yc.stage IN ('cancelled', 'unsuccessful') AS dropped,
             (yc.actual_award < u.until) IS TRUE AS awarded,
             (yc.stage NOT IN ('cancelled', 'unsuccessful') AND (yc.actual_award < u.until) IS NOT TRUE
               AND (yc.planned_award < u.until) IS TRUE) AS due,
             ((CASE yc.stage
                WHEN 'planned' THEN yc.planned_invitation
                WHEN 'tender' THEN yc.planned_opening
                WHEN 'evaluation' THEN yc.planned_award
                WHEN 'awarded' THEN yc.planned_agreement
                WHEN 'active' THEN COALESCE(ye.revised_completion, yc.planned_completion)
              END) < u.late_at) IS TRUE AS late,
             COALESCE(yv.variations, 0) AS variations,
             COALESCE(yv.current_amount, yc.contract_amount) AS current_amount,
             COALESCE(ye.extensions, 0) AS extensions,
             COALESCE(ye.revised_completion, yc.planned_completion) AS revised_completion,
             -- The coming years' liability of a multi-year contract still open at the month's end.
             yc.multi_year AND yc.stage IN ('planned', 'tender', 'evaluation', 'awarded', 'active') AS liable,
             COALESCE(yl.next_1, 0) AS next_1, COALESCE(yl.next_2, 0) AS next_2,
             COALESCE(yl.next_3, 0) AS next_3, COALESCE(yl.later, 0) AS later
        FROM yc CROSS JOIN u
        LEFT JOIN yv ON yv.contract_id = yc.id
        LEFT JOIN ye ON ye.contract_id = yc.id
        LEFT JOIN yl ON yl.contract_id = yc.id
       ${filters.stage === undefined ? sql`` : sql`WHERE yc.stage = ${filters.stage}`})`;

/** Each count as a condition over `b`. */
export const contractCondition = (measure: ContractMeasure): SQL => {
  switch (measure) {
    case "contracts":
      return sql`TRUE`;
    case "contracts_due":
      return sql`b.due`;
    case "contracts_awarded":
      return sql`b.awarded`;
    case "contracts_late":
      return sql`b.late`;
    case "contracts_varied":
      return sql`b.variations > 0`;
    case "contracts_extended":
      return sql`b.extensions > 0`;
    case "contracts_multi_year":
      return sql`b.multi_year AND NOT b.dropped`;
    default:
      // stage_<status>: the stages partition the contracts.
      return sql`b.stage = ${measure.slice("stage_".length)}`;
  }
};

const lakh = (expression: SQL) => sql`COALESCE(round(${expression}, 2), 0)::float8`;

/**
 * The figures of a row (lakh): the estimate of the contracts due for award, the contract amounts
 * signed at award (SPEC.md's actual amount), the net change of the variations by the month (the newest
 * variation's amount against the contract amount), and the liabilities of the coming fiscal years.
 */
export const CONTRACT_FIGURES: Measures = [
  ["due_amount", lakh(sql`sum(b.estimated_amount) FILTER (WHERE b.due)`)],
  ["awarded_amount", lakh(sql`sum(b.contract_amount) FILTER (WHERE b.awarded)`)],
  ["variation_amount", lakh(sql`sum(b.current_amount - b.contract_amount) FILTER (WHERE b.variations > 0)`)],
  ["liability_next_1", lakh(sql`sum(b.next_1) FILTER (WHERE b.liable)`)],
  ["liability_next_2", lakh(sql`sum(b.next_2) FILTER (WHERE b.liable)`)],
  ["liability_next_3", lakh(sql`sum(b.next_3) FILTER (WHERE b.liable)`)],
  ["liability_later", lakh(sql`sum(b.later) FILTER (WHERE b.liable)`)],
];

/**
 * The contracts of one measure as list rows (one statement), in id order; `afterId` continues a batch
 * of the export.
 */
export const contractListSelect = (args: {
  ctx: ReportContext;
  filters: ContractFilters;
  measure: ContractMeasure;
  scope: SQL;
  dates: ContractDates;
  afterId?: number | null;
}): SQL => {
  const term = args.ctx.search.trim();
  const afterId = args.afterId ?? null;
  return sql`WITH ${contractSource(args.ctx, args.filters, args.scope, args.dates)}
    SELECT b.id, c.number, c.title, p.name AS project_name, o.id AS nikaya_id, o.name AS nikaya_name,
           o.name_np AS nikaya_name_np, c.category, b.stage, c.contractor,
           b.estimated_amount::float8 AS estimated_amount, b.contract_amount::float8 AS contract_amount,
           b.current_amount::float8 AS current_amount, c.planned_award, c.actual_award,
           b.revised_completion, b.late, b.variations, b.extensions, b.multi_year,
           (CASE WHEN b.liable THEN b.next_1 + b.next_2 + b.next_3 + b.later ELSE 0 END)::float8
             AS coming_liability
      FROM b
      JOIN contracts c ON c.id = b.id
      JOIN projects p ON p.id = c.project_id
      JOIN offices o ON o.id = b.nikaya_id
     WHERE ${contractCondition(args.measure)}
       ${
         term
           ? sql`AND (c.number ILIKE ${likePattern(term)} OR c.title ILIKE ${likePattern(term)}
                  OR c.contractor ILIKE ${likePattern(term)})`
           : sql``
       }
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};
