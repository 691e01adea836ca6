import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { TDecisionRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { actionsColumn, OpenAction } from "../../../ui/data-table/row-actions";
import { DECISIONS_LIST_PATH } from "../queries";
import { DecisionStatusBadge } from "./decision-status-badge";
import { ReportStateBadge } from "./report-state-badge";
import { useMeetingTypeChoice } from "./use-meeting-type-choice";

const STATES = ["to_report", "to_review", "overdue"] as const;

/** The decisions of the header's fiscal year in the user's scope, with where their reports stand. */
export function DecisionReportTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("meetings");
  const { filters, controls } = useFilterChoices([
    useMeetingTypeChoice(),
    {
      name: "state",
      label: t("reports.filter"),
      all: t("reports.allDecisions"),
      data: STATES.map((value) => ({ value, label: t(`reports.filters.${value}`) })),
    },
  ]);
  const fmt = useFormat();

  const label = (row: TDecisionRow) =>
    t("reports.open", { meeting: fmt.digits(row.meeting.number), number: fmt.digits(row.item_no) });

  const columns: DataTableColumn<TDecisionRow>[] = [
    {
      accessor: "meeting",
      title: t("reports.columns.meeting"),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">
            {fmt.name(row.meeting.meeting_type.name, row.meeting.meeting_type.name_np)}{" "}
            {fmt.digits(row.meeting.number)}
          </Text>
          <Text size="xs" c="dimmed">
            {fmt.bsDate(row.meeting.meeting_date)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "description",
      title: t("reports.columns.decision"),
      render: (row) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(row.id)}>
          {fmt.digits(row.item_no)}. {row.description}
        </Anchor>
      ),
    },
    {
      accessor: "reporting_office",
      title: t("decisions.columns.reporting"),
      render: (row) => fmt.name(row.reporting_office.name, row.reporting_office.name_np),
    },
    {
      accessor: "due_date",
      title: t("decisions.columns.due"),
      noWrap: true,
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">{fmt.bsDate(row.due_date)}</Text>
          {row.days_overdue !== null && (
            <Badge color="red" variant="light">
              {t("decisions.overdue", { days: fmt.number(row.days_overdue) })}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: t("decisions.columns.status"),
      render: (row) => <DecisionStatusBadge status={row.status} percent={row.implementation_percent} />,
    },
    {
      accessor: "latest_report_state",
      title: t("reports.columns.report"),
      render: (row) =>
        row.latest_report_state ? (
          <ReportStateBadge state={row.latest_report_state} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("reports.noReport")}
          </Text>
        ),
    },
    actionsColumn(t("table.columns.actions"), (row) => (
      <OpenAction label={label(row)} onClick={() => onOpen(row.id)} />
    )),
  ];

  return (
    <DataTable<TDecisionRow>
      path={DECISIONS_LIST_PATH}
      tableKey="meeting-reports"
      label={t("reports.table")}
      columns={columns}
      filters={filters}
      toolbar={
        <Group gap="sm" align="flex-end">
          {controls}
        </Group>
      }
    />
  );
}
