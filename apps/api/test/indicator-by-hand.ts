import type { IndicatorAggregation, IndicatorDirection, ReviewPeriod } from "@pragati/domain/indicators";

/** An indicator as stored: its definition and every period's target and achievement, in order. */
export type StoredIndicator = {
  aggregation: IndicatorAggregation;
  direction: IndicatorDirection;
  baseline: number | null;
  review_period: ReviewPeriod;
  periods: readonly { target: number | null; actual: number | null }[];
};

export const PERIODS: Record<ReviewPeriod, number> = {
  monthly: 12,
  quarterly: 4,
  four_monthly: 3,
  yearly: 1,
};

/**
 * The rule by hand, on the stored values only (docs/product-rules.md, "Progress"): the reported periods
 * among the first `upTo`; their values added up (non-cumulative) or the latest one, against their targets
 * added up or the latest reported period's target; % rounded to 2 decimals; status by the band.
 */
export const byHand = (row: StoredIndicator, upTo: number, band = 15) => {
  const reported = row.periods.slice(0, upTo).filter((p) => p.actual !== null);
  if (reported.length === 0) return { target: null, actual: null, percent: null, status: "not_reporting" };
  const flows = row.aggregation === "non_cumulative";
  const targets = reported.map((p) => p.target).filter((v): v is number => v !== null);
  const target = flows
    ? targets.length
      ? targets.reduce((x, y) => x + y, 0)
      : null
    : reported.at(-1)!.target;
  const actual = flows
    ? reported.reduce((x, p) => x + (p.actual as number), 0)
    : (reported.at(-1)!.actual as number);
  const n = PERIODS[row.review_period];
  const bl = row.baseline === null ? null : flows ? (row.baseline * reported.length) / n : row.baseline;
  const lower = row.direction === "decrease";
  const r4 = (v: number) => Math.round(v * 10_000) / 10_000;
  const result = (percent: number | null, status: string) => ({ target, actual, percent, status });
  if (target === null) return result(null, "not_reporting");
  if (bl !== null && r4(target) === r4(bl))
    return result(
      null,
      (lower ? r4(actual) <= r4(target) : r4(actual) >= r4(target)) ? "on_track" : "behind",
    );
  let ratio: number;
  if (bl !== null) ratio = (actual - bl) / (target - bl);
  else if (r4(target) === 0) return result(null, "not_reporting");
  else if (!lower) ratio = actual / target;
  else if (r4(actual) === 0) return result(null, "on_track");
  else ratio = target / actual;
  // Half away from zero (the tiny nudge keeps a float's 0.0049999... of an exact half on its side).
  const percent = (Math.sign(ratio) * Math.round(Math.abs(ratio) * 10_000 + 1e-9)) / 100 + 0;
  return result(percent, percent < 100 - band ? "behind" : percent > 100 + band ? "ahead" : "on_track");
};
