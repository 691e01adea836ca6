import { Group, Stack, Text } from "@mantine/core";
import { type TVisitRow, VISIT_STATES } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { OpenLink } from "../../../ui/data-table/row-actions";
import { VISITS_LIST_PATH } from "../queries";
import { VisitStateBadge } from "./visit-state-badge";

/** The visits of the header's fiscal year the user sees, filterable by state. */
export function VisitTable({
  onOpen,
  tableKey,
  kind,
}: {
  onOpen: (id: number) => void;
  tableKey: string;
  /** `merged`: the merged visits only. */
  kind?: "merged";
}) {
  const { t } = useTranslation("monitoring");
  const { filters, controls } = useFilterChoices([
    {
      name: "state",
      label: t("filters.state"),
      all: t("filters.allStates"),
      data: VISIT_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
    },
  ]);
  const fmt = useFormat();

  const columns: DataTableColumn<TVisitRow>[] = [
    {
      accessor: "title",
      title: t("table.columns.title"),
      render: (row) => <OpenLink onClick={() => onOpen(row.id)}>{row.title}</OpenLink>,
    },
    {
      accessor: "order_number",
      title: t("table.columns.order"),
      noWrap: true,
      render: (row) => (row.order_number ? fmt.digits(row.order_number) : "—"),
    },
    {
      accessor: "from_date",
      title: t("table.columns.dates"),
      noWrap: true,
      render: (row) => `${fmt.bsDate(row.from_date)} – ${fmt.bsDate(row.to_date)}`,
    },
    {
      accessor: "target_nikaya",
      title: t("table.columns.target"),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{fmt.name(row.target_nikaya.name, row.target_nikaya.name_np)}</Text>
          {row.project && (
            <Text size="xs" c="dimmed">
              {row.project.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "nikaya",
      title: t("table.columns.office"),
      render: (row) => fmt.name(row.nikaya.name, row.nikaya.name_np),
    },
    {
      accessor: "member_count",
      title: t("table.columns.team"),
      render: (row) =>
        t("table.team", {
          leader: row.leader ?? "—",
          verified: fmt.number(row.verified_count),
          total: fmt.number(row.member_count),
        }),
    },
    {
      accessor: "state",
      title: t("table.columns.state"),
      render: (row) => <VisitStateBadge state={row.state} />,
    },
  ];

  return (
    <DataTable<TVisitRow>
      path={VISITS_LIST_PATH}
      tableKey={tableKey}
      label={t("table.label")}
      columns={columns}
      filters={{ ...filters, kind }}
      toolbar={
        <Group gap="sm" align="flex-end">
          {controls}
        </Group>
      }
    />
  );
}
