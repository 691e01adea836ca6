/** What other modules use of the plans module. */
export { PLANS_POLICY_PATH } from "./paths";
export { planReportViews } from "./report-views";
export { useScopeOffices } from "./use-scope-offices";
