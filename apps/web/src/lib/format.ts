import {
  type Calendar,
  type FormatNumberOptions,
  fiscalMonthName,
  fiscalYearTitle,
  formatBs,
  formatNumber,
  formatPercent,
  type Locale,
  localizeDigits,
  NEPAL_UTC_OFFSET_MINUTES,
  tryParseBs,
} from "@pragati/domain/calendar";
import { useMemo } from "react";
import { useUiStore } from "../state/ui-store";
import { useCalendar } from "./calendar";

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
  /**
   * An ISO instant as BS date and time in Nepal time, whatever the browser's zone: `२०८२/०८/०५ १४:३०`
   * / `2082-08-05 14:30`. Before the calendar has loaded (or outside its years) the AD date is shown.
   */
  dateTime: (iso: string | null | undefined) => string;
  /** The name in the current language, falling back to the other one: `name(row.name, row.name_np)`. */
  name: (en: string | null | undefined, np: string | null | undefined) => string;
  /** Fiscal year from its start BS year: 2082/83 / २०८२/८३. */
  fiscalYear: (startYear: number) => string;
  /** Fiscal month 0 (Shrawan) .. 11 (Ashadh). */
  fiscalMonth: (id: number) => string;
};

const EMPTY = "-";
const pad2 = (n: number): string => String(n).padStart(2, "0");

const bsDateTime = (iso: string, calendar: Calendar | null, locale: Locale): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  // Shifted so the UTC fields read as the wall clock in Nepal.
  const nepal = new Date(ms + NEPAL_UTC_OFFSET_MINUTES * 60_000);
  const time = `${pad2(nepal.getUTCHours())}:${pad2(nepal.getUTCMinutes())}`;
  const adDate = nepal.toISOString().slice(0, 10);
  let date = adDate;
  if (calendar && adDate >= calendar.firstAd && adDate <= calendar.lastAd)
    date = formatBs(calendar.adToBs(adDate), locale);
  return localizeDigits(`${date} ${time}`, locale);
};

/** Every number and date shown to a user goes through here (DESIGN.md, Web conventions). */
const createFormatter = (locale: Locale, calendar: Calendar | null = null): Formatter => ({
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
  dateTime: (iso) => (iso ? bsDateTime(iso, calendar, locale) : EMPTY),
  name: (en, np) => (locale === "np" ? np || en : en || np) || EMPTY,
  fiscalYear: (startYear) => fiscalYearTitle(startYear, locale),
  fiscalMonth: (id) => fiscalMonthName(id, locale),
});

/** The formatter for the current language; re-renders on a language switch. */
export const useFormat = (): Formatter => {
  const locale = useUiStore((s) => s.locale);
  const calendar = useCalendar();
  return useMemo(() => createFormatter(locale, calendar), [locale, calendar]);
};
