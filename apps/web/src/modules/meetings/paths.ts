/** Route paths of this module's screens (SPEC.md section 2). */
export const MEETINGS_PATH = "meetings";
export const MEETING_REPORTS_PATH = "meeting-reports";
