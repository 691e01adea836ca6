import { type Calendar, createCalendar } from "@pragati/domain/calendar";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { monthTableQuery } from "../month-table-queries";

/** The BS calendar built from the server's month table; null until it has loaded. */
export function useCalendar(): Calendar | null {
  const { data } = useQuery(monthTableQuery());
  return useMemo(() => (data ? createCalendar(data) : null), [data]);
}
