import type { TPagedQuery } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../../db/client";
import {
  activities,
  activityHelpers,
  budgetHeads,
  milestoneMonthStatus,
  milestones,
  milestoneTargets,
  policies,
} from "../../db/schema";
import { likePattern, pagedByKeys, pagedList } from "../../lib/paged";
import type { MilestoneTypeColumns, OfficeColumns, PolicyColumns, UnitColumns } from "../../lib/row-columns";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";

type Named = { id: number; name: string; name_np: string };

export type PolicyRow = OfficeColumns & {
  id: number;
  fiscal_year_id: number;
  parent_id: number | null;
  depth: number;
  point_no: string;
  name: string;
  start_from: string | null;
  end_at: string | null;
  budget: string | null;
  reporting_type_id: number | null;
  reporting_type_name: string | null;
  reporting_type_name_np: string | null;
  status: boolean;
  child_count: number;
  budget_head_count: number;
  activity_count: number;
};

export type BudgetHeadRow = OfficeColumns &
  PolicyColumns & {
    id: number;
    fiscal_year_id: number;
    point_no: string;
    heading: string;
    amount: string;
    budget_code_id: number | null;
    budget_code_name: string | null;
    budget_code_name_np: string | null;
    budget_code_code: string | null;
    activity_count: number;
  };

export type ActivityRow = OfficeColumns &
  PolicyColumns &
  UnitColumns & {
    id: number;
    fiscal_year_id: number;
    budget_head_id: number | null;
    budget_head_heading: string | null;
    point_no: string;
    title: string;
    helpers: Named[];
    annual_target: string | null;
    milestone_count: number;
  };

export type MilestoneRow = OfficeColumns &
  MilestoneTypeColumns &
  UnitColumns & {
    id: number;
    fiscal_year_id: number;
    activity_id: number;
    activity_point_no: string;
    activity_title: string;
    code: string;
    title: string;
    baseline: string | null;
    annual_target: string;
    kriya: string;
    cumulative: boolean;
    start_month: number;
    end_month: number;
    months: { month: number; target: string | number }[];
    progress_count: number;
  };

type ListQuery = Pick<TPagedQuery, "page_no" | "per_page" | "search" | "fiscal_year_id">;

const fiscalYearFilter = (column: SQL, query: ListQuery): SQL =>
  typeof query.fiscal_year_id === "number" ? sql`AND ${column} = ${query.fiscal_year_id}` : sql``;

const optionalFilter = (column: SQL, value: number | undefined): SQL =>
  value === undefined ? sql`` : sql`AND ${column} = ${value}`;

// --- policies ------------------------------------------------------------------------------------

/**
 * Policies in tree order: each point followed by its sub points, siblings in creation order. `anchor`
 * picks the offices and years (a parent always shares its children's office and year).
 */
const policySelect = (auth: AuthContext, anchor: SQL, where: SQL = sql``): SQL =>
  sql`WITH RECURSIVE tree AS (
        SELECT p.id, 0 AS depth, ARRAY[p.id] AS sort_path FROM policies p
         WHERE p.parent_id IS NULL AND p.deleted_at IS NULL AND ${inOfficeScope(auth, sql`p.nikaya_id`)} ${anchor}
        UNION ALL
        SELECT c.id, t.depth + 1, t.sort_path || c.id FROM policies c JOIN tree t ON c.parent_id = t.id
         WHERE c.deleted_at IS NULL
      )
      SELECT p.id, p.fiscal_year_id, p.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
             p.parent_id, t.depth, p.point_no, p.name, p.start_from, p.end_at, p.budget,
             p.reporting_type_id, rt.name AS reporting_type_name, rt.name_np AS reporting_type_name_np, p.status,
             (SELECT count(*)::int FROM policies c WHERE c.parent_id = p.id AND c.deleted_at IS NULL) AS child_count,
             (SELECT count(*)::int FROM budget_heads b WHERE b.policy_id = p.id AND b.deleted_at IS NULL)
               AS budget_head_count,
             (SELECT count(*)::int FROM activities a WHERE a.policy_id = p.id AND a.deleted_at IS NULL)
               AS activity_count
        FROM tree t
        JOIN policies p ON p.id = t.id
        JOIN offices o ON o.id = p.nikaya_id
        LEFT JOIN setup_items rt ON rt.id = p.reporting_type_id
       WHERE TRUE ${where}
       ORDER BY t.sort_path`;

export const listPolicies = (
  executor: Executor,
  auth: AuthContext,
  query: ListQuery & { nikaya_id?: number },
) => {
  const search = query.search
    ? sql`AND (p.name ILIKE ${likePattern(query.search)} OR p.point_no ILIKE ${likePattern(query.search)})`
    : sql``;
  return pagedList<PolicyRow>(
    executor,
    query,
    policySelect(
      auth,
      sql`${fiscalYearFilter(sql`p.fiscal_year_id`, query)} ${optionalFilter(sql`p.nikaya_id`, query.nikaya_id)}`,
      search,
    ),
  );
};

/** A live policy in the caller's scope. */
export const findPolicy = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<PolicyRow>(
    executor,
    policySelect(
      auth,
      sql`AND p.nikaya_id = (SELECT x.nikaya_id FROM policies x WHERE x.id = ${id})`,
      sql`AND p.id = ${id}`,
    ),
  );
  return row;
};

/** True when `candidate` is `id` itself or one of its sub points (a parent there would make a loop). */
export const isSelfOrDescendant = async (executor: Executor, id: number, candidate: number) => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`WITH RECURSIVE sub AS (
          SELECT id FROM policies WHERE id = ${id}
          UNION ALL
          SELECT c.id FROM policies c JOIN sub ON c.parent_id = sub.id
        )
        SELECT id FROM sub WHERE id = ${candidate}`,
  );
  return rows.length > 0;
};

// --- budget heads --------------------------------------------------------------------------------

const budgetHeadSelect = (auth: AuthContext, where: SQL): SQL =>
  sql`SELECT b.id, b.fiscal_year_id, b.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
             b.policy_id, p.point_no AS policy_point_no, p.name AS policy_name, b.point_no, b.heading, b.amount,
             b.budget_code_id, bc.name AS budget_code_name, bc.name_np AS budget_code_name_np,
             bc.code AS budget_code_code,
             (SELECT count(*)::int FROM activities a WHERE a.budget_head_id = b.id AND a.deleted_at IS NULL)
               AS activity_count
        FROM budget_heads b
        JOIN policies p ON p.id = b.policy_id
        JOIN offices o ON o.id = b.nikaya_id
        LEFT JOIN setup_items bc ON bc.id = b.budget_code_id
       WHERE b.deleted_at IS NULL AND ${inOfficeScope(auth, sql`b.nikaya_id`)} ${where}
       ORDER BY b.policy_id, b.id`;

export const listBudgetHeads = (
  executor: Executor,
  auth: AuthContext,
  query: ListQuery & { nikaya_id?: number; policy_id?: number },
) => {
  const search = query.search
    ? sql`AND (b.heading ILIKE ${likePattern(query.search)} OR b.point_no ILIKE ${likePattern(query.search)})`
    : sql``;
  return pagedList<BudgetHeadRow>(
    executor,
    query,
    budgetHeadSelect(
      auth,
      sql`${fiscalYearFilter(sql`b.fiscal_year_id`, query)} ${optionalFilter(sql`b.nikaya_id`, query.nikaya_id)}
          ${optionalFilter(sql`b.policy_id`, query.policy_id)} ${search}`,
    ),
  );
};

export const findBudgetHead = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<BudgetHeadRow>(executor, budgetHeadSelect(auth, sql`AND b.id = ${id}`));
  return row;
};

// --- activities ----------------------------------------------------------------------------------

const activitySelect = (auth: AuthContext, where: SQL): SQL =>
  sql`SELECT a.id, a.fiscal_year_id, a.policy_id, p.point_no AS policy_point_no, p.name AS policy_name,
             a.budget_head_id, b.heading AS budget_head_heading, a.point_no, a.title, a.nikaya_id,
             o.name AS nikaya_name, o.name_np AS nikaya_name_np,
             COALESCE((SELECT json_agg(json_build_object('id', h.id, 'name', h.name, 'name_np', h.name_np) ORDER BY h.id)
                         FROM activity_helpers ah JOIN offices h ON h.id = ah.nikaya_id
                        WHERE ah.activity_id = a.id), '[]'::json) AS helpers,
             a.annual_target, a.unit_id, u.name AS unit_name, u.name_np AS unit_name_np,
             (SELECT count(*)::int FROM milestones m WHERE m.activity_id = a.id AND m.deleted_at IS NULL)
               AS milestone_count
        FROM activities a
        JOIN policies p ON p.id = a.policy_id
        LEFT JOIN budget_heads b ON b.id = a.budget_head_id
        JOIN offices o ON o.id = a.nikaya_id
        LEFT JOIN setup_items u ON u.id = a.unit_id
       WHERE a.deleted_at IS NULL AND ${inOfficeScope(auth, sql`a.nikaya_id`)} ${where}
       ORDER BY a.policy_id, a.id`;

export const listActivities = (
  executor: Executor,
  auth: AuthContext,
  query: ListQuery & { nikaya_id?: number; policy_id?: number; budget_head_id?: number },
) => {
  const search = query.search
    ? sql`AND (a.title ILIKE ${likePattern(query.search)} OR a.point_no ILIKE ${likePattern(query.search)})`
    : sql``;
  return pagedList<ActivityRow>(
    executor,
    query,
    activitySelect(
      auth,
      sql`${fiscalYearFilter(sql`a.fiscal_year_id`, query)} ${optionalFilter(sql`a.nikaya_id`, query.nikaya_id)}
          ${optionalFilter(sql`a.policy_id`, query.policy_id)}
          ${optionalFilter(sql`a.budget_head_id`, query.budget_head_id)} ${search}`,
    ),
  );
};

export const findActivity = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<ActivityRow>(executor, activitySelect(auth, sql`AND a.id = ${id}`));
  return row;
};

// --- milestones ----------------------------------------------------------------------------------

const milestoneSelect = (auth: AuthContext, where: SQL): SQL =>
  sql`SELECT m.id, m.fiscal_year_id, m.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
             m.activity_id, a.point_no AS activity_point_no, a.title AS activity_title, m.code, m.title,
             m.type_id, ty.name AS type_name, ty.name_np AS type_name_np,
             m.subtype_id, st.name AS subtype_name, st.name_np AS subtype_name_np,
             m.baseline, m.annual_target, m.unit_id, u.name AS unit_name, u.name_np AS unit_name_np,
             m.kriya, m.cumulative, m.start_month, m.end_month,
             COALESCE((SELECT json_agg(json_build_object('month', mt.month, 'target', mt.target) ORDER BY mt.month)
                         FROM milestone_targets mt WHERE mt.milestone_id = m.id), '[]'::json) AS months,
             (SELECT count(*)::int FROM progress_entries e WHERE e.milestone_id = m.id) AS progress_count
        FROM milestones m
        JOIN activities a ON a.id = m.activity_id
        JOIN offices o ON o.id = m.nikaya_id
        LEFT JOIN setup_items ty ON ty.id = m.type_id
        LEFT JOIN setup_items st ON st.id = m.subtype_id
        LEFT JOIN setup_items u ON u.id = m.unit_id
       WHERE m.deleted_at IS NULL AND ${inOfficeScope(auth, sql`m.nikaya_id`)} ${where}
       ORDER BY m.activity_id, m.id`;

export const listMilestones = (
  executor: Executor,
  auth: AuthContext,
  query: ListQuery & { nikaya_id?: number; activity_id?: number },
) => {
  const search = query.search
    ? sql`AND (m.title ILIKE ${likePattern(query.search)} OR m.code ILIKE ${likePattern(query.search)})`
    : sql``;
  const where = sql`${fiscalYearFilter(sql`m.fiscal_year_id`, query)} ${optionalFilter(sql`m.nikaya_id`, query.nikaya_id)}
          ${optionalFilter(sql`m.activity_id`, query.activity_id)} ${search}`;
  // The month targets and progress count are built for the page's milestones only.
  return pagedByKeys<MilestoneRow>(
    executor,
    query,
    sql`SELECT m.id FROM milestones m
         WHERE m.deleted_at IS NULL AND ${inOfficeScope(auth, sql`m.nikaya_id`)} ${where}
         ORDER BY m.activity_id, m.id`,
    (ids) =>
      queryRows<MilestoneRow>(
        executor,
        milestoneSelect(
          auth,
          sql`AND m.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      ),
  );
};

export const findMilestone = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<MilestoneRow>(executor, milestoneSelect(auth, sql`AND m.id = ${id}`));
  return row;
};

// --- references ----------------------------------------------------------------------------------

/** A setup entry of the list, with its main type (for sub types). */
export const findSetupEntry = async (executor: Executor, list: string, id: number) => {
  const [row] = await queryRows<{ id: number; parent_id: number | null }>(
    executor,
    sql`SELECT id, parent_id FROM setup_items WHERE id = ${id} AND list_key = ${list}`,
  );
  return row;
};

export const fiscalYearExists = async (executor: Executor, id: number) =>
  (await queryRows(executor, sql`SELECT id FROM fiscal_years WHERE id = ${id}`)).length > 0;

/** The offices among `ids` that exist. */
export const existingOffices = async (executor: Executor, ids: number[]) =>
  ids.length === 0
    ? []
    : (
        await queryRows<{ id: number }>(
          executor,
          sql`SELECT id FROM offices WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      ).map((row) => row.id);

/**
 * Locks a live plan row for the rest of the transaction, so a child saved under it and its own delete
 * (which counts the children first) cannot pass each other. False when it is gone or deleted.
 */
export const lockLiveRow = async (
  executor: Executor,
  table: "policies" | "budget_heads" | "activities" | "milestones",
  id: number,
) =>
  (
    await queryRows(
      executor,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`,
    )
  ).length > 0;

// --- writes ------------------------------------------------------------------------------------

/** A policy as stored (deleted or not), or null. */
export const findPolicyRow = async (executor: Executor, id: number) =>
  (await executor.select().from(policies).where(eq(policies.id, id)))[0] ?? null;

export const insertPolicy = async (executor: Executor, values: PgInsertValue<typeof policies>) =>
  (await executor.insert(policies).values(values).returning({ id: policies.id }))[0].id;

export const updatePolicyRow = (executor: Executor, id: number, values: PgUpdateSetSource<typeof policies>) =>
  executor.update(policies).set(values).where(eq(policies.id, id));

export const softDeletePolicy = (executor: Executor, id: number) =>
  executor.update(policies).set({ deletedAt: new Date() }).where(eq(policies.id, id));

/** A budget head as stored (deleted or not), or null. */
export const findBudgetHeadRow = async (executor: Executor, id: number) =>
  (await executor.select().from(budgetHeads).where(eq(budgetHeads.id, id)))[0] ?? null;

export const insertBudgetHead = async (executor: Executor, values: PgInsertValue<typeof budgetHeads>) =>
  (await executor.insert(budgetHeads).values(values).returning({ id: budgetHeads.id }))[0].id;

export const updateBudgetHeadRow = (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof budgetHeads>,
) => executor.update(budgetHeads).set(values).where(eq(budgetHeads.id, id));

export const softDeleteBudgetHead = (executor: Executor, id: number) =>
  executor.update(budgetHeads).set({ deletedAt: new Date() }).where(eq(budgetHeads.id, id));

export const insertActivity = async (executor: Executor, values: PgInsertValue<typeof activities>) =>
  (await executor.insert(activities).values(values).returning({ id: activities.id }))[0].id;

export const updateActivityRow = (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof activities>,
) => executor.update(activities).set(values).where(eq(activities.id, id));

export const softDeleteActivity = (executor: Executor, id: number) =>
  executor.update(activities).set({ deletedAt: new Date() }).where(eq(activities.id, id));

export const addActivityHelpers = async (
  executor: Executor,
  activityId: number,
  helpers: readonly number[],
) => {
  if (helpers.length > 0)
    await executor.insert(activityHelpers).values(helpers.map((nikayaId) => ({ activityId, nikayaId })));
};

/** The helping offices of an activity, replaced by these. */
export const replaceActivityHelpers = async (executor: Executor, activityId: number, helpers: number[]) => {
  await executor.delete(activityHelpers).where(eq(activityHelpers.activityId, activityId));
  await addActivityHelpers(executor, activityId, helpers);
};

export const insertMilestone = async (executor: Executor, values: PgInsertValue<typeof milestones>) =>
  (await executor.insert(milestones).values(values).returning({ id: milestones.id }))[0].id;

export const updateMilestoneRow = (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof milestones>,
) => executor.update(milestones).set(values).where(eq(milestones.id, id));

export const softDeleteMilestone = (executor: Executor, id: number) =>
  executor.update(milestones).set({ deletedAt: new Date() }).where(eq(milestones.id, id));

type MonthTarget = { month: number; target: number };

export const addMilestoneTargets = async (
  executor: Executor,
  milestoneId: number,
  months: readonly MonthTarget[],
) => {
  if (months.length > 0)
    await executor
      .insert(milestoneTargets)
      .values(months.map((m) => ({ milestoneId, month: m.month, target: String(m.target) })));
};

/** The monthly targets of a milestone, replaced by these. */
export const replaceMilestoneTargets = async (
  executor: Executor,
  milestoneId: number,
  months: readonly MonthTarget[],
) => {
  await executor.delete(milestoneTargets).where(eq(milestoneTargets.milestoneId, milestoneId));
  await addMilestoneTargets(executor, milestoneId, months);
};

export const deleteMilestoneStatus = (executor: Executor, milestoneId: number) =>
  executor.delete(milestoneMonthStatus).where(eq(milestoneMonthStatus.milestoneId, milestoneId));
