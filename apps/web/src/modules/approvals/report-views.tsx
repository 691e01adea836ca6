import type { TCompletenessListRow, TDataQualityListRow } from "@pragati/domain/contract";
import {
  COMPLETENESS_LIST_COLUMNS,
  DATA_QUALITY_LIST_COLUMNS,
  type ReportKind,
} from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { listView, type ReportView } from "../reports";

/** The offices behind a count of a reporting completeness report: their month's state and timeliness. */
function useCompletenessColumns(): DataTableColumn<TCompletenessListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TCompletenessListRow>(t, COMPLETENESS_LIST_COLUMNS, [], {
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    approval_state: (r) => t(`approvalStates.${r.approval_state}`),
    approval_level: (r) => `${fmt.number(r.approval_level)}/${fmt.number(r.approval_levels)}`,
    first_submitted_on: (r) => (r.first_submitted_on === null ? "—" : fmt.bsDate(r.first_submitted_on)),
    window_closes_on: (r) => (r.window_closes_on === null ? "—" : fmt.bsDate(r.window_closes_on)),
    timeliness: (r) => (r.timeliness === null ? "—" : t(`timeliness.${r.timeliness}`)),
    reason: (r) => r.reason ?? "—",
  });
}

/** The warnings behind a count of a data-quality report: the record, the figures and the explanation. */
function useQualityColumns(): DataTableColumn<TDataQualityListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const figure = (value: number | null) => (value === null ? "—" : fmt.number(value));
  return columnsOf<TDataQualityListRow>(t, DATA_QUALITY_LIST_COLUMNS, [], {
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    check: (r) => t(`qualityChecks.${r.check}`),
    record_kind: (r) => t(`qualityRecords.${r.record_kind}`),
    record_name: (r) =>
      `${r.record_code ? `${r.record_code} ` : ""}${fmt.name(r.record_name, r.record_name_np)}`,
    value: (r) => figure(r.value),
    compared_with: (r) => figure(r.compared_with),
    gap: (r) => figure(r.gap),
    limit: (r) => figure(r.limit),
    explanation: (r) => r.explanation ?? "—",
    explained_by: (r) =>
      r.explained_by === null ? "—" : `${r.explained_by}, ${fmt.dateTime(r.explained_at)}`,
  });
}

/**
 * Each stream's completeness and timeliness by expected office, and the offices behind its counts; each
 * stream's data-quality warnings per office, and the warnings behind its counts.
 */
export const approvalReportViews = {
  completeness: {},
  "completeness-offices": {
    list: listView({ useColumns: useCompletenessColumns, idAccessor: (row) => row.id, printable: true }),
  },
  quality: {},
  "quality-warnings": {
    list: listView({ useColumns: useQualityColumns, idAccessor: (row) => row.id, printable: true }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
