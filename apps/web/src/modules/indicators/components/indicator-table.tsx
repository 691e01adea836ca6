import { Badge, Group, Stack, Text } from "@mantine/core";
import type { TIndicator } from "@pragati/domain/contract";
import { INDICATOR_DIRECTIONS } from "@pragati/domain/indicators";
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, OpenAction, OpenLink } from "../../../ui/data-table/row-actions";
import { INDICATORS_LIST_PATH } from "../queries";

const DIRECTION_ICONS = {
  increase: IconArrowUpRight,
  decrease: IconArrowDownRight,
  not_applicable: IconMinus,
} as const;

/** The header year's indicators in the user's scope, in tree order (sub-indicators indented). */
export function IndicatorTable({ onOpen }: { onOpen: (row: TIndicator) => void }) {
  const { t } = useTranslation("indicators");
  const { filters, controls } = useFilterChoices([
    {
      name: "direction",
      label: t("fields.direction"),
      all: t("table.allDirections"),
      data: INDICATOR_DIRECTIONS.map((key) => ({ value: key, label: t(`direction.${key}`) })),
    },
  ]);
  const fmt = useFormat();
  const value = (n: number | null) => (n === null ? t("table.notApplicable") : fmt.number(n));

  const columns: DataTableColumn<TIndicator>[] = [
    { accessor: "code", title: t("fields.code"), noWrap: true, render: (row) => fmt.digits(row.code) },
    {
      accessor: "name",
      title: t("table.name"),
      render: (row) => (
        <Stack gap={0} pl={row.depth * 20}>
          <OpenLink onClick={() => onOpen(row)}>{fmt.name(row.name, row.name_np)}</OpenLink>
          {row.sdg_code && (
            <Text size="xs" c="dimmed">
              {t("table.sdg", { code: fmt.digits(row.sdg_code), version: fmt.digits(row.sdg_version ?? "") })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "nikaya",
      title: t("fields.nikaya_id"),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{fmt.name(row.nikaya.name, row.nikaya.name_np)}</Text>
          {row.responsible_office.id !== row.nikaya.id && (
            <Text size="xs" c="dimmed">
              {t("table.reportedBy", {
                office: fmt.name(row.responsible_office.name, row.responsible_office.name_np),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "direction",
      title: t("fields.direction"),
      render: (row) => {
        const Icon = DIRECTION_ICONS[row.direction];
        return (
          <Group gap={4} wrap="nowrap">
            <Icon size={16} aria-hidden />
            <Text size="sm">{t(`direction.${row.direction}`)}</Text>
          </Group>
        );
      },
    },
    {
      accessor: "aggregation",
      title: t("fields.aggregation"),
      render: (row) => <Badge variant="light">{t(`aggregation.${row.aggregation}`)}</Badge>,
    },
    numberColumn("baseline", t("fields.baseline"), (row) => value(row.baseline)),
    numberColumn("annual_target", t("fields.annual_target"), (row) => value(row.annual_target)),
    {
      accessor: "unit",
      title: t("fields.unit_id"),
      render: (row) => (row.unit ? fmt.name(row.unit.name, row.unit.name_np) : ""),
    },
    numberColumn("weightage", t("fields.weightage"), (row) => fmt.number(row.weightage)),
    actionsColumn(t("table.actions"), (row) => (
      <OpenAction label={t("actions.open", { code: fmt.digits(row.code) })} onClick={() => onOpen(row)} />
    )),
  ];

  return (
    <DataTable<TIndicator>
      path={INDICATORS_LIST_PATH}
      tableKey="indicators"
      label={t("table.label")}
      columns={columns}
      filters={filters}
      toolbar={controls}
    />
  );
}
