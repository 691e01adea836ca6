import { toBsString } from "@pragati/domain/calendar";
import type {
  ZActionPointAnswer,
  ZActionPointBody,
  ZCommentBody,
  ZVisitReportBody,
} from "@pragati/domain/contract";
import { isAnswerableActionPoint, isOpenActionPoint, isReportEditable } from "@pragati/domain/monitoring";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { monitoringReportFiles } from "../../db/schema/monitoring";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES } from "../../lib/attachments";
import { type BilingualMessage, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { recordFileOwner } from "../../lib/record-file-owner";
import { visibleFile } from "../../lib/record-files";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayAdOf } from "../calendar/calendar.service";
import { loadSettings } from "../setup/settings.repository";
import { presentActionPoint, presentVisit } from "./monitoring.presenter";
import {
  findVisit,
  isMemberOf,
  type MemberRecord,
  mergedSources,
  type VisitRecord,
  visitMembers,
} from "./monitoring.repository";
import {
  allowedActions,
  canEditVisit,
  canVerifyMember,
  isSettled,
  isVerifiable,
  lockedVisit,
  managesVisit,
  stepsOf,
  VISIT,
  visitScopeOf,
} from "./monitoring.service";
import { notifyPointClaim } from "./point-claims.notices";
import {
  type ActionPointRecord,
  deleteActionPointRow,
  findActionPoint,
  findReport,
  findReportFile,
  insertActionPoint,
  insertComment,
  officeExists,
  officeInVisitScope,
  type PointScope,
  pointVisitId,
  reportFiles,
  updateActionPointRow,
  upsertReport,
  visitActionPoints,
  visitComments,
} from "./visit-reports.repository";

export const POINT: BilingualMessage = { en: "Action point", np: "कार्यान्वयन बुँदा" };

const MESSAGES = {
  notTeam: {
    en: "Only the visit's team (or the creating office) writes its report, while the visit is in the field or returned.",
    np: "अनुगमन स्थलगत रहेको वा फिर्ता भएको बेला मात्र टोली (वा सिर्जना गर्ने निकाय) ले प्रतिवेदन लेख्न सक्छ।",
  },
  office: { en: "Choose the responsible office from the list.", np: "सूचीबाट जिम्मेवार निकाय छान्नुहोस्।" },
  officeScope: {
    en: "Choose the responsible office among the monitored office, its offices and the offices above it up to the visit's creating office.",
    np: "अनुगमन गरिने निकाय, यसका मातहतका निकाय वा अनुगमन गर्ने निकायसम्मका माथिल्ला निकायमध्येबाट जिम्मेवार निकाय छान्नुहोस्।",
  },
  date: { en: "Enter a valid BS date (YYYY-MM-DD).", np: "मान्य वि.सं. मिति (YYYY-MM-DD) लेख्नुहोस्।" },
  notResponsible: {
    en: "Only the responsible office answers an open action point of an accepted report.",
    np: "स्वीकृत प्रतिवेदनको खुला बुँदाको जवाफ जिम्मेवार निकायले मात्र दिन सक्छ।",
  },
  actionsTaken: {
    en: "Write the actions taken before completing the point.",
    np: "बुँदा सम्पन्न गर्नुअघि गरिएका कामहरू लेख्नुहोस्।",
  },
  answered: {
    en: "This action point is completed, claimed completed or not accepted; it takes no further answer.",
    np: "यो कार्यान्वयन बुँदा सम्पन्न, सम्पन्न भएको दाबी गरिएको वा अस्वीकार भइसकेको छ; यसमा थप जवाफ दिन मिल्दैन।",
  },
  reason: { en: "Write why the point is not accepted.", np: "बुँदा किन स्वीकार नगरिएको हो, कारण लेख्नुहोस्।" },
} satisfies Record<string, BilingualMessage>;

/**
 * The caller's view of action points, with today for overdue. The visit's team (a member who reports,
 * or the creating office's monitoring staff, as `managesVisit`) reviews the points' completion claims.
 */
export const pointScopeOf = (auth: AuthContext, todayAd: string): PointScope => ({
  visits: visitScopeOf(auth).visits,
  responsible: inOfficeScope(auth, sql`ap.responsible_nikaya_id`),
  team: sql`(${hasPermission(auth, "monitoring.report") ? isMemberOf(auth.userId) : sql`FALSE`}
    OR ${hasPermission(auth, "monitoring.manage") ? inOfficeScope(auth, sql`v.nikaya_id`) : sql`FALSE`})`,
  todayAd,
});

/** The team (or the creating office) writes the report while the visit is in the field or returned. */
export const canWriteReport = async (
  executor: Executor,
  auth: AuthContext,
  visit: VisitRecord,
  members: readonly MemberRecord[],
) =>
  isReportEditable(visit.state) &&
  hasPermission(auth, "monitoring.report") &&
  (members.some((m) => m.user_id === auth.userId) || (await managesVisit(executor, auth, visit)));

/** The responsible office answers an open point once the report is accepted. */
export const canAnswer = (
  auth: AuthContext,
  point: { responsible: boolean; status: string; visit_state: string },
) =>
  point.responsible &&
  hasPermission(auth, "monitoring.respond") &&
  point.visit_state === "accepted" &&
  isAnswerableActionPoint(point.status);

/** The responsible office adds or removes a point's evidence until its completion is accepted. */
export const canAttachEvidence = (
  auth: AuthContext,
  point: { responsible: boolean; status: string; visit_state: string },
) =>
  point.responsible &&
  hasPermission(auth, "monitoring.respond") &&
  point.visit_state === "accepted" &&
  isOpenActionPoint(point.status);

/** A point as the caller sees it, with what it may do (`evidenceRequired`: the setting). */
const presentPointFor = (auth: AuthContext, evidenceRequired: boolean) => (point: ActionPointRecord) =>
  presentActionPoint(point, {
    canAnswer: canAnswer(auth, point),
    canAttach: canAttachEvidence(auth, point),
    canReview: point.team && point.status === "completion_claimed",
    evidenceRequired,
  });

/** `presentPointFor` with the setting read. */
export const pointPresenter = async (executor: Executor, auth: AuthContext) =>
  presentPointFor(auth, (await loadSettings(executor)).evidenceForActionPoints);

const openForReport = async (tx: Executor, request: FastifyRequest, visitId: number) => {
  const auth = authOf(request);
  const visit = await lockedVisit(tx, auth, visitId);
  if (!(await canWriteReport(tx, auth, visit, await visitMembers(tx, visitId))))
    throw refuse(403, MESSAGES.notTeam);
  return { auth, visit };
};

export const saveReport = (
  db: Db,
  request: FastifyRequest,
  visitId: number,
  body: z.output<typeof ZVisitReportBody>,
) =>
  db.transaction(async (tx) => {
    const { auth, visit } = await openForReport(tx, request, visitId);
    await upsertReport(tx, {
      visitId,
      teamMobilised: body.team_mobilised,
      asPerSubject: body.as_per_subject,
      mainObjectives: body.main_objectives,
      suggestion: body.suggestion,
      orderText: body.order_text,
      referral: body.referral,
      updatedBy: auth.userId,
    });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_report",
      entityId: visitId,
      nikayaId: visit.nikaya_id,
      changes: body,
    });
  });

/** A visit's report files: its monitors', under the rules of writing the report, at most 5. */
export const VISIT_REPORT_FILES = recordFileOwner({
  files: { table: monitoringReportFiles, owner: monitoringReportFiles.visitId },
  max: ATTACHMENT_RULES.maxFiles,
  per: { en: "report", np: "प्रतिवेदनमा" },
  entity: "monitoring_report",
  open: async (tx, request, visitId) => (await openForReport(tx, request, visitId)).visit,
});

/** A report file the caller may download: one of a visit it sees. */
export const visibleReportFile = (db: Db, request: FastifyRequest, fileId: number) =>
  visibleFile(findReportFile(db, fileId), (file) =>
    findVisit(db, file.visit_id, visitScopeOf(authOf(request))),
  );

export const addComment = (
  db: Db,
  request: FastifyRequest,
  visitId: number,
  body: z.output<typeof ZCommentBody>,
) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const visit = await orNotFound(findVisit(tx, visitId, visitScopeOf(auth)), VISIT);
    await insertComment(tx, { visitId, body: body.body, userId: auth.userId });
    await recordActivity(tx, request, {
      action: "create",
      entity: "monitoring_comment",
      entityId: visitId,
      nikayaId: visit.nikaya_id,
      changes: body,
    });
  });

export const addActionPoint = (
  db: Db,
  request: FastifyRequest,
  visitId: number,
  body: z.output<typeof ZActionPointBody>,
) =>
  db.transaction(async (tx) => {
    const { auth, visit } = await openForReport(tx, request, visitId);
    const calendar = await loadCalendar(tx);
    const errors = new FieldErrorCollector();
    if (!(await officeExists(tx, body.responsible_nikaya_id)))
      errors.add("responsible_nikaya_id", MESSAGES.office);
    else if (!(await officeInVisitScope(tx, body.responsible_nikaya_id, visitId)))
      errors.add("responsible_nikaya_id", MESSAGES.officeScope);
    if (!calendar.isValidBs(body.due_date)) errors.add("due_date", MESSAGES.date);
    errors.throwIfAny();
    const dueDate = toBsString(body.due_date);
    await insertActionPoint(tx, {
      visitId,
      description: body.description,
      responsibleNikayaId: body.responsible_nikaya_id,
      dueDate,
      dueDateAd: calendar.bsToAd(dueDate),
      priority: body.priority,
      createdBy: auth.userId,
    });
    await recordActivity(tx, request, {
      action: "create",
      entity: "monitoring_action_point",
      entityId: visitId,
      nikayaId: visit.nikaya_id,
      changes: body,
    });
  });

/** An action point in the caller's view of points (404 outside it). */
const pointInScope = async (executor: Executor, auth: AuthContext, pointId: number) =>
  orNotFound(findActionPoint(executor, pointId, pointScopeOf(auth, await todayAdOf(executor))), POINT);

export const removeActionPoint = (db: Db, request: FastifyRequest, pointId: number) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const { visit } = await openForReport(tx, request, await orNotFound(pointVisitId(tx, pointId), POINT));
    const point = await pointInScope(tx, auth, pointId);
    await deleteActionPointRow(tx, pointId);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "monitoring_action_point",
      entityId: pointId,
      nikayaId: visit.nikaya_id,
      changes: { before: point },
    });
    return visit.id;
  });

/**
 * An action point under its visit's row lock (the point's lock too: a close counts the open points under
 * it), then read in the caller's scope (404 outside it).
 */
export const lockedPoint = async (tx: Executor, request: FastifyRequest, pointId: number) => {
  const auth = authOf(request);
  await lockRow(tx, "monitoring_visits", await orNotFound(pointVisitId(tx, pointId), POINT));
  return { auth, point: await pointInScope(tx, auth, pointId) };
};

/** The responsible office's answer: in progress, completed with the actions taken, or not accepted with a reason. */
export const answerActionPoint = (
  db: Db,
  request: FastifyRequest,
  pointId: number,
  body: z.output<typeof ZActionPointAnswer>,
) =>
  db.transaction(async (tx) => {
    const { auth, point } = await lockedPoint(tx, request, pointId);
    if (!canAnswer(auth, { ...point, status: "open" })) throw refuse(403, MESSAGES.notResponsible);
    if (!isAnswerableActionPoint(point.status)) throw refuse(409, MESSAGES.answered);
    const errors = new FieldErrorCollector();
    if (body.status === "completed" && !body.actions_taken)
      errors.add("actions_taken", MESSAGES.actionsTaken);
    if (body.status === "not_accepted" && !body.reason) errors.add("reason", MESSAGES.reason);
    errors.throwIfAny();
    // Completed is the office's claim; the visit's team accepts it (point-claims.service.ts).
    const status = body.status === "completed" ? "completion_claimed" : body.status;
    await updateActionPointRow(tx, pointId, {
      status,
      actionsTaken: body.actions_taken,
      reason: body.reason,
      answeredBy: auth.userId,
      answeredAt: sql`now()`,
    });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_action_point",
      entityId: pointId,
      nikayaId: point.responsible_nikaya_id,
      changes: { before: { status: point.status }, after: { ...body, status } },
    });
    if (status === "completion_claimed")
      await notifyPointClaim(tx, { step: "claimed", point, to: point.visit_nikaya_id });
  });

/** A visit as every answer shows it: team, steps, moves, report, files, comments and action points. */
export const visitDetail = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  const row = await orNotFound(findVisit(db, id, visitScopeOf(auth)), VISIT);
  const members = await visitMembers(db, id);
  const [actions, canEdit, canReport, report, files, comments, points, mergedFrom, manages] =
    await Promise.all([
      allowedActions(db, auth, row, members),
      canEditVisit(db, auth, row),
      canWriteReport(db, auth, row, members),
      findReport(db, id),
      reportFiles(db, id),
      visitComments(db, id),
      visitActionPoints(db, id, pointScopeOf(auth, await todayAdOf(db))),
      mergedSources(db, id),
      managesVisit(db, auth, row),
    ]);
  return presentVisit(row, {
    members,
    memberRights: members.map((m) => ({
      canVerify: canVerifyMember(auth, row, m, manages),
      canExcuse: manages && isVerifiable(row) && !isSettled(m),
    })),
    steps: stepsOf(row, members),
    actions,
    canEdit,
    report,
    files,
    comments,
    actionPoints: points.map(await pointPresenter(db, auth)),
    canReport,
    canComment: hasPermission(auth, "monitoring.report"),
    mergedFrom,
  });
};

/** One action point as the caller sees it. */
export const actionPointDetail = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  return (await pointPresenter(db, auth))(await pointInScope(db, auth, id));
};
