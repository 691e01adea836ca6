/** What other modules use of the indicators module. */
export { INDICATORS_PATH } from "./paths";
export { indicatorReportViews } from "./report-views";
export { STATUS_COLORS } from "./status-colors";
