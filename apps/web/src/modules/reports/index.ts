/** What other modules use of the reports module: the shape of the report views they declare. */
export { drillHref } from "./report-params";
export {
  listView,
  type ReportParams,
  type ReportView,
  type ReportWidgetProps,
  type SummaryLabels,
} from "./report-view";
