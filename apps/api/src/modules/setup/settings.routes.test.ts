import { ZOtherSetting, ZReportingPeriodSetting, ZSetupBlock } from "@pragati/domain/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import { countRows, grantMenu, grantPermission, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { appSettings } from "../../db/schema";

let t: TestApp;
let office: string;
let sachib: string;
beforeAll(async () => {
  t = await createTestApp();
  office = await loginAs(t.app, "office");
  // A secretary allowed to manage setup, but not locks.
  await grantPermission(t.database.db, "sachib", "setup.manage");
  await grantMenu(t.database.db, "sachib", ["other-setting", "reporting-period"]);
  sachib = await loginAs(t.app, "sachib");
});
afterAll(() => t.close());

const profileSetup = async () =>
  ZSetupBlock.parse((await t.as(office).get("/api/profile/get-profile")).json().setup);
const settingsRow = async () =>
  (await t.database.db.select().from(appSettings).where(eq(appSettings.id, 1)))[0];

describe("other-setting", () => {
  it("shows the limits, flags and locks", async () => {
    const res = await t.as(admin).get("/api/other-setting/show");
    expect(res.statusCode).toBe(200);
    expect(ZOtherSetting.parse(res.json().response)).toMatchObject({
      helper_limit: 5,
      reason_limit: 3,
      description_limit: 500,
      action_plan_lock: false,
    });
  });

  it("saves and answers the new setup block, which every session's profile reflects at once", async () => {
    const res = await t.as(admin).post("/api/other-setting/update", {
      helper_limit: 7,
      reason_limit: 4,
      description_limit: 800,
      comment_notification: false,
      allow_adoption: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      helper_limit: 7,
      comment_notification: false,
      rating_notification: true,
    });
    const answered = ZSetupBlock.parse(res.json().setup);
    expect(answered).toMatchObject({
      helper_limit: 7,
      reason_limit: 4,
      description_limit: 800,
      comment_notification: false,
      allow_adoption: false,
    });
    expect(await profileSetup()).toMatchObject({
      helper_limit: 7,
      description_limit: 800,
      comment_notification: false,
    });
    const log = (await t.as(admin).get("/api/activity-logs/all?entity=other_setting")).json().response
      .data[0];
    expect(log.changes).toEqual({
      before: {
        helper_limit: 5,
        reason_limit: 3,
        description_limit: 500,
        comment_notification: true,
        allow_adoption: true,
      },
      after: {
        helper_limit: 7,
        reason_limit: 4,
        description_limit: 800,
        comment_notification: false,
        allow_adoption: false,
      },
    });
  });

  it("refuses limits out of bounds with 422 in both languages, changing nothing", async () => {
    const before = await settingsRow();
    const logs = await countRows(t.database.db, "activity_logs");
    const res = await t.as(admin).post("/api/other-setting/update", {
      helper_limit: 0,
      description_limit: 10,
      reason_limit: 2.5,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["description_limit", "helper_limit", "reason_limit"]);
    expect(body.errors.helper_limit).toEqual(["Must be at least 1."]);
    expect(body.errors_np.description_limit).toEqual(["कम्तीमा ५० हुनुपर्छ।"]);
    expect(await settingsRow()).toEqual(before);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs);
  });

  it("lets only a holder of lock.manage change a lock (403 otherwise)", async () => {
    const before = await settingsRow();
    const refused = await t
      .as(sachib)
      .post("/api/other-setting/update", { helper_limit: 9, action_plan_lock: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_np).toBe("तपाईंलाई यो कार्य गर्ने अनुमति छैन।");
    expect(await settingsRow()).toEqual(before);

    // The unchanged lock values a form sends back are no change.
    const allowed = await t
      .as(sachib)
      .post("/api/other-setting/update", { helper_limit: 9, action_plan_lock: false });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().setup.helper_limit).toBe(9);

    const locked = await t
      .as(admin)
      .post("/api/other-setting/update", { action_plan_lock: true, contract_lock: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().setup.lock_status).toMatchObject({ action_plan_lock: true, contract_lock: true });
    expect(locked.json().setup.contract_lock).toBe(true);
    expect((await profileSetup()).lock_status.action_plan_lock).toBe(true);
  });

  it("refuses office staff with 403 and callers without a session with 401", async () => {
    expect((await t.as(office).post("/api/other-setting/update", { helper_limit: 6 })).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/other-setting/show")).statusCode).toBe(401);
    const res = await t.anonymous.post("/api/reporting-period/update", {});
    expect(res.statusCode).toBe(401);
  });
});

describe("reporting-period", () => {
  it("shows unset windows and months that follow today", async () => {
    const res = await t.as(office).get("/api/reporting-period/show");
    expect(ZReportingPeriodSetting.parse(res.json().response)).toMatchObject({
      current_fiscal_year_id: null,
      pragati_reporting_month: null,
      pragati_add_from: null,
      active_suchak_months: [],
    });
  });

  it("saves months and windows (Devanagari digits accepted) and the setup block reflects them at once", async () => {
    const res = await t.as(admin).post("/api/reporting-period/update", {
      pragati_reporting_month: 3,
      suchak_reporting_month: 2,
      ayojana_reporting_month: 4,
      active_suchak_months: [5, 2, 2, 3],
      pragati_add_from: "२०८२/०७/०१",
      pragati_add_to: "2082-07-15",
      pragati_edit_from: "2082-07-01",
      pragati_edit_to: "2082-07-30",
      suchak_period_from: "2082-08-01",
      suchak_period_to: "2082-08-10",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      active_suchak_months: [2, 3, 5],
      pragati_add_from: "2082-07-01",
    });
    for (const setup of [ZSetupBlock.parse(res.json().setup), await profileSetup()])
      expect(setup).toMatchObject({
        current_pragati_reporting_month: 3,
        current_suchak_reporting_month: 2,
        current_ayojana_reporting_month: 4,
        active_suchak_reporting_period: [2, 3, 5],
        pragati_reporting_period: { from: "2082-07-01", to: "2082-07-15" },
        pragati_edit_from: "2082-07-01",
        pragati_edit_to: "2082-07-30",
        suchak_reporting_period: { from: "2082-08-01", to: "2082-08-10" },
        ayojana_reporting_period: { from: null, to: null },
      });
  });

  it("refuses dates the calendar lacks, a window with one end and an end before the start, changing nothing", async () => {
    const before = await settingsRow();
    const logs = await countRows(t.database.db, "activity_logs");
    const res = await t.as(admin).post("/api/reporting-period/update", {
      pragati_reporting_month: 1,
      pragati_add_from: "2082-07-33",
      pragati_edit_to: null,
      suchak_period_from: "2082-09-01",
      ayojana_period_from: "2082-10-01",
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({
      pragati_add_from: ["Enter a valid BS date, e.g. 2082-04-01."],
      pragati_edit_to: ["Enter both dates of the period, or neither."],
      suchak_period_to: ["The end date must not be before the start date."],
      ayojana_period_to: ["Enter both dates of the period, or neither."],
    });
    expect(body.errors_np.pragati_add_from).toEqual(["मान्य वि.सं. मिति लेख्नुहोस्, जस्तै २०८२-०४-०१।"]);
    expect(await settingsRow()).toEqual(before);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs);
  });

  it("refuses months outside Shrawan..Ashadh and unknown fiscal years with 422", async () => {
    const res = await t.as(admin).post("/api/reporting-period/update", {
      pragati_reporting_month: 12,
      active_suchak_months: [-1],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "active_suchak_months.0",
      "pragati_reporting_month",
    ]);
    const year = await t.as(admin).post("/api/reporting-period/update", { current_fiscal_year_id: 999_999 });
    expect(year.statusCode).toBe(422);
    expect(year.json().errors_np.current_fiscal_year_id).toEqual(["सूचीबाट आर्थिक वर्ष छान्नुहोस्।"]);
  });

  it("lets admin set the current fiscal year, and clear it back to today's", async () => {
    const years = (await t.as(admin).get("/api/presets/fiscalyear/all?per_page=100")).json().response.data;
    const fy = years.find((y: { title: string }) => y.title === "2080/81");
    const set = await t.as(admin).post("/api/reporting-period/update", { current_fiscal_year_id: fy.id });
    expect(set.json().setup.current_fiscal_year_id_by_current_date).toBe(fy.id);
    expect((await profileSetup()).current_fiscal_year_id_by_current_date).toBe(fy.id);
    const cleared = await t.as(admin).post("/api/reporting-period/update", { current_fiscal_year_id: null });
    expect(cleared.json().setup.current_fiscal_year_id_by_current_date).not.toBe(fy.id);
  });

  it("refuses office staff with 403", async () => {
    const before = await settingsRow();
    expect(
      (await t.as(office).post("/api/reporting-period/update", { pragati_reporting_month: 0 })).statusCode,
    ).toBe(403);
    expect(await settingsRow()).toEqual(before);
  });
});
