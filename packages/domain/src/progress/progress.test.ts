import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  achievedPercent,
  activityStatus,
  atOrAboveTargetWarning,
  bandOf,
  canComplete,
  completionTiming,
  defaultEntryStatus,
  derivedStates,
  notYetDue,
  type ProgressEntry,
  reasonsRequired,
} from "./progress";
import { endMonth, type Schedule, scheduleIssues, startMonth, targetUpTo } from "./schedule";

/** A valid schedule: distinct months with positive per-month amounts, as cumulative or not. */
const schedules = fc
  .record({
    months: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 12 }),
    amounts: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 12, maxLength: 12 }),
    cumulative: fc.boolean(),
  })
  .map(({ months, amounts, cumulative }): Schedule => {
    const sorted = [...months].sort((a, b) => a - b);
    let running = 0;
    const monthTargets = sorted.map((month, i) => {
      running += amounts[i];
      return { month, target: cumulative ? running : amounts[i] };
    });
    return { months: monthTargets, cumulative, annualTarget: running };
  });

describe("schedule rules", () => {
  it("accepts every generated valid schedule", () => {
    fc.assert(
      fc.property(schedules, (s) => {
        expect(scheduleIssues(s)).toEqual([]);
      }),
    );
  });

  it("the target due by the end month equals the annual target, and never decreases month by month", () => {
    fc.assert(
      fc.property(schedules, (s) => {
        expect(targetUpTo(s, endMonth(s))).toBeCloseTo(s.annualTarget, 6);
        for (let m = 1; m < 12; m++) expect(targetUpTo(s, m)).toBeGreaterThanOrEqual(targetUpTo(s, m - 1));
        expect(targetUpTo(s, startMonth(s) - 1)).toBe(0);
      }),
    );
  });

  it("cumulative and per-month forms of the same plan have the same target due every month", () => {
    fc.assert(
      fc.property(schedules, (s) => {
        if (!s.cumulative) return;
        let previous = 0;
        const perMonth: Schedule = {
          cumulative: false,
          annualTarget: s.annualTarget,
          months: s.months.map((m) => {
            const amount = m.target - previous;
            previous = m.target;
            return { month: m.month, target: amount };
          }),
        };
        expect(scheduleIssues(perMonth)).toEqual([]);
        for (let m = 0; m < 12; m++) expect(targetUpTo(perMonth, m)).toBeCloseTo(targetUpTo(s, m), 6);
      }),
    );
  });

  it("names each broken rule", () => {
    expect(scheduleIssues({ months: [], cumulative: false, annualTarget: 10 })).toEqual([
      { code: "no_months" },
    ]);
    expect(
      scheduleIssues({
        months: [
          { month: 0, target: 5 },
          { month: 1, target: 4 },
        ],
        cumulative: true,
        annualTarget: 4,
      }),
    ).toEqual([{ code: "cumulative_decreasing", month: 1 }]);
    expect(
      scheduleIssues({
        months: [
          { month: 0, target: 5 },
          { month: 1, target: 6 },
        ],
        cumulative: true,
        annualTarget: 10,
      }),
    ).toEqual([{ code: "cumulative_last_not_annual", last: 6, annual: 10 }]);
    expect(
      scheduleIssues({
        months: [
          { month: 0, target: 5 },
          { month: 1, target: 6 },
        ],
        cumulative: false,
        annualTarget: 10,
      }),
    ).toEqual([{ code: "sum_not_annual", sum: 11, annual: 10 }]);
    expect(
      scheduleIssues({
        months: [
          { month: 12, target: 1 },
          { month: 12, target: -1 },
        ],
        cumulative: false,
        annualTarget: 0,
      }),
    ).toEqual([
      { code: "annual_not_positive" },
      { code: "month_out_of_range", month: 12 },
      { code: "month_out_of_range", month: 12 },
      { code: "duplicate_month", month: 12 },
      { code: "negative_target", month: 12 },
    ]);
  });

  it("accepts decimal targets that add up (0.1 + 0.2 = 0.3)", () => {
    const s: Schedule = {
      months: [
        { month: 0, target: 0.1 },
        { month: 1, target: 0.2 },
      ],
      cumulative: false,
      annualTarget: 0.3,
    };
    expect(scheduleIssues(s)).toEqual([]);
  });
});

describe("bands", () => {
  it("puts a value in the band whose lower bound it reaches", () => {
    expect(bandOf("in_progress", 0)).toBe("in_progress_below_twenty_percent");
    expect(bandOf("in_progress", 19.999)).toBe("in_progress_below_twenty_percent");
    expect(bandOf("in_progress", 20)).toBe("in_progress_below_fourty_percent");
    expect(bandOf("in_progress", 40)).toBe("in_progress_below_sixty_percent");
    expect(bandOf("in_progress", 60)).toBe("in_progress_below_eighty_percent");
    expect(bandOf("in_progress", 80)).toBe("in_progress_below_hundred_percent");
    expect(bandOf("in_progress", 99.99)).toBe("in_progress_below_hundred_percent");
    expect(bandOf("in_progress", 150)).toBe("in_progress_below_hundred_percent");
    expect(bandOf("completed", 40)).toBe("completed_and_achieved");
    expect(bandOf("not_started", 90)).toBe("not_started");
  });

  it("is monotonic in the percentage for in-progress milestones", () => {
    const order = (p: number) =>
      [
        "in_progress_below_twenty_percent",
        "in_progress_below_fourty_percent",
        "in_progress_below_sixty_percent",
        "in_progress_below_eighty_percent",
        "in_progress_below_hundred_percent",
      ].indexOf(bandOf("in_progress", p));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (a, b) => {
          if (a <= b) expect(order(a)).toBeLessThanOrEqual(order(b));
        },
      ),
    );
  });
});

describe("achieved percentage", () => {
  it("cumulative: the month's running total against the running target", () => {
    const s: Schedule = {
      months: [
        { month: 0, target: 10 },
        { month: 2, target: 40 },
      ],
      cumulative: true,
      annualTarget: 40,
    };
    const entries: ProgressEntry[] = [
      { month: 0, status: "in_progress", achieved: 5 },
      { month: 1, status: "in_progress", achieved: 8 },
      { month: 2, status: "in_progress", achieved: 30 },
    ];
    expect(achievedPercent(s, entries, 0)).toBe(50);
    expect(achievedPercent(s, entries, 1)).toBe(80);
    expect(achievedPercent(s, entries, 2)).toBe(75);
  });

  it("non-cumulative: the sum achieved so far against the sum of targets so far", () => {
    const s: Schedule = {
      months: [
        { month: 0, target: 10 },
        { month: 2, target: 30 },
      ],
      cumulative: false,
      annualTarget: 40,
    };
    const entries: ProgressEntry[] = [
      { month: 0, status: "in_progress", achieved: 5 },
      { month: 2, status: "in_progress", achieved: 15 },
    ];
    expect(achievedPercent(s, entries, 0)).toBe(50);
    expect(achievedPercent(s, entries, 2)).toBe(50);
  });

  it("meeting every month's target exactly gives 100 % in every due month, in both forms", () => {
    fc.assert(
      fc.property(schedules, (s) => {
        const entries: ProgressEntry[] = s.months.map((m) => ({
          month: m.month,
          status: "in_progress",
          achieved: m.target,
        }));
        for (const m of s.months) {
          expect(achievedPercent(s, entries, m.month)).toBeCloseTo(100, 6);
          expect(reasonsRequired(s, entries, m.month)).toBe(false);
          expect(atOrAboveTargetWarning(s, entries, m.month)).toBe(true);
        }
      }),
    );
  });

  it("falling short of a month's target requires reasons and gives no warning", () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 11 }), (s, pick) => {
        const month = s.months[pick % s.months.length].month;
        const entries: ProgressEntry[] = s.months
          .filter((m) => m.month <= month)
          .map((m) => ({
            month: m.month,
            status: "in_progress",
            achieved: m.month === month ? m.target / 2 - 0.5 : m.target,
          }));
        expect(reasonsRequired(s, entries, month)).toBe(true);
        expect(atOrAboveTargetWarning(s, entries, month)).toBe(false);
      }),
    );
  });
});

describe("completion", () => {
  const s: Schedule = {
    months: [
      { month: 2, target: 10 },
      { month: 5, target: 20 },
    ],
    cumulative: true,
    annualTarget: 20,
  };
  it("may be chosen in or after the end month, or early once the annual target is reached", () => {
    expect(canComplete(s, [{ month: 3, status: "in_progress", achieved: 15 }], 3)).toBe(false);
    expect(canComplete(s, [{ month: 3, status: "in_progress", achieved: 20 }], 3)).toBe(true);
    expect(canComplete(s, [], 5)).toBe(true);
    expect(canComplete(s, [], 7)).toBe(true);
    expect(completionTiming(s, 3)).toBe("early");
    expect(completionTiming(s, 5)).toBe("on_time");
    expect(completionTiming(s, 6)).toBe("late");
  });

  it("derives should-be states for month M", () => {
    expect(derivedStates(s, [], 1)).toEqual([]);
    expect(derivedStates(s, [], 2)).toEqual(["should_be_started_but_not_started"]);
    expect(derivedStates(s, [], 5)).toEqual([
      "should_be_completed_but_not_started",
      "should_be_started_but_not_started",
    ]);
    expect(derivedStates(s, [{ month: 4, status: "in_progress", achieved: 5 }], 6)).toEqual([
      "should_be_completed_but_in_progress",
    ]);
    expect(derivedStates(s, [{ month: 5, status: "completed", achieved: 20 }], 6)).toEqual([]);
  });

  it("derives an activity's status from its milestones", () => {
    expect(activityStatus(["completed", "completed"])).toBe("completed");
    expect(activityStatus(["completed", "not_started"])).toBe("in_progress");
    expect(activityStatus(["not_started", "not_started"])).toBe("not_started");
    expect(activityStatus([])).toBe("not_started");
  });
});

describe("defaultEntryStatus", () => {
  const schedule = {
    months: [
      { month: 3, target: 5 },
      { month: 6, target: 5 },
    ],
  };
  it("is not started before the first scheduled month and in progress from it on", () => {
    expect(defaultEntryStatus(schedule, 0)).toBe("not_started");
    expect(defaultEntryStatus(schedule, 2)).toBe("not_started");
    expect(defaultEntryStatus(schedule, 3)).toBe("in_progress");
    expect(defaultEntryStatus(schedule, 11)).toBe("in_progress");
  });
});

describe("notYetDue", () => {
  const current = { yearStart: 2083, currentYearStart: 2083, reportingMonth: 3 };
  it("marks the months after the reporting month of today's fiscal year, not the reporting month itself", () => {
    expect([0, 1, 2, 3].map((month) => notYetDue({ ...current, month }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([4, 8, 11].map((month) => notYetDue({ ...current, month }))).toEqual([true, true, true]);
  });
  it("counts every month of an earlier fiscal year as due and every month of a later one as not yet due", () => {
    expect(notYetDue({ ...current, yearStart: 2082, month: 11 })).toBe(false);
    expect(notYetDue({ ...current, yearStart: 2084, month: 0 })).toBe(true);
  });
});
