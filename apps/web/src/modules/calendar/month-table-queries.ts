import type { TMonthTable } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const monthTableKey = ["calendar", "month-table"] as const;

/** The BS month-length table (`GET /api/calendar/month-table`, public). */
export const monthTableQuery = () =>
  queryOptions({
    queryKey: monthTableKey,
    queryFn: ({ signal }) => api.get<TMonthTable>("api/calendar/month-table", undefined, { signal }),
    // Changes only when an admin corrects a year, and that refreshes it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export type MonthLengthUpdate = { year: number; months: number[] };

/** `POST /api/calendar/month-table/update/{bs_year}`; refetches the table (and what derives from it). */
export function useUpdateMonthLengths() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, months }: MonthLengthUpdate) =>
      api.post<unknown>(`api/calendar/month-table/update/${year}`, { months }),
    // Fiscal-year dates are computed from the table, so they move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["calendar"] }),
  });
}
