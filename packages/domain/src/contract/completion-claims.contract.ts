import { z } from "zod";
import { ZId, ZMultilineText, ZPagedQuery } from "./envelope.contract";

/**
 * Evidence before completion (issue 33 item 3) for milestones and project progress: a milestone's
 * completion and a project month's jump beyond the threshold are claims the approver for progress (a user
 * of the parent office with the stream's approve permission) accepts or rejects
 * (docs/product-rules.md "Evidence before completion: milestones and project progress").
 */
export const COMPLETION_STATES = ["claimed", "accepted", "rejected"] as const;
export type CompletionState = (typeof COMPLETION_STATES)[number];
/** Null: no claim is needed (not completed, no jump, or the setting was off when it was saved). */
export const ZCompletionState = z.enum(COMPLETION_STATES).nullable();

/** The longest reason for rejecting a claim. */
export const CLAIM_REASON_MAX = 2000;
/** Accept or reject a claim; a rejection needs its reason (422 without). */
export const ZClaimDecision = z.object({
  decision: z.enum(["accept", "reject"]),
  reason: ZMultilineText.trim().max(CLAIM_REASON_MAX).default(""),
});
export type TClaimDecision = z.infer<typeof ZClaimDecision>;

/** A project month's claim is named by its year and month. */
export const ZProjectJumpDecision = ZClaimDecision.extend({
  fiscal_year_id: ZId,
  month: z.number().int().min(0).max(11),
});
export type TProjectJumpDecision = z.infer<typeof ZProjectJumpDecision>;

export const ZClaimsQuery = ZPagedQuery;

/** `api/pragati/completion-claims`: a completion waiting for the caller's acceptance. */
export const ZMilestoneClaim = z.object({
  entry_id: z.number().int(),
  milestone_id: z.number().int(),
  milestone_code: z.string(),
  milestone_title: z.string(),
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  month: z.number().int(),
  achieved: z.number(),
  file_count: z.number().int(),
  claimed_at: z.string(),
});
export type TMilestoneClaim = z.infer<typeof ZMilestoneClaim>;

/** `api/projects/jump-claims`: a project month's jump waiting for the caller's acceptance. */
export const ZProjectJumpClaim = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  physical_achieved: z.number(),
  /** The project's files added since the claim: its evidence. */
  evidence_count: z.number().int(),
  claimed_at: z.string(),
});
export type TProjectJumpClaim = z.infer<typeof ZProjectJumpClaim>;

/** The state of a claim after a decision. */
export const ZClaimState = z.object({
  state: ZCompletionState,
  reason: z.string().nullable(),
});
export type TClaimState = z.infer<typeof ZClaimState>;
