import type {
  TMilestoneOption,
  TMilestonePreset,
  TMilestonePresetUpdate,
  TPaged,
} from "@pragati/domain/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const BASE = "api/presets/milestone-filter";

type MilestoneOptions = TPaged<TMilestoneOption> & { all_ids: number[] };

const milestoneFilterKeys = {
  presets: (fiscalYearId: number | null) => ["milestone-filter", "presets", fiscalYearId] as const,
  options: (params: {
    nikayaIds: readonly number[];
    search: string;
    limit: number;
    fiscalYearId: number | null;
  }) => ["milestone-filter", "options", params] as const,
};

/** The caller's presets of the fiscal year that have not expired. */
export const presetsQuery = (fiscalYearId: number | null) =>
  queryOptions({
    queryKey: milestoneFilterKeys.presets(fiscalYearId),
    queryFn: ({ signal }) => api.get<TMilestonePreset[]>(`${BASE}/all`, {}, { signal }),
  });

/** The first `limit` milestones of the offices (with their sub-offices) matching the search, and every matching id. */
export const milestoneOptionsQuery = (params: {
  nikayaIds: readonly number[];
  search: string;
  limit: number;
  fiscalYearId: number | null;
}) =>
  queryOptions({
    queryKey: milestoneFilterKeys.options(params),
    queryFn: ({ signal }) =>
      api.get<MilestoneOptions>(
        `${BASE}/milestones`,
        { nikaya_ids: params.nikayaIds, search: params.search, per_page: params.limit, page_no: 1 },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Fetches one preset afresh to apply it (the API answers 404 once it has expired). */
export const fetchPreset = (id: number) => api.get<TMilestonePreset>(`${BASE}/show/${id}`);

const usePresetsInvalidation = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["milestone-filter", "presets"] });
};

export function useSavePreset() {
  const invalidate = usePresetsInvalidation();
  return useMutation({
    mutationFn: (body: {
      title: string;
      expires_at: string | null;
      milestone_ids: number[];
      fiscal_year_id?: number;
    }) => api.post<TMilestonePreset>(`${BASE}/store`, body),
    onSuccess: invalidate,
  });
}

export function useUpdatePreset() {
  const invalidate = usePresetsInvalidation();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TMilestonePresetUpdate }) =>
      api.post<TMilestonePreset>(`${BASE}/update/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeletePreset() {
  const invalidate = usePresetsInvalidation();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/delete/${id}`),
    onSuccess: invalidate,
  });
}
