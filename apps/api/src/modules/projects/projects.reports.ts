import {
  NPC_BAND_SLICES,
  PROJECT_DETAIL_REPORT,
  PROJECT_MEASURES,
  type TDrillParams,
  type TProjectList,
  type TProjectListQuery,
  type TProjectListRow,
  ZConsolidatedReport,
  ZProjectList,
  ZProjectListQuery,
  ZProjectReportQuery,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pagedList } from "../../lib/paged";
import type { AuthContext } from "../../plugins/auth";
import { consolidatedReport } from "../reports/consolidated-report";
import { batchesAfterRead } from "../reports/keyset";
import { filtersOf, type ReportContext } from "../reports/report-context";
import { entry, type ReportEntries } from "../reports/report-entry";
import {
  PROJECT_FIGURES,
  type ProjectFilters,
  projectCondition,
  projectListSelect,
  projectSource,
} from "./project-measures";
import { projectScopeOf } from "./project-scope";

// The consolidated project view (ayojana-akikrit-pragati) and the projects behind its counts.

/** The caller's project scope (a project head's postings); the public report has no project view. */
export const projectsOf = (executor: Executor, auth: AuthContext | null) =>
  auth ? projectScopeOf(executor, auth) : Promise.resolve(sql`TRUE`);

/** The project filters a drill-down carries beside the report context's. */
const projectDrill = (filters: ProjectFilters): TDrillParams => {
  const params: TDrillParams = {};
  if (filters.sector_id !== undefined) params.sector_id = filters.sector_id;
  if (filters.priority !== undefined) params.priority = filters.priority;
  if (filters.status !== undefined) params.status = filters.status;
  return params;
};

/**
 * ayojana-akikrit-pragati: per child office of the root (`consolidatedRoot`) and the root's own
 * projects, the counts (each drilling into its projects) and the figures, with the totals row.
 */
export const projectReport = async (
  executor: Executor,
  ctx: ReportContext,
  filters: ProjectFilters,
  auth: AuthContext | null,
) => {
  const scope = await projectsOf(executor, auth);
  return consolidatedReport(executor, {
    ctx,
    source: projectSource(ctx, filters, scope),
    measures: [...PROJECT_MEASURES, ...NPC_BAND_SLICES].map(
      (measure) => [measure, projectCondition(measure)] as const,
    ),
    figures: PROJECT_FIGURES,
    detail: PROJECT_DETAIL_REPORT,
    drill: projectDrill(filters),
  });
};

/** The projects behind one count of the consolidated view (`measure`, default every project). */
export const projectDetail = async (
  executor: Executor,
  ctx: ReportContext,
  query: TProjectListQuery,
  auth: AuthContext | null,
): Promise<TProjectList> => {
  const page = await pagedList<TProjectListRow>(
    executor,
    query,
    projectListSelect(ctx, query, query.measure ?? "projects", await projectsOf(executor, auth)),
  );
  return { ...page, filters: filtersOf(ctx) };
};

/** Every project of the list, in batches, for the export (a head's "today" read once). */
export async function* projectRows(
  executor: Executor,
  ctx: ReportContext,
  query: TProjectListQuery,
  auth: AuthContext | null,
  batchSize = 1000,
) {
  const measure = query.measure ?? "projects";
  yield* batchesAfterRead<TProjectListRow, SQL>(
    executor,
    () => projectsOf(executor, auth),
    (scope, afterId) => projectListSelect(ctx, query, measure, scope, afterId),
    batchSize,
  );
}

export const projectReports = {
  "ayojana-akikrit-pragati": entry({
    summary: "Consolidated project progress per child office of the caller's scope",
    query: ZProjectReportQuery,
    response: ZConsolidatedReport,
    build: ({ tx, ctx, query, auth }) => projectReport(tx, ctx, query, auth),
  }),
  "ayojana-akikrit-pragati/projects": entry({
    summary: "Projects behind a count of the consolidated project view",
    query: ZProjectListQuery,
    response: ZProjectList,
    build: ({ tx, ctx, query, auth }) => projectDetail(tx, ctx, query, auth),
    rows: ({ tx, ctx, query, auth }) => projectRows(tx, ctx, query, auth),
    openedFrom: ["ayojana-akikrit-pragati"],
  }),
} satisfies ReportEntries;
