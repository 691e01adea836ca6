/** What other modules use of the meetings module. */
export { MEETINGS_PATH } from "./paths";
export { meetingQuery } from "./queries";
export { meetingReportViews } from "./report-views";
