/** What other modules use of the contracts module. */

export { ProjectContracts } from "./components/project-contracts";
export { CONTRACTS_PATH } from "./paths";
export { contractReportViews } from "./report-views";
