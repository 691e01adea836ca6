/**
 * A milestone's schedule (PRODUCT.md section 3): the fiscal months it runs in (Shrawan = 0 .. Ashadh = 11),
 * a target for each, and whether the targets are running totals (cumulative) or per-month amounts.
 */
export type MonthTarget = { month: number; target: number };
export type Schedule = { months: readonly MonthTarget[]; cumulative: boolean; annualTarget: number };

export type ScheduleIssue =
  | { code: "no_months" }
  | { code: "month_out_of_range"; month: number }
  | { code: "duplicate_month"; month: number }
  | { code: "negative_target"; month: number }
  | { code: "cumulative_decreasing"; month: number }
  | { code: "cumulative_last_not_annual"; last: number; annual: number }
  | { code: "sum_not_annual"; sum: number; annual: number }
  | { code: "annual_not_positive" };

/** Money and quantities are compared at 1e-6, so decimal targets add up as a person expects. */
const EPSILON = 1e-6;
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < EPSILON;

export const sortedMonths = (schedule: Pick<Schedule, "months">): MonthTarget[] =>
  [...schedule.months].sort((a, b) => a.month - b.month);

/** Every rule a schedule must meet; empty means valid. */
export const scheduleIssues = (schedule: Schedule): ScheduleIssue[] => {
  const issues: ScheduleIssue[] = [];
  if (!(schedule.annualTarget > 0)) issues.push({ code: "annual_not_positive" });
  if (schedule.months.length === 0) return [...issues, { code: "no_months" }];
  const seen = new Set<number>();
  for (const { month, target } of schedule.months) {
    if (!Number.isInteger(month) || month < 0 || month > 11)
      issues.push({ code: "month_out_of_range", month });
    if (seen.has(month)) issues.push({ code: "duplicate_month", month });
    seen.add(month);
    if (!(target >= 0)) issues.push({ code: "negative_target", month });
  }
  const months = sortedMonths(schedule);
  if (schedule.cumulative) {
    for (let i = 1; i < months.length; i++)
      if (months[i].target < months[i - 1].target - EPSILON)
        issues.push({ code: "cumulative_decreasing", month: months[i].month });
    const last = months[months.length - 1].target;
    if (!sameAmount(last, schedule.annualTarget))
      issues.push({ code: "cumulative_last_not_annual", last, annual: schedule.annualTarget });
  } else {
    const sum = months.reduce((total, m) => total + m.target, 0);
    if (!sameAmount(sum, schedule.annualTarget))
      issues.push({ code: "sum_not_annual", sum, annual: schedule.annualTarget });
  }
  return issues;
};

/** First selected month. */
export const startMonth = (schedule: Pick<Schedule, "months">): number =>
  Math.min(...schedule.months.map((m) => m.month));
/** Last selected month. */
export const endMonth = (schedule: Pick<Schedule, "months">): number =>
  Math.max(...schedule.months.map((m) => m.month));

/**
 * The target due by the end of month M: for cumulative schedules the running target of the latest
 * selected month at or before M; otherwise the sum of the per-month targets at or before M.
 */
export const targetUpTo = (schedule: Schedule, month: number): number => {
  const due = sortedMonths(schedule).filter((m) => m.month <= month);
  if (due.length === 0) return 0;
  return schedule.cumulative ? due[due.length - 1].target : due.reduce((total, m) => total + m.target, 0);
};
