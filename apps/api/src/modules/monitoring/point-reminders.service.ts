import { bsDateText, toDevanagariDigits } from "@pragati/domain/calendar";
import type { Db } from "../../db/client";
import { monitoringPointReminders } from "../../db/schema/monitoring";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { remindOfficeOnce } from "../notices/notices.service";
import { overduePointsToRemind, type PointReminderCandidate } from "./point-reminders.repository";

/** The notice's words in both languages (one notice reaches the office's users in either language). */
const noticeText = (point: PointReminderCandidate) => {
  const np = (value: string | number) => toDevanagariDigits(String(value));
  return {
    title: `अनुगमनको कार्यान्वयन बुँदा म्याद नाघेको (${np(point.days_overdue)} दिन) / Monitoring action point overdue (${point.days_overdue} days)`,
    description: `${point.visit_title}: म्याद ${bsDateText(point.due_date, "np")} मा सकियो; बुँदा कार्यान्वयन गरी जवाफ दिनुहोस्। The action point was due on ${point.due_date}; act on it and answer.\n${point.description}`,
  };
};

/**
 * One pass: every overdue action point gets one reminder per aging stage it reaches (0-30, 31-60,
 * 61-90, over 90 days), each in its own transaction: the claimed key, a bell notice to the responsible
 * office and its SMS and e-mail in the outbox. Answers how many were sent.
 */
export const runPointReminders = async (db: Db) => {
  const { today, todayAd } = todayOf(await loadCalendar(db));
  let sent = 0;
  for (const point of await overduePointsToRemind(db, todayAd)) {
    const done = await remindOfficeOnce(db, {
      table: monitoringPointReminders,
      key: { pointId: point.id, stage: point.stage },
      officeId: point.responsible_nikaya_id,
      text: noticeText(point),
      fromDate: today,
      toDate: null,
    });
    if (done) sent++;
  }
  return sent;
};
