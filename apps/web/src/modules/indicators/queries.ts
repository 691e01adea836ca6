import type { TIndicator, TIndicatorBody, TIndicatorProgress } from "@pragati/domain/contract";
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

const progressKey = (id: number) => ["indicators", "periods", id] as const;

/** An indicator's periods with targets and achievements, and its progress to date. */
export const indicatorProgressQuery = (id: number) =>
  queryOptions({
    queryKey: progressKey(id),
    queryFn: ({ signal }) =>
      api.get<TIndicatorProgress>(`api/indicators/${id}/periods`, undefined, { signal }),
  });

export function useSaveTargets(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: number[]) =>
      api.post<TIndicatorProgress>(`api/indicators/${id}/targets`, { periods }),
    onSuccess: (progress) => queryClient.setQueryData(progressKey(id), progress),
  });
}

export function useReportAchievement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, actual, comment }: { period: number; actual: number; comment: string }) =>
      api.post<TIndicatorProgress>(`api/indicators/${id}/achievements/${period}`, { actual, comment }),
    onSuccess: (progress) => queryClient.setQueryData(progressKey(id), progress),
  });
}

export function useAttachPeriodFiles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, files }: { period: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return api.post<TIndicatorProgress>(`api/indicators/${id}/achievements/${period}/files`, form);
    },
    onSuccess: (progress) => queryClient.setQueryData(progressKey(id), progress),
  });
}
