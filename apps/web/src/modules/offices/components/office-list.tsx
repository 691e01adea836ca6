import { Button, Popover } from "@mantine/core";
import type { TOfficeRow } from "@pragati/domain/contract";
import { IconFilter, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, RowAction } from "../../../ui/data-table/row-actions";
import { statusColumn } from "../../../ui/data-table/status-column";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { OFFICE_PATHS, useDeleteOffice } from "../queries";
import { useOfficeColumns } from "./office-columns";

const OFFICE_TABLE_KEY = "offices";

type OfficeListProps = { onEdit: (id: number) => void };

/** The office list (`api/nikaya/all`): search, filter below chosen offices, edit and delete. */
export function OfficeList({ onEdit }: OfficeListProps) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const canUpdate = useCan("office.update");
  const canDelete = useCan("office.delete");
  const remove = useDeleteOffice();
  const [parents, setParents] = useState<number[]>([]);

  const askDelete = (row: TOfficeRow) =>
    confirmMutation({
      title: t("delete.title"),
      message: t("delete.message", { name: fmt.name(row.name, row.name_np) }),
      mutation: remove,
      variables: row.id,
      done: t("delete.done"),
    });

  const office = useOfficeColumns();
  const columns: DataTableColumn<TOfficeRow>[] = [
    office.name,
    office.code,
    {
      accessor: "parent_name",
      title: t("columns.parent"),
      render: (row) => (row.parent_id ? fmt.name(row.parent_name, row.parent_name_np) : "-"),
    },
    office.category,
    {
      accessor: "head_name",
      title: t("columns.head"),
      hidden: true,
      render: (row) => [row.head_name, row.head_position].filter(Boolean).join(", ") || "-",
    },
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
    numberColumn("user_count", t("columns.userCount"), (row) => fmt.number(row.user_count)),
  ];
  if (canUpdate || canDelete)
    columns.push(
      actionsColumn(t("columns.actions"), (row) => {
        const name = fmt.name(row.name, row.name_np);
        return (
          <>
            {canUpdate && (
              <RowAction
                label={t("actions.editOffice", { name })}
                icon={<IconPencil size={16} />}
                onClick={() => onEdit(row.id)}
              />
            )}
            {canDelete && (
              <RowAction
                label={t("actions.deleteOffice", { name })}
                icon={<IconTrash size={16} />}
                color="red"
                onClick={() => askDelete(row)}
              />
            )}
          </>
        );
      }),
    );

  return (
    <DataTable<TOfficeRow>
      path={OFFICE_PATHS.list}
      tableKey={OFFICE_TABLE_KEY}
      label={t("list.tableLabel")}
      columns={columns}
      filters={{ parent_id: parents }}
      toolbar={
        <Popover width={420} position="bottom-start" shadow="md" withinPortal trapFocus>
          <Popover.Target>
            <Button variant={parents.length > 0 ? "light" : "default"} leftSection={<IconFilter size={16} />}>
              {parents.length > 0
                ? t("list.parentFilterCount", { n: fmt.number(parents.length) })
                : t("list.parentFilter")}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <OfficeTree
              mode="multi"
              label={t("list.parentFilterLabel")}
              description={t("list.parentFilterHelp")}
              value={parents}
              onChange={setParents}
            />
            {parents.length > 0 && (
              <Button mt="xs" size="xs" variant="subtle" onClick={() => setParents([])}>
                {t("list.clearFilter")}
              </Button>
            )}
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
