import { adDayNumber, formatAdDayNumber, MS_PER_DAY } from "./ad-date";
import {
  FISCAL_YEAR_FIRST_BS_MONTH,
  fiscalMonthCalendarYear,
  fiscalMonthToBsMonth,
  fiscalStartYearOf,
} from "./fiscal";
import { parseBs, toBsString } from "./format";
import type { MonthTable } from "./month-table";
import { MONTH_NAMES_EN } from "./months";
import type { BsDate } from "./types";

/** Nepal Standard Time is UTC+05:45 all year (no DST). */
export const NEPAL_UTC_OFFSET_MINUTES = 345;

/** BS dates as stored (YYYY-MM-DD) plus their AD equivalents. */
export type FiscalYearRange = {
  start_from: string;
  end_at: string;
  start_from_ad: string;
  end_at_ad: string;
};
export type BsDateRange = { start: string; end: string; start_ad: string; end_ad: string };

export type Calendar = {
  /** First and last BS year in the table. */
  readonly firstYear: number;
  readonly lastYear: number;
  /** AD dates of the first and last table day. */
  readonly firstAd: string;
  readonly lastAd: string;
  /** BS -> AD 'YYYY-MM-DD'. */
  bsToAd(bs: string | BsDate): string;
  /** AD 'YYYY-MM-DD' (or a Date, read by its UTC calendar date) -> BS. */
  adToBs(ad: string | Date): BsDate;
  monthLength(year: number, month: number): number;
  yearLength(year: number): number;
  isValidBs(bs: string | BsDate): boolean;
  addDays(bs: string | BsDate, days: number): BsDate;
  /** Days from `from` to `to` (positive when `to` is later). */
  diffDays(from: string | BsDate, to: string | BsDate): number;
  /** Start BS year of the fiscal year containing the date. */
  fiscalYearOf(bs: string | BsDate): number;
  fiscalYearRange(startYear: number): FiscalYearRange;
  /** First and last day of a fiscal month (Shrawan=0) in the fiscal year starting in `startYear`. */
  fiscalMonthRange(startYear: number, fiscalMonth: number): BsDateRange;
  /** Today's BS date in Nepal time. */
  todayBs(now?: Date): BsDate;
  /** Start BS year of the fiscal year containing today in Nepal. */
  currentFiscalYear(now?: Date): number;
};

function invalidTable(reason: string): RangeError {
  return new RangeError(`Invalid month table: ${reason}`);
}

type NormalizedYear = {
  year: number;
  months: readonly number[];
  monthStarts: readonly number[];
  start: number;
};

function normalize(table: MonthTable): NormalizedYear[] {
  if (!table || !Array.isArray(table.years) || table.years.length === 0) throw invalidTable("no years");
  const sorted = [...table.years].sort((a, b) => a.year - b.year);
  sorted.forEach((entry, i) => {
    if (!Number.isInteger(entry.year)) throw invalidTable(`year ${entry.year} is not an integer`);
    const prev = sorted[i - 1];
    if (prev && entry.year !== prev.year + 1)
      throw invalidTable(`years must be consecutive (${prev.year} then ${entry.year})`);
    if (!Array.isArray(entry.months) || entry.months.length !== 12)
      throw invalidTable(`year ${entry.year} must have 12 month lengths`);
    for (const len of entry.months) {
      if (!Number.isInteger(len) || len < 29 || len > 32)
        throw invalidTable(`year ${entry.year} has month length ${len} (allowed 29..32)`);
    }
  });
  const anchorIndex = sorted.findIndex((y) => y.year === table.anchor?.bs_year);
  if (anchorIndex < 0) throw invalidTable(`anchor year ${table.anchor?.bs_year} is not in the table`);
  const anchorDay = adDayNumber(table.anchor.ad);
  if (anchorDay === null) throw invalidTable(`anchor AD date "${table.anchor.ad}" is not YYYY-MM-DD`);

  const lengths = sorted.map((y) => y.months.reduce((a, b) => a + b, 0));
  // Year starts are cumulative from the anchor, backwards for earlier years.
  const starts = new Array<number>(sorted.length);
  starts[anchorIndex] = anchorDay;
  for (let i = anchorIndex + 1; i < sorted.length; i++)
    starts[i] = (starts[i - 1] ?? 0) + (lengths[i - 1] ?? 0);
  for (let i = anchorIndex - 1; i >= 0; i--) starts[i] = (starts[i + 1] ?? 0) - (lengths[i] ?? 0);

  return sorted.map((y, i) => {
    const monthStarts: number[] = [];
    let offset = 0;
    for (const len of y.months) {
      monthStarts.push(offset);
      offset += len;
    }
    return { year: y.year, months: [...y.months], monthStarts, start: starts[i] ?? 0 };
  });
}

/**
 * Calendar over a month table. Every result comes from the table alone, so an admin's
 * correction of a month length shifts all later dates.
 */
export function createCalendar(table: MonthTable): Calendar {
  const years = normalize(table);
  const first = years[0] as NormalizedYear;
  const last = years[years.length - 1] as NormalizedYear;
  const firstDay = first.start;
  const lastDay = last.start + last.months.reduce((a, b) => a + b, 0) - 1;

  function yearEntry(year: number): NormalizedYear {
    const entry = Number.isInteger(year) ? years[year - first.year] : undefined;
    if (!entry)
      throw new RangeError(`BS year ${year} is outside the calendar table (${first.year}..${last.year})`);
    return entry;
  }

  function monthLength(year: number, month: number): number {
    const entry = yearEntry(year);
    const len = Number.isInteger(month) ? entry.months[month - 1] : undefined;
    if (len === undefined) throw new RangeError(`BS month must be 1..12, got ${month}`);
    return len;
  }

  function toValid(bs: string | BsDate): BsDate {
    const date = typeof bs === "string" ? parseBs(bs) : bs;
    if (!date || typeof date !== "object") throw new RangeError(`Invalid BS date: ${String(bs)}`);
    const len = monthLength(date.year, date.month);
    if (!Number.isInteger(date.day) || date.day < 1 || date.day > len) {
      const name = MONTH_NAMES_EN[date.month - 1];
      throw new RangeError(
        `Invalid BS date ${date.year}-${date.month}-${date.day}: ${name} ${date.year} has ${len} days`,
      );
    }
    return { year: date.year, month: date.month, day: date.day };
  }

  function dayNumberOf(bs: string | BsDate): number {
    const d = toValid(bs);
    const entry = yearEntry(d.year);
    return entry.start + (entry.monthStarts[d.month - 1] ?? 0) + d.day - 1;
  }

  function fromDayNumber(n: number): BsDate {
    if (n < firstDay || n > lastDay)
      throw new RangeError(
        `AD ${formatAdDayNumber(n)} is outside the calendar table (${formatAdDayNumber(firstDay)}..${formatAdDayNumber(lastDay)})`,
      );
    // Binary search for the last year starting on or before n.
    let lo = 0;
    let hi = years.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((years[mid] as NormalizedYear).start <= n) lo = mid;
      else hi = mid - 1;
    }
    const entry = years[lo] as NormalizedYear;
    const dayOfYear = n - entry.start;
    let month = 12;
    while ((entry.monthStarts[month - 1] ?? 0) > dayOfYear) month--;
    return { year: entry.year, month, day: dayOfYear - (entry.monthStarts[month - 1] ?? 0) + 1 };
  }

  function adToDayNumber(ad: string | Date): number {
    if (ad instanceof Date) {
      const t = ad.getTime();
      if (Number.isNaN(t)) throw new RangeError("Invalid AD date: Invalid Date");
      return Math.floor(t / MS_PER_DAY);
    }
    const n = adDayNumber(ad);
    if (n === null) throw new RangeError(`Invalid AD date: "${String(ad)}" (expected YYYY-MM-DD)`);
    return n;
  }

  function todayBs(now: Date = new Date()): BsDate {
    const t = now.getTime();
    if (Number.isNaN(t)) throw new RangeError("Invalid Date for todayBs");
    return fromDayNumber(Math.floor((t + NEPAL_UTC_OFFSET_MINUTES * 60_000) / MS_PER_DAY));
  }

  function fiscalYearOf(bs: string | BsDate): number {
    return fiscalStartYearOf(toValid(bs));
  }

  function monthRange(year: number, month: number): BsDateRange {
    const start = { year, month, day: 1 };
    const end = { year, month, day: monthLength(year, month) };
    return { start: toBsString(start), end: toBsString(end), start_ad: bsToAd(start), end_ad: bsToAd(end) };
  }

  function bsToAd(bs: string | BsDate): string {
    return formatAdDayNumber(dayNumberOf(bs));
  }

  return {
    firstYear: first.year,
    lastYear: last.year,
    firstAd: formatAdDayNumber(firstDay),
    lastAd: formatAdDayNumber(lastDay),
    bsToAd,
    adToBs: (ad) => fromDayNumber(adToDayNumber(ad)),
    monthLength,
    yearLength: (year) => yearEntry(year).months.reduce((a, b) => a + b, 0),
    isValidBs: (bs) => {
      try {
        toValid(bs);
        return true;
      } catch {
        return false;
      }
    },
    addDays: (bs, days) => {
      if (!Number.isInteger(days)) throw new RangeError(`addDays needs an integer, got ${days}`);
      return fromDayNumber(dayNumberOf(bs) + days);
    },
    diffDays: (from, to) => dayNumberOf(to) - dayNumberOf(from),
    fiscalYearOf,
    fiscalYearRange: (startYear) => {
      const ashadh = FISCAL_YEAR_FIRST_BS_MONTH - 1;
      const start = monthRange(startYear, FISCAL_YEAR_FIRST_BS_MONTH);
      const end = monthRange(startYear + 1, ashadh);
      return {
        start_from: start.start,
        end_at: end.end,
        start_from_ad: start.start_ad,
        end_at_ad: end.end_ad,
      };
    },
    fiscalMonthRange: (startYear, fiscalMonth) =>
      monthRange(fiscalMonthCalendarYear(startYear, fiscalMonth), fiscalMonthToBsMonth(fiscalMonth)),
    todayBs,
    currentFiscalYear: (now) => fiscalYearOf(todayBs(now)),
  };
}
