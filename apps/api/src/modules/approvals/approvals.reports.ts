import {
  type ApprovalStream,
  COMPLETENESS_REPORTS,
  DATA_QUALITY_REPORTS,
  type TSetupBlock,
  ZCompletenessList,
  ZCompletenessListQuery,
  ZCompletenessQuery,
  ZCompletenessReport,
  ZDataQualityList,
  ZDataQualityListQuery,
  ZDataQualityQuery,
  ZDataQualityReport,
} from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";
import type { ReportContext } from "../reports/report-context";
import { entry, type ReportEntries } from "../reports/report-entry";
import { completenessList, completenessReport, completenessRows } from "./completeness-measures";
import { qualityList, qualityReport, qualityRows } from "./data-quality-report";

/** The reporting month each stream defaults to: action-plan progress's, the projects' (contracts too), the indicators'. */
const REPORTING_MONTH: Record<ApprovalStream, (setup: TSetupBlock) => number> = {
  pragati: (s) => s.current_pragati_reporting_month,
  project: (s) => s.current_ayojana_reporting_month,
  contract: (s) => s.current_ayojana_reporting_month,
  indicator: (s) => s.current_suchak_reporting_month,
};

/** The context with the stream's reporting month when the query names no month. */
const withStreamMonth = async (
  tx: Executor,
  ctx: ReportContext,
  month: number | undefined,
  stream: ApprovalStream,
): Promise<ReportContext> =>
  month !== undefined ? ctx : { ...ctx, month: REPORTING_MONTH[stream](await buildSetupBlock(tx)) };

const summary = (stream: ApprovalStream) =>
  entry({
    summary: `Reporting completeness and timeliness of ${stream} months per expected office`,
    query: ZCompletenessQuery,
    response: ZCompletenessReport,
    build: async ({ tx, ctx, query }) =>
      completenessReport(tx, await withStreamMonth(tx, ctx, query.month, stream), stream),
  });

const quality = (stream: ApprovalStream) =>
  entry({
    summary: `Data-quality warnings of ${stream} months per office, explained and not`,
    query: ZDataQualityQuery,
    response: ZDataQualityReport,
    build: async ({ tx, ctx, query }) =>
      qualityReport(tx, await withStreamMonth(tx, ctx, query.month, stream), stream),
  });

/**
 * Reporting completeness and timeliness of each stream's months, and the offices behind their counts;
 * the data-quality warnings of each stream's months, and the warnings behind their counts.
 */
export const approvalReports = {
  [COMPLETENESS_REPORTS.pragati]: summary("pragati"),
  [COMPLETENESS_REPORTS.project]: summary("project"),
  [COMPLETENESS_REPORTS.contract]: summary("contract"),
  [COMPLETENESS_REPORTS.indicator]: summary("indicator"),
  "reporting-completeness/offices": entry({
    summary: "Offices behind a count of a reporting completeness report",
    query: ZCompletenessListQuery,
    response: ZCompletenessList,
    build: async ({ tx, ctx, query }) =>
      completenessList(tx, await withStreamMonth(tx, ctx, query.month, query.stream), query),
    rows: async function* ({ tx, ctx, query }) {
      yield* completenessRows(tx, await withStreamMonth(tx, ctx, query.month, query.stream), query);
    },
    openedFrom: Object.values(COMPLETENESS_REPORTS),
  }),
  [DATA_QUALITY_REPORTS.pragati]: quality("pragati"),
  [DATA_QUALITY_REPORTS.project]: quality("project"),
  [DATA_QUALITY_REPORTS.contract]: quality("contract"),
  [DATA_QUALITY_REPORTS.indicator]: quality("indicator"),
  "data-quality/warnings": entry({
    summary: "Data-quality warnings behind a count of a data-quality report, with their explanations",
    query: ZDataQualityListQuery,
    response: ZDataQualityList,
    build: async ({ tx, ctx, query }) =>
      qualityList(tx, await withStreamMonth(tx, ctx, query.month, query.stream), query),
    rows: async function* ({ tx, ctx, query }) {
      yield* qualityRows(tx, await withStreamMonth(tx, ctx, query.month, query.stream), query);
    },
    openedFrom: Object.values(DATA_QUALITY_REPORTS),
  }),
} satisfies ReportEntries;
