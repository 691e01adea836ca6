import {
  PLAN_BUDGET_HEAD_ACTIVITIES_PATH,
  PLAN_BUDGET_HEADS_PATH,
  PLAN_MILESTONES_PATH,
  PLAN_POLICY_ACTIVITIES_PATH,
  PLANS_POLICY_PATH,
} from "./paths";

/** Links between the plan screens (SPEC.md section 2 routes, with their office and entry ids). */
export const planLinks = {
  policyBudgetHeads: (nikayaId: number, policyId: number) =>
    `/${PLAN_BUDGET_HEADS_PATH}/${nikayaId}/${policyId}`,
  policyActivities: (nikayaId: number, policyId: number) =>
    `/${PLAN_POLICY_ACTIVITIES_PATH}/${nikayaId}/${policyId}`,
  budgetHeadActivities: (nikayaId: number, budgetHeadId: number) =>
    `/${PLAN_BUDGET_HEAD_ACTIVITIES_PATH}/${nikayaId}/${budgetHeadId}`,
  milestones: (nikayaId: number, activityId: number) => `/${PLAN_MILESTONES_PATH}/${nikayaId}/${activityId}`,
  /** The progress screen of a milestone (built with the progress module). */
  progress: (milestoneId: number) => `/${PLAN_MILESTONES_PATH}/gatibidhi/${milestoneId}`,
  /** Adopting last year's plan (built with the adoption screen). */
  adoption: `/${PLANS_POLICY_PATH}/adoption`,
};
