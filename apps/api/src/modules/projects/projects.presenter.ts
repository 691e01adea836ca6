import type {
  ProjectStatus,
  TProject,
  TProjectBaseline,
  TProjectFile,
  TProjectProgress,
  TProjectProgressMonth,
  TProjectRow,
  TProjectSummary,
} from "@pragati/domain/contract";
import {
  costOverrunPercent,
  financialPercent,
  latestAchieved,
  type PlannedCurve,
  plannedBudgetTo,
  plannedPoints,
  type SCurvePoint,
  type TimeOverrun,
} from "@pragati/domain/projects";
import { namedRef } from "../../lib/named-ref";
import { presentFileAt } from "../../lib/record-file-answer";
import type { projectTreasuryExpense } from "../treasury/treasury.repository";
import {
  type BaselineRecord,
  type costRevisions,
  type ProgressMonthRecord,
  type ProjectFileRecord,
  type ProjectListRecord,
  type ProjectRecord,
  plannedCurveOf,
  type projectOfficeRefs,
  type timeExtensions,
} from "./projects.repository";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export const presentProjectRow = (row: ProjectListRecord): TProjectRow => ({
  id: row.id,
  fiscal_year_id: row.fiscal_year_id,
  name: row.name,
  code: row.code,
  type: { id: row.type_id, name: row.type_name, name_np: row.type_name_np },
  sector: { id: row.sector_id, name: row.sector_name, name_np: row.sector_name_np },
  status: row.status as ProjectStatus,
  priority: row.priority as TProjectRow["priority"],
  nikaya: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
  start_date: row.start_date,
  expected_end_date: row.expected_end_date,
  revised_end_date: row.revised_end_date,
  initial_cost: row.initial_cost,
  revised_cost: row.revised_cost,
  total_expenditure: row.total_expenditure,
});

export const presentProjectFile: (row: ProjectFileRecord) => TProjectFile =
  presentFileAt("/api/ayojana/file");

export const presentProject = (
  row: ProjectRecord,
  history: {
    offices: Rows<typeof projectOfficeRefs>;
    costRevisions: Rows<typeof costRevisions>;
    timeExtensions: Rows<typeof timeExtensions>;
    files: ProjectFileRecord[];
  },
): TProject => ({
  ...presentProjectRow(row),
  phone: row.phone,
  email: row.email,
  address: row.address,
  sub_sector: namedRef(row.sub_sector_id, row.sub_sector_name, row.sub_sector_name_np),
  budget_sub_heads: row.budget_sub_heads,
  area: row.area as TProject["area"],
  province: namedRef(row.province_id, row.province_name, row.province_name_np),
  district: namedRef(row.district_id, row.district_name, row.district_name_np),
  local_level: namedRef(row.local_level_id, row.local_level_name, row.local_level_name_np),
  ward: row.ward,
  created_by_nikaya: namedRef(
    row.created_by_nikaya_id,
    row.created_by_nikaya_name,
    row.created_by_nikaya_name_np,
  ),
  offices: history.offices,
  cost_revisions: history.costRevisions,
  time_extensions: history.timeExtensions,
  files: history.files.map(presentProjectFile),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const presentBaseline = (row: BaselineRecord): TProjectBaseline => ({ ...row });

/**
 * A month with its financial progress by the one rule (`financialPercent`, the S-curve's: against the
 * year's budget as planned) and its expense against the budget planned to the month, both from the
 * baseline in force (null without one).
 */
export const presentProgressMonth = (
  row: ProgressMonthRecord,
  baseline: PlannedCurve | null,
): TProjectProgressMonth => {
  const plannedBudget = baseline ? plannedBudgetTo(baseline, row.month) : null;
  return {
    month: row.month,
    entered: row.entered,
    physical_target: row.physical_target,
    physical_achieved: row.physical_achieved,
    financial_target: row.financial_target,
    budget: row.budget,
    expense: row.expense,
    problem_type: namedRef(row.problem_type_id, row.problem_type_name, row.problem_type_name_np),
    problem_sub_type: namedRef(
      row.problem_sub_type_id,
      row.problem_sub_type_name,
      row.problem_sub_type_name_np,
    ),
    problems: row.problems,
    remarks: row.remarks,
    cumulative_physical_target: row.cumulative_physical_target,
    cumulative_physical_achieved: row.cumulative_physical_achieved,
    cumulative_budget: row.cumulative_budget,
    cumulative_expense: row.cumulative_expense,
    financial_progress: financialPercent(row.cumulative_expense, baseline?.annualBudget ?? null),
    planned_budget: plannedBudget,
    budget_percent: financialPercent(row.cumulative_expense, plannedBudget),
    jump_state: row.jump_state,
    jump_reason: row.jump_reason,
    updated_at: row.updated_at,
    updated_by_name: row.updated_by_name,
  };
};

export const presentProgress = (input: {
  projectId: number;
  year: number;
  months: ProgressMonthRecord[];
  baseline: PlannedCurve | null;
  allowed: boolean;
  setup: {
    current_ayojana_reporting_month: number;
    ayojana_reporting_period: { from: string | null; to: string | null };
  };
}): TProjectProgress => ({
  project_id: input.projectId,
  fiscal_year_id: input.year,
  months: input.months.map((m) => presentProgressMonth(m, input.baseline)),
  entry_allowed: input.allowed,
  reporting_month: input.setup.current_ayojana_reporting_month,
  window: input.setup.ayojana_reporting_period,
});

export const presentSummary = (
  project: TProject,
  summary: {
    year: number;
    lastMonth: number;
    months: ProgressMonthRecord[];
    baselines: BaselineRecord[];
    reportedExpense: number;
    curve: SCurvePoint[];
    time: TimeOverrun | null;
    treasury: Awaited<ReturnType<typeof projectTreasuryExpense>>;
    visits: TProjectSummary["visits"];
  },
): TProjectSummary => ({
  project,
  fiscal_year_id: summary.year,
  last_month: summary.lastMonth,
  cost: {
    original: project.initial_cost,
    current: project.revised_cost ?? project.initial_cost,
    overrun_percent: costOverrunPercent(project.initial_cost, project.revised_cost),
  },
  time: {
    start_date: project.start_date,
    original_end: project.expected_end_date,
    revised_end: project.revised_end_date,
    overrun_percent: summary.time?.percent ?? null,
    planned_days: summary.time?.plannedDays ?? null,
    overrun_days: summary.time?.overrunDays ?? null,
    measured_end: summary.time?.measuredEnd ?? null,
    past_due: summary.time?.pastDue ?? false,
  },
  s_curve: summary.curve,
  baseline: presentBaselines(summary.baselines),
  reported_expense: summary.reportedExpense,
  months: summary.months.map((m) => presentProgressMonth(m, inForceCurve(summary.baselines))),
  treasury: presentBudgetAgainstProgress(summary.curve, summary.treasury),
  visits: summary.visits,
});

/** The treasury expense % of the project's sub-heads beside its reported financial and physical % to date. */
const presentBudgetAgainstProgress = (
  curve: SCurvePoint[],
  treasury: Awaited<ReturnType<typeof projectTreasuryExpense>>,
): TProjectSummary["treasury"] => ({
  as_of: treasury.as_of,
  subheads: treasury.subheads ?? [],
  budget: treasury.budget,
  expense: treasury.expense,
  expense_percent: treasury.treasury_percent,
  financial_percent: latestAchieved(curve, "achieved_financial"),
  physical_percent: latestAchieved(curve, "achieved_physical"),
  gap: treasury.treasury_gap,
  gap_limit: treasury.gap_limit,
  flagged: treasury.treasury_flagged,
});

const inForceCurve = (rows: BaselineRecord[]) => {
  const last = rows.at(-1);
  return last ? plannedCurveOf(last) : null;
};

/** The baseline in force and the original with its planned curve (null: the year's plan is not set). */
const presentBaselines = (rows: BaselineRecord[]): TProjectSummary["baseline"] => {
  const [original] = rows;
  const inForce = rows.at(-1);
  if (!original || !inForce) return null;
  return {
    in_force: presentBaseline(inForce),
    original: presentBaseline(original),
    original_curve: plannedPoints(plannedCurveOf(original)),
  };
};
