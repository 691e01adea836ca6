import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client";

/**
 * The rows whose state machines lock through `lockRow` (a record's children lock their parent's row: a
 * project's months, components and files lock the project; an office's own locks lock the office; the
 * global settings and locks lock the one `app_settings` row).
 */
export type LockedTable =
  | "monitoring_visits"
  | "contracts"
  | "meetings"
  | "notices"
  | "decisions"
  | "indicators"
  | "projects"
  | "offices"
  | "app_settings";

/**
 * The one locking pattern of a state change: lock the record's row (`SELECT ... FOR UPDATE`) before
 * reading anything the change decides on, then read and decide. Concurrent changes of one record run one
 * after the other and each reads what the previous one left, so the second of two identical moves finds
 * the state already moved and is refused (409). Answers whether the row exists (a missing row is the
 * caller's 404 after its scoped read).
 */
export const lockRow = async (executor: Executor, table: LockedTable, id: number) =>
  (await queryRows(executor, sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`))
    .length > 0;
