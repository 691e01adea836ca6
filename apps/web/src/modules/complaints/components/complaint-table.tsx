import { COMPLAINT_STATUS_LIST, type TComplaint } from "@pragati/domain/contract";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { roleSlugOf, useAuthStore, useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { actionsColumn, OpenAction, OpenLink, RowAction } from "../../../ui/data-table/row-actions";
import { canWithdraw } from "../complaint-form";
import { COMPLAINTS_PATH, useWithdrawComplaint } from "../queries";
import { ComplaintStatusBadge } from "./complaint-status-badge";

const COMPLAINTS_TABLE_KEY = "complaints";

/** The complaints of the caller's offices (route `complaint`), filterable by status. */
export function ComplaintTable({ onOpen }: { onOpen: (complaint: TComplaint) => void }) {
  const { t } = useTranslation("complaints");
  const fmt = useFormat();
  const canManage = useCan("complaint.manage");
  // Two selectors: a selector returning a new object would re-render forever (zustand 5).
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const isAdmin = useAuthStore((s) => roleSlugOf(s.role) === "admin");
  const viewer = { userId, isAdmin };
  const { filters, controls } = useFilterChoices([
    {
      name: "status",
      label: t("filters.status"),
      all: t("filters.all"),
      data: COMPLAINT_STATUS_LIST.map((value) => ({ value, label: t(`status.${value}`) })),
    },
  ]);
  const withdraw = useWithdrawComplaint();

  const confirmWithdraw = (row: TComplaint) =>
    confirmMutation({
      title: t("withdrawDialog.title"),
      message: t("withdrawDialog.message", { title: row.title }),
      // 409 once someone has acted on it meanwhile: the server says so in the user's language.
      mutation: withdraw,
      variables: row.id,
      done: t("toasts.withdrawn"),
    });

  const columns: DataTableColumn<TComplaint>[] = [
    {
      accessor: "title",
      title: t("table.columns.title"),
      render: (row) => <OpenLink onClick={() => onOpen(row)}>{row.title}</OpenLink>,
    },
    {
      accessor: "nikaya_name",
      title: t("table.columns.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    {
      accessor: "status",
      title: t("table.columns.status"),
      render: (row) => <ComplaintStatusBadge state={row.status} />,
    },
    {
      accessor: "created_by_name",
      title: t("table.columns.filedBy"),
      render: (row) => row.created_by_name ?? "-",
    },
    {
      accessor: "created_at",
      title: t("table.columns.date"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.created_at),
    },
    actionsColumn(t("table.columns.actions"), (row) => (
      <>
        <OpenAction label={t("actions.open", { title: row.title })} onClick={() => onOpen(row)} />
        {canManage && canWithdraw(row, viewer) && (
          <RowAction
            label={t("actions.withdraw", { title: row.title })}
            icon={<IconArrowBackUp size={18} />}
            color="red"
            onClick={() => confirmWithdraw(row)}
          />
        )}
      </>
    )),
  ];

  return (
    <DataTable<TComplaint>
      path={COMPLAINTS_PATH}
      tableKey={COMPLAINTS_TABLE_KEY}
      label={t("table.label")}
      columns={columns}
      filters={filters}
      toolbar={controls}
    />
  );
}
