import { Anchor, Box, Stack, Text } from "@mantine/core";
import type { TPolicy } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { statusColumn } from "../../../ui/data-table/status-column";
import { planLinks } from "../plan-links";
import { useEntryActionsColumn } from "./entry-actions";

const INDENT_PX = 20;

type PolicyTableProps = {
  path: string;
  filters: QueryParams;
  toolbar?: ReactNode;
  showOffice: boolean;
  /** Edit opens the form; left out on read-only lists. */
  onEdit?: (policy: TPolicy) => void;
};

/** Policies and programs in tree order, sub points indented, with links to their budget heads and activities. */
export function PolicyTable({ path, filters, toolbar, showOffice, onEdit }: PolicyTableProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();

  const actions = useEntryActionsColumn<TPolicy>("policy", (row) => row.name, onEdit);

  const columns: (DataTableColumn<TPolicy> | false)[] = [
    {
      accessor: "point_no",
      title: t("fields.pointNo"),
      noWrap: true,
      render: (row) => <Box pl={row.depth * INDENT_PX}>{fmt.digits(row.point_no)}</Box>,
    },
    {
      accessor: "name",
      title: t("fields.policyName"),
      render: (row) => (
        <Box pl={row.depth * INDENT_PX}>
          <Text size="sm" fw={row.depth === 0 ? 600 : 400}>
            {row.depth > 0 ? "↳ " : ""}
            {row.name}
          </Text>
        </Box>
      ),
    },
    showOffice && {
      accessor: "nikaya_name",
      title: t("fields.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    {
      accessor: "reporting_type",
      title: t("fields.reportingType"),
      render: (row) =>
        row.reporting_type ? fmt.name(row.reporting_type.name, row.reporting_type.name_np) : "-",
    },
    {
      accessor: "start_from",
      title: t("fields.period"),
      noWrap: true,
      render: (row) =>
        row.start_from || row.end_at ? `${fmt.bsDate(row.start_from)} – ${fmt.bsDate(row.end_at)}` : "-",
    },
    numberColumn("budget", t("fields.budget"), (row) => fmt.number(row.budget)),
    statusColumn(t("fields.status"), { active: t("status.active"), inactive: t("status.inactive") }),
    {
      accessor: "links",
      title: t("fields.links"),
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={planLinks.policyBudgetHeads(row.nikaya_id, row.id)} size="sm">
            {t("links.budgetHeads", { n: fmt.number(row.budget_head_count) })}
          </Anchor>
          <Anchor component={Link} to={planLinks.policyActivities(row.nikaya_id, row.id)} size="sm">
            {t("links.activities", { n: fmt.number(row.activity_count) })}
          </Anchor>
        </Stack>
      ),
    },
    actions,
  ];

  return (
    <DataTable<TPolicy>
      path={path}
      tableKey="plan-policies"
      label={t("policies.tableLabel")}
      columns={columns.filter((column) => column !== false)}
      filters={filters}
      toolbar={toolbar}
    />
  );
}
