import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { SavedColumn } from "./column-choice";

/** `GET /api/column-settings/show/{table_key}`; `columns` is empty until the user saves once. */
type ColumnSettingsResponse = { table_key: string; columns: SavedColumn[] };

const columnSettingsKey = (tableKey: string) => ["column-settings", tableKey] as const;

/** The user's saved order and visibility of one table; disabled without a key. */
export function useColumnSettings(tableKey: string | undefined) {
  return useQuery({
    queryKey: columnSettingsKey(tableKey ?? ""),
    queryFn: ({ signal }) =>
      api.get<ColumnSettingsResponse>(
        `/api/column-settings/show/${encodeURIComponent(tableKey ?? "")}`,
        undefined,
        {
          signal,
        },
      ),
    enabled: Boolean(tableKey),
    // Only this user changes them, and only through the dialog, which updates the cache itself.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Saves the settings (`POST /api/column-settings/store`) and puts them in the cache. */
export function useSaveColumnSettings(tableKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: SavedColumn[]) =>
      api.post<unknown>("/api/column-settings/store", { table_key: tableKey, columns }),
    onSuccess: (_saved, columns) => {
      queryClient.setQueryData<ColumnSettingsResponse>(columnSettingsKey(tableKey), {
        table_key: tableKey,
        columns,
      });
    },
  });
}
