import type { TOpenSettings, TOpenSettingsBody } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const settingsKey = ["open", "settings"] as const;

/** The open-data publisher and ocid prefix (`open-data.manage`). */
export const openSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<TOpenSettings>("api/open/settings", undefined, { signal }),
  });

export function useSaveOpenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpenSettingsBody) => api.post<TOpenSettings>("api/open/settings/update", body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
