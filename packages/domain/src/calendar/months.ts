import type { Locale } from "./types";

/** Month names in calendar order, index 0 = Baishakh .. 11 = Chaitra. */
export const MONTH_NAMES_NP = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुष",
  "माघ",
  "फागुन",
  "चैत",
] as const;

export const MONTH_NAMES_EN = [
  "Baishakh",
  "Jestha",
  "Ashadh",
  "Shrawan",
  "Bhadra",
  "Ashwin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
] as const;

// Fiscal order starts at Shrawan (calendar index 3).
const rotateToFiscal = <T>(names: readonly T[]): readonly T[] => [...names.slice(3), ...names.slice(0, 3)];

/** Month names in fiscal order, index 0 = Shrawan .. 11 = Ashadh. */
export const FISCAL_MONTH_NAMES_NP: readonly string[] = rotateToFiscal(MONTH_NAMES_NP);
export const FISCAL_MONTH_NAMES_EN: readonly string[] = rotateToFiscal(MONTH_NAMES_EN);

/** Calendar-order month names for a locale (Baishakh first). */
export function monthNames(locale: Locale): readonly string[] {
  return locale === "np" ? MONTH_NAMES_NP : MONTH_NAMES_EN;
}

/** Fiscal-order month names for a locale (Shrawan first). */
export function fiscalMonthNames(locale: Locale): readonly string[] {
  return locale === "np" ? FISCAL_MONTH_NAMES_NP : FISCAL_MONTH_NAMES_EN;
}

/** Name of a BS month 1 (Baishakh) .. 12 (Chaitra). */
export function monthName(bsMonth: number, locale: Locale): string {
  const name = monthNames(locale)[bsMonth - 1];
  if (!Number.isInteger(bsMonth) || name === undefined)
    throw new RangeError(`BS month must be 1..12, got ${bsMonth}`);
  return name;
}

/** Name of a fiscal month 0 (Shrawan) .. 11 (Ashadh). */
export function fiscalMonthName(fiscalMonth: number, locale: Locale): string {
  const name = fiscalMonthNames(locale)[fiscalMonth];
  if (!Number.isInteger(fiscalMonth) || name === undefined)
    throw new RangeError(`Fiscal month must be 0..11, got ${fiscalMonth}`);
  return name;
}
