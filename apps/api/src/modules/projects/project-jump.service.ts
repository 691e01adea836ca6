import type { TClaimState, TPagedQuery, TProjectJumpDecision } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import { type Db, sql } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { orNotFound } from "../../lib/errors";
import { lockRow } from "../../lib/row-lock";
import { authOf } from "../../plugins/auth";
import {
  approverScope,
  decideClaim,
  notifyClaim,
  officeOf,
  PROJECT_JUMP,
} from "../progress/completion-claims";
import { refreshProjectFigures } from "./project-figures";
import { jumpClaims, setJumpDecision, storedJump } from "./projects.repository";
import { findInScope } from "./projects.service";

const MONTH = { en: "Project month", np: "आयोजनाको महिना" };

/**
 * The approver's decision on a project month's jump (docs/product-rules.md "Evidence before
 * completion"): the project's row is locked first, then the project read in scope (404) and the month
 * under the lock; 403 rights, 409 state, 422 evidence (a project file added since the claim) or reason.
 * The project's figures follow the decision (an accepted month counts), which is logged and notified.
 */
export const decideJump = (db: Db, request: FastifyRequest, projectId: number, body: TProjectJumpDecision) =>
  db.transaction(async (tx): Promise<TClaimState> => {
    const auth = authOf(request);
    await lockRow(tx, "projects", projectId);
    const project = await findInScope(tx, request, projectId);
    const month = await orNotFound(storedJump(tx, projectId, body.fiscal_year_id, body.month), MONTH);
    const office = await orNotFound(officeOf(tx, project.nikaya_id), MONTH);
    const decided = decideClaim({
      auth,
      officePath: office.path,
      permission: "project.approve",
      state: month.jump_state,
      evidence: month.evidence,
      decision: body,
    });
    await setJumpDecision(tx, {
      projectId,
      fiscalYearId: body.fiscal_year_id,
      month: body.month,
      state: decided.state,
      reason: decided.reason,
      userId: auth.userId,
    });
    await refreshProjectFigures(tx, projectId);
    await recordActivity(tx, request, {
      action: body.decision === "accept" ? "jump_accept" : "jump_reject",
      entity: "project_progress",
      entityId: projectId,
      nikayaId: project.nikaya_id,
      changes: {
        fiscal_year_id: body.fiscal_year_id,
        month: body.month,
        before: { jump_state: month.jump_state },
        after: { jump_state: decided.state, ...(decided.reason ? { reason: decided.reason } : {}) },
      },
    });
    await notifyClaim(tx, {
      step: decided.state,
      what: PROJECT_JUMP,
      month: body.month,
      officeId: project.nikaya_id,
      reason: decided.reason,
    });
    return { state: decided.state, reason: decided.reason };
  });

/** `api/projects/jump-claims`: the project months waiting for the caller's acceptance, oldest first. */
export const listJumpClaims = (db: Db, request: FastifyRequest, query: TPagedQuery) =>
  jumpClaims(db, query, approverScope(authOf(request), sql`o.path`));
