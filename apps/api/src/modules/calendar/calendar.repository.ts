import { type Calendar, createCalendar, type MonthTable } from "@pragati/domain/calendar";
import { asc, eq } from "drizzle-orm";
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
