import { Text } from "@mantine/core";
import type { TCoverageListRow, TPointListRow, TVisitListRow } from "@pragati/domain/contract";
import {
  COVERAGE_LIST_COLUMNS,
  POINT_LIST_COLUMNS,
  type ReportKind,
  VISIT_LIST_COLUMNS,
} from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { listView, type ReportView } from "../reports";

/** The monitoring visits behind a count of the visits-by-state report. */
function useVisitColumns(): DataTableColumn<TVisitListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TVisitListRow>(t, VISIT_LIST_COLUMNS, [], {
    title: (r) => r.title,
    order_number: (r) => fmt.digits(r.order_number) || "—",
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    from_date: (r) => fmt.bsDate(r.from_date),
    to_date: (r) => fmt.bsDate(r.to_date),
    visit_state: (r) => t(`measures.${r.visit_state}`),
  });
}

/** The monitoring action points behind a count of the action-point aging report. */
function usePointColumns(): DataTableColumn<TPointListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TPointListRow>(t, POINT_LIST_COLUMNS, [], {
    point_description: (r) => r.point_description,
    visit_title: (r) => r.visit_title,
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    due_date: (r) => fmt.bsDate(r.due_date),
    point_priority: (r) => t(`measures.${r.point_priority}`),
    point_status: (r) => t(`measures.${r.point_status}`),
    days_overdue: (r) => (r.days_overdue === null ? "—" : fmt.number(r.days_overdue)),
  });
}

/** The projects or offices behind a count of the coverage report. */
function useCoverageColumns(): DataTableColumn<TCoverageListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TCoverageListRow>(t, COVERAGE_LIST_COLUMNS, [], {
    item_name: (r) => r.item_name,
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    last_visit_date: (r) => (r.last_visit_date === null ? "—" : fmt.bsDate(r.last_visit_date)),
  });
}

/** Coverage is of the 12 months up to today: no month applies to it. */
function CoverageNote() {
  const { t } = useTranslation("reports");
  return (
    <Text size="sm" c="dimmed">
      {t("filters.coverageAsOfToday")}
    </Text>
  );
}

const coverage = { noMonth: true, Filters: CoverageNote, oneOffice: "filters.oneOfficeCoverage" } as const;

/** The monitoring reports and the visits, action points, projects or offices behind their counts. */
export const monitoringReportViews = {
  visit: {},
  point: {},
  coverage,
  visits: { list: listView({ useColumns: useVisitColumns, idAccessor: (row) => row.id, printable: true }) },
  points: { list: listView({ useColumns: usePointColumns, idAccessor: (row) => row.id, printable: true }) },
  "coverage-items": {
    ...coverage,
    list: listView({ useColumns: useCoverageColumns, idAccessor: (row) => row.id, printable: true }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
