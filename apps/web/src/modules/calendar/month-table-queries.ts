import type { TFiscalYear, TFiscalYearBody } from "@pragati/domain/contract";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";

type MonthLengthUpdate = { year: number; months: number[] };

/** Fiscal-year dates, their provisional marks and the month table all live under the `calendar` keys. */
const useRefreshCalendar = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["calendar"] });
};

const useCalendarWrite = writesWith(useRefreshCalendar);

/**
 * `POST /api/calendar/month-table/update/{bs_year}`; refetches the table and what derives from it (fiscal-year
 * dates are computed from the table, so they move with it).
 */
export const useUpdateMonthLengths = () =>
  useCalendarWrite(({ year, months }: MonthLengthUpdate) =>
    api.post<unknown>(`api/calendar/month-table/update/${year}`, { months }),
  );

/** `POST /api/calendar/month-table/confirm/{bs_year}`: the year's dates stop being provisional. */
export const useConfirmCalendarYear = () =>
  useCalendarWrite((year: number) => api.post<unknown>(`api/calendar/month-table/confirm/${year}`));

/** Adds a fiscal year (`id` null) or edits one. */
export const useSaveFiscalYear = () =>
  useCalendarWrite(storeOrUpdate<TFiscalYear, TFiscalYearBody>("api/presets/fiscalyear"));

/** Removes a fiscal year; the API refuses one in use (409, shown as it says). */
export const useRemoveFiscalYear = () =>
  useCalendarWrite((id: number) => api.delete<null>(`api/presets/fiscalyear/delete/${id}`));
