import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import {
  BUDGET_HEAD_ACTIVITIES_PATH,
  OFFICE_ACTIVITIES_PATH,
  OFFICE_BUDGET_HEADS_PATH,
  OFFICE_POLICIES_PATH,
  PLAN_BUDGET_HEAD_ACTIVITIES_PATH,
  PLAN_BUDGET_HEADS_PATH,
  PLAN_MILESTONES_PATH,
  PLAN_POLICY_ACTIVITIES_PATH,
  PLANS_POLICY_PATH,
} from "./paths";

const PlanPoliciesPage = lazy(() => import("./pages/plan-policies-page"));
const PlanBudgetHeadsPage = lazy(() => import("./pages/plan-budget-heads-page"));
const PlanActivitiesPage = lazy(() => import("./pages/plan-activities-page"));
const PlanMilestonesPage = lazy(() => import("./pages/plan-milestones-page"));
const PlanOfficeActivitiesPage = lazy(() => import("./pages/plan-office-activities-page"));
const PlanOfficePoliciesPage = lazy(() => import("./pages/plan-office-policies-page"));
const PlanOfficeBudgetHeadsPage = lazy(() => import("./pages/plan-office-budget-heads-page"));

export const plansRoutes: ModuleRoutes = {
  private: [
    { path: PLANS_POLICY_PATH, element: <PlanPoliciesPage /> },
    { path: PLAN_BUDGET_HEADS_PATH, element: <PlanBudgetHeadsPage /> },
    {
      path: `${PLAN_BUDGET_HEADS_PATH}/:nikaya_id/:nitikaryakram_master_id`,
      element: <PlanBudgetHeadsPage />,
    },
    {
      path: `${PLAN_POLICY_ACTIVITIES_PATH}/:nikaya_id/:nitikaryakram_master_id`,
      element: <PlanActivitiesPage />,
    },
    {
      path: `${PLAN_BUDGET_HEAD_ACTIVITIES_PATH}/:nikaya_id/:budget_master_id`,
      element: <PlanActivitiesPage />,
    },
    { path: `${BUDGET_HEAD_ACTIVITIES_PATH}/:nikaya_id/:budget_master_id`, element: <PlanActivitiesPage /> },
    { path: `${PLAN_MILESTONES_PATH}/:nikaya_id/:activity_master_id`, element: <PlanMilestonesPage /> },
    { path: OFFICE_ACTIVITIES_PATH, element: <PlanOfficeActivitiesPage /> },
    { path: OFFICE_POLICIES_PATH, element: <PlanOfficePoliciesPage /> },
    { path: OFFICE_BUDGET_HEADS_PATH, element: <PlanOfficeBudgetHeadsPage /> },
  ],
};
