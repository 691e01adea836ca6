import { MAX_SELECTED_MILESTONES } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildPlan,
  firstSetupItem,
  progressReasons,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { progressWorld } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let sachib: string;
let outsider: string;
let noPlanView: string;
let root: number;
let child: number;
let outside: number;
let year: number;
let typeId: number;
/** notStarted (root), inProgress and completed (child, same activity), lateStart (child, starts in month 2). */
const m: Record<"notStarted" | "inProgress" | "completed" | "lateStart", number> = {
  notStarted: 0,
  inProgress: 0,
  completed: 0,
  lateStart: 0,
};

type Row = {
  milestone_id: number;
  policy_id: number;
  activity_id: number;
  status: string;
  percent: number;
  entered: boolean;
  type: { id: number } | null;
};
type Page = { data: Row[]; total: number; last_page: number };

const programs = async (query: string, token = sachib) => {
  const res = await t.as(token).get(`/api/programs/all?fiscal_year_id=${year}&per_page=30&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Page;
};
const ids = (page: Page) => page.data.map((r) => r.milestone_id);

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  // The ministry's secretary reads the programs; the outsider is staff of the office elsewhere.
  const w = await progressWorld(t);
  ({ root, child, other: outside, sachib, outsider, currentYear: year } = w);
  const admin = w.admin;
  noPlanView = await signedInAs(t, "reviewer", root);
  typeId = (await firstSetupItem(db, "milestone-types")).id;

  m.notStarted = (await buildMilestone(db, { nikayaId: root, fiscalYearId: year, targets: { 0: 10 } })).id;
  const plan = await buildPlan(db, { nikayaId: child, fiscalYearId: year });
  const build = (targets: Record<number, number>, typeOf: number | null = null) =>
    buildMilestone(db, {
      nikayaId: child,
      fiscalYearId: year,
      targets,
      activityId: plan.activity.id,
      typeId: typeOf,
    });
  m.inProgress = (await build({ 0: 10, 3: 10 }, typeId)).id;
  m.completed = (await build({ 0: 8 })).id;
  m.lateStart = (await build({ 2: 4 })).id;
  await buildMilestone(db, { nikayaId: outside, fiscalYearId: year, targets: { 0: 1 } });
  const [reason] = await progressReasons(db);
  const reasons = [{ main_type_id: reason.main.id, sub_type_id: reason.sub.id }];
  const entry = async (milestone_id: number, month: number, status: string, achieved: number) => {
    const res = await t
      .as(admin)
      .post("/api/pragati/store", { milestone_id, month, status, achieved, reasons });
    expect(res.statusCode, res.body).toBe(200);
  };
  await entry(m.inProgress, 0, "in_progress", 5);
  await entry(m.completed, 0, "completed", 8);
  await entry(m.lateStart, 2, "in_progress", 1);
});
afterAll(() => t.close());

describe("programs list", () => {
  it("lists the chosen office's plan tree with its sub-offices, in tree order, with each milestone's state as of the month", async () => {
    const page = await programs(`nikaya_ids=${root}&month=0`);
    expect(ids(page)).toEqual([m.notStarted, m.inProgress, m.completed, m.lateStart]);
    const byId = new Map(page.data.map((r) => [r.milestone_id, r]));
    expect(byId.get(m.notStarted)).toMatchObject({ status: "not_started", percent: 0, entered: false });
    expect(byId.get(m.inProgress)).toMatchObject({ status: "in_progress", percent: 50, entered: true });
    expect(byId.get(m.completed)).toMatchObject({ status: "completed", percent: 100, entered: true });
    // Milestones of one activity follow each other under the same policy.
    const [, a, b] = page.data;
    expect([a.activity_id, a.policy_id]).toEqual([b.activity_id, b.policy_id]);

    // Month 2: the in-progress milestone keeps its latest entry (month 0), not entered in month 2.
    const later = new Map(
      (await programs(`nikaya_ids=${root}&month=2`)).data.map((r) => [r.milestone_id, r]),
    );
    expect(later.get(m.inProgress)).toMatchObject({ status: "in_progress", entered: false });
    expect(later.get(m.lateStart)).toMatchObject({ status: "in_progress", percent: 25, entered: true });
    expect(ids(await programs(`nikaya_ids=${child}&month=0`))).toEqual([
      m.inProgress,
      m.completed,
      m.lateStart,
    ]);
  });

  it("filters by status as of the month, type, and the milestone filter's selection, and pages", async () => {
    expect(ids(await programs(`nikaya_ids=${root}&month=0&status=not_started`))).toEqual([
      m.notStarted,
      m.lateStart,
    ]);
    expect(ids(await programs(`nikaya_ids=${root}&month=2&status=in_progress`))).toEqual([
      m.inProgress,
      m.lateStart,
    ]);
    expect(ids(await programs(`nikaya_ids=${root}&month=0&status=completed`))).toEqual([m.completed]);
    const typed = await programs(`nikaya_ids=${root}&type_id=${typeId}`);
    expect(ids(typed)).toEqual([m.inProgress]);
    expect(typed.data[0].type?.id).toBe(typeId);
    expect(
      ids(await programs(`nikaya_ids=${root}&milestone_ids=${m.completed}&milestone_ids=${m.notStarted}`)),
    ).toEqual([m.notStarted, m.completed]);
    expect(
      ids(await programs(`nikaya_ids=${root}&milestone_ids=${m.completed}&status=in_progress&month=0`)),
    ).toEqual([]);
    const paged = await t
      .as(sachib)
      .get(`/api/programs/all?fiscal_year_id=${year}&nikaya_ids=${root}&per_page=3&page_no=2`);
    expect(paged.json().response).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(paged.json().response.data).toHaveLength(1);
  });

  it(`takes a selection of ${MAX_SELECTED_MILESTONES} milestones in the query string, and refuses more (422)`, async () => {
    const many = Array.from({ length: MAX_SELECTED_MILESTONES - 1 }, (_, i) => 1_000_000 + i);
    const query = [...many, m.completed].map((id) => `milestone_ids=${id}`).join("&");
    expect(ids(await programs(`nikaya_ids=${root}&${query}`))).toEqual([m.completed]);
    const res = await t.as(sachib).get(`/api/programs/all?${query}&milestone_ids=1`);
    expect(res.statusCode).toBe(422);
  });

  it("keeps to the caller's scope: their own offices without a quick filter, 404 for an office outside it", async () => {
    const own = ids(await programs("month=0"));
    expect(own).toEqual(expect.arrayContaining([m.notStarted, m.inProgress, m.completed, m.lateStart]));
    expect(own).toHaveLength(4);
    expect((await t.as(outsider).get(`/api/programs/all?nikaya_ids=${root}`)).statusCode).toBe(404);
    expect(
      (await t.as(outsider).get(`/api/programs/all?nikaya_ids=${outside}&nikaya_ids=${root}`)).statusCode,
    ).toBe(404);
    expect((await programs(`milestone_ids=${m.completed}`, outsider)).data).toEqual([]);
    expect((await t.as(sachib).get(`/api/programs/all?nikaya_ids=${outside}`)).statusCode).toBe(404);
  });

  it("refuses bad filters (422) and callers without plan.view (403)", async () => {
    expect((await t.as(sachib).get("/api/programs/all?month=12")).statusCode).toBe(422);
    expect((await t.as(sachib).get("/api/programs/all?status=done")).statusCode).toBe(422);
    expect((await t.as(sachib).get("/api/programs/all?nikaya_ids=abc")).statusCode).toBe(422);
    expect((await t.as(noPlanView).get("/api/programs/all")).statusCode).toBe(403);
  });
});
