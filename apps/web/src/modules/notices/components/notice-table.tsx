import { Badge, Group, Text } from "@mantine/core";
import type { TNoticeAdminRow } from "@pragati/domain/contract";
import { IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useAuthStore } from "../../../state/auth-store";
import { confirmDelete } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, DeleteAction, EditAction, RowAction } from "../../../ui/data-table/row-actions";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { NOTICES_PATH, useDeleteNotice } from "../queries";
import { DeliveryBadges } from "./delivery-badges";

const NOTICES_TABLE_KEY = "notices";

type NoticeTableProps = {
  onEdit: (notice: TNoticeAdminRow) => void;
  onDelivery: (notice: TNoticeAdminRow) => void;
};

/** Every notice with its validity, recipients, channels, files and delivery state (route `notices`). */
export function NoticeTable({ onEdit, onDelivery }: NoticeTableProps) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const roleLists = useAuthStore((s) => s.roleLists);
  const offices = useQuery(officeTreeQuery());
  const remove = useDeleteNotice();

  const roleName = (id: number) => {
    const role = roleLists.find((r) => r.id === id);
    return role ? fmt.name(role.name, role.name_np) : fmt.digits(id);
  };
  const officeName = (id: number) => {
    const office = offices.data?.find((o) => o.id === id);
    return office ? fmt.name(office.name, office.name_np) : t("targets.office", { id: fmt.digits(id) });
  };

  const validity = (row: TNoticeAdminRow) => {
    if (row.from_date && row.to_date)
      return t("validity.range", { from: fmt.bsDate(row.from_date), to: fmt.bsDate(row.to_date) });
    if (row.from_date) return t("validity.from", { date: fmt.bsDate(row.from_date) });
    if (row.to_date) return t("validity.until", { date: fmt.bsDate(row.to_date) });
    return t("validity.always");
  };

  const recipients = (row: TNoticeAdminRow) => {
    const names = [
      ...(row.is_public ? [t("targets.public")] : []),
      ...row.role_ids.map(roleName),
      ...row.nikaya_ids.map(officeName),
    ].join(", ");
    return (
      <Text size="sm" lineClamp={2} title={names}>
        {names}
      </Text>
    );
  };

  const askDelete = (row: TNoticeAdminRow) =>
    confirmDelete({ t, mutation: remove, id: row.id, words: { title: row.title } });

  const columns: DataTableColumn<TNoticeAdminRow>[] = [
    {
      accessor: "title",
      title: t("table.columns.title"),
      render: (row) => (
        <Text size="sm" fw={500} lineClamp={2}>
          {row.title}
        </Text>
      ),
    },
    { accessor: "validity", title: t("table.columns.validity"), noWrap: true, render: validity },
    { accessor: "targets", title: t("table.columns.targets"), render: recipients },
    {
      accessor: "channels",
      title: t("table.columns.channels"),
      noWrap: true,
      render: (row) =>
        row.channels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("channels.none")}
          </Text>
        ) : (
          <Group gap={4}>
            {row.channels.map((channel) => (
              <Badge key={channel} variant="outline" size="sm">
                {t(`channels.${channel}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
    numberColumn("files", t("table.columns.files"), (row) => fmt.number(row.files.length)),
    {
      accessor: "delivery",
      title: t("table.columns.delivery"),
      noWrap: true,
      render: (row) => <DeliveryBadges delivery={row.delivery} />,
    },
    actionsColumn(t("table.columns.actions"), (row) => (
      <>
        <EditAction label={t("actions.edit", { title: row.title })} onClick={() => onEdit(row)} />
        <RowAction
          label={t("actions.delivery", { title: row.title })}
          icon={<IconSend size={18} />}
          onClick={() => onDelivery(row)}
        />
        <DeleteAction label={t("actions.delete", { title: row.title })} onClick={() => askDelete(row)} />
      </>
    )),
  ];

  return (
    <DataTable<TNoticeAdminRow>
      path={NOTICES_PATH}
      tableKey={NOTICES_TABLE_KEY}
      label={t("table.label")}
      columns={columns}
    />
  );
}
