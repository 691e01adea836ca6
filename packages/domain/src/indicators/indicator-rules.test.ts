import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  achievementOpen,
  definitionIssues,
  monthsOfPeriod,
  periodCount,
  periodEndMonth,
  periodOfMonth,
  periodsEndedBy,
  REVIEW_PERIODS,
  targetIssues,
} from "./indicator-rules";

describe("target validation per review period", () => {
  const base = { direction: "increase" as const, baseline: null, annual: 100, periodCount: 4 };

  it("cumulative: non-decreasing and the last is the annual target", () => {
    expect(targetIssues({ ...base, aggregation: "cumulative", periods: [10, 40, 70, 100] })).toEqual([]);
    expect(targetIssues({ ...base, aggregation: "cumulative", periods: [10, 40, 30, 100] })).toEqual([
      { field: "periods", issue: "decreasing", period: 2 },
    ]);
    expect(targetIssues({ ...base, aggregation: "cumulative", periods: [10, 40, 70, 90] })).toEqual([
      { field: "periods", issue: "last_not_annual" },
    ]);
  });

  it("non-cumulative: the periods add up to the annual target", () => {
    expect(targetIssues({ ...base, aggregation: "non_cumulative", periods: [25, 25, 25, 25] })).toEqual([]);
    expect(targetIssues({ ...base, aggregation: "non_cumulative", periods: [25, 25, 25, 20] })).toEqual([
      { field: "periods", issue: "sum_not_annual", sum: 95 },
    ]);
  });

  it("latest value: each is a level in any order, the last is the year's", () => {
    expect(targetIssues({ ...base, aggregation: "latest", periods: [90, 120, 80, 100] })).toEqual([]);
    expect(targetIssues({ ...base, aggregation: "latest", periods: [90, 120, 100, 80] })).toEqual([
      { field: "periods", issue: "last_not_annual" },
    ]);
  });

  it("takes the annual target alone, or one target per period", () => {
    expect(targetIssues({ ...base, aggregation: "latest", periods: [] })).toEqual([]);
    expect(targetIssues({ ...base, aggregation: "latest", periods: [100, 100] })).toEqual([
      { field: "periods", issue: "count", expected: 4 },
    ]);
  });

  it("flags an annual target on the wrong side of the baseline", () => {
    const withBaseline = { ...base, aggregation: "latest" as const, periods: [] };
    expect(targetIssues({ ...withBaseline, baseline: 120 })).toEqual([
      { field: "annual", issue: "wrong_side" },
    ]);
    expect(targetIssues({ ...withBaseline, direction: "decrease", baseline: 80 })).toEqual([
      { field: "annual", issue: "wrong_side" },
    ]);
    expect(targetIssues({ ...withBaseline, direction: "decrease", baseline: 120 })).toEqual([]);
    expect(targetIssues({ ...withBaseline, baseline: 100 })).toEqual([]);
  });

  it("property: any split of the annual target passes for its aggregation, and a shuffled running total does not", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 }), (parts) => {
        const annual = parts.reduce((s, p) => s + p, 0);
        const common = { direction: "increase" as const, baseline: null, annual, periodCount: 12 };
        expect(targetIssues({ ...common, aggregation: "non_cumulative", periods: parts })).toEqual([]);
        const running = parts.map((_, i) => parts.slice(0, i + 1).reduce((s, p) => s + p, 0));
        expect(targetIssues({ ...common, aggregation: "cumulative", periods: running })).toEqual([]);
        const dip = running.findIndex((v, i) => i > 0 && v > running[i - 1]);
        fc.pre(dip > 0 && dip < 11);
        const swapped = [...running];
        [swapped[dip - 1], swapped[dip]] = [swapped[dip], swapped[dip - 1]];
        expect(targetIssues({ ...common, aggregation: "cumulative", periods: swapped })).toContainEqual({
          field: "periods",
          issue: "decreasing",
          period: dip,
        });
      }),
    );
  });
});

describe("review periods", () => {
  it("splits the fiscal year into 12, 4, 3 or 1 periods", () => {
    expect(REVIEW_PERIODS.map(periodCount)).toEqual([12, 4, 3, 1]);
    expect(monthsOfPeriod("quarterly", 1)).toEqual([3, 4, 5]);
    expect(periodEndMonth("four_monthly", 0)).toBe(3);
    expect(periodOfMonth("yearly", 11)).toBe(0);
    for (const review of REVIEW_PERIODS)
      for (let month = 0; month < 12; month++)
        expect(monthsOfPeriod(review, periodOfMonth(review, month))).toContain(month);
  });
});

describe("definition", () => {
  const ok = {
    unit_type: "number" as const,
    direction: "increase" as const,
    aggregation: "non_cumulative" as const,
    baseline: null,
    baseline_fiscal_year_id: null,
    sdg_code: null,
    sdg_version: null,
  };
  it("keeps percentages as levels, a baseline with its year, SDG codes as g.t.i with a version", () => {
    expect(definitionIssues(ok)).toEqual([]);
    expect(definitionIssues({ ...ok, unit_type: "percent" })).toEqual([
      { field: "aggregation", issue: "level_only" },
    ]);
    expect(definitionIssues({ ...ok, baseline: 3 })).toEqual([
      { field: "baseline_fiscal_year_id", issue: "required" },
    ]);
    expect(definitionIssues({ ...ok, sdg_code: "3.1.1", sdg_version: "2025" })).toEqual([]);
    expect(definitionIssues({ ...ok, sdg_code: "7.b.1", sdg_version: "2025" })).toEqual([]);
    expect(definitionIssues({ ...ok, sdg_code: "18.1.1", sdg_version: "2025" })).toEqual([
      { field: "sdg_code", issue: "format" },
    ]);
    expect(definitionIssues({ ...ok, sdg_code: "3.1", sdg_version: null })).toEqual([
      { field: "sdg_code", issue: "format" },
      { field: "sdg_version", issue: "required" },
    ]);
  });
});
describe("reporting periods", () => {
  it("opens a period once its last month is an active reporting month", () => {
    expect(achievementOpen("monthly", 3, [3])).toBe(true);
    expect(achievementOpen("quarterly", 1, [3])).toBe(false);
    expect(achievementOpen("quarterly", 1, [5])).toBe(true);
    expect(achievementOpen("yearly", 0, [10])).toBe(false);
    expect([
      periodsEndedBy("monthly", 3),
      periodsEndedBy("quarterly", 4),
      periodsEndedBy("four_monthly", 11),
    ]).toEqual([4, 1, 3]);
  });
});
