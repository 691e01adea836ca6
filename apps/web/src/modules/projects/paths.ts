/** Route paths of this module's screens (SPEC.md section 2). */
export const PROJECTS_PATH = "ayojana";
/** One project's summary: `ayojana-summary/:ayojana_id`. */
export const PROJECT_SUMMARY_PATH = "ayojana-summary";
export const PROJECT_HEADS_SCREEN = "ayojana-project-head";
