import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { readConfig } from "../../src/config";
import { type Database, openPostgres, queryRow, sql } from "../../src/db/client";
import { openReadRouter, type ReadRouter } from "../../src/db/read-replicas";
import { loginAs } from "../factories";
import { createTestApp, type TestApp } from "../test-app";
import { startReplicaPair } from "./replica-cluster";

const LAG_LIMIT_MS = 3000;
const DASHBOARD = "/api/dashboard/milestone-esthiti?type=activity&month_type=upto&month=3";

let source: TestApp;
let pair: Awaited<ReturnType<typeof startReplicaPair>>;
let primary: Database;
let replica: Database;
let router: ReadRouter;
let app: FastifyInstance;
let uploads: string;

beforeAll(async () => {
  source = await createTestApp();
  const row = await queryRow<{ name: string; version: number }>(
    source.database.db,
    sql`SELECT current_database() AS name, current_setting('server_version_num')::int / 10000 AS version`,
  );
  const sourceUrl = new URL(process.env.TEST_DATABASE_URL ?? "");
  sourceUrl.pathname = `/${row?.name}`;
  pair = await startReplicaPair(sourceUrl.toString(), row?.version ?? 15);
  primary = await openPostgres(pair.primaryUrl, 4, () => {});
  replica = await openPostgres(pair.replicaUrl, 1, () => {});
  router = await openReadRouter({
    primary: primary.db,
    urls: [pair.replicaUrl],
    lagLimitMs: LAG_LIMIT_MS,
    intervalMs: 100,
  });
  uploads = mkdtempSync(path.join(tmpdir(), "pragati-uploads-"));
  const config = {
    ...readConfig({ NODE_ENV: "test", DATABASE_URL: pair.primaryUrl, DATABASE_READ_URL: pair.replicaUrl }),
    webDist: "/nonexistent",
    uploadDir: uploads,
  };
  app = await buildApp({ db: primary.db, config, reads: router });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await router?.close();
  await replica?.close();
  await primary?.close();
  pair?.stop();
  await source?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const dashboard = async (token: string) => {
  const res = await app.inject({
    method: "GET",
    url: DASHBOARD,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return {
    from: res.headers["x-read-from"],
    rows: res.json().response as { nikaya_id: number; nikaya_name: string }[],
  };
};
const replicaName = () => `127.0.0.1:${pair.replicaPort}`;

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).
describe("reads from a streaming replica (DATABASE_READ_URL)", () => {
  it("serves reports and dashboards from the replica, a session's reads after its write from the primary, and skips a replica that lags", async () => {
    const writer = await loginAs(app, "admin");
    const reader = await loginAs(app, "sachib");
    await expect.poll(() => router.choose(null), { timeout: 20_000 }).not.toBeNull();

    const first = await dashboard(reader);
    expect(first.from).toBe(replicaName());
    // A report runs in a read-only transaction of its own: on the replica too.
    const report = await app.inject({
      method: "GET",
      url: "/api/reports/monthly-kiryakalap-suru-pragati-esthiti?month=4",
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers["x-read-from"]).toBe(replicaName());
    expect(first.rows.length).toBeGreaterThan(0);
    const office = first.rows[0];

    // The replica stops replaying: what the primary writes now is not on it.
    await queryRow(replica.db, sql`SELECT pg_wal_replay_pause()`);
    const published = await app.inject({
      method: "POST",
      url: "/api/notices/store",
      headers: { authorization: `Bearer ${writer}` },
      payload: { title: "Written on the primary", is_public: true },
    });
    expect(published.statusCode).toBe(200);
    expect(published.headers["x-read-from"]).toBeUndefined();
    // The writer's next read goes to the primary, which has its write.
    expect((await dashboard(writer)).from).toBe("primary");

    await queryRow(
      primary.db,
      sql`UPDATE offices SET name = 'Renamed on the primary' WHERE id = ${office.nikaya_id}`,
    );
    // Another session reads the replica while it is within the limit: the name as it was.
    const stale = await dashboard(reader);
    expect(stale.from).toBe(replicaName());
    expect(stale.rows.find((r) => r.nikaya_id === office.nikaya_id)?.nikaya_name).toBe(office.nikaya_name);

    // Past the limit the replica is skipped: the primary answers, with the new name.
    await new Promise((resolve) => setTimeout(resolve, LAG_LIMIT_MS + 500));
    const skipped = await dashboard(reader);
    expect(skipped.from).toBe("primary");
    expect(skipped.rows.find((r) => r.nikaya_id === office.nikaya_id)?.nikaya_name).toBe(
      "Renamed on the primary",
    );

    // Replaying again, the replica serves both sessions once it has caught up past the writer's write.
    await queryRow(replica.db, sql`SELECT pg_wal_replay_resume()`);
    await expect.poll(async () => (await dashboard(writer)).from, { timeout: 20_000 }).toBe(replicaName());
    const caughtUp = await dashboard(reader);
    expect(caughtUp.from).toBe(replicaName());
    expect(caughtUp.rows.find((r) => r.nikaya_id === office.nikaya_id)?.nikaya_name).toBe(
      "Renamed on the primary",
    );
  }, 120_000);

  it("sends every write and every other read to the primary", async () => {
    const admin = await loginAs(app, "admin");
    const notices = await app.inject({
      method: "GET",
      url: "/api/notices/all",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(notices.statusCode).toBe(200);
    expect(notices.headers["x-read-from"]).toBeUndefined();
    const stored = await queryRow<{ n: number }>(
      primary.db,
      sql`SELECT count(*)::int AS n FROM notices WHERE title = 'Written on the primary'`,
    );
    expect(stored?.n).toBe(1);
  });
});
