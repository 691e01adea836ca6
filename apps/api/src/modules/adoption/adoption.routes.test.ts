import { ZAdoptionResult, ZAdoptionSource } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import {
  buildOffice,
  countRows,
  firstSetupItem,
  fiscalYears,
  listFiscalYears,
  loginAs,
  setSettings,
  signedInAs,
  whileLocked,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
let admin: string;
let office: string;
let outsider: string;
let reviewer: string;
let root: number;
let child: number;
let outside: number;
let currentYear: number;
let lastYear: number;
let firstYear: number;
let typeId: number;
let unitId: number;
let reportingTypeId: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const source = async (token = office, nikayaId = root, fiscalYearId = currentYear) => {
  const res = await t
    .as(token)
    .get(`/api/plans-policy/adoption/source?nikaya_id=${nikayaId}&fiscal_year_id=${fiscalYearId}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAdoptionSource.parse(res.json().response);
};
const adopt = (body: object, token = office) =>
  t.as(token).post("/api/plans-policy/adoption/store", {
    nikaya_id: root,
    fiscal_year_id: currentYear,
    ...body,
  });

/** Last year's plan of `root`: a policy with a sub point, a budget head, an activity of `child`, two milestones. */
let plan: {
  policy: number;
  sub: number;
  head: number;
  activity: number;
  first: number;
  second: number;
  plain: number;
};

const milestoneBody = (activityId: number, code: string, cumulative: boolean) => ({
  activity_id: activityId,
  code,
  title: `Milestone ${code}`,
  type_id: typeId,
  baseline: 2,
  annual_target: 10,
  unit_id: unitId,
  kriya: "Survey",
  cumulative,
  months: cumulative
    ? [
        { month: 1, target: 4 },
        { month: 6, target: 10 },
      ]
    : [
        { month: 2, target: 3 },
        { month: 4, target: 7 },
      ],
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  root = (await buildOffice(db)).id;
  child = (await buildOffice(db, { parentId: root })).id;
  outside = (await buildOffice(db)).id;
  admin = await loginAs(t.app, "admin");
  office = await signedInAs(t, "nikaya", root);
  outsider = await signedInAs(t, "nikaya", outside);
  reviewer = await signedInAs(t, "reviewer", root);
  ({ current: currentYear, previous: lastYear } = await fiscalYears(db));
  firstYear = (await listFiscalYears(db))[0].id;
  typeId = (await firstSetupItem(db, "milestone-types")).id;
  unitId = (await firstSetupItem(db, "units")).id;
  reportingTypeId = (await firstSetupItem(db, "nitikaryakram")).id;

  const policyBody = (pointNo: string, parentId: number | null = null) => ({
    fiscal_year_id: lastYear,
    nikaya_id: root,
    parent_id: parentId,
    point_no: pointNo,
    name: `Roads ${pointNo}`,
    start_from: "2080-04-01",
    end_at: "2085-03-30",
    budget: 1000,
    reporting_type_id: reportingTypeId,
  });
  const policy = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/store", policyBody("1")),
  ).id;
  const sub = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/store", policyBody("1.1", policy)),
  ).id;
  const head = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/budget-head/store", {
      policy_id: sub,
      point_no: "1.1.a",
      heading: "Maintenance",
      amount: 500,
    }),
  ).id;
  const activity = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/activities/store", {
      policy_id: sub,
      budget_head_id: head,
      point_no: "1.1.1",
      title: "Resurface the ring road",
      nikaya_id: child,
      helper_nikaya_ids: [outside],
      annual_target: 10,
      unit_id: unitId,
    }),
  ).id;
  const firstMilestone = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/milestones/store", milestoneBody(activity, "1.1.1.1", true)),
  ).id;
  const secondMilestone = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/milestones/store", milestoneBody(activity, "1.1.1.2", false)),
  ).id;
  const plain = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/store", policyBody("2")),
  ).id;
  // Progress of last year, which adoption must not copy.
  okResponse(
    await t.as(office).post("/api/pragati/store", {
      milestone_id: firstMilestone,
      month: 1,
      status: "in_progress",
      achieved: 4,
    }),
  );
  plan = { policy, sub, head, activity, first: firstMilestone, second: secondMilestone, plain };
});
afterAll(() => t.close());

afterEach(() => expectCountsInStep(t));

describe("GET api/plans-policy/adoption/source", () => {
  it("lists the office's plan of the previous fiscal year, nothing adopted yet", async () => {
    const s = await source();
    expect(s.fiscal_year.id).toBe(currentYear);
    expect(s.source_fiscal_year?.id).toBe(lastYear);
    expect(s.allow_adoption).toBe(true);
    expect(s.locked).toBe(false);
    expect(s.policies.map((p) => [p.id, p.depth, p.adopted_id])).toEqual([
      [plan.policy, 0, null],
      [plan.sub, 1, null],
      [plan.plain, 0, null],
    ]);
    expect(s.budget_heads.map((b) => b.id)).toEqual([plan.head]);
    expect(s.activities).toHaveLength(1);
    expect(s.activities[0]).toMatchObject({ id: plan.activity, nikaya: { id: child }, adopted_id: null });
    expect(s.activities[0].milestones.map((m) => m.id)).toEqual([plan.first, plan.second]);
    expect(s.activities[0].milestones[0].months).toEqual([
      { month: 1, target: 4 },
      { month: 6, target: 10 },
    ]);
  });

  it("defaults to the caller's office, answers 404 for an office out of scope, 403 without plan.adopt, 401 without a session", async () => {
    const res = await t.as(office).get(`/api/plans-policy/adoption/source?fiscal_year_id=${currentYear}`);
    expect(res.json().response.nikaya.id).toBe(root);
    expect((await t.as(outsider).get(`/api/plans-policy/adoption/source?nikaya_id=${root}`)).statusCode).toBe(
      404,
    );
    expect((await t.as(reviewer).get("/api/plans-policy/adoption/source")).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/plans-policy/adoption/source")).statusCode).toBe(401);
  });

  it("has no source year before the first fiscal year", async () => {
    const s = await source(office, root, firstYear);
    expect(s.source_fiscal_year).toBeNull();
    expect(s.policies).toEqual([]);
  });
});

describe("POST api/plans-policy/adoption/store", () => {
  it("refuses while adoption is off or the plan is locked (admin passes the lock), writing nothing", async () => {
    const before = await countRows(t.database.db, "milestones");
    await setSettings(t.database.db, { allowAdoption: false });
    try {
      const off = await adopt({ milestone_ids: [plan.first] });
      expect(off.statusCode).toBe(409);
      expect(off.json().message_np).toContain("अंगीकार");
      expect((await source()).allow_adoption).toBe(false);
    } finally {
      await setSettings(t.database.db, { allowAdoption: true });
    }
    await whileLocked(t.database.db, undefined, async () => {
      expect((await adopt({ policy_ids: [plan.plain] })).statusCode).toBe(409);
      expect((await source()).locked).toBe(true);
    });
    await whileLocked(t.database.db, child, async () => {
      // The activity's implementing office is locked: adopting it (through its milestone) is refused.
      expect((await adopt({ milestone_ids: [plan.first] })).statusCode).toBe(409);
    });
    expect(await countRows(t.database.db, "milestones")).toBe(before);
  });

  it("refuses an empty choice, items outside the office's previous-year plan, a year without a previous one and an office out of scope", async () => {
    const empty = await adopt({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors_np.items[0]).toContain("कम्तीमा");
    const foreign = okResponse<{ id: number }>(
      await t.as(outsider).post("/api/plans-policy/store", {
        fiscal_year_id: lastYear,
        nikaya_id: outside,
        point_no: "9",
        name: "Other office's policy",
        reporting_type_id: reportingTypeId,
      }),
    );
    const wrong = await adopt({ policy_ids: [foreign.id], milestone_ids: [999_999] });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(["milestone_ids", "policy_ids"]);
    const first = await adopt({ fiscal_year_id: firstYear, policy_ids: [plan.plain] });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.fiscal_year_id).toBeDefined();
    expect((await adopt({ policy_ids: [plan.plain] }, outsider)).statusCode).toBe(404);
    expect((await adopt({ policy_ids: [plan.plain] }, reviewer)).statusCode).toBe(403);
  });

  it("adopts a milestone with its activity, budget head and parent points in one go, with source ids and targets but no progress", async () => {
    const logs = await countRows(t.database.db, "activity_logs");
    const entries = await countRows(t.database.db, "progress_entries");
    const res = await adopt({ milestone_ids: [plan.first], remarks: "Carried over" });
    expect(res.statusCode, res.body).toBe(200);
    const result = ZAdoptionResult.parse(res.json().response);
    expect(result.policies.map((p) => [p.source_id, p.created])).toEqual([
      [plan.policy, true],
      [plan.sub, true],
    ]);
    expect(result.budget_heads.map((b) => b.source_id)).toEqual([plan.head]);
    expect(result.activities.map((a) => a.source_id)).toEqual([plan.activity]);
    expect(result.milestones.map((m) => m.source_id)).toEqual([plan.first]);

    const [policyCopy, subCopy] = result.policies.map((p) => p.id);
    const [sub] = await rows<{
      parent_id: number;
      fiscal_year_id: number;
      nikaya_id: number;
      start_from: string;
    }>(sql`SELECT parent_id, fiscal_year_id, nikaya_id, start_from FROM policies WHERE id = ${subCopy}`);
    expect(sub).toEqual({
      parent_id: policyCopy,
      fiscal_year_id: currentYear,
      nikaya_id: root,
      start_from: "2080-04-01",
    });
    const [activity] = await rows<{
      policy_id: number;
      budget_head_id: number;
      nikaya_id: number;
      source_id: number;
    }>(
      sql`SELECT policy_id, budget_head_id, nikaya_id, source_id FROM activities WHERE id = ${result.activities[0].id}`,
    );
    expect(activity).toEqual({
      policy_id: subCopy,
      budget_head_id: result.budget_heads[0].id,
      nikaya_id: child,
      source_id: plan.activity,
    });
    const helpers = await rows<{ nikaya_id: number }>(
      sql`SELECT nikaya_id FROM activity_helpers WHERE activity_id = ${result.activities[0].id}`,
    );
    expect(helpers).toEqual([{ nikaya_id: outside }]);
    const milestoneId = result.milestones[0].id;
    const [m] = await rows<{
      nikaya_id: number;
      fiscal_year_id: number;
      cumulative: boolean;
      baseline: string;
    }>(sql`SELECT nikaya_id, fiscal_year_id, cumulative, baseline FROM milestones WHERE id = ${milestoneId}`);
    expect(m).toMatchObject({ nikaya_id: child, fiscal_year_id: currentYear, cumulative: true });
    expect(Number(m.baseline)).toBe(2);
    const targets = await rows<{ month: number; target: string }>(
      sql`SELECT month, target FROM milestone_targets WHERE milestone_id = ${milestoneId} ORDER BY month`,
    );
    expect(targets.map((r) => [r.month, Number(r.target)])).toEqual([
      [1, 4],
      [6, 10],
    ]);
    const status = await rows<{ nikaya_id: number; fiscal_year_id: number; status: string }>(
      sql`SELECT nikaya_id, fiscal_year_id, status FROM milestone_month_status WHERE milestone_id = ${milestoneId}`,
    );
    expect(status).toHaveLength(12);
    expect(new Set(status.map((r) => `${r.nikaya_id}/${r.fiscal_year_id}/${r.status}`))).toEqual(
      new Set([`${child}/${currentYear}/not_started`]),
    );
    expect(await countRows(t.database.db, "progress_entries")).toBe(entries);
    const [log] = await rows<{ action: string; changes: { remarks: string } }>(
      sql`SELECT action, changes FROM activity_logs ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({ action: "adopt", changes: { remarks: "Carried over" } });
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 1);

    // The source list now marks what was adopted.
    const s = await source();
    expect(s.policies.find((p) => p.id === plan.sub)?.adopted_id).toBe(subCopy);
    expect(s.policies.find((p) => p.id === plan.plain)?.adopted_id).toBeNull();
    expect(s.activities[0].adopted_id).toBe(result.activities[0].id);
    expect(s.activities[0].milestones.map((x) => x.adopted_id)).toEqual([milestoneId, null]);

    // The current year's dashboard counts the new milestone for its office.
    const dashboard = await t
      .as(office)
      .get(`/api/dashboard/milestone-esthiti?month=0&fiscal_year_id=${currentYear}`);
    expect(dashboard.json().response.find((r: { nikaya_id: number }) => r.nikaya_id === child)).toMatchObject(
      {
        not_started: 1,
      },
    );
  });

  it("never adopts anything twice: what was adopted is reused and only the rest is copied", async () => {
    const counts = async () =>
      Promise.all(
        ["policies", "budget_heads", "activities", "milestones"].map((x) => countRows(t.database.db, x)),
      );
    const before = await counts();
    const res = await adopt({
      policy_ids: [plan.policy, plan.plain],
      activity_ids: [plan.activity],
      milestone_ids: [plan.first, plan.second],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = ZAdoptionResult.parse(res.json().response);
    expect(result.policies.map((p) => [p.source_id, p.created])).toEqual([
      [plan.policy, false],
      [plan.sub, false],
      [plan.plain, true],
    ]);
    expect(result.activities.map((a) => a.created)).toEqual([false]);
    expect(result.milestones.map((m) => [m.source_id, m.created])).toEqual([
      [plan.first, false],
      [plan.second, true],
    ]);
    expect(await counts()).toEqual([before[0] + 1, before[1], before[2], before[3] + 1]);
    // The same request again copies nothing.
    expect((await adopt({ milestone_ids: [plan.first, plan.second] })).statusCode).toBe(200);
    expect(await counts()).toEqual([before[0] + 1, before[1], before[2], before[3] + 1]);
  });

  it("adopts again an item whose copy was deleted", async () => {
    const s = await source();
    const copy = s.policies.find((p) => p.id === plan.plain)?.adopted_id as number;
    expect((await t.as(office).delete(`/api/plans-policy/delete/${copy}`)).statusCode).toBe(200);
    const res = await adopt({ policy_ids: [plan.plain] });
    const result = ZAdoptionResult.parse(res.json().response);
    expect(result.policies[0].created).toBe(true);
    expect(result.policies[0].id).not.toBe(copy);
  });

  it("lets admin adopt while the plan is locked", async () => {
    await whileLocked(t.database.db, undefined, async () => {
      const res = await adopt({ milestone_ids: [plan.second] }, admin);
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
