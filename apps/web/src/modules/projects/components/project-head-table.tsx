import { Badge } from "@mantine/core";
import type { TProjectHead } from "@pragati/domain/contract";
import { IconCalendarX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { actionsColumn, RowAction } from "../../../ui/data-table/row-actions";
import { PROJECT_HEADS_PATH } from "../queries";

/** Every posting on the caller's projects, newest first; `onEnd` (with `project.assign`) ends one. */
export function ProjectHeadTable({ onEnd }: { onEnd: ((posting: TProjectHead) => void) | null }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();

  const columns: DataTableColumn<TProjectHead>[] = [
    {
      accessor: "project",
      title: t("heads.columns.project"),
      render: (row) =>
        row.project.code ? `${fmt.digits(row.project.code)} · ${row.project.name}` : row.project.name,
    },
    { accessor: "user", title: t("heads.columns.head"), render: (row) => row.user.name },
    {
      accessor: "nikaya",
      title: t("heads.columns.office"),
      render: (row) => (row.nikaya ? fmt.name(row.nikaya.name, row.nikaya.name_np) : "-"),
    },
    {
      accessor: "posted_on",
      title: t("heads.columns.postedOn"),
      noWrap: true,
      render: (row) => fmt.bsDate(row.posted_on),
    },
    {
      accessor: "terminated_on",
      title: t("heads.columns.terminatedOn"),
      noWrap: true,
      render: (row) => (row.terminated_on ? fmt.bsDate(row.terminated_on) : "-"),
    },
    {
      accessor: "current",
      title: t("heads.columns.state"),
      render: (row) => (
        <Badge variant="light" color={row.current ? "green" : "gray"}>
          {t(row.current ? "heads.current" : "heads.notCurrent")}
        </Badge>
      ),
    },
    ...(onEnd
      ? [
          actionsColumn(t("table.columns.actions"), (row: TProjectHead) => (
            <RowAction
              label={t("heads.end", { name: row.user.name, project: row.project.name })}
              icon={<IconCalendarX size={18} />}
              onClick={() => onEnd(row)}
            />
          )),
        ]
      : []),
  ];

  return (
    <DataTable<TProjectHead>
      path={PROJECT_HEADS_PATH}
      tableKey="project-heads"
      label={t("heads.table")}
      columns={columns}
    />
  );
}
