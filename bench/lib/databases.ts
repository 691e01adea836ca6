import os from "node:os";
import path from "node:path";
import pg from "pg";

/** Where a benchmark data set lives: a PostgreSQL database named bench_* or a PGlite data dir. */
export type Target =
  | { kind: "postgres"; server: string; name: string; url: string }
  | { kind: "pglite"; dataDir: string };

/** The PostgreSQL server: BENCH_PG_URL, else the server of DATABASE_URL, else the local one (trust auth). */
export const postgresServer = (env = process.env): string => {
  if (env.BENCH_PG_URL) return env.BENCH_PG_URL.replace(/\/$/, "");
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.pathname = "";
    return url.toString().replace(/\/$/, "");
  }
  return "postgres://postgres@127.0.0.1:5432";
};

/** A new name per run (size and process id), so concurrent runs never share a data set. */
export const targetFor = (db: "postgres" | "pglite", size: string): Target => {
  const name = `bench_${size.toLowerCase()}_${process.pid}`;
  if (db === "pglite") return { kind: "pglite", dataDir: path.join(os.tmpdir(), name) };
  const server = postgresServer();
  return { kind: "postgres", server, name, url: `${server}/${name}` };
};

const maintenance = async <T>(server: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const createPostgresDatabase = (target: Extract<Target, { kind: "postgres" }>) =>
  maintenance(target.server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.name}`);
  });

export const dropPostgresDatabase = (target: Extract<Target, { kind: "postgres" }>) =>
  maintenance(target.server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
  });
