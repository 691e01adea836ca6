import { PUBLIC_PATHS, VALID_MENU } from "@pragati/domain/access";

/** Screens built so far get their own component; every other menu path shows NotYetAvailable. */
export const DASHBOARD_PATH = "";
export const ACTIVITY_LOGS_PATH = "activity-logs";
export const FISCAL_YEAR_PATH = "fiscal-year";
export const PUBLIC_REPORT_PATH = "reports/monthly-kiryakalap-suru-pragati-esthiti";

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

const BUILT = new Set([DASHBOARD_PATH, ACTIVITY_LOGS_PATH, FISCAL_YEAR_PATH]);

/** Router paths of the private screens still to come, each with its params. */
export const PENDING_PRIVATE_PATHS: readonly string[] = VALID_MENU.filter(
  (link) => !BUILT.has(link) && !PUBLIC_PATHS.includes(link),
).flatMap((link) => (PARAMS[link] ?? [""]).map((suffix) => (suffix ? `${link}/${suffix}` : link)));
