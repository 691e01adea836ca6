import { Text } from "@mantine/core";
import type { TActivityListRow, TMilestoneListRow, TPlanTree, TTimetable } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { DataTableColumn } from "../../../ui/data-table/data-table";

type TimetableRow = TTimetable["data"][number];
type PlanTreeRow = TPlanTree["data"][number];

/** The session's default milestone columns (SPEC.md section 3); the other columns start hidden. */
export const MILESTONE_DEFAULT_COLUMNS = [
  "activity_point",
  "activity_title",
  "milestone_master_id",
  "milestone_point",
  "title",
  "nikaya_id",
  "nikaya_name",
  "milestone_type_name",
  "milestone_subtype_name",
  "baseline",
  "annual_target",
  "unit",
  "update_id",
  "kriya",
  "month",
  "status",
  "magnitude",
  "achieved",
  "reason",
  "month_key",
  "entry_month",
  "main_samasyas_type",
  "sub_samasyas_type",
  "created_by",
  "created_by_nikaya",
  "imp_nikaya",
] as const;

export const MILESTONE_TABLE_KEY = "reports.milestones";
export const ACTIVITY_TABLE_KEY = "reports.activities";

export function useMilestoneColumns(): DataTableColumn<TMilestoneListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const month = (m: number | null) => (m === null ? "—" : fmt.fiscalMonth(m));
  const renderers: Partial<Record<string, (row: TMilestoneListRow) => React.ReactNode>> = {
    milestone_master_id: (row) => fmt.digits(row.milestone_master_id),
    nikaya_id: (row) => fmt.digits(row.nikaya_id),
    nikaya_name: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    milestone_type_name: (row) => fmt.name(row.milestone_type_name, row.milestone_type_name_np),
    milestone_subtype_name: (row) => fmt.name(row.milestone_subtype_name, row.milestone_subtype_name_np),
    baseline: (row) => fmt.number(row.baseline),
    annual_target: (row) => fmt.number(row.annual_target),
    unit: (row) => fmt.name(row.unit, row.unit_np),
    update_id: (row) => (row.update_id === null ? "—" : fmt.digits(row.update_id)),
    month: (row) => month(row.month),
    status: (row) => t(`statuses.${row.status}`),
    magnitude: (row) => fmt.number(row.magnitude),
    achieved: (row) => fmt.number(row.achieved),
    main_samasyas_type: (row) => fmt.name(row.main_samasyas_type, row.main_samasyas_type_np),
    sub_samasyas_type: (row) => fmt.name(row.sub_samasyas_type, row.sub_samasyas_type_np),
    entry_month: (row) => fmt.digits(row.entry_month ?? "—"),
    created_by_nikaya: (row) => fmt.name(row.created_by_nikaya, row.created_by_nikaya_np),
    imp_nikaya: (row) => fmt.name(row.imp_nikaya, row.imp_nikaya_np),
    band: (row) => t(`measures.${row.band}`),
    percent: (row) => fmt.percent(row.percent),
    rating: (row) => (row.rating === null ? "—" : fmt.digits(row.rating)),
    start_month: (row) => month(row.start_month),
    end_month: (row) => month(row.end_month),
    cumulative: (row) => t(row.cumulative ? "labels.yes" : "labels.no"),
  };
  const extra = ["band", "percent", "rating", "comment", "cumulative", "start_month", "end_month"];
  return [...MILESTONE_DEFAULT_COLUMNS, ...extra].map((key) => ({
    accessor: key,
    title: t(`columns.${key}`),
    hidden: extra.includes(key),
    render:
      renderers[key] ?? ((row: TMilestoneListRow) => String(row[key as keyof TMilestoneListRow] ?? "—")),
  }));
}

export function useActivityColumns(): DataTableColumn<TActivityListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const month = (m: number | null) => (m === null ? "—" : fmt.fiscalMonth(m));
  return [
    { accessor: "policy_point", title: t("columns.policy_point"), render: (r) => fmt.digits(r.policy_point) },
    { accessor: "policy_name", title: t("columns.policy_name") },
    {
      accessor: "budget_head_heading",
      title: t("columns.budget_head_heading"),
      render: (r) => r.budget_head_heading ?? "—",
    },
    {
      accessor: "activity_point",
      title: t("columns.activity_point"),
      render: (r) => fmt.digits(r.activity_point),
    },
    { accessor: "activity_title", title: t("columns.activity_title") },
    {
      accessor: "nikaya_name",
      title: t("columns.nikaya_name"),
      render: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    },
    {
      accessor: "helper_nikayas",
      title: t("columns.helper_nikayas"),
      render: (r) => fmt.name(r.helper_nikayas, r.helper_nikayas_np),
    },
    {
      accessor: "annual_target",
      title: t("columns.annual_target"),
      render: (r) => fmt.number(r.annual_target),
    },
    { accessor: "unit", title: t("columns.unit"), render: (r) => fmt.name(r.unit, r.unit_np) },
    {
      accessor: "milestone_count",
      title: t("columns.milestone_count"),
      render: (r) => fmt.number(r.milestone_count),
    },
    {
      accessor: "completed_count",
      title: t("columns.completed_count"),
      render: (r) => fmt.number(r.completed_count),
    },
    {
      accessor: "in_progress_count",
      title: t("columns.in_progress_count"),
      render: (r) => fmt.number(r.in_progress_count),
    },
    {
      accessor: "not_started_count",
      title: t("columns.not_started_count"),
      render: (r) => fmt.number(r.not_started_count),
    },
    {
      accessor: "status",
      title: t("columns.status"),
      render: (r) => (r.status ? t(`statuses.${r.status}`) : "—"),
    },
    { accessor: "percent", title: t("columns.percent"), render: (r) => fmt.percent(r.percent) },
    {
      accessor: "start_month",
      title: t("columns.start_month"),
      render: (r) => month(r.start_month),
      hidden: true,
    },
    { accessor: "end_month", title: t("columns.end_month"), render: (r) => month(r.end_month), hidden: true },
  ];
}

export function useTimetableColumns(): DataTableColumn<TimetableRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return [
    {
      accessor: "milestone_point",
      title: t("columns.milestone_point"),
      render: (r) => fmt.digits(r.milestone_point),
    },
    { accessor: "title", title: t("columns.title") },
    {
      accessor: "nikaya_name",
      title: t("columns.nikaya_name"),
      render: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    },
    {
      accessor: "annual_target",
      title: t("columns.annual_target"),
      render: (r) => fmt.number(r.annual_target),
    },
    { accessor: "unit", title: t("columns.unit"), render: (r) => fmt.name(r.unit, r.unit_np) },
    ...Array.from({ length: 12 }, (_, m) => ({
      accessor: `month_${m}`,
      title: fmt.fiscalMonth(m),
      render: (r: TimetableRow) => {
        const cell = r.months[m];
        if (cell.target === null && cell.achieved === null) return "";
        return (
          <Text size="xs" title={t(`statuses.${cell.status}`)}>
            {fmt.number(cell.target)} / {cell.achieved === null ? "—" : fmt.number(cell.achieved)}
          </Text>
        );
      },
    })),
  ];
}

export function useTreeColumns(): DataTableColumn<PlanTreeRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return [
    { accessor: "kind", title: t("columns.kind"), render: (r) => t(`kinds.${r.kind}`) },
    {
      accessor: "point_no",
      title: t("columns.point_no"),
      render: (r) => <span style={{ paddingInlineStart: r.depth * 16 }}>{fmt.digits(r.point_no)}</span>,
    },
    { accessor: "title", title: t("columns.title") },
    {
      accessor: "nikaya_name",
      title: t("columns.nikaya_name"),
      render: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    },
    { accessor: "amount", title: t("columns.amount"), render: (r) => fmt.number(r.amount) },
    { accessor: "unit", title: t("columns.unit"), render: (r) => fmt.name(r.unit, r.unit_np) },
    {
      accessor: "status",
      title: t("columns.status"),
      render: (r) => (r.status ? t(`statuses.${r.status}`) : ""),
    },
    {
      accessor: "percent",
      title: t("columns.percent"),
      render: (r) => (r.percent === null ? "" : fmt.percent(r.percent)),
    },
  ];
}
