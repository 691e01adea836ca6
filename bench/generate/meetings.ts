import type { Calendar } from "@pragati/domain/calendar";
import { type DECISION_STATUSES, dueDateOf, type ReportingDuration } from "@pragati/domain/meetings";
import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";
import type { OfficeRow } from "./model";
import { MONTHS, type Size } from "./sizes";

/** What the meeting rows point to, read from the freshly seeded database. */
export type MeetingRefs = {
  fiscalYearId: number;
  startYear: number;
  calendar: Calendar;
  meetingTypes: number[];
  presidencies: number[];
  durations: { id: number; duration: ReportingDuration }[];
  base: Record<"meetings" | "decisions", number>;
};

/** Statuses in about the shares a government reports: half still open, a third implemented. */
const STATUS_WEIGHTS: [(typeof DECISION_STATUSES)[number], number][] = [
  ["not_started", 25],
  ["in_progress", 20],
  ["partially_implemented", 10],
  ["implemented", 35],
  ["not_implementable", 5],
  ["cancelled", 5],
];
const statusOf = (random: Random) => {
  let roll = random.int(1, 100);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return status;
  }
  return "not_started";
};

/**
 * `size.meetings` meetings of the generated fiscal year (two per office), each recorded by a ministry's
 * secretariat on a day of the year, numbered per meeting type, with 1 to 9 decisions (about five):
 * implemented by an office of any level below the centre, reported by itself, due one reporting
 * duration after the meeting, in every status (the closed-without-doing ones with a reason), so the
 * implementation-rate and aging reports count every column.
 */
export const meetingTables = (
  random: Random,
  size: Size,
  refs: MeetingRefs,
  offices: readonly OfficeRow[],
) => {
  const meetingRows = new TableRows("meetings", [
    "id",
    "fiscal_year_id",
    "meeting_type_id",
    "presidency_type_id",
    "number",
    "title",
    "president_name",
    "president_position",
    "meeting_date",
    "nikaya_id",
  ]);
  const decisionRows = new TableRows("decisions", [
    "id",
    "meeting_id",
    "item_no",
    "description",
    "implementing_office_id",
    "reporting_office_id",
    "reporting_duration_id",
    "due_date",
    "due_date_ad",
    "status",
    "reason",
  ]);
  const ministries = offices.filter((o) => o.level === 1);
  const implementing = offices.filter((o) => o.level >= 1);
  const numbers = new Map<number, number>();
  let decisionId = refs.base.decisions;
  for (let i = 1; i <= size.meetings; i++) {
    const id = refs.base.meetings + i;
    const type = random.pick(refs.meetingTypes);
    const number = (numbers.get(type) ?? 0) + 1;
    numbers.set(type, number);
    const month = random.int(0, MONTHS - 1);
    const range = refs.calendar.fiscalMonthRange(refs.startYear, month);
    const date = `${range.start.slice(0, 8)}${String(random.int(1, 28)).padStart(2, "0")}`;
    meetingRows.add([
      id,
      refs.fiscalYearId,
      type,
      random.pick(refs.presidencies),
      number,
      `Review meeting ${i}`,
      `Chair ${i}`,
      "Secretary",
      date,
      random.pick(ministries).id,
    ]);
    const count = random.int(1, 9);
    for (let item = 1; item <= count; item++) {
      decisionId++;
      const office = random.pick(implementing).id;
      const duration = random.pick(refs.durations);
      const due = dueDateOf(refs.calendar, date, duration.duration);
      const status = statusOf(random);
      decisionRows.add([
        decisionId,
        id,
        item,
        `Decision ${item} of meeting ${i}`,
        office,
        office,
        duration.id,
        due,
        refs.calendar.bsToAd(due),
        status,
        status === "not_implementable" || status === "cancelled" ? "No budget this year" : "",
      ]);
    }
  }
  return [meetingRows, decisionRows];
};
