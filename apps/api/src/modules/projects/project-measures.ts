import type { ProjectBandSlice, ProjectListMeasure, TProjectListQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../lib/paged";
import { officeFilter, type ReportContext } from "../reports/report-context";
import type { Measures } from "../reports/reports.repository";
import { projectTreasuryCtes } from "../treasury/treasury.repository";
import { TREASURY_GAP_LIMIT, treasuryGapOf } from "../treasury/treasury-gap-sql";

/**
 * The one definition of the consolidated project view's measures (`ayojana-akikrit-pragati`). Its
 * counts and the list behind each count are both built from `projectSource` (CTE `b`, one row per
 * project) and `projectCondition`, so a count and the length of its list cannot drift apart.
 */

/**
 * The project filters beyond the report context (the project type is the context's `typeId`); one
 * project (`project_id`) only in the list behind a project head's dashboard row.
 */
export type ProjectFilters = Pick<TProjectListQuery, "sector_id" | "priority" | "status" | "project_id">;

/**
 * CTE `b`: the projects of the fiscal year (profiled in it, or with monthly progress in it) whose
 * profiling office is in scope and in the filters, and in the caller's project `scope` (projects
 * module's `projectScopeFor`: a project head's postings), one row each, as of month M, read from
 * `project_month_figures` (kept by `modules/projects/project-figures.ts`, which defines the figures):
 * the current cost, whether it is over cost or extended, the physical % planned (the baseline in
 * force) and achieved to M, the budget planned to M and the expense to M beside the year's budget as
 * planned (0 without a baseline), and whether month M itself is reported.
 */
export const projectSource = (ctx: ReportContext, filters: ProjectFilters, scope: SQL): SQL =>
  sql`b AS (
    SELECT p.id, p.nikaya_id, f.cost, f.over_cost, f.extended, f.reported, f.planned, f.achieved,
           f.planned_budget AS budget, f.expense, f.year_budget
      FROM project_month_figures f
      JOIN projects p ON p.id = f.project_id
     WHERE f.fiscal_year_id = ${ctx.fiscalYearId} AND f.month = ${ctx.month}
       AND ${officeFilter(ctx, sql`p.nikaya_id`)}
       AND ${scope}
       ${ctx.typeId === null ? sql`` : sql`AND p.type_id = ${ctx.typeId}`}
       ${filters.sector_id === undefined ? sql`` : sql`AND p.sector_id = ${filters.sector_id}`}
       ${filters.priority === undefined ? sql`` : sql`AND p.priority = ${filters.priority}`}
       ${filters.status === undefined ? sql`` : sql`AND p.status = ${filters.status}`}
       ${filters.project_id === undefined ? sql`` : sql`AND p.id = ${filters.project_id}`})`;

/**
 * A project's financial % (the projects module's rule, `financialPercent`) on a row of `b`: the expense to
 * M over the year's budget as planned, to two places; null without a baseline. Numeric, so the treasury
 * gap (`treasuryGapOf`) and the data-quality checks subtract it exactly.
 */
export const FINANCIAL_PERCENT = sql`round(100 * b.expense / NULLIF(b.year_budget, 0), 2)`;

const behind = sql`b.achieved < b.planned`;

/**
 * The NPC's achievement of target (DOMAIN.md "How Nepal judges projects"): the year's physical %
 * achieved to M over the % planned to M, x 100; known only when something is planned to M and month M
 * is reported (an unreported month would read as a shortfall of its own share).
 */
const npcKnown = sql`(b.planned > 0 AND b.reported)`;
const npcAchievement = sql`(100 * b.achieved / b.planned)`;

/**
 * A physical-progress band as a condition on a % `achieved` (a band holds its lower bound, as
 * milestones'): a project's year to M (`b.achieved`), or a component's (a project head's dashboard row).
 */
export const bandCondition = (band: ProjectBandSlice, achieved: SQL): SQL => {
  switch (band) {
    case "not_started":
      return sql`${achieved} <= 0`;
    case "in_progress_below_twenty_percent":
      return sql`${achieved} > 0 AND ${achieved} < 20`;
    case "in_progress_below_fourty_percent":
      return sql`${achieved} >= 20 AND ${achieved} < 40`;
    case "in_progress_below_sixty_percent":
      return sql`${achieved} >= 40 AND ${achieved} < 60`;
    case "in_progress_below_eighty_percent":
      return sql`${achieved} >= 60 AND ${achieved} < 80`;
    case "in_progress_below_hundred_percent":
      return sql`${achieved} >= 80 AND ${achieved} < 100`;
    case "completed_and_achieved":
      return sql`${achieved} >= 100`;
  }
};

/** Each count and dashboard slice as a condition over `b` (DOMAIN.md "Projects": flags, not statuses). */
export const projectCondition = (measure: ProjectListMeasure): SQL => {
  switch (measure) {
    case "projects":
      return sql`TRUE`;
    case "behind_schedule":
      // Slippage: less achieved than planned by month M (a project with no target by M is not behind).
      return behind;
    case "over_cost":
      return sql`b.over_cost`;
    case "extended":
      return sql`b.extended`;
    case "on_track":
      return sql`NOT ${behind} AND b.reported`;
    case "not_reported":
      return sql`NOT ${behind} AND NOT b.reported`;
    case "not_started":
    case "in_progress_below_twenty_percent":
    case "in_progress_below_fourty_percent":
    case "in_progress_below_sixty_percent":
    case "in_progress_below_eighty_percent":
    case "in_progress_below_hundred_percent":
    case "completed_and_achieved":
      return bandCondition(measure, sql`b.achieved`);
    // The NPC's bands of achievement of target; a band holds its lower bound (79.5 is 50-79).
    case "npc_80_plus":
      return sql`${npcKnown} AND ${npcAchievement} >= 80`;
    case "npc_50_to_79":
      return sql`${npcKnown} AND ${npcAchievement} >= 50 AND ${npcAchievement} < 80`;
    case "npc_below_50":
      return sql`${npcKnown} AND ${npcAchievement} < 50`;
    case "npc_unknown":
      return sql`NOT ${npcKnown}`;
  }
};

const percentOf = (part: SQL, whole: SQL) =>
  sql`COALESCE(round(100 * ${part} / NULLIF(${whole}, 0), 2), 0)::float8`;

/**
 * The figures of a row, each with its denominator: the budget planned to M and the expense to M (lakh);
 * expense as a percent of that planned budget; physical progress weighted by each project's current
 * cost; and financial progress (the projects module's rule, `financialPercent`): the expense to M as a
 * percent of the year's budget as planned, over the projects with a baseline only (a project without
 * one has no planned budget, so its expense would inflate the %).
 */
export const PROJECT_FIGURES: Measures = [
  ["budget", sql`round(sum(b.budget), 2)::float8`],
  ["expense", sql`round(sum(b.expense), 2)::float8`],
  ["expense_percent", percentOf(sql`sum(b.expense) FILTER (WHERE b.budget > 0)`, sql`sum(b.budget)`)],
  [
    "physical_percent",
    sql`COALESCE(round(sum(b.cost * LEAST(b.achieved, 100)) / NULLIF(sum(b.cost), 0), 2), 0)::float8`,
  ],
  [
    "financial_percent",
    percentOf(sql`sum(b.expense) FILTER (WHERE b.year_budget > 0)`, sql`sum(b.year_budget)`),
  ],
];

/**
 * The projects of one measure as list rows (one statement), in id order; `afterId` continues a batch
 * of the export. Beside the month's figures, the year's financial % and the treasury % and gap of the
 * project's sub-heads in the newest office-expense snapshot of the year (`projectTreasuryCtes` and the
 * one rule `treasuryGapOf`, as the project summary's and the data-quality checks') with the gap setting.
 */
export const projectListSelect = (
  ctx: ReportContext,
  filters: ProjectFilters,
  measure: ProjectListMeasure,
  scope: SQL,
  afterId: number | null = null,
): SQL => {
  const term = ctx.search.trim();
  return sql`WITH ${projectSource(ctx, filters, scope)},
    ${projectTreasuryCtes(sql`SELECT b.id FROM b`, ctx.fiscalYearId)}
    SELECT b.id, p.code, p.name AS project_name, o.id AS nikaya_id, o.name AS nikaya_name,
           o.name_np AS nikaya_name_np, s.name AS sector_name, s.name_np AS sector_name_np,
           t.name AS type_name, t.name_np AS type_name_np, p.priority, p.status AS project_status,
           b.cost::float8 AS cost, b.budget::float8 AS budget, b.expense::float8 AS expense,
           round(100 * b.expense / NULLIF(b.budget, 0), 2)::float8 AS expense_percent,
           b.planned::float8 AS planned_percent, b.achieved::float8 AS physical_percent,
           ${FINANCIAL_PERCENT}::float8 AS financial_percent,
           g.treasury_percent, g.treasury_gap, g.treasury_flagged, ${TREASURY_GAP_LIMIT}::int AS treasury_gap_limit
      FROM b
      JOIN projects p ON p.id = b.id
      JOIN offices o ON o.id = b.nikaya_id
      JOIN setup_items s ON s.id = p.sector_id
      JOIN setup_items t ON t.id = p.type_id
      LEFT JOIN tsx x ON x.project_id = b.id
     CROSS JOIN ${treasuryGapOf({
       budget: sql`x.budget`,
       expense: sql`x.expense`,
       financialPercent: FINANCIAL_PERCENT,
       limit: TREASURY_GAP_LIMIT,
     })} g
     WHERE ${projectCondition(measure)}
       ${term ? sql`AND (p.name ILIKE ${likePattern(term)} OR p.code ILIKE ${likePattern(term)})` : sql``}
       ${afterId === null ? sql`` : sql`AND b.id > ${afterId}`}
     ORDER BY b.id`;
};
