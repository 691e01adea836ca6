import { z } from "zod";
import { PROGRESS_STATUSES } from "../progress";

const ZId = z.number().int().positive().max(2_147_483_647);

export const ZProgressReason = z.object({ main_type_id: ZId, sub_type_id: ZId });

/** `api/pragati/store`: one entry per milestone per fiscal month; storing again replaces it. */
export const ZProgressBody = z.object({
  milestone_id: ZId,
  /** Must be the milestone's fiscal year when given. */
  fiscal_year_id: ZId.optional(),
  month: z.number().int().min(0).max(11),
  status: z.enum(PROGRESS_STATUSES),
  achieved: z.number().finite().min(0).max(999_999_999_999),
  reasons: z.array(ZProgressReason).max(50).default([]),
  explanation: z.string().trim().max(20_000).default(""),
});
export type TProgressBody = z.infer<typeof ZProgressBody>;

export const ZProgressEntry = z.object({
  id: z.number().int(),
  milestone_id: z.number().int(),
  milestone_code: z.string(),
  milestone_title: z.string(),
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  month: z.number().int(),
  status: z.enum(PROGRESS_STATUSES),
  achieved: z.number(),
  /** Achieved percentage as of the entry's month, uncapped (display caps at 100). */
  percent: z.number(),
  explanation: z.string(),
  entry_date: z.string(),
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  returned_at: z.string().nullable(),
  return_note: z.string().nullable(),
  correction_used: z.boolean(),
  created_by: z.number().int().nullable(),
  created_by_nikaya: z.number().int().nullable(),
});
export type TProgressEntry = z.infer<typeof ZProgressEntry>;

export const ZProgressEntryDetail = ZProgressEntry.extend({
  reasons: z.array(ZProgressReason),
  /** Achieved is at or above the month's target while the status is not completed (not an error). */
  warning: z.boolean(),
});
export type TProgressEntryDetail = z.infer<typeof ZProgressEntryDetail>;

export const ZProgressQuery = z.object({
  nikaya_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  month: z.coerce.number().int().min(0).max(11).optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
});

export const ZProgressComment = z.object({ comment: z.string().trim().min(1).max(5000) });
export const ZProgressRate = z.object({ rating: z.number().int().min(0).max(5) });
export const ZProgressReturn = z.object({ note: z.string().trim().min(1).max(5000) });
