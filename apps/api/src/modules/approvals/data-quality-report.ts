import {
  type ApprovalStream,
  checkMeasure,
  DATA_QUALITY_DETAIL_REPORT,
  type DataQualityMeasure,
  STREAM_CHECKS,
  type TDataQualityList,
  type TDataQualityListQuery,
  type TDataQualityListRow,
  type TDataQualityReport,
  type TReportCells,
} from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { pagedArray } from "../../lib/paged";
import { drillBase, filtersOf, officeFilter, type ReportContext } from "../reports/report-context";
import { expectedOffices } from "./completeness-measures";
import { expectedOfficeNames, type OfficeName } from "./data-quality.repository";
import { type ExplainedWarning, explainedWarnings, presentWarning } from "./data-quality.service";

/**
 * The data-quality report of a stream (issue 33 item 5): per office, its month's warnings counted per
 * check, explained and not; each count drills into the warnings behind it. The counts and the lists are
 * both the one set `explainedWarnings` answers (each check's one statement over the report's offices, and
 * the explanations' one), filtered by the same condition, so a count and its list cannot drift apart.
 */

const CONDITIONS: Record<DataQualityMeasure, (warning: ExplainedWarning) => boolean> = {
  warnings_total: () => true,
  warnings_explained: (w) => w.explanation !== null,
  warnings_unexplained: (w) => w.explanation === null,
  warnings_progress_gap: (w) => w.check === "progress_gap",
  warnings_over_target: (w) => w.check === "over_target",
  warnings_cumulative_down: (w) => w.check === "cumulative_down",
  warnings_treasury_gap: (w) => w.check === "treasury_gap",
};

/** The stream's columns: every warning, explained, not explained, then each of its checks. */
const streamMeasures = (stream: ApprovalStream): DataQualityMeasure[] => [
  "warnings_total",
  "warnings_explained",
  "warnings_unexplained",
  ...STREAM_CHECKS[stream].map(checkMeasure),
];

const warningsOf = (executor: Executor, ctx: ReportContext, stream: ApprovalStream) =>
  explainedWarnings(executor, { stream, fiscalYearId: ctx.fiscalYearId, month: ctx.month }, (column) =>
    officeFilter(ctx, column),
  );

/**
 * A stream's warnings per office: one row per office expected to report the month (as the completeness
 * report's) in the office tree's order, then any other office with a warning, and the totals.
 */
export const qualityReport = async (
  executor: Executor,
  ctx: ReportContext,
  stream: ApprovalStream,
): Promise<TDataQualityReport> => {
  const [warnings, offices] = await Promise.all([
    warningsOf(executor, ctx, stream),
    expectedOfficeNames(executor, expectedOffices(stream, ctx.fiscalYearId, ctx.month), (column) =>
      officeFilter(ctx, column),
    ),
  ]);
  const measures = streamMeasures(stream);
  const counts = (list: ExplainedWarning[]) =>
    Object.fromEntries(measures.map((m) => [m, list.filter(CONDITIONS[m]).length]));
  const rows = new Map<number, { office: OfficeName; warnings: ExplainedWarning[] }>(
    offices.map((office) => [office.id, { office, warnings: [] }]),
  );
  // An office with a warning that is not expected (its record outside the expected set) follows them.
  for (const w of warnings) {
    if (!rows.has(w.office_id))
      rows.set(w.office_id, {
        office: { id: w.office_id, name: w.office_name, name_np: w.office_name_np },
        warnings: [],
      });
    rows.get(w.office_id)!.warnings.push(w);
  }
  const base = drillBase(ctx);
  const cells = (list: ExplainedWarning[], drill: TReportCells["drill"]): TReportCells => ({
    counts: counts(list),
    values: {},
    drill,
  });
  return {
    filters: filtersOf(ctx),
    columns: measures.map((key) => ({
      key,
      drill: { report: DATA_QUALITY_DETAIL_REPORT, params: { measure: key, stream } },
    })),
    rows: [...rows.values()].map(({ office, warnings: own }) => ({
      nikaya_id: office.id,
      nikaya_name: office.name,
      nikaya_name_np: office.name_np,
      ...cells(own, { ...base, office_id: office.id }),
    })),
    totals: cells(warnings, base),
  };
};

/** The warnings of one measure as list rows, numbered in their order. */
const listRows = async (
  executor: Executor,
  ctx: ReportContext,
  query: TDataQualityListQuery,
): Promise<TDataQualityListRow[]> => {
  const term = ctx.search.trim().toLowerCase();
  const condition = CONDITIONS[query.measure ?? "warnings_total"];
  return (await warningsOf(executor, ctx, query.stream))
    .filter(condition)
    .filter(
      (w) =>
        term === "" ||
        [w.record_name, w.record_name_np, w.record_code ?? ""].some((text) =>
          text.toLowerCase().includes(term),
        ),
    )
    .map((w, i) => {
      const { office_id, office_name, office_name_np, ...warning } = presentWarning(w);
      return {
        id: i + 1,
        nikaya_id: office_id,
        nikaya_name: office_name,
        nikaya_name_np: office_name_np,
        ...warning,
      };
    });
};

/** The warnings behind a count, paged. */
export const qualityList = async (
  executor: Executor,
  ctx: ReportContext,
  query: TDataQualityListQuery,
): Promise<TDataQualityList> => ({
  ...pagedArray(await listRows(executor, ctx, query), query),
  filters: filtersOf(ctx),
});

/** Every warning of the list, for the export and the print. */
export async function* qualityRows(executor: Executor, ctx: ReportContext, query: TDataQualityListQuery) {
  yield await listRows(executor, ctx, query);
}
