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
 * Named by merit, so the flip of over and under for a decreasing indicator is already made. The rule
 * that gives an indicator its status (reported periods only, % rounded to 2 decimals, the admin's
 * on-track band) is written once, in the API's `modules/indicators/indicator-progress.ts`, and every
 * screen, list, report, Excel and print reads it from there.
 */
export const TRACK_STATUSES = ["behind", "on_track", "ahead", "not_reporting"] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

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
