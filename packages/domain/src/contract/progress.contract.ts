import { z } from "zod";
import { BANDS, PROGRESS_STATUSES } from "../progress";
import { ZCompletionState } from "./completion-claims.contract";
import { ZId, ZIdParam, ZMultilineText, ZPagedQuery } from "./envelope.contract";
import { NOTICE_ATTACHMENTS } from "./notices.contract";

/** A yes/no query flag (`true` or `false`); left out means "either". */
const ZQueryFlag = z.enum(["true", "false"]).transform((value) => value === "true");
const ZMonth = z.number().int().min(0).max(11);

export const ZProgressReason = z.object({ main_type_id: ZId, sub_type_id: ZId });

/** `api/pragati/store`: one entry per milestone per fiscal month; storing again replaces it. */
export const ZProgressBody = z.object({
  milestone_id: ZId,
  /** Must be the milestone's fiscal year when given. */
  fiscal_year_id: ZId.optional(),
  month: ZMonth,
  status: z.enum(PROGRESS_STATUSES),
  achieved: z.number().finite().min(0).max(999_999_999_999),
  reasons: z.array(ZProgressReason).max(50).default([]),
  explanation: ZMultilineText.trim().max(20_000).default(""),
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
  /** The dashboard band of the milestone as of the entry's month. */
  band: z.enum(BANDS),
  explanation: z.string(),
  entry_date: z.string(),
  comment: z.string().nullable(),
  commented_at: z.string().nullable(),
  rating: z.number().int().nullable(),
  rated_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  return_note: z.string().nullable(),
  correction_used: z.boolean(),
  /** Sent back and not corrected yet: the office may save it once, even outside the window. */
  awaiting_correction: z.boolean(),
  file_count: z.number().int(),
  created_by: z.number().int().nullable(),
  created_by_nikaya: z.number().int().nullable(),
  /** A completed entry's claim: null (none needed), claimed, accepted or rejected with its reason. */
  completion_state: ZCompletionState,
  completion_reason: z.string().nullable(),
});
export type TProgressEntry = z.infer<typeof ZProgressEntry>;

/** A reason with the names of its main and sub problem type (setup list paragati-samasyas-types). */
export const ZProgressReasonNamed = ZProgressReason.extend({
  main_name: z.string(),
  main_name_np: z.string(),
  sub_name: z.string(),
  sub_name_np: z.string(),
});
export type TProgressReasonNamed = z.infer<typeof ZProgressReasonNamed>;

/** Evidence attached to an entry; `file_url` downloads it with the session. */
export const ZProgressFile = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  file_url: z.string(),
  created_at: z.string(),
});
export type TProgressFile = z.infer<typeof ZProgressFile>;

/** Evidence files follow the notice attachment rules (PDF, PNG, JPG, DOCX, XLSX; 5 MB; 5 per entry). */
export const PROGRESS_FILES = NOTICE_ATTACHMENTS;

export const ZProgressEntryDetail = ZProgressEntry.extend({
  reasons: z.array(ZProgressReasonNamed),
  files: z.array(ZProgressFile),
  /** Achieved is at or above the month's target while the status is not completed (not an error). */
  warning: z.boolean(),
  /** The target set for exactly this month, null when the month is not in the schedule. */
  month_target: z.number().nullable(),
  /** The target due by the end of the month (what `percent` measures against). */
  target_up_to: z.number(),
  achieved_up_to: z.number(),
  annual_target: z.number(),
  cumulative: z.boolean(),
  start_month: z.number().int(),
  end_month: z.number().int(),
});
export type TProgressEntryDetail = z.infer<typeof ZProgressEntryDetail>;

/** `api/gatibidhi/all` filters; an office includes its sub-offices. */
export const ZProgressQuery = z.object({
  nikaya_id: ZIdParam.optional(),
  month: z.coerce.number().int().min(0).max(11).optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
  milestone_id: ZIdParam.optional(),
  /** `true`: with a comment; `false`: not commented yet. */
  commented: ZQueryFlag.optional(),
  /** `true`: rated; `false`: not rated yet. */
  rated: ZQueryFlag.optional(),
  /** `true`: sent back and awaiting the office's correction. */
  returned: ZQueryFlag.optional(),
});

export const ZProgressComment = z.object({ comment: ZMultilineText.trim().min(1).max(5000) });
export const ZProgressRate = z.object({ rating: z.number().int().min(0).max(5) });
export const ZProgressReturn = z.object({ note: ZMultilineText.trim().min(1).max(5000) });

/** Why the caller may not enter or edit a month's progress now (null: allowed). */
export const ENTRY_BLOCKS = ["permission", "future", "window"] as const;
export type EntryBlock = (typeof ENTRY_BLOCKS)[number];

/** `api/pragati/milestones`: one office's milestones for a fiscal month (default: own office, reporting month). */
export const ZPragatiMilestonesQuery = ZPagedQuery.extend({
  nikaya_id: ZIdParam.optional(),
  month: z.coerce.number().int().min(0).max(11).optional(),
});

/** The month's entry of a milestone, as the entry screen lists it. */
export const ZMonthEntry = z.object({
  id: z.number().int(),
  status: z.enum(PROGRESS_STATUSES),
  achieved: z.number(),
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  returned_at: z.string().nullable(),
  return_note: z.string().nullable(),
  awaiting_correction: z.boolean(),
  file_count: z.number().int(),
  completion_state: ZCompletionState,
  completion_reason: z.string().nullable(),
});

/** A milestone as the entry screens show it, with its schedule (targets of the selected months). */
export const ZMilestoneHead = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  fiscal_year_id: z.number().int(),
  activity_id: z.number().int(),
  activity_point_no: z.string(),
  activity_title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  unit_name: z.string().nullable(),
  unit_name_np: z.string().nullable(),
  cumulative: z.boolean(),
  annual_target: z.number(),
  start_month: z.number().int(),
  end_month: z.number().int(),
  schedule: z.array(z.object({ month: z.number().int(), target: z.number() })),
});
export type TMilestoneHead = z.infer<typeof ZMilestoneHead>;

const ZEntryState = z.object({
  month: z.number().int(),
  status: z.enum(PROGRESS_STATUSES),
  achieved: z.number(),
});

export const ZPragatiMilestone = ZMilestoneHead.extend({
  month: z.number().int(),
  month_target: z.number().nullable(),
  target_up_to: z.number(),
  /** The milestone as of the month (latest entry at or before it). */
  status: z.enum(PROGRESS_STATUSES),
  band: z.enum(BANDS),
  percent: z.number(),
  latest: ZEntryState.nullable(),
  /** Every entry of the milestone, so the screen applies the domain rules as the API does. */
  entries: z.array(ZEntryState),
  entry: ZMonthEntry.nullable(),
  entry_allowed: z.boolean(),
  entry_block: z.enum(ENTRY_BLOCKS).nullable(),
});
export type TPragatiMilestone = z.infer<typeof ZPragatiMilestone>;

export const ZPragatiMilestonesPage = z.object({
  nikaya_id: z.number().int(),
  month: z.number().int(),
  fiscal_year_id: z.number().int(),
});

/** `api/gatibidhi/milestone/{id}`: one milestone's progress month by month. */
export const ZMilestoneProgress = z.object({
  milestone: ZMilestoneHead,
  months: z.array(
    z.object({
      month: z.number().int(),
      month_target: z.number().nullable(),
      target_up_to: z.number(),
      status: z.enum(PROGRESS_STATUSES),
      band: z.enum(BANDS),
      percent: z.number(),
      /** After the reporting month (domain `notYetDue`): the screen shows "not yet due", not the state. */
      not_yet_due: z.boolean(),
      entry: ZProgressEntryDetail.nullable(),
      entry_allowed: z.boolean(),
      entry_block: z.enum(ENTRY_BLOCKS).nullable(),
    }),
  ),
});
export type TMilestoneProgress = z.infer<typeof ZMilestoneProgress>;
