import { Anchor } from "@mantine/core";
import type { TActivity } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { planLinks } from "../plan-links";
import { PLAN_PATHS } from "../queries";
import { useEntryActionsColumn } from "./entry-actions";

type ActivityTableProps = {
  filters: QueryParams;
  toolbar?: ReactNode;
  showPolicy: boolean;
  showBudgetHead: boolean;
  onEdit: (activity: TActivity) => void;
};

/** Activities with their offices and annual target, each linking to its milestones. */
export function ActivityTable({ filters, toolbar, showPolicy, showBudgetHead, onEdit }: ActivityTableProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();

  const actions = useEntryActionsColumn<TActivity>("activity", (row) => row.title, onEdit);

  const columns: (DataTableColumn<TActivity> | false)[] = [
    {
      accessor: "point_no",
      title: t("fields.pointNo"),
      noWrap: true,
      render: (row) => fmt.digits(row.point_no),
    },
    { accessor: "title", title: t("fields.activityTitle") },
    showPolicy && {
      accessor: "policy_name",
      title: t("fields.policy"),
      render: (row) => `${fmt.digits(row.policy_point_no)} ${row.policy_name}`,
    },
    showBudgetHead && {
      accessor: "budget_head_heading",
      title: t("fields.budgetHead"),
      render: (row) => row.budget_head_heading ?? "-",
    },
    {
      accessor: "nikaya_name",
      title: t("fields.implementingOffice"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    {
      accessor: "helpers",
      title: t("fields.helperOffices"),
      render: (row) =>
        row.helpers.length === 0 ? "-" : row.helpers.map((h) => fmt.name(h.name, h.name_np)).join(", "),
    },
    {
      accessor: "annual_target",
      title: t("fields.annualTarget"),
      textAlign: "right",
      noWrap: true,
      render: (row) =>
        row.annual_target === null
          ? "-"
          : `${fmt.number(row.annual_target)}${row.unit ? ` ${fmt.name(row.unit.name, row.unit.name_np)}` : ""}`,
    },
    {
      accessor: "links",
      title: t("fields.links"),
      render: (row) => (
        <Anchor component={Link} to={planLinks.milestones(row.nikaya_id, row.id)} size="sm">
          {t("links.milestones", { n: fmt.number(row.milestone_count) })}
        </Anchor>
      ),
    },
    actions,
  ];

  return (
    <DataTable<TActivity>
      path={PLAN_PATHS.activities}
      tableKey="plan-activities"
      label={t("activities.tableLabel")}
      columns={columns.filter((column) => column !== false)}
      filters={filters}
      toolbar={toolbar}
    />
  );
}
