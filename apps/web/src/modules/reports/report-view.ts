import type { ReportCatalogueEntry } from "@pragati/domain/reports";
import type { ComponentType } from "react";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import type { useReportParams } from "./report-params";

export type ReportParams = ReturnType<typeof useReportParams>;

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
