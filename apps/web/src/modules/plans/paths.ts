/** The action plan (policies, budget heads, activities, milestones) and its office views (SPEC.md section 2). */
export const PLANS_POLICY_PATH = "plans-policy";
export const PLAN_BUDGET_HEADS_PATH = "plans-policy/budget-head";
export const PLAN_POLICY_ACTIVITIES_PATH = "plans-policy/activities";
export const PLAN_BUDGET_HEAD_ACTIVITIES_PATH = "plans-policy/budget-head/activities";
export const BUDGET_HEAD_ACTIVITIES_PATH = "budget-head/activities";
export const PLAN_MILESTONES_PATH = "plans-policy/budget-head/activities/milestones";
export const OFFICE_ACTIVITIES_PATH = "nikaya-activities";
export const OFFICE_POLICIES_PATH = "nikaya/niti-karyakrams";
export const OFFICE_BUDGET_HEADS_PATH = "nikaya/budget-heads";
