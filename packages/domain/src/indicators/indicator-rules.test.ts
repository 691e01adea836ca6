import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Achievement,
  achievementOpen,
  definitionIssues,
  type IndicatorAggregation,
  monthsOfPeriod,
  percentAchieved,
  periodCount,
  periodEndMonth,
  periodOfMonth,
  periodsEndedBy,
  progressToDate,
  REVIEW_PERIODS,
  scoreValue,
  targetIssues,
  trackStatus,
  weightedScore,
} from "./indicator-rules";

const pct = (a: Achievement) => (a.kind === "percent" ? Math.round(a.percent * 1000) / 1000 : a);
/** Values as a form would hold them (4 decimals at most), kept away from float noise. */
const value = fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 10);
const positive = fc.integer({ min: 1, max: 100_000 }).map((n) => n / 10);

describe("% achieved (DOMAIN.md formulas)", () => {
  it("uses (A - B) / (T - B) with a baseline, for either direction", () => {
    // Literacy up from 60 to 80, now 70: half way.
    expect(pct(percentAchieved({ direction: "increase", baseline: 60, target: 80, actual: 70 }))).toBe(50);
    // Maternal mortality down from 239 to 180, now 210: (239 - 210) / (239 - 180).
    expect(pct(percentAchieved({ direction: "decrease", baseline: 239, target: 180, actual: 210 }))).toBe(
      Math.round(((239 - 210) / (239 - 180)) * 100_000) / 1000,
    );
    // Moving the wrong way is below zero, not a positive ratio of values.
    expect(
      pct(percentAchieved({ direction: "decrease", baseline: 239, target: 180, actual: 250 })),
    ).toBeLessThan(0);
  });

  it("without a baseline: A / T higher-is-better, T / A lower-is-better, A = 0 met", () => {
    expect(pct(percentAchieved({ direction: "increase", baseline: null, target: 200, actual: 150 }))).toBe(
      75,
    );
    expect(pct(percentAchieved({ direction: "decrease", baseline: null, target: 20, actual: 25 }))).toBe(80);
    expect(percentAchieved({ direction: "decrease", baseline: null, target: 20, actual: 0 })).toEqual({
      kind: "met",
      met: true,
    });
    expect(pct(percentAchieved({ direction: "not_applicable", baseline: null, target: 4, actual: 2 }))).toBe(
      50,
    );
  });

  it("a target equal to the baseline is maintained: met on the better side or equal, no ratio", () => {
    const keep = { baseline: 50, target: 50 };
    expect(percentAchieved({ ...keep, direction: "increase", actual: 51 })).toEqual({
      kind: "met",
      met: true,
    });
    expect(percentAchieved({ ...keep, direction: "increase", actual: 49 })).toEqual({
      kind: "met",
      met: false,
    });
    expect(percentAchieved({ ...keep, direction: "decrease", actual: 49 })).toEqual({
      kind: "met",
      met: true,
    });
    expect(percentAchieved({ ...keep, direction: "decrease", actual: 50 })).toEqual({
      kind: "met",
      met: true,
    });
    expect(percentAchieved({ ...keep, direction: "decrease", actual: 51 })).toEqual({
      kind: "met",
      met: false,
    });
  });

  it("no target, no value, or T = 0 without a baseline is not reporting (grey), never 0 %", () => {
    for (const direction of ["increase", "decrease"] as const) {
      expect(percentAchieved({ direction, baseline: null, target: null, actual: 5 }).kind).toBe(
        "not_reporting",
      );
      expect(percentAchieved({ direction, baseline: 3, target: 9, actual: null }).kind).toBe("not_reporting");
      expect(percentAchieved({ direction, baseline: null, target: 0, actual: 5 }).kind).toBe("not_reporting");
      expect(trackStatus({ kind: "not_reporting" })).toBe("not_reporting");
    }
  });

  it("property: with a baseline both directions give the same number, the mirror of each other", () => {
    fc.assert(
      fc.property(value, value, value, (baseline, target, actual) => {
        fc.pre(target !== baseline);
        const up = percentAchieved({ direction: "increase", baseline, target, actual });
        const down = percentAchieved({ direction: "decrease", baseline, target, actual });
        const mirrored = percentAchieved({
          direction: "decrease",
          baseline: -baseline,
          target: -target,
          actual: -actual,
        });
        expect(pct(down)).toEqual(pct(up));
        expect(pct(mirrored)).toEqual(pct(up));
      }),
    );
  });

  it("property: reaching the target is 100 %, staying at the baseline is 0 %", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("increase", "decrease") as fc.Arbitrary<"increase" | "decrease">,
        value,
        value,
        (direction, baseline, target) => {
          fc.pre(target !== baseline);
          expect(pct(percentAchieved({ direction, baseline, target, actual: target }))).toBe(100);
          expect(pct(percentAchieved({ direction, baseline, target, actual: baseline }))).toBe(0);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("increase", "decrease") as fc.Arbitrary<"increase" | "decrease">,
        positive,
        (direction, target) => {
          expect(pct(percentAchieved({ direction, baseline: null, target, actual: target }))).toBe(100);
        },
      ),
    );
  });

  it("property: a better value never lowers % achieved or the status, whichever way better points", () => {
    const order = { behind: 0, on_track: 1, ahead: 2, not_reporting: -1 };
    fc.assert(
      fc.property(
        fc.constantFrom("increase", "decrease") as fc.Arbitrary<"increase" | "decrease">,
        fc.option(value, { nil: null }),
        positive,
        positive,
        positive,
        fc.integer({ min: 0, max: 50 }),
        (direction, baseline, target, a, b, band) => {
          // A target on the right side of the baseline (validation refuses the other side).
          fc.pre(baseline === null || (direction === "increase" ? target > baseline : target < baseline));
          const [worse, better] =
            direction === "increase" ? [Math.min(a, b), Math.max(a, b)] : [Math.max(a, b), Math.min(a, b)];
          const w = percentAchieved({ direction, baseline, target, actual: worse });
          const g = percentAchieved({ direction, baseline, target, actual: better });
          expect(scoreValue(g) ?? 0).toBeGreaterThanOrEqual(scoreValue(w) ?? 0);
          expect(order[trackStatus(g, band)]).toBeGreaterThanOrEqual(order[trackStatus(w, band)]);
        },
      ),
    );
  });
});

describe("on track (±band of the target expected to date)", () => {
  it("is on track from 85 % to 115 % by default; the band is a setting", () => {
    const at = (percent: number, band?: number) => trackStatus({ kind: "percent", percent }, band);
    expect([at(84.9), at(85), at(115), at(115.1)]).toEqual(["behind", "on_track", "on_track", "ahead"]);
    expect([at(89, 10), at(90, 10)]).toEqual(["behind", "on_track"]);
  });

  it("flips over and under for a decreasing indicator: below its target is ahead", () => {
    const target = 20;
    const down = (actual: number) =>
      trackStatus(percentAchieved({ direction: "decrease", baseline: 40, target, actual }));
    expect([down(10), down(20), down(30)]).toEqual(["ahead", "on_track", "behind"]);
    const up = (actual: number) =>
      trackStatus(percentAchieved({ direction: "increase", baseline: 0, target, actual }));
    expect([up(10), up(20), up(30)]).toEqual(["behind", "on_track", "ahead"]);
  });
});

describe("on track to date, every aggregation, direction and review period (property)", () => {
  const scenario = fc.record({
    aggregation: fc.constantFrom<IndicatorAggregation>("non_cumulative", "cumulative", "latest"),
    direction: fc.constantFrom("increase" as const, "decrease" as const),
    reviewPeriod: fc.constantFrom(...REVIEW_PERIODS),
    baseline: fc.option(fc.integer({ min: 0, max: 500 })),
    targets: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 12, maxLength: 12 }),
    month: fc.integer({ min: 0, max: 11 }),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  /** Each period's actual from its target (and the baseline's share of it, for a non-cumulative one). */
  const toDate = (s: Scenario, actualOf: (target: number, baseShare: number) => number) => {
    const count = periodCount(s.reviewPeriod);
    const share =
      s.baseline === null ? 0 : s.aggregation === "non_cumulative" ? s.baseline / count : s.baseline;
    return progressToDate({
      aggregation: s.aggregation,
      direction: s.direction,
      baseline: s.baseline,
      periods: s.targets.slice(0, count).map((target) => ({ target, actual: actualOf(target, share) })),
      ended: periodsEndedBy(s.reviewPeriod, s.month),
    });
  };

  it("a value on every period's target is on track (met when the target is the baseline)", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = toDate(s, (target) => target);
        if (periodsEndedBy(s.reviewPeriod, s.month) === 0)
          expect(result.achievement).toEqual({ kind: "not_reporting" });
        else expect(trackStatus(result.achievement)).toBe("on_track");
      }),
    );
  });

  it("half-way from the baseline (or half the target's merit without one) is behind, either direction", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(periodsEndedBy(s.reviewPeriod, s.month) > 0);
        const onTarget = toDate(s, (target) => target).achievement;
        // A maintained level has no ratio to halve.
        fc.pre(onTarget.kind === "percent");
        const result = toDate(s, (target, base) =>
          s.baseline !== null ? (target + base) / 2 : s.direction === "increase" ? target / 2 : target * 2,
        );
        // Values are kept to four decimals, so a baseline's share like 1/12 moves the ratio a little.
        expect(result.achievement.kind === "percent" && result.achievement.percent).toBeCloseTo(50, 1);
        expect(trackStatus(result.achievement)).toBe("behind");
      }),
    );
  });
});

describe("aggregation over periods", () => {
  const periods = (targets: (number | null)[], actuals: (number | null)[]) =>
    targets.map((target, i) => ({ target, actual: actuals[i] ?? null }));

  it("adds non-cumulative periods, takes the latest running total and the latest level", () => {
    const values = periods([10, 20, 30, 40], [12, 18, null, null]);
    const run = (aggregation: IndicatorAggregation) =>
      progressToDate({ aggregation, direction: "increase", baseline: null, periods: values, ended: 2 });
    expect(run("non_cumulative")).toMatchObject({ target: 30, actual: 30 });
    expect(run("cumulative")).toMatchObject({ target: 20, actual: 18 });
    expect(run("latest")).toMatchObject({ target: 20, actual: 18 });
  });

  it("counts ended periods only; a period may hold a target without a value and the reverse", () => {
    const values = periods([5, 10, 15, 20], [6, null, 16, 99]);
    const run = progressToDate({
      aggregation: "cumulative",
      direction: "increase",
      baseline: null,
      periods: values,
      ended: 3,
    });
    expect(run).toMatchObject({ target: 15, actual: 16 });
    const none = progressToDate({
      aggregation: "cumulative",
      direction: "increase",
      baseline: null,
      periods: values,
      ended: 0,
    });
    expect(none.achievement.kind).toBe("not_reporting");
  });

  it("spreads a non-cumulative baseline over the year's periods", () => {
    // 1200 accidents last year, 960 targeted: after half a year with 540, (600 - 540) / (600 - 480).
    const values = periods(Array(12).fill(80), [90, 90, 90, 90, 90, 90]);
    const run = progressToDate({
      aggregation: "non_cumulative",
      direction: "decrease",
      baseline: 1200,
      periods: values,
      ended: 6,
    });
    expect(pct(run.achievement)).toBe(50);
  });

  it("property: cumulative to date is the latest running total, never a sum; a late edit of an early period changes nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(positive, { nil: null }), { minLength: 1, maxLength: 12 }),
        positive,
        (actuals, edit) => {
          const values = actuals.map((actual) => ({ target: 1, actual }));
          const run = progressToDate({
            aggregation: "cumulative",
            direction: "increase",
            baseline: null,
            periods: values,
            ended: values.length,
          });
          const latest = [...actuals].reverse().find((a) => a !== null) ?? null;
          expect(run.actual).toBe(latest);
          const lastIndex = actuals.lastIndexOf(latest);
          fc.pre(latest !== null && lastIndex > 0);
          const edited = values.map((v, i) => (i === 0 ? { ...v, actual: edit } : v));
          expect(
            progressToDate({
              aggregation: "cumulative",
              direction: "increase",
              baseline: null,
              periods: edited,
              ended: values.length,
            }).actual,
          ).toBe(latest);
        },
      ),
    );
  });

  it("property: non-cumulative to date is the sum of the ended periods' values", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(positive, { nil: null }), { minLength: 1, maxLength: 12 }),
        fc.nat(12),
        (actuals, ended) => {
          const values = actuals.map((actual) => ({ target: 1, actual }));
          const run = progressToDate({
            aggregation: "non_cumulative",
            direction: "increase",
            baseline: null,
            periods: values,
            ended,
          });
          const counted = actuals.slice(0, ended).filter((a): a is number => a !== null);
          expect(run.actual).toBe(
            counted.length === 0 ? null : Math.round(counted.reduce((s, a) => s + a, 0) * 10_000) / 10_000,
          );
        },
      ),
    );
  });
});

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

describe("weighted score", () => {
  const p = (percent: number): Achievement => ({ kind: "percent", percent });

  it("caps each at 100 % and leaves non-reporting indicators out", () => {
    expect(
      weightedScore([
        { weightage: 3, achievement: p(200) },
        { weightage: 1, achievement: p(20) },
      ]),
    ).toEqual({
      score: 80,
      reporting: 2,
      notReporting: 0,
    });
    expect(
      weightedScore([
        { weightage: 1, achievement: p(50) },
        { weightage: 5, achievement: { kind: "not_reporting" } },
      ]),
    ).toEqual({ score: 50, reporting: 1, notReporting: 1 });
    expect(weightedScore([]).score).toBeNull();
  });

  it("property: the score lies between the lowest and highest capped value, never above 100", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weightage: fc.integer({ min: 1, max: 100 }),
            percent: fc.integer({ min: -200, max: 400 }),
          }),
          { minLength: 1 },
        ),
        (items) => {
          const capped = items.map((i) => Math.min(i.percent, 100));
          const { score } = weightedScore(
            items.map((i) => ({ weightage: i.weightage, achievement: p(i.percent) })),
          );
          expect(score).not.toBeNull();
          expect(score as number).toBeLessThanOrEqual(Math.max(...capped) + 1e-9);
          expect(score as number).toBeGreaterThanOrEqual(Math.min(...capped) - 1e-9);
        },
      ),
    );
  });
});

describe("weighted score (properties)", () => {
  const achievement = fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: -200, max: 400 }) }),
    fc.record({ kind: fc.constant("met" as const), met: fc.boolean() }),
    fc.constant({ kind: "not_reporting" as const }),
  );
  const items = fc.array(fc.record({ weightage: fc.integer({ min: 1, max: 100 }), achievement }), {
    maxLength: 20,
  });

  it("equals sum of w x capped value over sum of w of the reporting ones, computed here", () => {
    fc.assert(
      fc.property(items, (list) => {
        const value = (a: Achievement) =>
          a.kind === "percent" ? Math.min(a.percent, 100) : a.kind === "met" ? (a.met ? 100 : 0) : null;
        const reporting = list.filter((i) => value(i.achievement) !== null);
        const weights = reporting.reduce((sum, i) => sum + i.weightage, 0);
        const total = reporting.reduce((sum, i) => sum + i.weightage * (value(i.achievement) as number), 0);
        const got = weightedScore(list);
        expect(got.reporting).toBe(reporting.length);
        expect(got.notReporting).toBe(list.length - reporting.length);
        if (weights === 0) expect(got.score).toBeNull();
        else expect(got.score).toBeCloseTo(total / weights, 9);
      }),
    );
  });

  it("is unchanged by scaling every weight, by the order, and by adding an indicator not reporting", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 2, max: 9 }), (list, k) => {
        const { score } = weightedScore(list);
        const scaled = weightedScore(list.map((i) => ({ ...i, weightage: i.weightage * k }))).score;
        const reversed = weightedScore([...list].reverse()).score;
        const silent = weightedScore([
          ...list,
          { weightage: 50, achievement: { kind: "not_reporting" } },
        ]).score;
        for (const other of [scaled, reversed, silent])
          if (score === null) expect(other).toBeNull();
          else expect(other).toBeCloseTo(score, 9);
      }),
    );
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
