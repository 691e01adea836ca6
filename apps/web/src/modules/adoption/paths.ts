/** Route paths of this module's screens (SPEC.md section 2). */
export const PLAN_ADOPTION_PATH = "plans-policy/adoption";
