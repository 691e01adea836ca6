import {
  type Calendar,
  createCalendar,
  fiscalMonthOf,
  fiscalYearTitle,
  toBsString,
  toDevanagariDigits,
} from "@pragati/domain/calendar";
import type { TSetupBlock } from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { now } from "../../lib/clock";
import { FieldErrorCollector, orNotFound } from "../../lib/errors";
import { lockedKinds } from "../locks/locks.repository";
import {
  type FiscalYearRow,
  findAppSettings,
  listFiscalYears,
  loadCalendar,
  loadMonthTable,
  setMonthLengths,
  upsertFiscalYear,
} from "./calendar.repository";

/** The fiscal years the product offers (PRODUCT.md section 2). */
export const FISCAL_YEAR_RANGE = { first: 2078, last: 2085 } as const;

/** Inserts missing fiscal years and recomputes every row's dates from the calendar table. */
export const syncFiscalYears = async (executor: Executor, calendar: Calendar): Promise<void> => {
  for (let year = FISCAL_YEAR_RANGE.first; year <= FISCAL_YEAR_RANGE.last; year++) {
    const range = calendar.fiscalYearRange(year);
    const values = {
      startYear: year,
      title: fiscalYearTitle(year, "en"),
      titleNp: fiscalYearTitle(year, "np"),
      startBs: range.start_from,
      endBs: range.end_at,
      startAd: range.start_from_ad,
      endAd: range.end_at_ad,
    };
    await upsertFiscalYear(executor, values);
  }
};

/** The fiscal year containing today, unless an admin set another as current. */
export const currentFiscalYear = (
  rows: readonly FiscalYearRow[],
  calendar: Calendar,
  overrideId: number | null,
  now: Date,
): FiscalYearRow | null => {
  const override = overrideId == null ? undefined : rows.find((row) => row.id === overrideId);
  if (override) return override;
  const year = calendar.currentFiscalYear(now);
  return rows.find((row) => row.startYear === year) ?? null;
};

export const fiscalYearsWithCurrent = async (executor: Executor, at = now()) => {
  const [rows, calendar, settings] = await Promise.all([
    listFiscalYears(executor),
    loadCalendar(executor),
    findAppSettings(executor),
  ]);
  return { rows, current: currentFiscalYear(rows, calendar, settings?.currentFiscalYearId ?? null, at) };
};

/** The setup block (SPEC.md section 7) as of `at` (the clock's now). */
export const buildSetupBlock = async (executor: Executor, at = now()): Promise<TSetupBlock> => {
  const [s, calendar, rows] = await Promise.all([
    findAppSettings(executor),
    loadCalendar(executor),
    listFiscalYears(executor),
  ]);
  if (!s) throw new Error("app_settings is not seeded");
  const today = calendar.todayBs(at);
  const byDate = rows.find((row) => row.startYear === calendar.currentFiscalYear(at)) ?? null;
  const thisMonth = fiscalMonthOf(today);
  const currentId = (s.currentFiscalYearId ?? byDate?.id) || null;
  // The global locks of the current fiscal year; each year has its own (locks module).
  const locked = currentId == null ? new Set<string>() : await lockedKinds(executor, currentId, null);
  return {
    lock_status: {
      action_plan_lock: locked.has("action_plan_lock"),
      ayojana_lock: locked.has("ayojana_lock"),
      profile_lock: locked.has("profile_lock"),
      indicator_lock: locked.has("indicator_lock"),
      contract_lock: locked.has("contract_lock"),
    },
    current_fiscal_year_id_by_current_date: currentId,
    current_pragati_reporting_month: s.pragatiReportingMonth ?? thisMonth,
    current_suchak_reporting_month: s.suchakReportingMonth ?? thisMonth,
    active_suchak_reporting_period: s.activeSuchakMonths.length > 0 ? s.activeSuchakMonths : [thisMonth],
    current_ayojana_reporting_month: s.ayojanaReportingMonth ?? thisMonth,
    pragati_reporting_period: { from: s.pragatiAddFrom, to: s.pragatiAddTo },
    suchak_reporting_period: { from: s.suchakPeriodFrom, to: s.suchakPeriodTo },
    ayojana_reporting_period: { from: s.ayojanaPeriodFrom, to: s.ayojanaPeriodTo },
    pragati_notification: s.pragatiNotification,
    comment_notification: s.commentNotification,
    rating_notification: s.ratingNotification,
    current_date: toBsString(today),
    pragati_add_from: s.pragatiAddFrom,
    pragati_add_to: s.pragatiAddTo,
    pragati_edit_from: s.pragatiEditFrom,
    pragati_edit_to: s.pragatiEditTo,
    helper_limit: s.helperLimit,
    contract_lock: locked.has("contract_lock"),
    reason_limit: s.reasonLimit,
    description_limit: s.descriptionLimit,
    allow_adoption: s.allowAdoption,
  };
};

/**
 * Corrects the 12 month lengths of one BS year. The new table must still be a valid calendar, and
 * every fiscal year's dates are recomputed from it in the same transaction.
 */
export const updateMonthLengths = async (
  executor: Executor,
  input: { year: number; months: number[]; userId: number },
): Promise<{ before: number[]; after: number[] }> => {
  const table = await loadMonthTable(executor);
  const existing = await orNotFound(
    table.years.find((y) => y.year === input.year),
    { en: `BS year ${input.year}`, np: `वि.सं. ${toDevanagariDigits(input.year)}` },
  );
  const errors = new FieldErrorCollector();
  const total = input.months.reduce((sum, n) => sum + n, 0);
  if (total < 365 || total > 366)
    errors.add("months", {
      en: `A BS year has 365 or 366 days; these months add up to ${total}.`,
      np: `वि.सं. वर्षमा ३६५ वा ३६६ दिन हुन्छन्; यी महिनाको जम्मा ${toDevanagariDigits(total)} हुन्छ।`,
    });
  errors.throwIfAny();
  const corrected = {
    ...table,
    years: table.years.map((y) => (y.year === input.year ? { year: y.year, months: input.months } : y)),
  };
  const calendar = createCalendar(corrected);
  await setMonthLengths(executor, input.year, input.months);
  await syncFiscalYears(executor, calendar);
  return { before: existing.months, after: input.months };
};
