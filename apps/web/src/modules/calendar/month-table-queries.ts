import type { TFiscalYear, TFiscalYearBody } from "@pragati/domain/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

type MonthLengthUpdate = { year: number; months: number[] };

/** Fiscal-year dates, their provisional marks and the month table all live under the `calendar` keys. */
const useRefreshCalendar = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["calendar"] });
};

/** `POST /api/calendar/month-table/update/{bs_year}`; refetches the table (and what derives from it). */
export function useUpdateMonthLengths() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ year, months }: MonthLengthUpdate) =>
      api.post<unknown>(`api/calendar/month-table/update/${year}`, { months }),
    // Fiscal-year dates are computed from the table, so they move with it.
    onSuccess: refresh,
  });
}

/** `POST /api/calendar/month-table/confirm/{bs_year}`: the year's dates stop being provisional. */
export function useConfirmCalendarYear() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (year: number) => api.post<unknown>(`api/calendar/month-table/confirm/${year}`),
    onSuccess: refresh,
  });
}

/** Adds a fiscal year (`id` null) or edits one. */
export function useSaveFiscalYear() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TFiscalYearBody }) =>
      api.post<TFiscalYear>(
        id === null ? "api/presets/fiscalyear/store" : `api/presets/fiscalyear/update/${id}`,
        body,
      ),
    onSuccess: refresh,
  });
}

/** Removes a fiscal year; the API refuses one in use (409, shown as it says). */
export function useRemoveFiscalYear() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/presets/fiscalyear/delete/${id}`),
    onSuccess: refresh,
  });
}
