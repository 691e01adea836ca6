import { localizeDigits } from "@pragati/domain/calendar";
import {
  INDICATOR_DETAIL_REPORT,
  INDICATOR_REPORT_MEASURES,
  type TDrillParams,
  type TIndicatorListQuery,
  type TIndicatorListRow,
  type TIndicatorReportQuery,
  ZIndicatorList,
  ZIndicatorListQuery,
  ZIndicatorReport,
  ZIndicatorReportQuery,
} from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { pick, WORDS } from "../reports/report-cells";
import { approvalMonthOf, type ReportContext } from "../reports/report-context";
import { entry, type ReportEntries, type SheetLayout } from "../reports/report-entry";
import { nothingToRead, reportList } from "../reports/report-list";
import { column, presentOfficeReport } from "../reports/reports.presenter";
import { officeSummary } from "../reports/reports.repository";
import {
  type IndicatorFilters,
  indicatorCondition,
  indicatorListSelect,
  indicatorSource,
  WEIGHTED_SCORE,
} from "./indicator-measures";

// The indicator report (suchak/pragarti-esthiti) and the indicators behind its counts.

const indicatorFilters = (query: TIndicatorReportQuery): IndicatorFilters => ({
  group: query.group_by,
  ...(query.direction === undefined ? {} : { direction: query.direction }),
  ...(query.ministry_id === undefined ? {} : { ministryId: query.ministry_id }),
});

/**
 * suchak/pragarti-esthiti: per reporting office (or per ministry, with its weighted score), its
 * indicators, the month's reporting completeness (due, reported, missing) and the status to date, each
 * count drilling into its indicators; with the totals row.
 */
export const indicatorReport = async (
  executor: Executor,
  ctx: ReportContext,
  query: TIndicatorReportQuery,
) => {
  const filters = indicatorFilters(query);
  const byMinistry = query.group_by === "ministry";
  const rows = await officeSummary(executor, {
    source: indicatorSource(ctx, filters),
    from: "b",
    measures: INDICATOR_REPORT_MEASURES.map((measure) => [measure, indicatorCondition(measure)] as const),
    // A ministry's weighted score (its weightage over its indicators), with the rows of ministries.
    figures: byMinistry ? [["weighted_score", WEIGHTED_SCORE]] : [],
    // A ministry's row groups its offices' indicators: no one office's month stands behind it.
    approval: byMinistry ? null : approvalMonthOf(ctx),
  });
  const report = presentOfficeReport(
    ctx,
    rows,
    INDICATOR_REPORT_MEASURES.map((measure) => column(measure, INDICATOR_DETAIL_REPORT, { measure })),
  );
  const extra: TDrillParams = {
    group_by: query.group_by,
    ...(filters.direction === undefined ? {} : { direction: filters.direction }),
    ...(filters.ministryId === undefined ? {} : { ministry_id: filters.ministryId }),
  };
  return {
    ...report,
    group_by: query.group_by,
    // A ministry row drills into that ministry's indicators, not one reporting office's.
    rows: report.rows.map(({ drill: { office_id, ...drill }, ...row }) => ({
      ...row,
      drill: byMinistry
        ? { ...drill, ...extra, ministry_id: row.nikaya_id }
        : { ...drill, office_id: office_id as number, ...extra },
    })),
    totals: { ...report.totals, drill: { ...report.totals.drill, ...extra } },
  };
};

/**
 * The indicators behind one count of the indicator report (`measure`, default every indicator), and every
 * indicator of the list for the export and the print.
 */
export const { page: indicatorDetail, rows: indicatorRows } = reportList<
  TIndicatorListRow,
  TIndicatorListQuery,
  undefined
>(nothingToRead, (ctx, query, afterId) =>
  indicatorListSelect(ctx, indicatorFilters(query), query.measure ?? "indicators", afterId),
);

/** Every % of the indicators is stored rounded to 2 decimals and shown with exactly 2. */
const PERCENT_FORMAT = "0.00";
const PERIODS = 12;

/**
 * The indicators' Excel sheet: after the catalogue's columns, each period's target, achievement and %
 * (empty past the indicator's periods); every % with two decimals.
 */
const INDICATOR_SHEET: SheetLayout = {
  more: {
    heads: (lang) =>
      Array.from({ length: PERIODS }, (_, p) => {
        const period = `${pick(WORDS.period, lang)} ${localizeDigits(p + 1, lang)}`;
        return [
          `${period} ${pick(WORDS.target, lang)}`,
          `${period} ${pick(WORDS.achieved, lang)}`,
          `${period} ${pick(WORDS.percent, lang)}`,
        ];
      }).flat(),
    cells: (row) =>
      (row as TIndicatorListRow).periods.flatMap((period) => [period.target, period.actual, period.percent]),
  },
  formats: (columns) => {
    const formats: Record<number, string> = { [columns.indexOf("percent_achieved")]: PERCENT_FORMAT };
    for (let p = 0; p < PERIODS; p++) formats[columns.length + p * 3 + 2] = PERCENT_FORMAT;
    return formats;
  },
};

export const indicatorReports = {
  "suchak/pragarti-esthiti": entry({
    summary: "Ministry indicators per reporting office: reporting completeness and status to date",
    query: ZIndicatorReportQuery,
    response: ZIndicatorReport,
    build: ({ tx, ctx, query }) => indicatorReport(tx, ctx, query),
  }),
  "suchak/pragarti-esthiti/indicators": entry({
    summary: "Indicators behind a count of the indicator report, with each period's figures",
    query: ZIndicatorListQuery,
    response: ZIndicatorList,
    build: ({ tx, ctx, query }) => indicatorDetail(tx, ctx, query),
    rows: ({ tx, ctx, query }) => indicatorRows(tx, ctx, query),
    openedFrom: ["suchak/pragarti-esthiti"],
    sheet: INDICATOR_SHEET,
  }),
} satisfies ReportEntries;
