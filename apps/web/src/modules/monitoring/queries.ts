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

/** Create (no id) or edit a draft visit's profile (wizard step 1). */
export function useSaveVisit() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TVisitBody }) =>
      id === null
        ? api.post<TVisit>("api/anugaman/store", body)
        : api.post<TVisit>(`api/anugaman/update/${id}`, body),
    onSuccess: refresh,
  });
}

/** Add (no member id) or edit a team member (wizard step 2). */
export function useSaveMember(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TMemberBody }) =>
      id === null
        ? api.post<TVisit>(`api/anugaman/${visitId}/members`, body)
        : api.post<TVisit>(`api/anugaman/members/update/${id}`, body),
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (id: number) => api.delete<TVisit>(`api/anugaman/members/delete/${id}`),
    onSuccess: refresh,
  });
}

/** The creating office excuses a member who has not confirmed, with the reason. */
export function useExcuseMember() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<TVisit>(`api/anugaman/members/excuse/${id}`, { reason }),
    onSuccess: refresh,
  });
}

/** A member's participation is confirmed: by the member, or by the creating office for one with no account. */
export function useVerifyMember() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (id: number) => api.post<TVisit>(`api/anugaman/members/verify/${id}`),
    onSuccess: refresh,
  });
}

/** The order number and approving official (wizard step 3). */
export function useSaveOrder(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (body: TVisitOrderBody) => api.post<TVisit>(`api/anugaman/order/${visitId}`, body),
    onSuccess: refresh,
  });
}

/** A move of the visit (issue the order, start, submit, accept, return, close, cancel). */
export function useMoveVisit(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (body: TVisitActionBody) => api.post<TVisit>(`api/anugaman/move/${visitId}`, body),
    onSuccess: refresh,
  });
}

export const ACTION_POINTS_LIST_PATH = "api/anugaman/action-points/all";

/** The team's report (in the field or after a return). */
export function useSaveReport(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (body: TVisitReportBody) => api.post<TVisit>(`api/anugaman/report/${visitId}`, body),
    onSuccess: refresh,
  });
}

export function useAttachReportFiles(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return api.post<TVisit>(`api/anugaman/report/files/${visitId}`, form);
    },
    onSuccess: refresh,
  });
}

export function useRemoveReportFile() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<TVisit>(`api/anugaman/report/files/delete/${fileId}`),
    onSuccess: refresh,
  });
}

export function useAddComment(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (body: string) => api.post<TVisit>(`api/anugaman/comments/${visitId}`, { body }),
    onSuccess: refresh,
  });
}

export function useAddActionPoint(visitId: number) {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (body: TActionPointBody) => api.post<TVisit>(`api/anugaman/${visitId}/action-points`, body),
    onSuccess: refresh,
  });
}

export function useRemoveActionPoint() {
  const refresh = useRefreshVisit();
  return useMutation({
    mutationFn: (id: number) => api.delete<TVisit>(`api/anugaman/action-points/delete/${id}`),
    onSuccess: refresh,
  });
}

/** The responsible office answers a point; the lists and the visit reload. */
export function useAnswerActionPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TActionPointAnswer }) =>
      api.post<TActionPoint>(`api/anugaman/action-points/answer/${id}`, body),
    onSuccess: (point) => {
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(ACTION_POINTS_LIST_PATH) });
      void queryClient.invalidateQueries({ queryKey: visitKey(point.visit.id) });
    },
  });
}

/** After a change of a point's claim or evidence: the lists and its visit reload. */
function useRefreshPoint() {
  const queryClient = useQueryClient();
  return (point: TActionPoint) => {
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(ACTION_POINTS_LIST_PATH) });
    void queryClient.invalidateQueries({ queryKey: visitKey(point.visit.id) });
  };
}

/** The responsible office attaches evidence of a point's completion. */
export function useAttachPointFiles(pointId: number) {
  const refresh = useRefreshPoint();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return api.post<TActionPoint>(`api/anugaman/action-points/files/${pointId}`, form);
    },
    onSuccess: refresh,
  });
}

export function useRemovePointFile() {
  const refresh = useRefreshPoint();
  return useMutation({
    mutationFn: (fileId: number) =>
      api.delete<TActionPoint>(`api/anugaman/action-points/files/delete/${fileId}`),
    onSuccess: refresh,
  });
}

/** The visit's team accepts a completion claim, or rejects it with a reason. */
export function useReviewClaim() {
  const refresh = useRefreshPoint();
  return useMutation({
    mutationFn: ({ id, verdict, text }: { id: number; verdict: "accept" | "reject"; text: string }) =>
      verdict === "accept"
        ? api.post<TActionPoint>(`api/anugaman/action-points/accept/${id}`, { note: text })
        : api.post<TActionPoint>(`api/anugaman/action-points/reject/${id}`, { reason: text }),
    onSuccess: refresh,
  });
}

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
