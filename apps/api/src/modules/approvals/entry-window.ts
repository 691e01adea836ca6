import type { Calendar } from "@pragati/domain/calendar";
import type { ApprovalStream, TSetupBlock } from "@pragati/domain/contract";

/** Each stream's reporting months and the end of its entry window in the setup (null: not set). */
const STREAM_WINDOWS: Record<
  ApprovalStream,
  (setup: TSetupBlock) => { months: number[]; to: string | null }
> = {
  pragati: (s) => ({ months: [s.current_pragati_reporting_month], to: s.pragati_add_to }),
  project: (s) => ({ months: [s.current_ayojana_reporting_month], to: s.ayojana_reporting_period.to }),
  contract: (s) => ({ months: [s.current_ayojana_reporting_month], to: s.ayojana_reporting_period.to }),
  indicator: (s) => ({ months: s.active_suchak_reporting_period, to: s.suchak_reporting_period.to }),
};

/** The last day (BS) of the month after a fiscal month: when a month's entry window closes by default. */
export const monthAfterEnd = (calendar: Calendar, startYear: number, month: number) =>
  month === 11
    ? calendar.fiscalMonthRange(startYear + 1, 0).end
    : calendar.fiscalMonthRange(startYear, month + 1).end;

/**
 * The close of a month's entry window (BS `YYYY-MM-DD`): the last day of the stream's window in the
 * setup while the month is the stream's reporting month of the current fiscal year and the window's
 * end is set; otherwise the last day of the month after it (offices report Kartik in Mangsir).
 */
export const entryWindowClose = (
  calendar: Calendar,
  setup: TSetupBlock,
  key: { stream: ApprovalStream; fiscalYearId: number; startYear: number; month: number },
) => {
  const window = STREAM_WINDOWS[key.stream](setup);
  if (
    window.to !== null &&
    key.fiscalYearId === setup.current_fiscal_year_id_by_current_date &&
    window.months.includes(key.month)
  )
    return window.to;
  return monthAfterEnd(calendar, key.startYear, key.month);
};
