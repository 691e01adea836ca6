import { Anchor } from "@mantine/core";
import type { TTransfer } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { ACTIVITY_TRANSFER_PATH } from "../paths";
import { TRANSFER_PATHS } from "../queries";

/** The transfer history (who, when, from, to, remarks), newest first; of one activity when given. */
export function TransferHistoryTable({ activityId }: { activityId?: number }) {
  const { t } = useTranslation("transfer");
  const fmt = useFormat();
  const columns: (DataTableColumn<TTransfer> | false)[] = [
    {
      accessor: "created_at",
      title: t("history.columns.when"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.created_at),
    },
    activityId === undefined && {
      accessor: "activity_title",
      title: t("history.columns.activity"),
      render: (row) => (
        <Anchor component={Link} to={`/${ACTIVITY_TRANSFER_PATH}/${row.activity_id}`} size="sm">
          {`${fmt.digits(row.activity_point_no)} ${row.activity_title}`}
        </Anchor>
      ),
    },
    {
      accessor: "from_nikaya",
      title: t("history.columns.from"),
      render: (row) => fmt.name(row.from_nikaya.name, row.from_nikaya.name_np),
    },
    {
      accessor: "to_nikaya",
      title: t("history.columns.to"),
      render: (row) => fmt.name(row.to_nikaya.name, row.to_nikaya.name_np),
    },
    { accessor: "remarks", title: t("history.columns.remarks") },
    {
      accessor: "created_by_name",
      title: t("history.columns.by"),
      render: (row) => row.created_by_name ?? "-",
    },
  ];
  return (
    <DataTable<TTransfer>
      path={TRANSFER_PATHS.history}
      label={t("history.label")}
      columns={columns.filter((c): c is DataTableColumn<TTransfer> => c !== false)}
      filters={{ activity_id: activityId }}
    />
  );
}
