import type { ProjectBandSlice } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { projectComponentProgress, projectComponents } from "../../db/schema/projects";
import { likePattern } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { componentYearProgress } from "./project-figures";
import { bandCondition } from "./project-measures";

export type ComponentRow = {
  id: number;
  project_id: number;
  name: string;
  name_np: string;
  weight: number;
  share_percent: number;
  months: (number | null)[];
  year_achieved: number;
  total_achieved: number;
};

/**
 * A project's components in order of creation, with each one's share of the weights and its reports:
 * the twelve months of the year (as JSON: a float array would read a missing month as NaN on PGlite),
 * the year's sum and the sum since the start (every earlier year too).
 */
export const componentsOf = (executor: Executor, projectId: number, fiscalYearId: number) =>
  queryRows<ComponentRow>(
    executor,
    sql`SELECT c.id, c.project_id, c.name, c.name_np, c.weight::float8 AS weight,
               round(100 * c.weight / sum(c.weight) OVER (), 2)::float8 AS share_percent,
               (SELECT json_agg(cp.achieved::float8 ORDER BY m)
                  FROM generate_series(0, 11) AS m
                  LEFT JOIN project_component_progress cp
                    ON cp.component_id = c.id AND cp.fiscal_year_id = ${fiscalYearId} AND cp.month = m) AS months,
               COALESCE((SELECT sum(cp.achieved) FROM project_component_progress cp
                          WHERE cp.component_id = c.id AND cp.fiscal_year_id = ${fiscalYearId}), 0)::float8 AS year_achieved,
               COALESCE((SELECT sum(cp.achieved) FROM project_component_progress cp
                           JOIN fiscal_years y ON y.id = cp.fiscal_year_id
                          WHERE cp.component_id = c.id
                            AND y.start_year <= (SELECT f.start_year FROM fiscal_years f WHERE f.id = ${fiscalYearId})), 0)::float8 AS total_achieved
          FROM project_components c
         WHERE c.project_id = ${projectId}
         ORDER BY c.id`,
  );

/**
 * The project's components whose progress for the year to the month (`componentYearProgress`) is in the
 * band, as the dashboard counts them, with that progress; `search` on either name; in order of creation.
 */
export const componentsInBandSelect = (filter: {
  projectId: number;
  fiscalYearId: number;
  month: number;
  band: ProjectBandSlice;
  search: string;
}): SQL => {
  const term = filter.search.trim();
  return sql`SELECT c.id, c.name, c.name_np, c.weight::float8 AS weight, x.achieved::float8 AS achieved
    FROM project_components c
   CROSS JOIN LATERAL (SELECT ${componentYearProgress(sql`c.id`, sql`${filter.fiscalYearId}`, sql`${filter.month}`)} AS achieved) x
   WHERE c.project_id = ${filter.projectId} AND ${bandCondition(filter.band, sql`x.achieved`)}
     ${term ? sql`AND (c.name ILIKE ${likePattern(term)} OR c.name_np ILIKE ${likePattern(term)})` : sql``}
   ORDER BY c.id`;
};

/** The project's physical % to the year's last month, for the year and since start (0 without figures). */
export const physicalToYearEnd = async (executor: Executor, projectId: number, fiscalYearId: number) =>
  (
    await queryRows<{ year: number; since_start: number }>(
      executor,
      sql`SELECT f.achieved::float8 AS year, f.achieved_total::float8 AS since_start
            FROM project_month_figures f
           WHERE f.project_id = ${projectId} AND f.fiscal_year_id = ${fiscalYearId} AND f.month = 11`,
    )
  )[0] ?? { year: 0, since_start: 0 };

export const findComponent = async (executor: Executor, id: number) =>
  queryRow<{ id: number; project_id: number; name: string; name_np: string; weight: number }>(
    executor,
    sql`SELECT id, project_id, name, name_np, weight::float8 AS weight FROM project_components WHERE id = ${id}`,
  );

export const insertComponent = async (
  executor: Executor,
  values: { projectId: number; name: string; nameNp: string; weight: number; createdBy: number },
) => {
  const [row] = await executor
    .insert(projectComponents)
    .values({ ...values, weight: values.weight.toFixed(2) })
    .returning({ id: projectComponents.id });
  return row;
};

export const updateComponentRow = (
  executor: Executor,
  id: number,
  values: { name: string; nameNp: string; weight: number },
) =>
  executor
    .update(projectComponents)
    .set({ ...values, weight: values.weight.toFixed(2) })
    .where(eq(projectComponents.id, id));

export const deleteComponentRow = recordRows(projectComponents).remove;

/** The component's other months of the year (for the year's total of at most 100). */
export const componentYearMonths = (executor: Executor, componentId: number, fiscalYearId: number) =>
  queryRows<{ month: number; achieved: number }>(
    executor,
    sql`SELECT month::int AS month, achieved::float8 AS achieved FROM project_component_progress
         WHERE component_id = ${componentId} AND fiscal_year_id = ${fiscalYearId} ORDER BY month`,
  );

export const upsertComponentProgress = (
  executor: Executor,
  values: { componentId: number; fiscalYearId: number; month: number; achieved: number; createdBy: number },
) =>
  executor
    .insert(projectComponentProgress)
    .values({ ...values, achieved: values.achieved.toFixed(2) })
    .onConflictDoUpdate({
      target: [
        projectComponentProgress.componentId,
        projectComponentProgress.fiscalYearId,
        projectComponentProgress.month,
      ],
      set: { achieved: values.achieved.toFixed(2), updatedAt: sql`now()`, createdBy: values.createdBy },
    });

export const componentProgressExists = async (executor: Executor, componentId: number) =>
  (
    await executor
      .select({ id: projectComponentProgress.id })
      .from(projectComponentProgress)
      .where(eq(projectComponentProgress.componentId, componentId))
      .limit(1)
  ).length > 0;
