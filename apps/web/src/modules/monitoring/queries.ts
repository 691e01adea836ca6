import type {
  TActionPoint,
  TActionPointAnswer,
  TActionPointBody,
  TInvolved,
  TMemberBody,
  TMergeBody,
  TMonitoringDashboard,
  TPaged,
  TProjectRow,
  TVisit,
  TVisitActionBody,
  TVisitBody,
  TVisitOrderBody,
  TVisitReportBody,
  TVisitRow,
} from "@pragati/domain/contract";
import { type LetterKind, letterFileName } from "@pragati/domain/monitoring";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { saveBlob } from "../../lib/save-file";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const VISITS_LIST_PATH = "api/anugaman/all";

const visitKey = (id: number) => ["monitoring", "show", id] as const;
const INVOLVED_KEY = ["monitoring", "involved"] as const;

/** A visit with its team, the wizard's steps and the moves the caller may make. */
export const visitQuery = (id: number) =>
  queryOptions({
    queryKey: visitKey(id),
    queryFn: ({ signal }) => api.get<TVisit>(`api/anugaman/show/${id}`, undefined, { signal }),
  });

/** The involved count and the toast's figures (SPEC.md section 7). */
export const involvedQuery = () =>
  queryOptions({
    queryKey: INVOLVED_KEY,
    queryFn: ({ signal }) => api.get<TInvolved>("api/notifications/anugaman/involved", undefined, { signal }),
    retry: false,
  });

/** The monitored office's projects matching `search` (the project picker of the profile step). */
export const officeProjectsQuery = (nikayaId: number | null, search: string) =>
  queryOptions({
    queryKey: ["monitoring", "projects", nikayaId, search],
    queryFn: ({ signal }) =>
      api.get<TPaged<TProjectRow>>(
        "api/ayojana/all",
        { search, per_page: 50, nikaya_id: nikayaId },
        { signal },
      ),
    enabled: nikayaId !== null,
  });

/** After a change: the visit as answered, the lists and the toast's counts. */
function useRefreshVisit() {
  const queryClient = useQueryClient();
  return (visit: TVisit) => {
    queryClient.setQueryData(visitKey(visit.id), visit);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(VISITS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: INVOLVED_KEY });
  };
}

const useVisitWrite = writesWith<TVisit>(useRefreshVisit);

/** Create (no id) or edit a draft visit's profile (wizard step 1). */
export const useSaveVisit = () => useVisitWrite(storeOrUpdate<TVisit, TVisitBody>("api/anugaman"));

/** Add (no member id) or edit a team member (wizard step 2). */
export const useSaveMember = (visitId: number) =>
  useVisitWrite(({ id, body }: { id: number | null; body: TMemberBody }) =>
    id === null
      ? api.post<TVisit>(`api/anugaman/${visitId}/members`, body)
      : api.post<TVisit>(`api/anugaman/members/update/${id}`, body),
  );

export const useRemoveMember = () =>
  useVisitWrite((id: number) => api.delete<TVisit>(`api/anugaman/members/delete/${id}`));

/** The creating office excuses a member who has not confirmed, with the reason. */
export const useExcuseMember = () =>
  useVisitWrite(({ id, reason }: { id: number; reason: string }) =>
    api.post<TVisit>(`api/anugaman/members/excuse/${id}`, { reason }),
  );

/** A member's participation is confirmed: by the member, or by the creating office for one with no account. */
export const useVerifyMember = () =>
  useVisitWrite((id: number) => api.post<TVisit>(`api/anugaman/members/verify/${id}`));

/** The order number and approving official (wizard step 3). */
export const useSaveOrder = (visitId: number) =>
  useVisitWrite((body: TVisitOrderBody) => api.post<TVisit>(`api/anugaman/order/${visitId}`, body));

/** A move of the visit (issue the order, start, submit, accept, return, close, cancel). */
export const useMoveVisit = (visitId: number) =>
  useVisitWrite((body: TVisitActionBody) => api.post<TVisit>(`api/anugaman/move/${visitId}`, body));

export const ACTION_POINTS_LIST_PATH = "api/anugaman/action-points/all";

/** The team's report (in the field or after a return). */
export const useSaveReport = (visitId: number) =>
  useVisitWrite((body: TVisitReportBody) => api.post<TVisit>(`api/anugaman/report/${visitId}`, body));

export const useAttachReportFiles = (visitId: number) =>
  useVisitWrite((files: File[]) => api.upload<TVisit>(`api/anugaman/report/files/${visitId}`, files));

export const useRemoveReportFile = () =>
  useVisitWrite((fileId: number) => api.delete<TVisit>(`api/anugaman/report/files/delete/${fileId}`));

export const useAddComment = (visitId: number) =>
  useVisitWrite((body: string) => api.post<TVisit>(`api/anugaman/comments/${visitId}`, { body }));

export const useAddActionPoint = (visitId: number) =>
  useVisitWrite((body: TActionPointBody) => api.post<TVisit>(`api/anugaman/${visitId}/action-points`, body));

export const useRemoveActionPoint = () =>
  useVisitWrite((id: number) => api.delete<TVisit>(`api/anugaman/action-points/delete/${id}`));

/** After a change of a point (its answer, claim or evidence): the lists and its visit reload. */
function useRefreshPoint() {
  const queryClient = useQueryClient();
  return (point: TActionPoint) => {
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(ACTION_POINTS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: visitKey(point.visit.id) });
  };
}

const usePointWrite = writesWith<TActionPoint>(useRefreshPoint);

/** The responsible office answers a point. */
export const useAnswerActionPoint = () =>
  usePointWrite(({ id, body }: { id: number; body: TActionPointAnswer }) =>
    api.post<TActionPoint>(`api/anugaman/action-points/answer/${id}`, body),
  );

/** The responsible office attaches evidence of a point's completion. */
export const useAttachPointFiles = (pointId: number) =>
  usePointWrite((files: File[]) =>
    api.upload<TActionPoint>(`api/anugaman/action-points/files/${pointId}`, files),
  );

export const useRemovePointFile = () =>
  usePointWrite((fileId: number) =>
    api.delete<TActionPoint>(`api/anugaman/action-points/files/delete/${fileId}`),
  );

/** The visit's team accepts a completion claim, or rejects it with a reason. */
export const useReviewClaim = () =>
  usePointWrite(({ id, verdict, text }: { id: number; verdict: "accept" | "reject"; text: string }) =>
    verdict === "accept"
      ? api.post<TActionPoint>(`api/anugaman/action-points/accept/${id}`, { note: text })
      : api.post<TActionPoint>(`api/anugaman/action-points/reject/${id}`, { reason: text }),
  );

/** The monitoring roles' dashboard of the header's fiscal year. */
export const monitoringDashboardQuery = (fiscalYearId: number | null) =>
  queryOptions({
    queryKey: ["monitoring", "dashboard", fiscalYearId],
    queryFn: ({ signal }) => api.get<TMonitoringDashboard>("api/anugaman/dashboard", undefined, { signal }),
  });

/** Visits that may still be merged (drafts and ordered visits not merged yet). */
export const mergeableVisitsQuery = () =>
  queryOptions({
    queryKey: ["monitoring", "mergeable"],
    queryFn: ({ signal }) =>
      api.get<TPaged<TVisitRow>>(VISITS_LIST_PATH, { kind: "mergeable", per_page: 200 }, { signal }),
  });

export function useMergeVisits() {
  const refresh = useRefreshVisit();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMergeBody) => api.post<TVisit>("api/anugaman/merge", body),
    onSuccess: (visit) => {
      refresh(visit);
      void queryClient.invalidateQueries({ queryKey: ["monitoring", "mergeable"] });
    },
  });
}

const LETTER_PDF: Record<LetterKind, string> = { order: "aadesh.pdf", confirmation: "pushti.pdf" };

/** The letter as the API's PDF (the same lines as the print view), saved under its file name. */
export const useDownloadLetter = (kind: LetterKind, visit: { id: number; order_number: string }) =>
  useMutation({
    mutationFn: () => api.blob(`api/anugaman/${visit.id}/${LETTER_PDF[kind]}`),
    onSuccess: (blob) => saveBlob(blob, letterFileName(kind, visit)),
  });
