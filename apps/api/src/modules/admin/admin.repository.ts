import type { TPagedQuery } from "@pragati/domain/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { columnSettings } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";

export type ActivityLogFilter = { action?: string; entity?: string; user_id?: number };

export const listActivityLogs = (executor: Executor, query: TPagedQuery & ActivityLogFilter) => {
  const term = query.search.trim();
  return pagedList<{
    id: number;
    created_at: string;
    user_id: number | null;
    user_name: string | null;
    nikaya_id: number | null;
    nikaya_name: string | null;
    nikaya_name_np: string | null;
    action: string;
    entity: string;
    entity_id: string | null;
    changes: unknown;
  }>(
    executor,
    query,
    sql`SELECT l.id::int AS id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
               l.user_id, u.name AS user_name, l.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               l.action, l.entity, l.entity_id, l.changes
          FROM activity_logs l
          LEFT JOIN users u ON u.id = l.user_id
          LEFT JOIN offices o ON o.id = l.nikaya_id
         WHERE TRUE
           ${query.action ? sql`AND l.action = ${query.action}` : sql``}
           ${query.entity ? sql`AND l.entity = ${query.entity}` : sql``}
           ${query.user_id ? sql`AND l.user_id = ${query.user_id}` : sql``}
           ${term ? sql`AND (u.name ILIKE ${likePattern(term)} OR l.entity ILIKE ${likePattern(term)} OR l.action ILIKE ${likePattern(term)} OR l.entity_id = ${term} OR o.name ILIKE ${likePattern(term)} OR o.name_np ILIKE ${likePattern(term)})` : sql``}
         ORDER BY l.created_at DESC, l.id DESC`,
  );
};

/** The columns a user saved for a table, or null. */
export const findColumnSettings = async (executor: Executor, userId: number, tableKey: string) =>
  (
    await executor
      .select({ columns: columnSettings.columns })
      .from(columnSettings)
      .where(and(eq(columnSettings.userId, userId), eq(columnSettings.tableKey, tableKey)))
  )[0] ?? null;

export const saveColumnSettings = (executor: Executor, userId: number, tableKey: string, columns: unknown) =>
  executor
    .insert(columnSettings)
    .values({ userId, tableKey, columns })
    .onConflictDoUpdate({
      target: [columnSettings.userId, columnSettings.tableKey],
      set: { columns, updatedAt: sql`now()` },
    });
