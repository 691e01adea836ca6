import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres, queryRows, sql } from "../../src/db/client";

const url = process.env.TEST_DATABASE_URL ?? "";

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).
describe("PostgreSQL pool", () => {
  it("survives the server closing an idle connection, and serves the next query", async () => {
    const seen: string[] = [];
    const database = await openPostgres(url, 1, (error) => seen.push(error.message));
    try {
      const [{ pid }] = await queryRows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
      await admin.end();
      await expect.poll(() => seen.join(" ")).toContain("terminating connection");
      const [{ one }] = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
      expect(one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("runs the product's statements without JIT: a project's month figures took 1.2-1.8 s to compile for 5 ms of work", async () => {
    const database = await openPostgres(url, 1);
    try {
      const [{ jit }] = await queryRows<{ jit: string }>(
        database.db,
        sql`SELECT current_setting('jit') AS jit`,
      );
      expect(jit).toBe("off");
    } finally {
      await database.close();
    }
  });
});
