import { Badge, Group, Text } from "@mantine/core";
import type { TRoleRow } from "@pragati/domain/contract";
import { IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, DeleteAction, EditAction, RowAction } from "../../../ui/data-table/row-actions";
import { statusColumn } from "../../../ui/data-table/status-column";
import { ROLES_PATH, useDeleteRole } from "../queries";

const ROLES_TABLE_KEY = "roles";

type RoleTableProps = { onEdit: (role: TRoleRow) => void; onMenu: (role: TRoleRow) => void };

/** The role list (route `role`): built-in roles can be edited but not deleted. */
export function RoleTable({ onEdit, onMenu }: RoleTableProps) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  const deleteRole = useDeleteRole();

  const remove = (role: TRoleRow) => {
    const name = fmt.name(role.name, role.name_np);
    confirmMutation({
      title: t("confirm.deleteTitle"),
      message: t("confirm.deleteMessage", { name }),
      mutation: deleteRole,
      variables: role.id,
      done: t("toasts.deleted", { name }),
    });
  };

  const columns: DataTableColumn<TRoleRow>[] = [
    {
      accessor: "name",
      title: t("columns.name"),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{fmt.name(row.name, row.name_np)}</Text>
          {row.built_in && (
            <Badge size="xs" variant="light" color="gray">
              {t("builtIn")}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: "slug", title: t("columns.slug") },
    { accessor: "description", title: t("columns.description"), render: (row) => row.description || "-" },
    numberColumn("user_count", t("columns.users"), (row) => fmt.number(row.user_count)),
    numberColumn("permission_count", t("columns.permissions"), (row) => fmt.number(row.permission_count)),
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
    actionsColumn(t("columns.actions"), (row) => {
      const name = fmt.name(row.name, row.name_np);
      return (
        <>
          <EditAction label={t("actions.edit", { name })} onClick={() => onEdit(row)} />
          <RowAction
            label={t("actions.menu", { name })}
            icon={<IconListCheck size={18} />}
            color="teal"
            onClick={() => onMenu(row)}
          />
          {!row.built_in && (
            <DeleteAction label={t("actions.delete", { name })} onClick={() => remove(row)} />
          )}
        </>
      );
    }),
  ];

  return (
    <DataTable<TRoleRow>
      path={ROLES_PATH}
      tableKey={ROLES_TABLE_KEY}
      label={t("tableLabel")}
      columns={columns}
    />
  );
}
