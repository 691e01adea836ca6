import { Badge, Text } from "@mantine/core";
import { PROJECT_PRIORITIES, PROJECT_STATUSES, type TProjectListRow } from "@pragati/domain/contract";
import { PROJECT_LIST_COLUMNS, type ReportKind } from "@pragati/domain/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf, type Renderers } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { ParamSelect, topLevelOptions } from "../../ui/param-select";
import { listView, type ReportView, type ReportWidgetProps } from "../reports";
import { setupOptionsQuery } from "../setup";

/** The projects behind a count of the consolidated project view. */
function useProjectColumns(): DataTableColumn<TProjectListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const renderers: Renderers<TProjectListRow> = {
    code: (row) => (row.code ? fmt.digits(row.code) : "—"),
    nikaya_name: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    sector_name: (row) => fmt.name(row.sector_name, row.sector_name_np),
    type_name: (row) => fmt.name(row.type_name, row.type_name_np),
    priority: (row) => (row.priority ? fmt.digits(row.priority) : "—"),
    project_status: (row) => t(`projectStatuses.${row.project_status}`),
    cost: (row) => fmt.number(row.cost),
    budget: (row) => fmt.number(row.budget),
    expense: (row) => fmt.number(row.expense),
    expense_percent: (row) => (row.expense_percent === null ? "—" : fmt.percent(row.expense_percent)),
    planned_percent: (row) => fmt.percent(row.planned_percent),
    physical_percent: (row) => fmt.percent(row.physical_percent),
    financial_percent: (row) => fmt.percent(row.financial_percent),
    treasury_percent: (row) =>
      row.treasury_percent === null ? (
        <Text size="sm" c="dimmed">
          {t("labels.noTreasury")}
        </Text>
      ) : (
        fmt.percent(row.treasury_percent)
      ),
    treasury_gap: (row) => (row.treasury_gap === null ? "—" : fmt.number(row.treasury_gap)),
    // The flag reads as words (and a colour beside them), never as a colour alone.
    treasury_flagged: (row) =>
      row.treasury_gap === null ? (
        "—"
      ) : (
        <Badge
          color={row.treasury_flagged ? "red" : "gray"}
          variant="light"
          data-flagged={row.treasury_flagged}
        >
          {t(row.treasury_flagged ? "labels.gapFlagged" : "labels.gapWithin")}
        </Badge>
      ),
  };
  return columnsOf(
    t,
    PROJECT_LIST_COLUMNS,
    [],
    renderers,
    (key) => (row) => String(row[key as keyof TProjectListRow] ?? "—"),
  );
}

/** The consolidated project view's filters: project type, sector, priority and status. */
function ProjectFilters({ params, anonymous }: ReportWidgetProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const projectTypes = useQuery({ ...setupOptionsQuery("ayojana-type"), enabled: !anonymous });
  const sectors = useQuery({ ...setupOptionsQuery("ayojana-sector"), enabled: !anonymous });
  if (anonymous) return null;
  return (
    <>
      <ParamSelect
        params={params}
        name="type_id"
        label={t("filters.projectType")}
        empty={t("filters.allProjectTypes")}
        data={topLevelOptions(projectTypes.data, fmt.name)}
      />
      <ParamSelect
        params={params}
        name="sector_id"
        label={t("filters.sector")}
        empty={t("filters.allSectors")}
        data={topLevelOptions(sectors.data, fmt.name)}
      />
      <ParamSelect
        params={params}
        name="priority"
        label={t("filters.priority")}
        empty={t("filters.allPriorities")}
        data={PROJECT_PRIORITIES.map((priority) => ({ value: priority, label: fmt.digits(priority) }))}
      />
      <ParamSelect
        params={params}
        name="status"
        label={t("filters.status")}
        empty={t("filters.allStatuses")}
        data={PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projectStatuses.${status}`) }))}
      />
    </>
  );
}

/** The consolidated project view and the projects behind its counts. */
export const projectReportViews = {
  project: { Filters: ProjectFilters, oneOffice: "filters.oneOfficeProjects", officeDrill: true },
  projects: {
    Filters: ProjectFilters,
    oneOffice: "filters.oneOfficeProjects",
    list: listView({ useColumns: useProjectColumns, idAccessor: (row) => row.id, printable: false }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
