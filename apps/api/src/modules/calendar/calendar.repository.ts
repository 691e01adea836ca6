import { type Calendar, createCalendar, type MonthTable } from "@pragati/domain/calendar";
import { asc, eq, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { appSettings, calendarYears, fiscalYears } from "../../db/schema";

export const loadMonthTable = async (executor: Executor): Promise<MonthTable> => {
  const [settings] = await executor
    .select({ year: appSettings.calendarAnchorYear, ad: appSettings.calendarAnchorAd })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  const years = await executor
    .select({ year: calendarYears.bsYear, months: calendarYears.months })
    .from(calendarYears)
    .orderBy(asc(calendarYears.bsYear));
  if (!settings) throw new Error("The calendar is not seeded: app_settings is empty.");
  return { anchor: { bs_year: settings.year, ad: settings.ad }, years };
};

/** The server's calendar, read from the database table on every use (admins correct it). */
export const loadCalendar = async (executor: Executor): Promise<Calendar> =>
  createCalendar(await loadMonthTable(executor));

export const listFiscalYears = (executor: Executor) =>
  executor.select().from(fiscalYears).orderBy(asc(fiscalYears.startYear));

export type FiscalYearRow = Awaited<ReturnType<typeof listFiscalYears>>[number];

/** The one row of application settings, or null before the seed. */
export const findAppSettings = async (executor: Executor) =>
  (await executor.select().from(appSettings).where(eq(appSettings.id, 1)))[0] ?? null;

/** Inserts a fiscal year, or recomputes the dates of the stored one. */
export const upsertFiscalYear = (
  executor: Executor,
  values: PgInsertValue<typeof fiscalYears> & {
    startBs: string;
    endBs: string;
    startAd: string;
    endAd: string;
  },
) =>
  executor
    .insert(fiscalYears)
    .values(values)
    .onConflictDoUpdate({
      target: fiscalYears.startYear,
      set: { startBs: values.startBs, endBs: values.endBs, startAd: values.startAd, endAd: values.endAd },
    });

export const setMonthLengths = (executor: Executor, bsYear: number, months: number[]) =>
  executor
    .update(calendarYears)
    .set({ months, updatedAt: sql`now()` })
    .where(eq(calendarYears.bsYear, bsYear));

export const findFiscalYearById = async (executor: Executor, id: number) =>
  (await executor.select().from(fiscalYears).where(eq(fiscalYears.id, id)))[0] ?? null;
