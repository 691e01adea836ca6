import type { TTransferActivity, TTransferBody, TTransferResult } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Paged lists of the transfer screens: activities in scope and the transfer history. */
export const TRANSFER_PATHS = {
  activities: "api/plans-policy/activities/all",
  history: "api/activities/transfer/all",
} as const;

const transferKeys = { activity: (id: number) => ["transfer", "activity", id] as const };

/** The activity with its milestones and progress counts (404 when out of scope). */
export const transferActivityQuery = (id: number) =>
  queryOptions({
    queryKey: transferKeys.activity(id),
    queryFn: ({ signal }) =>
      api.get<TTransferActivity>(`api/activities/transfer/show/${id}`, undefined, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/**
 * Moves the activity. Its office changes in every plan list, report and the dashboard, so those are
 * read again along with the history.
 */
export function useTransferActivity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTransferBody) => api.post<TTransferResult>(`api/activities/transfer/${id}`, body),
    onSuccess: (result) => {
      queryClient.setQueryData(transferKeys.activity(id), result.activity);
      for (const key of [["paged"], ["plans"], ["dashboard"]])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
