import { queryOptions } from "@tanstack/react-query";
import { api, type QueryParams } from "../../lib/api-client";

export type SetupOption = { id: number; name: string; name_np: string; parent_id: number | null };

/** Milestone types and subtypes (`parent_id` set) for the type filter. */
export const milestoneTypesQuery = () =>
  queryOptions({
    queryKey: ["reports", "milestone-types"],
    queryFn: ({ signal }) => api.get<SetupOption[]>("api/milestone-types/options", undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** One report's answer (a summary, or the first page of a list for its totals). */
export const reportQuery = <T>(path: string, query: QueryParams, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: ["reports", path, query, fiscalYearId],
    queryFn: ({ signal }) => api.get<T>(`api/reports/${path}`, query, { signal }),
  });
