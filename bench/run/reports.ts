import { DATA_QUALITY_DETAIL_REPORT } from "@pragati/domain/contract";
import { isSummaryKind, REPORT_CATALOGUE, type ReportPath } from "@pragati/domain/reports";
import type { Database, Executor } from "../../apps/api/src/db/client";
import { type ReportContext, resolveContext } from "../../apps/api/src/modules/reports/report-context";
import { REPORT_REGISTRY } from "../../apps/api/src/modules/reports/reports.registry";
import { inReportTransaction } from "../../apps/api/src/modules/reports/reports.repository";
import type { AuthContext } from "../../apps/api/src/plugins/auth";
import type { Fixtures } from "./fixtures";

/**
 * The summary reports (issue 5) and a list behind a count, each measured as admin (all offices) with one client. Every summary
 * is already one SQL statement, so its "SQL" time is that statement run in-process on one connection
 * by the report's own builder (filters resolved, no HTTP, session or JSON): the API/SQL ratio is the
 * cost of the HTTP layer. Target: p95 under 200 ms on size L (PostgreSQL).
 */
export type ReportBench = {
  key: string;
  title: string;
  build: (tx: Executor, ctx: ReportContext) => Promise<unknown>;
  /** A list's own parameters beside the month's (a drill's stream and measure). */
  params?: Record<string, string>;
};

/**
 * Every summary of the report catalogue, built by its registry entry as its route builds it: with the
 * defaults of its query (the decision reports' grouping by meeting type, the indicator report's by office).
 */
const benchOf = (path: ReportPath, params: Record<string, string> = {}): ReportBench => {
  const entry = REPORT_REGISTRY[path];
  const defaults = entry.query.safeParse(params);
  return {
    key: path,
    title: entry.summary,
    // The month of the filters, as a route's query carries it (a report may default it by its own rule).
    build: (tx, ctx) =>
      entry.build({
        tx,
        ctx,
        query: { ...(defaults.success ? defaults.data : {}), month: ctx.month },
        auth: null,
      }),
    params,
  };
};

/**
 * Every summary of the report catalogue, and the lists behind a count whose rows are derived by rules
 * the summary shares (the data-quality warnings: the project stream's, its first page).
 */
export const REPORTS: ReportBench[] = [
  ...REPORT_CATALOGUE.filter((r) => isSummaryKind(r.kind)).map((r) => benchOf(r.path)),
  benchOf(DATA_QUALITY_DETAIL_REPORT, { stream: "project", measure: "warnings_total" }),
];

const query = (f: Fixtures) => ({
  fiscal_year_id: f.fiscalYearId,
  month: f.month,
  month_type: "upto" as const,
});

export const reportPath = (r: ReportBench, f: Fixtures) => {
  const q = query(f);
  const params = new URLSearchParams({
    ...r.params,
    fiscal_year_id: String(q.fiscal_year_id),
    month: String(q.month),
    month_type: q.month_type,
  });
  return `/api/reports/${r.key}?${params}`;
};

/** Every office, as the admin role sees them. */
const ADMIN_SCOPE = { allOffices: true, officePath: null } as AuthContext;

/** The report's own statement (with its filter lookups) in one transaction, as the route runs it. */
export const runReport = (database: Database, r: ReportBench, f: Fixtures) =>
  inReportTransaction(database.db, async (tx) =>
    r.build(tx, await resolveContext(tx, ADMIN_SCOPE, query(f))),
  );
