import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../../src/db/client";
import { type Caller, okResponse, PDF } from "../client";
import { admin, roads as office, roads, sachib } from "../demo-users";
import {
  buildUser,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  projectKinds,
  setSettings,
  setupItemsOf,
  storeProject,
} from "../factories";
import { createTestApp, type TestApp } from "../test-app";

/**
 * Every state machine of monitoring, contracts and meetings holds under concurrency (lock, then read):
 * 20 identical transitions fired at once on PostgreSQL (PGlite has one connection, so only here can two
 * transactions overlap): exactly one succeeds, the others get 409, and what the move sends or counts is
 * there once.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const monitor = { username: "monitor" };
const reviewer = { username: "reviewer" };
let member: { username: string };
let yearStart: string;
let year: number;
let projectId: number;

const TIMES = 20;
const evidence = { files: [{ name: "evidence.pdf", type: "application/pdf", content: PDF }] };

beforeAll(async () => {
  t = await createTestApp({ poolSize: TIMES + 2 });
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  year = (await fiscalYears(db)).current;
  yearStart = (await findFiscalYear(db, { id: year })).startBs;
  member = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336-01"], mobile: "9841000777" });
  projectId = await storeProject(t, admin, {
    fiscal_year_id: year,
    name: "Concurrency corridor",
    code: "LOCKS-1",
    sub_sector_id: (await projectKinds(db)).subSectorId,
    nikaya_id: ids["336-01-01"],
    office_ids: [],
    initial_cost: 1000,
  });
});
afterAll(() => t.close());

/** The same call `TIMES` times at once; the status codes sorted. */
const race = async (call: () => Promise<LightMyRequestResponse>) =>
  (await Promise.all(Array.from({ length: TIMES }, call))).map((res) => res.statusCode).sort();

const oneWins = [200, ...Array.from({ length: TIMES - 1 }, () => 409)];

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${query}`))[0].n;

const move = (who: Caller, id: number, action: string, reason = "") =>
  t.as(who).post(`/api/anugaman/move/${id}`, { action, reason });

/** A draft with a complete sub-profile whose team has a leader and a member with an account. */
const readyDraft = async () => {
  const visit = okResponse<{ id: number }>(
    await t.as(monitor).post("/api/anugaman/store", {
      target_nikaya_id: ids["336-01"],
      title: "Concurrent visit",
      subject: "Locks",
      from_date: yearStart.replace(/-01$/, "-03"),
      to_date: yearStart.replace(/-01$/, "-04"),
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "Leader",
      phone: "9841000666",
      email: "leader@example.gov.np",
      is_leader: true,
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "Member",
      username: member.username,
      phone: "9841000777",
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
      order_number: "LOCK-1",
      approver_name: "A",
      approver_designation: "B",
      approver_office: "C",
    }),
  );
  return visit.id;
};

describe("visits, members, reports and action points under concurrency", () => {
  it("an order issued 20 times at once is issued once: counted once, its SMS and e-mails queued once", async () => {
    const id = await readyDraft();
    expect(await race(() => move(monitor, id, "issue_order"))).toEqual(oneWins);
    const [visit] = await queryRows<{ state: string; order_count: number }>(
      t.database.db,
      sql`SELECT state, order_count FROM monitoring_visits WHERE id = ${id}`,
    );
    expect(visit).toEqual({ state: "ordered", order_count: 1 });
    // Two phones and one e-mail: three messages, each once.
    expect(await count(sql`outbox WHERE source = 'monitoring_visit' AND source_id = ${id}`)).toBe(3);
    expect(
      await count(sql`activity_logs WHERE entity = 'monitoring_visit' AND entity_id = ${String(id)}
        AND changes->>'action' = 'issue_order'`),
    ).toBe(1);

    // A member confirms once; the visit starts once.
    const detail = okResponse<{ members: { id: number; can_verify: boolean }[] }>(
      await t.as(member).get(`/api/anugaman/show/${id}`),
    );
    const own = detail.members.find((m) => m.can_verify)?.id;
    expect(await race(() => t.as(member).post(`/api/anugaman/members/verify/${own}`))).toEqual(oneWins);
    expect(
      await count(
        sql`activity_logs WHERE entity = 'monitoring_member' AND entity_id = ${String(own)}
          AND changes->>'verified' = 'true'`,
      ),
    ).toBe(1);
    expect(await race(() => move(monitor, id, "start_field"))).toEqual(oneWins);
    // The leader has no account: the creating office confirms them, once.
    const leader = okResponse<{ members: { id: number; user_id: number | null }[] }>(
      await t.as(monitor).get(`/api/anugaman/show/${id}`),
    ).members.find((m) => m.user_id === null)?.id;
    expect(await race(() => t.as(monitor).post(`/api/anugaman/members/verify/${leader}`))).toEqual(oneWins);

    // The report is submitted once and accepted once.
    okResponse(await t.as(monitor).post(`/api/anugaman/report/${id}`, { main_objectives: "Seen" }));
    okResponse(
      await t.as(monitor).post(`/api/anugaman/${id}/action-points`, {
        description: "Fix the drain",
        responsible_nikaya_id: ids["336-01"],
        due_date: yearStart,
        priority: "high",
      }),
    );
    expect(await race(() => move(monitor, id, "submit_report"))).toEqual(oneWins);
    expect(await race(() => move(reviewer, id, "accept"))).toEqual(oneWins);

    // The responsible office claims the point completed once; with its evidence the team accepts it once.
    const [point] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM monitoring_action_points WHERE visit_id = ${id}`,
    );
    expect(
      await race(() =>
        t.as(office).post(`/api/anugaman/action-points/answer/${point.id}`, {
          status: "completed",
          actions_taken: "Drain rebuilt",
        }),
      ),
    ).toEqual(oneWins);
    expect(
      await count(sql`activity_logs WHERE entity = 'monitoring_action_point' AND entity_id = ${String(point.id)}
        AND changes->'after'->>'status' = 'completion_claimed'`),
    ).toBe(1);
    okResponse(await t.as(office).upload(`/api/anugaman/action-points/files/${point.id}`, evidence));
    expect(
      await race(() => t.as(monitor).post(`/api/anugaman/action-points/accept/${point.id}`, { note: "" })),
    ).toEqual(oneWins);
    expect(
      await count(sql`activity_logs WHERE entity = 'monitoring_action_point' AND entity_id = ${String(point.id)}
        AND changes->'after'->>'status' = 'completed'`),
    ).toBe(1);
    expect(await race(() => move(monitor, id, "close"))).toEqual(oneWins);
  });
});

let contractNumber = 0;
const contract = async () =>
  okResponse<{ id: number }>(
    await t.as(roads).post("/api/thekka/store", {
      project_id: projectId,
      nikaya_id: ids["336-01-01"],
      fiscal_year_id: year,
      number: `LOCK/${++contractNumber}`,
      title: "Concurrent package",
      category: "works",
      method: "open_national",
      estimated_amount: 100,
    }),
  ).id;

const stageMove = (id: number, body: Record<string, unknown>) =>
  t.as(roads).post(`/api/thekka/${id}/move`, body);

describe("contract stages and months under concurrency", () => {
  it("a tender fired 20 times at once moves the contract once", async () => {
    const id = await contract();
    const invitation = yearStart.replace(/-01$/, "-05");
    expect(await race(() => stageMove(id, { action: "tender", dates: { invitation } }))).toEqual(oneWins);
    expect(
      await count(sql`activity_logs WHERE entity = 'contract_stage' AND entity_id = ${String(id)}`),
    ).toBe(1);
    // Its open-data release is made in the move's transaction: once, after the planning one.
    expect(await count(sql`ocds_releases WHERE contract_id = ${id}`)).toBe(2);
  });

  it("a cancel and a tender at once never revive a cancelled contract", async () => {
    for (let round = 0; round < 5; round++) {
      const id = await contract();
      const invitation = yearStart.replace(/-01$/, "-05");
      const [cancel, tender] = await Promise.all([
        stageMove(id, { action: "cancel", closed_on: invitation, reason: "No budget" }),
        stageMove(id, { action: "tender", dates: { invitation } }),
      ]);
      const [row] = await queryRows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM contracts WHERE id = ${id}`,
      );
      // Cancel may follow a tender, never the other way round: once cancelled, the contract stays so.
      if (cancel.statusCode === 200) expect(row.status).toBe("cancelled");
      else expect([cancel.statusCode, tender.statusCode, row.status]).toEqual([409, 200, "tender"]);
      expect(tender.statusCode === 200 || cancel.statusCode === 200).toBe(true);
      expect([200, 409]).toContain(tender.statusCode);
      expect(
        await count(sql`activity_logs WHERE entity = 'contract_stage' AND entity_id = ${String(id)}`),
      ).toBe([cancel, tender].filter((res) => res.statusCode === 200).length);
      expect(await count(sql`ocds_releases WHERE contract_id = ${id}`)).toBe(
        1 + [cancel, tender].filter((res) => res.statusCode === 200).length,
      );
    }
  });

  it("an office's month submitted 20 times at once is stored once", async () => {
    await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });
    const body = { nikaya_id: ids["336-01-01"], fiscal_year_id: year, month: 1, remarks: "Once" };
    expect(await race(() => t.as(admin).post("/api/thekka-pragarti/submit", body))).toEqual(oneWins);
    expect(
      await count(sql`contract_months WHERE nikaya_id = ${body.nikaya_id} AND fiscal_year_id = ${year}
        AND month = 1`),
    ).toBe(1);
  });
});

describe("decisions and their reports under concurrency", () => {
  it("a decision's report is submitted once and accepted once", async () => {
    const db = t.database.db;
    const setup: Record<string, Record<string, number>> = {};
    for (const list of ["meeting-type", "presidency-type", "reporting-duration"])
      setup[list] = Object.fromEntries(
        (await setupItemsOf(db, list, "top")).map((row) => [row.name, row.id]),
      );
    const meeting = okResponse<{ id: number }>(
      await t.as(sachib).post("/api/meetings/store", {
        meeting_type_id: setup["meeting-type"]["Cabinet meeting"],
        presidency_type_id: setup["presidency-type"].Secretary,
        number: 900,
        title: "Concurrency review",
        president_name: "Chair",
        president_position: "Secretary",
        meeting_date: yearStart,
      }),
    );
    const decisionId = okResponse<{ decisions: { id: number }[] }>(
      await t.as(sachib).post(`/api/meetings/${meeting.id}/decisions`, {
        description: "Repair the ring road",
        implementing_office_id: ids["336-01"],
        reporting_office_id: ids["336-01"],
        reporting_duration_id: setup["reporting-duration"].Weekly,
      }),
    ).decisions[0].id;
    expect(
      await race(() =>
        t.as(office).post(`/api/meetings/decisions/${decisionId}/reports`, {
          status: "implemented",
          description: "Done",
        }),
      ),
    ).toEqual(oneWins);
    const [report] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM decision_reports WHERE decision_id = ${decisionId}`,
    );
    // An implemented decision is accepted with its evidence (the setting's default).
    okResponse(await t.as(office).upload(`/api/meetings/reports/files/${report.id}`, evidence));
    expect(
      await race(() => t.as(sachib).post(`/api/meetings/reports/accept/${report.id}`, { note: "" })),
    ).toEqual(oneWins);
    expect(
      await count(sql`activity_logs WHERE entity = 'decision_report' AND entity_id = ${String(report.id)}
        AND changes->>'state' = 'accepted'`),
    ).toBe(1);
    const [decision] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM decisions WHERE id = ${decisionId}`,
    );
    expect(decision.status).toBe("implemented");
  });
});
