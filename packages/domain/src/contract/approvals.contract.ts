import { z } from "zod";
import { ZId, ZIdParam, ZMultilineText, ZPagedQuery } from "./envelope.contract";

/**
 * The monthly approval chain (issue 33): the four reporting streams an office submits month by month
 * and the levels above it approve one at a time (docs/product-rules.md "Monthly approval chain").
 */
export const APPROVAL_STREAMS = ["pragati", "project", "contract", "indicator"] as const;
export type ApprovalStream = (typeof APPROVAL_STREAMS)[number];
export const APPROVAL_STATES = ["open", "submitted", "approved", "returned"] as const;
export const APPROVAL_ACTIONS = ["submit", "approve", "return", "unapprove"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
/** Levels a month climbs when admin has not set its stream's: the office's parent, then its grandparent. */
export const DEFAULT_APPROVAL_LEVELS = 2;

const ZMonth = z.number().int().min(0).max(11);

export const ZApprovalQuery = ZPagedQuery.extend({
  stream: z.enum(APPROVAL_STREAMS),
  month: z.coerce.number().int().min(0).max(11),
  office_id: ZIdParam.optional(),
});
export type TApprovalQuery = z.infer<typeof ZApprovalQuery>;

export const ZApprovalActionParams = z.object({ action: z.enum(APPROVAL_ACTIONS) });

export const ZApprovalBody = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  fiscal_year_id: ZId,
  month: ZMonth,
  office_id: ZId,
  reason: ZMultilineText.trim().max(2000).optional(),
});
export type TApprovalBody = z.infer<typeof ZApprovalBody>;

const ZActor = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One office's month: its state, the level reached of how many, and who moved it when. */
export const ZApproval = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  office_id: z.number().int(),
  office_name: z.string(),
  state: z.enum(APPROVAL_STATES),
  level: z.number().int(),
  levels: z.number().int(),
  reason: z.string().nullable(),
  submitted_by: ZActor,
  submitted_at: z.string().nullable(),
  acted_by: ZActor,
  acted_at: z.string().nullable(),
});
export type TApproval = z.infer<typeof ZApproval>;

export const ZApprovalLevelsBody = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  levels: z.number().int().min(1).max(5),
});
export const ZApprovalLevels = z.record(z.enum(APPROVAL_STREAMS), z.number().int());
