/** Progress: entry, list, one milestone month by month, and the secretary's review (SPEC.md section 2). */
export const PRAGATI_PATH = "pragati";
export const GATIBIDHI_PATH = "gatibidhi";
export const RATE_ACTIVITY_PATH = "rate-activity";
export const MILESTONE_PROGRESS_PATH = "plans-policy/budget-head/activities/milestones/gatibidhi";
export const milestoneProgressPath = (milestoneId: number) => `/${MILESTONE_PROGRESS_PATH}/${milestoneId}`;
