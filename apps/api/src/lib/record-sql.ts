import type { TPagedQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client";
import { type Paged, pagedByKeys } from "./paged";

/** Ids as the list of an SQL `IN (...)` (never empty: the caller answers an empty list itself). */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * A paged list of records through `pagedByKeys`: `keys` selects the ordered ids, and `rowsOf` is the
 * statement that builds the page's rows from the list of their ids (`… WHERE r.id IN (${ids})`).
 */
export const pagedRecords = <T extends { id: number }>(
  executor: Pick<Executor, "execute">,
  query: Pick<TPagedQuery, "page_no" | "per_page" | "search">,
  keys: SQL,
  rowsOf: (ids: SQL) => SQL,
): Promise<Paged<T>> =>
  pagedByKeys<T>(executor, query, keys, (ids) => queryRows<T>(executor, rowsOf(idList(ids))));
