import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import type { BudgetHeadRow, PolicyRow } from "../plans/plans.repository";

export type FiscalYearRef = { id: number; start_year: number; title: string; title_np: string };

/** The previous year's plan rows as adoption lists them: the plan's own columns and the adopted copy's id. */
type Adoptable<Row, Key extends keyof Row> = Pick<Row, Key> & { adopted_id: number | null };

export type SourcePolicyRow = Adoptable<
  PolicyRow,
  | "id"
  | "parent_id"
  | "depth"
  | "point_no"
  | "name"
  | "start_from"
  | "end_at"
  | "budget"
  | "reporting_type_id"
  | "status"
>;

export type SourceBudgetHeadRow = Adoptable<
  BudgetHeadRow,
  "id" | "policy_id" | "point_no" | "heading" | "amount" | "budget_code_id"
>;

export type SourceMilestone = {
  id: number;
  activity_id: number;
  code: string;
  title: string;
  type_id: number | null;
  subtype_id: number | null;
  baseline: number | null;
  annual_target: number;
  unit_id: number | null;
  kriya: string;
  cumulative: boolean;
  start_month: number;
  end_month: number;
  months: { month: number; target: number }[];
  adopted_id: number | null;
};

export type SourceActivityRow = {
  id: number;
  policy_id: number;
  budget_head_id: number | null;
  point_no: string;
  title: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  annual_target: string | null;
  unit_id: number | null;
  helper_ids: number[];
  adopted_id: number | null;
  /** The office of the adopted copy (a transfer may have moved it since). */
  adopted_nikaya_id: number | null;
  milestones: SourceMilestone[];
};

export type SourcePlan = {
  policies: SourcePolicyRow[];
  budgetHeads: SourceBudgetHeadRow[];
  activities: SourceActivityRow[];
};

export const findFiscalYear = async (executor: Executor, where: { id: number } | { startYear: number }) => {
  const [row] = await queryRows<FiscalYearRef>(
    executor,
    sql`SELECT id, start_year, title, title_np FROM fiscal_years
         WHERE ${"id" in where ? sql`id = ${where.id}` : sql`start_year = ${where.startYear}`}`,
  );
  return row;
};

export const findOffice = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ id: number; name: string; name_np: string }>(
    executor,
    sql`SELECT id, name, name_np FROM offices WHERE id = ${id}`,
  );
  return row;
};

/** Serialises adoptions into one office, so two at once cannot both copy the same item. */
export const lockOffice = async (executor: Executor, id: number) => {
  await queryRows(executor, sql`SELECT id FROM offices WHERE id = ${id} FOR UPDATE`);
};

/**
 * The office's plan of `sourceYear`: its live policies (tree order) and everything under them, with the
 * live copy of each in `targetYear` (`adopted_id`). Copies are found through the office's own policies
 * of the target year, so every lookup follows the (fiscal year, office) indexes. Activities whose
 * implementing office lies outside the caller's scope are left out.
 */
export const loadSourcePlan = async (
  executor: Executor,
  auth: AuthContext,
  input: { nikayaId: number; sourceYearId: number; targetYearId: number },
): Promise<SourcePlan> => {
  const { nikayaId, sourceYearId, targetYearId } = input;
  const targetPolicies = sql`SELECT id, source_id FROM policies
                              WHERE fiscal_year_id = ${targetYearId} AND nikaya_id = ${nikayaId}
                                AND deleted_at IS NULL`;
  const policies = await queryRows<SourcePolicyRow>(
    executor,
    sql`WITH RECURSIVE tree AS (
          SELECT p.id, 0 AS depth, ARRAY[p.id] AS sort_path FROM policies p
           WHERE p.parent_id IS NULL AND p.deleted_at IS NULL
             AND p.fiscal_year_id = ${sourceYearId} AND p.nikaya_id = ${nikayaId}
          UNION ALL
          SELECT c.id, t.depth + 1, t.sort_path || c.id FROM policies c JOIN tree t ON c.parent_id = t.id
           WHERE c.deleted_at IS NULL
        ),
        copies AS (${targetPolicies})
        SELECT p.id, p.parent_id, t.depth, p.point_no, p.name, p.start_from, p.end_at, p.budget,
               p.reporting_type_id, p.status,
               (SELECT min(c.id) FROM copies c WHERE c.source_id = p.id) AS adopted_id
          FROM tree t JOIN policies p ON p.id = t.id
         ORDER BY t.sort_path`,
  );
  const budgetHeads = await queryRows<SourceBudgetHeadRow>(
    executor,
    sql`WITH copies AS (
          SELECT b.id, b.source_id FROM budget_heads b
           WHERE b.fiscal_year_id = ${targetYearId} AND b.nikaya_id = ${nikayaId} AND b.deleted_at IS NULL
        )
        SELECT b.id, b.policy_id, b.point_no, b.heading, b.amount, b.budget_code_id,
               (SELECT min(c.id) FROM copies c WHERE c.source_id = b.id) AS adopted_id
          FROM budget_heads b JOIN policies p ON p.id = b.policy_id AND p.deleted_at IS NULL
         WHERE b.fiscal_year_id = ${sourceYearId} AND b.nikaya_id = ${nikayaId} AND b.deleted_at IS NULL
         ORDER BY b.policy_id, b.id`,
  );
  const activities = await queryRows<SourceActivityRow>(
    executor,
    sql`WITH target_policies AS (${targetPolicies}),
        activity_copies AS (
          SELECT a.id, a.source_id, a.nikaya_id FROM activities a JOIN target_policies tp ON tp.id = a.policy_id
           WHERE a.deleted_at IS NULL AND a.source_id IS NOT NULL
        ),
        milestone_copies AS (
          SELECT m.id, m.source_id FROM milestones m JOIN activity_copies ac ON ac.id = m.activity_id
           WHERE m.deleted_at IS NULL AND m.source_id IS NOT NULL
        )
        SELECT a.id, a.policy_id, a.budget_head_id, a.point_no, a.title, a.nikaya_id,
               o.name AS nikaya_name, o.name_np AS nikaya_name_np, a.annual_target, a.unit_id,
               COALESCE((SELECT array_agg(h.nikaya_id ORDER BY h.nikaya_id) FROM activity_helpers h
                          WHERE h.activity_id = a.id), '{}') AS helper_ids,
               copy.id AS adopted_id, copy.nikaya_id AS adopted_nikaya_id,
               COALESCE((
                 SELECT json_agg(json_build_object(
                          'id', m.id, 'activity_id', m.activity_id, 'code', m.code, 'title', m.title,
                          'type_id', m.type_id, 'subtype_id', m.subtype_id, 'baseline', m.baseline,
                          'annual_target', m.annual_target, 'unit_id', m.unit_id, 'kriya', m.kriya,
                          'cumulative', m.cumulative, 'start_month', m.start_month, 'end_month', m.end_month,
                          'months', COALESCE((SELECT json_agg(json_build_object('month', mt.month, 'target', mt.target)
                                                              ORDER BY mt.month)
                                                FROM milestone_targets mt WHERE mt.milestone_id = m.id), '[]'::json),
                          'adopted_id', (SELECT min(mc.id) FROM milestone_copies mc WHERE mc.source_id = m.id))
                        ORDER BY m.id)
                   FROM milestones m WHERE m.activity_id = a.id AND m.deleted_at IS NULL), '[]'::json) AS milestones
          FROM activities a
          JOIN policies p ON p.id = a.policy_id AND p.deleted_at IS NULL
          JOIN offices o ON o.id = a.nikaya_id
          LEFT JOIN LATERAL (SELECT ac.id, ac.nikaya_id FROM activity_copies ac WHERE ac.source_id = a.id
                              ORDER BY ac.id LIMIT 1) copy ON TRUE
         WHERE a.fiscal_year_id = ${sourceYearId} AND p.nikaya_id = ${nikayaId} AND a.deleted_at IS NULL
           AND ${inOfficeScope(auth, sql`a.nikaya_id`)}
         ORDER BY a.policy_id, a.id`,
  );
  return { policies, budgetHeads, activities };
};
