import type {
  TDecisionBody,
  TDecisionDetail,
  TDecisionLinkOption,
  TDecisionReportBody,
  TMeeting,
  TMeetingBody,
  TPaged,
  TProjectRow,
  TReportReviewBody,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const MEETINGS_LIST_PATH = "api/meetings/all";

/** Projects in the caller's scope matching `search`, for a decision's project link. */
export const projectLinkQuery = (search: string) =>
  queryOptions({
    queryKey: ["meetings", "project-link", search],
    queryFn: ({ signal }) =>
      api.get<TPaged<TProjectRow>>("api/ayojana/all", { search, per_page: 20 }, { signal }),
  });

/** The year's milestones or indicators of the caller's offices matching `search`, for a decision's links. */
export const decisionLinkQuery = (kind: "milestones" | "indicators", search: string) =>
  queryOptions({
    queryKey: ["meetings", "links", kind, search],
    queryFn: ({ signal }) =>
      api.get<TDecisionLinkOption[]>(`api/meetings/links/${kind}`, { search }, { signal }),
  });

const meetingKey = (id: number) => ["meetings", "show", id] as const;

/** A meeting with its files and the decisions the caller sees (`meeting.view`, scope). */
export const meetingQuery = (id: number) =>
  queryOptions({
    queryKey: meetingKey(id),
    queryFn: ({ signal }) => api.get<TMeeting>(`api/meetings/show/${id}`, undefined, { signal }),
  });

/** After a change: the meeting as answered, and the list's counts. */
function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return (meeting?: TMeeting) => {
    if (meeting) queryClient.setQueryData(meetingKey(meeting.id), meeting);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(MEETINGS_LIST_PATH) });
  };
}

const useMeetingWrite = writesWith<TMeeting>(useRefreshMeetings);

/** Record (no id) or edit a meeting. */
export const useSaveMeeting = () => useMeetingWrite(storeOrUpdate<TMeeting, TMeetingBody>("api/meetings"));

export function useDeleteMeeting() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/meetings/delete/${id}`),
    onSettled: () => refresh(),
  });
}

/** Add (no decision id) or edit a decision of a meeting; the meeting comes back with its decisions. */
export const useSaveDecision = (meetingId: number) =>
  useMeetingWrite(({ id, body }: { id: number | null; body: TDecisionBody }) =>
    id === null
      ? api.post<TMeeting>(`api/meetings/${meetingId}/decisions`, body)
      : api.post<TMeeting>(`api/meetings/decisions/update/${id}`, body),
  );

export const useDeleteDecision = () =>
  useMeetingWrite((id: number) => api.delete<TMeeting>(`api/meetings/decisions/delete/${id}`));

export const useAttachMeetingFiles = (meetingId: number) =>
  useMeetingWrite((files: File[]) => api.upload<TMeeting>(`api/meetings/files/${meetingId}`, files));

export function useRemoveMeetingFile(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<null>(`api/meetings/files/delete/${fileId}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: meetingKey(meetingId) }),
  });
}

export const DECISIONS_LIST_PATH = "api/meetings/decisions/all";

const decisionKey = (id: number) => ["meetings", "decision", id] as const;

/** A decision with every report on it (`meeting.view`, scope). */
export const decisionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: decisionKey(id),
    queryFn: ({ signal }) =>
      api.get<TDecisionDetail>(`api/meetings/decisions/show/${id}`, undefined, { signal }),
  });

/** After a report or a review: the decision as answered, the reports list and the meetings' counts. */
function useRefreshDecision() {
  const queryClient = useQueryClient();
  return (decision: TDecisionDetail) => {
    queryClient.setQueryData(decisionKey(decision.id), decision);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(DECISIONS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(MEETINGS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: meetingKey(decision.meeting_id) });
  };
}

const useDecisionWrite = writesWith<TDecisionDetail>(useRefreshDecision);

/** The reporting office reports on a decision for the current period. */
export const useSubmitReport = (decisionId: number) =>
  useDecisionWrite((body: TDecisionReportBody) =>
    api.post<TDecisionDetail>(`api/meetings/decisions/${decisionId}/reports`, body),
  );

/** Evidence for a waiting report. */
export const useAttachReportFiles = (reportId: number) =>
  useDecisionWrite((files: File[]) =>
    api.upload<TDecisionDetail>(`api/meetings/reports/files/${reportId}`, files),
  );

/** The secretariat accepts or returns a waiting report. */
export const useReviewReport = () =>
  useDecisionWrite(({ id, verdict, note }: { id: number; verdict: "accept" | "return"; note: string }) =>
    api.post<TDecisionDetail>(`api/meetings/reports/${verdict}/${id}`, { note } satisfies TReportReviewBody),
  );
