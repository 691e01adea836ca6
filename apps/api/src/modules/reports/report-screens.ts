import { REPORT_SCREENS } from "@pragati/domain/access";
import {
  ACTIVITY_DETAIL_REPORT,
  ACTIVITY_TABLE_REPORT,
  MILESTONE_DETAIL_REPORTS,
  MILESTONE_TABLE_REPORT,
} from "@pragati/domain/contract";

/** The lists a summary's counts drill into: they open from whichever report screen was drilled. */
const DRILL_TARGETS = new Set<string>([
  ...Object.keys(MILESTONE_DETAIL_REPORTS),
  ACTIVITY_DETAIL_REPORT,
  MILESTONE_TABLE_REPORT,
  ACTIVITY_TABLE_REPORT,
]);

/** The screens whose data a report (and its Excel export) is: its own, or any report's for a drill list. */
export const reportScreens = (path: string): readonly string[] =>
  DRILL_TARGETS.has(path) ? REPORT_SCREENS : [`reports/${path}`];
