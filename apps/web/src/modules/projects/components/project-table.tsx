import { Badge } from "@mantine/core";
import { PROJECT_PRIORITIES, PROJECT_STATUSES, type TProjectRow } from "@pragati/domain/contract";
import { IconChartLine } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmDelete } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { numberColumn } from "../../../ui/data-table/number-column";
import {
  actionsColumn,
  DeleteAction,
  OpenAction,
  OpenLink,
  RowAction,
} from "../../../ui/data-table/row-actions";
import { topLevelOptions } from "../../../ui/param-select";
import { setupOptionsQuery } from "../../setup";
import { PROJECT_SUMMARY_PATH } from "../paths";
import { PROJECTS_LIST_PATH, useDeleteProject } from "../queries";

const PROJECTS_TABLE_KEY = "projects";

/** The projects of the caller's offices for the chosen fiscal year (route `ayojana`), with filters. */
export function ProjectTable({ onOpen }: { onOpen: (project: TProjectRow) => void }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const canManage = useCan("project.manage");
  const types = useQuery(setupOptionsQuery("ayojana-type"));
  const sectors = useQuery(setupOptionsQuery("ayojana-sector"));
  const { filters, controls } = useFilterChoices([
    {
      name: "nikaya_id",
      label: t("filters.office"),
      office: { emptyLabel: t("filters.allOffices"), description: t("filters.officeHint") },
    },
    {
      name: "type_id",
      label: t("filters.type"),
      all: t("filters.all"),
      data: topLevelOptions(types.data, fmt.name),
    },
    {
      name: "sector_id",
      label: t("filters.sector"),
      all: t("filters.all"),
      data: topLevelOptions(sectors.data, fmt.name),
    },
    {
      name: "status",
      label: t("filters.status"),
      all: t("filters.all"),
      data: PROJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    {
      name: "priority",
      label: t("filters.priority"),
      all: t("filters.all"),
      data: PROJECT_PRIORITIES.map((value) => ({ value, label: value })),
    },
  ]);
  const remove = useDeleteProject();

  const lakh = (value: number | null) => (value === null ? "-" : fmt.number(value));

  const askDelete = (row: TProjectRow) =>
    confirmDelete({ t, mutation: remove, id: row.id, words: { name: row.name } });

  const columns: DataTableColumn<TProjectRow>[] = [
    {
      accessor: "name",
      title: t("table.columns.name"),
      render: (row) => <OpenLink onClick={() => onOpen(row)}>{row.name}</OpenLink>,
    },
    { accessor: "code", title: t("table.columns.code"), render: (row) => row.code ?? "-" },
    {
      accessor: "nikaya",
      title: t("table.columns.office"),
      render: (row) => fmt.name(row.nikaya.name, row.nikaya.name_np),
    },
    {
      accessor: "type",
      title: t("table.columns.type"),
      render: (row) => fmt.name(row.type.name, row.type.name_np),
    },
    {
      accessor: "sector",
      title: t("table.columns.sector"),
      render: (row) => fmt.name(row.sector.name, row.sector.name_np),
    },
    {
      accessor: "status",
      title: t("table.columns.status"),
      render: (row) => (
        <Badge variant="light" color={row.status === "completed" ? "green" : "blue"}>
          {t(`status.${row.status}`)}
        </Badge>
      ),
    },
    { accessor: "priority", title: t("table.columns.priority"), render: (row) => row.priority ?? "-" },
    numberColumn("initial_cost", t("table.columns.initialCost"), (row) => lakh(row.initial_cost)),
    numberColumn("revised_cost", t("table.columns.revisedCost"), (row) => lakh(row.revised_cost)),
    {
      accessor: "expected_end_date",
      title: t("table.columns.endDate"),
      noWrap: true,
      render: (row) => fmt.bsDate(row.revised_end_date ?? row.expected_end_date),
    },
    actionsColumn(t("table.columns.actions"), (row) => (
      <>
        <OpenAction label={t("actions.open", { name: row.name })} onClick={() => onOpen(row)} />
        <RowAction
          label={t("actions.summary", { name: row.name })}
          icon={<IconChartLine size={18} />}
          to={`/${PROJECT_SUMMARY_PATH}/${row.id}`}
        />
        {canManage && (
          <DeleteAction label={t("actions.delete", { name: row.name })} onClick={() => askDelete(row)} />
        )}
      </>
    )),
  ];

  return (
    <DataTable<TProjectRow>
      path={PROJECTS_LIST_PATH}
      tableKey={PROJECTS_TABLE_KEY}
      label={t("table.label")}
      columns={columns}
      filters={filters}
      toolbar={controls}
    />
  );
}
