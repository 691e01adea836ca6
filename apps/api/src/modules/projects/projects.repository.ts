import type { CompletionState, TPagedQuery } from "@pragati/domain/contract";
import type { PlannedCurve } from "@pragati/domain/projects";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, isoTimestamp, queryRow, queryRows } from "../../db/client";
import {
  projectBaselines,
  projectCostRevisions,
  projectOffices,
  projectProgress,
  projects,
  projectTimeExtensions,
} from "../../db/schema/projects";
import { likePattern, pagedList } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { idList, pagedRecords } from "../../lib/record-sql";
import type { GeoColumns } from "../../lib/row-columns";
import { countedPhysical } from "./project-figures";

/** A row of the list, flat; the presenter nests the names. */
export type ProjectListRecord = {
  id: number;
  fiscal_year_id: number;
  name: string;
  code: string | null;
  status: string;
  priority: string | null;
  start_date: string | null;
  expected_end_date: string | null;
  revised_end_date: string | null;
  initial_cost: number;
  revised_cost: number | null;
  total_expenditure: number;
  type_id: number;
  type_name: string;
  type_name_np: string;
  sector_id: number;
  sector_name: string;
  sector_name_np: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
};

export type ProjectRecord = ProjectListRecord &
  GeoColumns & {
    phone: string | null;
    email: string | null;
    address: string | null;
    sub_sector_id: number | null;
    sub_sector_name: string | null;
    sub_sector_name_np: string | null;
    budget_sub_heads: string[];
    area: string;
    created_by_nikaya_id: number | null;
    created_by_nikaya_name: string | null;
    created_by_nikaya_name_np: string | null;
    created_at: string;
    updated_at: string;
  };

// The newest revision and extension are the revised cost and completion date (never stored twice).
const listColumns = sql`p.id, p.fiscal_year_id, p.name, p.code, p.status, p.priority, p.start_date, p.expected_end_date,
       (SELECT e.new_end_date FROM project_time_extensions e WHERE e.project_id = p.id
         ORDER BY e.extended_on DESC, e.id DESC LIMIT 1) AS revised_end_date,
       p.initial_cost::float8 AS initial_cost,
       (SELECT r.amount::float8 FROM project_cost_revisions r WHERE r.project_id = p.id
         ORDER BY r.revised_on DESC, r.id DESC LIMIT 1) AS revised_cost,
       p.total_expenditure::float8 AS total_expenditure,
       t.id AS type_id, t.name AS type_name, t.name_np AS type_name_np,
       s.id AS sector_id, s.name AS sector_name, s.name_np AS sector_name_np,
       o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np`;

const listFrom = sql`FROM projects p
  JOIN setup_items t ON t.id = p.type_id
  JOIN setup_items s ON s.id = p.sector_id
  JOIN offices o ON o.id = p.nikaya_id`;

export type ProjectFilters = TPagedQuery & {
  nikaya_id?: number;
  type_id?: number;
  sector_id?: number;
  status?: string;
  priority?: string;
};

/** The projects in scope (of the fiscal year asked), newest first; `nikaya_id` takes the office's subtree. */
export const listProjects = (executor: Executor, query: ProjectFilters, scope: SQL) => {
  const term = query.search.trim();
  const keys = sql`SELECT p.id FROM projects p
     WHERE ${scope}
       ${typeof query.fiscal_year_id === "number" ? sql`AND p.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${
         query.nikaya_id
           ? sql`AND (p.nikaya_id IN (SELECT d.id FROM offices d, offices a
                   WHERE a.id = ${query.nikaya_id} AND d.path LIKE a.path || '%')
                 OR EXISTS (SELECT 1 FROM project_offices po JOIN offices d ON d.id = po.nikaya_id
                   JOIN offices a ON a.id = ${query.nikaya_id}
                   WHERE po.project_id = p.id AND d.path LIKE a.path || '%'))`
           : sql``
       }
       ${query.type_id ? sql`AND p.type_id = ${query.type_id}` : sql``}
       ${query.sector_id ? sql`AND p.sector_id = ${query.sector_id}` : sql``}
       ${query.status ? sql`AND p.status = ${query.status}` : sql``}
       ${query.priority ? sql`AND p.priority = ${query.priority}` : sql``}
       ${term ? sql`AND (p.name ILIKE ${likePattern(term)} OR p.code ILIKE ${likePattern(term)})` : sql``}
     ORDER BY p.id DESC`;
  return pagedRecords<ProjectListRecord>(
    executor,
    query,
    keys,
    (ids) => sql`SELECT ${listColumns} ${listFrom} WHERE p.id IN (${ids})`,
  );
};

export const findProject = async (executor: Executor, id: number, scope: SQL) =>
  queryRow<ProjectRecord>(
    executor,
    sql`SELECT ${listColumns}, p.phone, p.email, p.address, p.budget_sub_heads, p.area, p.ward,
               ss.id AS sub_sector_id, ss.name AS sub_sector_name, ss.name_np AS sub_sector_name_np,
               pr.id AS province_id, pr.name AS province_name, pr.name_np AS province_name_np,
               di.id AS district_id, di.name AS district_name, di.name_np AS district_name_np,
               ll.id AS local_level_id, ll.name AS local_level_name, ll.name_np AS local_level_name_np,
               co.id AS created_by_nikaya_id, co.name AS created_by_nikaya_name,
               co.name_np AS created_by_nikaya_name_np,
               ${isoTimestamp(sql`p.created_at`)} AS created_at, ${isoTimestamp(sql`p.updated_at`)} AS updated_at
          ${listFrom}
          LEFT JOIN setup_items ss ON ss.id = p.sub_sector_id
          LEFT JOIN provinces pr ON pr.id = p.province_id
          LEFT JOIN districts di ON di.id = p.district_id
          LEFT JOIN local_levels ll ON ll.id = p.local_level_id
          LEFT JOIN offices co ON co.id = p.created_by_nikaya_id
         WHERE p.id = ${id} AND ${scope}`,
  );

export const projectOfficeRefs = (executor: Executor, id: number) =>
  queryRows<{ id: number; name: string; name_np: string }>(
    executor,
    sql`SELECT o.id, o.name, o.name_np FROM project_offices po JOIN offices o ON o.id = po.nikaya_id
         WHERE po.project_id = ${id} ORDER BY o.path`,
  );

export const costRevisions = (executor: Executor, id: number) =>
  queryRows<{
    id: number;
    revised_on: string;
    amount: number;
    reason: string;
    created_at: string;
    created_by_name: string | null;
  }>(
    executor,
    sql`SELECT r.id, r.revised_on, r.amount::float8 AS amount, r.reason, ${isoTimestamp(sql`r.created_at`)} AS created_at,
               u.name AS created_by_name
          FROM project_cost_revisions r LEFT JOIN users u ON u.id = r.created_by
         WHERE r.project_id = ${id} ORDER BY r.revised_on, r.id`,
  );

export const timeExtensions = (executor: Executor, id: number) =>
  queryRows<{
    id: number;
    extended_on: string;
    new_end_date: string;
    reason: string;
    created_at: string;
    created_by_name: string | null;
  }>(
    executor,
    sql`SELECT e.id, e.extended_on, e.new_end_date, e.reason, ${isoTimestamp(sql`e.created_at`)} AS created_at,
               u.name AS created_by_name
          FROM project_time_extensions e LEFT JOIN users u ON u.id = e.created_by
         WHERE e.project_id = ${id} ORDER BY e.extended_on, e.id`,
  );

/** Setup entries by id within one list: the parent tells a main type (null) from a sub type. */
export const setupEntries = async (executor: Executor, list: string, ids: number[]) =>
  ids.length === 0
    ? []
    : queryRows<{ id: number; parent_id: number | null }>(
        executor,
        sql`SELECT id, parent_id FROM setup_items WHERE list_key = ${list} AND id IN (${idList(ids)})`,
      );

export const codeTaken = async (executor: Executor, code: string, exceptId: number | null) =>
  (
    await queryRows(
      executor,
      sql`SELECT id FROM projects WHERE lower(code) = lower(${code})
           ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}`,
    )
  ).length > 0;

export const {
  insert: insertProject,
  update: updateProjectRow,
  remove: deleteProjectRow,
} = recordRows(projects);

/** Replaces the implementing offices. */
export const setProjectOffices = async (executor: Executor, id: number, officeIds: number[]) => {
  await executor.delete(projectOffices).where(eq(projectOffices.projectId, id));
  if (officeIds.length > 0)
    await executor.insert(projectOffices).values(officeIds.map((nikayaId) => ({ projectId: id, nikayaId })));
};

export const insertCostRevision = recordRows(projectCostRevisions).insert;

export const insertTimeExtension = recordRows(projectTimeExtensions).insert;

/** Whether the project has monthly progress (it then keeps its profile). */
export const hasProgress = async (executor: Executor, id: number) =>
  (await queryRows(executor, sql`SELECT 1 FROM project_progress WHERE project_id = ${id} LIMIT 1`)).length >
  0;

/** Whether contracts were recorded under the project (it then keeps its profile). */
export const hasContracts = async (executor: Executor, id: number) =>
  (await queryRows(executor, sql`SELECT 1 FROM contracts WHERE project_id = ${id} LIMIT 1`)).length > 0;

/** One month of the progress table, flat; the presenter nests the problem names. */
export type ProgressMonthRecord = {
  month: number;
  entered: boolean;
  physical_target: number | null;
  physical_achieved: number | null;
  financial_target: number | null;
  budget: number | null;
  expense: number | null;
  problem_type_id: number | null;
  problem_type_name: string | null;
  problem_type_name_np: string | null;
  problem_sub_type_id: number | null;
  problem_sub_type_name: string | null;
  problem_sub_type_name_np: string | null;
  problems: string;
  remarks: string;
  cumulative_physical_target: number;
  cumulative_physical_achieved: number;
  cumulative_budget: number;
  cumulative_expense: number;
  updated_at: string | null;
  updated_by_name: string | null;
  jump_state: CompletionState | null;
  jump_reason: string | null;
  /** The month's physical % as the figures count it: 0 while its jump is claimed or rejected. */
  counted_physical_achieved: number | null;
};

/**
 * The 12 fiscal months of a project's year with each month's entry and the running sums to it. A project
 * with components shows their weighted physical progress (the month figures' one rule,
 * `project-figures.ts`): to the month, and each reported month's step from the month before.
 */
// The running physical sum counts a jump once it is accepted (`countedPhysical`, project-figures.ts).
export const progressMonths = (executor: Executor, projectId: number, fiscalYearId: number) =>
  queryRows<ProgressMonthRecord>(
    executor,
    sql`SELECT m.month, pp.id IS NOT NULL AS entered,
               pp.physical_target::float8 AS physical_target,
               (CASE WHEN NOT cw.weighted THEN pp.physical_achieved
                     WHEN f.reported THEN f.achieved - COALESCE(lag(f.achieved) OVER w, 0) END)::float8
                 AS physical_achieved,
               pp.financial_target::float8 AS financial_target, pp.budget::float8 AS budget,
               pp.expense::float8 AS expense,
               pt.id AS problem_type_id, pt.name AS problem_type_name, pt.name_np AS problem_type_name_np,
               ps.id AS problem_sub_type_id, ps.name AS problem_sub_type_name,
               ps.name_np AS problem_sub_type_name_np,
               coalesce(pp.problems, '') AS problems, coalesce(pp.remarks, '') AS remarks,
               (sum(coalesce(pp.physical_target, 0)) OVER w)::float8 AS cumulative_physical_target,
               (CASE WHEN NOT cw.weighted THEN ${countedPhysical}
                     WHEN f.reported THEN f.achieved - COALESCE(lag(f.achieved) OVER w, 0) END)::float8
                 AS counted_physical_achieved,
               (CASE WHEN cw.weighted THEN COALESCE(f.achieved, 0)
                     ELSE sum(coalesce(${countedPhysical}, 0)) OVER w END)::float8 AS cumulative_physical_achieved,
               (sum(coalesce(pp.budget, 0)) OVER w)::float8 AS cumulative_budget,
               (sum(coalesce(pp.expense, 0)) OVER w)::float8 AS cumulative_expense,
               ${isoTimestamp(sql`pp.updated_at`)} AS updated_at, u.name AS updated_by_name,
               pp.jump_state, pp.jump_reason
          FROM generate_series(0, 11) AS m(month)
          LEFT JOIN project_progress pp
            ON pp.project_id = ${projectId} AND pp.fiscal_year_id = ${fiscalYearId} AND pp.month = m.month
          LEFT JOIN setup_items pt ON pt.id = pp.problem_type_id
          LEFT JOIN setup_items ps ON ps.id = pp.problem_sub_type_id
          LEFT JOIN users u ON u.id = pp.created_by
          LEFT JOIN project_month_figures f
            ON f.project_id = ${projectId} AND f.fiscal_year_id = ${fiscalYearId} AND f.month = m.month
         CROSS JOIN (SELECT EXISTS (SELECT 1 FROM project_components c WHERE c.project_id = ${projectId})
                       AS weighted) cw
        WINDOW w AS (ORDER BY m.month)
         ORDER BY m.month`,
  );

export const fiscalYearStart = async (executor: Executor, id: number) =>
  (
    await queryRows<{ start_year: number }>(
      executor,
      sql`SELECT start_year FROM fiscal_years WHERE id = ${id}`,
    )
  )[0]?.start_year ?? null;

/** A month's stored physical achievement and jump claim, and whether components carry the project's figure. */
export const storedJump = async (
  executor: Executor,
  projectId: number,
  fiscalYearId: number,
  month: number,
) =>
  queryRow<{
    physical_achieved: number;
    jump_state: CompletionState | null;
    evidence: number;
  }>(
    executor,
    sql`SELECT pp.physical_achieved::float8 AS physical_achieved, pp.jump_state,
                 (SELECT count(*)::int FROM project_files f
                   WHERE f.project_id = pp.project_id AND f.created_at >= pp.jump_claimed_at) AS evidence
            FROM project_progress pp
           WHERE pp.project_id = ${projectId} AND pp.fiscal_year_id = ${fiscalYearId} AND pp.month = ${month}`,
  );

/** Whether the project's physical progress is its components' (project-figures.ts). */
export const hasComponents = async (executor: Executor, projectId: number) =>
  (await queryRows(executor, sql`SELECT 1 FROM project_components WHERE project_id = ${projectId} LIMIT 1`))
    .length > 0;

export type JumpClaimRow = {
  project_id: number;
  project_name: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  fiscal_year_id: number;
  month: number;
  physical_achieved: number;
  evidence_count: number;
  claimed_at: string;
};

/** Project months' jumps waiting for acceptance in the offices `approver` (a condition on `o.path`) names. */
export const jumpClaims = (executor: Executor, query: TPagedQuery, approver: SQL) =>
  pagedList<JumpClaimRow>(
    executor,
    query,
    sql`SELECT p.id AS project_id, p.name AS project_name, p.nikaya_id, o.name AS nikaya_name,
               o.name_np AS nikaya_name_np, pp.fiscal_year_id, pp.month::int AS month,
               pp.physical_achieved::float8 AS physical_achieved,
               (SELECT count(*)::int FROM project_files f
                 WHERE f.project_id = p.id AND f.created_at >= pp.jump_claimed_at) AS evidence_count,
               ${isoTimestamp(sql`pp.jump_claimed_at`)} AS claimed_at
          FROM project_progress pp
          JOIN projects p ON p.id = pp.project_id
          JOIN offices o ON o.id = p.nikaya_id
         WHERE pp.jump_state = 'claimed' AND ${approver}
         ORDER BY pp.jump_claimed_at, pp.project_id, pp.month`,
  );

/** Writes the approver's decision on a month's jump claim. */
export const setJumpDecision = (
  executor: Executor,
  d: {
    projectId: number;
    fiscalYearId: number;
    month: number;
    state: CompletionState;
    reason: string | null;
    userId: number;
  },
) =>
  executor.execute(
    sql`UPDATE project_progress
           SET jump_state = ${d.state}, jump_reason = ${d.reason}, jump_decided_by = ${d.userId},
               jump_decided_at = now()
         WHERE project_id = ${d.projectId} AND fiscal_year_id = ${d.fiscalYearId} AND month = ${d.month}`,
  );

/** Stores a month's report, replacing the one the month had. */
export const upsertProgress = (
  executor: Executor,
  // The claim's time is the database's (`now()`), as the files it is compared with are stamped.
  values: Omit<typeof projectProgress.$inferInsert, "jumpClaimedAt"> & { jumpClaimedAt?: SQL | null },
) =>
  executor
    .insert(projectProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [projectProgress.projectId, projectProgress.fiscalYearId, projectProgress.month],
      set: { ...values, updatedAt: sql`now()` },
    });

/** A file attached to a project, with where it is stored. */
export type ProjectFileRecord = {
  id: number;
  project_id: number;
  filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
};

const selectFiles = (where: SQL) => sql`
  SELECT f.id, f.project_id, f.filename, f.mime_type, f.size, f.storage_key, ${isoTimestamp(sql`f.created_at`)} AS created_at
    FROM project_files f
    JOIN projects p ON p.id = f.project_id
   WHERE ${where}`;

/** A project's files, oldest first. */
export const projectFileRows = (executor: Executor, projectId: number) =>
  queryRows<ProjectFileRecord>(executor, sql`${selectFiles(sql`f.project_id = ${projectId}`)} ORDER BY f.id`);

/** One file whose project is in scope (`scope` is a condition on `p`). */
export const findProjectFile = async (executor: Executor, fileId: number, scope: SQL) =>
  queryRow<ProjectFileRecord>(executor, selectFiles(sql`f.id = ${fileId} AND ${scope}`));

/**
 * The projects of an office's bulk progress sheet for a fiscal year's month, in id order, with the
 * month's stored report: those in `scope` (on `p`) profiled or implemented by the office that belong to
 * the year (profiled in it or with progress in it) or are in implementation since an earlier year.
 */
export const bulkSheetProjects = (
  executor: Executor,
  options: { nikayaId: number; fiscalYearId: number; month: number; scope: SQL },
) =>
  queryRows<{
    id: number;
    code: string | null;
    name: string;
    entered: boolean;
    physical_target: number;
    physical_achieved: number;
    financial_target: number;
    budget: number;
    expense: number;
    problem_type_id: number | null;
    problem_sub_type_id: number | null;
    problems: string;
    remarks: string;
  }>(
    executor,
    sql`SELECT p.id, p.code, p.name, pp.id IS NOT NULL AS entered,
               pp.physical_target::float8 AS physical_target, pp.physical_achieved::float8 AS physical_achieved,
               pp.financial_target::float8 AS financial_target, pp.budget::float8 AS budget,
               pp.expense::float8 AS expense, pp.problem_type_id, pp.problem_sub_type_id,
               coalesce(pp.problems, '') AS problems, coalesce(pp.remarks, '') AS remarks
          FROM projects p
          JOIN fiscal_years py ON py.id = p.fiscal_year_id
          JOIN fiscal_years fy ON fy.id = ${options.fiscalYearId}
          LEFT JOIN project_progress pp
            ON pp.project_id = p.id AND pp.fiscal_year_id = fy.id AND pp.month = ${options.month}
         WHERE (p.nikaya_id = ${options.nikayaId}
                OR EXISTS (SELECT 1 FROM project_offices po
                            WHERE po.project_id = p.id AND po.nikaya_id = ${options.nikayaId}))
           AND (p.fiscal_year_id = fy.id
                OR (py.start_year < fy.start_year AND p.status = 'implementation')
                OR EXISTS (SELECT 1 FROM project_progress y WHERE y.project_id = p.id AND y.fiscal_year_id = fy.id))
           AND ${options.scope}
         ORDER BY p.id`,
  );

/** The problem types (`ayojana-samasya-types`) and their subtypes, types first in list order. */
export const problemChoices = (executor: Executor) =>
  queryRows<{
    type_id: number;
    type_name: string;
    type_name_np: string;
    sub_type_id: number | null;
    sub_name: string | null;
    sub_name_np: string | null;
  }>(
    executor,
    sql`SELECT t.id AS type_id, t.name AS type_name, t.name_np AS type_name_np,
               s.id AS sub_type_id, s.name AS sub_name, s.name_np AS sub_name_np
          FROM setup_items t
          LEFT JOIN setup_items s ON s.parent_id = t.id AND s.list_key = t.list_key
         WHERE t.list_key = 'ayojana-samasya-types' AND t.parent_id IS NULL
         ORDER BY t.sort_order, t.id, s.sort_order, s.id`,
  );

/** A stored baseline version (lakh and % as numbers). */
export type BaselineRecord = {
  id: number;
  fiscal_year_id: number;
  version: number;
  annual_budget: number;
  planned_physical: number[];
  planned_financial: number[];
  set_on: string;
  reason: string;
  approved_by: string;
  created_at: string;
};

/** A stored version as the domain's planned curve. */
export const plannedCurveOf = (row: BaselineRecord): PlannedCurve => ({
  annualBudget: row.annual_budget,
  plannedPhysical: row.planned_physical,
  plannedFinancial: row.planned_financial,
});

/** A project year's baseline versions, oldest (the original) first. */
export const baselineVersions = (executor: Executor, projectId: number, fiscalYearId: number) =>
  queryRows<BaselineRecord>(
    executor,
    sql`SELECT id, fiscal_year_id, version, annual_budget::float8 AS annual_budget,
               planned_physical::float8[] AS planned_physical, planned_financial::float8[] AS planned_financial,
               set_on, reason, approved_by, ${isoTimestamp(sql`created_at`)} AS created_at
          FROM project_baselines
         WHERE project_id = ${projectId} AND fiscal_year_id = ${fiscalYearId}
         ORDER BY version`,
  );

export const insertBaseline = recordRows(projectBaselines).insert;

/** The sum of every month's reported expense of a project, all years (lakh). */
export const reportedExpense = async (executor: Executor, projectId: number) =>
  (
    await queryRows<{ total: number }>(
      executor,
      sql`SELECT COALESCE(sum(expense), 0)::float8 AS total FROM project_progress WHERE project_id = ${projectId}`,
    )
  )[0]?.total ?? 0;
