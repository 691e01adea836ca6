/** What other modules and the shell use of the monitoring module. */
export { MonitoringDashboard } from "./components/monitoring-dashboard";
export { SubProfileWarning, useIncompleteSubProfiles } from "./components/sub-profile-warning";
export { VisitStateBadge } from "./components/visit-state-badge";
export { ANUGAMAN_PATH } from "./paths";
export { monitoringReportViews } from "./report-views";
