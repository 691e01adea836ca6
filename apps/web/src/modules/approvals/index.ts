/** What other modules use of the approvals module. */
export { ApprovalLevelsForm } from "./components/approval-levels-form";
export { ApprovalStateBadge } from "./components/approval-state-badge";
export { ApprovalViewControl, useDefaultApprovalView } from "./components/approval-view-control";
export { MonthApprovalNotice, useMonthClosed } from "./components/month-approval-notice";
export { approvalReportViews } from "./report-views";
