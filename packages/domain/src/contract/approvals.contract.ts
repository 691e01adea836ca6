import { z } from "zod";
import type { Permission } from "../access/permissions";
import { ZId, ZIdParam, ZMultilineText, ZPagedQuery } from "./envelope.contract";

/**
 * The monthly approval chain (issue 33): the four reporting streams an office submits month by month
 * and the levels above it approve one at a time (docs/product-rules.md "Monthly approval chain").
 */
export const APPROVAL_STREAMS = ["pragati", "project", "contract", "indicator"] as const;
export type ApprovalStream = (typeof APPROVAL_STREAMS)[number];
/**
 * How figures read the chain (issue 33 item 2): `all` every office, each marked with its month's state;
 * `approved` only offices whose month is approved at its top level.
 */
export const APPROVAL_VIEWS = ["all", "approved"] as const;
export type ApprovalView = (typeof APPROVAL_VIEWS)[number];
/** Per stream: who writes the office's month (and submits it), who approves it, who sees it. */
export const APPROVAL_STREAM_PERMISSIONS: Record<
  ApprovalStream,
  { write: Permission; approve: Permission; view: Permission }
> = {
  pragati: { write: "progress.create", approve: "progress.approve", view: "progress.view" },
  project: { write: "project.progress", approve: "project.approve", view: "project.view" },
  contract: { write: "contract.manage", approve: "contract.approve", view: "contract.view" },
  indicator: { write: "indicator.report", approve: "indicator.approve", view: "indicator.view" },
};
export const APPROVAL_STATES = ["open", "submitted", "approved", "returned"] as const;
export const APPROVAL_ACTIONS = ["submit", "approve", "return", "unapprove"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
/** Levels a month climbs when admin has not set its stream's: the office's parent, then its grandparent. */
export const DEFAULT_APPROVAL_LEVELS = 2;

const ZMonth = z.number().int().min(0).max(11);
/** The longest reason for returning a month. */
export const APPROVAL_REASON_MAX = 2000;
/** Why a month is returned: required by `return` (422 without), ignored by the other steps. */
const ZReason = ZMultilineText.trim().max(APPROVAL_REASON_MAX);

export const ZApprovalQuery = ZPagedQuery.extend({
  stream: z.enum(APPROVAL_STREAMS),
  month: z.coerce.number().int().min(0).max(11),
  office_id: ZIdParam.optional(),
});
export type TApprovalQuery = z.infer<typeof ZApprovalQuery>;

export const ZApprovalActionParams = z.object({ action: z.enum(APPROVAL_ACTIONS) });

/**
 * The data-quality checks (issue 33 item 5; docs/product-rules.md "Data-quality checks"): physical
 * against financial progress beyond a gap, an achievement over 150 % of its target, a cumulative figure
 * lower than the month before, the treasury's expense against the reported financial progress.
 */
export const DATA_QUALITY_CHECKS = [
  "progress_gap",
  "over_target",
  "cumulative_down",
  "treasury_gap",
] as const;
export type DataQualityCheck = (typeof DATA_QUALITY_CHECKS)[number];
/** The checks each stream's month is read by. */
export const STREAM_CHECKS: Record<ApprovalStream, readonly DataQualityCheck[]> = {
  pragati: ["cumulative_down"],
  project: ["progress_gap", "treasury_gap"],
  contract: ["progress_gap"],
  indicator: ["over_target", "cumulative_down"],
};
/** The longest explanation of a warning. */
export const EXPLANATION_MAX = 2000;
/** The submitter's explanation of one warning: the check and the record it fired on. */
export const ZDataQualityExplanation = z.object({
  check: z.enum(DATA_QUALITY_CHECKS),
  record_id: ZId,
  text: ZMultilineText.trim().min(1).max(EXPLANATION_MAX),
});
export type TDataQualityExplanation = z.infer<typeof ZDataQualityExplanation>;

export const ZApprovalBody = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  fiscal_year_id: ZId,
  month: ZMonth,
  office_id: ZId,
  reason: ZReason.optional(),
  /** `submit`: an explanation of each data-quality warning of the month (422 listing those without). */
  explanations: z.array(ZDataQualityExplanation).max(1000).optional(),
});
export type TApprovalBody = z.infer<typeof ZApprovalBody>;

/** The return dialog's one field: the reason the API requires of `return`. */
export const ZApprovalReturn = z.object({ reason: ZReason.min(1) });
export type TApprovalReturn = z.infer<typeof ZApprovalReturn>;

const ZActor = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * One office's month: its state, the level reached of how many, who moved it when, and the steps the
 * caller may take on it now (the rule the step itself applies; the step decides again when taken).
 */
export const ZApproval = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  office_id: z.number().int(),
  office_name: z.string(),
  office_name_np: z.string(),
  state: z.enum(APPROVAL_STATES),
  level: z.number().int(),
  levels: z.number().int(),
  reason: z.string().nullable(),
  submitted_by: ZActor,
  submitted_at: z.string().nullable(),
  acted_by: ZActor,
  acted_at: z.string().nullable(),
  /**
   * Action-plan progress: the month's entries without the secretary's rating, which the top level's
   * approval waits for (docs/product-rules.md "Monthly approval chain"); 0 for the other streams.
   */
  unrated: z.number().int(),
  actions: z.array(z.enum(APPROVAL_ACTIONS)),
});
export type TApproval = z.infer<typeof ZApproval>;

/** How many levels a stream's month may climb. */
export const APPROVAL_LEVELS_RANGE = { min: 1, max: 5 } as const;
export const ZApprovalLevelsBody = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  levels: z.number().int().min(APPROVAL_LEVELS_RANGE.min).max(APPROVAL_LEVELS_RANGE.max),
});
export const ZApprovalLevels = z.record(z.enum(APPROVAL_STREAMS), z.number().int());
export type TApprovalLevels = z.infer<typeof ZApprovalLevels>;
