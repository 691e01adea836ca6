import {
  type ApprovalStream,
  COMPLETENESS_DETAIL_REPORT,
  COMPLETENESS_FIGURES,
  COMPLETENESS_MEASURES,
  type CompletenessMeasure,
  type TCompletenessListQuery,
  type TCompletenessListRow,
  type TCompletenessReport,
} from "@pragati/domain/contract";
import { periodCount, REVIEW_PERIODS } from "@pragati/domain/indicators";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { likePattern } from "../../lib/paged";
import { officeCountsReport } from "../reports/office-counts-report";
import { officeFilter, type ReportContext } from "../reports/report-context";
import { nothingToRead, reportList } from "../reports/report-list";
import { fullyApprovedSql, monthLevelsSql } from "./month-approval-sql";

/**
 * The one definition of the reporting completeness reports (issue 33 item 4): CTE `b` holds one row per
 * office expected to report the stream's month (in the caller's scope and filters) with its month's
 * state; every count is a condition on it, and the list behind a count selects from the same CTE with
 * the same condition, so a count and its offices cannot drift apart. Rules: docs/product-rules.md
 * "Reporting completeness".
 */

/** The number of months of each review period: an indicator is reported in its period's last month. */
const periodLength = (column: SQL) =>
  sql`CASE ${column} ${sql.join(
    REVIEW_PERIODS.map((period) => sql`WHEN ${period} THEN ${12 / periodCount(period)}::int`),
    sql` `,
  )} END`;

/**
 * The offices expected to report the stream's month of the fiscal year: the implementing offices of
 * the year's milestones (one `office_month_counts` row per office), the profiling offices of the projects
 * belonging to the year (`project_month_figures`), the procuring offices of the year's contracts, and the
 * reporting offices of the year's indicators with a period ending in the month.
 */
export const expectedOffices = (stream: ApprovalStream, fiscalYearId: number, month: number): SQL => {
  switch (stream) {
    case "pragati":
      return sql`SELECT c.nikaya_id AS office_id FROM office_month_counts c
                  WHERE c.fiscal_year_id = ${fiscalYearId} AND c.month = ${month}
                    AND c.month_type = 'upto' AND c.milestones > 0`;
    case "project":
      return sql`SELECT DISTINCT p.nikaya_id AS office_id FROM project_month_figures f
                   JOIN projects p ON p.id = f.project_id
                  WHERE f.fiscal_year_id = ${fiscalYearId} AND f.month = ${month}`;
    case "contract":
      return sql`SELECT DISTINCT c.nikaya_id AS office_id FROM contracts c WHERE c.fiscal_year_id = ${fiscalYearId}`;
    case "indicator":
      return sql`SELECT DISTINCT COALESCE(i.responsible_office_id, i.nikaya_id) AS office_id FROM indicators i
                  WHERE i.fiscal_year_id = ${fiscalYearId}
                    AND ${month + 1}::int % ${periodLength(sql`i.review_period`)} = 0`;
  }
};

/**
 * CTE `b`: each expected office of the filters with its month (no row: open), the levels its month
 * climbs (the stream's setting cut at the root, as the chain's `levelsFor`) and whether its first
 * submission was by the close of the entry window then in force (months first submitted before that
 * close was recorded count on time).
 */
const completenessSource = (ctx: ReportContext, stream: ApprovalStream): SQL => sql`b AS (
    SELECT o.id AS office_id, COALESCE(a.state, 'open') AS state, COALESCE(a.level, 0) AS level,
           ${monthLevelsSql(stream, sql`o.path`)} AS levels,
           a.first_submitted_on, a.due_date, a.reason,
           CASE WHEN a.submitted_at IS NULL THEN NULL
                WHEN a.due_date IS NULL OR a.first_submitted_on <= a.due_date THEN 'on_time'
                ELSE 'late' END AS timeliness
      FROM (${expectedOffices(stream, ctx.fiscalYearId, ctx.month)}) e
      JOIN offices o ON o.id = e.office_id
      LEFT JOIN approvals a ON a.stream = ${stream} AND a.fiscal_year_id = ${ctx.fiscalYearId}
       AND a.month = ${ctx.month} AND a.office_id = o.id
     WHERE ${officeFilter(ctx, sql`o.id`)})`;

const submitted = sql`b.state IN ('submitted', 'approved')`;

const CONDITIONS: Record<CompletenessMeasure, SQL> = {
  offices_expected: sql`TRUE`,
  offices_submitted: submitted,
  offices_on_time: sql`${submitted} AND b.timeliness = 'on_time'`,
  offices_late: sql`${submitted} AND b.timeliness = 'late'`,
  offices_returned: sql`b.state = 'returned'`,
  offices_missing: sql`b.state = 'open'`,
  offices_approved: fullyApprovedSql(sql`b.state`, sql`b.level`, sql`b.levels`),
};

/** The % of the expected offices, one decimal; null when none is expected. */
const percentOf = (count: number, expected: number) =>
  expected === 0 ? null : Math.round((count * 1000) / expected) / 10;

const figures = (counts: Record<string, number>): Record<string, number | null> => ({
  [COMPLETENESS_FIGURES[0]]: percentOf(counts.offices_submitted, counts.offices_expected),
  [COMPLETENESS_FIGURES[1]]: percentOf(counts.offices_on_time, counts.offices_expected),
});

/**
 * A stream's completeness (one statement): one row per expected office with its counts (each drilling
 * into the offices behind it), in the office tree's order, the totals row (present when nothing is
 * expected), and the reporting rate and timeliness of each.
 */
export const completenessReport = (
  executor: Executor,
  ctx: ReportContext,
  stream: ApprovalStream,
): Promise<TCompletenessReport> =>
  officeCountsReport(executor, ctx, {
    source: completenessSource(ctx, stream),
    measures: COMPLETENESS_MEASURES,
    condition: (measure) => CONDITIONS[measure],
    detail: COMPLETENESS_DETAIL_REPORT,
    params: { stream },
    values: figures,
  });

/** The offices of one measure as list rows (one statement), in id order. */
const completenessListSelect = (
  ctx: ReportContext,
  query: TCompletenessListQuery,
  afterId: number | null,
): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${completenessSource(ctx, query.stream)}
    SELECT b.office_id AS id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, b.state AS approval_state,
           b.level AS approval_level, b.levels AS approval_levels, b.first_submitted_on, b.due_date AS window_closes_on,
           b.timeliness, b.reason
      FROM b
      JOIN offices o ON o.id = b.office_id
     WHERE ${CONDITIONS[query.measure ?? "offices_expected"]}
       ${term ? sql`AND (o.name ILIKE ${likePattern(term)} OR o.name_np ILIKE ${likePattern(term)})` : sql``}
       ${afterId === null ? sql`` : sql`AND b.office_id > ${afterId}`}
     ORDER BY b.office_id`;
};

/** The offices behind a count, and every office of the list for the export and the print. */
export const { page: completenessList, rows: completenessRows } = reportList<
  TCompletenessListRow,
  TCompletenessListQuery,
  undefined
>(nothingToRead, completenessListSelect);
