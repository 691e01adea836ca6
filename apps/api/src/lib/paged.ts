import type { TPaged, TPagedQuery } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRows, sql } from "../db/client";

/** A page of rows as the contract declares it (`ZPaged`). */
export type Paged<T> = TPaged<T>;

/**
 * The generic paged list (SPEC.md section 7). `select` is a full SELECT without LIMIT/OFFSET; the
 * total comes from the same statement through a window count, so one round trip serves a page.
 */
export const pagedList = async <T extends Record<string, unknown>>(
  executor: Pick<Executor, "execute">,
  query: Pick<TPagedQuery, "page_no" | "per_page" | "search">,
  select: SQL,
): Promise<Paged<T>> => {
  const perPage = query.per_page;
  const page = query.page_no;
  const offset = (page - 1) * perPage;
  const rows = await queryRows<T & { __total: string | number }>(
    executor,
    sql`SELECT q.*, count(*) OVER () AS __total FROM (${select}) q LIMIT ${perPage} OFFSET ${offset}`,
  );
  let total = rows.length > 0 ? Number(rows[0].__total) : 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ n: string | number }>(
      executor,
      sql`SELECT count(*) AS n FROM (${select}) q`,
    );
    total = Number(counted.n);
  }
  const data = rows.map(({ __total: _ignored, ...row }) => row as unknown as T);
  return {
    data,
    count: data.length,
    current_page: page,
    from: data.length > 0 ? offset + 1 : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    search: query.search ?? "",
    to: data.length > 0 ? offset + data.length : null,
    total,
  };
};

/**
 * A paged list whose rows are costly to build (subqueries per row): `keys` selects only the ordered
 * `id`s, paged and counted by `pagedList`, and `rowsOf` builds the page's rows from their ids, so the
 * costly part runs for one page, not for every match.
 */
export const pagedByKeys = async <T extends { id: number }>(
  executor: Pick<Executor, "execute">,
  query: Pick<TPagedQuery, "page_no" | "per_page" | "search">,
  keys: SQL,
  rowsOf: (ids: number[]) => Promise<T[]>,
): Promise<Paged<T>> => {
  const page = await pagedList<{ id: number }>(executor, query, keys);
  const rows = page.data.length === 0 ? [] : await rowsOf(page.data.map((key) => key.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...page, data: page.data.flatMap((key) => byId.get(key.id) ?? []) };
};

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of rows already built in memory (a list derived by rules outside SQL), as `pagedList` answers. */
export const pagedArray = <T>(
  rows: readonly T[],
  query: Pick<TPagedQuery, "page_no" | "per_page" | "search">,
): Paged<T> => {
  const perPage = query.per_page;
  const offset = (query.page_no - 1) * perPage;
  const data = rows.slice(offset, offset + perPage);
  return {
    data,
    count: data.length,
    current_page: query.page_no,
    from: data.length > 0 ? offset + 1 : null,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    per_page: perPage,
    search: query.search ?? "",
    to: data.length > 0 ? offset + data.length : null,
    total: rows.length,
  };
};
