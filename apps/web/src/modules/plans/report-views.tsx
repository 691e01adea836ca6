import { Paper, Select, Text } from "@mantine/core";
import type {
  TActivityListRow,
  TMilestoneListRow,
  TMilestonePreset,
  TPlanTree,
  TTimetable,
} from "@pragati/domain/contract";
import {
  ACTIVITY_LIST_COLUMNS,
  ACTIVITY_MORE_COLUMNS,
  MILESTONE_LIST_COLUMNS,
  MILESTONE_MORE_COLUMNS,
  MILESTONE_SHOWN_COLUMNS,
  type ReportKind,
  TREE_COLUMNS,
} from "@pragati/domain/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { useFiscalYearStore } from "../../state/fiscal-year-store";
import { columnsOf, type Renderers } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { presetsQuery } from "../milestone-filter";
import { listView, type ReportView, type ReportWidgetProps, type SummaryLabels } from "../reports";

type TimetableRow = TTimetable["data"][number];
type PlanTreeRow = TPlanTree["data"][number];

function useMilestoneColumns(): DataTableColumn<TMilestoneListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const month = (m: number | null) => (m === null ? "—" : fmt.fiscalMonth(m));
  const renderers: Renderers<TMilestoneListRow> = {
    activity_point: (row) => fmt.digits(row.activity_point),
    milestone_point: (row) => fmt.digits(row.milestone_point),
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
    // The month's name, not its key (`mangsir`).
    month_key: (row) => month(row.month),
    status: (row) => t(`statuses.${row.status}`),
    magnitude: (row) => fmt.number(row.magnitude),
    achieved: (row) => fmt.number(row.achieved),
    main_samasyas_type: (row) => fmt.name(row.main_samasyas_type, row.main_samasyas_type_np),
    sub_samasyas_type: (row) => fmt.name(row.sub_samasyas_type, row.sub_samasyas_type_np),
    entry_month: (row) => (row.entry_month === null ? "—" : fmt.bsDate(row.entry_month)),
    created_by_nikaya: (row) => fmt.name(row.created_by_nikaya, row.created_by_nikaya_np),
    imp_nikaya: (row) => fmt.name(row.imp_nikaya, row.imp_nikaya_np),
    band: (row) => t(`measures.${row.band}`),
    percent: (row) => fmt.percent(row.percent),
    rating: (row) => (row.rating === null ? "—" : fmt.digits(row.rating)),
    start_month: (row) => month(row.start_month),
    end_month: (row) => month(row.end_month),
    cumulative: (row) => t(row.cumulative ? "labels.yes" : "labels.no"),
  };
  const shown: readonly string[] = MILESTONE_SHOWN_COLUMNS;
  const rest = [...MILESTONE_LIST_COLUMNS, ...MILESTONE_MORE_COLUMNS].filter((key) => !shown.includes(key));
  return columnsOf(
    t,
    shown,
    rest,
    renderers,
    (key) => (row) => String(row[key as keyof TMilestoneListRow] ?? "—"),
  );
}

function useActivityColumns(): DataTableColumn<TActivityListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const month = (m: number | null) => (m === null ? "—" : fmt.fiscalMonth(m));
  return columnsOf<TActivityListRow>(t, ACTIVITY_LIST_COLUMNS, ACTIVITY_MORE_COLUMNS, {
    policy_point: (r) => fmt.digits(r.policy_point),
    budget_head_heading: (r) => r.budget_head_heading ?? "—",
    activity_point: (r) => fmt.digits(r.activity_point),
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    helper_nikayas: (r) => fmt.name(r.helper_nikayas, r.helper_nikayas_np),
    annual_target: (r) => fmt.number(r.annual_target),
    unit: (r) => fmt.name(r.unit, r.unit_np),
    milestone_count: (r) => fmt.number(r.milestone_count),
    completed_count: (r) => fmt.number(r.completed_count),
    in_progress_count: (r) => fmt.number(r.in_progress_count),
    not_started_count: (r) => fmt.number(r.not_started_count),
    status: (r) => (r.status ? t(`statuses.${r.status}`) : "—"),
    percent: (r) => fmt.percent(r.percent),
    start_month: (r) => month(r.start_month),
    end_month: (r) => month(r.end_month),
  });
}

function useTimetableColumns(): DataTableColumn<TimetableRow>[] {
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

function useTreeColumns(): DataTableColumn<PlanTreeRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<PlanTreeRow>(t, TREE_COLUMNS, [], {
    kind: (r) => t(`kinds.${r.kind}`),
    point_no: (r) => <span style={{ paddingInlineStart: r.depth * 16 }}>{fmt.digits(r.point_no)}</span>,
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    amount: (r) => fmt.number(r.amount),
    unit: (r) => fmt.name(r.unit, r.unit_np),
    status: (r) => (r.status ? t(`statuses.${r.status}`) : ""),
    percent: (r) => (r.percent === null ? "" : fmt.percent(r.percent)),
  });
}

/** The type reports' rows: a type, then its subtypes (milestones without one read "none"). */
const TYPE_LABELS: SummaryLabels = {
  heads: () => ["labels.type", "labels.subtype"],
  cells: (row, { fmt, none }) =>
    row.level === "type"
      ? [fmt.name(row.type_name, row.type_name_np) || none, ""]
      : ["", fmt.name(row.subtype_name, row.subtype_name_np) || none],
};

/** The problem report's rows: a main problem type, then its sub types. */
const PROBLEM_LABELS: SummaryLabels = {
  heads: () => ["labels.mainProblem", "labels.subProblem"],
  cells: (row, { fmt }) =>
    row.level === "main"
      ? [fmt.name(row.main_type_name, row.main_type_name_np), ""]
      : ["", fmt.name(row.sub_type_name, row.sub_type_name_np)],
};

/** A saved milestone filter preset narrows `table/milestone` to its milestones. */
function PresetPicker({ definition, params }: ReportWidgetProps) {
  const { t } = useTranslation("reports");
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const presets = useQuery({ ...presetsQuery(fiscalYearId), enabled: definition.flatTable });
  if (!definition.flatTable) return null;
  const chosen = params.values.milestone_ids ?? null;
  const list: TMilestonePreset[] = presets.data ?? [];
  const options = list.map((preset) => ({ value: String(preset.id), label: preset.title }));
  const current = list.find((preset) => preset.milestone_ids.join(",") === chosen);
  return (
    <Paper withBorder p="sm" data-print-hide>
      <Select
        label={t("filters.preset")}
        placeholder={t("filters.noPreset")}
        data={options}
        value={current ? String(current.id) : null}
        onChange={(value) =>
          params.update({
            milestone_ids:
              list.find((preset) => String(preset.id) === value)?.milestone_ids.join(",") || null,
          })
        }
        clearable
        w={{ base: "100%", xs: 320 }}
      />
    </Paper>
  );
}

/** The milestone, activity and plan reports: the summaries per office, section, type and problem, and the lists. */
export const planReportViews = {
  office: {},
  section: {},
  type: { labels: TYPE_LABELS },
  problem: { labels: PROBLEM_LABELS },
  milestones: {
    Extra: PresetPicker,
    list: listView({
      useColumns: useMilestoneColumns,
      idAccessor: (row) => row.milestone_master_id,
      tableKey: "reports.milestones",
      printable: true,
    }),
  },
  activities: {
    list: listView({
      useColumns: useActivityColumns,
      idAccessor: (row) => row.activity_id,
      tableKey: "reports.activities",
      printable: true,
    }),
  },
  timetable: {
    list: listView({
      useColumns: useTimetableColumns,
      idAccessor: (row) => row.milestone_master_id,
      printable: true,
    }),
  },
  tree: {
    list: listView({
      useColumns: useTreeColumns,
      idAccessor: (row) => `${row.kind}-${row.id}`,
      printable: true,
    }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
