import { bsDateText, fiscalMonthName } from "@pragati/domain/calendar";
import { APPROVAL_STREAMS, type ApprovalStream, type TSetupBlock } from "@pragati/domain/contract";
import type { Db } from "../../db/client";
import { approvalReminders } from "../../db/schema/approvals";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock, todayOf } from "../calendar/calendar.service";
import { remindOfficeOnce } from "../notices/notices.service";
import { STREAM_NAMES } from "./approvals.notices";
import { fiscalYearStart } from "./approvals.repository";
import { missingOfficesToRemind, type ReminderMonth } from "./completeness-reminders.repository";
import { entryWindowClose } from "./entry-window";

/** The reminder goes out this many days before the entry window closes (and on each day up to the close). */
export const COMPLETENESS_REMINDER_DAYS_BEFORE = 3;

/** The months each stream reports now: its reporting month (the indicators': every active period's). */
const REPORTING_MONTHS: Record<ApprovalStream, (setup: TSetupBlock) => number[]> = {
  pragati: (s) => [s.current_pragati_reporting_month],
  project: (s) => [s.current_ayojana_reporting_month],
  contract: (s) => [s.current_ayojana_reporting_month],
  indicator: (s) => s.active_suchak_reporting_period,
};

/** The notice's words in both languages (one notice reaches the office's users in either language). */
const noticeText = (key: ReminderMonth, close: string) => {
  const stream = STREAM_NAMES[key.stream];
  return {
    title: `${fiscalMonthName(key.month, "np")} को ${stream.np} पेश गर्न बाँकी / ${fiscalMonthName(key.month, "en")} ${stream.en} not yet submitted`,
    description: `${fiscalMonthName(key.month, "np")} महिनाको ${stream.np} ${bsDateText(close, "np")} सम्म प्रविष्टि गरी स्वीकृतिका लागि पेश गर्नुहोस्। Enter and submit the ${stream.en} of ${fiscalMonthName(key.month, "en")} for approval by ${close}, when the entry window closes.`,
  };
};

/**
 * One pass: for each stream's reporting month of the current fiscal year whose entry window closes in
 * at most COMPLETENESS_REMINDER_DAYS_BEFORE days (today included), every expected office still missing
 * the month gets one reminder, each in its own transaction: the claimed key (stream, year, month,
 * office), a bell notice to the office and its SMS and e-mail in the outbox. Answers how many were sent.
 */
export const runCompletenessReminders = async (db: Db) => {
  const [calendar, setup] = await Promise.all([loadCalendar(db), buildSetupBlock(db)]);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (fiscalYearId === null) return 0;
  const { today } = todayOf(calendar);
  const startYear = await fiscalYearStart(db, fiscalYearId);
  let sent = 0;
  for (const stream of APPROVAL_STREAMS)
    for (const month of REPORTING_MONTHS[stream](setup)) {
      const key = { stream, fiscalYearId, month };
      const close = entryWindowClose(calendar, setup, { ...key, startYear });
      const daysLeft = calendar.diffDays(today, close);
      if (daysLeft < 0 || daysLeft > COMPLETENESS_REMINDER_DAYS_BEFORE) continue;
      for (const { office_id } of await missingOfficesToRemind(db, key)) {
        const done = await remindOfficeOnce(db, {
          table: approvalReminders,
          key: { ...key, officeId: office_id },
          officeId: office_id,
          text: noticeText(key, close),
          fromDate: today,
          toDate: close,
        });
        if (done) sent++;
      }
    }
  return sent;
};
