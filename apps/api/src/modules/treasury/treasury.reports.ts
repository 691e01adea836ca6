import { bsDateText } from "@pragati/domain/calendar";
import {
  BUDGETARY_FIGURES,
  type TBudgetaryAnalysis,
  TREASURY_NONE,
  type TTreasuryReport,
  ZBudgetaryAnalysis,
  ZBudgetaryQuery,
  ZTreasuryReport,
  ZTreasuryReportQuery,
} from "@pragati/domain/contract";
import { measureName, SUMMARY_LABELS } from "@pragati/domain/reports";
import type { TreasuryReportNumber } from "@pragati/domain/treasury";
import { pick } from "../reports/report-cells";
import { entry, type ReportEntries, type SheetLayout } from "../reports/report-entry";
import { budgetaryAnalysis, treasuryReport } from "./treasury-measures";

/** A treasury report's label column in Excel: the level's (ministry, office, or the report's detail), with codes. */
const TREASURY_LABELS: SheetLayout["labels"] = {
  heads: (answer, lang) => {
    const { level, detail } = answer as Pick<TTreasuryReport, "level" | "detail">;
    const label =
      level === "ministry"
        ? SUMMARY_LABELS.ministry
        : level === "office"
          ? SUMMARY_LABELS.office
          : SUMMARY_LABELS[detail ?? "subhead"];
    return [pick(label, lang)];
  },
  cells: (row, lang) => {
    const name = row.name as string | null;
    const code = row.code as string | null;
    const label = name === null || name === TREASURY_NONE ? pick(SUMMARY_LABELS.none, lang) : name;
    return [code && code !== name ? `${code} ${label}` : label];
  },
};

/** The daily budgetary analysis in Excel: one row per as-of date, the previous year's date beside it. */
const BUDGETARY_SHEET: SheetLayout["whole"] = {
  heads: (lang) => [
    pick(SUMMARY_LABELS.asOf, lang),
    pick(SUMMARY_LABELS.previousAsOf, lang),
    ...BUDGETARY_FIGURES.map((key) => measureName(key, lang)),
  ],
  rows: (answer, lang) =>
    (answer as TBudgetaryAnalysis).rows.map((row) => [
      bsDateText(row.as_of, lang),
      row.previous_as_of === null ? null : bsDateText(row.previous_as_of, lang),
      ...BUDGETARY_FIGURES.map((key) => row.values[key] ?? null),
    ]),
};

/** A treasury report: one snapshot's rows per ministry, office and detail (see treasuryReport). */
const treasury = (number: TreasuryReportNumber) =>
  entry({
    summary: `Treasury report ${number} by ministry, office and detail rows`,
    query: ZTreasuryReportQuery,
    response: ZTreasuryReport,
    build: ({ tx, ctx, query }) => treasuryReport(tx, ctx, query, number),
    sheet: { labels: TREASURY_LABELS },
  });

/** The reports on the imported treasury (FCGO) snapshots and the daily budgetary analysis. */
export const treasuryReports = {
  "fcgo-details/projects": treasury("2104"),
  "fcgo-details/progress": treasury("2105"),
  "fcgo-details/office-expenses": treasury("2066"),
  "fcgo-details/account-expenses": treasury("2039"),
  "fcgo/daily-budgetary-analysis": entry({
    summary: "Treasury expense % of the budget year's as-of dates against the same date a year before",
    query: ZBudgetaryQuery,
    response: ZBudgetaryAnalysis,
    build: ({ tx, ctx, query }) => budgetaryAnalysis(tx, ctx, query),
    sheet: { whole: BUDGETARY_SHEET },
  }),
} satisfies ReportEntries;
