import type { TPagedQuery, TProgressEntry } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRows, sql } from "../../db/client";
import { likePattern, pagedList } from "../../lib/paged";

type ListFilters = { nikaya_id?: number; month?: number; status?: string; fiscal_year_id?: number | string };

const selectEntries = (where: SQL) => sql`
  SELECT e.id, e.milestone_id, m.code AS milestone_code, m.title AS milestone_title, e.fiscal_year_id,
         e.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, e.month::int AS month, e.status,
         e.achieved::float8 AS achieved, coalesce(s.percent, 0)::float8 AS percent, e.explanation,
         e.entry_date, e.comment, e.rating::int AS rating, to_char(e.returned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS returned_at, e.return_note,
         e.correction_used, e.created_by, e.created_by_nikaya
    FROM progress_entries e
    JOIN milestones m ON m.id = e.milestone_id AND m.deleted_at IS NULL
    JOIN offices o ON o.id = e.nikaya_id
    LEFT JOIN milestone_month_status s ON s.milestone_id = e.milestone_id AND s.month = e.month
   WHERE ${where}`;

/** One entry in scope (`scope` is a condition on `e.nikaya_id`), or null. */
export const findEntry = async (
  executor: Executor,
  id: number,
  scope: SQL,
): Promise<TProgressEntry | null> => {
  const [row] = await queryRows<TProgressEntry>(executor, selectEntries(sql`e.id = ${id} AND ${scope}`));
  return row ?? null;
};

export const entryReasons = (executor: Executor, entryId: number) =>
  queryRows<{ main_type_id: number; sub_type_id: number }>(
    executor,
    sql`SELECT main_type_id, sub_type_id FROM progress_reasons WHERE entry_id = ${entryId} ORDER BY main_type_id, sub_type_id`,
  );

/** `api/gatibidhi/all`: the entries of the offices in scope, newest month first. */
export const listEntries = (executor: Executor, query: TPagedQuery & ListFilters, scope: SQL) => {
  const where: SQL[] = [scope];
  if (typeof query.fiscal_year_id === "number") where.push(sql`e.fiscal_year_id = ${query.fiscal_year_id}`);
  if (query.nikaya_id != null) where.push(sql`e.nikaya_id = ${query.nikaya_id}`);
  if (query.month != null) where.push(sql`e.month = ${query.month}`);
  if (query.status) where.push(sql`e.status = ${query.status}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(m.code ILIKE ${pattern} OR m.title ILIKE ${pattern} OR o.name ILIKE ${pattern}
                    OR o.name_np ILIKE ${pattern})`);
  }
  return pagedList<TProgressEntry>(
    executor,
    query,
    sql`${selectEntries(sql.join(where, sql` AND `))} ORDER BY e.month DESC, m.code, e.id`,
  );
};
