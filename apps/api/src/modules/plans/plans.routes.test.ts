import { ZActivity, ZBudgetHead, ZMilestone, ZPolicy } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  countRows,
  currentSettings,
  findFiscalYear,
  firstSetupItem,
  loginAs,
  officeIdsByCode,
  setLock,
  setSettings,
  setupChildren,
  setupItemsOf,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
const tokens: Record<string, string> = {};
/** Demo office ids by code. */
const ids: Record<string, number> = {};
let fiscalYearId: number;
let reportingTypeId: number;
let budgetCodeId: number;
let unitId: number;
let typeId: number;
let subtypeId: number;
let otherSubtypeId: number;

const code = { dor: "336-01", droKtm: "336-01-01", droPokhara: "336-01-02", mof: "305" } as const;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["admin", "office", "sachib", "reviewer", "mof.office"])
    tokens[name] = await loginAs(t.app, name);
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  fiscalYearId = (await findFiscalYear(db, { startYear: 2082 })).id;
  reportingTypeId = (await firstSetupItem(db, "nitikaryakram")).id;
  budgetCodeId = (await firstSetupItem(db, "budget-head")).id;
  unitId = (await firstSetupItem(db, "units")).id;
  typeId = (await firstSetupItem(db, "milestone-types")).id;
  subtypeId = (await setupChildren(db, typeId))[0].id;
  const otherSubtype = (await setupItemsOf(db, "milestone-types", "child")).find(
    (i) => i.parentId !== typeId,
  );
  if (!otherSubtype) throw new Error("no subtype of another milestone type");
  otherSubtypeId = otherSubtype.id;
});
afterAll(() => t.close());

const policyBody = (overrides: object = {}) => ({
  fiscal_year_id: fiscalYearId,
  nikaya_id: ids[code.dor],
  point_no: "1",
  name: "सडक सञ्जाल विस्तार",
  start_from: "2082-04-01",
  end_at: "2083-03-31",
  budget: 5_000_000,
  reporting_type_id: reportingTypeId,
  ...overrides,
});

const milestoneBody = (activityId: number, overrides: object = {}) => ({
  activity_id: activityId,
  code: "1.1.1",
  title: "Bid invitation",
  type_id: typeId,
  subtype_id: subtypeId,
  baseline: 0,
  annual_target: 10,
  unit_id: unitId,
  kriya: "Publish the notice",
  cumulative: false,
  months: [
    { month: 2, target: 4 },
    { month: 5, target: 6 },
  ],
  ...overrides,
});

/** A policy → budget head → activity chain of DoR built through the API as `office`. */
const buildPlan = async () => {
  const policy = ZPolicy.parse(
    (await t.as(tokens.office).post("/api/plans-policy/store", policyBody())).json().response,
  );
  const head = ZBudgetHead.parse(
    (
      await t.as(tokens.office).post("/api/plans-policy/budget-head/store", {
        policy_id: policy.id,
        point_no: "1.1",
        heading: "Road maintenance",
        amount: 2_000_000,
        budget_code_id: budgetCodeId,
      })
    ).json().response,
  );
  const activity = ZActivity.parse(
    (
      await t.as(tokens.office).post("/api/plans-policy/activities/store", {
        policy_id: policy.id,
        budget_head_id: head.id,
        point_no: "1.1.1",
        title: "Upgrade the Kathmandu ring road",
        helper_nikaya_ids: [ids[code.droKtm]],
        annual_target: 10,
        unit_id: unitId,
      })
    ).json().response,
  );
  return { policy, head, activity };
};

afterEach(() => expectCountsInStep(t));

describe("building a plan", () => {
  it("builds policy → sub point → budget head → activity → milestones as the office", async () => {
    const { policy, head, activity } = await buildPlan();
    expect(policy).toMatchObject({ nikaya_id: ids[code.dor], depth: 0, budget: 5_000_000, status: true });
    expect(policy.reporting_type?.id).toBe(reportingTypeId);
    expect(head).toMatchObject({ policy_id: policy.id, amount: 2_000_000, nikaya_id: ids[code.dor] });
    expect(activity).toMatchObject({ nikaya_id: ids[code.dor], budget_head_id: head.id, annual_target: 10 });
    expect(activity.helpers.map((h) => h.id)).toEqual([ids[code.droKtm]]);

    const child = await t
      .as(tokens.office)
      .post("/api/plans-policy/store", policyBody({ parent_id: policy.id, point_no: "1.a" }));
    expect(child.statusCode).toBe(200);
    expect(child.json().response).toMatchObject({ parent_id: policy.id, depth: 1 });

    const plain = await t
      .as(tokens.office)
      .post("/api/plans-policy/milestones/store", milestoneBody(activity.id));
    expect(plain.statusCode).toBe(200);
    expect(ZMilestone.parse(plain.json().response)).toMatchObject({
      nikaya_id: ids[code.dor],
      fiscal_year_id: fiscalYearId,
      start_month: 2,
      end_month: 5,
      cumulative: false,
      months: [
        { month: 2, target: 4 },
        { month: 5, target: 6 },
      ],
    });
    const cumulative = await t.as(tokens.office).post(
      "/api/plans-policy/milestones/store",
      milestoneBody(activity.id, {
        code: "1.1.2",
        cumulative: true,
        months: [
          { month: 0, target: 2 },
          { month: 11, target: 10 },
          { month: 6, target: 5 },
        ],
      }),
    );
    expect(cumulative.statusCode).toBe(200);
    expect(cumulative.json().response).toMatchObject({ start_month: 0, end_month: 11, cumulative: true });

    // The list pages by ids first, then builds the page's rows (targets, progress count) in order.
    const page = async (query: string) =>
      (
        await t
          .as(tokens.office)
          .get(`/api/plans-policy/milestones/all?activity_id=${activity.id}&per_page=1&${query}`)
      ).json().response;
    const [first, second] = [await page("page_no=1"), await page("page_no=2")];
    expect([first.total, second.total, first.last_page]).toEqual([2, 2, 2]);
    expect(first.data.map((m: { id: number }) => m.id)).toEqual([plain.json().response.id]);
    expect(second.data[0]).toMatchObject({
      id: cumulative.json().response.id,
      progress_count: 0,
      months: [
        { month: 0, target: 2 },
        { month: 6, target: 5 },
        { month: 11, target: 10 },
      ],
    });
    const searched = await page("page_no=1&search=1.1.2");
    expect([searched.total, searched.data[0].id]).toEqual([1, cumulative.json().response.id]);

    const tree = (
      await t.as(tokens.office).get(`/api/plans-policy/all?nikaya_id=${ids[code.dor]}&per_page=30`)
    ).json().response;
    const order = tree.data.map((p: { id: number }) => p.id);
    expect(order.indexOf(child.json().response.id)).toBe(order.indexOf(policy.id) + 1);
    const logged = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM activity_logs WHERE entity = 'milestone' AND action = 'create'`,
    );
    expect(logged.n).toBeGreaterThanOrEqual(2);
  });

  it("defaults the implementing office to the policy's office and edits an activity", async () => {
    const { policy, activity } = await buildPlan();
    const edited = await t.as(tokens.office).post(`/api/plans-policy/activities/update/${activity.id}`, {
      policy_id: policy.id,
      point_no: "1.1.9",
      title: "Renamed",
      nikaya_id: ids[code.droPokhara],
      helper_nikaya_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().response).toMatchObject({
      nikaya_id: ids[code.droPokhara],
      helpers: [],
      budget_head_id: null,
    });
  });
});

describe("scope and permissions", () => {
  it("lets the sachib of the ministry see the office's plan and hides it from another ministry", async () => {
    const { policy, activity } = await buildPlan();
    const milestone = (
      await t.as(tokens.office).post("/api/plans-policy/milestones/store", milestoneBody(activity.id))
    ).json().response;
    expect((await t.as(tokens.sachib).get(`/api/plans-policy/show/${policy.id}`)).statusCode).toBe(200);
    expect(
      (await t.as(tokens.sachib).get(`/api/plans-policy/milestones/show/${milestone.id}`)).statusCode,
    ).toBe(200);
    for (const url of [
      `/api/plans-policy/show/${policy.id}`,
      `/api/plans-policy/activities/show/${activity.id}`,
      `/api/plans-policy/milestones/show/${milestone.id}`,
    ])
      expect((await t.as(tokens["mof.office"]).get(url)).statusCode).toBe(404);
    expect(
      (await t.as(tokens["mof.office"]).post(`/api/plans-policy/update/${policy.id}`, policyBody()))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(tokens["mof.office"]).delete(`/api/plans-policy/milestones/delete/${milestone.id}`))
        .statusCode,
    ).toBe(404);
    const listed = (await t.as(tokens["mof.office"]).get("/api/plans-policy/all?per_page=30")).json()
      .response;
    expect(listed.data.some((p: { id: number }) => p.id === policy.id)).toBe(false);
    const milestones = (
      await t.as(tokens["mof.office"]).get("/api/plans-policy/milestones/all?per_page=30")
    ).json().response;
    expect(milestones.data.some((m: { id: number }) => m.id === milestone.id)).toBe(false);
    expect(
      (await t.as(tokens["mof.office"]).get(`/api/nikaya/niti-karyakrams?nikaya_id=${ids[code.dor]}`))
        .statusCode,
    ).toBe(404);
    const own = (
      await t.as(tokens.office).get(`/api/nikaya/niti-karyakrams?nikaya_id=${ids[code.dor]}&per_page=30`)
    ).json().response;
    expect(own.data.some((p: { id: number }) => p.id === policy.id)).toBe(true);
  });

  it("refuses another ministry's office as owner (404) and roles without plan.create (403)", async () => {
    expect(
      (await t.as(tokens.office).post("/api/plans-policy/store", policyBody({ nikaya_id: ids[code.mof] })))
        .statusCode,
    ).toBe(404);
    expect((await t.as(tokens.reviewer).post("/api/plans-policy/store", policyBody())).statusCode).toBe(403);
    expect((await t.as(tokens.sachib).post("/api/plans-policy/store", policyBody())).statusCode).toBe(403);
    expect((await t.as(tokens.reviewer).get("/api/plans-policy/all")).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/plans-policy/all")).statusCode).toBe(401);
  });
});

describe("validation", () => {
  const expectFieldErrors = async (
    url: string,
    body: object,
    table: string,
    fields: Record<string, RegExp>,
  ) => {
    const before = await countRows(t.database.db, table);
    const res = await t.as(tokens.office).post(url, body);
    expect(res.statusCode).toBe(422);
    const json = res.json();
    for (const [field, pattern] of Object.entries(fields)) {
      expect(json.errors[field]?.join(" ")).toMatch(pattern);
      expect(json.errors_np[field]?.length).toBeGreaterThan(0);
    }
    expect(await countRows(t.database.db, table)).toBe(before);
    return json;
  };

  it("checks policy dates, parent and reporting type", async () => {
    await expectFieldErrors(
      "/api/plans-policy/store",
      policyBody({
        start_from: "2082-13-40",
        end_at: "2081-01-01",
        reporting_type_id: unitId,
        parent_id: 999_999,
      }),
      "policies",
      { start_from: /valid Nepali/, reporting_type_id: /reporting type/, parent_id: /parent point/ },
    );
    await expectFieldErrors(
      "/api/plans-policy/store",
      policyBody({ start_from: "2082-10-01", end_at: "2082-04-01" }),
      "policies",
      { end_at: /before the start date/ },
    );
    await expectFieldErrors("/api/plans-policy/store", policyBody({ budget: -1, name: "" }), "policies", {
      budget: /./,
      name: /./,
    });
  });

  it("checks every schedule rule of a milestone", async () => {
    const { activity } = await buildPlan();
    const url = "/api/plans-policy/milestones/store";
    const targets = await countRows(t.database.db, "milestone_targets");
    const none = await expectFieldErrors(url, milestoneBody(activity.id, { months: [] }), "milestones", {
      months: /At least one month must be selected/,
    });
    expect(none.errors_np.months[0]).toBe("कम्तीमा एक महिना छान्नुपर्छ।");
    await expectFieldErrors(
      url,
      milestoneBody(activity.id, {
        months: [
          { month: 12, target: 5 },
          { month: 3, target: 3 },
          { month: 3, target: 2 },
        ],
      }),
      "milestones",
      { "months.0.month": /Shrawan to Ashadh/, "months.1.month": /more than once/ },
    );
    await expectFieldErrors(
      url,
      milestoneBody(activity.id, {
        months: [
          { month: 1, target: -2 },
          { month: 2, target: 12 },
        ],
      }),
      "milestones",
      { "months.0.target": /negative/ },
    );
    const sum = await expectFieldErrors(
      url,
      milestoneBody(activity.id, { months: [{ month: 1, target: 3 }] }),
      "milestones",
      { months: /add up to 3/ },
    );
    expect(sum.errors_np.months[0]).toContain("३");
    await expectFieldErrors(
      url,
      milestoneBody(activity.id, {
        cumulative: true,
        months: [
          { month: 1, target: 6 },
          { month: 2, target: 4 },
          { month: 3, target: 10 },
        ],
      }),
      "milestones",
      { "months.1.target": /Cumulative month values must be fixed/ },
    );
    await expectFieldErrors(
      url,
      milestoneBody(activity.id, {
        cumulative: true,
        months: [
          { month: 1, target: 2 },
          { month: 2, target: 8 },
        ],
      }),
      "milestones",
      { months: /Cumulative month values must be fixed.*annual target \(10\)/ },
    );
    await expectFieldErrors(
      url,
      milestoneBody(activity.id, { annual_target: 0, months: [{ month: 1, target: 0 }] }),
      "milestones",
      { annual_target: /greater than 0/ },
    );
    await expectFieldErrors(url, milestoneBody(activity.id, { subtype_id: otherSubtypeId }), "milestones", {
      subtype_id: /subtype of the chosen/,
    });
    expect(await countRows(t.database.db, "milestone_targets")).toBe(targets);
  });

  it("checks helper offices against the setup helper limit", async () => {
    const { policy } = await buildPlan();
    const { helperLimit: helper_limit } = await currentSettings(t.database.db);
    await setSettings(t.database.db, { helperLimit: 1 });
    try {
      const body = {
        policy_id: policy.id,
        point_no: "2",
        title: "Too many helpers",
        helper_nikaya_ids: [ids[code.droKtm], ids[code.droPokhara]],
      };
      const json = await expectFieldErrors("/api/plans-policy/activities/store", body, "activities", {
        helper_nikaya_ids: /at most 1 helper/,
      });
      expect(json.errors_np.helper_nikaya_ids[0]).toContain("१");
      await expectFieldErrors(
        "/api/plans-policy/activities/store",
        { ...body, helper_nikaya_ids: [ids[code.dor]] },
        "activity_helpers",
        { helper_nikaya_ids: /implementing office/ },
      );
    } finally {
      await setSettings(t.database.db, { helperLimit: helper_limit });
    }
  });

  it("checks budget head amount and budget code", async () => {
    const { policy } = await buildPlan();
    await expectFieldErrors(
      "/api/plans-policy/budget-head/store",
      { policy_id: policy.id, point_no: "1", heading: "Zero", amount: 0, budget_code_id: unitId },
      "budget_heads",
      { amount: /greater than 0/, budget_code_id: /budget code/ },
    );
  });
});

describe("locks", () => {
  it("answers 409 under the global and the office lock of the plan's fiscal year, except for admin", async () => {
    const { policy } = await buildPlan();
    const before = await countRows(t.database.db, "policies");
    await setLock(t.database.db, { on: true, fiscalYearId });
    try {
      const res = await t.as(tokens.office).post("/api/plans-policy/store", policyBody());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: "The action plan is locked.",
        message_np: "कार्ययोजना लक गरिएको छ।",
      });
      expect((await t.as(tokens.office).delete(`/api/plans-policy/delete/${policy.id}`)).statusCode).toBe(
        409,
      );
      expect((await t.as(tokens.admin).post("/api/plans-policy/store", policyBody())).statusCode).toBe(200);
    } finally {
      await setLock(t.database.db, { on: false, fiscalYearId });
    }
    await setLock(t.database.db, { on: true, fiscalYearId, officeId: ids[code.dor] });
    try {
      expect(
        (await t.as(tokens.office).post(`/api/plans-policy/update/${policy.id}`, policyBody())).statusCode,
      ).toBe(409);
      expect(
        (
          await t.as(tokens.office).post("/api/plans-policy/budget-head/store", {
            policy_id: policy.id,
            point_no: "9",
            heading: "Locked",
            amount: 1,
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await t.as(tokens.admin).post(`/api/plans-policy/update/${policy.id}`, policyBody())).statusCode,
      ).toBe(200);
    } finally {
      await setLock(t.database.db, { on: false, fiscalYearId, officeId: ids[code.dor] });
    }
    expect(await countRows(t.database.db, "policies")).toBe(before + 1);
  });
});

describe("deleting", () => {
  it("refuses to delete parents with live children and soft-deletes the rest", async () => {
    const { policy, head, activity } = await buildPlan();
    const milestone = (
      await t.as(tokens.office).post("/api/plans-policy/milestones/store", milestoneBody(activity.id))
    ).json().response;

    const refused = await t.as(tokens.office).delete(`/api/plans-policy/delete/${policy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_np).toBeTruthy();
    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/budget-head/delete/${head.id}`)).statusCode,
    ).toBe(409);
    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/activities/delete/${activity.id}`)).statusCode,
    ).toBe(409);

    await t.database.db.execute(
      sql`INSERT INTO progress_entries (milestone_id, fiscal_year_id, nikaya_id, month, status, achieved, entry_date)
          VALUES (${milestone.id}, ${fiscalYearId}, ${ids[code.dor]}, 2, 'in_progress', 1, '2082-06-01')`,
    );
    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/milestones/delete/${milestone.id}`)).statusCode,
    ).toBe(409);
    await t.database.db.execute(sql`DELETE FROM progress_entries WHERE milestone_id = ${milestone.id}`);

    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/milestones/delete/${milestone.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/activities/delete/${activity.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.as(tokens.office).delete(`/api/plans-policy/budget-head/delete/${head.id}`)).statusCode,
    ).toBe(200);
    expect((await t.as(tokens.office).delete(`/api/plans-policy/delete/${policy.id}`)).statusCode).toBe(200);

    expect((await t.as(tokens.office).get(`/api/plans-policy/show/${policy.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(tokens.office).get(`/api/plans-policy/milestones/show/${milestone.id}`)).statusCode,
    ).toBe(404);
    const policies = (
      await t.as(tokens.office).get(`/api/plans-policy/all?nikaya_id=${ids[code.dor]}&per_page=30`)
    ).json().response;
    expect(policies.data.some((p: { id: number }) => p.id === policy.id)).toBe(false);
    const activities = (
      await t.as(tokens.office).get(`/api/plans-policy/activities/all?policy_id=${policy.id}`)
    ).json().response;
    expect(activities.total).toBe(0);
    const stored = await one<{ deleted: boolean }>(
      sql`SELECT deleted_at IS NOT NULL AS deleted FROM milestones WHERE id = ${milestone.id}`,
    );
    expect(stored.deleted).toBe(true);
  });
});

describe("the month status behind the dashboard", () => {
  it("a new milestone starts not started in all 12 months, and a schedule edit keeps its rows current", async () => {
    const { activity } = await buildPlan();
    const created = (
      await t.as(tokens.office).post("/api/plans-policy/milestones/store", milestoneBody(activity.id))
    ).json().response;
    const rows = () =>
      queryRows<{ month: number; status: string; band: number; nikaya_id: number }>(
        t.database.db,
        sql`SELECT month, status, band, nikaya_id FROM milestone_month_status WHERE milestone_id = ${created.id} ORDER BY month`,
      );
    const initial = await rows();
    expect(initial.map((r) => r.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(
      initial.every((r) => r.status === "not_started" && r.band === 0 && r.nikaya_id === ids[code.dor]),
    ).toBe(true);
    // An entry for month 2 reaching the whole annual target, then the schedule changes under it.
    const entry = await t.as(tokens.office).post("/api/pragati/store", {
      milestone_id: created.id,
      fiscal_year_id: fiscalYearId,
      month: 2,
      status: "in_progress",
      achieved: 4,
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const before = (await rows()).find((r) => r.month === 2)!;
    expect(before.band).toBe(5);
    const edited = await t.as(tokens.office).post(
      `/api/plans-policy/milestones/update/${created.id}`,
      milestoneBody(activity.id, {
        annual_target: 40,
        months: [
          { month: 2, target: 20 },
          { month: 5, target: 20 },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // 4 of 20 is 20 %: the band moves from 80-99.99 to 20-40 without any new entry.
    expect((await rows()).find((r) => r.month === 2)!.band).toBe(2);
  });
});
