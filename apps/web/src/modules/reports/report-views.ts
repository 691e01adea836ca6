import type { ReportKind } from "@pragati/domain/reports";
import { approvalReportViews } from "../approvals";
import { contractReportViews } from "../contracts";
import { indicatorReportViews } from "../indicators";
import { meetingReportViews } from "../meetings";
import { monitoringReportViews } from "../monitoring";
import { planReportViews } from "../plans";
import { projectReportViews } from "../projects";
import { treasuryReportViews } from "../treasury";
import type { ReportView } from "./report-view";

/**
 * What the report screen draws for each kind beyond its generic parts: every module declares its kinds'
 * views in its own `report-views.tsx` and is listed here on one line; the compiler finds a kind no
 * module declares.
 */
export const REPORT_VIEWS: Record<ReportKind, ReportView> = {
  ...planReportViews,
  ...projectReportViews,
  ...contractReportViews,
  ...indicatorReportViews,
  ...meetingReportViews,
  ...monitoringReportViews,
  ...treasuryReportViews,
  ...approvalReportViews,
};
