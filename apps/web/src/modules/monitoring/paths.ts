/** Route paths of this module's screens (SPEC.md section 2 "Meetings and monitoring"). */
export const ANUGAMAN_PATH = "anugaman";
export const ANUGAMAN_TEAM_PATH = "anugaman-team";
export const ANUGAMAN_REPORT_PATH = "anugaman-report";
export const MERGED_ANUGAMAN_PATH = "merged-anugaman";
/** The order letter's print view of a visit. */
export const AADESH_PATH = "anugaman/:id/aadesh";
export const aadeshPathOf = (id: number) => `/anugaman/${id}/aadesh`;
