/** Route paths of this module's screens (SPEC.md section 2). */
export const INDICATORS_PATH = "ministry-suchak";
