/**
 * Monthly contract progress (SPEC.md 3 "Contract (thekka) progress"): the figures of an office's
 * contracts of a fiscal year as of the end of a reporting month, derived from the records. BS dates are
 * 'YYYY-MM-DD' strings, which compare as text.
 */

/** The first day after fiscal month `month` (0 = Shrawan) of the fiscal year starting in BS `startYear`. */
export const dayAfterFiscalMonth = (startYear: number, month: number): string => {
  // Fiscal month 0 is BS month 4 (Shrawan); month 8 is Chaitra (12), month 9 Baishakh of the next year.
  const bsMonth = ((month + 3) % 12) + 1;
  const year = month <= 8 ? startYear : startYear + 1;
  const nextMonth = bsMonth === 12 ? 1 : bsMonth + 1;
  const nextYear = bsMonth === 12 ? year + 1 : year;
  return `${nextYear}-${String(nextMonth).padStart(2, "0")}-01`;
};

/** What a month's figures read of a contract. */
export type MonthContract = {
  status: string;
  estimated_amount: number;
  contract_amount: number | null;
  multi_year: boolean;
  planned_award: string | null;
  actual_award: string | null;
  closed_on: string | null;
};

export type MonthFigures = {
  /** Estimated amounts of the year's contracts not dropped (cancelled or unsuccessful) by the month's end. */
  estimated_amount: number;
  /** Contract amounts of those awarded by the month's end (the amount signed at award, before variations). */
  actual_amount: number;
  multi_year_count: number;
  /** Planned for award by the month's end, not awarded and not dropped by then. */
  due_count: number;
  due_amount: number;
  /** Awarded by the month's end (incurred). */
  awarded_count: number;
};

export type MonthRole = { counted: boolean; due: boolean; awarded: boolean; multi_year: boolean };

/** Which figures one contract enters as of the day after the month (`until`, exclusive). */
export const monthRoleOf = (contract: MonthContract, until: string): MonthRole => {
  const dropped =
    (contract.status === "cancelled" || contract.status === "unsuccessful") &&
    contract.closed_on !== null &&
    contract.closed_on < until;
  const awarded = contract.actual_award !== null && contract.actual_award < until;
  const due = !dropped && !awarded && contract.planned_award !== null && contract.planned_award < until;
  return { counted: !dropped, due, awarded, multi_year: !dropped && contract.multi_year };
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** The month's figures over an office's contracts of the year. */
export const monthFigures = (contracts: readonly MonthContract[], until: string): MonthFigures => {
  const figures: MonthFigures = {
    estimated_amount: 0,
    actual_amount: 0,
    multi_year_count: 0,
    due_count: 0,
    due_amount: 0,
    awarded_count: 0,
  };
  for (const contract of contracts) {
    const role = monthRoleOf(contract, until);
    if (role.counted) figures.estimated_amount += contract.estimated_amount;
    if (role.multi_year) figures.multi_year_count++;
    if (role.due) {
      figures.due_count++;
      figures.due_amount += contract.estimated_amount;
    }
    if (role.awarded) {
      figures.awarded_count++;
      figures.actual_amount += contract.contract_amount ?? 0;
    }
  }
  return {
    ...figures,
    estimated_amount: cents(figures.estimated_amount),
    actual_amount: cents(figures.actual_amount),
    due_amount: cents(figures.due_amount),
  };
};
