import { ZOffice, ZOtherSetting, ZPlanLocks } from "@pragati/domain/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildOffice,
  buildPlan,
  findFiscalYear,
  firstSetupItem,
  loginAs,
  OPEN_PROGRESS_WINDOWS,
  setLock,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { buildSetupBlock } from "../calendar/calendar.service";
import { isLocked } from "./locks.service";

let t: TestApp;
let admin: string;
let office: string;
let sachib: string;
let officeId: number;
let year8283: number;
let year8384: number;
let reportingTypeId: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const root = await buildOffice(db);
  officeId = (await buildOffice(db, { parentId: root.id })).id;
  admin = await loginAs(t.app, "admin");
  office = await signedInAs(t, "nikaya", officeId);
  sachib = await signedInAs(t, "sachib", root.id);
  year8283 = (await findFiscalYear(db, { startYear: 2082 })).id;
  year8384 = (await findFiscalYear(db, { startYear: 2083 })).id;
  reportingTypeId = (await firstSetupItem(db, "nitikaryakram")).id;
  today = (await buildSetupBlock(db)).current_date;
});
afterAll(() => t.close());
afterEach(async () => {
  const db = t.database.db;
  for (const fiscalYearId of [year8283, year8384]) {
    await setLock(db, { on: false, fiscalYearId });
    await setLock(db, { on: false, fiscalYearId, officeId });
  }
  await setSettings(db, OPEN_PROGRESS_WINDOWS);
  await expectCountsInStep(t);
});

const policyBody = (fiscalYearId: number, name: string) => ({
  fiscal_year_id: fiscalYearId,
  nikaya_id: officeId,
  point_no: "1",
  name,
  reporting_type_id: reportingTypeId,
});

/** A policy of the office in the year, and what an office user's edit of it answers. */
const editAsOffice = async (fiscalYearId: number) => {
  const { policy } = await buildPlan(t.database.db, { nikayaId: officeId, fiscalYearId });
  return t.as(office).post(`/api/plans-policy/update/${policy.id}`, policyBody(fiscalYearId, "Edited"));
};

describe("locks bound to a fiscal year", () => {
  it("a locked 2082/83 plan refuses office users' edits (409, both languages); admin edits; 2083/84 is open", async () => {
    // Admin locks 2082/83 globally on the settings screen, naming the year.
    const saved = await t.as(admin).post("/api/other-setting/update", {
      lock_fiscal_year_id: year8283,
      action_plan_lock: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZOtherSetting.parse(saved.json().response)).toMatchObject({
      lock_fiscal_year_id: year8283,
      action_plan_lock: true,
    });

    const refused = await editAsOffice(year8283);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "The action plan is locked.",
      message_np: "कार्ययोजना लक गरिएको छ।",
    });
    const created = await t.as(office).post("/api/plans-policy/store", policyBody(year8283, "New"));
    expect(created.statusCode).toBe(409);

    const { policy } = await buildPlan(t.database.db, { nikayaId: officeId, fiscalYearId: year8283 });
    const byAdmin = await t
      .as(admin)
      .post(`/api/plans-policy/update/${policy.id}`, policyBody(year8283, "Admin"));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);

    // The other year's plan is not touched by the lock.
    expect((await editAsOffice(year8384)).statusCode).toBe(200);
    expect((await t.as(office).post("/api/plans-policy/store", policyBody(year8384, "New"))).statusCode).toBe(
      200,
    );

    // The screens read the lock per year: 2082/83 locked, 2083/84 not.
    const locksOf = async (fiscalYearId: number) =>
      ZPlanLocks.parse(
        (
          await t.as(office).get("/api/plans-policy/locks", { query: { fiscal_year_id: fiscalYearId } })
        ).json().response,
      );
    expect(await locksOf(year8283)).toMatchObject({ fiscal_year_id: year8283, action_plan_lock: true });
    expect(await locksOf(year8384)).toMatchObject({ fiscal_year_id: year8384, action_plan_lock: false });
  });

  it("an office's own lock of 2082/83 binds that year only, and the profile shows the locks per year", async () => {
    const res = await t.as(admin).post(`/api/nikaya/locks/update/${officeId}`, {
      fiscal_year_id: year8283,
      action_plan_lock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      id: officeId,
      fiscal_year_id: year8283,
      action_plan_lock: true,
    });

    expect((await editAsOffice(year8283)).statusCode).toBe(409);
    expect((await editAsOffice(year8384)).statusCode).toBe(200);

    const profile = async (fiscalYearId: number) =>
      ZOffice.parse(
        (
          await t.as(admin).get(`/api/nikaya/show/${officeId}`, { query: { fiscal_year_id: fiscalYearId } })
        ).json().response,
      );
    expect(await profile(year8283)).toMatchObject({ lock_fiscal_year_id: year8283, action_plan_lock: true });
    expect(await profile(year8384)).toMatchObject({ lock_fiscal_year_id: year8384, action_plan_lock: false });
  });

  it("never refuses progress: entries of a locked 2082/83 are stored inside the reporting window", async () => {
    const db = t.database.db;
    const m = await buildMilestone(db, { nikayaId: officeId, fiscalYearId: year8283, targets: { 0: 10 } });
    await setLock(db, { on: true, fiscalYearId: year8283 });
    await setLock(db, { on: true, fiscalYearId: year8283, officeId });
    await setSettings(db, {
      pragatiAddFrom: today,
      pragatiAddTo: today,
      pragatiEditFrom: today,
      pragatiEditTo: today,
    });
    const body = { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 };
    const stored = await t.as(office).post("/api/pragati/store", body);
    expect(stored.statusCode, stored.body).toBe(200);
    const changed = await t
      .as(office)
      .post("/api/pragati/store", { ...body, status: "completed", achieved: 10 });
    expect(changed.statusCode, changed.body).toBe(200);
    // The plan entity itself stays frozen for the office.
    expect((await t.as(office).delete(`/api/plans-policy/milestones/delete/${m.id}`)).statusCode).toBe(409);
  });

  it("one helper answers for every module: global or any named office, per kind and year", async () => {
    const db = t.database.db;
    await setLock(db, { on: true, fiscalYearId: year8283, officeId, kind: "contract_lock" });
    const scope = { kind: "contract_lock" as const, fiscalYearId: year8283 };
    expect(await isLocked(db, { ...scope, officeIds: [officeId] })).toBe(true);
    expect(await isLocked(db, { ...scope, officeIds: [] })).toBe(false);
    expect(await isLocked(db, { ...scope, fiscalYearId: year8384, officeIds: [officeId] })).toBe(false);
    expect(await isLocked(db, { ...scope, kind: "action_plan_lock", officeIds: [officeId] })).toBe(false);
    await setLock(db, { on: true, fiscalYearId: year8384, kind: "indicator_lock" });
    expect(await isLocked(db, { kind: "indicator_lock", fiscalYearId: year8384, officeIds: [] })).toBe(true);
  });

  it("only lock.manage sets locks (403 for a secretary, who may edit the office); an unknown year is 422", async () => {
    const bySachib = await t.as(sachib).post(`/api/nikaya/locks/update/${officeId}`, {
      fiscal_year_id: year8283,
      action_plan_lock: true,
    });
    expect(bySachib.statusCode).toBe(403);
    const unknown = await t.as(admin).post(`/api/nikaya/locks/update/${officeId}`, {
      fiscal_year_id: 999_999,
      action_plan_lock: true,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors_np.fiscal_year_id).toBeDefined();
    expect(
      await isLocked(t.database.db, {
        kind: "action_plan_lock",
        fiscalYearId: year8283,
        officeIds: [officeId],
      }),
    ).toBe(false);
  });
});
