import type { TIndicator, TIndicatorBody } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const INDICATORS_LIST_PATH = "api/indicators/all";

type IndicatorOption = { id: number; code: string; name: string; name_np: string; parent_id: number | null };

/** The year's indicators in scope, for the parent choice. */
export const indicatorOptionsQuery = (fiscalYearId: number | null) =>
  queryOptions({
    queryKey: ["indicators", "options", fiscalYearId],
    queryFn: ({ signal }) => api.get<IndicatorOption[]>("api/indicators/options", undefined, { signal }),
  });

/** Whether the year's indicator lock binds the user. */
export const indicatorLockQuery = (fiscalYearId: number | null) =>
  queryOptions({
    queryKey: ["indicators", "lock", fiscalYearId],
    queryFn: ({ signal }) =>
      api.get<{ fiscal_year_id: number; locked: boolean }>("api/indicators/lock", undefined, { signal }),
  });

function useRefreshIndicators() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(INDICATORS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: ["indicators", "options"] });
  };
}

/** Define (no id) or edit an indicator. */
export function useSaveIndicator() {
  const refresh = useRefreshIndicators();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TIndicatorBody }) =>
      id === null
        ? api.post<TIndicator>("api/indicators/store", body)
        : api.post<TIndicator>(`api/indicators/update/${id}`, body),
    onSuccess: () => refresh(),
  });
}

export function useDeleteIndicator() {
  const refresh = useRefreshIndicators();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/indicators/delete/${id}`),
    onSettled: () => refresh(),
  });
}
