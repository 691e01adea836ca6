import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRow, sql } from "../../src/db/client";
import { createTestApp, type TestApp } from "../test-app";

const run = promisify(execFile);
const drill = path.resolve(import.meta.dirname, "../../../../scripts/restore-drill.mjs");

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  const row = await queryRow<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
  const target = new URL(process.env.TEST_DATABASE_URL ?? "");
  target.pathname = `/${row?.name}`;
  url = target.toString();
});
afterAll(() => t.close());

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).
describe("the restore drill (docs/operations.md)", () => {
  it("backs up the seeded database, restores it into a scratch database and finds every row", async () => {
    const { stdout } = await run(process.execPath, [drill, "--source", url]);
    expect(stdout).toContain("The backup restores whole.");
    const users = await queryRow<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM users`);
    expect(Number(users?.n)).toBeGreaterThan(0);
    expect(stdout).toMatch(new RegExp(`\\| public\\.users \\| ${users?.n} \\| ${users?.n} \\| same \\|`));
    expect(stdout).not.toContain("DIFFERS");
  });

  it("fails, with its reason, when there is nothing to back up", async () => {
    const missing = new URL(url);
    missing.pathname = "/pragati_no_such_database";
    const failure = await run(process.execPath, [drill, "--source", missing.toString()]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("The restore drill failed");
  });
});
