import type { Permission } from "@pragati/domain/access";
import { REPORT_SCREENS } from "@pragati/domain/access";
import { isMonitoringKind, type ReportKind, type ReportPath, screenOf } from "@pragati/domain/reports";
import { REPORT_REGISTRY } from "./reports.registry";

/** The permission a report (and its export and print) needs: the monitoring reports are the monitoring module's. */
export const reportPermission = (kind: ReportKind): Permission =>
  isMonitoringKind(kind) ? "monitoring.view" : "report.view";

/**
 * The screens whose data a report (and its Excel export) is: its own, and those of the reports its
 * entry says it is also opened from (`openedFrom`: the projects behind a consolidated count open from
 * the consolidated view, and so on); the milestone and activity lists a summary drills into open from
 * every report screen.
 */
export const reportScreens = (path: string): readonly string[] => {
  const openedFrom = REPORT_REGISTRY[path as ReportPath].openedFrom ?? [];
  if (openedFrom === "every report") return REPORT_SCREENS;
  return [screenOf(path), ...openedFrom.map(screenOf)];
};
