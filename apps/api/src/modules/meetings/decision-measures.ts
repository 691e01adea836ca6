import {
  AGING_MEASURES,
  DECISION_DETAIL_REPORT,
  type DecisionGroup,
  type DecisionListMeasure,
  IMPLEMENTATION_MEASURES,
  type TDecisionListQuery,
  type TDecisionListRow,
  type TDecisionSummary,
  type TDecisionSummaryQuery,
  type TDrillParams,
  type TReportCells,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern } from "../../lib/paged";
import { todayAdOf } from "../calendar/calendar.service";
import { drillBase, filtersOf, officeFilter, type ReportContext } from "../reports/report-context";
import { reportList } from "../reports/report-list";
import type { Measures } from "../reports/reports.repository";
import { openStatus } from "./meetings.repository";

/**
 * The one definition of the decision reports' measures (issue 19): the implementation rate and aging
 * summaries count over `decisionSource` (CTE `b`, one row per decision) with `decisionCondition`, and
 * the list behind each count selects from the same CTE with the same condition, so a count and its
 * list cannot drift apart. Overdue is derived as of today (Nepal), never stored. The caller's meeting
 * scope (modules/meetings `decisionScope`) is the context's scope (report-context.ts).
 */

type Filters = Pick<TDecisionSummaryQuery, "group_by" | "meeting_type_id">;

/** The id a decision is grouped by. */
const groupColumn = (group: DecisionGroup): SQL =>
  group === "meeting_type"
    ? sql`m.meeting_type_id`
    : group === "office"
      ? sql`d.implementing_office_id`
      : sql`m.fiscal_year_id`;

/**
 * CTE `b`: the decisions in scope and in the filters, with their group and days overdue (an open
 * decision past its due date on `todayAd`). The header's fiscal year (of the meeting) applies unless
 * the rows are fiscal years or `allYears` (the pending list: every earlier meeting); `openOnly` keeps
 * the open decisions.
 */
const decisionSource = (
  ctx: ReportContext,
  filters: Filters,
  todayAd: string,
  options: { allYears?: boolean; openOnly?: boolean } = {},
): SQL => {
  const allYears = options.allYears || filters.group_by === "fiscal_year";
  return sql`b AS (
    SELECT d.id, d.status, ${groupColumn(filters.group_by)} AS group_id,
           CASE WHEN ${openStatus(sql`d`)} AND d.due_date_ad < ${todayAd}::date
                THEN (${todayAd}::date - d.due_date_ad)::int END AS days_overdue
      FROM decisions d
      JOIN meetings m ON m.id = d.meeting_id
     WHERE ${officeFilter(ctx, sql`d.implementing_office_id`)}
       ${allYears ? sql`` : sql`AND m.fiscal_year_id = ${ctx.fiscalYearId}`}
       ${filters.meeting_type_id === undefined ? sql`` : sql`AND m.meeting_type_id = ${filters.meeting_type_id}`}
       ${options.openOnly ? sql`AND ${openStatus(sql`d`)}` : sql``})`;
};

/** Each count as a condition over `b`. */
export const decisionCondition = (measure: DecisionListMeasure): SQL => {
  switch (measure) {
    case "decisions":
      return sql`TRUE`;
    case "open":
      return openStatus(sql`b`);
    case "overdue":
      return sql`b.days_overdue IS NOT NULL`;
    // Aging buckets of the days overdue (DOMAIN.md): 1-30 (read "0-30"), 31-60, 61-90, over 90.
    case "d0_30":
      return sql`b.days_overdue <= 30`;
    case "d31_60":
      return sql`b.days_overdue BETWEEN 31 AND 60`;
    case "d61_90":
      return sql`b.days_overdue BETWEEN 61 AND 90`;
    case "d90_plus":
      return sql`b.days_overdue > 90`;
    default:
      return sql`b.status = ${measure}`;
  }
};

/** Implemented over every decision but the cancelled ones, in percent (0 when there are none). */
const IMPLEMENTATION_FIGURES: Measures = [
  [
    "implementation_rate",
    sql`COALESCE(round(100.0 * count(*) FILTER (WHERE b.status = 'implemented')
          / NULLIF(count(*) FILTER (WHERE b.status <> 'cancelled'), 0), 2), 0)::float8`,
  ],
];

/** The names and order of the groups: meeting types as the setup list, offices as the tree, years in order. */
const groupNames = (group: DecisionGroup): SQL =>
  group === "meeting_type"
    ? sql`(SELECT id, name, name_np, sort_order AS sort_no, ''::text AS sort_text FROM setup_items)`
    : group === "office"
      ? sql`(SELECT id, name, name_np, 0 AS sort_no, path AS sort_text FROM offices)`
      : sql`(SELECT id, title AS name, title_np AS name_np, start_year AS sort_no, ''::text AS sort_text
               FROM fiscal_years)`;

const json = (measures: Measures): SQL =>
  measures.length === 0
    ? sql`'{}'::json`
    : sql`json_build_object(${sql.join(
        measures.map(([key, expression]) => sql`${key}::text, ${expression}`),
        sql`, `,
      )})`;

type GroupRow = {
  group_id: number | null;
  group_name: string | null;
  group_name_np: string | null;
  is_total: number;
  counts: Record<string, number>;
  figures: Record<string, number>;
};

/** The filters a drill-down carries beside the report context's. */
const decisionDrill = (ctx: ReportContext, filters: Filters): TDrillParams => {
  const params: TDrillParams = { ...drillBase(ctx), group_by: filters.group_by };
  if (filters.meeting_type_id !== undefined) params.meeting_type_id = filters.meeting_type_id;
  return params;
};

/**
 * A decision summary (one statement): one row per group with the counts (each drilling into its
 * decisions) and figures, and the totals row (present when nothing matched).
 */
const decisionSummary = async (
  executor: Executor,
  ctx: ReportContext,
  filters: Filters,
  measures: readonly DecisionListMeasure[],
  figures: Measures,
): Promise<TDecisionSummary> => {
  const source = decisionSource(ctx, filters, await todayAdOf(executor));
  const counts: Measures = measures.map((measure) => [measure, decisionCondition(measure)] as const);
  const rows = await queryRows<GroupRow>(
    executor,
    sql`WITH ${source},
        g AS (SELECT b.group_id, GROUPING(b.group_id)::int AS is_total,
                     ${json(counts.map(([key, condition]) => [key, sql`count(*) FILTER (WHERE ${condition})::int`] as const))} AS counts,
                     ${json(figures)} AS figures
                FROM b GROUP BY GROUPING SETS ((b.group_id), ()))
        SELECT g.group_id, n.name AS group_name, n.name_np AS group_name_np, g.is_total, g.counts, g.figures
          FROM g LEFT JOIN ${groupNames(filters.group_by)} n ON n.id = g.group_id
         ORDER BY g.is_total, n.sort_no, n.sort_text, g.group_id`,
  );
  const base = decisionDrill(ctx, filters);
  const cells = (row: GroupRow, drill: TDrillParams): TReportCells => ({
    counts: row.counts,
    values: row.figures,
    drill,
  });
  // The empty grouping set answers even when nothing matched.
  const total = rows.find((row) => row.is_total === 1)!;
  return {
    filters: filtersOf(ctx),
    group_by: filters.group_by,
    columns: measures.map((key) => ({
      key,
      drill: { report: DECISION_DETAIL_REPORT, params: { measure: key } },
    })),
    rows: rows
      .filter((row) => row.is_total === 0 && row.group_id !== null)
      .map((row) => ({
        group_id: row.group_id!,
        group_name: row.group_name ?? "",
        group_name_np: row.group_name_np ?? "",
        ...cells(row, { ...base, group_id: row.group_id! }),
      })),
    totals: cells(total, base),
  };
};

/** meetings/implementation-rate: decisions by status and the implementation rate, per group. */
export const implementationReport = (executor: Executor, ctx: ReportContext, filters: Filters) =>
  decisionSummary(executor, ctx, filters, IMPLEMENTATION_MEASURES, IMPLEMENTATION_FIGURES);

/** meetings/decision-aging: open and overdue decisions and the aging buckets, per group. */
export const agingReport = (executor: Executor, ctx: ReportContext, filters: Filters) =>
  decisionSummary(executor, ctx, filters, AGING_MEASURES, []);

/**
 * The decisions of one measure and group (or the open decisions of earlier meetings, `pending`) as
 * list rows (one statement), in id order; `afterId` continues a batch of the export.
 */
const decisionListSelect = (
  ctx: ReportContext,
  query: TDecisionListQuery,
  todayAd: string,
  pending: boolean,
  afterId: number | null,
): SQL => {
  const term = ctx.search.trim();
  const condition = pending ? sql`TRUE` : decisionCondition(query.measure ?? "decisions");
  return sql`WITH ${decisionSource(ctx, query, todayAd, { allYears: pending, openOnly: pending })}
    SELECT b.id, d.meeting_id, mt.name AS meeting_type_name, mt.name_np AS meeting_type_name_np,
           m.number AS meeting_number, m.meeting_date, m.title AS meeting_title, d.item_no, d.description,
           io.name AS implementing_office_name, io.name_np AS implementing_office_name_np,
           ro.name AS reporting_office_name, ro.name_np AS reporting_office_name_np,
           d.due_date, d.status AS decision_status, b.days_overdue
      FROM b
      JOIN decisions d ON d.id = b.id
      JOIN meetings m ON m.id = d.meeting_id
      JOIN setup_items mt ON mt.id = m.meeting_type_id
      JOIN offices io ON io.id = d.implementing_office_id
      JOIN offices ro ON ro.id = d.reporting_office_id
     WHERE ${condition}
       ${query.group_id === undefined ? sql`` : sql`AND b.group_id = ${query.group_id}`}
       ${term ? sql`AND (d.description ILIKE ${likePattern(term)} OR m.title ILIKE ${likePattern(term)})` : sql``}
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};

/**
 * The decisions behind a count (`pending`: the open decisions of earlier meetings), and every decision of
 * the list for the export and the print.
 */
export const decisionLists = (pending: boolean) =>
  reportList<TDecisionListRow, TDecisionListQuery, string>(todayAdOf, (ctx, query, afterId, todayAd) =>
    decisionListSelect(ctx, query, todayAd, pending, afterId),
  );
