import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { projectMonthFigures } from "../../db/schema/projects";

/**
 * `project_month_figures`: each project's figures as of each fiscal month of every year it belongs to,
 * which the consolidated view and the project dashboard read (`projects/project-measures.ts`). This file
 * is their one definition and their one writer: every write that changes them (a profile created or
 * edited, a cost revision, a time extension, a month's progress) calls `refreshProjectFigures` inside
 * its own transaction; deleting a project removes its rows by the foreign key's cascade.
 */

/**
 * The last day of fiscal month `m.month` of the year `fy` as a BS date string: a revision or extension
 * dated up to it counts as of the month. BS dates compare as 'YYYY-MM-DD' text; day 32 is past every
 * month's last day.
 */
const monthEnd = sql`((fy.start_year + CASE WHEN m.month < 9 THEN 0 ELSE 1 END)::text
  || '-' || lpad((((m.month + 3) % 12) + 1)::text, 2, '0') || '-32')`;

const COLUMNS = sql`project_id, fiscal_year_id, month, cost, over_cost, extended, reported,
  planned, achieved, budget, expense, year_budget, planned_budget, achieved_total`;

/**
 * A month's physical % as the figures count it (docs/product-rules.md "Evidence before completion"): a
 * jump beyond the threshold that is claimed or rejected adds nothing until it is accepted, so the
 * project's figures stay at the cumulative before it. The one rule every figure of physical progress
 * reads: the dashboard, the consolidated view and the project reports through this table, a project's
 * month table and S-curve through `progressMonths` (on `pp`, a `project_progress` row).
 */
export const countedPhysical = sql`CASE WHEN pp.jump_state IN ('claimed', 'rejected') THEN 0 ELSE pp.physical_achieved END`;

/**
 * A component's physical % for fiscal year `year` to fiscal month `month`: its months of that year up
 * to the month added up (each month's figure is the share of the component achieved in it), 0 without
 * a report. The one rule for a component's progress to a month: the project's weighted figure below and
 * the dashboard's component bands read it.
 */
export const componentYearProgress = (component: SQL, year: SQL, month: SQL): SQL =>
  sql`(SELECT COALESCE(sum(cp.achieved), 0) FROM project_component_progress cp
        WHERE cp.component_id = ${component} AND cp.fiscal_year_id = ${year} AND cp.month <= ${month})`;

/**
 * The figures computed from the profile, its history and its progress, for the projects matching
 * `where` (on `p`): one row per fiscal year the project belongs to (profiled in it, or with progress
 * in it, or with a baseline for it) and fiscal month (Shrawan=0): the current cost (newest revision
 * dated by the month's end, else the initial estimate), over cost (that revision above the estimate),
 * extended (an extension dated by the month's end), whether the month is reported, the year's monthly
 * figures summed to the month, and from the year's baseline in force (its newest version): the planned
 * physical % to the month (without a baseline, the monthly targets entered), the year's budget as
 * planned (the denominator of financial progress; 0 without a baseline) and the budget planned to the
 * month. The year's budget is never the sum of the budgets entered so far, so a later month's entry
 * cannot change an earlier month's financial %. The physical % achieved, for the year to the month and
 * since the start (every earlier year's months too): a project with components (work items) takes their
 * weighted progress, sum(weight x the component's %) / sum(weights), instead of its own monthly figure
 * (for the year, each component's `componentYearProgress`); a component's report counts the month as
 * reported.
 */
const computed = (where: SQL) => sql`
  SELECT p.id AS project_id, fy.id AS fiscal_year_id, m.month::smallint AS month,
         COALESCE(rc.amount, p.initial_cost) AS cost,
         COALESCE(rc.amount > p.initial_cost, FALSE) AS over_cost,
         EXISTS (SELECT 1 FROM project_time_extensions e
                  WHERE e.project_id = p.id AND e.extended_on <= ${monthEnd}) AS extended,
         COALESCE(pg.reported, FALSE) OR COALESCE(cg.reported, FALSE) AS reported,
         COALESCE(bl.planned, pg.planned, 0) AS planned,
         CASE WHEN cw.weights IS NULL THEN COALESCE(pg.achieved, 0)
              ELSE round(cw.achieved / cw.weights, 2) END AS achieved,
         COALESCE(pg.budget, 0) AS budget, COALESCE(pg.expense, 0) AS expense,
         COALESCE(bl.annual_budget, 0) AS year_budget,
         COALESCE(round(bl.annual_budget * bl.planned_financial / 100, 2), 0) AS planned_budget,
         CASE WHEN cw.weights IS NULL THEN COALESCE(pt.achieved, 0)
              ELSE round(COALESCE(cg.total, 0) / cw.weights, 2) END AS achieved_total
    FROM projects p
    JOIN fiscal_years fy
      ON fy.id = p.fiscal_year_id
      OR fy.id IN (SELECT y.fiscal_year_id FROM project_progress y WHERE y.project_id = p.id)
      OR fy.id IN (SELECT y.fiscal_year_id FROM project_baselines y WHERE y.project_id = p.id)
      OR fy.id IN (SELECT y.fiscal_year_id FROM project_component_progress y
                     JOIN project_components c ON c.id = y.component_id WHERE c.project_id = p.id)
   CROSS JOIN generate_series(0, 11) AS m(month)
    LEFT JOIN LATERAL (SELECT r.amount FROM project_cost_revisions r
                        WHERE r.project_id = p.id AND r.revised_on <= ${monthEnd}
                        ORDER BY r.revised_on DESC, r.id DESC LIMIT 1) rc ON TRUE
    LEFT JOIN LATERAL (SELECT sum(pp.physical_target) FILTER (WHERE pp.month <= m.month) AS planned,
                              sum(${countedPhysical}) FILTER (WHERE pp.month <= m.month) AS achieved,
                              sum(pp.budget) FILTER (WHERE pp.month <= m.month) AS budget,
                              sum(pp.expense) FILTER (WHERE pp.month <= m.month) AS expense,
                              bool_or(pp.month = m.month) AS reported
                         FROM project_progress pp
                        WHERE pp.project_id = p.id AND pp.fiscal_year_id = fy.id) pg ON TRUE
    LEFT JOIN LATERAL (SELECT sum(${countedPhysical}) AS achieved
                         FROM project_progress pp JOIN fiscal_years py ON py.id = pp.fiscal_year_id
                        WHERE pp.project_id = p.id
                          AND (py.start_year < fy.start_year OR (py.id = fy.id AND pp.month <= m.month))) pt ON TRUE
    LEFT JOIN LATERAL (SELECT sum(c.weight) AS weights,
                              sum(c.weight * ${componentYearProgress(sql`c.id`, sql`fy.id`, sql`m.month`)}) AS achieved
                         FROM project_components c
                        WHERE c.project_id = p.id) cw ON TRUE
    LEFT JOIN LATERAL (SELECT sum(c.weight * cp.achieved) FILTER (WHERE cy.start_year < fy.start_year
                                  OR (cy.id = fy.id AND cp.month <= m.month)) AS total,
                              bool_or(cp.fiscal_year_id = fy.id AND cp.month = m.month) AS reported
                         FROM project_components c
                         JOIN project_component_progress cp ON cp.component_id = c.id
                         JOIN fiscal_years cy ON cy.id = cp.fiscal_year_id
                        WHERE c.project_id = p.id) cg ON TRUE
    LEFT JOIN LATERAL (SELECT v.annual_budget,
                              (SELECT sum(x) FROM unnest(v.planned_physical[1:m.month + 1]) x) AS planned,
                              (SELECT sum(x) FROM unnest(v.planned_financial[1:m.month + 1]) x) AS planned_financial
                         FROM project_baselines v
                        WHERE v.project_id = p.id AND v.fiscal_year_id = fy.id
                        ORDER BY v.version DESC LIMIT 1) bl ON TRUE
   WHERE ${where}`;

/** Rewrites one project's rows from its current profile, history and progress (inside the write's transaction). */
export const refreshProjectFigures = async (executor: Executor, projectId: number) => {
  await executor.delete(projectMonthFigures).where(eq(projectMonthFigures.projectId, projectId));
  await executor.execute(
    sql`INSERT INTO project_month_figures (${COLUMNS}) ${computed(sql`p.id = ${projectId}`)}`,
  );
};

/** Rewrites every project's rows: after a bulk load (demo seed, benchmark) that bypassed the write paths. */
export const rebuildProjectFigures = async (executor: Executor) => {
  await executor.execute(sql`DELETE FROM project_month_figures`);
  await executor.execute(sql`INSERT INTO project_month_figures (${COLUMNS}) ${computed(sql`TRUE`)}`);
};

export type ProjectFiguresRow = {
  project_id: number;
  fiscal_year_id: number;
  month: number;
  cost: number;
  over_cost: boolean;
  extended: boolean;
  reported: boolean;
  planned: number;
  achieved: number;
  budget: number;
  expense: number;
  year_budget: number;
  planned_budget: number;
  achieved_total: number;
};

const asNumbers = sql`project_id, fiscal_year_id, month::int AS month, cost::float8 AS cost, over_cost,
  extended, reported, planned::float8 AS planned, achieved::float8 AS achieved, budget::float8 AS budget,
  expense::float8 AS expense, year_budget::float8 AS year_budget,
  planned_budget::float8 AS planned_budget, achieved_total::float8 AS achieved_total`;

/** The stored rows, in key order (for checking them against `computedProjectFigures`). */
export const storedProjectFigures = (executor: Executor) =>
  queryRows<ProjectFiguresRow>(
    executor,
    sql`SELECT ${asNumbers} FROM project_month_figures ORDER BY project_id, fiscal_year_id, month`,
  );

/** The rows as computed now from scratch, in the same order: what the stored rows must equal. */
export const computedProjectFigures = (executor: Executor) =>
  queryRows<ProjectFiguresRow>(
    executor,
    sql`SELECT ${asNumbers} FROM (${computed(sql`TRUE`)}) c ORDER BY project_id, fiscal_year_id, month`,
  );
