import { FISCAL_MONTH_NAMES_EN } from "@pragati/domain/calendar";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern, type Paged, pagedList } from "../../lib/paged";
import { activitySource } from "../plans/activity-measures";
import { idsIn, milestoneBase, targetDue } from "../plans/milestone-measures";
import { keysetBatches } from "./keyset";
import { officeFilter, type ReportContext } from "./report-context";
import type { Measures } from "./reports.repository";

/**
 * The list reports. A list is a WITH list (`source`), a condition over it (a measure, or every row)
 * and the search term; the same source and condition make the count the list drills from.
 *
 * A page is two statements: the keys of every matching row in list order (cheap columns only, so the
 * total, the totals and the page come from one scan), then the full rows of the page's keys. Computing
 * the entry, reason and name columns for every row just to count them would cost seconds at national
 * scale. Exports read the same keys in batches (keyset on the order) and the rows of each batch.
 */
export type Selection = { source: SQL; condition: SQL };

type Paging = { page_no: number; per_page: number; search: string };

/** A page of full rows, and the totals (window counts over every matching row; null past the end). */
export type ListPage<Row> = Paged<Row> & { totals: Record<string, number> | null };

const MONTH_KEYS = sql.raw(
  `ARRAY[${FISCAL_MONTH_NAMES_EN.map((name) => `'${name.toLowerCase()}'`).join(", ")}]`,
);

/** Window counts over every row of the list (not only the page), one column `__t_<key>` each. */
const windowTotals = (totals: Measures): SQL =>
  totals.length === 0
    ? sql``
    : sql`, ${sql.join(
        totals.map(
          ([key, condition]) =>
            sql`(count(*) FILTER (WHERE ${condition}) OVER ())::int AS ${sql.identifier(`__t_${key}`)}`,
        ),
        sql`, `,
      )}`;

const totalsOf = (keys: Record<string, unknown>[]): Record<string, number> | null =>
  keys.length === 0
    ? null
    : Object.fromEntries(
        Object.entries(keys[0])
          .filter(([key]) => key.startsWith("__t_"))
          .map(([key, value]) => [key.slice(4), Number(value)]),
      );

/** Pages the keys, then loads the page's rows in key order. */
const pageOfKeys = async <Key extends Record<string, unknown>, Row>(
  executor: Executor,
  paging: Paging,
  keys: SQL,
  rowsOf: (keys: Key[]) => Promise<Row[]>,
): Promise<ListPage<Row>> => {
  const page = await pagedList<Key>(executor, paging, keys);
  return {
    ...page,
    data: page.data.length === 0 ? [] : await rowsOf(page.data),
    totals: totalsOf(page.data),
  };
};

/** Rows fetched by id, put back in the order of `ids`. */
const inOrder = <Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] => {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

// --- milestones ------------------------------------------------------------------------------------

type MilestoneKeyRow = { id: number; activity_id: number; sort_path: string };

export type MilestoneListSqlRow = { milestone_master_id: number; band: number; [column: string]: unknown };

const milestoneSearch = (search: string): SQL =>
  search ? sql`AND (m.code ILIKE ${likePattern(search)} OR m.title ILIKE ${likePattern(search)})` : sql``;

/** The milestones of a selection in list order: office tree, activity, milestone. */
const milestoneKeys = (
  ctx: ReportContext,
  selection: Selection,
  options: { after?: MilestoneKeyRow | null; totals?: Measures } = {},
): SQL => {
  const after = options.after
    ? sql`AND (o.path, b.activity_id, b.id) > (${options.after.sort_path}, ${options.after.activity_id}::int, ${options.after.id}::int)`
    : sql``;
  return sql`WITH ${selection.source}
    SELECT b.id, b.activity_id, o.path AS sort_path ${windowTotals(options.totals ?? [])}
      FROM b
      JOIN offices o ON o.id = b.nikaya_id
      ${ctx.search ? sql`JOIN milestones m ON m.id = b.id` : sql``}
     WHERE ${selection.condition} ${milestoneSearch(ctx.search)} ${after}
     ORDER BY o.path, b.activity_id, b.id`;
};

/**
 * The session's default columns (SPEC.md section 3) of the given milestones as of month M; the entry
 * columns are those of the latest entry at or before M.
 */
const milestoneRows = async (executor: Executor, ctx: ReportContext, ids: number[]) =>
  inOrder(
    ids,
    await queryRows<MilestoneListSqlRow>(
      executor,
      sql`WITH b AS (${milestoneBase(ctx, { ids })})
        SELECT b.id AS milestone_master_id, b.activity_id, a.point_no AS activity_point, a.title AS activity_title,
               m.code AS milestone_point, m.title, b.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               ty.name AS milestone_type_name, ty.name_np AS milestone_type_name_np,
               st.name AS milestone_subtype_name, st.name_np AS milestone_subtype_name_np,
               m.baseline::float8 AS baseline, m.annual_target::float8 AS annual_target,
               u.name AS unit, u.name_np AS unit_np, m.kriya, m.cumulative, m.start_month, m.end_month,
               e.id AS update_id, e.month, (${MONTH_KEYS})[e.month + 1] AS month_key,
               b.status, b.band, b.percent::float8 AS percent, b.rating,
               ${targetDue(sql`m`, ctx.month)}::float8 AS magnitude,
               b.achieved::float8 AS achieved,
               e.explanation AS reason, e.comment, e.entry_date AS entry_month,
               rs.main_names AS main_samasyas_type, rs.main_names_np AS main_samasyas_type_np,
               rs.sub_names AS sub_samasyas_type, rs.sub_names_np AS sub_samasyas_type_np,
               cu.name AS created_by, cn.name AS created_by_nikaya, cn.name_np AS created_by_nikaya_np,
               o.name AS imp_nikaya, o.name_np AS imp_nikaya_np
          FROM b
          JOIN milestones m ON m.id = b.id
          JOIN activities a ON a.id = b.activity_id
          JOIN offices o ON o.id = b.nikaya_id
          LEFT JOIN setup_items ty ON ty.id = m.type_id
          LEFT JOIN setup_items st ON st.id = m.subtype_id
          LEFT JOIN setup_items u ON u.id = m.unit_id
          LEFT JOIN progress_entries e ON e.id = b.entry_id
          LEFT JOIN LATERAL (
                 SELECT string_agg(DISTINCT mt.name, ', ') AS main_names, string_agg(DISTINCT mt.name_np, ', ') AS main_names_np,
                        string_agg(DISTINCT sb.name, ', ') AS sub_names, string_agg(DISTINCT sb.name_np, ', ') AS sub_names_np
                   FROM progress_reasons pr
                   JOIN setup_items mt ON mt.id = pr.main_type_id
                   JOIN setup_items sb ON sb.id = pr.sub_type_id
                  WHERE pr.entry_id = e.id) rs ON TRUE
          LEFT JOIN users cu ON cu.id = e.created_by
          LEFT JOIN offices cn ON cn.id = e.created_by_nikaya`,
    ),
    (row) => row.milestone_master_id,
  );

export const pagedMilestones = (
  executor: Executor,
  ctx: ReportContext,
  paging: Paging,
  selection: Selection,
  totals: Measures = [],
) =>
  pageOfKeys<MilestoneKeyRow, MilestoneListSqlRow>(
    executor,
    paging,
    milestoneKeys(ctx, selection, { totals }),
    (keys) =>
      milestoneRows(
        executor,
        ctx,
        keys.map((key) => key.id),
      ),
  );

/** The whole list in batches (for exports), in the list's order. */
export async function* milestoneBatches(
  executor: Executor,
  ctx: ReportContext,
  selection: Selection,
  batchSize = 1000,
) {
  const batches = keysetBatches<MilestoneKeyRow, MilestoneKeyRow>(
    (after, limit) => queryRows(executor, sql`${milestoneKeys(ctx, selection, { after })} LIMIT ${limit}`),
    (row) => row,
    batchSize,
  );
  for await (const keys of batches)
    yield await milestoneRows(
      executor,
      ctx,
      keys.map((key) => key.id),
    );
}

// --- activities ------------------------------------------------------------------------------------

type ActivityKeyRow = { id: number; sort_path: string };
export type ActivityListSqlRow = { activity_id: number; [column: string]: unknown };

const activitySearch = (search: string): SQL =>
  search ? sql`AND (a.title ILIKE ${likePattern(search)} OR a.point_no ILIKE ${likePattern(search)})` : sql``;

/** The activities (CTE `ab` of activitySource) meeting `condition`, in office tree order. */
const activityKeys = (
  ctx: ReportContext,
  condition: SQL,
  options: { after?: ActivityKeyRow | null; totals?: Measures } = {},
): SQL => {
  const after = options.after
    ? sql`AND (o.path, ab.id) > (${options.after.sort_path}, ${options.after.id}::int)`
    : sql``;
  return sql`WITH ${activitySource(ctx)}
    SELECT ab.id, o.path AS sort_path ${windowTotals(options.totals ?? [])}
      FROM ab
      JOIN offices o ON o.id = ab.nikaya_id
      ${ctx.search ? sql`JOIN activities a ON a.id = ab.id` : sql``}
     WHERE ${condition} ${activitySearch(ctx.search)} ${after}
     ORDER BY o.path, ab.id`;
};

const activityRows = async (executor: Executor, ctx: ReportContext, ids: number[]) =>
  inOrder(
    ids,
    await queryRows<ActivityListSqlRow>(
      executor,
      sql`WITH ${activitySource(ctx, ids)}
        SELECT ab.id AS activity_id, p.point_no AS policy_point, p.name AS policy_name, bh.heading AS budget_head_heading,
               a.point_no AS activity_point, a.title AS activity_title, ab.nikaya_id,
               o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               hp.names AS helper_nikayas, hp.names_np AS helper_nikayas_np,
               a.annual_target::float8 AS annual_target, u.name AS unit, u.name_np AS unit_np,
               ab.milestone_count, ab.completed_count, ab.in_progress_count, ab.not_started_count, ab.status,
               round(ab.percent, 2)::float8 AS percent, ab.start_month, ab.end_month
          FROM ab
          JOIN activities a ON a.id = ab.id
          JOIN policies p ON p.id = a.policy_id
          LEFT JOIN budget_heads bh ON bh.id = a.budget_head_id
          JOIN offices o ON o.id = ab.nikaya_id
          LEFT JOIN setup_items u ON u.id = a.unit_id
          LEFT JOIN LATERAL (SELECT string_agg(h.name, ', ' ORDER BY h.name) AS names,
                                    string_agg(h.name_np, ', ' ORDER BY h.name_np) AS names_np
                               FROM activity_helpers ah JOIN offices h ON h.id = ah.nikaya_id
                              WHERE ah.activity_id = ab.id) hp ON TRUE`,
    ),
    (row) => row.activity_id,
  );

export const pagedActivities = (
  executor: Executor,
  ctx: ReportContext,
  paging: Paging,
  condition: SQL,
  totals: Measures = [],
) =>
  pageOfKeys<ActivityKeyRow, ActivityListSqlRow>(
    executor,
    paging,
    activityKeys(ctx, condition, { totals }),
    (keys) =>
      activityRows(
        executor,
        ctx,
        keys.map((key) => key.id),
      ),
  );

export async function* activityBatches(
  executor: Executor,
  ctx: ReportContext,
  condition: SQL,
  batchSize = 1000,
) {
  const batches = keysetBatches<ActivityKeyRow, ActivityKeyRow>(
    (after, limit) => queryRows(executor, sql`${activityKeys(ctx, condition, { after })} LIMIT ${limit}`),
    (row) => row,
    batchSize,
  );
  for await (const keys of batches)
    yield await activityRows(
      executor,
      ctx,
      keys.map((key) => key.id),
    );
}

// --- timetable -------------------------------------------------------------------------------------

export type TimetableSqlRow = {
  milestone_master_id: number;
  months: { target: number | null; achieved: number | null; entry_status: string | null; status: string }[];
  [column: string]: unknown;
};

/**
 * milestone-samay-sharani: each milestone of the filters with its 12 months (target, the entry's
 * achieved amount and status, the status as of the month); the totals count, per month, the listed
 * milestones with a target (`__t_s<month>`) and with an entry (`__t_e<month>`).
 */
export const pagedTimetable = (executor: Executor, ctx: ReportContext, paging: Paging) => {
  const perMonth = Array.from({ length: 12 }, (_, month) =>
    ["s", "e"].map(
      (kind) =>
        sql`COALESCE(sum(n) FILTER (WHERE kind = ${kind} AND month = ${month}), 0)::int AS ${sql.identifier(`__t_${kind}${month}`)}`,
    ),
  ).flat();
  // The monthly totals come from two grouped joins, computed once, not from a lookup per milestone.
  const keys = sql`WITH b AS (${milestoneBase(ctx)}),
    f AS (SELECT b.id, b.activity_id, o.path AS sort_path
            FROM b JOIN offices o ON o.id = b.nikaya_id ${ctx.search ? sql`JOIN milestones m ON m.id = b.id` : sql``}
           WHERE TRUE ${milestoneSearch(ctx.search)}),
    per_month AS (
      SELECT 's' AS kind, t.month, count(*) AS n FROM milestone_targets t JOIN f ON f.id = t.milestone_id GROUP BY t.month
      UNION ALL
      SELECT 'e', e.month, count(*) FROM progress_entries e JOIN f ON f.id = e.milestone_id
       WHERE e.fiscal_year_id = ${ctx.fiscalYearId} GROUP BY e.month),
    tot AS (SELECT ${sql.join(perMonth, sql`, `)} FROM per_month)
    SELECT f.id, f.activity_id, f.sort_path, tot.* FROM f CROSS JOIN tot
     ORDER BY f.sort_path, f.activity_id, f.id`;
  return pageOfKeys<MilestoneKeyRow, TimetableSqlRow>(executor, paging, keys, async (keys) => {
    const ids = keys.map((key) => key.id);
    return inOrder(
      ids,
      await queryRows<TimetableSqlRow>(
        executor,
        sql`SELECT m.id AS milestone_master_id, a.point_no AS activity_point, a.title AS activity_title,
                     m.code AS milestone_point, m.title, m.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
                     u.name AS unit, u.name_np AS unit_np, m.annual_target::float8 AS annual_target, m.cumulative,
                     (SELECT json_agg(json_build_object('target', t.target::float8, 'achieved', e.achieved::float8,
                                                        'entry_status', e.status, 'status', s.status) ORDER BY s.month)
                        FROM milestone_month_status s
                        LEFT JOIN milestone_targets t ON t.milestone_id = s.milestone_id AND t.month = s.month
                        LEFT JOIN progress_entries e ON e.milestone_id = s.milestone_id AND e.month = s.month
                       WHERE s.milestone_id = m.id) AS months
                FROM milestones m
                JOIN activities a ON a.id = m.activity_id
                JOIN offices o ON o.id = m.nikaya_id
                LEFT JOIN setup_items u ON u.id = m.unit_id
               WHERE TRUE ${idsIn(sql`m.id`, ids)}`,
      ),
      (row) => row.milestone_master_id,
    );
  });
};

// --- plan tree -------------------------------------------------------------------------------------

type TreeKeyRow = { kind: string; id: number; depth: number };
export type PlanTreeSqlRow = TreeKeyRow & { [column: string]: unknown };

const key = (prefix: string, id: SQL) => sql`${prefix}::text || lpad(${id}::text, 10, '0')`;

/**
 * programs/all-sets: the plan of the fiscal year as a tree in order. Activities (and their milestones)
 * of the offices of the filters, policies and budget heads of those offices, and the policies and
 * budget heads above those activities (so an activity never hangs without its point).
 */
const planTreeKeys = (ctx: ReportContext): SQL =>
  sql`WITH RECURSIVE
      b AS (${milestoneBase(ctx)}),
      acts AS (
        SELECT a.id, a.policy_id, a.budget_head_id FROM activities a
         WHERE a.deleted_at IS NULL AND a.fiscal_year_id = ${ctx.fiscalYearId} AND ${officeFilter(ctx, sql`a.nikaya_id`)}),
      heads AS (
        SELECT h.id, h.policy_id FROM budget_heads h
         WHERE h.deleted_at IS NULL AND h.fiscal_year_id = ${ctx.fiscalYearId}
           AND (${officeFilter(ctx, sql`h.nikaya_id`)} OR h.id IN (SELECT acts.budget_head_id FROM acts))),
      seeds AS (
        SELECT p.id FROM policies p
         WHERE p.deleted_at IS NULL AND p.fiscal_year_id = ${ctx.fiscalYearId} AND ${officeFilter(ctx, sql`p.nikaya_id`)}
        UNION SELECT acts.policy_id FROM acts
        UNION SELECT heads.policy_id FROM heads),
      up AS (
        SELECT id FROM seeds
        UNION SELECT p.parent_id FROM policies p JOIN up ON p.id = up.id WHERE p.parent_id IS NOT NULL),
      tree AS (
        SELECT p.id, 0 AS depth, ${key("P", sql`p.id`)} AS sort_key
          FROM policies p WHERE p.parent_id IS NULL AND p.id IN (SELECT id FROM up)
        UNION ALL
        SELECT c.id, t.depth + 1, t.sort_key || '/' || ${key("P", sql`c.id`)}
          FROM policies c JOIN tree t ON c.parent_id = t.id WHERE c.id IN (SELECT id FROM up)),
      head_nodes AS (
        SELECT h.id, t.depth + 1 AS depth, t.sort_key || '/' || ${key("B", sql`h.id`)} AS sort_key
          FROM heads h JOIN tree t ON t.id = h.policy_id),
      activity_nodes AS (
        SELECT acts.id, COALESCE(hn.depth, t.depth) + 1 AS depth,
               COALESCE(hn.sort_key, t.sort_key) || '/' || ${key("A", sql`acts.id`)} AS sort_key
          FROM acts JOIN tree t ON t.id = acts.policy_id LEFT JOIN head_nodes hn ON hn.id = acts.budget_head_id),
      nodes AS (
        SELECT 'policy' AS kind, id, depth, sort_key FROM tree
        UNION ALL SELECT 'budget_head', id, depth, sort_key FROM head_nodes
        UNION ALL SELECT 'activity', id, depth, sort_key FROM activity_nodes
        UNION ALL
        SELECT 'milestone', b.id, an.depth + 1, an.sort_key || '/' || ${key("M", sql`b.id`)}
          FROM b JOIN activity_nodes an ON an.id = b.activity_id)
      SELECT n.kind, n.id, n.depth,
             (count(*) FILTER (WHERE n.kind = 'policy') OVER ())::int AS __t_policies,
             (count(*) FILTER (WHERE n.kind = 'budget_head') OVER ())::int AS __t_budget_heads,
             (count(*) FILTER (WHERE n.kind = 'activity') OVER ())::int AS __t_activities,
             (count(*) FILTER (WHERE n.kind = 'milestone') OVER ())::int AS __t_milestones
        FROM nodes n
       ORDER BY n.sort_key COLLATE "C"`;

/** The page's nodes with their names, office, amount and (activities, milestones) state as of M. */
const planTreeRows = async (executor: Executor, ctx: ReportContext, keys: TreeKeyRow[]) => {
  const idsOf = (kind: string) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const activityIds = idsOf("activity");
  const milestoneIds = idsOf("milestone");
  const rows = await queryRows<PlanTreeSqlRow>(
    executor,
    sql`WITH ${activitySource(ctx, activityIds)},
        mb AS (${milestoneBase(ctx, { ids: milestoneIds })}),
        nodes AS (
          SELECT 'policy' AS kind, p.id, p.point_no, p.name AS title, p.nikaya_id, p.budget::float8 AS amount,
                 NULL::int AS unit_id, NULL::text AS status, NULL::float8 AS percent
            FROM policies p WHERE TRUE ${idsIn(sql`p.id`, idsOf("policy"))}
          UNION ALL
          SELECT 'budget_head', h.id, h.point_no, h.heading, h.nikaya_id, h.amount::float8, NULL, NULL, NULL
            FROM budget_heads h WHERE TRUE ${idsIn(sql`h.id`, idsOf("budget_head"))}
          UNION ALL
          SELECT 'activity', a.id, a.point_no, a.title, a.nikaya_id, a.annual_target::float8, a.unit_id,
                 ab.status, round(ab.percent, 2)::float8
            FROM ab JOIN activities a ON a.id = ab.id
          UNION ALL
          SELECT 'milestone', m.id, m.code, m.title, mb.nikaya_id, m.annual_target::float8, m.unit_id,
                 mb.status, mb.percent::float8
            FROM mb JOIN milestones m ON m.id = mb.id)
        SELECT n.kind, n.id, n.point_no, n.title, n.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               n.amount, u.name AS unit, u.name_np AS unit_np, n.status, n.percent
          FROM nodes n
          JOIN offices o ON o.id = n.nikaya_id
          LEFT JOIN setup_items u ON u.id = n.unit_id`,
  );
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
  return keys.flatMap((k) => {
    const row = byKey.get(`${k.kind}:${k.id}`);
    return row ? [{ ...row, depth: k.depth }] : [];
  });
};

export const pagedPlanTree = (
  executor: Executor,
  ctx: ReportContext,
  paging: Pick<Paging, "page_no" | "per_page">,
) =>
  pageOfKeys<TreeKeyRow, PlanTreeSqlRow>(executor, { ...paging, search: "" }, planTreeKeys(ctx), (keys) =>
    planTreeRows(executor, ctx, keys),
  );
