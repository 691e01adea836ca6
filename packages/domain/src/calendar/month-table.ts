/// <reference path="./vendor-modules.d.ts" />
import { adToBs, bsToAd } from "@sbmdkl/nepali-date-converter";

/** Month lengths per BS year plus one fixed point tying the table to AD (matches ZMonthTable). */
export type MonthTable = {
  /** `ad` is the AD date (YYYY-MM-DD) of BS `bs_year`-01-01. */
  anchor: { bs_year: number; ad: string };
  /** `months` holds 12 lengths, Baishakh..Chaitra. */
  years: { year: number; months: number[] }[];
};

function libraryAccepts(bs: string): boolean {
  try {
    bsToAd(bs);
    return true;
  } catch {
    return false;
  }
}

// Reads the library's own month length: the largest day it accepts.
function libraryMonthLength(year: number, month: number): number {
  for (let day = 32; day >= 29; day--) {
    if (libraryAccepts(`${year}-${month}-${day}`)) return day;
  }
  throw new RangeError(`@sbmdkl/nepali-date-converter has no length for BS ${year}-${month}`);
}

// The library's bsToAd formats in host local time (can be a day early west of UTC);
// its adToBs is UTC-based, so it confirms or corrects the anchor.
function libraryAnchorAd(bsYear: number): string {
  const guess = bsToAd(`${bsYear}-01-01`);
  const guessDay = Date.parse(`${guess}T00:00:00Z`);
  for (const offset of [0, 1, -1]) {
    const candidate = new Date(guessDay + offset * 86_400_000).toISOString().slice(0, 10);
    try {
      if (adToBs(candidate) === `${bsYear}-01-01`) return candidate;
    } catch {
      // Outside adToBs's range (before 1921-04-13 or after AD 2040).
    }
  }
  return guess;
}

/**
 * Month table derived from @sbmdkl/nepali-date-converter, used to seed the database.
 * The range is clamped to the years the library supports (BS 1978..2099 in v2.0.5).
 */
export function libraryMonthTable(fromYear = 2000, toYear = 2099): MonthTable {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || fromYear > toYear)
    throw new RangeError(`Invalid BS year range ${fromYear}..${toYear}`);
  const years: MonthTable["years"] = [];
  for (let year = fromYear; year <= toYear; year++) {
    if (!libraryAccepts(`${year}-01-01`)) {
      if (years.length > 0) break; // past the library's last year
      continue; // before the library's first year
    }
    const months = Array.from({ length: 12 }, (_, i) => libraryMonthLength(year, i + 1));
    years.push({ year, months });
  }
  const first = years[0];
  if (!first)
    throw new RangeError(`@sbmdkl/nepali-date-converter supports no BS year in ${fromYear}..${toYear}`);
  return { anchor: { bs_year: first.year, ad: libraryAnchorAd(first.year) }, years };
}
