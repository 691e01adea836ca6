import { z } from "zod";
import { PROGRESS_STATUSES } from "../progress";
import { ZIdParam, ZPagedQuery } from "./envelope.contract";
import { MAX_SELECTED_MILESTONES, ZQueryIdList } from "./presets.contract";

const ZNamed = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

/**
 * `api/programs/all`: the plan tree as milestone rows (policy -> activity -> milestone), filtered by the
 * quick filter (offices with their sub-offices, type, subtype, status as of the month) and by the
 * milestone filter's selection.
 */
export const ZProgramsQuery = ZPagedQuery.extend({
  nikaya_ids: ZQueryIdList(200).optional(),
  type_id: ZIdParam.optional(),
  subtype_id: ZIdParam.optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
  /** Fiscal month (Shrawan = 0); the current pragati reporting month when left out. */
  month: z.coerce.number().int().min(0).max(11).optional(),
  milestone_ids: ZQueryIdList(MAX_SELECTED_MILESTONES).optional(),
});
export type TProgramsQuery = z.output<typeof ZProgramsQuery>;

export const ZProgramRow = z.object({
  milestone_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  policy_id: z.number().int(),
  policy_point_no: z.string(),
  policy_name: z.string(),
  activity_id: z.number().int(),
  activity_point_no: z.string(),
  activity_title: z.string(),
  type: ZNamed.nullable(),
  subtype: ZNamed.nullable(),
  unit: ZNamed.nullable(),
  annual_target: z.number(),
  start_month: z.number().int(),
  end_month: z.number().int(),
  /** As of the month: the status of the latest entry at or before it, and the achieved percent (uncapped). */
  status: z.enum(PROGRESS_STATUSES),
  percent: z.number(),
  /** True when an entry exists for exactly that month. */
  entered: z.boolean(),
});
export type TProgramRow = z.infer<typeof ZProgramRow>;
