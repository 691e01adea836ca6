import type { Calendar } from "../calendar/calendar";
import { fiscalMonthOf, fiscalStartYearOf } from "../calendar/fiscal";
import type { BsDate } from "../calendar/types";

/** Percent rounded to two decimals, the precision every project figure shows. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Cost overrun % = (current revised cost - original estimate) / original estimate x 100 (DOMAIN.md
 * "Projects"). Without a revision the current cost is the estimate (0%); without an estimate above zero
 * there is no denominator (null).
 */
export const costOverrunPercent = (originalCost: number, revisedCost: number | null): number | null =>
  originalCost > 0 ? round2((((revisedCost ?? originalCost) - originalCost) / originalCost) * 100) : null;

/** Statuses that end a project's clock: after them today no longer stretches the end date. */
const FINISHED_STATUSES: readonly string[] = ["completed", "cancelled"];

export type TimeOverrunInput = {
  startDate: string | null;
  /** The original (expected) end date. */
  originalEnd: string | null;
  /** The newest extension's end date, or null. */
  revisedEnd: string | null;
  status: string;
  /** Today, BS 'YYYY-MM-DD'. */
  today: string;
};

export type TimeOverrun = {
  /** Days of the original schedule: the denominator. */
  plannedDays: number;
  /** The end date the overrun is measured to: the revised end, or today for a running project past it. */
  measuredEnd: string;
  /** Whether today was used because a running project is past its (revised) end date. */
  pastDue: boolean;
  overrunDays: number;
  percent: number;
};

/**
 * Time overrun % = (revised completion - original completion) / (original completion - start) x 100
 * (DOMAIN.md "Projects"); a running project past its date measures to today. The product keeps no
 * actual completion date, so a completed or cancelled project measures to its revised end date. Null
 * when the start or the original end is missing, or the original schedule has no length.
 */
export const timeOverrun = (calendar: Calendar, input: TimeOverrunInput): TimeOverrun | null => {
  const { startDate, originalEnd } = input;
  if (!startDate || !originalEnd) return null;
  const plannedDays = calendar.diffDays(startDate, originalEnd);
  if (plannedDays <= 0) return null;
  const end = input.revisedEnd ?? originalEnd;
  const pastDue = !FINISHED_STATUSES.includes(input.status) && input.today > end;
  const measuredEnd = pastDue ? input.today : end;
  const overrunDays = calendar.diffDays(originalEnd, measuredEnd);
  return {
    plannedDays,
    measuredEnd,
    pastDue,
    overrunDays,
    percent: round2((overrunDays / plannedDays) * 100),
  };
};

/** One month's figures as entered (all null for a month without an entry). */
export type MonthFigures = {
  month: number;
  physical_target: number | null;
  physical_achieved: number | null;
  financial_target: number | null;
  budget: number | null;
  expense: number | null;
};

/** A point of the S-curve: cumulative percentages at the end of a fiscal month; null after the last month shown. */
export type SCurvePoint = {
  month: number;
  planned_physical: number | null;
  achieved_physical: number | null;
  planned_financial: number | null;
  achieved_financial: number | null;
};

/**
 * The last fiscal month (Shrawan=0) a year's curve reaches as of today: every month of a past year, the
 * months up to today's in the current one, none (-1) of a year not begun.
 */
export const lastMonthShown = (yearStart: number, today: BsDate): number => {
  const todayYear = fiscalStartYearOf(today);
  if (yearStart < todayYear) return 11;
  if (yearStart > todayYear) return -1;
  return fiscalMonthOf(today);
};

/**
 * A project year's baseline in force (the newest approved version) or its original (version 1): the
 * year's budget as planned (lakh) and the twelve monthly planned physical and financial % (Shrawan first).
 */
export type PlannedCurve = {
  annualBudget: number;
  plannedPhysical: readonly number[];
  plannedFinancial: readonly number[];
};

/**
 * Financial progress (the one rule every screen shows): the expense to a month as a percent of the
 * year's budget as planned (the baseline's annual budget), so a later month's entry never changes an
 * earlier month's %. Without a baseline there is no planned budget: null (unknown), never 0.
 */
export const financialPercent = (expenseToMonth: number, plannedYearBudget: number | null): number | null =>
  plannedYearBudget !== null && plannedYearBudget > 0
    ? round2((expenseToMonth / plannedYearBudget) * 100)
    : null;

/** The budget planned to a month (lakh): the annual budget times the planned financial % to the month. */
export const plannedBudgetTo = (baseline: PlannedCurve, month: number): number =>
  round2((baseline.annualBudget * cumulative(baseline.plannedFinancial, month)) / 100);

/** The sum of the first `month + 1` monthly figures (a month missing counts 0). */
const cumulative = (monthly: readonly number[], month: number): number =>
  monthly.slice(0, month + 1).reduce((sum, value) => sum + (value ?? 0), 0);

/** A baseline's cumulative planned physical and financial % by month (12 points). */
export const plannedPoints = (baseline: PlannedCurve) =>
  Array.from({ length: 12 }, (_, month) => ({
    month,
    physical: round2(cumulative(baseline.plannedPhysical, month)),
    financial: round2(cumulative(baseline.plannedFinancial, month)),
  }));

/**
 * The year's S-curve (DOMAIN.md "Projects"): by month, the cumulative planned physical and financial %
 * of the baseline in force (without one, the monthly targets entered), the cumulative physical
 * achievement, and the financial progress (`financialPercent`: expense to date against the baseline's
 * annual budget; null without a baseline). A month without an entry adds nothing, so a project not
 * started plots as 0; months after `lastMonth` are null (not yet known).
 */
export const sCurve = (
  months: readonly MonthFigures[],
  lastMonth: number,
  baseline: PlannedCurve | null = null,
): SCurvePoint[] => {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const planned = baseline ? plannedPoints(baseline) : null;
  let targets = 0;
  let achieved = 0;
  let financialTarget = 0;
  let expense = 0;
  return Array.from({ length: 12 }, (_, month) => {
    const m = byMonth.get(month);
    targets += m?.physical_target ?? 0;
    achieved += m?.physical_achieved ?? 0;
    financialTarget += m?.financial_target ?? 0;
    expense += m?.expense ?? 0;
    if (month > lastMonth)
      return {
        month,
        planned_physical: null,
        achieved_physical: null,
        planned_financial: null,
        achieved_financial: null,
      };
    return {
      month,
      planned_physical: planned ? planned[month].physical : round2(targets),
      achieved_physical: round2(achieved),
      planned_financial: planned ? planned[month].financial : round2(financialTarget),
      achieved_financial: financialPercent(expense, baseline?.annualBudget ?? null),
    };
  });
};

/** The curve's figure to date: the latest month's achieved physical or financial % (null: none yet). */
export const latestAchieved = (
  curve: readonly SCurvePoint[],
  key: "achieved_financial" | "achieved_physical",
): number | null => curve.reduce<number | null>((found, point) => point[key] ?? found, null);
