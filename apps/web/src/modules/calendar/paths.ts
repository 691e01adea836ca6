/** Route paths of this module's screens (SPEC.md section 2). */
export const FISCAL_YEAR_PATH = "fiscal-year";
