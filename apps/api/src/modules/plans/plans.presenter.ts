import type { TActivity, TBudgetHead, TMilestone, TPolicy } from "@pragati/domain/contract";
import { namedRef } from "../../lib/named-ref";
import { milestoneTypes, officeColumns, policyColumns } from "../../lib/row-columns";
import type { ActivityRow, BudgetHeadRow, MilestoneRow, PolicyRow } from "./plans.repository";

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export const presentPolicy = (r: PolicyRow): TPolicy => ({
  id: r.id,
  fiscal_year_id: r.fiscal_year_id,
  ...officeColumns(r),
  parent_id: r.parent_id,
  depth: r.depth,
  point_no: r.point_no,
  name: r.name,
  start_from: r.start_from,
  end_at: r.end_at,
  budget: numberOrNull(r.budget),
  reporting_type: namedRef(r.reporting_type_id, r.reporting_type_name, r.reporting_type_name_np),
  status: r.status,
  budget_head_count: r.budget_head_count,
  activity_count: r.activity_count,
});

export const presentBudgetHead = (r: BudgetHeadRow): TBudgetHead => ({
  id: r.id,
  fiscal_year_id: r.fiscal_year_id,
  ...officeColumns(r),
  ...policyColumns(r),
  point_no: r.point_no,
  heading: r.heading,
  amount: Number(r.amount),
  budget_code:
    r.budget_code_id === null
      ? null
      : {
          id: r.budget_code_id,
          name: r.budget_code_name ?? "",
          name_np: r.budget_code_name_np ?? "",
          code: r.budget_code_code,
        },
  activity_count: r.activity_count,
});

export const presentActivity = (r: ActivityRow): TActivity => ({
  id: r.id,
  fiscal_year_id: r.fiscal_year_id,
  ...policyColumns(r),
  budget_head_id: r.budget_head_id,
  budget_head_heading: r.budget_head_heading,
  point_no: r.point_no,
  title: r.title,
  ...officeColumns(r),
  helpers: r.helpers,
  annual_target: numberOrNull(r.annual_target),
  unit: namedRef(r.unit_id, r.unit_name, r.unit_name_np),
  milestone_count: r.milestone_count,
});

export const presentMilestone = (r: MilestoneRow): TMilestone => ({
  id: r.id,
  fiscal_year_id: r.fiscal_year_id,
  ...officeColumns(r),
  activity_id: r.activity_id,
  activity_point_no: r.activity_point_no,
  activity_title: r.activity_title,
  code: r.code,
  title: r.title,
  ...milestoneTypes(r),
  baseline: numberOrNull(r.baseline),
  annual_target: Number(r.annual_target),
  unit: namedRef(r.unit_id, r.unit_name, r.unit_name_np),
  kriya: r.kriya,
  cumulative: r.cumulative,
  start_month: r.start_month,
  end_month: r.end_month,
  // json_agg hands numeric targets back as numbers (or strings on some drivers).
  months: r.months.map((m) => ({ month: m.month, target: Number(m.target) })),
  progress_count: r.progress_count,
});
