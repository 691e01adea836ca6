import { z } from "zod";
import { ZId, ZIdParam, ZMultilineText, ZPagedQuery } from "./envelope.contract";

const ZNamed = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

/** `POST api/activities/transfer/{activity_id}`: move the activity to another implementing office. */
export const ZTransferBody = z.object({
  to_nikaya_id: ZId,
  remarks: ZMultilineText.trim().max(1000),
});
export type TTransferBody = z.output<typeof ZTransferBody>;

/** One recorded transfer (who, when, from, to, remarks). */
export const ZTransfer = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_point_no: z.string(),
  activity_title: z.string(),
  fiscal_year_id: z.number().int(),
  from_nikaya: ZNamed,
  to_nikaya: ZNamed,
  remarks: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type TTransfer = z.infer<typeof ZTransfer>;

/** Transfers whose old or new office is in the caller's scope, newest first; by activity or office. */
export const ZTransferListQuery = ZPagedQuery.extend({
  activity_id: ZIdParam.optional(),
  nikaya_id: ZIdParam.optional(),
});

/** The activity as the transfer screen shows it: its milestones with their progress counts. */
export const ZTransferActivity = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  point_no: z.string(),
  title: z.string(),
  policy_point_no: z.string(),
  policy_name: z.string(),
  budget_head_heading: z.string().nullable(),
  nikaya: ZNamed,
  helpers: z.array(ZNamed),
  progress_count: z.number().int(),
  transfer_count: z.number().int(),
  milestones: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      start_month: z.number().int(),
      end_month: z.number().int(),
      progress_count: z.number().int(),
    }),
  ),
});
export type TTransferActivity = z.infer<typeof ZTransferActivity>;

export const ZTransferResult = z.object({
  transfer: ZTransfer,
  activity: ZTransferActivity,
  /** Milestones and progress entries that moved with the activity. */
  moved_milestones: z.number().int(),
  moved_entries: z.number().int(),
  /** The new office was a helper of the activity and no longer is. */
  helper_removed: z.boolean(),
});
export type TTransferResult = z.infer<typeof ZTransferResult>;
