/**
 * Ministry indicators (suchak): what an indicator is, how its targets add up over review periods, and
 * its progress (DOMAIN.md "Indicators"; PRODUCT.md section 8; issue 20). Pure functions shared by the
 * API (validation, the report) and the web app (the forms and the status colours).
 */

/** Which way is better: higher (increase), lower (decrease), or neither (read as increase). */
export const INDICATOR_DIRECTIONS = ["increase", "decrease", "not_applicable"] as const;
export type IndicatorDirection = (typeof INDICATOR_DIRECTIONS)[number];

/**
 * How period values add up (DOMAIN.md table): a non-cumulative value is the period's own amount, a
 * cumulative value is the running total at the end of the period, a latest value is a level.
 */
export const INDICATOR_AGGREGATIONS = ["non_cumulative", "cumulative", "latest"] as const;
export type IndicatorAggregation = (typeof INDICATOR_AGGREGATIONS)[number];

export const INDICATOR_UNIT_TYPES = ["number", "percent", "ratio", "index", "yes_no"] as const;
export type IndicatorUnitType = (typeof INDICATOR_UNIT_TYPES)[number];

/** SPEC.md section 3 "type": the indicator's level in the results chain. */
export const INDICATOR_LEVELS = ["input", "output", "outcome", "impact"] as const;
export type IndicatorLevel = (typeof INDICATOR_LEVELS)[number];

/** The review period: how many target and achievement periods a fiscal year has. */
export const REVIEW_PERIODS = ["monthly", "quarterly", "four_monthly", "yearly"] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

const PERIOD_COUNTS: Record<ReviewPeriod, number> = { monthly: 12, quarterly: 4, four_monthly: 3, yearly: 1 };

/** TolaData's margin: 85 % to 115 % of the target expected to date is on track (admin may change it). */
export const DEFAULT_ON_TRACK_BAND = 15;
export const MAX_ON_TRACK_BAND = 50;

/** Codes are goal.target.indicator, goals 1 to 17, targets numbered or lettered (3.1.1, 7.b.1). */
export const SDG_CODE_PATTERN = /^(?:[1-9]|1[0-7])\.(?:[1-9][0-9]?|[a-z])\.[1-9][0-9]?$/;

export const periodCount = (reviewPeriod: ReviewPeriod): number => PERIOD_COUNTS[reviewPeriod];

/** The period (0-based) a fiscal month (0 Shrawan .. 11 Ashadh) falls in. */
export const periodOfMonth = (reviewPeriod: ReviewPeriod, fiscalMonth: number): number =>
  Math.floor(fiscalMonth / (12 / PERIOD_COUNTS[reviewPeriod]));

/** The fiscal months of a period, first to last. */
export const monthsOfPeriod = (reviewPeriod: ReviewPeriod, period: number): number[] => {
  const length = 12 / PERIOD_COUNTS[reviewPeriod];
  return Array.from({ length }, (_, i) => period * length + i);
};

/** The last fiscal month of a period: the period has ended once that month has. */
export const periodEndMonth = (reviewPeriod: ReviewPeriod, period: number): number =>
  (period + 1) * (12 / PERIOD_COUNTS[reviewPeriod]) - 1;

/** Values are stored with 4 decimals; sums and comparisons are made at that precision. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const same = (a: number, b: number) => round4(a) === round4(b);

// ---------------------------------------------------------------------------------------------------
// The definition

export type IndicatorDefinition = {
  unit_type: IndicatorUnitType;
  direction: IndicatorDirection;
  aggregation: IndicatorAggregation;
  baseline: number | null;
  baseline_fiscal_year_id: number | null;
  sdg_code: string | null;
  sdg_version: string | null;
};

/** What is wrong with a definition; each side words it in both languages. */
export type DefinitionIssue =
  | { field: "aggregation"; issue: "level_only" }
  | { field: "baseline_fiscal_year_id"; issue: "required" | "not_allowed" }
  | { field: "sdg_code"; issue: "format" }
  | { field: "sdg_version"; issue: "required" };

/**
 * Percent and yes/no indicators are levels (a percentage is never added across periods, TolaData
 * enforces it); a baseline carries the fiscal year it was measured in, no baseline is "not applicable";
 * an SDG code is written g.t.i and kept with the framework version it comes from.
 */
export const definitionIssues = (definition: IndicatorDefinition): DefinitionIssue[] => {
  const issues: DefinitionIssue[] = [];
  if (
    (definition.unit_type === "percent" || definition.unit_type === "yes_no") &&
    definition.aggregation !== "latest"
  )
    issues.push({ field: "aggregation", issue: "level_only" });
  if (definition.baseline !== null && definition.baseline_fiscal_year_id === null)
    issues.push({ field: "baseline_fiscal_year_id", issue: "required" });
  if (definition.baseline === null && definition.baseline_fiscal_year_id !== null)
    issues.push({ field: "baseline_fiscal_year_id", issue: "not_allowed" });
  if (definition.sdg_code !== null) {
    if (!SDG_CODE_PATTERN.test(definition.sdg_code)) issues.push({ field: "sdg_code", issue: "format" });
    if (!definition.sdg_version) issues.push({ field: "sdg_version", issue: "required" });
  }
  return issues;
};

// ---------------------------------------------------------------------------------------------------
// Targets

export type TargetInput = {
  aggregation: IndicatorAggregation;
  direction: IndicatorDirection;
  baseline: number | null;
  annual: number;
  /** One target per period of the review period, or none at all (the annual target alone). */
  periods: readonly number[];
  periodCount: number;
};

export type TargetIssue =
  | { field: "annual"; issue: "wrong_side" }
  | { field: "periods"; issue: "count"; expected: number }
  | { field: "periods"; issue: "decreasing"; period: number }
  | { field: "periods"; issue: "last_not_annual" }
  | { field: "periods"; issue: "sum_not_annual"; sum: number };

/**
 * The rules milestone targets follow, per aggregation: cumulative targets are running totals (never
 * lower than the previous one, the last is the annual target); non-cumulative targets add up to the
 * annual target; latest-value targets are levels (any order, the last is the year's level, so the
 * annual target). With a baseline, the annual target must lie on the better side of it (or equal it:
 * "maintain").
 */
export const targetIssues = (input: TargetInput): TargetIssue[] => {
  const issues: TargetIssue[] = [];
  const { baseline, annual } = input;
  if (
    baseline !== null &&
    input.direction !== "not_applicable" &&
    (input.direction === "decrease" ? round4(annual) > round4(baseline) : round4(annual) < round4(baseline))
  )
    issues.push({ field: "annual", issue: "wrong_side" });
  const periods = input.periods;
  if (periods.length === 0) return issues;
  if (periods.length !== input.periodCount) {
    issues.push({ field: "periods", issue: "count", expected: input.periodCount });
    return issues;
  }
  if (input.aggregation === "non_cumulative") {
    const sum = round4(periods.reduce((total, value) => total + value, 0));
    if (!same(sum, annual)) issues.push({ field: "periods", issue: "sum_not_annual", sum });
    return issues;
  }
  if (input.aggregation === "cumulative")
    for (let i = 1; i < periods.length; i++)
      if (round4(periods[i]) < round4(periods[i - 1])) {
        issues.push({ field: "periods", issue: "decreasing", period: i });
        break;
      }
  if (!same(periods[periods.length - 1], annual)) issues.push({ field: "periods", issue: "last_not_annual" });
  return issues;
};

// ---------------------------------------------------------------------------------------------------
// Progress

/**
 * % achieved of one comparison: a percentage; "met" when there is no ratio (a maintained level, or a
 * decreasing indicator brought to zero); "not reporting" (grey, never 0 % or red) without a target, a
 * value, or a usable denominator.
 */
export type Achievement =
  | { kind: "percent"; percent: number }
  | { kind: "met"; met: boolean }
  | { kind: "not_reporting" };

export type Comparison = {
  direction: IndicatorDirection;
  baseline: number | null;
  target: number | null;
  actual: number | null;
};

/**
 * DOMAIN.md's formulas. With a baseline B: (A - B) / (T - B), which for a decreasing indicator is
 * (B - A) / (B - T), the same number; T = B is "maintain", met when A is on the better side or equal.
 * Without a baseline: A / T when higher is better, T / A when lower is better (A = 0 met).
 */
export const percentAchieved = ({ direction, baseline, target, actual }: Comparison): Achievement => {
  if (target === null || actual === null) return { kind: "not_reporting" };
  const lowerIsBetter = direction === "decrease";
  if (baseline !== null) {
    if (same(target, baseline))
      return {
        kind: "met",
        met: lowerIsBetter ? round4(actual) <= round4(target) : round4(actual) >= round4(target),
      };
    // + 0 turns -0 (no change from a negative difference) into 0.
    return { kind: "percent", percent: ((actual - baseline) / (target - baseline)) * 100 + 0 };
  }
  if (same(target, 0)) return { kind: "not_reporting" };
  if (!lowerIsBetter) return { kind: "percent", percent: (actual / target) * 100 + 0 };
  if (same(actual, 0)) return { kind: "met", met: true };
  return { kind: "percent", percent: (target / actual) * 100 };
};

/** Named by merit, so the flip of over and under for a decreasing indicator is already made. */
export const TRACK_STATUSES = ["behind", "on_track", "ahead", "not_reporting"] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

/**
 * On track within ±band % of the target expected to date. The percentage is direction-aware (above 100
 * is better than the target, whichever way "better" points), so "ahead" of a decreasing indicator is a
 * value below its target and "behind" one above it.
 */
export const trackStatus = (achievement: Achievement, band = DEFAULT_ON_TRACK_BAND): TrackStatus => {
  if (achievement.kind === "not_reporting") return "not_reporting";
  if (achievement.kind === "met") return achievement.met ? "on_track" : "behind";
  if (achievement.percent < 100 - band) return "behind";
  if (achievement.percent > 100 + band) return "ahead";
  return "on_track";
};

export type PeriodValue = { target: number | null; actual: number | null };

export type ToDateInput = {
  aggregation: IndicatorAggregation;
  direction: IndicatorDirection;
  baseline: number | null;
  /** Every period of the year in order; a period may hold a target without an actual and the reverse. */
  periods: readonly PeriodValue[];
  /** How many periods have ended: only those count. */
  ended: number;
};

export type ToDate = { target: number | null; actual: number | null; achievement: Achievement };

const latestOf = (values: readonly (number | null)[]) => {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null) return values[i];
  return null;
};
const sumOf = (values: readonly (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : round4(present.reduce((total, v) => total + v, 0));
};

/**
 * Target expected to date and actual to date over the ended periods (DOMAIN.md table): non-cumulative
 * adds them up; cumulative and latest value take the latest one, never a sum (summing running totals is
 * the best-known mistake). A non-cumulative baseline is a whole year's amount, so to date it counts the
 * share of the year's periods that have ended; a level's baseline stays as it is.
 */
export const progressToDate = (input: ToDateInput): ToDate => {
  const ended = input.periods.slice(0, Math.max(0, Math.min(input.ended, input.periods.length)));
  const targets = ended.map((p) => p.target);
  const actuals = ended.map((p) => p.actual);
  const flows = input.aggregation === "non_cumulative";
  const target = flows ? sumOf(targets) : latestOf(targets);
  const actual = flows ? sumOf(actuals) : latestOf(actuals);
  const baseline =
    input.baseline === null || !flows || input.periods.length === 0
      ? input.baseline
      : (input.baseline * ended.length) / input.periods.length;
  return {
    target,
    actual,
    achievement: percentAchieved({ direction: input.direction, baseline, target, actual }),
  };
};

/** The value an achievement adds to a weighted score: the percentage capped at 100, met 100, not met 0. */
export const scoreValue = (achievement: Achievement): number | null => {
  if (achievement.kind === "not_reporting") return null;
  if (achievement.kind === "met") return achievement.met ? 100 : 0;
  return Math.min(achievement.percent, 100);
};

export type WeightedScore = { score: number | null; reporting: number; notReporting: number };

/**
 * A ministry's score: sum of w x min(p, 100 %) / sum of w over its reporting indicators. The cap keeps
 * over-achievement on one indicator from hiding a shortfall on another; indicators not reporting are
 * left out (counted, and the screen says so), never counted as 0.
 */
export const weightedScore = (
  items: readonly { weightage: number; achievement: Achievement }[],
): WeightedScore => {
  let weights = 0;
  let total = 0;
  let reporting = 0;
  let notReporting = 0;
  for (const item of items) {
    const value = scoreValue(item.achievement);
    if (value === null) {
      notReporting += 1;
      continue;
    }
    reporting += 1;
    if (!(item.weightage > 0)) continue;
    weights += item.weightage;
    total += item.weightage * value;
  }
  return { score: weights > 0 ? total / weights : null, reporting, notReporting };
};

// ---------------------------------------------------------------------------------------------------
// Reporting

/**
 * A period's achievement is entered when the period has just ended: its last month is one of the active
 * suchak reporting months (setup; the month just ended by default). A quarter opens after its third month.
 */
export const achievementOpen = (
  reviewPeriod: ReviewPeriod,
  period: number,
  activeMonths: readonly number[],
): boolean => activeMonths.includes(periodEndMonth(reviewPeriod, period));

/** How many periods have ended by the end of a fiscal month (the reporting month). */
export const periodsEndedBy = (reviewPeriod: ReviewPeriod, fiscalMonth: number): number =>
  Array.from({ length: PERIOD_COUNTS[reviewPeriod] }, (_, p) => p).filter(
    (p) => periodEndMonth(reviewPeriod, p) <= fiscalMonth,
  ).length;
