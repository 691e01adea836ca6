import { Badge, Group } from "@mantine/core";
import { CONTRACT_CATEGORIES, type TContractRow } from "@pragati/domain/contract";
import { CONTRACT_STATUSES } from "@pragati/domain/contracts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmDelete } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, DeleteAction, OpenAction, OpenLink } from "../../../ui/data-table/row-actions";
import { CONTRACTS_LIST_PATH, useDeleteContract } from "../queries";
import { StatusBadge } from "./status-badge";

/** The contracts of the projects in scope for the header's fiscal year, with filters. */
export function ContractTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation("contracts");
  const { filters, controls } = useFilterChoices([
    { name: "nikaya_id", label: t("filters.office"), office: { emptyLabel: t("filters.allOffices") } },
    {
      name: "status",
      label: t("fields.status"),
      all: t("filters.all"),
      data: CONTRACT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    {
      name: "category",
      label: t("fields.category"),
      all: t("filters.all"),
      data: CONTRACT_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) })),
    },
  ]);
  const fmt = useFormat();
  const canManage = useCan("contract.manage");
  const remove = useDeleteContract();

  const askDelete = (row: TContractRow) =>
    confirmDelete({ t, mutation: remove, id: row.id, words: { name: row.title } });

  const columns: DataTableColumn<TContractRow>[] = [
    { accessor: "number", title: t("fields.number"), noWrap: true, render: (row) => fmt.digits(row.number) },
    {
      accessor: "title",
      title: t("fields.title"),
      render: (row) => <OpenLink onClick={() => onOpen(row.id)}>{row.title}</OpenLink>,
    },
    { accessor: "project", title: t("fields.project_id"), render: (row) => row.project.name },
    {
      accessor: "nikaya",
      title: t("fields.nikaya_id"),
      render: (row) => fmt.name(row.nikaya.name, row.nikaya.name_np),
    },
    { accessor: "category", title: t("fields.category"), render: (row) => t(`category.${row.category}`) },
    {
      accessor: "status",
      title: t("fields.status"),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge state={row.status} />
          {row.late && (
            <Badge color="red" variant="light">
              {t("badges.late")}
            </Badge>
          )}
          {row.multi_year && (
            <Badge color="grape" variant="light">
              {t("badges.multiYear")}
            </Badge>
          )}
        </Group>
      ),
    },
    numberColumn("estimated_amount", t("fields.estimated_amount"), (row) => fmt.number(row.estimated_amount)),
    numberColumn("current_amount", t("table.currentAmount"), (row) => fmt.number(row.current_amount)),
    { accessor: "contractor", title: t("fields.contractor"), render: (row) => row.contractor ?? "-" },
    numberColumn("physical_percent", t("fields.physical_percent"), (row) =>
      fmt.percent(row.physical_percent),
    ),
    actionsColumn(t("table.actions"), (row) => (
      <>
        <OpenAction label={t("actions.open", { name: row.title })} onClick={() => onOpen(row.id)} />
        {canManage && row.status === "planned" && (
          <DeleteAction label={t("actions.delete", { name: row.title })} onClick={() => askDelete(row)} />
        )}
      </>
    )),
  ];

  return (
    <DataTable<TContractRow>
      path={CONTRACTS_LIST_PATH}
      tableKey="contracts"
      label={t("table.label")}
      columns={columns}
      filters={filters}
      toolbar={controls}
    />
  );
}
