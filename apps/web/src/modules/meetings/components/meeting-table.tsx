import { Badge, Group, Stack, Text } from "@mantine/core";
import type { TMeetingRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { actionsColumn, OpenAction, OpenLink } from "../../../ui/data-table/row-actions";
import { MEETINGS_LIST_PATH } from "../queries";
import { useMeetingTypeChoice } from "./use-meeting-type-choice";

/** The meetings of the header's fiscal year in the user's scope, filterable by type and open decisions. */
export function MeetingTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("meetings");
  const { filters, controls } = useFilterChoices([
    useMeetingTypeChoice(),
    {
      name: "state",
      label: t("filters.state"),
      all: t("filters.allStates"),
      data: (["open", "overdue"] as const).map((value) => ({ value, label: t(`filters.${value}`) })),
    },
  ]);
  const fmt = useFormat();

  const columns: DataTableColumn<TMeetingRow>[] = [
    {
      accessor: "number",
      title: t("table.columns.number"),
      noWrap: true,
      render: (row) => fmt.digits(row.number),
    },
    {
      accessor: "meeting_date",
      title: t("table.columns.date"),
      noWrap: true,
      render: (row) => fmt.bsDate(row.meeting_date),
    },
    {
      accessor: "meeting_type",
      title: t("table.columns.type"),
      render: (row) => fmt.name(row.meeting_type.name, row.meeting_type.name_np),
    },
    {
      accessor: "title",
      title: t("table.columns.title"),
      render: (row) => <OpenLink onClick={() => onOpen(row.id)}>{row.title}</OpenLink>,
    },
    {
      accessor: "president_name",
      title: t("table.columns.president"),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.president_name}</Text>
          <Text size="xs" c="dimmed">
            {row.president_position}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "decision_count",
      title: t("table.columns.decisions"),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">
            {t("table.decisionCounts", {
              total: fmt.number(row.decision_count),
              open: fmt.number(row.open_count),
            })}
          </Text>
          {row.overdue_count > 0 && (
            <Badge color="red" variant="light">
              {t("table.overdue", { n: fmt.number(row.overdue_count) })}
            </Badge>
          )}
        </Group>
      ),
    },
    actionsColumn(t("table.columns.actions"), (row) => (
      <OpenAction
        label={t("actions.open", { number: fmt.digits(row.number) })}
        onClick={() => onOpen(row.id)}
      />
    )),
  ];

  return (
    <DataTable<TMeetingRow>
      path={MEETINGS_LIST_PATH}
      tableKey="meetings"
      label={t("table.label")}
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
