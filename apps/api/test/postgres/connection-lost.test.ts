import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../../src/db/client";
import { okResponse } from "../client";
import { createTestApp, type TestApp } from "../test-app";

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).
describe("a PostgreSQL connection terminated while a request uses it", () => {
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    const [{ name }] = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT current_database() AS name`,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${name}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it("fails that request with 503 in both languages, and the next request is served", async () => {
    const user = t.as({ username: "admin" });
    okResponse(await user.get("/api/profile/get-profile"));

    // The table lock keeps the request's query waiting on its checked-out connection; that backend is
    // then terminated, as a database restart or failover would.
    await admin.query("BEGIN");
    await admin.query("LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE");
    const pending = user.get("/api/profile/get-profile");
    let waiting: number | undefined;
    await expect
      .poll(async () => {
        const { rows } = await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        waiting = rows[0]?.pid;
        return waiting;
      })
      .toBeDefined();
    await admin.query("SELECT pg_terminate_backend($1)", [waiting]);
    await admin.query("ROLLBACK");

    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.data.message).toMatch(/database/);
    expect(res.data.message_np).toMatch(/डाटाबेस/);
    expect(res.body).not.toMatch(/terminat|at .*\.ts/);

    okResponse(await user.get("/api/profile/get-profile"));
  });
});
