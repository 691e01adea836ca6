export { isValidAd } from "./ad-date";
export type { BsDateRange, Calendar, FiscalYearRange } from "./calendar";
export { createCalendar, NEPAL_UTC_OFFSET_MINUTES } from "./calendar";
export type { FormatNumberOptions } from "./digits";
export {
  formatNumber,
  formatPercent,
  fromDevanagariDigits,
  localizeDigits,
  toDevanagariDigits,
} from "./digits";
export type { MonthInfo } from "./fiscal";
export {
  bsMonthToCalendarMonth,
  bsMonthToFiscalMonth,
  CALENDAR_MONTHS,
  calendarMonthToBsMonth,
  calendarMonthToFiscalMonth,
  defaultReportingMonth,
  FISCAL_MONTHS,
  FISCAL_YEAR_FIRST_BS_MONTH,
  fiscalMonthCalendarYear,
  fiscalMonthOf,
  fiscalMonthToBsMonth,
  fiscalMonthToCalendarMonth,
  fiscalStartYearOf,
  fiscalYearTitle,
} from "./fiscal";
export { bsDateText, formatBs, formatBsLong, isBsShape, parseBs, toBsString, tryParseBs } from "./format";
export type { MonthTable } from "./month-table";
export { libraryMonthTable } from "./month-table";
export {
  FISCAL_MONTH_NAMES_EN,
  FISCAL_MONTH_NAMES_NP,
  fiscalMonthName,
  fiscalMonthNames,
  MONTH_NAMES_EN,
  MONTH_NAMES_NP,
  monthName,
  monthNames,
} from "./months";
export type { BsDate, Locale } from "./types";
