import { type Calendar, createCalendar, type MonthTable } from "@pragati/domain/calendar";
import type { LockKey } from "@pragati/domain/setup";
import { and, asc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  appSettings,
  calendarYears,
  fiscalYears,
  referenceVersion,
  seededFiscalYears,
} from "../../db/schema";
import { locks } from "../../db/schema/locks";

export const loadMonthTable = async (
  executor: Executor,
): Promise<MonthTable & { years: { year: number; months: number[]; confirmed: boolean }[] }> => {
  const [settings] = await executor
    .select({ year: appSettings.calendarAnchorYear, ad: appSettings.calendarAnchorAd })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  const years = await executor
    .select({
      year: calendarYears.bsYear,
      months: calendarYears.months,
      confirmed: sql<boolean>`${calendarYears.confirmedAt} IS NOT NULL`,
    })
    .from(calendarYears)
    .orderBy(asc(calendarYears.bsYear));
  if (!settings) throw new Error("The calendar is not seeded: app_settings is empty.");
  return { anchor: { bs_year: settings.year, ad: settings.ad }, years };
};

/** The server's calendar (admins correct its month lengths), as of the reference version. */
export const loadCalendar = async (executor: Executor): Promise<Calendar> =>
  (await loadReference(executor)).calendar;

export const listFiscalYears = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(fiscalYears),
      // Its BS dates fall in a year whose month lengths admin has not confirmed.
      provisional: sql<boolean>`EXISTS (SELECT 1 FROM ${calendarYears} c
        WHERE c.bs_year BETWEEN substr(${fiscalYears.startBs}, 1, 4)::int AND substr(${fiscalYears.endBs}, 1, 4)::int
          AND c.confirmed_at IS NULL)`,
    })
    .from(fiscalYears)
    .orderBy(asc(fiscalYears.startYear));

export type FiscalYearRow = Awaited<ReturnType<typeof listFiscalYears>>[number];

type AppSettingsRow = typeof appSettings.$inferSelect;

/** The rows behind the setup block, read together and kept while their version stands. */
export type Reference = {
  settings: AppSettingsRow | null;
  calendar: Calendar;
  fiscalYears: readonly FiscalYearRow[];
  /** The locks set for every office, by fiscal year. */
  globalLocks: ReadonlyMap<number, ReadonlySet<LockKey>>;
};

let kept: { version: string; reference: Reference } | null = null;

/**
 * The setup block's reference rows: read again only when `reference_version` has changed (every write
 * to them changes it, by trigger, in every API instance's view at once), otherwise one indexed read.
 * The version is read first, so the rows kept are never older than it; inside a transaction that wrote
 * them, the transaction's own version (a random value no other reader sees) keeps its own view.
 */
export const loadReference = async (executor: Executor): Promise<Reference> => {
  const [row] = await executor.select({ version: referenceVersion.version }).from(referenceVersion);
  if (row && kept?.version === row.version) return kept.reference;
  const [settings, monthTable, years, locked] = await Promise.all([
    findAppSettings(executor),
    loadMonthTable(executor),
    listFiscalYears(executor),
    executor
      .select({ fiscalYearId: locks.fiscalYearId, kind: locks.kind })
      .from(locks)
      .where(isNull(locks.officeId)),
  ]);
  const globalLocks = new Map<number, Set<LockKey>>();
  for (const lock of locked)
    globalLocks.set(
      lock.fiscalYearId,
      (globalLocks.get(lock.fiscalYearId) ?? new Set()).add(lock.kind as LockKey),
    );
  const reference: Reference = {
    settings: settings && Object.freeze(settings),
    calendar: createCalendar(monthTable),
    fiscalYears: Object.freeze(years.map((year) => Object.freeze(year))),
    globalLocks,
  };
  if (row) kept = { version: row.version, reference };
  return reference;
};

/** The one row of application settings, or null before the seed. */
export const findAppSettings = async (executor: Executor) =>
  (await executor.select().from(appSettings).where(eq(appSettings.id, 1)))[0] ?? null;

/**
 * Admin's "approved figures by default" alone: the dashboard and the reports read it on every request
 * that does not choose, and the whole setup block behind it is five statements.
 */
export const findApprovedOnlyDefault = async (executor: Executor) =>
  (
    await executor
      .select({ on: appSettings.approvedOnlyDefault })
      .from(appSettings)
      .where(eq(appSettings.id, 1))
  )[0]?.on ?? false;

export type FiscalYearValues = {
  startYear: number;
  title: string;
  titleNp: string;
  startBs: string;
  endBs: string;
  startAd: string;
  endAd: string;
};

/** The seed's years not added before (each start year once, `seeded_fiscal_years`). */
export const unseededStartYears = async (executor: Executor, startYears: number[]): Promise<number[]> => {
  const seeded = await executor.select({ startYear: seededFiscalYears.startYear }).from(seededFiscalYears);
  const done = new Set(seeded.map((row) => row.startYear));
  return startYears.filter((year) => !done.has(year));
};

/** Adds a seeded fiscal year (unless one with its start year exists) and records that the seed added it. */
export const insertSeededFiscalYear = async (executor: Executor, values: FiscalYearValues) => {
  await executor.insert(fiscalYears).values(values).onConflictDoNothing({ target: fiscalYears.startYear });
  await executor.insert(seededFiscalYears).values({ startYear: values.startYear }).onConflictDoNothing();
};

export const insertFiscalYear = async (
  executor: Executor,
  values: FiscalYearValues & { createdBy: number },
) => (await executor.insert(fiscalYears).values(values).returning())[0];

export const updateFiscalYearRow = (executor: Executor, id: number, values: Partial<FiscalYearValues>) =>
  executor
    .update(fiscalYears)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(fiscalYears.id, id));

export const deleteFiscalYearRow = (executor: Executor, id: number) =>
  executor.delete(fiscalYears).where(eq(fiscalYears.id, id));

/** Locks the row for an edit or delete, so two admins' changes do not pass each other. */
export const lockFiscalYear = async (executor: Executor, id: number) =>
  (await executor.select().from(fiscalYears).where(eq(fiscalYears.id, id)).for("update"))[0] ?? null;

export const findFiscalYearByStartYear = async (executor: Executor, startYear: number) =>
  (
    await executor
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(eq(fiscalYears.startYear, startYear))
  )[0] ?? null;

/** Marks a BS year's month table confirmed; false when it already was (or the year is not in the table). */
export const confirmCalendarYear = async (executor: Executor, bsYear: number): Promise<boolean> =>
  (
    await executor
      .update(calendarYears)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(calendarYears.bsYear, bsYear), isNull(calendarYears.confirmedAt)))
      .returning({ year: calendarYears.bsYear })
  ).length > 0;

export const setMonthLengths = (executor: Executor, bsYear: number, months: number[]) =>
  executor
    .update(calendarYears)
    .set({ months, updatedAt: sql`now()` })
    .where(eq(calendarYears.bsYear, bsYear));

export const findFiscalYearById = async (executor: Executor, id: number) =>
  (await executor.select().from(fiscalYears).where(eq(fiscalYears.id, id)))[0] ?? null;
