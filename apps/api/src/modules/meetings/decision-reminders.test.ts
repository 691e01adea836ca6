import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MS_PER_DAY } from "../../../test/ad-days";
import { okResponse } from "../../../test/client";
import { roads as office, sachib } from "../../../test/demo-users";
import { buildUser } from "../../../test/factories";
import { type MeetingWorld, meetingWorld, storeDecision, storeMeeting } from "../../../test/meetings-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { setClock } from "../../lib/clock";
import { runDecisionReminders } from "./decision-reminders.service";

let t: TestApp;
let w: MeetingWorld;
let number = 300;
let staff: { email: string | null; mobile: string | null };

/** Fixes the clock at 11:45 in Nepal, `days` after the previous fiscal year's first day. */
const dayAfterStart = (days: number) =>
  setClock(new Date(Date.parse(`${w.previous.startAd}T06:00:00Z`) + days * MS_PER_DAY));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await meetingWorld(t);
  // A roads office user the SMS and the e-mail reach.
  staff = await buildUser(db, {
    role: "nikaya",
    nikayaId: w.ids["336-01"],
    email: "roads.reports@example.org",
    mobile: "9841000001",
  });
});
afterEach(() => setClock(null));
afterAll(() => t.close());

/** A weekly decision of the roads office from a meeting on the year's first day (due 7 days later). */
const weeklyDecision = async () => {
  const meetingId = await storeMeeting(t, sachib, w, {
    number: ++number,
    title: "Road review",
    meeting_date: w.previous.startBs,
  });
  return storeDecision(t, sachib, w, meetingId, { description: `Repair the ring road ${number}` });
};

const remindersOf = (decisionId: number) =>
  queryRows<{ period_index: number; kind: string; notice_id: number; title: string }>(
    t.database.db,
    sql`SELECT r.period_index, r.kind, r.notice_id, n.title FROM decision_reminders r
          JOIN notices n ON n.id = r.notice_id WHERE r.decision_id = ${decisionId} ORDER BY r.id`,
  );
const outboxOf = (noticeId: number) =>
  queryRows<{ channel: string; recipient: string }>(
    t.database.db,
    sql`SELECT channel, recipient FROM outbox WHERE source = 'notice' AND source_id = ${noticeId} ORDER BY channel`,
  );
const bellTitles = async () =>
  okResponse<{ title: string }[]>(await t.as(office).get("/api/notices")).map((n) => n.title);

describe("decision reminders", () => {
  it("reminds the reporting office before the report date and when overdue, once per period, by bell, SMS and e-mail", async () => {
    dayAfterStart(0);
    const decisionId = await weeklyDecision();
    // Four days after the meeting the report date (day 7) is three days away: a `due` reminder.
    dayAfterStart(4);
    expect(await runDecisionReminders(t.database.db)).toBeGreaterThanOrEqual(1);
    const [due] = await remindersOf(decisionId);
    expect(due).toMatchObject({ period_index: 1, kind: "due" });
    expect(due.title).toContain("Decision report due");
    const messages = await outboxOf(due.notice_id);
    expect(messages).toEqual(
      expect.arrayContaining([
        { channel: "email", recipient: staff.email },
        { channel: "sms", recipient: "9841000001" },
      ]),
    );
    expect(await bellTitles()).toContain(due.title);
    // The next pass of the same day, and of the next day in the same period, sends nothing again.
    await runDecisionReminders(t.database.db);
    dayAfterStart(5);
    await runDecisionReminders(t.database.db);
    expect(await remindersOf(decisionId)).toHaveLength(1);
    expect(await outboxOf(due.notice_id)).toHaveLength(messages.length);

    // Ten days after the meeting it is three days overdue, in period 2: one `overdue` reminder.
    dayAfterStart(10);
    await runDecisionReminders(t.database.db);
    await runDecisionReminders(t.database.db);
    const [, overdue] = await remindersOf(decisionId);
    expect(overdue).toMatchObject({ period_index: 2, kind: "overdue" });
    expect(overdue.title).toContain("(3 days)");
    expect(overdue.title).toContain("(३ दिन)");
    expect(await remindersOf(decisionId)).toHaveLength(2);
    // Period 3 brings the next one.
    dayAfterStart(15);
    await runDecisionReminders(t.database.db);
    expect((await remindersOf(decisionId)).map((r) => [r.period_index, r.kind])).toEqual([
      [1, "due"],
      [2, "overdue"],
      [3, "overdue"],
    ]);
  });

  it("reminds nothing for a period already reported, nor for a closed decision", async () => {
    dayAfterStart(0);
    const reported = await weeklyDecision();
    const closed = await weeklyDecision();
    dayAfterStart(4);
    okResponse(
      await t.as(office).post(`/api/meetings/decisions/${reported}/reports`, {
        status: "in_progress",
        description: "Work started.",
      }),
    );
    const sent = okResponse<{ reports: { id: number }[] }>(
      await t.as(office).post(`/api/meetings/decisions/${closed}/reports`, {
        status: "implemented",
        description: "Done.",
      }),
    );
    // Implemented is accepted with its evidence (the setting's default).
    okResponse(
      await t.as(office).upload(`/api/meetings/reports/files/${sent.reports[0].id}`, {
        files: [{ name: "done.pdf", type: "application/pdf", content: Buffer.from("%PDF-1.4\n%%EOF\n") }],
      }),
    );
    okResponse(await t.as(sachib).post(`/api/meetings/reports/accept/${sent.reports[0].id}`, {}));
    await runDecisionReminders(t.database.db);
    expect(await remindersOf(reported)).toEqual([]);
    expect(await remindersOf(closed)).toEqual([]);
    // The waiting report covers period 1 only: once overdue in period 2 the office is reminded.
    dayAfterStart(10);
    await runDecisionReminders(t.database.db);
    expect((await remindersOf(reported)).map((r) => r.kind)).toEqual(["overdue"]);
    expect(await remindersOf(closed)).toEqual([]);
  });

  it("passes over the reminders sent before without a transaction for each (the hourly pass at size L)", async () => {
    dayAfterStart(0);
    await weeklyDecision();
    dayAfterStart(10);
    expect(await runDecisionReminders(t.database.db)).toBeGreaterThanOrEqual(1);
    const db = t.database.db;
    let transactions = 0;
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === "transaction"
          ? (...args: Parameters<typeof db.transaction>) => {
              transactions++;
              return target.transaction(...args);
            }
          : Reflect.get(target, key),
    });
    expect(await runDecisionReminders(counting)).toBe(0);
    expect(transactions).toBe(0);
  });
});
