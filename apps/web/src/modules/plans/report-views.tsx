import { Badge, Text } from "@mantine/core";
import type {
  TActivityListRow,
  TContractListRow,
  TCoverageListRow,
  TDecisionListRow,
  TIndicatorListRow,
  TMilestoneListRow,
  TPlanTree,
  TPointListRow,
  TProjectListRow,
  TTimetable,
  TVisitListRow,
} from "@pragati/domain/contract";
import {
  ACTIVITY_LIST_COLUMNS,
  ACTIVITY_MORE_COLUMNS,
  CONTRACT_LIST_COLUMNS,
  COVERAGE_LIST_COLUMNS,
  DECISION_LIST_COLUMNS,
  INDICATOR_LIST_COLUMNS,
  INDICATOR_MORE_COLUMNS,
  MILESTONE_LIST_COLUMNS,
  MILESTONE_MORE_COLUMNS,
  MILESTONE_SHOWN_COLUMNS,
  POINT_LIST_COLUMNS,
  PROJECT_LIST_COLUMNS,
  TREE_COLUMNS,
  VISIT_LIST_COLUMNS,
} from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { IndicatorChartButton, TrackBadge } from "./indicator-chart";

type TimetableRow = TTimetable["data"][number];
type PlanTreeRow = TPlanTree["data"][number];

export const MILESTONE_TABLE_KEY = "reports.milestones";
export const ACTIVITY_TABLE_KEY = "reports.activities";

type Renderers<Row> = Partial<Record<string, (row: Row) => React.ReactNode>>;

/** A list's columns in the catalogue's order, named by it; `more` start hidden. */
const columnsOf = <Row,>(
  t: (key: string) => string,
  keys: readonly string[],
  more: readonly string[],
  renderers: Renderers<Row>,
  fallback?: (key: string) => (row: Row) => React.ReactNode,
): DataTableColumn<Row>[] =>
  [...keys, ...more].map((key) => ({
    accessor: key,
    title: t(`columns.${key}`),
    hidden: more.includes(key),
    render: renderers[key] ?? fallback?.(key),
  }));

/** The projects behind a count of the consolidated project view. */
export function useProjectColumns(): DataTableColumn<TProjectListRow>[] {
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

/** The indicators behind a count of the indicator report, each with its target-vs-achieved chart. */
export function useIndicatorColumns(): DataTableColumn<TIndicatorListRow>[] {
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

export function useMilestoneColumns(): DataTableColumn<TMilestoneListRow>[] {
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

/** The decisions behind a count of the decision reports, and the pending decisions. */
export function useDecisionColumns(): DataTableColumn<TDecisionListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TDecisionListRow>(t, DECISION_LIST_COLUMNS, [], {
    meeting_type_name: (r) => fmt.name(r.meeting_type_name, r.meeting_type_name_np),
    meeting_number: (r) => fmt.number(r.meeting_number),
    meeting_date: (r) => fmt.digits(r.meeting_date),
    item_no: (r) => fmt.number(r.item_no),
    description: (r) => r.description,
    implementing_office_name: (r) => fmt.name(r.implementing_office_name, r.implementing_office_name_np),
    reporting_office_name: (r) => fmt.name(r.reporting_office_name, r.reporting_office_name_np),
    due_date: (r) => fmt.digits(r.due_date),
    decision_status: (r) => t(`decisionStatuses.${r.decision_status}`),
    days_overdue: (r) => (r.days_overdue === null ? "—" : fmt.number(r.days_overdue)),
  });
}

export function useActivityColumns(): DataTableColumn<TActivityListRow>[] {
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

/** The contracts behind a count of the consolidated contract view, as of the report month's end. */
export function useContractColumns(): DataTableColumn<TContractListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const amount = (value: number | null) => (value === null ? "—" : fmt.number(value));
  const yesNo = (value: boolean) => t(value ? "labels.yes" : "labels.no");
  const renderers: Renderers<TContractListRow> = {
    number: (row) => fmt.digits(row.number),
    nikaya_name: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    category: (row) => t(`contractCategories.${row.category}`),
    stage: (row) => t(`contractStages.${row.stage}`),
    contractor: (row) => row.contractor ?? "—",
    estimated_amount: (row) => fmt.number(row.estimated_amount),
    contract_amount: (row) => amount(row.contract_amount),
    current_amount: (row) => amount(row.current_amount),
    planned_award: (row) => fmt.bsDate(row.planned_award),
    actual_award: (row) => fmt.bsDate(row.actual_award),
    revised_completion: (row) => fmt.bsDate(row.revised_completion),
    late: (row) => yesNo(row.late),
    variations: (row) => fmt.number(row.variations),
    extensions: (row) => fmt.number(row.extensions),
    multi_year: (row) => yesNo(row.multi_year),
    coming_liability: (row) => fmt.number(row.coming_liability),
  };
  return columnsOf(
    t,
    CONTRACT_LIST_COLUMNS,
    [],
    renderers,
    (key) => (row) => String(row[key as keyof TContractListRow] ?? "—"),
  );
}

/** The monitoring visits behind a count of the visits-by-state report. */
export function useVisitColumns(): DataTableColumn<TVisitListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TVisitListRow>(t, VISIT_LIST_COLUMNS, [], {
    title: (r) => r.title,
    order_number: (r) => fmt.digits(r.order_number) || "—",
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    from_date: (r) => fmt.digits(r.from_date),
    to_date: (r) => fmt.digits(r.to_date),
    visit_state: (r) => t(`measures.${r.visit_state}`),
  });
}

/** The monitoring action points behind a count of the action-point aging report. */
export function usePointColumns(): DataTableColumn<TPointListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TPointListRow>(t, POINT_LIST_COLUMNS, [], {
    point_description: (r) => r.point_description,
    visit_title: (r) => r.visit_title,
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    due_date: (r) => fmt.digits(r.due_date),
    point_priority: (r) => t(`measures.${r.point_priority}`),
    point_status: (r) => t(`measures.${r.point_status}`),
    days_overdue: (r) => (r.days_overdue === null ? "—" : fmt.number(r.days_overdue)),
  });
}

/** The projects or offices behind a count of the coverage report. */
export function useCoverageColumns(): DataTableColumn<TCoverageListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return columnsOf<TCoverageListRow>(t, COVERAGE_LIST_COLUMNS, [], {
    item_name: (r) => r.item_name,
    nikaya_name: (r) => fmt.name(r.nikaya_name, r.nikaya_name_np),
    last_visit_date: (r) => (r.last_visit_date === null ? "—" : fmt.digits(r.last_visit_date)),
  });
}
