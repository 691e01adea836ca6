import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCalendar } from "../calendar/calendar";
import { libraryMonthTable } from "../calendar/month-table";
import {
  addDuration,
  agingBucketOf,
  daysOverdue,
  dueDateOf,
  type ReportingDuration,
  reportPeriodOf,
} from "./decision-schedule";

const calendar = createCalendar(libraryMonthTable(2070, 2090));
const days = (length: number): ReportingDuration => ({ unit: "days", length });
const months = (length: number): ReportingDuration => ({ unit: "months", length });

describe("due dates from reporting durations", () => {
  it("adds days through the month table", () => {
    expect(dueDateOf(calendar, "2082-04-01", days(7))).toBe("2082-04-08");
    const lastOfShrawan = calendar.monthLength(2082, 4);
    expect(dueDateOf(calendar, `2082-04-${lastOfShrawan}`, days(1))).toBe("2082-05-01");
    expect(calendar.diffDays("2082-04-01", dueDateOf(calendar, "2082-04-01", days(15)))).toBe(15);
  });

  it("adds months keeping the day, cut to a shorter month, across the year end", () => {
    expect(dueDateOf(calendar, "2082-04-10", months(1))).toBe("2082-05-10");
    expect(dueDateOf(calendar, "2082-11-15", months(3))).toBe("2083-02-15");
    const pad = (n: number) => String(n).padStart(2, "0");
    const lastOfAshadh = calendar.monthLength(2082, 3);
    expect(dueDateOf(calendar, `2082-03-${lastOfAshadh}`, months(9))).toBe(
      `2082-12-${pad(Math.min(lastOfAshadh, calendar.monthLength(2082, 12)))}`,
    );
    // Every step counts from the decision date, so a short month in between does not shift later ones.
    expect(addDuration(calendar, "2082-01-31", months(1), 2)).toBe(
      `2082-03-${pad(Math.min(31, calendar.monthLength(2082, 3)))}`,
    );
  });

  it("finds the reporting period containing a day: (previous report date, report date]", () => {
    expect(reportPeriodOf(calendar, "2082-04-01", months(1), "2082-04-01")).toEqual({
      index: 1,
      start: "2082-04-01",
      end: "2082-05-01",
    });
    expect(reportPeriodOf(calendar, "2082-04-01", months(1), "2082-05-01").index).toBe(1);
    expect(reportPeriodOf(calendar, "2082-04-01", months(1), "2082-05-02")).toEqual({
      index: 2,
      start: "2082-05-01",
      end: "2082-06-01",
    });
    expect(reportPeriodOf(calendar, "2082-04-01", days(7), "2082-04-20").index).toBe(3);
  });

  it("places every day in exactly one period, whose bounds hold it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(days(7), days(15), months(1), months(3), months(4), months(12)),
        (startOffset, later, duration) => {
          const start = calendar.addDays("2075-01-01", startOffset);
          const decided = `${start.year}-${String(start.month).padStart(2, "0")}-${String(start.day).padStart(2, "0")}`;
          const t = calendar.addDays(decided, later);
          const today = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
          const period = reportPeriodOf(calendar, decided, duration, today);
          expect(period.end >= today).toBe(true);
          if (period.index > 1) expect(period.start < today).toBe(true);
          expect(period.end).toBe(addDuration(calendar, decided, duration, period.index));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("overdue and aging, derived from the due date", () => {
  it("counts days past due only for open decisions", () => {
    const due = "2082-05-01";
    expect(daysOverdue(calendar, { status: "in_progress", due_date: due }, "2082-05-01")).toBeNull();
    expect(daysOverdue(calendar, { status: "not_started", due_date: due }, "2082-05-11")).toBe(10);
    expect(daysOverdue(calendar, { status: "partially_implemented", due_date: due }, "2082-05-02")).toBe(1);
    expect(daysOverdue(calendar, { status: "implemented", due_date: due }, "2082-09-01")).toBeNull();
    expect(daysOverdue(calendar, { status: "cancelled", due_date: due }, "2082-09-01")).toBeNull();
  });

  it("buckets 0-30, 31-60, 61-90 and over 90 days", () => {
    expect([1, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      "d0_30",
      "d0_30",
      "d31_60",
      "d31_60",
      "d61_90",
      "d61_90",
      "d90_plus",
      "d90_plus",
    ]);
  });
});
