import type {
  TAdoptionActivity,
  TAdoptionBody,
  TAdoptionBudgetHead,
  TAdoptionPolicy,
  TAdoptionSource,
} from "@pragati/domain/contract";

/**
 * The blueprint of the adoption workspace (SPEC.md section 3, "Adoption workspace"): the policy and
 * the budget head the activities come from, each set once until reset (SPEC.md section 4). A budget
 * blueprint of `data: null` means the activities directly under the policy.
 */
export type Blueprint = {
  policy: { type: "policy"; data: TAdoptionPolicy } | null;
  budget: { type: "budget"; data: TAdoptionBudgetHead | null } | null;
};

export type AdoptionChoice = {
  blueprint: Blueprint;
  /** Processable activities and milestones: what the user ticked. */
  activityIds: number[];
  milestoneIds: number[];
  remarks: string;
};

export const EMPTY_CHOICE: AdoptionChoice = {
  blueprint: { policy: null, budget: null },
  activityIds: [],
  milestoneIds: [],
  remarks: "",
};

/** The blueprint is set only once per type until reset; a second choice of the same type is ignored. */
export const setPolicyBlueprint = (choice: AdoptionChoice, policy: TAdoptionPolicy): AdoptionChoice =>
  choice.blueprint.policy
    ? choice
    : { ...choice, blueprint: { ...choice.blueprint, policy: { type: "policy", data: policy } } };

export const setBudgetBlueprint = (
  choice: AdoptionChoice,
  head: TAdoptionBudgetHead | null,
): AdoptionChoice =>
  choice.blueprint.budget || !choice.blueprint.policy
    ? choice
    : { ...choice, blueprint: { ...choice.blueprint, budget: { type: "budget", data: head } } };

/** An activity still has something to adopt: itself or one of its milestones. */
const isAdoptable = (activity: TAdoptionActivity): boolean =>
  activity.adopted_id === null || activity.milestones.some((m) => m.adopted_id === null);

/** The activities of the blueprint, split into adoptable ones and the others (fully adopted already). */
export const blueprintActivities = (source: TAdoptionSource, blueprint: Blueprint) => {
  const policyId = blueprint.policy?.data.id;
  const budget = blueprint.budget;
  if (policyId === undefined || !budget) return { adoptable: [], other: [] };
  const headId = budget.data?.id ?? null;
  const under = source.activities.filter((a) => a.policy_id === policyId && a.budget_head_id === headId);
  return { adoptable: under.filter(isAdoptable), other: under.filter((a) => !isAdoptable(a)) };
};

/** Ticks or unticks an activity with all of its milestones still to adopt. */
export const toggleActivity = (
  choice: AdoptionChoice,
  activity: TAdoptionActivity,
  checked: boolean,
): AdoptionChoice => {
  const open = activity.milestones.filter((m) => m.adopted_id === null).map((m) => m.id);
  const milestoneIds = choice.milestoneIds.filter((id) => !open.includes(id));
  const activityIds = choice.activityIds.filter((id) => id !== activity.id);
  return checked
    ? { ...choice, activityIds: [...activityIds, activity.id], milestoneIds: [...milestoneIds, ...open] }
    : { ...choice, activityIds, milestoneIds };
};

/** A ticked milestone brings its activity along (its parent is adopted with it). */
export const toggleMilestone = (
  choice: AdoptionChoice,
  activity: TAdoptionActivity,
  milestoneId: number,
  checked: boolean,
): AdoptionChoice => {
  const milestoneIds = choice.milestoneIds.filter((id) => id !== milestoneId);
  if (!checked) return { ...choice, milestoneIds };
  const activityIds = choice.activityIds.includes(activity.id)
    ? choice.activityIds
    : [...choice.activityIds, activity.id];
  return { ...choice, activityIds, milestoneIds: [...milestoneIds, milestoneId] };
};

/** The parent points of a policy, top first. */
const ancestors = (source: TAdoptionSource, policy: TAdoptionPolicy): TAdoptionPolicy[] => {
  const byId = new Map(source.policies.map((p) => [p.id, p]));
  const chain: TAdoptionPolicy[] = [];
  for (let id = policy.parent_id; id !== null; ) {
    const parent = byId.get(id);
    if (!parent) break;
    chain.unshift(parent);
    id = parent.parent_id;
  }
  return chain;
};

/** What the confirmation shows: each item and whether it is new or already adopted (reused). */
export const adoptionPreview = (source: TAdoptionSource, choice: AdoptionChoice) => {
  const policy = choice.blueprint.policy?.data;
  const activities = source.activities.filter((a) => choice.activityIds.includes(a.id));
  const milestones = activities.flatMap((a) =>
    a.milestones.filter((m) => choice.milestoneIds.includes(m.id)),
  );
  return {
    parents: policy ? ancestors(source, policy) : [],
    policy: policy ?? null,
    budgetHead: choice.blueprint.budget?.data ?? null,
    activities,
    milestones,
    newCount:
      (policy ? [...ancestors(source, policy), policy].filter((p) => p.adopted_id === null).length : 0) +
      (choice.blueprint.budget?.data?.adopted_id === null ? 1 : 0) +
      activities.filter((a) => a.adopted_id === null).length +
      milestones.filter((m) => m.adopted_id === null).length,
  };
};

/** The request body: the blueprint's policy and budget head plus the ticked activities and milestones. */
export const adoptionBody = (
  source: TAdoptionSource,
  choice: AdoptionChoice,
): Omit<TAdoptionBody, "fiscal_year_id"> & { fiscal_year_id: number } => ({
  nikaya_id: source.nikaya.id,
  fiscal_year_id: source.fiscal_year.id,
  policy_ids: choice.blueprint.policy ? [choice.blueprint.policy.data.id] : [],
  budget_head_ids: choice.blueprint.budget?.data ? [choice.blueprint.budget.data.id] : [],
  activity_ids: choice.activityIds,
  milestone_ids: choice.milestoneIds,
  remarks: choice.remarks.trim(),
});
