import type { Permission } from "@pragati/domain/access";
import { REPORT_SCREENS } from "@pragati/domain/access";
import {
  ACTIVITY_DETAIL_REPORT,
  ACTIVITY_TABLE_REPORT,
  CONTRACT_DETAIL_REPORT,
  COVERAGE_DETAIL_REPORT,
  COVERAGE_REPORT,
  INDICATOR_DETAIL_REPORT,
  MILESTONE_DETAIL_REPORTS,
  MILESTONE_TABLE_REPORT,
  POINT_AGING_REPORT,
  POINT_DETAIL_REPORT,
  PROJECT_DETAIL_REPORT,
  VISIT_DETAIL_REPORT,
  VISITS_BY_STATE_REPORT,
} from "@pragati/domain/contract";
import { isMonitoringKind, type ReportKind, screenOf } from "@pragati/domain/reports";

const PROJECT_REPORT = "ayojana-akikrit-pragati";
const INDICATOR_REPORT = "suchak/pragarti-esthiti";
const CONTRACT_REPORT = "thekka-akkikrit-pragarti";

/** The permission a report (and its export and print) needs: the monitoring reports are the monitoring module's. */
export const reportPermission = (kind: ReportKind): Permission =>
  isMonitoringKind(kind) ? "monitoring.view" : "report.view";

/** The lists a summary's counts drill into: they open from whichever report screen was drilled. */
const DRILL_TARGETS = new Set<string>([
  ...Object.keys(MILESTONE_DETAIL_REPORTS),
  ACTIVITY_DETAIL_REPORT,
  MILESTONE_TABLE_REPORT,
  ACTIVITY_TABLE_REPORT,
]);

/**
 * The screens whose data a report (and its Excel export) is: its own, or any report's for a drill
 * list; the projects behind a consolidated count also open from the consolidated view, the
 * indicators behind an indicator report's count from the indicator report, the contracts behind a
 * consolidated contract count from the consolidated contract view.
 */
export const reportScreens = (path: string): readonly string[] => {
  if (DRILL_TARGETS.has(path)) return REPORT_SCREENS;
  if (path === PROJECT_DETAIL_REPORT) return [screenOf(path), screenOf(PROJECT_REPORT)];
  if (path === INDICATOR_DETAIL_REPORT) return [screenOf(path), screenOf(INDICATOR_REPORT)];
  if (path === CONTRACT_DETAIL_REPORT) return [screenOf(path), screenOf(CONTRACT_REPORT)];
  if (path === VISIT_DETAIL_REPORT) return [screenOf(path), screenOf(VISITS_BY_STATE_REPORT)];
  if (path === POINT_DETAIL_REPORT) return [screenOf(path), screenOf(POINT_AGING_REPORT)];
  if (path === COVERAGE_DETAIL_REPORT) return [screenOf(path), screenOf(COVERAGE_REPORT)];
  return [screenOf(path)];
};
