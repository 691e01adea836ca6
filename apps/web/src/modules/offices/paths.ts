/** Route paths of this module's screens (SPEC.md section 2). */
export const OFFICES_PATH = "nikaya";
export const OFFICE_PROFILE_PATH = "nikaya/profile";
export const OFFICE_UPDATES_PATH = "nikayaupdates";
