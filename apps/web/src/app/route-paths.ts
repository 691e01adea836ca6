import { PUBLIC_PATHS, VALID_MENU } from "@pragati/domain/access";
import { SETUP_LIST_KEYS } from "@pragati/domain/setup";
import { PUBLIC_REPORT, REPORT_DEFINITIONS, reportRoute } from "../modules/reports/report-definitions";

/** Screens built so far get their own component; every other menu path shows NotYetAvailable. */
export const DASHBOARD_PATH = "";
export const ACTIVITY_LOGS_PATH = "activity-logs";
export const FISCAL_YEAR_PATH = "fiscal-year";
export const PUBLIC_REPORT_PATH = "reports/monthly-kiryakalap-suru-pragati-esthiti";
export const OFFICES_PATH = "nikaya";
export const OFFICE_PROFILE_PATH = "nikaya/profile";
export const OFFICE_UPDATES_PATH = "nikayaupdates";
export const USERS_PATH = "user";
export const ROLES_PATH = "role";
export const PERMISSIONS_PATH = "permission";
export const OTHER_SETTING_PATH = "other-setting";
export const REPORTING_PERIOD_PATH = "reporting-period";
export const NOTICES_PATH = "notices";
export const COMPLAINTS_PATH = "complaint";
// The action plan (policies, budget heads, activities, milestones) and its office views.
export const PLANS_POLICY_PATH = "plans-policy";
export const PLAN_BUDGET_HEADS_PATH = "plans-policy/budget-head";
export const PLAN_POLICY_ACTIVITIES_PATH = "plans-policy/activities";
export const PLAN_BUDGET_HEAD_ACTIVITIES_PATH = "plans-policy/budget-head/activities";
export const BUDGET_HEAD_ACTIVITIES_PATH = "budget-head/activities";
export const PLAN_MILESTONES_PATH = "plans-policy/budget-head/activities/milestones";
export const OFFICE_ACTIVITIES_PATH = "nikaya-activities";
export const OFFICE_POLICIES_PATH = "nikaya/niti-karyakrams";
export const OFFICE_BUDGET_HEADS_PATH = "nikaya/budget-heads";
// Adoption from the previous fiscal year and activity transfer.
export const PLAN_ADOPTION_PATH = "plans-policy/adoption";
export const ACTIVITIES_ACTION_PATH = "activities-action";
export const ACTIVITY_TRANSFER_PATH = "activities/transfer";
// The programs screen and the quick filter that narrows it.
export const PROGRAMS_PATH = "programs";
export const QUICK_FILTER_PATH = "quick-filter";
// Progress: entry, list, one milestone month by month, and the secretary's review.
export const PRAGATI_PATH = "pragati";
export const GATIBIDHI_PATH = "gatibidhi";
export const RATE_ACTIVITY_PATH = "rate-activity";
export const MILESTONE_PROGRESS_PATH = "plans-policy/budget-head/activities/milestones/gatibidhi";
// Every report under reports/ (one generic screen; the public one has its own route above).
export const REPORT_PATHS: readonly string[] = REPORT_DEFINITIONS.filter((d) => d.path !== PUBLIC_REPORT).map(
  (d) => reportRoute(d.path),
);
export const milestoneProgressPath = (milestoneId: number) => `/${MILESTONE_PROGRESS_PATH}/${milestoneId}`;

/** Route params of screens opened from inside others (SPEC.md section 2), keyed by their menu path. */
const PARAMS: Record<string, readonly string[]> = {
  "nikaya/profile": [":id"],
  "ayojana-summary": [":ayojana_id"],
  "plans-policy/budget-head": ["", ":nikaya_id/:nitikaryakram_master_id"],
  "plans-policy/activities": [":nikaya_id/:nitikaryakram_master_id"],
  "plans-policy/budget-head/activities": [":nikaya_id/:budget_master_id"],
  "budget-head/activities": [":nikaya_id/:budget_master_id"],
  "plans-policy/budget-head/activities/milestones": [":nikaya_id/:activity_master_id"],
  "plans-policy/budget-head/activities/milestones/gatibidhi": [":milestone_master_id"],
  "activities/transfer": [":activity_master_id"],
};

const BUILT = new Set<string>([
  DASHBOARD_PATH,
  ACTIVITY_LOGS_PATH,
  FISCAL_YEAR_PATH,
  OFFICES_PATH,
  OFFICE_PROFILE_PATH,
  OFFICE_UPDATES_PATH,
  USERS_PATH,
  ROLES_PATH,
  PERMISSIONS_PATH,
  OTHER_SETTING_PATH,
  REPORTING_PERIOD_PATH,
  NOTICES_PATH,
  COMPLAINTS_PATH,
  PLANS_POLICY_PATH,
  PLAN_BUDGET_HEADS_PATH,
  PLAN_POLICY_ACTIVITIES_PATH,
  PLAN_BUDGET_HEAD_ACTIVITIES_PATH,
  BUDGET_HEAD_ACTIVITIES_PATH,
  PLAN_MILESTONES_PATH,
  OFFICE_ACTIVITIES_PATH,
  OFFICE_POLICIES_PATH,
  OFFICE_BUDGET_HEADS_PATH,
  PLAN_ADOPTION_PATH,
  ACTIVITIES_ACTION_PATH,
  ACTIVITY_TRANSFER_PATH,
  PROGRAMS_PATH,
  QUICK_FILTER_PATH,
  PRAGATI_PATH,
  GATIBIDHI_PATH,
  RATE_ACTIVITY_PATH,
  MILESTONE_PROGRESS_PATH,
  ...SETUP_LIST_KEYS,
  ...REPORT_PATHS,
]);

/** Router paths of the private screens still to come, each with its params. */
export const PENDING_PRIVATE_PATHS: readonly string[] = VALID_MENU.filter(
  (link) => !BUILT.has(link) && !PUBLIC_PATHS.includes(link),
).flatMap((link) => (PARAMS[link] ?? [""]).map((suffix) => (suffix ? `${link}/${suffix}` : link)));
