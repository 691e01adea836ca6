import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Target } from "./databases";

/** A raw connection to the bench database for fixtures and the hand-written SQL timings. */
export type Sql = {
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

/**
 * PostgreSQL: one connection (the timings are of one client at a time). PGlite: opens the data dir,
 * so no server may have it open at the same time.
 */
export const openSql = async (target: Target): Promise<Sql> => {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const client = new PGlite(target.dataDir);
  await client.waitReady;
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
};
