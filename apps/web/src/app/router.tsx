import { SETUP_LIST_KEYS } from "@pragati/domain/setup";
import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { abortAllRequests } from "../lib/api-client";
import { RouteErrorPage } from "../pages/route-error-page";
import { RequireAuth } from "../shell/require-auth";
import { VisitorOnly } from "../shell/visitor-only";
import { RootRoute } from "./root-route";
import {
  ACTIVITIES_ACTION_PATH,
  ACTIVITY_LOGS_PATH,
  ACTIVITY_TRANSFER_PATH,
  BUDGET_HEAD_ACTIVITIES_PATH,
  COMPLAINTS_PATH,
  FISCAL_YEAR_PATH,
  GATIBIDHI_PATH,
  MILESTONE_PROGRESS_PATH,
  NOTICES_PATH,
  OFFICE_ACTIVITIES_PATH,
  OFFICE_BUDGET_HEADS_PATH,
  OFFICE_POLICIES_PATH,
  OFFICE_PROFILE_PATH,
  OFFICE_UPDATES_PATH,
  OFFICES_PATH,
  OTHER_SETTING_PATH,
  PENDING_PRIVATE_PATHS,
  PERMISSIONS_PATH,
  PLAN_ADOPTION_PATH,
  PLAN_BUDGET_HEAD_ACTIVITIES_PATH,
  PLAN_BUDGET_HEADS_PATH,
  PLAN_MILESTONES_PATH,
  PLAN_POLICY_ACTIVITIES_PATH,
  PLANS_POLICY_PATH,
  PRAGATI_PATH,
  PROGRAMS_PATH,
  PUBLIC_REPORT_PATH,
  QUICK_FILTER_PATH,
  RATE_ACTIVITY_PATH,
  REPORT_PATHS,
  REPORTING_PERIOD_PATH,
  ROLES_PATH,
  USERS_PATH,
} from "./route-paths";

// Route-level code splitting: the login screen loads none of the shell or the other screens.
const AppLayout = lazy(() => import("../shell/app-layout"));
const LoginPage = lazy(() => import("../pages/login-page"));
const ForgotPasswordPage = lazy(() => import("../pages/forgot-password-page"));
const OtpVerificationPage = lazy(() => import("../pages/otp-verification-page"));
const ResetPasswordPage = lazy(() => import("../pages/reset-password-page"));
const UnauthorizedPage = lazy(() => import("../pages/unauthorized-page"));
const NotFoundPage = lazy(() => import("../pages/not-found-page"));
const PublicReportPage = lazy(() => import("../pages/public-report-page"));
const DashboardPage = lazy(() => import("../pages/dashboard-page"));
const NotYetAvailablePage = lazy(() => import("../pages/not-yet-available-page"));
// Built by the admin and calendar modules.
const ActivityLogsPage = lazy(() => import("../pages/activity-logs-page"));
const FiscalYearPage = lazy(() => import("../pages/fiscal-year-page"));
const OfficesPage = lazy(() => import("../pages/offices-page"));
const OfficeProfilePage = lazy(() => import("../pages/office-profile-page"));
const OfficeUpdatesPage = lazy(() => import("../pages/office-updates-page"));
const UsersPage = lazy(() => import("../pages/users-page"));
const RolesPage = lazy(() => import("../pages/roles-page"));
const PermissionsPage = lazy(() => import("../pages/permissions-page"));
const SetupListPage = lazy(() => import("../pages/setup-list-page"));
const OtherSettingPage = lazy(() => import("../pages/other-setting-page"));
const ReportingPeriodPage = lazy(() => import("../pages/reporting-period-page"));
const NoticesPage = lazy(() => import("../pages/notices-page"));
const ComplaintsPage = lazy(() => import("../pages/complaints-page"));
// The action plan.
const PlanPoliciesPage = lazy(() => import("../pages/plan-policies-page"));
const PlanBudgetHeadsPage = lazy(() => import("../pages/plan-budget-heads-page"));
const PlanActivitiesPage = lazy(() => import("../pages/plan-activities-page"));
const PlanMilestonesPage = lazy(() => import("../pages/plan-milestones-page"));
const PlanOfficeActivitiesPage = lazy(() => import("../pages/plan-office-activities-page"));
const PlanOfficePoliciesPage = lazy(() => import("../pages/plan-office-policies-page"));
const PlanOfficeBudgetHeadsPage = lazy(() => import("../pages/plan-office-budget-heads-page"));
// Adoption and activity transfer.
const AdoptionPage = lazy(() => import("../pages/adoption-page"));
const ActivitiesActionPage = lazy(() => import("../pages/activities-action-page"));
const ActivityTransferPage = lazy(() => import("../pages/activity-transfer-page"));
// Programs and the quick filter.
const ProgramsPage = lazy(() => import("../pages/programs-page"));
const QuickFilterPage = lazy(() => import("../pages/quick-filter-page"));
// Progress entry, lists and review.
const ProgressEntryPage = lazy(() => import("../pages/progress-entry-page"));
const ProgressListPage = lazy(() => import("../pages/progress-list-page"));
const ProgressMilestonePage = lazy(() => import("../pages/progress-milestone-page"));
const RateActivityPage = lazy(() => import("../pages/rate-activity-page"));
// Every report (one generic screen keyed by its path).
const ReportPage = lazy(() => import("../pages/report-page"));

const privateRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: ACTIVITY_LOGS_PATH, element: <ActivityLogsPage /> },
  { path: FISCAL_YEAR_PATH, element: <FiscalYearPage /> },
  { path: OFFICES_PATH, element: <OfficesPage /> },
  { path: `${OFFICE_PROFILE_PATH}/:id`, element: <OfficeProfilePage /> },
  { path: OFFICE_UPDATES_PATH, element: <OfficeUpdatesPage /> },
  { path: USERS_PATH, element: <UsersPage /> },
  { path: ROLES_PATH, element: <RolesPage /> },
  { path: PERMISSIONS_PATH, element: <PermissionsPage /> },
  { path: OTHER_SETTING_PATH, element: <OtherSettingPage /> },
  { path: REPORTING_PERIOD_PATH, element: <ReportingPeriodPage /> },
  { path: NOTICES_PATH, element: <NoticesPage /> },
  { path: COMPLAINTS_PATH, element: <ComplaintsPage /> },
  { path: PLANS_POLICY_PATH, element: <PlanPoliciesPage /> },
  { path: PLAN_BUDGET_HEADS_PATH, element: <PlanBudgetHeadsPage /> },
  { path: `${PLAN_BUDGET_HEADS_PATH}/:nikaya_id/:nitikaryakram_master_id`, element: <PlanBudgetHeadsPage /> },
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
  { path: PLAN_ADOPTION_PATH, element: <AdoptionPage /> },
  { path: ACTIVITIES_ACTION_PATH, element: <ActivitiesActionPage /> },
  { path: `${ACTIVITY_TRANSFER_PATH}/:activity_master_id`, element: <ActivityTransferPage /> },
  { path: PROGRAMS_PATH, element: <ProgramsPage /> },
  { path: QUICK_FILTER_PATH, element: <QuickFilterPage /> },
  { path: PRAGATI_PATH, element: <ProgressEntryPage /> },
  { path: GATIBIDHI_PATH, element: <ProgressListPage /> },
  { path: `${MILESTONE_PROGRESS_PATH}/:milestone_master_id`, element: <ProgressMilestonePage /> },
  { path: RATE_ACTIVITY_PATH, element: <RateActivityPage /> },
  // One generic screen serves every simple setup list; the key picks the list (and remounts it).
  ...SETUP_LIST_KEYS.map((key) => ({ path: key, element: <SetupListPage key={key} /> })),
  ...REPORT_PATHS.map((path) => ({
    path,
    element: <ReportPage key={path} path={path.replace(/^reports\//, "")} />,
  })),
  ...PENDING_PRIVATE_PATHS.map((path) => ({ path, element: <NotYetAvailablePage /> })),
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "forgotpassword", element: <ForgotPasswordPage /> },
          { path: "otpverification", element: <OtpVerificationPage /> },
          { path: "changepassword", element: <ResetPasswordPage /> },
        ],
      },
      { path: "unauthorized", element: <UnauthorizedPage /> },
      { path: PUBLIC_REPORT_PATH, element: <PublicReportPage /> },
      {
        element: <RequireAuth />,
        children: [{ path: "/", element: <AppLayout />, children: privateRoutes }],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Before every navigation all in-flight requests are cancelled (SPEC.md section 2).
let lastLocationKey = router.state.location.key;
router.subscribe((state) => {
  const next = state.navigation.location ?? state.location;
  if (next.key === lastLocationKey) return;
  lastLocationKey = next.key;
  abortAllRequests();
});
