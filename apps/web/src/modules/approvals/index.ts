/** What other modules use of the approvals module. */
export { approvalReportViews } from "./report-views";
