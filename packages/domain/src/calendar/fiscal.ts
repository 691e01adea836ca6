import { localizeDigits } from "./digits";
import { parseBs } from "./format";
import { MONTH_NAMES_EN, MONTH_NAMES_NP } from "./months";
import type { BsDate, Locale } from "./types";

/*
 * Three month numberings are in use:
 * - BS month: 1 (Baishakh) .. 12 (Chaitra), as in dates.
 * - Fiscal month id: 0 (Shrawan) .. 11 (Ashadh), the dashboard ordering.
 * - Calendar month id: 0 (Baishakh) .. 11 (Chaitra), the alternative ordering.
 */

/** BS month number of Shrawan, the first month of a fiscal year. */
export const FISCAL_YEAR_FIRST_BS_MONTH = 4;

export type MonthInfo = {
  /** Id in the ordering of the list it belongs to (fiscal or calendar), 0..11. */
  id: number;
  fiscal_id: number;
  calendar_id: number;
  bs_month: number;
  name_np: string;
  name_en: string;
};

function assertBsMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`BS month must be 1..12, got ${month}`);
}

function assertMonthId(id: number, what: string): void {
  if (!Number.isInteger(id) || id < 0 || id > 11) throw new RangeError(`${what} must be 0..11, got ${id}`);
}

export function bsMonthToFiscalMonth(month: number): number {
  assertBsMonth(month);
  return (month - FISCAL_YEAR_FIRST_BS_MONTH + 12) % 12;
}

export function fiscalMonthToBsMonth(fiscalMonth: number): number {
  assertMonthId(fiscalMonth, "Fiscal month");
  return ((fiscalMonth + FISCAL_YEAR_FIRST_BS_MONTH - 1) % 12) + 1;
}

export function bsMonthToCalendarMonth(month: number): number {
  assertBsMonth(month);
  return month - 1;
}

export function calendarMonthToBsMonth(calendarMonth: number): number {
  assertMonthId(calendarMonth, "Calendar month");
  return calendarMonth + 1;
}

/** Baishakh-ordered id (Baishakh=0) -> fiscal id (Shrawan=0). */
export function calendarMonthToFiscalMonth(calendarMonth: number): number {
  return bsMonthToFiscalMonth(calendarMonthToBsMonth(calendarMonth));
}

/** Fiscal id (Shrawan=0) -> Baishakh-ordered id (Baishakh=0). */
export function fiscalMonthToCalendarMonth(fiscalMonth: number): number {
  return fiscalMonthToBsMonth(fiscalMonth) - 1;
}

/** Fiscal month id (Shrawan=0) of a BS date. */
export function fiscalMonthOf(bs: BsDate | string): number {
  const date = typeof bs === "string" ? parseBs(bs) : bs;
  return bsMonthToFiscalMonth(date.month);
}

/**
 * The reporting month an office reports on a date when admin has set none: the month just ended (on
 * Mangsir 8 the offices report Kartik), as a fiscal month id read in the fiscal year containing the date.
 * In Shrawan the month just ended is Ashadh of the previous fiscal year, which a month id of the current
 * year cannot name (Ashadh of the current year is eleven months ahead), so the default is Shrawan itself;
 * Ashadh of the closing year is reported by choosing that year, or by admin setting it as the current
 * fiscal year with Ashadh as the reporting month.
 */
export function defaultReportingMonth(today: BsDate | string): number {
  return Math.max(0, fiscalMonthOf(today) - 1);
}

/** Start BS year of the fiscal year a date falls in, without checking the day against a month table. */
export function fiscalStartYearOf(bs: BsDate): number {
  return bs.month >= FISCAL_YEAR_FIRST_BS_MONTH ? bs.year : bs.year - 1;
}

/** BS calendar year in which a fiscal month of the fiscal year starting in `startYear` falls. */
export function fiscalMonthCalendarYear(startYear: number, fiscalMonth: number): number {
  return fiscalMonthToBsMonth(fiscalMonth) >= FISCAL_YEAR_FIRST_BS_MONTH ? startYear : startYear + 1;
}

/** '2082/83' (en) or '२०८२/८३' (np); the second part is the last two digits of the next year. */
export function fiscalYearTitle(startYear: number, locale: Locale): string {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998)
    throw new RangeError(`Fiscal start year must be a 4-digit BS year, got ${startYear}`);
  const next = String((startYear + 1) % 100).padStart(2, "0");
  return localizeDigits(`${startYear}/${next}`, locale);
}

function monthInfo(bsMonth: number, id: number): MonthInfo {
  return {
    id,
    fiscal_id: bsMonthToFiscalMonth(bsMonth),
    calendar_id: bsMonth - 1,
    bs_month: bsMonth,
    name_np: MONTH_NAMES_NP[bsMonth - 1] ?? "",
    name_en: MONTH_NAMES_EN[bsMonth - 1] ?? "",
  };
}

const ids = Array.from({ length: 12 }, (_, i) => i);

/** Shrawan (id 0) .. Ashadh (id 11). */
export const FISCAL_MONTHS: readonly MonthInfo[] = Object.freeze(
  ids.map((id) => Object.freeze(monthInfo(fiscalMonthToBsMonth(id), id))),
);

/** Baishakh (id 0) .. Chaitra (id 11). */
export const CALENDAR_MONTHS: readonly MonthInfo[] = Object.freeze(
  ids.map((id) => Object.freeze(monthInfo(id + 1, id))),
);
