import { fromDevanagariDigits, localizeDigits } from "./digits";
import { monthName } from "./months";
import type { BsDate, Locale } from "./types";

const BS_PATTERN = /^(\d{4})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{1,2})$/;

/**
 * Parses 'YYYY-MM-DD', 'YYYY/MM/DD' or 'YYYY.MM.DD' in ASCII or Devanagari digits.
 * Checks only the shape (month 1..12, day 1..32); use a calendar's isValidBs for real month lengths.
 */
export function parseBs(str: string): BsDate {
  const parsed = tryParseBs(str);
  if (!parsed) throw new RangeError(`Invalid BS date: "${str}" (expected YYYY-MM-DD)`);
  return parsed;
}

/** Like parseBs but returns null instead of throwing. */
export function tryParseBs(str: string): BsDate | null {
  if (typeof str !== "string") return null;
  const match = BS_PATTERN.exec(fromDevanagariDigits(str.trim()));
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  return isBsShape(date) ? date : null;
}

/** Month 1..12 and day 1..32 with integer parts; no month-length check. */
export function isBsShape(bs: BsDate): boolean {
  return (
    Number.isInteger(bs.year) &&
    Number.isInteger(bs.month) &&
    Number.isInteger(bs.day) &&
    bs.year >= 1000 &&
    bs.year <= 9999 &&
    bs.month >= 1 &&
    bs.month <= 12 &&
    bs.day >= 1 &&
    bs.day <= 32
  );
}

function toDate(bs: BsDate | string): BsDate {
  if (typeof bs === "string") return parseBs(bs);
  if (!isBsShape(bs)) throw new RangeError(`Invalid BS date: ${JSON.stringify(bs)}`);
  return bs;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** Canonical storage form 'YYYY-MM-DD' (ASCII digits). */
export function toBsString(bs: BsDate | string): string {
  const d = toDate(bs);
  return `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** '२०८२/०४/०१' in np, '2082-04-01' in en. */
export function formatBs(bs: BsDate | string, locale: Locale): string {
  const d = toDate(bs);
  return locale === "np" ? localizeDigits(`${d.year}/${pad2(d.month)}/${pad2(d.day)}`, "np") : toBsString(d);
}

/**
 * A BS date inside a sentence: `२०८२/०४/०१` in np, `2082-04-01` in en; any other text (a missing date's
 * "…") keeps its words with the locale's digits.
 */
export function bsDateText(value: string, locale: Locale): string {
  return tryParseBs(value) ? formatBs(value, locale) : localizeDigits(value, locale);
}

/** '१ साउन २०८२' in np, '1 Shrawan 2082' in en. */
export function formatBsLong(bs: BsDate | string, locale: Locale): string {
  const d = toDate(bs);
  return `${localizeDigits(d.day, locale)} ${monthName(d.month, locale)} ${localizeDigits(d.year, locale)}`;
}
