import type { Calendar } from "../calendar/calendar";
import { toBsString } from "../calendar/format";
import type { DurationUnit } from "../setup/lists";

/** A reporting duration as the setup list keeps it (`duration_unit`, `duration`). */
export type ReportingDuration = { unit: DurationUnit; length: number };

/** Decision statuses (issue 19); the first three are open, the others close the decision. */
export const DECISION_STATUSES = [
  "not_started",
  "in_progress",
  "partially_implemented",
  "implemented",
  "not_implementable",
  "cancelled",
] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const OPEN_DECISION_STATUSES: readonly DecisionStatus[] = [
  "not_started",
  "in_progress",
  "partially_implemented",
];
/** Statuses that must say why the decision is not (fully) carried out. */
export const REASON_REQUIRED_STATUSES: readonly DecisionStatus[] = ["not_implementable", "cancelled"];

export const isOpenDecision = (status: string): boolean =>
  (OPEN_DECISION_STATUSES as readonly string[]).includes(status);

/**
 * The date `times` durations after `from` (BS 'YYYY-MM-DD'). Months keep the day of the month, cut to
 * the last day of a shorter month; every step counts from `from`, so Chaitra 30 + 1 month is Baishakh 30
 * (or 31), never a date that drifted through a short month.
 */
export const addDuration = (
  calendar: Calendar,
  from: string,
  duration: ReportingDuration,
  times = 1,
): string => {
  if (duration.unit === "days") return toBsString(calendar.addDays(from, duration.length * times));
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + duration.length * times;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  return toBsString({
    year: toYear,
    month: toMonth,
    day: Math.min(day, calendar.monthLength(toYear, toMonth)),
  });
};

/** The due date: the decision date plus one reporting duration (DOMAIN.md "Meetings and decisions"). */
export const dueDateOf = (calendar: Calendar, decisionDate: string, duration: ReportingDuration): string =>
  addDuration(calendar, decisionDate, duration);

/**
 * The reporting period containing `today`: period k (1-based) runs from the (k-1)th report date (the
 * decision date for k = 1) exclusive to the kth report date inclusive. Before the decision date it is
 * period 1. A report is due on each `end`; the first `end` is the due date.
 */
export const reportPeriodOf = (
  calendar: Calendar,
  decisionDate: string,
  duration: ReportingDuration,
  today: string,
): { index: number; start: string; end: string } => {
  // Estimate the period from the day count, then step to the exact one (months differ in length).
  const days = calendar.diffDays(decisionDate, today);
  const step = duration.unit === "days" ? duration.length : duration.length * 30;
  let index = Math.max(1, Math.ceil(days / step));
  while (index > 1 && addDuration(calendar, decisionDate, duration, index - 1) >= today) index--;
  while (addDuration(calendar, decisionDate, duration, index) < today) index++;
  return {
    index,
    start: index === 1 ? decisionDate : addDuration(calendar, decisionDate, duration, index - 1),
    end: addDuration(calendar, decisionDate, duration, index),
  };
};

/** Days past the due date on `today`, when the decision is open and late; null otherwise. */
export const daysOverdue = (
  calendar: Calendar,
  decision: { status: string; due_date: string },
  today: string,
): number | null => {
  if (!isOpenDecision(decision.status)) return null;
  const days = calendar.diffDays(decision.due_date, today);
  return days > 0 ? days : null;
};

/** Age buckets of open decisions past due (DOMAIN.md): 0-30, 31-60, 61-90 and over 90 days. */
export const AGING_BUCKETS = ["d0_30", "d31_60", "d61_90", "d90_plus"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const agingBucketOf = (days: number): AgingBucket =>
  days <= 30 ? "d0_30" : days <= 60 ? "d31_60" : days <= 90 ? "d61_90" : "d90_plus";
