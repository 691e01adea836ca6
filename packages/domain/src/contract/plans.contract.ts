import { z } from "zod";
import { ZId, ZIdParam, ZInt, ZMultilineText, ZPagedQuery, ZText } from "./envelope.contract";

const name = (max: number) => ZText.trim().min(1).max(max);
const ZPointNo = name(50);
/** Money and quantities as numbers; numeric(16, 2|4) in the database. */
const ZQuantity = z.number().finite().min(-999_999_999_999).max(999_999_999_999);

/** An office or setup entry shown by name in both languages. */
const ZNamed = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

// --- policies (nitikaryakram) ----------------------------------------------------------------------

export const ZPolicyBody = z.object({
  fiscal_year_id: ZId,
  nikaya_id: ZId,
  parent_id: ZId.nullable().optional(),
  point_no: ZPointNo,
  name: name(1000),
  start_from: ZText.trim().max(20).nullable().optional(),
  end_at: ZText.trim().max(20).nullable().optional(),
  budget: ZQuantity.min(0).nullable().optional(),
  reporting_type_id: ZId,
  status: z.boolean().optional().default(true),
});
export type TPolicyBody = z.output<typeof ZPolicyBody>;

export const ZPolicy = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  parent_id: z.number().int().nullable(),
  /** 0 for a top point, 1 for its sub points, ... (the list comes in tree order). */
  depth: z.number().int(),
  point_no: z.string(),
  name: z.string(),
  start_from: z.string().nullable(),
  end_at: z.string().nullable(),
  budget: z.number().nullable(),
  reporting_type: ZNamed.nullable(),
  status: z.boolean(),
  budget_head_count: z.number().int(),
  activity_count: z.number().int(),
});
export type TPolicy = z.infer<typeof ZPolicy>;

export const ZPolicyListQuery = ZPagedQuery.extend({ nikaya_id: ZIdParam.optional() });

// --- budget heads ----------------------------------------------------------------------------------

export const ZBudgetHeadBody = z.object({
  policy_id: ZId,
  point_no: ZPointNo,
  heading: name(1000),
  amount: ZQuantity,
  budget_code_id: ZId.nullable().optional(),
});
export type TBudgetHeadBody = z.output<typeof ZBudgetHeadBody>;

export const ZBudgetHead = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  policy_id: z.number().int(),
  policy_point_no: z.string(),
  policy_name: z.string(),
  point_no: z.string(),
  heading: z.string(),
  amount: z.number(),
  budget_code: ZNamed.extend({ code: z.string().nullable() }).nullable(),
  activity_count: z.number().int(),
});
export type TBudgetHead = z.infer<typeof ZBudgetHead>;

export const ZBudgetHeadListQuery = ZPagedQuery.extend({
  nikaya_id: ZIdParam.optional(),
  policy_id: ZIdParam.optional(),
});

// --- activities ------------------------------------------------------------------------------------

export const ZActivityBody = z.object({
  policy_id: ZId,
  budget_head_id: ZId.nullable().optional(),
  point_no: ZPointNo,
  title: name(1000),
  /** The implementing office; the policy's office when left out. */
  nikaya_id: ZId.nullable().optional(),
  helper_nikaya_ids: z.array(ZId).max(200).optional().default([]),
  annual_target: ZQuantity.min(0).nullable().optional(),
  unit_id: ZId.nullable().optional(),
});
export type TActivityBody = z.output<typeof ZActivityBody>;

export const ZActivity = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  policy_id: z.number().int(),
  policy_point_no: z.string(),
  policy_name: z.string(),
  budget_head_id: z.number().int().nullable(),
  budget_head_heading: z.string().nullable(),
  point_no: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  helpers: z.array(ZNamed),
  annual_target: z.number().nullable(),
  unit: ZNamed.nullable(),
  milestone_count: z.number().int(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZActivityListQuery = ZPagedQuery.extend({
  nikaya_id: ZIdParam.optional(),
  policy_id: ZIdParam.optional(),
  budget_head_id: ZIdParam.optional(),
});

// --- milestones ------------------------------------------------------------------------------------

/** A selected fiscal month (Shrawan = 0 .. Ashadh = 11) and its target (running total when cumulative). */
export const ZMonthTarget = z.object({ month: ZInt, target: ZQuantity });

export const ZMilestoneBody = z.object({
  activity_id: ZId,
  code: ZPointNo,
  title: name(1000),
  type_id: ZId,
  subtype_id: ZId.nullable().optional(),
  baseline: ZQuantity.min(0).nullable().optional(),
  annual_target: ZQuantity,
  unit_id: ZId.nullable().optional(),
  kriya: ZMultilineText.trim().max(1000).optional().default(""),
  cumulative: z.boolean(),
  months: z.array(ZMonthTarget).max(24),
});
export type TMilestoneBody = z.output<typeof ZMilestoneBody>;

export const ZMilestone = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  activity_id: z.number().int(),
  activity_point_no: z.string(),
  activity_title: z.string(),
  code: z.string(),
  title: z.string(),
  type: ZNamed.nullable(),
  subtype: ZNamed.nullable(),
  baseline: z.number().nullable(),
  annual_target: z.number(),
  unit: ZNamed.nullable(),
  kriya: z.string(),
  cumulative: z.boolean(),
  start_month: z.number().int(),
  end_month: z.number().int(),
  months: z.array(z.object({ month: z.number().int(), target: z.number() })),
  progress_count: z.number().int(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZMilestoneListQuery = ZPagedQuery.extend({
  nikaya_id: ZIdParam.optional(),
  activity_id: ZIdParam.optional(),
});

/** An office's policies or budget heads of the header's fiscal year (`api/nikaya/niti-karyakrams`, ...). */
export const ZOfficePlanQuery = ZPagedQuery.extend({ nikaya_id: ZIdParam });

/**
 * The action-plan locks of one fiscal year (the header's, else the current one) that bind the caller
 * (`api/plans-policy/locks`): the global one, and the offices of the caller's scope whose own lock is on.
 */
export const ZPlanLocks = z.object({
  fiscal_year_id: z.number().int(),
  action_plan_lock: z.boolean(),
  locked_offices: z.array(ZNamed),
});
export type TPlanLocks = z.infer<typeof ZPlanLocks>;
