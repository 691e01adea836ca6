/** What other modules use of the treasury module. */
export { TREASURY_IMPORT_PATH } from "./paths";
export { treasuryReportViews } from "./report-views";
