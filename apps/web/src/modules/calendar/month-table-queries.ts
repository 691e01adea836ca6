import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

type MonthLengthUpdate = { year: number; months: number[] };

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
