import { Select } from "@mantine/core";
import { DECISION_GROUPS, type TDecisionListRow } from "@pragati/domain/contract";
import { DECISION_LIST_COLUMNS, type ReportKind } from "@pragati/domain/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { ParamSelect, topLevelOptions } from "../../ui/param-select";
import { listView, type ReportView, type ReportWidgetProps, type SummaryLabels } from "../reports";
import { setupOptionsQuery } from "../setup";

/** The decisions behind a count of the decision reports, and the pending decisions. */
function useDecisionColumns(): DataTableColumn<TDecisionListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TDecisionListRow>(t, DECISION_LIST_COLUMNS, [], {
    meeting_type_name: (r) => fmt.name(r.meeting_type_name, r.meeting_type_name_np),
    meeting_number: (r) => fmt.number(r.meeting_number),
    meeting_date: (r) => fmt.bsDate(r.meeting_date),
    item_no: (r) => fmt.number(r.item_no),
    description: (r) => r.description,
    implementing_office_name: (r) => fmt.name(r.implementing_office_name, r.implementing_office_name_np),
    reporting_office_name: (r) => fmt.name(r.reporting_office_name, r.reporting_office_name_np),
    due_date: (r) => fmt.bsDate(r.due_date),
    decision_status: (r) => t(`decisionStatuses.${r.decision_status}`),
    days_overdue: (r) => (r.days_overdue === null ? "—" : fmt.number(r.days_overdue)),
  });
}

/** A decision summary's rows: meeting types, implementing offices or fiscal years (`group_by`). */
const DECISION_LABELS: SummaryLabels = {
  heads: (summary) => [
    summary.group_by === "office"
      ? "labels.implementing_office"
      : `labels.${summary.group_by ?? "meeting_type"}`,
  ],
  cells: (row, { fmt }) => [fmt.digits(fmt.name(row.group_name, row.group_name_np))],
};

/** The decision reports' filters: rows by (the pending list reads every earlier meeting: none), meeting type. */
function DecisionFilters({ definition, params, anonymous }: ReportWidgetProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const meetingTypes = useQuery({ ...setupOptionsQuery("meeting-type"), enabled: !anonymous });
  if (anonymous) return null;
  return (
    <>
      {definition.kind === "decision" && (
        <Select
          label={t("filters.groupBy")}
          data={DECISION_GROUPS.map((group) => ({ value: group, label: t(`filters.groups.${group}`) }))}
          value={params.values.group_by ?? "meeting_type"}
          onChange={(value) => params.update({ group_by: value === "meeting_type" ? null : value })}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
      )}
      <ParamSelect
        params={params}
        name="meeting_type_id"
        label={t("filters.meetingType")}
        empty={t("filters.allMeetingTypes")}
        data={topLevelOptions(meetingTypes.data, fmt.name)}
      />
    </>
  );
}

/** The decision reports (offices of the meetings' scope, no month) and the decisions behind their counts. */
export const meetingReportViews = {
  decision: {
    Filters: DecisionFilters,
    filtersFirst: true,
    officePurpose: "decisions",
    labels: DECISION_LABELS,
  },
  decisions: {
    Filters: DecisionFilters,
    filtersFirst: true,
    officePurpose: "decisions",
    list: listView({ useColumns: useDecisionColumns, idAccessor: (row) => row.id, printable: true }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
