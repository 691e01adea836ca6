import type { ZPointClaimAccept, ZPointClaimReject } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { monitoringPointFiles } from "../../db/schema/monitoring";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES } from "../../lib/attachments";
import { type BilingualMessage, refuse } from "../../lib/errors";
import { EVIDENCE_FILES, filesPerRecord } from "../../lib/record-file-owner";
import { type RemovableFileOwner, visibleFile } from "../../lib/record-files";
import { authOf } from "../../plugins/auth";
import { todayAdOf } from "../calendar/calendar.service";
import { loadSettings } from "../setup/settings.repository";
import { notifyPointClaim } from "./point-claims.notices";
import { findActionPoint, findPointFile, updateActionPointRow } from "./visit-reports.repository";
import { canAttachEvidence, lockedPoint, pointScopeOf } from "./visit-reports.service";

const MESSAGES = {
  notResponsible: {
    en: "Only the responsible office adds or removes an action point's evidence, until its completion is accepted.",
    np: "कार्यान्वयन बुँदा सम्पन्न भएको स्वीकार नहुन्जेल जिम्मेवार निकायले मात्र प्रमाण थप्न वा हटाउन सक्छ।",
  },
  closed: {
    en: "This action point is completed or not accepted; its evidence no longer changes.",
    np: "यो कार्यान्वयन बुँदा सम्पन्न वा अस्वीकार भइसकेको छ; यसको प्रमाण अब परिवर्तन हुँदैन।",
  },
  notTeam: {
    en: "Only the visit's monitoring team (or its creating office's monitoring staff) accepts or rejects a completion.",
    np: "अनुगमन टोली (वा अनुगमन गर्ने निकायका अनुगमन कर्मचारी) ले मात्र सम्पन्नताको दाबी स्वीकार वा अस्वीकार गर्न सक्छ।",
  },
  notClaimed: {
    en: "This action point's completion is not waiting for review.",
    np: "यस कार्यान्वयन बुँदाको सम्पन्नताको दाबी समीक्षाको पर्खाइमा छैन।",
  },
  evidence: {
    en: "A completion is accepted only with evidence: the responsible office attaches a file or photo first.",
    np: "सम्पन्नता प्रमाणसहित मात्र स्वीकार हुन्छ: जिम्मेवार निकायले पहिले फाइल वा फोटो संलग्न गर्नुपर्छ।",
  },
  files: filesPerRecord(
    ATTACHMENT_RULES.maxFiles,
    { en: "action point", np: "कार्यान्वयन बुँदामा" },
    EVIDENCE_FILES,
  ),
} satisfies Record<string, BilingualMessage>;

/** A point's evidence: the responsible office's, while the point is open or claimed, at most 5. */
export const POINT_FILES: RemovableFileOwner = {
  files: { table: monitoringPointFiles, owner: monitoringPointFiles.pointId },
  max: ATTACHMENT_RULES.maxFiles,
  countMessage: MESSAGES.files,
  entity: "monitoring_action_point",
  open: async (tx, request, pointId) => {
    const { auth, point } = await lockedPoint(tx, request, pointId);
    if (!canAttachEvidence(auth, { ...point, status: "open" })) throw refuse(403, MESSAGES.notResponsible);
    if (!canAttachEvidence(auth, point)) throw refuse(409, MESSAGES.closed);
    return { userId: auth.userId, nikayaId: point.responsible_nikaya_id };
  },
};

/** An evidence file the caller may download: one of a point it sees. */
export const visiblePointFile = (db: Db, request: FastifyRequest, fileId: number) =>
  visibleFile(findPointFile(db, fileId), async (file) =>
    findActionPoint(db, file.point_id, pointScopeOf(authOf(request), await todayAdOf(db))),
  );

/** The team's claim under review: 404 outside the caller's scope, 403 off the team, 409 when not claimed. */
const openClaim = async (tx: Executor, request: FastifyRequest, pointId: number) => {
  const { auth, point } = await lockedPoint(tx, request, pointId);
  if (!point.team) throw refuse(403, MESSAGES.notTeam);
  if (point.status !== "completion_claimed") throw refuse(409, MESSAGES.notClaimed);
  return { auth, point };
};

/** Writes the team's review of a claim: the point's new status with the review's note, and its activity row. */
const saveReview = async (
  tx: Executor,
  request: FastifyRequest,
  { auth, point }: Awaited<ReturnType<typeof openClaim>>,
  review: { status: "completed" | "in_progress"; note: string; after: Record<string, unknown> },
) => {
  await updateActionPointRow(tx, point.id, {
    status: review.status,
    reviewNote: review.note,
    reviewedBy: auth.userId,
    reviewedAt: sql`now()`,
  });
  await recordActivity(tx, request, {
    action: "update",
    entity: "monitoring_action_point",
    entityId: point.id,
    nikayaId: point.visit_nikaya_id,
    changes: { before: { status: point.status }, after: { status: review.status, ...review.after } },
  });
};

/**
 * The visit's team accepts a completion claim: the point is completed. With the setting on, only when
 * the responsible office attached evidence (422 otherwise).
 */
export const acceptClaim = (
  db: Db,
  request: FastifyRequest,
  pointId: number,
  body: z.output<typeof ZPointClaimAccept>,
) =>
  db.transaction(async (tx) => {
    const claim = await openClaim(tx, request, pointId);
    const { point } = claim;
    if (point.files.length === 0 && (await loadSettings(tx)).evidenceForActionPoints)
      throw refuse(422, MESSAGES.evidence);
    await saveReview(tx, request, claim, {
      status: "completed",
      note: body.note,
      after: { note: body.note, evidence_files: point.files.length },
    });
    await notifyPointClaim(tx, { step: "accepted", point, to: point.responsible_nikaya_id });
  });

/** The visit's team rejects a completion claim with its reason: the point is in progress again. */
export const rejectClaim = (
  db: Db,
  request: FastifyRequest,
  pointId: number,
  body: z.output<typeof ZPointClaimReject>,
) =>
  db.transaction(async (tx) => {
    const claim = await openClaim(tx, request, pointId);
    await saveReview(tx, request, claim, {
      status: "in_progress",
      note: body.reason,
      after: { reason: body.reason },
    });
    const { point } = claim;
    await notifyPointClaim(tx, {
      step: "rejected",
      point,
      reason: body.reason,
      to: point.responsible_nikaya_id,
    });
  });
