import { ZPaged, ZTransfer, ZTransferActivity, ZTransferResult } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import {
  buildOffice,
  countRows,
  firstSetupItem,
  loginAs,
  signedInAs,
  whileLocked,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";

let t: TestApp;
let admin: string;
let office: string;
let outsider: string;
let sachib: string;
let parent: number;
let from: number;
let to: number;
let outside: number;
let currentYear: number;
let typeId: number;
let reportingTypeId: number;

type DashboardRow = { nikaya_id: number; not_started: number; in_progress_below_hundred_percent: number };

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const dashboard = async (officeId: number) => {
  const res = await t
    .as(admin)
    .get(
      `/api/dashboard/milestone-esthiti?type=activity&month_type=upto&month=0&fiscal_year_id=${currentYear}`,
    );
  expect(res.statusCode).toBe(200);
  return (res.json().response as DashboardRow[]).find((r) => r.nikaya_id === officeId);
};

/** An activity implemented by `nikayaId` under a policy of `parent`, with two milestones. */
const buildActivity = async (nikayaId: number, helpers: number[] = []) => {
  const policy = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/store", {
      fiscal_year_id: currentYear,
      nikaya_id: parent,
      point_no: "1",
      name: "Water supply",
      reporting_type_id: reportingTypeId,
    }),
  );
  const activity = okResponse<{ id: number }>(
    await t.as(office).post("/api/plans-policy/activities/store", {
      policy_id: policy.id,
      point_no: "1.1",
      title: "Lay the pipeline",
      nikaya_id: nikayaId,
      helper_nikaya_ids: helpers,
    }),
  );
  const milestone = async (code: string) =>
    okResponse<{ id: number }>(
      await t.as(office).post("/api/plans-policy/milestones/store", {
        activity_id: activity.id,
        code,
        title: `Stage ${code}`,
        type_id: typeId,
        annual_target: 10,
        cumulative: false,
        months: [
          { month: 0, target: 4 },
          { month: 5, target: 6 },
        ],
      }),
    );
  return {
    activity: activity.id,
    milestones: [(await milestone("1.1.1")).id, (await milestone("1.1.2")).id],
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parent = (await buildOffice(db)).id;
  from = (await buildOffice(db, { parentId: parent })).id;
  to = (await buildOffice(db, { parentId: parent })).id;
  outside = (await buildOffice(db)).id;
  admin = await loginAs(t.app, "admin");
  office = await signedInAs(t, "nikaya", parent);
  outsider = await signedInAs(t, "nikaya", outside);
  sachib = await signedInAs(t, "sachib", parent);
  currentYear = (await buildSetupBlock(db)).current_fiscal_year_id_by_current_date as number;
  typeId = (await firstSetupItem(db, "milestone-types")).id;
  reportingTypeId = (await firstSetupItem(db, "nitikaryakram")).id;
});
afterAll(() => t.close());

afterEach(() => expectCountsInStep(t));

describe("POST api/activities/transfer/{activity_id}", () => {
  it("moves the activity, its milestones, their progress and month status to the new office, and the dashboard counts follow", async () => {
    const { activity, milestones } = await buildActivity(from, [to, outside]);
    okResponse(
      await t.as(office).post("/api/pragati/store", {
        milestone_id: milestones[0],
        month: 0,
        status: "in_progress",
        achieved: 4,
      }),
    );
    const beforeFrom = await dashboard(from);
    expect(beforeFrom).toMatchObject({ not_started: 1, in_progress_below_hundred_percent: 1 });
    expect(await dashboard(to)).toBeUndefined();
    const logs = await countRows(t.database.db, "activity_logs");

    const res = await t.as(office).post(`/api/activities/transfer/${activity}`, {
      to_nikaya_id: to,
      remarks: "  The new office runs the scheme  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = ZTransferResult.parse(res.json().response);
    expect(result).toMatchObject({ moved_milestones: 2, moved_entries: 1, helper_removed: true });
    expect(result.activity.nikaya.id).toBe(to);
    expect(result.activity.helpers.map((h) => h.id)).toEqual([outside]);
    expect(result.activity.progress_count).toBe(1);
    expect(result.transfer).toMatchObject({
      activity_id: activity,
      from_nikaya: { id: from },
      to_nikaya: { id: to },
      remarks: "The new office runs the scheme",
    });
    expect(result.transfer.created_by_name).toMatch(/^Test user/);

    const ids = sql.join(
      milestones.map((id) => sql`${id}`),
      sql`, `,
    );
    expect(await rows(sql`SELECT DISTINCT nikaya_id FROM milestones WHERE id IN (${ids})`)).toEqual([
      { nikaya_id: to },
    ]);
    expect(
      await rows(sql`SELECT DISTINCT nikaya_id FROM progress_entries WHERE milestone_id IN (${ids})`),
    ).toEqual([{ nikaya_id: to }]);
    expect(
      await rows(sql`SELECT DISTINCT nikaya_id FROM milestone_month_status WHERE milestone_id IN (${ids})`),
    ).toEqual([{ nikaya_id: to }]);
    // The entry keeps the office that made it.
    expect(
      await rows(sql`SELECT created_by_nikaya FROM progress_entries WHERE milestone_id = ${milestones[0]}`),
    ).toEqual([{ created_by_nikaya: parent }]);

    expect(await dashboard(from)).toBeUndefined();
    expect(await dashboard(to)).toMatchObject({ not_started: 1, in_progress_below_hundred_percent: 1 });
    const [log] = await rows<{ action: string; entity: string; changes: { before: { nikaya_id: number } } }>(
      sql`SELECT action, entity, changes FROM activity_logs ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({
      action: "transfer",
      entity: "activity",
      changes: { before: { nikaya_id: from } },
    });
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 1);

    // The transfer appears in the activity's history and in the overall list.
    const history = await t.as(office).get(`/api/activities/transfer/all?activity_id=${activity}`);
    const page = ZPaged(ZTransfer).parse(history.json().response);
    expect(page.total).toBe(1);
    expect(page.data[0].id).toBe(result.transfer.id);
    const all = ZPaged(ZTransfer).parse(
      (await t.as(office).get(`/api/activities/transfer/all?nikaya_id=${from}&search=pipeline`)).json()
        .response,
    );
    expect(all.data.map((r) => r.id)).toContain(result.transfer.id);
    // Back again: the history keeps both, newest first.
    expect(
      (
        await t
          .as(office)
          .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: from, remarks: "Returned" })
      ).statusCode,
    ).toBe(200);
    const twice = ZPaged(ZTransfer).parse(
      (await t.as(office).get(`/api/activities/transfer/all?activity_id=${activity}`)).json().response,
    );
    expect(twice.data.map((r) => r.remarks)).toEqual(["Returned", "The new office runs the scheme"]);
    expect(await dashboard(from)).toMatchObject({ not_started: 1, in_progress_below_hundred_percent: 1 });
  });

  it("shows the activity with its milestones and progress counts, 404 out of scope", async () => {
    const { activity, milestones } = await buildActivity(from);
    const res = await t.as(office).get(`/api/activities/transfer/show/${activity}`);
    const shown = ZTransferActivity.parse(res.json().response);
    expect(shown.milestones.map((m) => [m.id, m.progress_count])).toEqual([
      [milestones[0], 0],
      [milestones[1], 0],
    ]);
    expect(shown.transfer_count).toBe(0);
    expect((await t.as(outsider).get(`/api/activities/transfer/show/${activity}`)).statusCode).toBe(404);
  });

  it("refuses an activity out of scope (404), a missing, the same or an out-of-scope office and empty remarks (422)", async () => {
    const { activity } = await buildActivity(from);
    const logs = await countRows(t.database.db, "activity_transfers");
    expect(
      (
        await t
          .as(outsider)
          .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: outside, remarks: "x" })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as(office).post(`/api/activities/transfer/${999_999}`, { to_nikaya_id: to, remarks: "x" }))
        .statusCode,
    ).toBe(404);
    const missing = await t
      .as(office)
      .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: 999_999, remarks: "x" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors_np.to_nikaya_id[0]).toContain("निकाय");
    const same = await t
      .as(office)
      .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: from, remarks: "x" });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_nikaya_id[0]).toContain("already");
    const beyond = await t
      .as(office)
      .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: outside, remarks: "x" });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.to_nikaya_id).toBeDefined();
    const noRemarks = await t
      .as(office)
      .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "   " });
    expect(noRemarks.statusCode).toBe(422);
    expect(noRemarks.json().errors_np.remarks).toBeDefined();
    expect(
      (await t.as(office).post(`/api/activities/transfer/${activity}`, { remarks: "x" })).statusCode,
    ).toBe(422);
    expect(await countRows(t.database.db, "activity_transfers")).toBe(logs);
    // Admin may move it anywhere.
    expect(
      (
        await t.as(admin).post(`/api/activities/transfer/${activity}`, {
          to_nikaya_id: outside,
          remarks: "Ministry decision",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses while the global lock or the lock of either office is on (409); admin passes", async () => {
    const { activity } = await buildActivity(from);
    await whileLocked(t.database.db, undefined, async () => {
      const res = await t
        .as(office)
        .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message_np).toContain("लक");
    });
    for (const locked of [from, to]) {
      await whileLocked(t.database.db, locked, async () => {
        expect(
          (
            await t
              .as(office)
              .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" })
          ).statusCode,
        ).toBe(409);
      });
    }
    await whileLocked(t.database.db, to, async () => {
      expect(
        (await t.as(admin).post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" }))
          .statusCode,
      ).toBe(200);
    });
    const [row] = await rows<{ nikaya_id: number }>(
      sql`SELECT nikaya_id FROM activities WHERE id = ${activity}`,
    );
    expect(row.nikaya_id).toBe(to);
  });

  it("refuses a deleted activity (404), a caller without plan.transfer (403) and without a session (401)", async () => {
    const { activity, milestones } = await buildActivity(from);
    expect(
      (await t.as(sachib).post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.anonymous.post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" }))
        .statusCode,
    ).toBe(401);
    for (const id of milestones)
      expect((await t.as(office).delete(`/api/plans-policy/milestones/delete/${id}`)).statusCode).toBe(200);
    expect((await t.as(office).delete(`/api/plans-policy/activities/delete/${activity}`)).statusCode).toBe(
      200,
    );
    expect(
      (await t.as(office).post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "x" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET api/activities/transfer/all", () => {
  it("lists transfers whose old or new office is in scope only", async () => {
    const { activity } = await buildActivity(from);
    const done = ZTransferResult.parse(
      (
        await t
          .as(office)
          .post(`/api/activities/transfer/${activity}`, { to_nikaya_id: to, remarks: "Scope check" })
      ).json().response,
    );
    const mine = ZPaged(ZTransfer).parse(
      (await t.as(office).get("/api/activities/transfer/all?search=Scope%20check")).json().response,
    );
    expect(mine.data.map((r) => r.id)).toEqual([done.transfer.id]);
    const theirs = ZPaged(ZTransfer).parse(
      (await t.as(outsider).get("/api/activities/transfer/all?search=Scope%20check")).json().response,
    );
    expect(theirs.total).toBe(0);
    expect((await t.anonymous.get("/api/activities/transfer/all")).statusCode).toBe(401);
  });
});
