import { Select } from "@mantine/core";
import { INDICATOR_GROUPS, type TIndicatorListRow } from "@pragati/domain/contract";
import { INDICATOR_DIRECTIONS } from "@pragati/domain/indicators";
import {
  INDICATOR_LIST_COLUMNS,
  INDICATOR_MORE_COLUMNS,
  isSummaryKind,
  type ReportKind,
} from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf, type Renderers } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { ParamSelect } from "../../ui/param-select";
import { listView, type ReportView, type ReportWidgetProps } from "../reports";
import { IndicatorChartButton, TrackBadge } from "./components/indicator-chart";

/** The indicators behind a count of the indicator report, each with its target-vs-achieved chart. */
function useIndicatorColumns(): DataTableColumn<TIndicatorListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const value = (v: number | null) => (v === null ? "—" : fmt.number(v));
  const renderers: Renderers<TIndicatorListRow> = {
    indicator_code: (row) => fmt.digits(row.indicator_code),
    indicator_name: (row) => fmt.name(row.indicator_name, row.indicator_name_np),
    nikaya_name: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    ministry_name: (row) => fmt.name(row.ministry_name, row.ministry_name_np),
    direction: (row) => t(`directions.${row.direction}`),
    aggregation: (row) => t(`aggregations.${row.aggregation}`),
    review_period: (row) => t(`reviewPeriods.${row.review_period}`),
    unit: (row) => fmt.name(row.unit, row.unit_np) || "—",
    sdg_code: (row) => (row.sdg_code ? fmt.digits(row.sdg_code) : "—"),
    weightage: (row) => fmt.number(row.weightage),
    baseline: (row) => value(row.baseline),
    annual_target: (row) => value(row.annual_target),
    target_to_date: (row) => value(row.target_to_date),
    achieved_to_date: (row) => value(row.achieved_to_date),
    percent_achieved: (row) =>
      row.percent_achieved === null ? "—" : fmt.percent(row.percent_achieved, { decimals: 2 }),
    track_status: (row) => <TrackBadge status={row.track_status} />,
  };
  return [
    ...columnsOf(t, INDICATOR_LIST_COLUMNS, INDICATOR_MORE_COLUMNS, renderers),
    {
      accessor: "chart",
      title: t("indicatorChart.column"),
      render: (row) => <IndicatorChartButton row={row} />,
    },
  ];
}

/** The indicator report's filters: rows per office or ministry (the report), the direction. */
function IndicatorFilters({ definition, params }: ReportWidgetProps) {
  const { t } = useTranslation("reports");
  return (
    <>
      {isSummaryKind(definition.kind) && (
        <Select
          label={t("filters.groupBy")}
          data={INDICATOR_GROUPS.map((group) => ({
            value: group,
            label: t(`filters.indicatorGroups.${group}`),
          }))}
          value={params.values.group_by ?? "office"}
          onChange={(value) => params.update({ group_by: value === "office" ? null : value })}
          allowDeselect={false}
          w={{ base: "100%", xs: 240 }}
        />
      )}
      <ParamSelect
        params={params}
        name="direction"
        label={t("filters.direction")}
        empty={t("filters.allDirections")}
        data={INDICATOR_DIRECTIONS.map((direction) => ({
          value: direction,
          label: t(`directions.${direction}`),
        }))}
      />
    </>
  );
}

/** The indicator report (suchak reporting month) and the indicators behind its counts. */
export const indicatorReportViews = {
  indicator: {
    reportingMonth: "current_suchak_reporting_month",
    Filters: IndicatorFilters,
    oneOffice: "filters.oneOfficeIndicators",
  },
  indicators: {
    reportingMonth: "current_suchak_reporting_month",
    Filters: IndicatorFilters,
    oneOffice: "filters.oneOfficeIndicators",
    list: listView({ useColumns: useIndicatorColumns, idAccessor: (row) => row.id, printable: true }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
