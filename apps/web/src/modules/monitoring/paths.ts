import type { LetterKind } from "@pragati/domain/monitoring";

/** Route paths of this module's screens (SPEC.md section 2 "Meetings and monitoring"). */
export const ANUGAMAN_PATH = "anugaman";
export const ANUGAMAN_TEAM_PATH = "anugaman-team";
export const ANUGAMAN_REPORT_PATH = "anugaman-report";
export const MERGED_ANUGAMAN_PATH = "merged-anugaman";
/** The order letter's print view of a visit, and its confirmation's (pushti). */
export const AADESH_PATH = "anugaman/:id/aadesh";
export const PUSHTI_PATH = "anugaman/:id/pushti";
export const letterPathOf = (kind: LetterKind, id: number) =>
  `/anugaman/${id}/${kind === "order" ? "aadesh" : "pushti"}`;
