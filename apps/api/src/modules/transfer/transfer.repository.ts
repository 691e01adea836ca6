import type { TPagedQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../../db/client";
import { activityTransfers } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";

type Named = { id: number; name: string; name_np: string };

export type TransferActivityRow = {
  id: number;
  fiscal_year_id: number;
  point_no: string;
  title: string;
  policy_point_no: string;
  policy_name: string;
  budget_head_heading: string | null;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  helpers: Named[];
  progress_count: number;
  transfer_count: number;
  milestones: {
    id: number;
    code: string;
    title: string;
    start_month: number;
    end_month: number;
    progress_count: number;
  }[];
};

export type TransferRow = {
  id: number;
  activity_id: number;
  activity_point_no: string;
  activity_title: string;
  fiscal_year_id: number;
  from_id: number;
  from_name: string;
  from_name_np: string;
  to_id: number;
  to_name: string;
  to_name_np: string;
  remarks: string;
  created_at: Date | string;
  created_by_name: string | null;
};

/** A live activity in the caller's scope with its milestones and their progress counts. */
export const findTransferActivity = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<TransferActivityRow>(
    executor,
    sql`WITH ms AS (
          SELECT m.id, m.code, m.title, m.start_month, m.end_month,
                 (SELECT count(*)::int FROM progress_entries e WHERE e.milestone_id = m.id) AS progress_count
            FROM milestones m WHERE m.activity_id = ${id} AND m.deleted_at IS NULL
        )
        SELECT a.id, a.fiscal_year_id, a.point_no, a.title, p.point_no AS policy_point_no, p.name AS policy_name,
               b.heading AS budget_head_heading, a.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               COALESCE((SELECT json_agg(json_build_object('id', h.id, 'name', h.name, 'name_np', h.name_np)
                                         ORDER BY h.id)
                           FROM activity_helpers ah JOIN offices h ON h.id = ah.nikaya_id
                          WHERE ah.activity_id = a.id), '[]'::json) AS helpers,
               (SELECT COALESCE(sum(progress_count), 0)::int FROM ms) AS progress_count,
               (SELECT count(*)::int FROM activity_transfers t WHERE t.activity_id = a.id) AS transfer_count,
               COALESCE((SELECT json_agg(row_to_json(ms) ORDER BY ms.code, ms.id) FROM ms), '[]'::json) AS milestones
          FROM activities a
          JOIN policies p ON p.id = a.policy_id
          LEFT JOIN budget_heads b ON b.id = a.budget_head_id
          JOIN offices o ON o.id = a.nikaya_id
         WHERE a.id = ${id} AND a.deleted_at IS NULL AND ${inOfficeScope(auth, sql`a.nikaya_id`)}`,
  );
  return row;
};

export const findOffice = async (executor: Executor, id: number) => {
  const [row] = await queryRows<Named>(executor, sql`SELECT id, name, name_np FROM offices WHERE id = ${id}`);
  return row;
};

/**
 * Moves the activity and everything that follows its implementing office: its milestones (deleted ones
 * too, so history stays with the activity), their progress entries and month status rows. The new
 * office stops being a helper of the activity. Milestones are updated first: their row locks make a
 * progress entry saved meanwhile wait and then read the new office.
 */
export const moveActivity = async (executor: Executor, activityId: number, toId: number) => {
  await queryRows(
    executor,
    sql`UPDATE activities SET nikaya_id = ${toId}, updated_at = now() WHERE id = ${activityId}`,
  );
  const moved = await queryRows<{ id: number }>(
    executor,
    sql`UPDATE milestones SET nikaya_id = ${toId}, updated_at = now() WHERE activity_id = ${activityId}
        RETURNING id`,
  );
  const milestoneIds = sql`SELECT id FROM milestones WHERE activity_id = ${activityId}`;
  const entries = await queryRows<{ id: number }>(
    executor,
    sql`UPDATE progress_entries SET nikaya_id = ${toId} WHERE milestone_id IN (${milestoneIds}) RETURNING id`,
  );
  await queryRows(
    executor,
    sql`UPDATE milestone_month_status SET nikaya_id = ${toId} WHERE milestone_id IN (${milestoneIds})`,
  );
  const helper = await queryRows<{ activity_id: number }>(
    executor,
    sql`DELETE FROM activity_helpers WHERE activity_id = ${activityId} AND nikaya_id = ${toId}
        RETURNING activity_id`,
  );
  return { movedMilestones: moved.length, movedEntries: entries.length, helperRemoved: helper.length > 0 };
};

const transferSelect = (auth: AuthContext, where: SQL): SQL =>
  sql`SELECT t.id, t.activity_id, a.point_no AS activity_point_no, a.title AS activity_title, a.fiscal_year_id,
             f.id AS from_id, f.name AS from_name, f.name_np AS from_name_np,
             n.id AS to_id, n.name AS to_name, n.name_np AS to_name_np,
             t.remarks, t.created_at, u.name AS created_by_name
        FROM activity_transfers t
        JOIN activities a ON a.id = t.activity_id
        JOIN offices f ON f.id = t.from_nikaya_id
        JOIN offices n ON n.id = t.to_nikaya_id
        LEFT JOIN users u ON u.id = t.created_by
       WHERE (${inOfficeScope(auth, sql`t.from_nikaya_id`)} OR ${inOfficeScope(auth, sql`t.to_nikaya_id`)})
             ${where}
       ORDER BY t.created_at DESC, t.id DESC`;

/** Transfers whose old or new office is in the caller's scope, newest first (paged). */
export const listTransfers = (
  executor: Executor,
  auth: AuthContext,
  query: Pick<TPagedQuery, "page_no" | "per_page" | "search" | "fiscal_year_id"> & {
    activity_id?: number;
    nikaya_id?: number;
  },
) => {
  const filters: SQL[] = [];
  if (typeof query.fiscal_year_id === "number")
    filters.push(sql`AND a.fiscal_year_id = ${query.fiscal_year_id}`);
  if (query.activity_id !== undefined) filters.push(sql`AND t.activity_id = ${query.activity_id}`);
  if (query.nikaya_id !== undefined)
    filters.push(sql`AND (t.from_nikaya_id = ${query.nikaya_id} OR t.to_nikaya_id = ${query.nikaya_id})`);
  if (query.search) {
    const like = likePattern(query.search);
    filters.push(
      sql`AND (a.title ILIKE ${like} OR a.point_no ILIKE ${like} OR t.remarks ILIKE ${like}
               OR f.name ILIKE ${like} OR f.name_np ILIKE ${like} OR n.name ILIKE ${like} OR n.name_np ILIKE ${like})`,
    );
  }
  return pagedList<TransferRow>(executor, query, transferSelect(auth, sql.join(filters, sql` `)));
};

export const findTransfer = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<TransferRow>(executor, transferSelect(auth, sql`AND t.id = ${id}`));
  return row;
};

export const insertTransfer = async (executor: Executor, values: PgInsertValue<typeof activityTransfers>) =>
  (await executor.insert(activityTransfers).values(values).returning({ id: activityTransfers.id }))[0];
