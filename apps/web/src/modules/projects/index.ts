/** What other modules use of the projects module. */
export { PROJECTS_PATH } from "./paths";
export { projectChoicesQuery, projectQuery } from "./queries";
export { projectReportViews } from "./report-views";
