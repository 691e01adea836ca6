import { type Calendar, createCalendar } from "@pragati/domain/calendar";
import type { TMonthTableAnswer } from "@pragati/domain/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "./api-client";

/** The BS month-length table (`GET /api/calendar/month-table`, public), each year confirmed or provisional. */
export const monthTableQuery = () =>
  queryOptions({
    queryKey: ["calendar", "month-table"] as const,
    queryFn: ({ signal }) => api.get<TMonthTableAnswer>("api/calendar/month-table", undefined, { signal }),
    // Changes only when an admin corrects a year, and that refreshes it.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The BS calendar built from the server's month table; null until it has loaded. */
export function useCalendar(): Calendar | null {
  const { data } = useQuery(monthTableQuery());
  return useMemo(() => (data ? createCalendar(data) : null), [data]);
}
