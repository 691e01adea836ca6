import type { Database, Executor } from "../../apps/api/src/db/client";
import { type ReportContext, resolveContext } from "../../apps/api/src/modules/reports/report-context";
import { inReportTransaction } from "../../apps/api/src/modules/reports/reports.repository";
import {
  activityOfficeReport,
  activityYearReport,
  MILESTONE_OFFICE_REPORTS,
  milestoneOfficeReport,
  problemOfficeReport,
  problemReport,
  sectionReport,
  typeReport,
} from "../../apps/api/src/modules/reports/reports.service";
import type { AuthContext } from "../../apps/api/src/plugins/auth";
import type { Fixtures } from "./fixtures";

/**
 * The summary reports (issue 5), each measured as admin (all offices) with one client. Every summary
 * is already one SQL statement, so its "SQL" time is that statement run in-process on one connection
 * by the report's own builder (filters resolved, no HTTP, session or JSON): the API/SQL ratio is the
 * cost of the HTTP layer. Target: p95 under 200 ms on size L (PostgreSQL).
 */
export type ReportBench = {
  key: string;
  title: string;
  build: (tx: Executor, ctx: ReportContext) => Promise<unknown>;
};

export const REPORTS: ReportBench[] = [
  ...Object.entries(MILESTONE_OFFICE_REPORTS).map(([key, family]) => ({
    key,
    title: `milestones per office (${family})`,
    build: (tx: Executor, ctx: ReportContext) => milestoneOfficeReport(tx, ctx, family),
  })),
  {
    key: "monthly-kiryakalap-pragati-esthiti",
    title: "activities per office",
    build: (tx, ctx) => activityOfficeReport(tx, ctx, "kiryakalap"),
  },
  {
    key: "monthly-kiryakalap-suru-pragati-esthiti",
    title: "activities due to start per office (public)",
    build: (tx, ctx) => activityOfficeReport(tx, ctx, "kiryakalap-suru"),
  },
  {
    key: "kiryakalap-pragati-esthiti",
    title: "activities and milestones per office, the year",
    build: activityYearReport,
  },
  { key: "pragati-section", title: "progress by section", build: sectionReport },
  {
    key: "milestone-type-wise",
    title: "milestones by type",
    build: (tx, ctx) => typeReport(tx, ctx, "status"),
  },
  {
    key: "milestone-progress-typewise",
    title: "milestone progress by type",
    build: (tx, ctx) => typeReport(tx, ctx, "progress"),
  },
  { key: "milestone-pragati-samasya-wise", title: "milestones by problem type", build: problemReport },
  {
    key: "milestone-pragati-samasya-nikaya-wise",
    title: "milestones by office and problem type",
    build: problemOfficeReport,
  },
];

const query = (f: Fixtures) => ({
  fiscal_year_id: f.fiscalYearId,
  month: f.month,
  month_type: "upto" as const,
});

export const reportPath = (r: ReportBench, f: Fixtures) => {
  const q = query(f);
  return `/api/reports/${r.key}?fiscal_year_id=${q.fiscal_year_id}&month=${q.month}&month_type=${q.month_type}`;
};

/** Every office, as the admin role sees them. */
const ADMIN_SCOPE = { allOffices: true, officePath: null } as AuthContext;

/** The report's own statement (with its filter lookups) in one transaction, as the route runs it. */
export const runReport = (database: Database, r: ReportBench, f: Fixtures) =>
  inReportTransaction(database.db, async (tx) =>
    r.build(tx, await resolveContext(tx, ADMIN_SCOPE, query(f))),
  );
