/** The simple setup lists of SPEC.md section 2, served by one generic module (`api/<key>/...`). */
export const SETUP_LIST_KEYS = [
  "nikaya-category",
  "units",
  "budget-head",
  "nitikaryakram",
  "subjectareatype",
  "paragati-samasyas-types",
  "ministry-suchak",
  "ayojana-samasya-types",
  "ayojana-type",
  "meeting-type",
  "reporting-duration",
  "presidency-type",
  "nikaya-member-type",
  "milestone-types",
  "ayojana-sector",
] as const;
export type SetupListKey = (typeof SETUP_LIST_KEYS)[number];
