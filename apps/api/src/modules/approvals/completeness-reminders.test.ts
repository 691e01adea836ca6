import { type Calendar, toBsString } from "@pragati/domain/calendar";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import {
  buildMilestone,
  buildOffice,
  buildUser,
  findFiscalYear,
  fiscalYears,
  setSettings,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows, sql } from "../../db/client";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";
import { runCompletenessReminders } from "./completeness-reminders.service";

/**
 * Reminders to the offices still missing a month three days before its entry window closes (issue 33
 * item 4): the clock is moved day by day towards the close of the action-plan window admin set.
 */
let t: TestApp;
let calendar: Calendar;
let year: number;
let close: string;
const MONTH = 5;
const office: Record<string, number> = {};
let missing: { username: string; email: string | null; mobile: string | null };
let submitted: { username: string };

/** Fixes the clock at noon in Nepal, `days` before the window's close (negative: after it). */
const daysBeforeClose = (days: number) =>
  setClock(new Date(`${calendar.bsToAd(calendar.addDays(close, -days))}T06:00:00Z`));

const remindersOf = (officeId: number) =>
  queryRows<{ stream: string; month: number; notice_id: number; title: string }>(
    t.database.db,
    sql`SELECT r.stream, r.month, r.notice_id, n.title FROM approval_reminders r
          JOIN notices n ON n.id = r.notice_id WHERE r.office_id = ${officeId} ORDER BY r.id`,
  );
const outboxOf = (noticeId: number) =>
  queryRows<{ channel: string; recipient: string }>(
    t.database.db,
    sql`SELECT channel, recipient FROM outbox WHERE source = 'notice' AND source_id = ${noticeId} ORDER BY channel`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  calendar = await loadCalendar(db);
  year = (await fiscalYears(db)).previous;
  const { startYear } = await findFiscalYear(db, { id: year });
  close = toBsString(calendar.addDays(calendar.fiscalMonthRange(startYear, MONTH + 1).start, 9));
  const parent = (await buildOffice(db)).id;
  for (const name of ["missing", "submitted", "idle"])
    office[name] = (await buildOffice(db, { parentId: parent, name: `Reminded ${name}` })).id;
  for (const name of ["missing", "submitted"])
    await buildMilestone(db, { nikayaId: office[name], fiscalYearId: year, targets: { [MONTH]: 3 } });
  missing = await buildUser(db, {
    role: "nikaya",
    nikayaId: office.missing,
    email: "missing.month@example.org",
    mobile: "9841000021",
  });
  submitted = await buildUser(db, { role: "nikaya", nikayaId: office.submitted });
  await buildUser(db, { role: "nikaya", nikayaId: office.idle });
  // The year being reported, its reporting month and the action-plan window's close.
  await setSettings(db, { currentFiscalYearId: year, pragatiReportingMonth: MONTH, pragatiAddTo: close });
  daysBeforeClose(8);
  const res = await t.as(submitted).post("/api/approvals/submit", {
    stream: "pragati",
    fiscal_year_id: year,
    month: MONTH,
    office_id: office.submitted,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterEach(() => setClock(null));
afterAll(async () => {
  await setSettings(t.database.db, {
    currentFiscalYearId: null,
    pragatiReportingMonth: null,
    pragatiAddTo: null,
  });
  await t.close();
});

describe("reminders before the entry window closes", () => {
  it("reminds an office still missing the month once, three days before the close, by bell, SMS and e-mail", async () => {
    // Four days before: too early.
    daysBeforeClose(4);
    await runCompletenessReminders(t.database.db);
    expect(await remindersOf(office.missing)).toEqual([]);

    // Three days before: one reminder; passes at once (two processes) and on later days send no other.
    daysBeforeClose(3);
    await Promise.all([runCompletenessReminders(t.database.db), runCompletenessReminders(t.database.db)]);
    const [reminder, ...more] = await remindersOf(office.missing);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ stream: "pragati", month: MONTH });
    expect(reminder.title).toContain("not yet submitted");
    expect(reminder.title).toContain("पेश गर्न बाँकी");
    expect((await outboxOf(reminder.notice_id)).map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "missing.month@example.org"],
      ["sms", "9841000021"],
    ]);
    const bell = okResponse<{ title: string }[]>(await t.as(missing).get("/api/notices")).map((n) => n.title);
    expect(bell).toContain(reminder.title);
    daysBeforeClose(1);
    await runCompletenessReminders(t.database.db);
    daysBeforeClose(0);
    await runCompletenessReminders(t.database.db);
    expect(await remindersOf(office.missing)).toHaveLength(1);
    expect(await outboxOf(reminder.notice_id)).toHaveLength(2);

    // The submitted office and the office not expected to report are never reminded.
    expect(await remindersOf(office.submitted)).toEqual([]);
    expect(await remindersOf(office.idle)).toEqual([]);
  });

  it("reminds nobody once the window has closed", async () => {
    const late = (await buildOffice(t.database.db)).id;
    await buildMilestone(t.database.db, { nikayaId: late, fiscalYearId: year, targets: { [MONTH]: 1 } });
    daysBeforeClose(-1);
    await runCompletenessReminders(t.database.db);
    expect(await remindersOf(late)).toEqual([]);
  });
});
