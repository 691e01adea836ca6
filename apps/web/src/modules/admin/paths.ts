/** Route paths of this module's screens (SPEC.md section 2). */
export const ACTIVITY_LOGS_PATH = "activity-logs";
