import type {
  TClaimState,
  TCostRevisionBody,
  TPaged,
  TProject,
  TProjectBaseline,
  TProjectBaselineBody,
  TProjectBody,
  TProjectComponentBody,
  TProjectComponentProgressBody,
  TProjectComponents,
  TProjectHead,
  TProjectHeadBody,
  TProjectHeadCandidate,
  TProjectHeadEnd,
  TProjectJumpClaim,
  TProjectJumpDecision,
  TProjectProgress,
  TProjectProgressBody,
  TProjectRow,
  TProjectSummary,
  TTimeExtensionBody,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const PROJECTS_LIST_PATH = "api/ayojana/all";

const projectKeys = {
  one: (id: number) => ["projects", "show", id] as const,
  progress: (id: number) => ["projects", "progress", id] as const,
  summary: (id: number) => ["projects", "summary", id] as const,
  components: (id: number) => ["projects", "components", id] as const,
  jumpClaims: ["projects", "jump-claims"] as const,
};

/** The most claims the approver's list shows at once (oldest first). */
const CLAIMS_SHOWN = 100;

/** Project months' physical progress jumps waiting for the caller's acceptance. */
export const jumpClaimsQuery = () =>
  queryOptions({
    queryKey: projectKeys.jumpClaims,
    queryFn: ({ signal }) =>
      api.get<TPaged<TProjectJumpClaim>>("api/ayojana/jump-claims", { per_page: CLAIMS_SHOWN }, { signal }),
  });

/** The approver accepts a project month's jump or rejects it with a reason; the figures follow. */
export function useDecideJump() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, decision }: { projectId: number; decision: TProjectJumpDecision }) =>
      api.post<TClaimState>(`api/ayojana/${projectId}/progress-jump`, decision),
    onSuccess: (_, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.jumpClaims });
      void queryClient.invalidateQueries({ queryKey: projectKeys.progress(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.summary(projectId) });
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(PROJECTS_LIST_PATH) });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}

/** A project's profile with its offices and cost and time history (`project.view`, scope). */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.one(id),
    queryFn: ({ signal }) => api.get<TProject>(`api/ayojana/show/${id}`, undefined, { signal }),
  });

function useRefreshProjects() {
  const queryClient = useQueryClient();
  return (project?: TProject) => {
    if (project) queryClient.setQueryData(projectKeys.one(project.id), project);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(PROJECTS_LIST_PATH) });
  };
}

const useProjectWrite = writesWith<TProject>(useRefreshProjects);

/** Create (no id) or edit a profile. */
export const useSaveProject = () => useProjectWrite(storeOrUpdate<TProject, TProjectBody>("api/ayojana"));

export function useDeleteProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/ayojana/delete/${id}`),
    onSettled: () => refresh(),
  });
}

export const useAddCostRevision = (id: number) =>
  useProjectWrite((body: TCostRevisionBody) => api.post<TProject>(`api/ayojana/${id}/cost-revisions`, body));

export const useAddTimeExtension = (id: number) =>
  useProjectWrite((body: TTimeExtensionBody) =>
    api.post<TProject>(`api/ayojana/${id}/time-extensions`, body),
  );

/** `POST api/ayojana/files/{id}` as multipart, field `files`; answers the project with its files. */
export const useAttachProjectFiles = (id: number) =>
  useProjectWrite((files: File[]) => api.upload<TProject>(`api/ayojana/files/${id}`, files));

export function useRemoveProjectFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<null>(`api/ayojana/files/delete/${fileId}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: projectKeys.one(id) }),
  });
}

/** A project's 12 months of the header's fiscal year (the api client sends it) with running sums. */
export const projectProgressQuery = (id: number, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: [...projectKeys.progress(id), fiscalYearId],
    queryFn: ({ signal }) => api.get<TProjectProgress>(`api/ayojana/${id}/progress`, undefined, { signal }),
    // Whether the reporting period is open changes with the settings: ask again each time the step opens.
    staleTime: 0,
  });

export function useSaveProjectProgress(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProjectProgressBody) =>
      api.post<TProjectProgress>(`api/ayojana/${id}/progress`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.progress(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.summary(id) });
    },
  });
}

/** A project's summary for the header's fiscal year (the api client sends it). */
export const projectSummaryQuery = (id: number, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: [...projectKeys.summary(id), fiscalYearId],
    queryFn: ({ signal }) => api.get<TProjectSummary>(`api/ayojana/summary/${id}`, undefined, { signal }),
  });
/** A project's components with their months of the header's fiscal year and its weighted physical %. */
export const projectComponentsQuery = (id: number, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: [...projectKeys.components(id), fiscalYearId],
    queryFn: ({ signal }) =>
      api.get<TProjectComponents>(`api/ayojana/${id}/components`, undefined, { signal }),
  });

/** Adds, edits or removes a component, or stores its month: the project's figures move with it. */
export function useChangeComponents(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "add"; body: TProjectComponentBody }
        | { kind: "edit"; componentId: number; body: TProjectComponentBody }
        | { kind: "remove"; componentId: number }
        | { kind: "progress"; componentId: number; body: TProjectComponentProgressBody },
    ) =>
      change.kind === "add"
        ? api.post<TProjectComponents>(`api/ayojana/${id}/components`, change.body)
        : change.kind === "edit"
          ? api.post<TProjectComponents>(`api/ayojana/components/${change.componentId}`, change.body)
          : change.kind === "remove"
            ? api.delete<TProjectComponents>(`api/ayojana/components/${change.componentId}`)
            : api.post<TProjectComponents>(
                `api/ayojana/components/${change.componentId}/progress`,
                change.body,
              ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.components(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.summary(id) });
    },
  });
}

export const PROJECT_HEADS_PATH = "api/ayojana/heads";

/** Active project-head users the caller may post (`project.assign`: their office subtree). */
export const headCandidatesQuery = () =>
  queryOptions({
    queryKey: ["projects", "head-candidates"],
    queryFn: ({ signal }) =>
      api.get<TProjectHeadCandidate[]>("api/ayojana/heads/candidates", undefined, { signal }),
  });

/** Projects of the caller's scope whose name or code holds `search`, for choosing one. */
export const projectChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: ["projects", "choices", search],
    queryFn: ({ signal }) =>
      api.get<TPaged<TProjectRow>>(PROJECTS_LIST_PATH, { search, per_page: 50 }, { signal }),
  });

function useRefreshHeads() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: pagedQueryKey(PROJECT_HEADS_PATH) });
}

const useHeadWrite = writesWith(useRefreshHeads);

export const usePostProjectHead = () =>
  useHeadWrite((body: TProjectHeadBody) => api.post<TProjectHead>(PROJECT_HEADS_PATH, body));

export const useEndProjectHead = () =>
  useHeadWrite(({ id, body }: { id: number; body: TProjectHeadEnd }) =>
    api.post<TProjectHead>(`${PROJECT_HEADS_PATH}/${id}/end`, body),
  );

/** Sets a project year's plan or changes it (a new baseline version); the summary shows it. */
export function useAddProjectBaseline(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProjectBaselineBody) =>
      api.post<TProjectBaseline[]>(`api/ayojana/${id}/baselines`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.summary(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.progress(id) });
    },
  });
}
