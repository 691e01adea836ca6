import {
  type FormatNumberOptions,
  fiscalMonthName,
  fiscalYearTitle,
  formatBs,
  formatNumber,
  formatPercent,
  type Locale,
  localizeDigits,
  tryParseBs,
} from "@pragati/domain/calendar";
import { useMemo } from "react";
import { useUiStore } from "../app/stores/ui-store";

export type Formatter = {
  locale: Locale;
  /** 12,34,567.5 / १२,३४,५६७.५ */
  number: (value: number | null | undefined, opts?: FormatNumberOptions) => string;
  /** 45.5% / ४५.५% (value already in percent units). */
  percent: (value: number | null | undefined, opts?: FormatNumberOptions) => string;
  /** Any text with its digits in the locale's script (codes, ids, counts). */
  digits: (value: string | number) => string;
  /** BS date 'YYYY-MM-DD' -> 2082-04-01 / २०८२/०४/०१; unparseable input is returned as it came. */
  bsDate: (value: string | null | undefined) => string;
  /** Fiscal year from its start BS year: 2082/83 / २०८२/८३. */
  fiscalYear: (startYear: number) => string;
  /** Fiscal month 0 (Shrawan) .. 11 (Ashadh). */
  fiscalMonth: (id: number) => string;
};

const EMPTY = "-";

/** Every number and date shown to a user goes through here (DESIGN.md, Web conventions). */
export const createFormatter = (locale: Locale): Formatter => ({
  locale,
  number: (value, opts) =>
    value === null || value === undefined ? EMPTY : formatNumber(value, locale, opts),
  percent: (value, opts) =>
    value === null || value === undefined ? EMPTY : formatPercent(value, locale, opts),
  digits: (value) => localizeDigits(value, locale),
  bsDate: (value) => {
    if (!value) return EMPTY;
    return tryParseBs(value) ? formatBs(value, locale) : value;
  },
  fiscalYear: (startYear) => fiscalYearTitle(startYear, locale),
  fiscalMonth: (id) => fiscalMonthName(id, locale),
});

/** The formatter for the current language; re-renders on a language switch. */
export const useFormat = (): Formatter => {
  const locale = useUiStore((s) => s.locale);
  return useMemo(() => createFormatter(locale), [locale]);
};
