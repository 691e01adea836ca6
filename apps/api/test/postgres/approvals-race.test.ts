import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../../src/db/client";
import { buildMilestone, buildOffice, fiscalYears, signedInAs } from "../factories";
import { createTestApp, type TestApp } from "../test-app";

/**
 * A step of the monthly approval chain locks the office's row, then reads the month (lock, then read):
 * 20 identical approvals fired at once on PostgreSQL (PGlite has one connection, so only here can two
 * transactions overlap) approve once, and the others find the month already approved (409).
 */
let t: TestApp;
const TIMES = 20;
let year: number;
let office: number;
let officeUser: string;
let approver: string;

beforeAll(async () => {
  t = await createTestApp({ poolSize: TIMES + 2 });
  const db = t.database.db;
  year = (await fiscalYears(db)).previous;
  const department = (await buildOffice(db)).id;
  office = (await buildOffice(db, { parentId: department })).id;
  officeUser = await signedInAs(t, "nikaya", office);
  approver = await signedInAs(t, "sachib", department);
});
afterAll(() => t.close());

const statuses = (answers: LightMyRequestResponse[]) => answers.map((res) => res.statusCode).sort();

describe("the approval chain under concurrency", () => {
  it("20 identical approvals at once: one 200, 19 409, one activity-log row", async () => {
    await buildMilestone(t.database.db, { nikayaId: office, fiscalYearId: year, targets: { 5: 10 } });
    const month = { stream: "pragati", fiscal_year_id: year, month: 5, office_id: office };
    expect((await t.as(officeUser).post("/api/approvals/submit", month)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => t.as(approver).post("/api/approvals/approve", month)),
    );
    expect(statuses(answers)).toEqual([200, ...Array.from({ length: TIMES - 1 }, () => 409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message_np).toBeTruthy();
    const [logged] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM activity_logs
           WHERE entity = 'approval' AND action = 'approval_approve' AND nikaya_id = ${office}`,
    );
    expect(logged.n).toBe(1);
  });
});
