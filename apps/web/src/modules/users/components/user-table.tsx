import { type TUserRow, USER_STATUS_FILTERS } from "@pragati/domain/contract";
import { IconKey, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAuthStore, useCan } from "../../../state/auth-store";
import { confirmAction } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { actionsColumn, DeleteAction, EditAction, RowAction } from "../../../ui/data-table/row-actions";
import { statusColumn } from "../../../ui/data-table/status-column";
import { USERS_PATH, useDeleteUser, useResetUserPassword, useSetUserStatus } from "../queries";

const USERS_TABLE_KEY = "users";

type UserTableProps = { onEdit: (user: TUserRow) => void };

/** The user list (route `user`) with its filters and the row actions the caller may use. */
export function UserTable({ onEdit }: UserTableProps) {
  const { t } = useTranslation("users");
  const fmt = useFormat();
  const canManage = useCan("user.manage");
  const me = useAuthStore((s) => s.user?.id);
  const roleLists = useAuthStore((s) => s.roleLists);
  const { filters, controls } = useFilterChoices([
    {
      name: "role_id",
      label: t("filters.role"),
      all: t("filters.all"),
      data: roleLists.map((r) => ({ value: String(r.id), label: fmt.name(r.name, r.name_np) })),
    },
    {
      name: "nikaya_id",
      label: t("filters.office"),
      office: { emptyLabel: t("filters.all"), description: t("filters.officeHint") },
    },
    {
      name: "status",
      label: t("filters.status"),
      all: t("filters.all"),
      data: USER_STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) })),
    },
  ]);
  const setUserStatus = useSetUserStatus();
  const resetPassword = useResetUserPassword();
  const deleteUser = useDeleteUser();

  const failed = (error: Error) => {
    notifyError(error);
  };

  const confirm = (options: { title: string; message: string; danger?: boolean; onConfirm: () => void }) =>
    confirmAction({ ...options, danger: options.danger ?? false });

  const toggle = (user: TUserRow) => {
    const run = () =>
      setUserStatus.mutate(
        { id: user.id, status: !user.status },
        {
          onSuccess: () =>
            notifySuccess(t(user.status ? "toasts.disabled" : "toasts.enabled", { name: user.name })),
          onError: failed,
        },
      );
    if (!user.status) return run();
    confirm({
      title: t("confirm.disableTitle"),
      message: t("confirm.disableMessage", { name: user.name }),
      danger: true,
      onConfirm: run,
    });
  };

  const reset = (user: TUserRow) =>
    confirm({
      title: t("confirm.resetTitle"),
      message: t("confirm.resetMessage", { name: user.name, email: user.email ?? "" }),
      onConfirm: () =>
        resetPassword.mutate(user.id, {
          onSuccess: ({ email }) => notifySuccess(t("toasts.reset", { email })),
          onError: failed,
        }),
    });

  const remove = (user: TUserRow) =>
    confirmAction({
      title: t("confirm.deleteTitle"),
      message: t("confirm.deleteMessage", { name: user.name, username: user.username }),
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => notifySuccess(t("toasts.deleted", { name: user.name })),
          onError: failed,
        }),
    });

  const columns: DataTableColumn<TUserRow>[] = [
    { accessor: "name", title: t("columns.name") },
    { accessor: "username", title: t("columns.username") },
    { accessor: "email", title: t("columns.email"), render: (row) => row.email ?? "-" },
    {
      accessor: "mobile",
      title: t("columns.mobile"),
      render: (row) => (row.mobile ? fmt.digits(row.mobile) : "-"),
    },
    {
      accessor: "role_name",
      title: t("columns.role"),
      render: (row) => fmt.name(row.role_name, row.role_name_np),
    },
    {
      accessor: "nikaya_name",
      title: t("columns.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
  ];
  if (canManage)
    columns.push(
      actionsColumn(t("columns.actions"), (row) => (
        <>
          <EditAction label={t("actions.edit", { name: row.name })} onClick={() => onEdit(row)} />
          {row.id !== me && (
            <>
              <RowAction
                label={t(row.status ? "actions.disable" : "actions.enable", { name: row.name })}
                icon={row.status ? <IconLock size={18} /> : <IconLockOpen size={18} />}
                color={row.status ? "orange" : "green"}
                onClick={() => toggle(row)}
              />
              <RowAction
                label={t("actions.resetPassword", { name: row.name })}
                icon={<IconKey size={18} />}
                disabled={!row.email}
                onClick={() => reset(row)}
              />
              <DeleteAction label={t("actions.delete", { name: row.name })} onClick={() => remove(row)} />
            </>
          )}
        </>
      )),
    );

  return (
    <DataTable<TUserRow>
      path={USERS_PATH}
      tableKey={USERS_TABLE_KEY}
      label={t("tableLabel")}
      columns={columns}
      filters={filters}
      toolbar={controls}
    />
  );
}
