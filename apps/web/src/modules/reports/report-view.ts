import type { TReportCells, TReportColumn, TRowApproval, TTreasuryReport } from "@pragati/domain/contract";
import type { ReportCatalogueEntry } from "@pragati/domain/reports";
import type { ComponentType } from "react";
import type { Formatter } from "../../lib/format";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import type { useReportParams } from "./report-params";

export type ReportParams = ReturnType<typeof useReportParams>;

/** The rows of every summary kind, with whichever label fields the kind has. */
export type SummaryRow = TReportCells & {
  nikaya_id?: number;
  nikaya_name?: string;
  nikaya_name_np?: string;
  own?: boolean;
  approval?: TRowApproval;
  level?: "type" | "subtype" | "main" | "sub";
  type_name?: string | null;
  type_name_np?: string | null;
  subtype_name?: string | null;
  subtype_name_np?: string | null;
  main_type_name?: string;
  main_type_name_np?: string;
  sub_type_name?: string | null;
  sub_type_name_np?: string | null;
  group_name?: string;
  group_name_np?: string;
  /** Treasury rows: the name (and code) in the file, and whether it opens the next level. */
  name?: string;
  code?: string | null;
  drillable?: boolean;
};
/** `group_by`: what a decision summary's rows are; `level` and `detail`: a treasury report's level. */
export type Summary = {
  columns: TReportColumn[];
  rows: SummaryRow[];
  totals: TReportCells;
  group_by?: string;
} & Partial<Pick<TTreasuryReport, "level" | "detail">>;

/** A summary's label columns: their headings (keys of the reports namespace) and a row's cells. */
export type SummaryLabels = {
  heads: (summary: Summary) => string[];
  cells: (row: SummaryRow, words: { fmt: Formatter; none: string; own: string }) => string[];
};

/** What a module's report widgets are drawn with: the report, its URL filters and its answer (summaries). */
export type ReportWidgetProps = {
  definition: ReportCatalogueEntry;
  params: ReportParams;
  /** The public report has no office tree or setup lists to read. */
  anonymous: boolean;
  /** A summary's answer once loaded. */
  summary: unknown;
};

/** A list kind's table: its columns (a hook, named in the reports namespace) and its row key. */
export type ReportListView<Row> = {
  useColumns: () => DataTableColumn<Row>[];
  idAccessor: (row: Row) => string | number;
  /** Saves each user's column order and visibility under this key. */
  tableKey?: string;
  /** Printed from the print endpoint's rows (every row of the list); else the page on screen. */
  printable: boolean;
};

/**
 * What the one report screen draws for a kind beside its generic parts (title, month, month type,
 * office, milestone type, summary table, actions). Each module declares its kinds' views in its own
 * folder (`report-views.tsx`) and `reports/report-views.ts` lists them, one line per module.
 */
export type ReportView = {
  /** The setup's reporting month the API defaults to when none is chosen (the pragati one otherwise). */
  reportingMonth?: "current_suchak_reporting_month" | "current_ayojana_reporting_month";
  /** Filters of the kind, in the filter bar after the office (before it with `filtersFirst`). */
  Filters?: ComponentType<ReportWidgetProps>;
  filtersFirst?: boolean;
  /** Whose offices the office choice lists (the decision reports': the meetings' offices). */
  officePurpose?: "decisions";
  /** The kind reads no month (the filter bar shows none). */
  noMonth?: boolean;
  /** The words of the one-office badge (a drilled office), in the reports namespace. */
  oneOffice?: string;
  /** Replaces the generic filter bar (the choices come from the answer). */
  FilterBar?: ComponentType<ReportWidgetProps>;
  /** The summary table's label columns (the office's, else). */
  labels?: SummaryLabels;
  /** A summary's office row opens the same report for that office (a consolidated view's children). */
  officeDrill?: boolean;
  /** Replaces the summary table. */
  Summary?: ComponentType<{ summary: unknown }>;
  /** The print header shows the answer's treasury title band. */
  treasuryHeader?: boolean;
  /** Below the filter bar (a saved preset's choice). */
  Extra?: ComponentType<ReportWidgetProps>;
  list?: ReportListView<unknown>;
};

/** Types a list view by its row; the registry holds them alike. */
export const listView = <Row>(view: ReportListView<Row>): ReportListView<unknown> =>
  view as unknown as ReportListView<unknown>;
