import { toBsString } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MS_PER_DAY } from "../../../test/ad-days";
import { okResponse } from "../../../test/client";
import { buildUser, officeIdsByCode, type VisitUntil, visitThroughApi } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";
import { runPointReminders } from "./point-reminders.service";

let t: TestApp;
const ids: Record<string, number> = {};
let monitor: { username: string };
let reviewer: { username: string };
let bs: (ad: string) => string;
let roads: { username: string; email: string | null; mobile: string | null };
let other: { username: string; email: string | null; mobile: string | null };

const EVIDENCE = {
  files: [
    {
      name: "drain.pdf",
      type: "application/pdf",
      content: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n"),
    },
  ],
};
const START = Date.parse("2026-11-20T06:00:00Z");
/** Fixes the clock at 11:45 in Nepal, `days` after a fixed day. */
const dayAfterStart = (days: number) => setClock(new Date(START + days * MS_PER_DAY));
/** The AD date `days` after the fixed day (negative: before). */
const adDay = (days: number) => new Date(START + days * MS_PER_DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  monitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336"] });
  reviewer = await buildUser(db, { role: "reviewer", nikayaId: ids["336"] });
  const calendar = await loadCalendar(db);
  bs = (ad) => toBsString(calendar.adToBs(ad));
  // The responsible office's user the SMS and the e-mail reach, and another office's.
  roads = await buildUser(db, {
    role: "nikaya",
    nikayaId: ids["336-01"],
    email: "roads.points@example.org",
    mobile: "9841000002",
  });
  other = await buildUser(db, {
    role: "nikaya",
    nikayaId: ids["305"],
    email: "other.points@example.org",
    mobile: "9841000003",
  });
});
afterEach(() => setClock(null));
afterAll(() => t.close());

/**
 * A point for the roads office, due on `dueAd`, of a visit 100 days ago taken through the API as far as
 * `until` (accepted: the office sees and answers it; `status` is its answer).
 */
const point = async (
  dueAd: string,
  status: "open" | "in_progress" | "completion_claimed" | "completed" = "open",
  until: VisitUntil = "accepted",
) => {
  const visit = await visitThroughApi(t, {
    by: monitor,
    reviewer,
    target: ids["336-01"],
    from: bs(adDay(-100)),
    to: bs(adDay(-100)),
    points: [{ responsible: ids["336-01"], due: bs(dueAd) }],
    until,
  });
  const [id] = visit.points;
  const claims = status === "completion_claimed" || status === "completed";
  if (status !== "open")
    okResponse(
      await t.as(roads).post(`/api/anugaman/action-points/answer/${id}`, {
        status: claims ? "completed" : status,
        actions_taken: claims ? "The drain was cleared." : "",
      }),
    );
  // A claim is completed once the team accepts it with its evidence.
  if (status === "completed") {
    okResponse(await t.as(roads).upload(`/api/anugaman/action-points/files/${id}`, EVIDENCE));
    okResponse(await t.as(monitor).post(`/api/anugaman/action-points/accept/${id}`, {}));
  }
  return id;
};

const remindersOf = (pointId: number) =>
  queryRows<{ stage: string; notice_id: number; title: string }>(
    t.database.db,
    sql`SELECT r.stage, r.notice_id, n.title FROM monitoring_point_reminders r
          JOIN notices n ON n.id = r.notice_id WHERE r.point_id = ${pointId} ORDER BY r.id`,
  );
const outboxTo = (recipients: (string | null)[]) =>
  queryRows<{ channel: string; recipient: string; source_id: number }>(
    t.database.db,
    sql`SELECT channel, recipient, source_id FROM outbox
         WHERE source = 'notice' AND recipient = ANY(${`{${recipients.join(",")}}`}::text[]) ORDER BY id`,
  );
/** The outbox messages of the point's reminders (the seed's own points may be reminded alongside). */
const messagesOf = async (pointId: number) => {
  const notices = new Set((await remindersOf(pointId)).map((r) => r.notice_id));
  return (await outboxTo([roads.email, roads.mobile])).filter((m) => notices.has(m.source_id));
};

describe("action point reminders", () => {
  it("reminds the responsible office once per overdue stage, by bell, SMS and e-mail, and nobody else", async () => {
    dayAfterStart(0);
    const id = await point(adDay(5));
    // Not yet due: nothing.
    await runPointReminders(t.database.db);
    expect(await remindersOf(id)).toEqual([]);

    // Three days past the due date: one reminder, its e-mail and SMS to the roads office's user only.
    dayAfterStart(8);
    expect(await runPointReminders(t.database.db)).toBeGreaterThanOrEqual(1);
    const [first] = await remindersOf(id);
    expect(first.stage).toBe("d0_30");
    expect(first.title).toContain("(3 days)");
    expect(first.title).toContain("(३ दिन)");
    const mine = (await outboxTo([roads.email, roads.mobile])).filter((m) => m.source_id === first.notice_id);
    expect(mine.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ["email", "roads.points@example.org"],
      ["sms", "9841000002"],
    ]);
    expect(await outboxTo([other.email, other.mobile])).toEqual([]);
    const bell = okResponse<{ title: string }[]>(await t.as(roads).get("/api/notices")).map((n) => n.title);
    expect(bell).toContain(first.title);
    const otherBell = okResponse<{ title: string }[]>(await t.as(other).get("/api/notices")).map(
      (n) => n.title,
    );
    expect(otherBell).not.toContain(first.title);

    // Running again, the same day or later in the same stage, sends nothing.
    expect(await runPointReminders(t.database.db)).toBe(0);
    dayAfterStart(30);
    await runPointReminders(t.database.db);
    expect(await remindersOf(id)).toHaveLength(1);
    expect(await messagesOf(id)).toHaveLength(2);

    // 31 days late: the next stage brings the next reminder; and so on up to over 90 days.
    dayAfterStart(36);
    await runPointReminders(t.database.db);
    dayAfterStart(70);
    await runPointReminders(t.database.db);
    dayAfterStart(200);
    await runPointReminders(t.database.db);
    await runPointReminders(t.database.db);
    expect((await remindersOf(id)).map((r) => r.stage)).toEqual(["d0_30", "d31_60", "d61_90", "d90_plus"]);
    expect(await messagesOf(id)).toHaveLength(8);
    expect(await outboxTo([other.email, other.mobile])).toEqual([]);
  });

  it("reminds nothing for a completed point, nor for a point of a report not yet accepted; a claim is still open", async () => {
    dayAfterStart(0);
    const completed = await point(adDay(-10), "completed");
    const draft = await point(adDay(-10), "open", "report_submitted");
    const inProgress = await point(adDay(-10), "in_progress");
    const claimed = await point(adDay(-10), "completion_claimed");
    await runPointReminders(t.database.db);
    expect(await remindersOf(completed)).toEqual([]);
    expect(await remindersOf(draft)).toEqual([]);
    expect((await remindersOf(inProgress)).map((r) => r.stage)).toEqual(["d0_30"]);
    expect((await remindersOf(claimed)).map((r) => r.stage)).toEqual(["d0_30"]);
  });
});
