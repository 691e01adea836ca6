import fs from "node:fs";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { apiPath } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: the same SQL runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = apiPath("src/db/migrations");

/**
 * `dataDir` undefined -> PGlite in memory (tests). PGlite and its driver are loaded only here, so an API
 * process on PostgreSQL never holds them (about 20 MB of resident memory). `image`, a data folder dumped
 * by `dump()`, starts the database as a copy of another (the tests migrate and seed once per run).
 */
export const openPglite = async (
  dataDir: string | undefined,
  image?: Blob,
): Promise<Database & { dump: () => Promise<Blob> }> => {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    const entries = fs.readdirSync(dataDir);
    // PGlite aborts with a bare exit status on a folder that is neither empty nor a database.
    if (entries.length > 0 && !entries.includes("PG_VERSION"))
      throw new Error(`DATA_DIR ${dataDir} is not empty and holds no database; choose an empty folder.`);
  }
  const client = new PGlite({ dataDir, loadDataDir: image });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    // Uncompressed: loading it is then a plain copy, several times faster than from gzip.
    dump: () => client.dumpDataDir("none"),
  };
};

export const openPostgres = async (
  url: string,
  poolSize = 10,
  onConnectionError: (error: Error) => void = (error) =>
    console.error(`PostgreSQL connection lost: ${error.message}`),
): Promise<Database> => {
  // A database that does not answer (network partition) fails the request after 10 s instead of holding it.
  // JIT off: the product's statements run in milliseconds, but a few have cost estimates above
  // `jit_above_cost` (a project's month figures: 600,000 on a small table without statistics), and
  // compiling them took 1.2-1.8 s per call, where the statement itself takes 5 ms.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    options: "-c jit=off",
  });
  // An idle connection closed by the server (restart, failover) must not crash the process; the pool
  // drops it and opens a new one on the next query.
  pool.on("error", onConnectionError);
  // A connection lost while checked out emits `error` on its client, where the pool no longer listens:
  // unheard, it would end the process. The query in flight fails on its own (the request answers 503) and
  // the pool discards the broken client when it is released.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const pgDb = drizzlePg({ client: pool, schema });
  return {
    db: pgDb as unknown as Db,
    kind: "postgres",
    // Several API processes may start together: one migrates while the others wait on the lock.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(727272)");
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock(727272)");
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

export const openDatabase = (options: { databaseUrl?: string; dataDir?: string }): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export const queryRows = async <T>(executor: Pick<Db, "execute">, query: SQL): Promise<T[]> => {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/** The first row raw SQL answers, or null when it answers none. */
export const queryRow = async <T>(executor: Pick<Db, "execute">, query: SQL): Promise<T | null> =>
  (await queryRows<T>(executor, query))[0] ?? null;

/** A timestamp as the answers carry it: ISO 8601 in UTC to the second, formatted by the statement. */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export { sql };
