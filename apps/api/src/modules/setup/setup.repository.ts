import type { SetupListKey } from "@pragati/domain/setup";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, isoTimestamp, queryRows } from "../../db/client";
import { setupItems } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";

/** One setup entry as read by the queries below (snake_case, timestamps as ISO text). */
export type SetupItemRow = {
  id: number;
  list_key: SetupListKey;
  parent_id: number | null;
  parent_name: string | null;
  parent_name_np: string | null;
  code: string | null;
  name: string;
  name_np: string;
  description: string;
  sort_order: number;
  status: boolean;
  extra: Record<string, unknown>;
  sub_count: number;
  created_at: string;
  updated_at: string;
};

export type SetupItemFilter = {
  search: string;
  parent_id?: number;
  status?: "active" | "inactive";
};

// Main types in their order, each followed by its sub types, so a list reads as a tree.
const selectItems = (list: SetupListKey, where: SQL) =>
  sql`SELECT i.id, i.list_key, i.parent_id, p.name AS parent_name, p.name_np AS parent_name_np,
             i.code, i.name, i.name_np, i.description, i.sort_order, i.status, i.extra,
             (SELECT count(*)::int FROM setup_items c WHERE c.parent_id = i.id) AS sub_count,
             ${isoTimestamp(sql`i.created_at`)} AS created_at,
             ${isoTimestamp(sql`i.updated_at`)} AS updated_at
        FROM setup_items i
        LEFT JOIN setup_items p ON p.id = i.parent_id
       WHERE i.list_key = ${list} ${where}
       ORDER BY coalesce(p.sort_order, i.sort_order), coalesce(p.id, i.id), i.parent_id IS NOT NULL,
                i.sort_order, i.id`;

export const listSetupItems = (
  executor: Executor,
  list: SetupListKey,
  filter: SetupItemFilter & { page_no: number; per_page: number },
) => {
  const term = filter.search.trim();
  const like = likePattern(term);
  return pagedList<SetupItemRow>(
    executor,
    filter,
    selectItems(
      list,
      sql`${filter.parent_id ? sql`AND i.parent_id = ${filter.parent_id}` : sql``}
          ${filter.status ? sql`AND i.status = ${filter.status === "active"}` : sql``}
          ${term ? sql`AND (i.name ILIKE ${like} OR i.name_np ILIKE ${like} OR i.code ILIKE ${like})` : sql``}`,
    ),
  );
};

export const findSetupItem = async (executor: Executor, list: SetupListKey, id: number) => {
  const [row] = await queryRows<SetupItemRow>(executor, selectItems(list, sql`AND i.id = ${id}`));
  return row ?? null;
};

/** Active entries for pickers; a sub type counts as active only while its main type is. */
export const listSetupOptions = (executor: Executor, list: SetupListKey, parentId?: number) =>
  queryRows<SetupItemRow>(
    executor,
    selectItems(
      list,
      sql`AND i.status AND (p.id IS NULL OR p.status)
          ${parentId ? sql`AND i.parent_id = ${parentId}` : sql``}`,
    ),
  );

/** Another entry of the list with the same name (under the same main type) or code, ignoring case. */
export const findDuplicates = async (
  executor: Executor,
  input: {
    list: SetupListKey;
    id: number | null;
    parentId: number | null;
    name: string;
    nameNp: string;
    code: string | null;
  },
) => {
  const [row] = await queryRows<{ name: boolean; name_np: boolean; code: boolean }>(
    executor,
    sql`SELECT
          bool_or(coalesce(parent_id, 0) = ${input.parentId ?? 0} AND lower(name) = lower(${input.name})) AS name,
          bool_or(coalesce(parent_id, 0) = ${input.parentId ?? 0} AND lower(name_np) = lower(${input.nameNp})) AS name_np,
          bool_or(${input.code}::text IS NOT NULL AND lower(code) = lower(${input.code}::text)) AS code
        FROM setup_items
       WHERE list_key = ${input.list} AND id <> ${input.id ?? 0}`,
  );
  return { name: row?.name === true, name_np: row?.name_np === true, code: row?.code === true };
};

export type SetupItemValues = {
  parentId: number | null;
  code: string | null;
  name: string;
  nameNp: string;
  description: string;
  sortOrder: number;
  status: boolean;
  extra: Record<string, unknown>;
};

export const insertSetupItem = async (
  executor: Executor,
  list: SetupListKey,
  values: SetupItemValues & { createdBy: number },
): Promise<number> => {
  const [row] = await executor
    .insert(setupItems)
    .values({ listKey: list, ...values })
    .returning({ id: setupItems.id });
  return row.id;
};

export const updateSetupItem = (executor: Executor, id: number, values: SetupItemValues) =>
  executor
    .update(setupItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(setupItems.id, id));

export const deleteSetupItem = (executor: Executor, id: number) =>
  executor.delete(setupItems).where(eq(setupItems.id, id));
