import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";
import type { OfficeRow } from "./model";
import { MONTHS, type Size } from "./sizes";

/** Ids the indicator rows point to, read from the freshly seeded database. */
export type IndicatorRefs = {
  fiscalYearId: number;
  base: Record<"indicators" | "periods", number>;
};

const SUBJECTS = [
  "roads upgraded",
  "maternal deaths",
  "schools built",
  "road accidents",
  "households served",
];

/**
 * `size.indicators` monthly indicators of the generated fiscal year, owned by the ministries and
 * reported by department and field offices, each with a year of monthly targets and achievements (12
 * periods): some lower-is-better, some cumulative or levels, half with a baseline, the targets following
 * their aggregation's rules and the achievements around them (some behind, some missing), so every
 * count of the indicator report holds indicators.
 */
export const indicatorTables = (
  random: Random,
  size: Size,
  refs: IndicatorRefs,
  offices: readonly OfficeRow[],
) => {
  const indicatorRows = new TableRows("indicators", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "responsible_office_id",
    "code",
    "name",
    "name_np",
    "direction",
    "aggregation",
    "review_period",
    "baseline",
    "baseline_fiscal_year_id",
    "annual_target",
    "weightage",
  ]);
  const periodRows = new TableRows("indicator_periods", ["id", "indicator_id", "period", "target", "actual"]);
  const ministries = offices.filter((o) => o.level === 1);
  const reporting = offices.filter((o) => o.level >= 2);
  let periodId = refs.base.periods;
  for (let i = 1; i <= size.indicators; i++) {
    const id = refs.base.indicators + i;
    const aggregation = random.pick(["non_cumulative", "non_cumulative", "cumulative", "latest"] as const);
    const decrease = random.chance(0.3);
    const monthly = random.int(1, 50);
    // Period targets by aggregation: amounts per month, a running total, or a level moving 1 a month.
    const baseline = random.chance(0.5) ? (decrease ? monthly * 30 : random.int(0, 10)) : null;
    const targets = Array.from({ length: MONTHS }, (_, m) =>
      aggregation === "non_cumulative"
        ? monthly
        : aggregation === "cumulative"
          ? monthly * (m + 1)
          : decrease
            ? (baseline ?? monthly * 30) - (m + 1)
            : (baseline ?? 0) + m + 1,
    );
    const annual =
      aggregation === "non_cumulative" ? monthly * MONTHS : (targets[MONTHS - 1] ?? monthly * MONTHS);
    indicatorRows.add([
      id,
      refs.fiscalYearId,
      random.pick(ministries).id,
      random.pick(reporting).id,
      `BI${String(i).padStart(6, "0")}`,
      `${random.pick(SUBJECTS)} ${i}`,
      `सूचक ${i}`,
      decrease ? "decrease" : "increase",
      aggregation,
      "monthly",
      baseline === null ? null : baseline.toFixed(4),
      baseline === null ? null : refs.fiscalYearId,
      annual.toFixed(4),
      String(random.int(1, 10)),
    ]);
    // Achievements at a pace of 60-130 % of the targets; about one month in ten not reported.
    const pace = random.int(60, 130) / 100;
    for (let m = 0; m < MONTHS; m++) {
      periodId++;
      const actual = random.chance(0.1) ? null : (targets[m] * (decrease ? 2 - pace : pace)).toFixed(4);
      periodRows.add([periodId, id, m, targets[m].toFixed(4), actual]);
    }
  }
  return [indicatorRows, periodRows];
};
