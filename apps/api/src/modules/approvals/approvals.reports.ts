import {
  APPROVAL_STREAMS,
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
import type { ReportPath } from "@pragati/domain/reports";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";
import type { ReportContext } from "../reports/report-context";
import { entry, type ReportEntries, type ReportEntry } from "../reports/report-entry";
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

/** One entry per stream, each under its path of the catalogue. */
const perStream = <Path extends string>(
  paths: Record<ApprovalStream, Path>,
  of: (stream: ApprovalStream) => ReportEntry,
) =>
  Object.fromEntries(APPROVAL_STREAMS.map((stream) => [paths[stream], of(stream)])) as Record<
    Path,
    ReportEntry
  >;

type StreamListQuery = { month?: number; stream: ApprovalStream };
type StreamListCall<Query, Answer> = (tx: Executor, ctx: ReportContext, query: Query) => Answer;

/** The rows behind a count of any stream's summary, read in the stream's month when the query names none. */
const streamList = <Q extends z.ZodObject, R extends z.ZodType>(definition: {
  summary: string;
  query: Q;
  response: R;
  list: StreamListCall<z.output<Q>, Promise<z.input<R>>>;
  rows: StreamListCall<z.output<Q>, AsyncIterable<unknown[]>>;
  openedFrom: readonly ReportPath[];
}) => {
  const { list, rows, ...rest } = definition;
  const inMonth = (tx: Executor, ctx: ReportContext, query: z.output<Q>) => {
    const { month, stream } = query as StreamListQuery;
    return withStreamMonth(tx, ctx, month, stream);
  };
  return entry({
    ...rest,
    build: async ({ tx, ctx, query }) => list(tx, await inMonth(tx, ctx, query), query),
    rows: async function* ({ tx, ctx, query }) {
      yield* rows(tx, await inMonth(tx, ctx, query), query);
    },
  });
};

/**
 * Reporting completeness and timeliness of each stream's months, and the offices behind their counts;
 * the data-quality warnings of each stream's months, and the warnings behind their counts.
 */
export const approvalReports = {
  ...perStream(COMPLETENESS_REPORTS, summary),
  "reporting-completeness/offices": streamList({
    summary: "Offices behind a count of a reporting completeness report",
    query: ZCompletenessListQuery,
    response: ZCompletenessList,
    list: completenessList,
    rows: completenessRows,
    openedFrom: Object.values(COMPLETENESS_REPORTS),
  }),
  ...perStream(DATA_QUALITY_REPORTS, quality),
  "data-quality/warnings": streamList({
    summary: "Data-quality warnings behind a count of a data-quality report, with their explanations",
    query: ZDataQualityListQuery,
    response: ZDataQualityList,
    list: qualityList,
    rows: qualityRows,
    openedFrom: Object.values(DATA_QUALITY_REPORTS),
  }),
} satisfies ReportEntries;
