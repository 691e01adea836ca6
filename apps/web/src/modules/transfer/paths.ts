/** Route paths of this module's screens (SPEC.md section 2). */
export const ACTIVITIES_ACTION_PATH = "activities-action";
export const ACTIVITY_TRANSFER_PATH = "activities/transfer";
