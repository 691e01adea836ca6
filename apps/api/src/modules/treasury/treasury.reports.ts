import {
  ZBudgetaryAnalysis,
  ZBudgetaryQuery,
  ZTreasuryReport,
  ZTreasuryReportQuery,
} from "@pragati/domain/contract";
import type { TreasuryReportNumber } from "@pragati/domain/treasury";
import { entry, type ReportEntries } from "../reports/report-entry";
import { budgetaryAnalysis, treasuryReport } from "./treasury-measures";

/** A treasury report: one snapshot's rows per ministry, office and detail (see treasuryReport). */
const treasury = (number: TreasuryReportNumber) =>
  entry({
    summary: `Treasury report ${number} by ministry, office and detail rows`,
    query: ZTreasuryReportQuery,
    response: ZTreasuryReport,
    build: ({ tx, ctx, query }) => treasuryReport(tx, ctx, query, number),
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
  }),
} satisfies ReportEntries;
