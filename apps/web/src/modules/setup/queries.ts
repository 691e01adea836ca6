import type {
  TOtherSetting,
  TOtherSettingUpdate,
  TReportingPeriodSetting,
  TReportingPeriodUpdate,
  TSetupItem,
  TSetupItemInput,
  TSetupOption,
} from "@pragati/domain/contract";
import type { SetupListKey } from "@pragati/domain/setup";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { pagedQueryKey } from "../../ui/data-table/paged";
import { calendarKeys } from "../calendar";

const setupKeys = {
  options: (list: SetupListKey) => ["setup", list, "options"] as const,
  otherSetting: ["setup", "other-setting"] as const,
  reportingPeriod: ["setup", "reporting-period"] as const,
};

/** The paged list path of a setup list (the DataTable's `path`). */
export const setupListPath = (list: SetupListKey) => `api/${list}/all`;

/** Active entries of a list, for pickers. */
export const setupOptionsQuery = (list: SetupListKey) =>
  queryOptions({
    queryKey: setupKeys.options(list),
    queryFn: ({ signal }) => api.get<TSetupOption[]>(`api/${list}/options`, undefined, { signal }),
  });

/** Store (no id) or update an entry; the list and its options reload. */
export function useSaveSetupItem(list: SetupListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TSetupItemInput }) =>
      id === null
        ? api.post<TSetupItem>(`api/${list}/store`, input)
        : api.post<TSetupItem>(`api/${list}/update/${id}`, input),
    onSuccess: () => invalidateList(queryClient, list),
  });
}

export function useDeleteSetupItem(list: SetupListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/${list}/delete/${id}`),
    onSuccess: () => invalidateList(queryClient, list),
  });
}

const invalidateList = (queryClient: ReturnType<typeof useQueryClient>, list: SetupListKey) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: pagedQueryKey(setupListPath(list)) }),
    queryClient.invalidateQueries({ queryKey: setupKeys.options(list) }),
  ]);

export const otherSettingQuery = () =>
  queryOptions({
    queryKey: setupKeys.otherSetting,
    queryFn: ({ signal }) => api.get<TOtherSetting>("api/other-setting/show", undefined, { signal }),
  });

/** The answer carries the new setup block, which the API client puts in the setup store. */
export function useUpdateOtherSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOtherSettingUpdate) => api.post<TOtherSetting>("api/other-setting/update", input),
    onSuccess: (saved) => queryClient.setQueryData(setupKeys.otherSetting, saved),
  });
}

export const reportingPeriodQuery = () =>
  queryOptions({
    queryKey: setupKeys.reportingPeriod,
    queryFn: ({ signal }) =>
      api.get<TReportingPeriodSetting>("api/reporting-period/show", undefined, { signal }),
  });

export function useUpdateReportingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReportingPeriodUpdate) =>
      api.post<TReportingPeriodSetting>("api/reporting-period/update", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(setupKeys.reportingPeriod, saved);
      // The fiscal-year list marks the current year, which this form may change.
      return queryClient.invalidateQueries({ queryKey: calendarKeys.allFiscalYears });
    },
  });
}
