import { FISCAL_MONTH_NAMES_EN } from "@pragati/domain/calendar";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern, pagedList } from "../../lib/paged";
import { activitySource } from "./activity-measures";
import { keysetBatches } from "./keyset";
import { achievedSoFar, milestoneBase, targetDue } from "./milestone-measures";
import { officeFilter, type ReportContext } from "./report-context";
import type { Measures } from "./reports.repository";

/**
 * The list reports. A list is a WITH list (`source`), a condition over it (a measure, or every row)
 * and the search term; the same source and condition make the count the list drills from.
 */
export type Selection = { source: SQL; condition: SQL };

type Paging = { page_no: number; per_page: number; search: string };

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

// --- milestones ------------------------------------------------------------------------------------

export type MilestoneKey = { path: string; activityId: number; id: number };

export type MilestoneListSqlRow = {
  milestone_master_id: number;
  activity_id: number;
  sort_path: string;
  band: number;
  [column: string]: unknown;
};

const milestoneSearch = (search: string): SQL =>
  search ? sql`AND (m.code ILIKE ${likePattern(search)} OR m.title ILIKE ${likePattern(search)})` : sql``;

/**
 * Milestone rows with the session's default columns (SPEC.md section 3), in office tree order, then
 * activity and milestone. The entry columns are those of the latest entry at or before month M.
 */
export const milestoneListSelect = (
  ctx: ReportContext,
  selection: Selection,
  options: { after?: MilestoneKey | null; totals?: Measures } = {},
): SQL => {
  const after = options.after
    ? sql`AND (o.path, b.activity_id, b.id) > (${options.after.path}, ${options.after.activityId}::int, ${options.after.id}::int)`
    : sql``;
  return sql`WITH ${selection.source}
    SELECT b.id AS milestone_master_id, b.activity_id, a.point_no AS activity_point, a.title AS activity_title,
           m.code AS milestone_point, m.title, b.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
           ty.name AS milestone_type_name, ty.name_np AS milestone_type_name_np,
           st.name AS milestone_subtype_name, st.name_np AS milestone_subtype_name_np,
           m.baseline::float8 AS baseline, m.annual_target::float8 AS annual_target,
           u.name AS unit, u.name_np AS unit_np, m.kriya, m.cumulative, m.start_month, m.end_month,
           e.id AS update_id, e.month, (${MONTH_KEYS})[e.month + 1] AS month_key,
           b.status, b.band, b.percent::float8 AS percent, b.rating,
           ${targetDue(sql`m`, ctx.month)}::float8 AS magnitude,
           ${achievedSoFar(sql`m`, ctx.month)}::float8 AS achieved,
           e.explanation AS reason, e.comment, e.entry_date AS entry_month,
           rs.main_names AS main_samasyas_type, rs.main_names_np AS main_samasyas_type_np,
           rs.sub_names AS sub_samasyas_type, rs.sub_names_np AS sub_samasyas_type_np,
           cu.name AS created_by, cn.name AS created_by_nikaya, cn.name_np AS created_by_nikaya_np,
           o.name AS imp_nikaya, o.name_np AS imp_nikaya_np, o.path AS sort_path
           ${windowTotals(options.totals ?? [])}
      FROM b
      JOIN milestones m ON m.id = b.id
      JOIN activities a ON a.id = b.activity_id
      JOIN offices o ON o.id = b.nikaya_id
      LEFT JOIN setup_items ty ON ty.id = m.type_id
      LEFT JOIN setup_items st ON st.id = m.subtype_id
      LEFT JOIN setup_items u ON u.id = m.unit_id
      LEFT JOIN LATERAL (SELECT x.* FROM progress_entries x WHERE x.milestone_id = b.id AND x.month <= ${ctx.month}
                          ORDER BY x.month DESC LIMIT 1) e ON TRUE
      LEFT JOIN LATERAL (
             SELECT string_agg(DISTINCT mt.name, ', ') AS main_names, string_agg(DISTINCT mt.name_np, ', ') AS main_names_np,
                    string_agg(DISTINCT sb.name, ', ') AS sub_names, string_agg(DISTINCT sb.name_np, ', ') AS sub_names_np
               FROM progress_reasons pr
               JOIN setup_items mt ON mt.id = pr.main_type_id
               JOIN setup_items sb ON sb.id = pr.sub_type_id
              WHERE pr.entry_id = e.id) rs ON TRUE
      LEFT JOIN users cu ON cu.id = e.created_by
      LEFT JOIN offices cn ON cn.id = e.created_by_nikaya
     WHERE ${selection.condition} ${milestoneSearch(ctx.search)} ${after}
     ORDER BY o.path, b.activity_id, b.id`;
};

export const pagedMilestones = (
  executor: Executor,
  ctx: ReportContext,
  paging: Paging,
  selection: Selection,
  totals: Measures = [],
) => pagedList<MilestoneListSqlRow>(executor, paging, milestoneListSelect(ctx, selection, { totals }));

/** The whole list in batches (for exports), in the list's order. */
export const milestoneBatches = (
  executor: Executor,
  ctx: ReportContext,
  selection: Selection,
  batchSize = 1000,
) =>
  keysetBatches<MilestoneListSqlRow, MilestoneKey>(
    (after, limit) =>
      queryRows<MilestoneListSqlRow>(
        executor,
        sql`${milestoneListSelect(ctx, selection, { after })} LIMIT ${limit}`,
      ),
    (row) => ({ path: row.sort_path, activityId: row.activity_id, id: row.milestone_master_id }),
    batchSize,
  );

// --- activities ------------------------------------------------------------------------------------

export type ActivityKey = { path: string; id: number };
export type ActivityListSqlRow = { activity_id: number; sort_path: string; [column: string]: unknown };

const activitySearch = (search: string): SQL =>
  search ? sql`AND (a.title ILIKE ${likePattern(search)} OR a.point_no ILIKE ${likePattern(search)})` : sql``;

/** Activity rows (CTE `ab` of activitySource) in office tree order. */
export const activityListSelect = (
  ctx: ReportContext,
  condition: SQL,
  options: { after?: ActivityKey | null; totals?: Measures } = {},
): SQL => {
  const after = options.after
    ? sql`AND (o.path, ab.id) > (${options.after.path}, ${options.after.id}::int)`
    : sql``;
  return sql`WITH ${activitySource(ctx)}
    SELECT ab.id AS activity_id, p.point_no AS policy_point, p.name AS policy_name, bh.heading AS budget_head_heading,
           a.point_no AS activity_point, a.title AS activity_title, ab.nikaya_id,
           o.name AS nikaya_name, o.name_np AS nikaya_name_np,
           hp.names AS helper_nikayas, hp.names_np AS helper_nikayas_np,
           a.annual_target::float8 AS annual_target, u.name AS unit, u.name_np AS unit_np,
           ab.milestone_count, ab.completed_count, ab.in_progress_count, ab.not_started_count, ab.status,
           round(ab.percent, 2)::float8 AS percent, ab.start_month, ab.end_month, o.path AS sort_path
           ${windowTotals(options.totals ?? [])}
      FROM ab
      JOIN activities a ON a.id = ab.id
      JOIN policies p ON p.id = a.policy_id
      LEFT JOIN budget_heads bh ON bh.id = a.budget_head_id
      JOIN offices o ON o.id = ab.nikaya_id
      LEFT JOIN setup_items u ON u.id = a.unit_id
      LEFT JOIN LATERAL (SELECT string_agg(h.name, ', ' ORDER BY h.name) AS names,
                                string_agg(h.name_np, ', ' ORDER BY h.name_np) AS names_np
                           FROM activity_helpers ah JOIN offices h ON h.id = ah.nikaya_id
                          WHERE ah.activity_id = ab.id) hp ON TRUE
     WHERE ${condition} ${activitySearch(ctx.search)} ${after}
     ORDER BY o.path, ab.id`;
};

export const pagedActivities = (
  executor: Executor,
  ctx: ReportContext,
  paging: Paging,
  condition: SQL,
  totals: Measures = [],
) => pagedList<ActivityListSqlRow>(executor, paging, activityListSelect(ctx, condition, { totals }));

export const activityBatches = (executor: Executor, ctx: ReportContext, condition: SQL, batchSize = 1000) =>
  keysetBatches<ActivityListSqlRow, ActivityKey>(
    (after, limit) =>
      queryRows<ActivityListSqlRow>(
        executor,
        sql`${activityListSelect(ctx, condition, { after })} LIMIT ${limit}`,
      ),
    (row) => ({ path: row.sort_path, id: row.activity_id }),
    batchSize,
  );

// --- timetable -------------------------------------------------------------------------------------

export type TimetableSqlRow = {
  months: { target: number | null; achieved: number | null; entry_status: string | null; status: string }[];
  totals_scheduled: number[];
  totals_entered: number[];
  [column: string]: unknown;
};

/**
 * milestone-samay-sharani: each milestone of the filters with its 12 months (target, the entry's
 * achieved amount and status, the status as of the month); the totals count, per month, the listed
 * milestones with a target and with an entry.
 */
export const pagedTimetable = (executor: Executor, ctx: ReportContext, paging: Paging) =>
  pagedList<TimetableSqlRow>(
    executor,
    paging,
    sql`WITH b AS (${milestoneBase(ctx)}),
        f AS (SELECT b.id, b.nikaya_id, b.activity_id FROM b JOIN milestones m ON m.id = b.id
               WHERE TRUE ${milestoneSearch(ctx.search)}),
        tot AS (SELECT json_agg(x.scheduled ORDER BY x.k) AS scheduled, json_agg(x.entered ORDER BY x.k) AS entered
                  FROM (SELECT k,
                               (SELECT count(*) FROM milestone_targets t JOIN f ON f.id = t.milestone_id WHERE t.month = k)::int AS scheduled,
                               (SELECT count(*) FROM progress_entries e JOIN f ON f.id = e.milestone_id WHERE e.month = k)::int AS entered
                          FROM generate_series(0, 11) k) x)
        SELECT f.id AS milestone_master_id, a.point_no AS activity_point, a.title AS activity_title,
               m.code AS milestone_point, m.title, f.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               u.name AS unit, u.name_np AS unit_np, m.annual_target::float8 AS annual_target, m.cumulative,
               (SELECT json_agg(json_build_object('target', t.target::float8, 'achieved', e.achieved::float8,
                                                  'entry_status', e.status, 'status', s.status) ORDER BY s.month)
                  FROM milestone_month_status s
                  LEFT JOIN milestone_targets t ON t.milestone_id = s.milestone_id AND t.month = s.month
                  LEFT JOIN progress_entries e ON e.milestone_id = s.milestone_id AND e.month = s.month
                 WHERE s.milestone_id = f.id) AS months,
               tot.scheduled AS totals_scheduled, tot.entered AS totals_entered
          FROM f
          JOIN milestones m ON m.id = f.id
          JOIN activities a ON a.id = f.activity_id
          JOIN offices o ON o.id = f.nikaya_id
          LEFT JOIN setup_items u ON u.id = m.unit_id
          CROSS JOIN tot
         ORDER BY o.path, f.activity_id, f.id`,
  );

// --- plan tree -------------------------------------------------------------------------------------

export type PlanTreeSqlRow = { kind: string; [column: string]: unknown };

/**
 * programs/all-sets: the plan of the fiscal year as a tree in order. Activities (and their milestones)
 * of the offices of the filters, policies and budget heads of those offices, and the policies and
 * budget heads above those activities (so an activity never hangs without its point).
 */
export const pagedPlanTree = (
  executor: Executor,
  ctx: ReportContext,
  paging: Pick<Paging, "page_no" | "per_page">,
) => {
  const key = (prefix: string, id: SQL) => sql`${prefix}::text || lpad(${id}::text, 10, '0')`;
  return pagedList<PlanTreeSqlRow>(
    executor,
    { ...paging, search: "" },
    sql`WITH RECURSIVE ${activitySource(ctx)},
        heads AS (
          SELECT h.* FROM budget_heads h
           WHERE h.deleted_at IS NULL AND h.fiscal_year_id = ${ctx.fiscalYearId}
             AND (${officeFilter(ctx, sql`h.nikaya_id`)}
                  OR h.id IN (SELECT a.budget_head_id FROM ab JOIN activities a ON a.id = ab.id))),
        seeds AS (
          SELECT p.id FROM policies p
           WHERE p.deleted_at IS NULL AND p.fiscal_year_id = ${ctx.fiscalYearId} AND ${officeFilter(ctx, sql`p.nikaya_id`)}
          UNION SELECT a.policy_id FROM ab JOIN activities a ON a.id = ab.id
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
          SELECT ab.id, COALESCE(hn.depth, t.depth) + 1 AS depth,
                 COALESCE(hn.sort_key, t.sort_key) || '/' || ${key("A", sql`ab.id`)} AS sort_key
            FROM ab JOIN activities a ON a.id = ab.id JOIN tree t ON t.id = a.policy_id
            LEFT JOIN head_nodes hn ON hn.id = a.budget_head_id),
        nodes AS (
          SELECT 'policy' AS kind, p.id, t.depth, t.sort_key, p.point_no, p.name AS title, p.nikaya_id,
                 p.budget::float8 AS amount, NULL::int AS unit_id, NULL::text AS status, NULL::float8 AS percent
            FROM tree t JOIN policies p ON p.id = t.id
          UNION ALL
          SELECT 'budget_head', h.id, hn.depth, hn.sort_key, h.point_no, h.heading, h.nikaya_id, h.amount::float8,
                 NULL, NULL, NULL
            FROM head_nodes hn JOIN heads h ON h.id = hn.id
          UNION ALL
          SELECT 'activity', a.id, an.depth, an.sort_key, a.point_no, a.title, a.nikaya_id, a.annual_target::float8,
                 a.unit_id, ab.status, round(ab.percent, 2)::float8
            FROM activity_nodes an JOIN ab ON ab.id = an.id JOIN activities a ON a.id = an.id
          UNION ALL
          SELECT 'milestone', m.id, an.depth + 1, an.sort_key || '/' || ${key("M", sql`m.id`)}, m.code, m.title,
                 b.nikaya_id, m.annual_target::float8, m.unit_id, b.status, b.percent::float8
            FROM b JOIN milestones m ON m.id = b.id JOIN activity_nodes an ON an.id = b.activity_id)
        SELECT n.kind, n.id, n.depth, n.point_no, n.title, n.nikaya_id, o.name AS nikaya_name,
               o.name_np AS nikaya_name_np, n.amount, u.name AS unit, u.name_np AS unit_np, n.status, n.percent,
               (count(*) FILTER (WHERE n.kind = 'policy') OVER ())::int AS __t_policies,
               (count(*) FILTER (WHERE n.kind = 'budget_head') OVER ())::int AS __t_budget_heads,
               (count(*) FILTER (WHERE n.kind = 'activity') OVER ())::int AS __t_activities,
               (count(*) FILTER (WHERE n.kind = 'milestone') OVER ())::int AS __t_milestones
          FROM nodes n
          JOIN offices o ON o.id = n.nikaya_id
          LEFT JOIN setup_items u ON u.id = n.unit_id
         ORDER BY n.sort_key COLLATE "C"`,
  );
};
