import {
  type ApprovalStream,
  checkMeasure,
  DATA_QUALITY_DETAIL_REPORT,
  type DataQualityMeasure,
  STREAM_CHECKS,
  type TDataQualityList,
  type TDataQualityListQuery,
  type TDataQualityListRow,
  type TDataQualityReport,
  type TReportCells,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern, pagedList } from "../../lib/paged";
import { drillBase, filtersOf, officeFilter, type ReportContext } from "../reports/report-context";
import { expectedOffices } from "./completeness-measures";
import {
  MEASURE_CONDITIONS,
  WARNING_COLUMNS,
  WARNING_ORDER,
  type WarningRow,
  warningCtes,
} from "./data-quality-measures";

/**
 * The data-quality report of a stream (issue 33 item 5): per office, its month's warnings counted per
 * check, explained and not; each count drills into the warnings behind it. The counts and the lists each
 * come from one statement over the checks' one set of warnings (`warningCtes`' `we` over the report's
 * offices), filtered by the same condition (`MEASURE_CONDITIONS`), so a count and its list cannot drift apart.
 */

/** The stream's columns: every warning, explained, not explained, then each of its checks. */
const streamMeasures = (stream: ApprovalStream): DataQualityMeasure[] => [
  "warnings_total",
  "warnings_explained",
  "warnings_unexplained",
  ...STREAM_CHECKS[stream].map(checkMeasure),
];

const ctesOf = (ctx: ReportContext, stream: ApprovalStream) =>
  warningCtes(stream, {
    fiscalYearId: ctx.fiscalYearId,
    month: ctx.month,
    offices: (column) => officeFilter(ctx, column),
  });

type CountRow = { id: number | null; name: string | null; name_np: string | null } & Record<string, number>;

/**
 * A stream's warnings per office (one statement): one row per office expected to report the month (as
 * the completeness report's) in the office tree's order, then any other office with a warning, and the
 * totals (the grouping set without an office, last).
 */
export const qualityReport = async (
  executor: Executor,
  ctx: ReportContext,
  stream: ApprovalStream,
): Promise<TDataQualityReport> => {
  const measures = streamMeasures(stream);
  const rows = await queryRows<CountRow>(
    executor,
    sql`WITH ${ctesOf(ctx, stream)},
      r AS (
        SELECT o.id, o.name, o.name_np, o.path, x.id IS NULL AS unexpected
          FROM offices o
          LEFT JOIN (SELECT o2.id FROM offices o2
                      WHERE o2.id IN (${expectedOffices(stream, ctx.fiscalYearId, ctx.month)})
                        AND ${officeFilter(ctx, sql`o2.id`)}) x ON x.id = o.id
         WHERE x.id IS NOT NULL OR o.id IN (SELECT we.office_id FROM we))
      SELECT r.id, r.name, r.name_np,
             ${sql.join(
               measures.map(
                 (m) =>
                   sql`(count(we."check") FILTER (WHERE ${MEASURE_CONDITIONS[m]}))::int AS ${sql.identifier(m)}`,
               ),
               sql`, `,
             )}
        FROM r
        LEFT JOIN we ON we.office_id = r.id
       GROUP BY GROUPING SETS ((r.id, r.name, r.name_np, r.path, r.unexpected), ())
       ORDER BY GROUPING(r.id), r.unexpected, r.path`,
  );
  const base = drillBase(ctx);
  const cells = (row: CountRow, drill: TReportCells["drill"]): TReportCells => ({
    counts: Object.fromEntries(measures.map((m) => [m, row[m]!])),
    values: {},
    drill,
  });
  const totals = rows.at(-1)!;
  return {
    filters: filtersOf(ctx),
    columns: measures.map((key) => ({
      key,
      drill: { report: DATA_QUALITY_DETAIL_REPORT, params: { measure: key, stream } },
    })),
    rows: rows.slice(0, -1).map((row) => ({
      nikaya_id: row.id!,
      nikaya_name: row.name!,
      nikaya_name_np: row.name_np!,
      ...cells(row, { ...base, office_id: row.id! }),
    })),
    totals: cells(totals, base),
  };
};

/**
 * The warnings of one measure matching the search (record name or code), numbered in their order, as
 * list rows: a SELECT over `we` that the page and the export read.
 */
const listSelect = (ctx: ReportContext, query: TDataQualityListQuery): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${ctesOf(ctx, query.stream)}
    SELECT row_number() OVER (ORDER BY ${WARNING_ORDER})::int AS id, ${WARNING_COLUMNS}
      FROM we
     WHERE ${MEASURE_CONDITIONS[query.measure ?? "warnings_total"]}
       ${
         term === ""
           ? sql``
           : sql`AND (we.record_name ILIKE ${likePattern(term)} OR we.record_name_np ILIKE ${likePattern(term)}
                      OR we.record_code ILIKE ${likePattern(term)})`
       }
     ORDER BY ${WARNING_ORDER}`;
};

/** A selected warning as a list row: its office as the row's office. */
const presentListRow = ({
  office_id,
  office_name,
  office_name_np,
  office_path: _path,
  ...warning
}: WarningRow & { id: number }): TDataQualityListRow => ({
  ...warning,
  nikaya_id: office_id,
  nikaya_name: office_name,
  nikaya_name_np: office_name_np,
});

/** The warnings behind a count, paged and counted by the same statement. */
export const qualityList = async (
  executor: Executor,
  ctx: ReportContext,
  query: TDataQualityListQuery,
): Promise<TDataQualityList> => {
  const page = await pagedList<WarningRow & { id: number }>(executor, query, listSelect(ctx, query));
  return { ...page, data: page.data.map(presentListRow), filters: filtersOf(ctx) };
};

/** Every warning of the list, for the export and the print (one statement). */
export async function* qualityRows(executor: Executor, ctx: ReportContext, query: TDataQualityListQuery) {
  yield (await queryRows<WarningRow & { id: number }>(executor, listSelect(ctx, query))).map(presentListRow);
}
