import { Anchor } from "@mantine/core";
import type { TBudgetHead } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { planLinks } from "../plan-links";
import { useEntryActionsColumn } from "./entry-actions";

type BudgetHeadTableProps = {
  path: string;
  filters: QueryParams;
  toolbar?: ReactNode;
  showPolicy: boolean;
  showOffice: boolean;
  onEdit?: (head: TBudgetHead) => void;
};

/** Budget heads with their policy, amount and code, each linking to its activities. */
export function BudgetHeadTable({
  path,
  filters,
  toolbar,
  showPolicy,
  showOffice,
  onEdit,
}: BudgetHeadTableProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();

  const actions = useEntryActionsColumn<TBudgetHead>("budgetHead", (row) => row.heading, onEdit);

  const columns: (DataTableColumn<TBudgetHead> | false)[] = [
    {
      accessor: "point_no",
      title: t("fields.pointNo"),
      noWrap: true,
      render: (row) => fmt.digits(row.point_no),
    },
    { accessor: "heading", title: t("fields.heading") },
    showPolicy && {
      accessor: "policy_name",
      title: t("fields.policy"),
      render: (row) => `${fmt.digits(row.policy_point_no)} ${row.policy_name}`,
    },
    showOffice && {
      accessor: "nikaya_name",
      title: t("fields.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    numberColumn("amount", t("fields.amount"), (row) => fmt.number(row.amount)),
    {
      accessor: "budget_code",
      title: t("fields.budgetCode"),
      render: (row) =>
        row.budget_code
          ? `${row.budget_code.code ? `${fmt.digits(row.budget_code.code)} ` : ""}${fmt.name(row.budget_code.name, row.budget_code.name_np)}`
          : "-",
    },
    {
      accessor: "links",
      title: t("fields.links"),
      render: (row) => (
        <Anchor component={Link} to={planLinks.budgetHeadActivities(row.nikaya_id, row.id)} size="sm">
          {t("links.activities", { n: fmt.number(row.activity_count) })}
        </Anchor>
      ),
    },
    actions,
  ];

  return (
    <DataTable<TBudgetHead>
      path={path}
      tableKey="plan-budget-heads"
      label={t("budgetHeads.tableLabel")}
      columns={columns.filter((column) => column !== false)}
      filters={filters}
      toolbar={toolbar}
    />
  );
}
