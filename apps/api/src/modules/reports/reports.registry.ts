import type { ReportPath } from "@pragati/domain/reports";
import { approvalReports } from "../approvals/approvals.reports";
import { contractReports } from "../contracts/contracts.reports";
import { indicatorReports } from "../indicators/indicators.reports";
import { meetingReports } from "../meetings/meetings.reports";
import { monitoringReports } from "../monitoring/monitoring.reports";
import { planReports } from "../plans/plans.reports";
import { projectReports } from "../projects/projects.reports";
import { treasuryReports } from "../treasury/treasury.reports";
import type { ReportEntry } from "./report-entry";

/**
 * How the API answers each report of the catalogue (`@pragati/domain/reports`: path, kind, filters,
 * titles): every module declares its own reports in its `<module>.reports.ts` (see `ReportEntry`) and
 * is listed here on one line; the compiler finds a catalogue path no module answers. The routes
 * (`reports.routes.ts`) and the Excel export (`reports-export`) are registered from here; an entry's
 * `sheet` says where its Excel layout differs from a summary's or a list's.
 */
export const REPORT_REGISTRY: Record<ReportPath, ReportEntry> = {
  ...planReports,
  ...projectReports,
  ...contractReports,
  ...indicatorReports,
  ...meetingReports,
  ...monitoringReports,
  ...treasuryReports,
  ...approvalReports,
};
