import type {
  TActivity,
  TActivityBody,
  TBudgetHead,
  TBudgetHeadBody,
  TMilestone,
  TMilestoneBody,
  TPaged,
  TPlanLocks,
  TPolicy,
  TPolicyBody,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api-client";
import { storeOrUpdate } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Paged list paths of the plan screens (the DataTables' `path`). */
export const PLAN_PATHS = {
  policies: "api/plans-policy/all",
  budgetHeads: "api/plans-policy/budget-head/all",
  activities: "api/plans-policy/activities/all",
  milestones: "api/plans-policy/milestones/all",
  officePolicies: "api/nikaya/niti-karyakrams",
  officeBudgetHeads: "api/nikaya/budget-heads",
} as const;

/** Where each entry is stored, edited and deleted (`<base>/store`, `<base>/update/{id}`, ...). */
const ENTRY_BASE = {
  policy: "api/plans-policy",
  budgetHead: "api/plans-policy/budget-head",
  activity: "api/plans-policy/activities",
  milestone: "api/plans-policy/milestones",
} as const;
export type PlanEntry = keyof typeof ENTRY_BASE;

type EntryTypes = {
  policy: { body: TPolicyBody; row: TPolicy };
  budgetHead: { body: TBudgetHeadBody; row: TBudgetHead };
  activity: { body: TActivityBody; row: TActivity };
  milestone: { body: TMilestoneBody; row: TMilestone };
};

export type PlanEntryBody<E extends PlanEntry> = EntryTypes[E]["body"];
export type PlanEntryRow<E extends PlanEntry> = EntryTypes[E]["row"];

const planKeys = {
  all: ["plans"] as const,
  show: (entry: PlanEntry, id: number) => ["plans", entry, id] as const,
  locks: ["plans", "locks"] as const,
  choices: (what: string, params: Record<string, number | undefined>) =>
    ["plans", "choices", what, params] as const,
};

const show = <E extends PlanEntry>(entry: E, id: number) =>
  queryOptions({
    queryKey: planKeys.show(entry, id),
    queryFn: ({ signal }) =>
      api.get<EntryTypes[E]["row"]>(`${ENTRY_BASE[entry]}/show/${id}`, undefined, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const policyQuery = (id: number) => show("policy", id);
export const budgetHeadQuery = (id: number) => show("budgetHead", id);
export const activityQuery = (id: number) => show("activity", id);

/** The global action-plan lock and the locked offices of the caller's scope. */
export const planLocksQuery = () =>
  queryOptions({
    queryKey: planKeys.locks,
    queryFn: ({ signal }) => api.get<TPlanLocks>("api/plans-policy/locks", undefined, { signal }),
  });

/** Enough rows for a picker: an office's plan of one fiscal year is far smaller. */
const CHOICES_PER_PAGE = 1000;

const choices = <T>(what: string, path: string, params: Record<string, number | undefined>, enabled = true) =>
  queryOptions({
    queryKey: planKeys.choices(what, params),
    queryFn: ({ signal }) =>
      api
        .get<TPaged<T>>(path, { ...params, per_page: CHOICES_PER_PAGE }, { signal })
        .then((page) => page.data),
    enabled,
  });

/** Policies of the header's fiscal year, of one office (parent and policy pickers) or of the whole scope. */
export const policyChoicesQuery = (nikayaId: number | null | undefined) =>
  choices<TPolicy>("policies", PLAN_PATHS.policies, { nikaya_id: nikayaId ?? undefined });

/** The budget heads of a policy (the activity form's picker). */
export const budgetHeadChoicesQuery = (policyId: number | null) =>
  choices<TBudgetHead>(
    "budget-heads",
    PLAN_PATHS.budgetHeads,
    { policy_id: policyId ?? undefined },
    policyId !== null,
  );

/**
 * Every plan list shows counts of the level below (sub points, budget heads, activities, milestones),
 * so any write reloads all plan lists and entries.
 */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      ...Object.values(PLAN_PATHS).map((path) =>
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(path) }),
      ),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
    ]);
}

/** A refusal because of a lock: the banner should show it at once. */
const isLockRefusal = (error: unknown) => isApiError(error) && error.status === 409;

/** Stores (no id) or updates an entry of the plan. */
export function useSavePlanEntry<E extends PlanEntry>(entry: E) {
  const refresh = useRefreshPlans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeOrUpdate<EntryTypes[E]["row"], EntryTypes[E]["body"]>(ENTRY_BASE[entry]),
    onSuccess: () => refresh(),
    onError: (error) => {
      if (isLockRefusal(error)) void queryClient.invalidateQueries({ queryKey: planKeys.locks });
    },
  });
}

export function useDeletePlanEntry(entry: PlanEntry) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${ENTRY_BASE[entry]}/delete/${id}`),
    // Also when refused: a lock (the banner reads the locks again) or a child added meanwhile shows.
    onSettled: () => refresh(),
  });
}
