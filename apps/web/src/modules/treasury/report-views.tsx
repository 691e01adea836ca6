import { type TBudgetaryAnalysis, TREASURY_NONE, type TTreasuryReport } from "@pragati/domain/contract";
import type { ReportKind } from "@pragati/domain/reports";
import type { ReportView, ReportWidgetProps, SummaryLabels } from "../reports";
import { BudgetaryAnalysis } from "./components/budgetary-analysis";
import { TreasuryFilterBar } from "./components/treasury-filter-bar";

/**
 * A treasury report's label column names its level (ministry, office, or the report's detail); a row
 * reads its code and name as filed (rows filed without a name read "none").
 */
const TREASURY_LABELS: SummaryLabels = {
  heads: (summary) => [
    summary.level === "ministry"
      ? "labels.ministry"
      : summary.level === "office"
        ? "labels.office"
        : `labels.${summary.detail ?? "subhead"}`,
  ],
  cells: (row, { fmt, none }) => {
    const name = !row.name || row.name === TREASURY_NONE ? none : row.name;
    return [row.code && row.code !== row.name ? `${fmt.digits(row.code)} ${name}` : fmt.digits(name)];
  },
};

/** A treasury report's filters: the choices of its answer (snapshot dates, ministries, provinces). */
function TreasuryReportFilters({ params, summary }: ReportWidgetProps) {
  return <TreasuryFilterBar params={params} report={summary as TTreasuryReport | undefined} />;
}

/** The daily analysis reads every date of the year and chooses the office. */
function BudgetaryFilters({ params, summary }: ReportWidgetProps) {
  return <TreasuryFilterBar params={params} report={summary as TBudgetaryAnalysis | undefined} everyDate />;
}

function BudgetarySummary({ summary }: { summary: unknown }) {
  return <BudgetaryAnalysis analysis={summary as TBudgetaryAnalysis} />;
}

/** The reports on the treasury snapshots and the daily budgetary analysis: their own filters and title band. */
export const treasuryReportViews = {
  treasury: { FilterBar: TreasuryReportFilters, treasuryHeader: true, labels: TREASURY_LABELS },
  budgetary: { FilterBar: BudgetaryFilters, Summary: BudgetarySummary, treasuryHeader: true },
} satisfies Partial<Record<ReportKind, ReportView>>;
