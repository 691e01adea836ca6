import {
  INDICATOR_BULK_FILE,
  type TIndicator,
  type TIndicatorBody,
  type TIndicatorBulkResult,
  type TIndicatorProgress,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { saveBlob } from "../../lib/save-file";
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

const useIndicatorWrite = writesWith(useRefreshIndicators);

/** Define (no id) or edit an indicator. */
export const useSaveIndicator = () =>
  useIndicatorWrite(storeOrUpdate<TIndicator, TIndicatorBody>("api/indicators"));

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
    mutationFn: ({ period, files }: { period: number; files: File[] }) =>
      api.upload<TIndicatorProgress>(`api/indicators/${id}/achievements/${period}/files`, files),
    onSuccess: (progress) => queryClient.setQueryData(progressKey(id), progress),
  });
}

/** `POST api/indicators/bulk/achievements`: the reporting month's achievements from one file (field `file`). */
export function useBulkAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<TIndicatorBulkResult>("api/indicators/bulk/achievements", file, "file"),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["indicators"] }),
  });
}

/**
 * `GET api/indicators/bulk/template`: the indicators the caller reports whose period ends in the suchak
 * reporting month, pre-filled, saved as an .xlsx file to fill in and upload.
 */
export async function downloadAchievementTemplate(month: number): Promise<void> {
  const blob = await api.blob("api/indicators/bulk/template");
  saveBlob(blob, `suchak-${String(month + 1).padStart(2, "0")}.xlsx`);
}

/** The checks the API makes on the file before reading it, made here first to spare the upload. */
export const checkBulkFile = (file: File): "type" | "size" | null => {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return "type";
  return file.size > INDICATOR_BULK_FILE.maxBytes ? "size" : null;
};
