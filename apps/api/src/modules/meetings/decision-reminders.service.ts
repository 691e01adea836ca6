import { bsDateText, toDevanagariDigits } from "@pragati/domain/calendar";
import { daysOverdue, reportPeriodOf } from "@pragati/domain/meetings";
import type { Db } from "../../db/client";
import { decisionReminders } from "../../db/schema/meetings";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { remindOfficeOnce } from "../notices/notices.service";
import { openDecisionSchedules, type ReminderCandidate } from "./decision-reminders.repository";

/** A report date this close (days) brings the `due` reminder. */
export const REMINDER_DAYS_BEFORE = 7;

type Reminder = { kind: "due" | "overdue"; periodIndex: number; periodEnd: string; daysLate: number | null };

/** The notice's words in both languages (one notice reaches the office's users in either language). */
const noticeText = (decision: ReminderCandidate, reminder: Reminder) => {
  const np = (value: string | number) => toDevanagariDigits(String(value));
  const ref = `बैठक ${np(decision.meeting_number)}, निर्णय ${np(decision.item_no)}`;
  const refEn = `meeting ${decision.meeting_number}, decision ${decision.item_no}`;
  const title =
    reminder.kind === "due"
      ? `निर्णय प्रतिवेदन ${bsDateText(reminder.periodEnd, "np")} सम्म / Decision report due ${reminder.periodEnd}`
      : `निर्णय म्याद नाघेको (${np(reminder.daysLate ?? 0)} दिन) / Decision overdue (${reminder.daysLate} days)`;
  const description =
    reminder.kind === "due"
      ? `${ref}: ${bsDateText(reminder.periodEnd, "np")} सम्म कार्यान्वयन प्रतिवेदन पठाउनुहोस्। Send the report on ${refEn} by ${reminder.periodEnd}.\n${decision.description}`
      : `${ref}: म्याद ${bsDateText(decision.due_date, "np")} मा सकियो; प्रतिवेदन पठाउनुहोस्। The due date of ${refEn} was ${decision.due_date}; send its report.\n${decision.description}`;
  return { title, description };
};

/**
 * The reminder a decision needs today, if any: `overdue` when it is open past its due date, else `due`
 * when the current period's report date is at most REMINDER_DAYS_BEFORE days away; none for a period
 * that already has a report waiting or accepted.
 */
export const reminderOf = (
  calendar: Parameters<typeof reportPeriodOf>[0],
  decision: ReminderCandidate,
  today: string,
): Reminder | null => {
  const period = reportPeriodOf(
    calendar,
    decision.meeting_date,
    { unit: decision.duration_unit, length: decision.duration },
    today,
  );
  if (decision.reported_periods.includes(period.index)) return null;
  const late = daysOverdue(calendar, decision, today);
  const base = { periodIndex: period.index, periodEnd: period.end, daysLate: late };
  if (late !== null) return { ...base, kind: "overdue" };
  return calendar.diffDays(today, period.end) <= REMINDER_DAYS_BEFORE ? { ...base, kind: "due" } : null;
};

/**
 * One pass: every open decision that needs a reminder today gets it once, in its own transaction: the
 * claimed key, a bell notice to the reporting office (valid up to the period's report date) and its SMS
 * and e-mail in the outbox. Answers how many were sent.
 */
export const runDecisionReminders = async (db: Db) => {
  const calendar = await loadCalendar(db);
  const { today } = todayOf(calendar);
  let sent = 0;
  for (const decision of await openDecisionSchedules(db)) {
    const reminder = reminderOf(calendar, decision, today);
    // Sent before: the hourly pass reads that with the decisions instead of trying each key again.
    if (!reminder || decision.reminded.includes(`${reminder.periodIndex}:${reminder.kind}`)) continue;
    const done = await remindOfficeOnce(db, {
      table: decisionReminders,
      key: { decisionId: decision.id, periodIndex: reminder.periodIndex, kind: reminder.kind },
      officeId: decision.reporting_office_id,
      text: noticeText(decision, reminder),
      fromDate: today,
      toDate: reminder.periodEnd >= today ? reminder.periodEnd : null,
    });
    if (done) sent++;
  }
  return sent;
};
