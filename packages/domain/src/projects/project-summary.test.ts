import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCalendar } from "../calendar/calendar";
import { toBsString } from "../calendar/format";
import { libraryMonthTable } from "../calendar/month-table";
import {
  costOverrunPercent,
  financialPercent,
  lastMonthShown,
  latestAchieved,
  type MonthFigures,
  plannedBudgetTo,
  sCurve,
  timeOverrun,
} from "./project-summary";

const calendar = createCalendar(libraryMonthTable(2070, 2095));

const empty = (month: number): MonthFigures => ({
  month,
  physical_target: null,
  physical_achieved: null,
  financial_target: null,
  budget: null,
  expense: null,
});

describe("cost overrun", () => {
  it("is the revised cost above the original estimate as a percent of the estimate", () => {
    expect(costOverrunPercent(900, 1080)).toBe(20);
    expect(costOverrunPercent(900, null)).toBe(0);
    expect(costOverrunPercent(1000, 950)).toBe(-5);
    expect(costOverrunPercent(3, 4)).toBe(33.33);
    expect(costOverrunPercent(0, 100)).toBeNull();
  });

  it("has the sign of the revision and gives back the revised cost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          const percent = costOverrunPercent(a, b) as number;
          expect(Math.sign(percent) === Math.sign(b - a) || Math.abs(percent) < 0.01).toBe(true);
          expect(Math.abs(a * (1 + percent / 100) - b)).toBeLessThanOrEqual(a * 0.00005 + 1e-9);
        },
      ),
    );
  });
});

describe("time overrun", () => {
  const base = { startDate: "2080-04-01", originalEnd: "2082-04-01", status: "implementation" };
  it("measures the extension against the original schedule's length", () => {
    const planned = calendar.diffDays("2080-04-01", "2082-04-01");
    const extra = calendar.diffDays("2082-04-01", "2083-04-01");
    const result = timeOverrun(calendar, { ...base, revisedEnd: "2083-04-01", today: "2081-01-01" });
    expect(result).toMatchObject({ plannedDays: planned, overrunDays: extra, pastDue: false });
    expect(result?.percent).toBeCloseTo((extra / planned) * 100, 2);
  });

  it("uses today for a running project past its end date, not for a completed one", () => {
    const running = timeOverrun(calendar, { ...base, revisedEnd: null, today: "2082-10-01" });
    expect(running).toMatchObject({ pastDue: true, measuredEnd: "2082-10-01" });
    expect(running?.overrunDays).toBe(calendar.diffDays("2082-04-01", "2082-10-01"));
    const done = timeOverrun(calendar, {
      ...base,
      status: "completed",
      revisedEnd: null,
      today: "2082-10-01",
    });
    expect(done).toMatchObject({ pastDue: false, overrunDays: 0, percent: 0 });
  });

  it("is null without a start, an end or a schedule length", () => {
    expect(
      timeOverrun(calendar, { ...base, startDate: null, revisedEnd: null, today: "2081-01-01" }),
    ).toBeNull();
    expect(
      timeOverrun(calendar, { ...base, originalEnd: null, revisedEnd: null, today: "2081-01-01" }),
    ).toBeNull();
    expect(
      timeOverrun(calendar, { ...base, originalEnd: "2080-04-01", revisedEnd: null, today: "2081-01-01" }),
    ).toBeNull();
  });

  it("is never negative and grows with the revised end date", () => {
    const day = (offset: number) => toBsString(calendar.addDays("2078-01-01", offset));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 1, max: 900 }),
        fc.integer({ min: 0, max: 4000 }),
        (start, length, extension, more, today) => {
          const input = {
            startDate: day(start),
            originalEnd: day(start + length),
            status: "implementation",
            today: day(today),
          };
          const first = timeOverrun(calendar, { ...input, revisedEnd: day(start + length + extension) });
          const later = timeOverrun(calendar, {
            ...input,
            revisedEnd: day(start + length + extension + more),
          });
          expect(first?.percent).toBeGreaterThanOrEqual(0);
          expect(later?.percent).toBeGreaterThanOrEqual(first?.percent ?? 0);
          expect(first?.plannedDays).toBe(length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("S-curve", () => {
  const months = [
    { month: 0, physical_target: 10, physical_achieved: 8, financial_target: 12, budget: 100, expense: 50 },
    { month: 2, physical_target: 15, physical_achieved: 10, financial_target: 10, budget: 100, expense: 100 },
  ];
  const baseline = {
    annualBudget: 400,
    plannedPhysical: [5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 5, 5],
    plannedFinancial: [10, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
  };

  it("adds the months up against the baseline, plots a project not started as 0, leaves months not yet come empty", () => {
    const curve = sCurve(months, 3, baseline);
    expect(curve).toHaveLength(12);
    // Financial: 50 of the planned 400, then 150 of 400; planned: the baseline's cumulative %.
    expect(curve[0]).toEqual({
      month: 0,
      planned_physical: 5,
      achieved_physical: 8,
      planned_financial: 10,
      achieved_financial: 12.5,
    });
    expect(curve[1]).toMatchObject({ planned_physical: 10, achieved_physical: 8, achieved_financial: 12.5 });
    expect(curve[3]).toMatchObject({ planned_physical: 30, achieved_physical: 18, achieved_financial: 37.5 });
    expect(curve[4]).toMatchObject({ planned_physical: null, achieved_financial: null });
    expect(
      sCurve([], 11, baseline).every((p) => p.achieved_physical === 0 && p.achieved_financial === 0),
    ).toBe(true);
    expect(sCurve(months, -1, baseline).every((p) => p.planned_physical === null)).toBe(true);
  });

  it("has no financial % without a baseline (unknown, not 0) and plans with the targets entered", () => {
    const curve = sCurve(months, 3);
    expect(curve[3]).toMatchObject({ planned_physical: 25, planned_financial: 22, achieved_financial: null });
    expect(financialPercent(150, null)).toBeNull();
    expect(financialPercent(150, 0)).toBeNull();
  });

  it("keeps an earlier month's financial % when a later month is entered", () => {
    const before = sCurve(months.slice(0, 1), 11, baseline);
    const after = sCurve(months, 11, baseline);
    expect(after[0].achieved_financial).toBe(before[0].achieved_financial);
    expect(after[1].achieved_financial).toBe(before[1].achieved_financial);
  });

  it("reads the figure to date from the latest month the curve shows", () => {
    const point = (month: number, financial: number | null) => ({
      month,
      planned_physical: null,
      achieved_physical: financial === null ? null : 2 * financial,
      planned_financial: null,
      achieved_financial: financial,
    });
    const curve = [point(0, 10), point(1, 25.5), point(2, null)];
    expect(latestAchieved(curve, "achieved_financial")).toBe(25.5);
    expect(latestAchieved(curve, "achieved_physical")).toBe(51);
    expect(latestAchieved([point(0, null)], "achieved_financial")).toBeNull();
  });

  it("plans the budget to a month from the annual budget and the planned financial %", () => {
    expect(plannedBudgetTo(baseline, 0)).toBe(40);
    expect(plannedBudgetTo(baseline, 2)).toBe(120);
    expect(plannedBudgetTo(baseline, 11)).toBe(400);
  });

  it("never falls, and ends at the year's totals", () => {
    const percent = fc.integer({ min: 0, max: 8 });
    const entry = fc.record({
      physical_target: percent,
      physical_achieved: percent,
      financial_target: percent,
      budget: fc.integer({ min: 0, max: 1000 }),
      expense: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.option(entry), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 1, max: 10000 }),
        (entries, annualBudget) => {
          const months = entries.map((e, month) => (e ? { month, ...e } : empty(month)));
          const curve = sCurve(months, 11, { ...baseline, annualBudget });
          for (let i = 1; i < 12; i++)
            for (const key of [
              "planned_physical",
              "achieved_physical",
              "planned_financial",
              "achieved_financial",
            ] as const)
              expect(curve[i][key] as number).toBeGreaterThanOrEqual((curve[i - 1][key] as number) - 1e-9);
          const total = (key: keyof MonthFigures) =>
            months.reduce((s, m) => s + ((m[key] as number | null) ?? 0), 0);
          expect(curve[11].achieved_physical).toBeCloseTo(total("physical_achieved"), 6);
          expect(curve[11].achieved_financial).toBeCloseTo((total("expense") / annualBudget) * 100, 1);
        },
      ),
    );
  });

  it("shows every month of a past year, up to today in the current one, none of a later one", () => {
    expect(lastMonthShown(2080, { year: 2082, month: 5, day: 1 })).toBe(11);
    expect(lastMonthShown(2082, { year: 2082, month: 5, day: 1 })).toBe(1);
    expect(lastMonthShown(2081, { year: 2082, month: 2, day: 1 })).toBe(10);
    expect(lastMonthShown(2083, { year: 2082, month: 5, day: 1 })).toBe(-1);
  });
});
