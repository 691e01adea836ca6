import {
  type Calendar,
  createCalendar,
  defaultReportingMonth,
  fiscalYearTitle,
  fromDevanagariDigits,
  parseBs,
  toBsString,
  toDevanagariDigits,
} from "@pragati/domain/calendar";
import { chosenFiscalYearId, type TFiscalYearBody, type TSetupBlock } from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { now } from "../../lib/clock";
import { isForeignKeyViolation } from "../../lib/db-errors";
import { conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import {
  confirmCalendarYear,
  deleteFiscalYearRow,
  type FiscalYearRow,
  type FiscalYearValues,
  findFiscalYearByStartYear,
  insertFiscalYear,
  insertSeededFiscalYear,
  listFiscalYears,
  loadCalendar,
  loadMonthTable,
  loadReference,
  lockFiscalYear,
  setMonthLengths,
  unseededStartYears,
  updateFiscalYearRow,
} from "./calendar.repository";

/** Today in Nepal (BS) with its AD date: overdue is computed against it, never stored. */
export const todayOf = (calendar: Calendar) => {
  const today = toBsString(calendar.todayBs(now()));
  return { today, todayAd: calendar.bsToAd(today) };
};

/** Today's AD date in Nepal, from the stored calendar (the day overdue counts from). */
export const todayAdOf = async (executor: Executor) => todayOf(await loadCalendar(executor)).todayAd;

/** The fiscal years the reference seed adds, each once (PRODUCT.md section 2); admin adds the others. */
export const FISCAL_YEAR_RANGE = { first: 2078, last: 2085 } as const;

const valuesFromTable = (calendar: Calendar, startYear: number): FiscalYearValues => {
  const range = calendar.fiscalYearRange(startYear);
  return {
    startYear,
    title: fiscalYearTitle(startYear, "en"),
    titleNp: fiscalYearTitle(startYear, "np"),
    startBs: range.start_from,
    endBs: range.end_at,
    startAd: range.start_from_ad,
    endAd: range.end_at_ad,
  };
};

/** Adds the seed's fiscal years it has not added before; a year admin removed stays removed. */
export const seedFiscalYears = async (executor: Executor, calendar: Calendar): Promise<void> => {
  const years = Array.from(
    { length: FISCAL_YEAR_RANGE.last - FISCAL_YEAR_RANGE.first + 1 },
    (_, i) => FISCAL_YEAR_RANGE.first + i,
  );
  for (const startYear of await unseededStartYears(executor, years))
    await insertSeededFiscalYear(executor, valuesFromTable(calendar, startYear));
};

/**
 * After a month-table correction: each fiscal year keeps its BS dates, except that a date on the last day
 * of its month stays on the last day (Ashadh 31 becomes Ashadh 32 when a day moves there), and its AD
 * dates are computed again.
 */
const followCorrectedTable = async (executor: Executor, before: Calendar, after: Calendar) => {
  const moved = (bs: string) => {
    const date = parseBs(bs);
    const length = after.monthLength(date.year, date.month);
    const wasLast = date.day === before.monthLength(date.year, date.month);
    return toBsString({ ...date, day: wasLast ? length : Math.min(date.day, length) });
  };
  for (const row of await listFiscalYears(executor)) {
    const startBs = moved(row.startBs);
    const endBs = moved(row.endBs);
    await updateFiscalYearRow(executor, row.id, {
      startBs,
      endBs,
      startAd: after.bsToAd(startBs),
      endAd: after.bsToAd(endBs),
    });
  }
};

/** The fiscal year containing today, unless an admin set another as current. */
export const currentFiscalYear = (
  rows: readonly FiscalYearRow[],
  calendar: Calendar,
  overrideId: number | null,
  at: Date,
): FiscalYearRow | null => {
  const override = overrideId == null ? undefined : rows.find((row) => row.id === overrideId);
  return override ?? containing(rows, toBsString(calendar.todayBs(at)));
};

/** The fiscal year whose BS range holds the date (`YYYY-MM-DD` compares as text). */
const containing = <Row extends { startBs: string; endBs: string }>(rows: readonly Row[], today: string) =>
  rows.find((row) => row.startBs <= today && today <= row.endBs) ?? null;

export const fiscalYearsWithCurrent = async (executor: Executor, at = now()) => {
  const { fiscalYears: rows, calendar, settings } = await loadReference(executor);
  return { rows, current: currentFiscalYear(rows, calendar, settings?.currentFiscalYearId ?? null, at) };
};

/** The setup block (SPEC.md section 7) as of `at` (the clock's now). */
export const buildSetupBlock = async (executor: Executor, at = now()): Promise<TSetupBlock> => {
  const { settings: s, calendar, fiscalYears: rows, globalLocks } = await loadReference(executor);
  if (!s) throw new Error("app_settings is not seeded");
  const today = calendar.todayBs(at);
  const byDate = containing(rows, toBsString(today));
  // Admin's months win; otherwise offices report the month just ended.
  const justEnded = defaultReportingMonth(today);
  const currentId = (s.currentFiscalYearId ?? byDate?.id) || null;
  // The global locks of the current fiscal year; each year has its own (locks module).
  const locked: ReadonlySet<string> =
    (currentId == null ? undefined : globalLocks.get(currentId)) ?? new Set();
  return {
    lock_status: {
      action_plan_lock: locked.has("action_plan_lock"),
      ayojana_lock: locked.has("ayojana_lock"),
      profile_lock: locked.has("profile_lock"),
      indicator_lock: locked.has("indicator_lock"),
      contract_lock: locked.has("contract_lock"),
    },
    current_fiscal_year_id_by_current_date: currentId,
    current_pragati_reporting_month: s.pragatiReportingMonth ?? justEnded,
    current_suchak_reporting_month: s.suchakReportingMonth ?? justEnded,
    active_suchak_reporting_period: s.activeSuchakMonths.length > 0 ? s.activeSuchakMonths : [justEnded],
    current_ayojana_reporting_month: s.ayojanaReportingMonth ?? justEnded,
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
    treasury_gap_percent: s.treasuryGapPercent,
    indicator_on_track_band: s.indicatorOnTrackBand,
    approved_only_default: s.approvedOnlyDefault,
    quality_gap_percent: s.qualityGapPercent,
    evidence_for_decisions: s.evidenceForDecisions,
    evidence_for_action_points: s.evidenceForActionPoints,
    evidence_for_milestones: s.evidenceForMilestones,
    evidence_for_project_jump: s.evidenceForProjectJump,
    project_jump_threshold: s.projectJumpThreshold,
  };
};

/**
 * The one fiscal-year default: the year a request chose (`fiscal_year_id`: an id, or `null`, empty or
 * absent), else the current one by today's date (the setup block's); null when there is none.
 */
export const chosenOrCurrentFiscalYearId = async (
  executor: Executor,
  asked: number | string | null | undefined,
  /** The setup block when the caller has it already. */
  setup?: TSetupBlock,
): Promise<number | null> =>
  chosenFiscalYearId(asked) ??
  (setup ?? (await buildSetupBlock(executor))).current_fiscal_year_id_by_current_date;

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
  await setMonthLengths(executor, input.year, input.months);
  await followCorrectedTable(executor, createCalendar(table), createCalendar(corrected));
  return { before: existing.months, after: input.months };
};

const fiscalYearName = (startYear: number) => ({
  en: fiscalYearTitle(startYear, "en"),
  np: fiscalYearTitle(startYear, "np"),
});

const FISCAL_YEAR_NOT_FOUND = { en: "Fiscal year", np: "आर्थिक वर्ष" };

/**
 * Checks a fiscal year admin adds or edits: both dates real BS dates of the month table, the start before
 * the end, both in one fiscal year's span (1 Shrawan to the end of Ashadh), no other fiscal year with
 * that start year, and an edited year keeps its start year (its records belong to it).
 */
const checkedValues = async (
  executor: Executor,
  body: TFiscalYearBody,
  current: { id: number; startYear: number } | null,
): Promise<FiscalYearValues> => {
  const calendar = await loadCalendar(executor);
  const errors = new FieldErrorCollector();
  const date = (field: "start_from" | "end_at") => {
    const value = fromDevanagariDigits(body[field]);
    if (calendar.isValidBs(value)) return toBsString(value);
    errors.add(field, {
      en: "Enter a BS date of the calendar as YYYY-MM-DD.",
      np: "पात्रोको वि.सं. मिति YYYY-MM-DD ढाँचामा लेख्नुहोस्।",
    });
    return null;
  };
  const startBs = date("start_from");
  const endBs = date("end_at");
  errors.throwIfAny();
  const startYear = calendar.fiscalYearOf(startBs!);
  const name = fiscalYearName(startYear);
  if (endBs! <= startBs!)
    errors.add("end_at", { en: "The end must be after the start.", np: "अन्त्य मिति सुरु मितिपछि हुनुपर्छ।" });
  else if (calendar.fiscalYearOf(endBs!) !== startYear)
    errors.add("end_at", {
      en: `The end must fall in the fiscal year of the start (${name.en}: 1 Shrawan to the end of Ashadh).`,
      np: `अन्त्य मिति सुरु मितिकै आर्थिक वर्ष (${name.np}: साउन १ देखि असार मसान्तसम्म) भित्र पर्नुपर्छ।`,
    });
  if (current && current.startYear !== startYear)
    errors.add("start_from", {
      en: `The start stays in fiscal year ${fiscalYearName(current.startYear).en}; add another fiscal year instead.`,
      np: `सुरु मिति आर्थिक वर्ष ${fiscalYearName(current.startYear).np} भित्रै रहनुपर्छ; अर्को आर्थिक वर्ष थप्नुहोस्।`,
    });
  else {
    const other = await findFiscalYearByStartYear(executor, startYear);
    if (other && other.id !== current?.id)
      errors.add("start_from", {
        en: `Fiscal year ${name.en} already exists.`,
        np: `आर्थिक वर्ष ${name.np} पहिल्यै छ।`,
      });
  }
  errors.throwIfAny();
  return {
    startYear,
    title: body.title,
    titleNp: body.title_np,
    startBs: startBs!,
    endBs: endBs!,
    startAd: calendar.bsToAd(startBs!),
    endAd: calendar.bsToAd(endBs!),
  };
};

/** Adds a fiscal year (admin), e.g. the next one ahead of Shrawan. */
export const addFiscalYear = async (executor: Executor, body: TFiscalYearBody, userId: number) =>
  insertFiscalYear(executor, { ...(await checkedValues(executor, body, null)), createdBy: userId });

/** Edits a fiscal year's titles and dates; answers the row before and after. */
export const editFiscalYear = async (executor: Executor, id: number, body: TFiscalYearBody) => {
  const before = await orNotFound(lockFiscalYear(executor, id), FISCAL_YEAR_NOT_FOUND);
  const values = await checkedValues(executor, body, before);
  await updateFiscalYearRow(executor, id, values);
  return { before, after: values };
};

/**
 * Removes a fiscal year nothing refers to. Every table that holds a fiscal year (plans, progress,
 * projects, budgets, locks, presets, the chosen current year) restricts its foreign key, so a year in use
 * is refused with 409 without this code naming them.
 */
export const removeFiscalYear = async (executor: Executor, id: number) => {
  const row = await orNotFound(lockFiscalYear(executor, id), FISCAL_YEAR_NOT_FOUND);
  try {
    await deleteFiscalYearRow(executor, id);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw conflict({
      en: `Fiscal year ${row.title} is in use (plans, progress, projects, budgets, locks or settings refer to it) and cannot be removed.`,
      np: `आर्थिक वर्ष ${row.titleNp} प्रयोगमा छ (योजना, प्रगति, आयोजना, बजेट, लक वा सेटिङले यसलाई जनाउँछन्), त्यसैले हटाउन मिल्दैन।`,
    });
  }
  return row;
};

/** Confirms a BS year's month lengths against the published calendar (admin): its dates stop being provisional. */
export const confirmMonthLengths = async (executor: Executor, year: number) => {
  const table = await loadMonthTable(executor);
  await orNotFound(
    table.years.find((y) => y.year === year),
    { en: `BS year ${year}`, np: `वि.सं. ${toDevanagariDigits(year)}` },
  );
  if (!(await confirmCalendarYear(executor, year)))
    throw conflict({
      en: `The month lengths of ${year} BS are already confirmed.`,
      np: `वि.सं. ${toDevanagariDigits(year)} का महिनाका दिन पहिल्यै पुष्टि भइसकेका छन्।`,
    });
};
