import { fromDevanagariDigits, toDevanagariDigits } from "../calendar/digits";
import type { TreasuryUnit } from "./numbers";

/** What one cell of a file's title band states: the unit of its amounts and its budget year's start. */
export type TreasuryTitle = { unit: TreasuryUnit | null; startYear: number | null };

/**
 * Spellings of each unit once folded (see `fold`): spaces, dots and quotes dropped, so "Rs. in '000" is
 * "rsin000". Thousands and lakh are tried before rupees, since "हजार रुपैयाँमा" and "in Rs '000" also
 * name the rupee.
 */
const UNIT_PATTERNS: readonly [TreasuryUnit, RegExp][] = [
  [
    "thousands",
    /हजारमा|हजाररु|\(हजार\)|inthousand|rsthousand|\(thousands?\)|(?:rs|रु|in|npr)000(?!\d)|\(000\)/,
  ],
  ["lakh", /लाखमा|लाखरु|\(लाख\)|inlakh|inlac|rslakh|rslac|\(lakhs?\)|\(lacs?\)/],
  ["rupees", /रुपैयामा|रुपियामा|\(रुपैया\)|\(रु\)|inrupee|\(rs\)|\(npr\)|inrs(?![a-z\d])|innpr(?![a-z\d])/],
];

/** Latin digits, lower case, ी/ि and ू/ु folded, chandrabindu and anusvara, spaces, dots and quotes dropped. */
const fold = (text: string) =>
  fromDevanagariDigits(text.normalize("NFC"))
    .toLowerCase()
    .replace(/ी/g, "ि")
    .replace(/ू/g, "ु")
    .replace(/[ँं\s.'"‘’`]/g, "");

/**
 * A budget year as the title writes it (2082/83, 2082/083, 2082-83, 2082/2083): a BS start year whose
 * second part is the next year. A date (2082/08/15) is not one: its second part is not the next year and
 * a third part follows.
 */
const YEAR = /(?<!\d)(20[5-9]\d|21\d\d)\s*[/\-–]\s*(\d{2,4})(?![\d/\-–])/g;

const startYearOf = (text: string): number | null => {
  for (const match of fromDevanagariDigits(text).matchAll(YEAR)) {
    const start = Number(match[1]);
    const second = match[2] ?? "";
    if (Number(second) === (start + 1) % 10 ** second.length) return start;
  }
  return null;
};

/**
 * Reads what a title cell states: the unit («रु. हजारमा», «लाखमा», «रुपैयाँमा», "in thousands",
 * "Rs. in lakh", "Rs '000", "(रु.)") and the budget year («आ.व. २०८२/८३», "FY 2082/83", "2082/083"), in
 * either script; each is null when the cell does not state it.
 */
export const recogniseTreasuryTitle = (text: string): TreasuryTitle => {
  const folded = fold(text);
  const unit = UNIT_PATTERNS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  return { unit, startYear: startYearOf(text) };
};

/** A budget year's title from its start year: 2082/83, in Devanagari for Nepali. */
export const budgetYearTitle = (startYear: number) => {
  const en = `${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`;
  return { en, np: toDevanagariDigits(en) };
};

/** A unit's name in both languages, as messages use it. */
export const TREASURY_UNIT_NAMES: Record<TreasuryUnit, { en: string; np: string }> = {
  rupees: { en: "rupees", np: "रुपैयाँ" },
  thousands: { en: "thousands", np: "हजार" },
  lakh: { en: "lakh", np: "लाख" },
};
