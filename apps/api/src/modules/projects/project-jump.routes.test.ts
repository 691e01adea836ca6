import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin, head, roads } from "../../../test/demo-users";
import {
  buildOffice,
  fiscalYears,
  officeIdsByCode,
  setSettings,
  signedInAs,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * A project month whose physical progress rises by more than the threshold needs evidence (a project file
 * added since the claim) and the approver's acceptance before the project's figures count it
 * (docs/product-rules.md "Evidence before completion: milestones and project progress").
 */
let t: TestApp;
const ids: Record<string, number> = {};
let lastYear: number;
let ownOffice: string;
let outsider: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  lastYear = (await fiscalYears(db)).previous;
  ownOffice = await signedInAs(t, "nikaya", ids["336-01-01"]);
  const elsewhere = (await buildOffice(db)).id;
  outsider = await signedInAs(t, "nikaya", elsewhere);
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { evidenceForProjectJump: true, projectJumpThreshold: 20 });
});

const newProject = () =>
  storeProject(t, head, { fiscal_year_id: lastYear, nikaya_id: ids["336-01-01"], initial_cost: 900 });

const save = async (id: number, month: number, physical: number) => {
  const res = await t.as(head).post(`/api/ayojana/${id}/progress`, {
    fiscal_year_id: lastYear,
    month,
    physical_target: physical,
    physical_achieved: physical,
    financial_target: 5,
    budget: 100,
    expense: 50,
    problems: "",
    remarks: "",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.months[month] as { jump_state: string | null; jump_reason: string | null };
};

const decide = (
  caller: Parameters<TestApp["as"]>[0],
  id: number,
  month: number,
  decision: string,
  reason = "",
) =>
  t
    .as(caller)
    .post(`/api/ayojana/${id}/progress-jump`, { fiscal_year_id: lastYear, month, decision, reason });

const attach = async (id: number) => {
  const res = await t.as(head).upload(`/api/ayojana/files/${id}`, {
    files: [{ name: "site-photo.pdf", type: "application/pdf", content: PDF }],
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The project's physical % to each month as the figures table holds it (what every figure reads). */
const figures = async (id: number) =>
  (
    await queryRows<{ month: number; achieved: number }>(
      t.database.db,
      sql`SELECT month::int AS month, achieved::float8 AS achieved FROM project_month_figures
           WHERE project_id = ${id} AND fiscal_year_id = ${lastYear} ORDER BY month`,
    )
  ).map((r) => r.achieved);

/** The expected physical % to each month from the months the test wrote: a claimed or rejected month adds 0. */
const expected = (written: Map<number, { physical: number; state: string | null }>) => {
  let total = 0;
  return Array.from({ length: 12 }, (_, month) => {
    const m = written.get(month);
    if (m && (m.state === null || m.state === "accepted")) total += m.physical;
    return total;
  });
};

describe("project physical progress jumps", () => {
  it("a month above the threshold waits for the approver; the figures keep the cumulative before it until it is accepted with evidence", async () => {
    const id = await newProject();
    const written = new Map<number, { physical: number; state: string | null }>();
    const first = await save(id, 0, 8);
    written.set(0, { physical: 8, state: first.jump_state });
    expect(first.jump_state).toBeNull();
    const jump = await save(id, 1, 30);
    written.set(1, { physical: 30, state: jump.jump_state });
    expect(jump.jump_state).toBe("claimed");
    expect(await figures(id)).toEqual(expected(written));
    expect((await figures(id))[1]).toBe(8);

    const waiting = (await t.as(roads).get("/api/ayojana/jump-claims")).json().response;
    expect(waiting.data).toEqual([
      expect.objectContaining({ project_id: id, month: 1, physical_achieved: 30, evidence_count: 0 }),
    ]);
    expect((await t.as(outsider).get("/api/ayojana/jump-claims")).json().response.total).toBe(0);
    expect((await t.as(ownOffice).get("/api/ayojana/jump-claims")).json().response.total).toBe(0);

    // Refused: the project's own office (403), another subtree (404), no evidence since the claim (422).
    const own = await decide(ownOffice, id, 1, "accept");
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().message_np).toBeTruthy();
    expect((await decide(outsider, id, 1, "accept")).statusCode).toBe(404);
    const bare = await decide(roads, id, 1, "accept");
    expect(bare.statusCode, bare.body).toBe(422);
    expect(bare.json().errors_np.evidence).toBeTruthy();
    expect((await decide(roads, id, 0, "accept")).statusCode).toBe(409);

    await attach(id);
    const accepted = await decide(roads, id, 1, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    written.set(1, { physical: 30, state: "accepted" });
    expect(await figures(id)).toEqual(expected(written));
    expect((await figures(id))[1]).toBe(38);
    expect((await decide(roads, id, 1, "accept")).statusCode).toBe(409);

    const logged = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE entity = 'project_progress' AND entity_id = ${String(id)}
           ORDER BY id`,
    );
    expect(logged.map((l) => l.action)).toEqual(["create", "create", "jump_accept"]);

    // A rejection keeps the figures where they were and shows the office its reason.
    const second = await save(id, 2, 25);
    written.set(2, { physical: 25, state: second.jump_state });
    expect(second.jump_state).toBe("claimed");
    expect((await decide(roads, id, 2, "reject")).statusCode).toBe(422);
    const rejected = await decide(roads, id, 2, "reject", "No photo of the deck.");
    expect(rejected.statusCode, rejected.body).toBe(200);
    written.set(2, { physical: 25, state: "rejected" });
    const months = (
      await t.as(head).get(`/api/ayojana/${id}/progress`, { query: { fiscal_year_id: lastYear } })
    ).data.response.months;
    expect(months[2]).toMatchObject({ jump_state: "rejected", jump_reason: "No photo of the deck." });
    expect(await figures(id)).toEqual(expected(written));

    // Under a higher threshold the same month makes no claim and counts at once.
    await setSettings(t.database.db, { projectJumpThreshold: 30 });
    const resaved = await save(id, 2, 25);
    written.set(2, { physical: 25, state: resaved.jump_state });
    expect(resaved.jump_state).toBeNull();
    expect(await figures(id)).toEqual(expected(written));
    expect((await figures(id))[11]).toBe(63);
  });

  it("with the setting off no month makes a claim", async () => {
    await setSettings(t.database.db, { evidenceForProjectJump: false });
    const id = await newProject();
    expect((await save(id, 0, 60)).jump_state).toBeNull();
    expect((await figures(id))[0]).toBe(60);
  });

  it("of concurrent accepts of one month exactly one succeeds", async () => {
    const id = await newProject();
    await save(id, 3, 40);
    await attach(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(admin, id, 3, "accept")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await figures(id))[3]).toBe(40);
  });
});

describe("evidence settings", () => {
  it("admin sets the evidence switches and the threshold (1..100); the setup block follows; others are refused", async () => {
    const shown = (await t.as(admin).get("/api/other-setting/show")).json().response;
    expect(shown).toMatchObject({
      evidence_for_milestones: true,
      evidence_for_project_jump: true,
      project_jump_threshold: 20,
    });
    const bad = await t.as(admin).post("/api/other-setting/update", { project_jump_threshold: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors_np.project_jump_threshold).toBeTruthy();
    expect(
      (await t.as(roads).post("/api/other-setting/update", { project_jump_threshold: 30 })).statusCode,
    ).toBe(403);
    const saved = await t.as(admin).post("/api/other-setting/update", {
      evidence_for_milestones: false,
      project_jump_threshold: 35,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().setup).toMatchObject({
      evidence_for_milestones: false,
      evidence_for_project_jump: true,
      project_jump_threshold: 35,
    });
    await setSettings(t.database.db, { evidenceForMilestones: true });
  });
});
