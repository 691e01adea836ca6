import type { TDrillParams, TOfficeReport, TReportCells } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { drillBase, filtersOf, type ReportContext } from "./report-context";

type OfficeRow = {
  office_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  is_total: number;
  counts: Record<string, number>;
};

/**
 * An office report of counts (one statement) over `source`, CTE `b` with one row per counted item and
 * the office it is grouped by (`office_id`): one row per office with one count per measure (its
 * `condition` on `b`), each drilling into `detail` with the measure and `params`, in the office tree's
 * order, the totals row (present when nothing matched), and each row's `values` computed from its counts
 * (the monitoring and completeness reports; `officeSummary` in reports.repository.ts is the month
 * reports' own, with figures in SQL and the approval view).
 */
export const officeCountsReport = async <M extends string>(
  executor: Executor,
  ctx: ReportContext,
  options: {
    source: SQL;
    measures: readonly M[];
    condition: (measure: M) => SQL;
    detail: string;
    params?: TDrillParams;
    values?: (counts: Record<string, number>) => Record<string, number | null>;
  },
): Promise<TOfficeReport> => {
  const { source, measures, condition, detail, params, values = () => ({}) } = options;
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
    values: values(row.counts),
    drill,
  });
  // The empty grouping set answers even when nothing matched.
  const total = rows.find((row) => row.is_total === 1)!;
  return {
    filters: filtersOf(ctx),
    columns: measures.map((key) => ({ key, drill: { report: detail, params: { measure: key, ...params } } })),
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
