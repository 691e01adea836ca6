/** What other modules and the shell use of the monitoring module. */
export { MonitoringDashboard } from "./components/monitoring-dashboard";
export { SubProfileToast } from "./components/sub-profile-toast";
export { VisitStateBadge } from "./components/visit-state-badge";
export { ANUGAMAN_PATH } from "./paths";
export { monitoringReportViews } from "./report-views";
