import type { TFiscalYear } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

type FiscalYearList = {
  data: TFiscalYear[];
  count: number;
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  search: string;
  to: number | null;
  total: number;
};

export const calendarKeys = { allFiscalYears: ["calendar", "fiscal-years", "all"] as const };

/** Every fiscal year, for the header dropdown (the list is short, hence one very large page). */
export const allFiscalYearsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.allFiscalYears,
    queryFn: ({ signal }) =>
      api.get<FiscalYearList>("api/presets/fiscalyear/all", { per_page: 1000 }, { signal }),
    staleTime: 10 * 60_000,
  });
