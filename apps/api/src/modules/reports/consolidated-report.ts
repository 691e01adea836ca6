import type { TDrillParams } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import type { ReportContext } from "./report-context";
import { column, presentSectionReport } from "./reports.presenter";
import { type Measures, sectionSummary } from "./reports.repository";

/**
 * A consolidated view (projects, contracts): one row per child office of the root (`ctx.rootId`, the
 * asked office or the root of the caller's scope), each drilling into the same view rooted at it,
 * and the root's own row; the root is named (`scope`) as the print and Excel headers name it. Each
 * count drills into the `detail` list with its measure and the view's own filters (`drill`).
 */
export const consolidatedReport = async (
  executor: Executor,
  args: {
    ctx: ReportContext;
    source: SQL;
    measures: Measures;
    figures: Measures;
    detail: string;
    drill: TDrillParams;
  },
) => {
  const { ctx } = args;
  const rows = await sectionSummary(executor, {
    source: args.source,
    rootId: ctx.rootId,
    measures: args.measures,
    figures: args.figures,
  });
  const [scope] =
    ctx.rootId === null
      ? []
      : await queryRows<{ id: number; name: string; name_np: string }>(
          executor,
          sql`SELECT id, name, name_np FROM offices WHERE id = ${ctx.rootId}`,
        );
  const report = presentSectionReport(
    ctx,
    rows,
    args.measures.map(([measure]) => column(measure, args.detail, { measure })),
  );
  return {
    ...report,
    scope: scope ?? null,
    rows: report.rows.map((row) => ({ ...row, drill: { ...row.drill, ...args.drill } })),
    totals: { ...report.totals, drill: { ...report.totals.drill, ...args.drill } },
  };
};
