import type {
  TClaimDecision,
  TClaimState,
  TMilestoneClaim,
  TMilestoneProgress,
  TPaged,
  TProgressBody,
  TProgressEntryDetail,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Paged list of entries (`gatibidhi`, the pragati views, rate-activity). */
export const ENTRIES_PATH = "api/gatibidhi/all";
/** Paged list of one office's milestones for a month (`pragati`). */
export const OFFICE_MONTH_PATH = "api/pragati/milestones";

const progressKeys = {
  all: ["progress"] as const,
  milestone: (id: number) => ["progress", "milestone", id] as const,
  claims: ["progress", "claims"] as const,
};

/** The most claims the approver's list shows at once (oldest first). */
const CLAIMS_SHOWN = 100;

/** Milestone completions waiting for the caller's acceptance. */
export const completionClaimsQuery = () =>
  queryOptions({
    queryKey: progressKeys.claims,
    queryFn: ({ signal }) =>
      api.get<TPaged<TMilestoneClaim>>(
        "api/pragati/completion-claims",
        { per_page: CLAIMS_SHOWN },
        { signal },
      ),
  });

/** One milestone month by month, with each month's entry in detail and what the caller may enter. */
export const milestoneProgressQuery = (id: number) =>
  queryOptions({
    queryKey: progressKeys.milestone(id),
    queryFn: ({ signal }) =>
      api.get<TMilestoneProgress>(`api/gatibidhi/milestone/${id}`, undefined, { signal }),
  });

/** After any progress write: every progress list and view, and the dashboard's pies and warnings. */
function useRefreshProgress() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(ENTRIES_PATH) });
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(OFFICE_MONTH_PATH) });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
  };
}

export function useStoreProgress() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (body: TProgressBody) => api.post<TProgressEntryDetail>("api/pragati/store", body),
    onSuccess: refresh,
  });
}

export function useAttachEntryFiles() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: ({ entryId, files }: { entryId: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return api.post<TProgressEntryDetail>(`api/pragati/files/${entryId}`, form);
    },
    onSuccess: refresh,
  });
}

export function useRemoveEntryFile() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<null>(`api/pragati/files/delete/${fileId}`),
    onSettled: refresh,
  });
}

type Review =
  | { kind: "comment"; comment: string }
  | { kind: "rate"; rating: number }
  | { kind: "return"; note: string };

/** The secretary's comment, rating or send-back of an entry. */
export function useReviewEntry() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: ({ entryId, review }: { entryId: number; review: Review }) => {
      const { kind, ...body } = review;
      return api.post<TProgressEntryDetail>(`api/rate-activity/${kind}/${entryId}`, body);
    },
    onSuccess: refresh,
  });
}

/** The approver accepts a milestone's completion or rejects it with a reason. */
export function useDecideCompletion() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: ({ entryId, decision }: { entryId: number; decision: TClaimDecision }) =>
      api.post<TClaimState>(`api/pragati/completion/${entryId}`, decision),
    onSuccess: refresh,
  });
}
