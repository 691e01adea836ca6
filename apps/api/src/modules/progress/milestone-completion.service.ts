import type { TClaimDecision, TClaimState, TPagedQuery } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { sql } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { orNotFound } from "../../lib/errors";
import { authOf } from "../../plugins/auth";
import { approverScope, COMPLETION, decideClaim, notifyClaim, officeOf } from "./completion-claims";
import { recomputeMilestoneStatus } from "./milestone-status.service";
import { completionClaims, findEntry, updateEntry } from "./progress.repository";
import { ENTRY, entryScopeOf, lockMilestone } from "./progress.service";

/**
 * The approver's decision on a milestone's completion (docs/product-rules.md "Evidence before
 * completion"). The entry's milestone is read for its id, locked, and the entry read again under the
 * lock; then 404 scope, 403 rights, 409 state, 422 evidence or reason. The month rows follow the decision
 * (an accepted completion counts as completed), which is logged and notified to the office.
 */
export const decideCompletion = (db: Db, request: FastifyRequest, id: number, decision: TClaimDecision) =>
  db.transaction(async (tx): Promise<TClaimState> => {
    const auth = authOf(request);
    const scope = entryScopeOf(request);
    const { milestone_id } = await orNotFound(findEntry(tx, id, scope), ENTRY);
    await lockMilestone(tx, auth, milestone_id);
    const entry = await orNotFound(findEntry(tx, id, scope), ENTRY);
    const office = await orNotFound(officeOf(tx, entry.nikaya_id), ENTRY);
    const decided = decideClaim({
      auth,
      officePath: office.path,
      permission: "progress.approve",
      state: entry.completion_state,
      evidence: entry.file_count,
      decision,
    });
    await updateEntry(tx, id, {
      completionState: decided.state,
      completionReason: decided.reason,
      completionDecidedBy: auth.userId,
      completionDecidedAt: sql`now()`,
      updatedAt: sql`now()`,
    });
    await recomputeMilestoneStatus(tx, entry.milestone_id);
    await recordActivity(tx, request, {
      action: decision.decision === "accept" ? "completion_accept" : "completion_reject",
      entity: "progress_entry",
      entityId: id,
      nikayaId: entry.nikaya_id,
      changes: {
        before: { completion_state: entry.completion_state },
        after: { completion_state: decided.state, ...(decided.reason ? { reason: decided.reason } : {}) },
      },
    });
    await notifyClaim(tx, {
      step: decided.state,
      what: COMPLETION,
      month: entry.month,
      officeId: entry.nikaya_id,
      reason: decided.reason,
    });
    return { state: decided.state, reason: decided.reason };
  });

/** `api/pragati/completion-claims`: the completions waiting for the caller's acceptance, oldest first. */
export const listCompletionClaims = (db: Db, request: FastifyRequest, query: TPagedQuery) =>
  completionClaims(db, query, approverScope(authOf(request), sql`o.path`));
