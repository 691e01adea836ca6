import { fiscalMonthOf, fiscalStartYearOf, parseBs } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  countRows,
  findFiscalYear,
  progressReasons,
  setLock,
  setOfficeLock,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import {
  expectCountsInStep,
  type ProgressWorld,
  progressWorld,
  reopenProgress,
} from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { recomputeMilestoneStatus } from "./milestone-status.service";

let t: TestApp;
let w: ProgressWorld;
let outsideSachib: string;
let reviewer: string;
const reasons: { main: number; sub: number; otherSub: number }[] = [];

const user = async (role: "nikaya" | "sachib" | "reviewer", nikayaId: number) =>
  signedInAs(t, role, nikayaId);
const milestone = (
  targets: Record<number, number>,
  cumulative = false,
  nikayaId = w.child,
  fiscalYearId = w.lastYear,
) => buildMilestone(t.database.db, { nikayaId, fiscalYearId, targets, cumulative });

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  w = await progressWorld(t);
  outsideSachib = await user("sachib", w.other);
  reviewer = await user("reviewer", w.root);
  const items = await progressReasons(db);
  const mains = [...new Set(items.map((i) => i.main.id))];
  for (const main of mains) {
    const subs = items.filter((i) => i.main.id === main).map((i) => i.sub);
    reasons.push({ main, sub: subs[0].id, otherSub: subs[1].id });
  }
});
afterAll(() => t.close());
afterEach(() => reopenProgress(t));

const statusRows = (milestoneId: number) =>
  queryRows<{
    month: number;
    status: string;
    band: number;
    percent: string;
    rating: number | null;
    entered: boolean;
  }>(
    t.database.db,
    sql`SELECT month, status, band, percent::text, rating, entered FROM milestone_month_status
         WHERE milestone_id = ${milestoneId} ORDER BY month`,
  );

afterEach(() => expectCountsInStep(t));

describe("progress entry", () => {
  it("stores one entry per milestone and month, replaces it on a second store, and keeps the 12 month rows current", async () => {
    const m = await milestone({ 1: 10, 3: 30 });
    expect((await statusRows(m.id)).map((r) => r.status)).toEqual(Array(12).fill("not_started"));
    const logs = await countRows(t.database.db, "activity_logs");
    const first = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 5,
      reasons: [{ main_type_id: reasons[0].main, sub_type_id: reasons[0].sub }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().response).toMatchObject({
      month: 1,
      status: "in_progress",
      achieved: 5,
      percent: 50,
      warning: false,
      nikaya_id: w.child,
    });
    const again = await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: m.id, month: 1, status: "in_progress", achieved: 12 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().response).toMatchObject({
      id: first.json().response.id,
      achieved: 12,
      warning: true,
      reasons: [],
    });
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 2);
    const rows = await statusRows(m.id);
    expect(rows.map((r) => [r.status, r.band, Number(r.percent), r.entered])).toEqual([
      ["not_started", 0, 0, false],
      ["in_progress", 5, 120, true],
      ["in_progress", 5, 120, false],
      ["in_progress", 2, 30, false],
      ...Array.from({ length: 8 }, () => ["in_progress", 2, 30, false]),
    ]);
  });

  it("requires reasons when the target is not met, checks them against the setup list and the limits, storing nothing", async () => {
    const m = await milestone({ 0: 10 });
    const entries = await countRows(t.database.db, "progress_entries");
    const missing = await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 2 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reasons[0]).toContain("reasons");
    expect(missing.json().errors_np.reasons[0]).toContain("कारण");
    const wrongPair = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 2,
      reasons: [{ main_type_id: reasons[1].main, sub_type_id: reasons[0].sub }],
    });
    expect(wrongPair.statusCode).toBe(422);
    await setSettings(t.database.db, { reasonLimit: 1, descriptionLimit: 5 });
    const tooMany = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 2,
      explanation: "too long",
      reasons: [
        { main_type_id: reasons[0].main, sub_type_id: reasons[0].sub },
        { main_type_id: reasons[0].main, sub_type_id: reasons[0].otherSub },
      ],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors_np.reasons[0]).toContain("१");
    expect(tooMany.json().errors_np.explanation[0]).toContain("५");
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: -1 })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 12, status: "done", achieved: 1 })
      ).statusCode,
    ).toBe(422);
    expect(await countRows(t.database.db, "progress_entries")).toBe(entries);
  });

  it("allows completed from the end month (on time, late) or early once the annual target is reached", async () => {
    const m = await milestone({ 2: 10, 5: 20 }, true);
    const early = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 3,
      status: "completed",
      achieved: 15,
      reasons: [{ main_type_id: reasons[0].main, sub_type_id: reasons[0].sub }],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors_np.status).toBeDefined();
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 3, status: "completed", achieved: 20 })
      ).statusCode,
    ).toBe(200);
    const onTime = await milestone({ 2: 10, 5: 20 }, true);
    expect(
      (
        await t.as(w.office).post("/api/pragati/store", {
          milestone_id: onTime.id,
          month: 5,
          status: "completed",
          achieved: 20,
        })
      ).statusCode,
    ).toBe(200);
    const late = await milestone({ 2: 10, 5: 20 }, true);
    const r = await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: late.id, month: 7, status: "completed", achieved: 20 });
    expect(r.statusCode).toBe(200);
    expect(r.json().response.warning).toBe(false);
    expect((await statusRows(late.id))[7]).toMatchObject({ status: "completed", band: 6 });
  });

  it("refuses a future month and a month outside the milestone's fiscal year", async () => {
    const future = await milestone({ 0: 10 }, false, w.child, w.nextYear);
    const res = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: future.id,
      month: 0,
      status: "not_started",
      achieved: 0,
      reasons: [{ main_type_id: reasons[0].main, sub_type_id: reasons[0].sub }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors_np.month).toBeDefined();
    const m = await milestone({ 0: 10 });
    const wrongYear = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      fiscal_year_id: w.nextYear,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    expect(wrongYear.json().errors.fiscal_year_id).toBeDefined();
    // In the current fiscal year, today's month is open and the next one is not.
    const current = await findFiscalYear(t.database.db, { startYear: fiscalStartYearOf(parseBs(w.today)) });
    const thisMonth = fiscalMonthOf(w.today);
    const now = await milestone({ 0: 5, 11: 5 }, false, w.child, current.id);
    const open = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: now.id,
      month: thisMonth,
      status: "in_progress",
      achieved: 5,
    });
    expect(open.statusCode, open.body).toBe(200);
    if (thisMonth < 11) {
      const next = await t.as(w.office).post("/api/pragati/store", {
        milestone_id: now.id,
        month: thisMonth + 1,
        status: "in_progress",
        achieved: 5,
      });
      expect(next.statusCode).toBe(422);
      expect(next.json().errors.month).toBeDefined();
    }
  });

  it("keeps the month rows equal to a full recompute: the amount as stored, the rating kept on a new save", async () => {
    // Amounts are stored with 4 decimals: 0.00014 is kept as 0.0001, which is 33.33 % of 0.0003, not 46.67 %.
    const m = await milestone({ 0: 0.0003, 1: 0.0003 }, true);
    const reason = [{ main_type_id: reasons[0].main, sub_type_id: reasons[0].sub }];
    const saved = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 0.00014,
      reasons: reason,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await statusRows(m.id))[0]).toMatchObject({ percent: "33.33", band: 2 });
    await t.as(w.sachib).post(`/api/rate-activity/rate/${saved.json().response.id}`, { rating: 3 });
    const again = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 0.00016,
      reasons: reason,
    });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await statusRows(m.id);
    expect(rows[0]).toMatchObject({ rating: 3, percent: "66.67", band: 4, entered: true });
    await recomputeMilestoneStatus(t.database.db, m.id);
    expect(await statusRows(m.id)).toEqual(rows);
  });

  it("accepts entries only inside the reporting window (admin passes), and a returned entry may be corrected once outside it", async () => {
    const m = await milestone({ 0: 10 });
    await setSettings(t.database.db, { pragatiAddFrom: "2000-01-01", pragatiAddTo: "2000-12-30" });
    const closed = await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message_np).toContain("२०००/०१/०१");
    expect(
      (
        await t
          .as(w.admin)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 })
      ).statusCode,
    ).toBe(200);
    await setSettings(t.database.db, {
      pragatiAddFrom: null,
      pragatiAddTo: null,
      pragatiEditFrom: w.today,
      pragatiEditTo: w.today,
    });
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 11 })
      ).statusCode,
    ).toBe(200);
    await setSettings(t.database.db, { pragatiEditFrom: "2000-01-01", pragatiEditTo: "2000-12-30" });
    const entryId = (
      await t.as(w.office).get(`/api/gatibidhi/all?nikaya_id=${w.child}&search=${m.code}`)
    ).json().response.data[0].id;
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 12 })
      ).statusCode,
    ).toBe(409);
    expect((await t.as(w.sachib).post(`/api/rate-activity/return/${entryId}`, { note: "" })).statusCode).toBe(
      422,
    );
    const back = await t.as(w.sachib).post(`/api/rate-activity/return/${entryId}`, {
      note: "Check the figure",
    });
    expect(back.json().response).toMatchObject({ return_note: "Check the figure", correction_used: false });
    const corrected = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 12,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().response.correction_used).toBe(true);
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 13 })
      ).statusCode,
    ).toBe(409);
  });

  it("accepts entries inside the window while the action plan is locked globally or for the office", async () => {
    const m = await milestone({ 0: 10 });
    const body = { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 };
    await setLock(t.database.db, { on: true });
    await setOfficeLock(t.database.db, w.child, true);
    const created = await t.as(w.office).post("/api/pragati/store", body);
    expect(created.statusCode).toBe(200);
    expect(
      (await t.as(w.office).post("/api/pragati/store", { ...body, status: "completed" })).json().response.id,
    ).toBe(created.json().response.id);
    // The plan itself stays frozen for the office.
    expect((await t.as(w.office).delete(`/api/plans-policy/milestones/delete/${m.id}`)).statusCode).toBe(409);
    await setLock(t.database.db, { on: false });
    await setOfficeLock(t.database.db, w.child, false);
  });

  it("keeps entries to the office subtree (404) and to the roles holding the permission (401/403)", async () => {
    const m = await milestone({ 0: 10 });
    const body = { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 };
    expect((await t.anonymous.post("/api/pragati/store", body)).statusCode).toBe(401);
    expect((await t.as(w.outsider).post("/api/pragati/store", body)).statusCode).toBe(404);
    expect((await t.as(reviewer).post("/api/pragati/store", body)).statusCode).toBe(403);
    expect((await t.as(w.sachib).post("/api/pragati/store", body)).statusCode).toBe(403);
    const id = (await t.as(w.office).post("/api/pragati/store", body)).json().response.id;
    expect(
      (await t.as(outsideSachib).post(`/api/rate-activity/comment/${id}`, { comment: "x" })).statusCode,
    ).toBe(404);
    expect((await t.as(w.office).post(`/api/rate-activity/rate/${id}`, { rating: 3 })).statusCode).toBe(403);
    expect((await t.as(w.office).post(`/api/rate-activity/return/${id}`, { note: "x" })).statusCode).toBe(
      403,
    );
    const list = (await t.as(w.outsider).get("/api/gatibidhi/all?per_page=30")).json().response;
    expect(list.data.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await t.as(reviewer).get("/api/gatibidhi/all")).statusCode).toBe(403);
  });

  it("lets the secretary comment and rate 0..5; the rating reaches the month rows", async () => {
    const m = await milestone({ 0: 10, 1: 10 });
    const id = (
      await t
        .as(w.office)
        .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 })
    ).json().response.id;
    const commented = await t.as(w.sachib).post(`/api/rate-activity/comment/${id}`, {
      comment: "Good pace",
    });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(commented.json().response.comment).toBe("Good pace");
    expect((await t.as(w.sachib).post(`/api/rate-activity/rate/${id}`, { rating: 6 })).statusCode).toBe(422);
    const rated = await t.as(w.sachib).post(`/api/rate-activity/rate/${id}`, { rating: 4 });
    expect(rated.json().response.rating).toBe(4);
    expect((await statusRows(m.id)).map((r) => r.rating)).toEqual(Array(12).fill(4));
    expect((await t.as(w.sachib).post("/api/rate-activity/rate/999999", { rating: 1 })).statusCode).toBe(404);
  });

  it("lists entries with milestone, office, month, status, achieved, percent and filters", async () => {
    const m = await milestone({ 0: 10, 1: 10 });
    await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 });
    await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: m.id, month: 1, status: "completed", achieved: 10 });
    const all = (
      await t.as(w.sachib).get(`/api/gatibidhi/all?search=${m.code}&fiscal_year_id=${w.lastYear}`)
    ).json().response;
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      milestone_code: m.code,
      milestone_title: m.title,
      month: 1,
      status: "completed",
      achieved: 10,
      percent: 100,
    });
    const filtered = (
      await t
        .as(w.sachib)
        .get(`/api/gatibidhi/all?search=${m.code}&status=in_progress&month=0&nikaya_id=${w.child}`)
    ).json().response;
    expect(filtered.data.map((e: { month: number }) => e.month)).toEqual([0]);
    expect((await t.as(w.sachib).get("/api/gatibidhi/all?status=bad")).statusCode).toBe(422);
  });
});
