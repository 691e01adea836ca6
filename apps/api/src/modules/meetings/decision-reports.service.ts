import type { Calendar } from "@pragati/domain/calendar";
import {
  REPORT_REASON_STATUSES,
  type ZDecisionReportBody,
  type ZReportAcceptBody,
} from "@pragati/domain/contract";
import { isOpenDecision, reportPeriodOf } from "@pragati/domain/meetings";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { decisionReportFiles } from "../../db/schema/meetings";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES, type IncomingFile } from "../../lib/attachments";
import { isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { filesPerRecord } from "../../lib/record-file-owner";
import { attachRecordFiles, type FileOwner, type OpenedRecord, visibleFile } from "../../lib/record-files";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope, isOfficeInScope } from "../../lib/scope";
import type { FileStorage } from "../../lib/storage";
import { type AuthContext, hasPermission } from "../../plugins/auth";
import { loadSettings } from "../setup/settings.repository";
import { reportNeedsEvidence } from "./decision-reports.presenter";
import {
  type DecisionListRecord,
  findListedDecision,
  findReport,
  findReportFile,
  insertReport,
  pendingReportOf,
  type ReportRights,
  setReportReview,
} from "./decision-reports.repository";
import { updateDecisionRow } from "./meetings.repository";
import { canManageMeeting, DECISION, scopeOf } from "./meetings.service";

const REPORT: BilingualMessage = { en: "Report", np: "प्रतिवेदन" };

const MESSAGES = {
  notReportingOffice: {
    en: "Only the decision's reporting office (or an office above it) may report on it.",
    np: "निर्णयको प्रतिवेदन गर्ने निकाय (वा माथिल्लो निकाय) ले मात्र प्रतिवेदन गर्न सक्छ।",
  },
  notSecretariat: {
    en: "Only the meeting's secretariat (or an administrator) may accept or return its reports.",
    np: "बैठकको सचिवालय (वा प्रशासक) ले मात्र प्रतिवेदन स्वीकृत वा फिर्ता गर्न सक्छ।",
  },
  closed: {
    en: "This decision is closed; it takes no more reports.",
    np: "यो निर्णय बन्द भइसकेको छ; यसमा थप प्रतिवेदन लिइँदैन।",
  },
  pending: {
    en: "A report on this decision is already waiting for the secretariat's review.",
    np: "यस निर्णयको एउटा प्रतिवेदन सचिवालयको समीक्षाको पर्खाइमा छ।",
  },
  reviewed: {
    en: "This report has already been accepted or returned.",
    np: "यो प्रतिवेदन पहिले नै स्वीकृत वा फिर्ता भइसकेको छ।",
  },
  reason: {
    en: "Write why the decision is not (fully) carried out.",
    np: "निर्णय (पूर्ण रूपमा) कार्यान्वयन नहुनुको कारण लेख्नुहोस्।",
  },
  percent: {
    en: "Enter how far the decision is implemented, between 1 and 99 %.",
    np: "निर्णय कति प्रतिशत कार्यान्वयन भयो, १ देखि ९९ % सम्म लेख्नुहोस्।",
  },
  evidence: {
    en: "A report of an implemented decision is accepted only with evidence: the reporting office attaches a file or photo first.",
    np: "कार्यान्वयन भएको निर्णयको प्रतिवेदन प्रमाणसहित मात्र स्वीकृत हुन्छ: प्रतिवेदन गर्ने निकायले पहिले फाइल वा फोटो संलग्न गर्नुपर्छ।",
  },
} satisfies Record<string, BilingualMessage>;

const filesMessage = filesPerRecord(ATTACHMENT_RULES.maxFiles, { en: "report", np: "प्रतिवेदनमा" });

/**
 * Who may do what with reports: the holders of `meeting.report` whose subtree holds the decision's
 * reporting office report; the holders of `meeting.manage` whose subtree holds the meeting's secretariat
 * review (admin: both, everywhere).
 */
export const reportRights = (auth: AuthContext): ReportRights => ({
  report: hasPermission(auth, "meeting.report")
    ? inOfficeScope(auth, sql`d.reporting_office_id`)
    : sql`FALSE`,
  review: hasPermission(auth, "meeting.manage") ? inOfficeScope(auth, sql`m.nikaya_id`) : sql`FALSE`,
});

/** The scope and rights of the caller, with the calendar and today. */
export const reportScopeOf = async (executor: Executor, request: FastifyRequest) => {
  const scoped = await scopeOf(executor, request);
  return { ...scoped, rights: reportRights(scoped.auth) };
};

/** The reporting period a report made on `today` belongs to. */
export const currentPeriodOf = (decision: DecisionListRecord, calendar: Calendar, today: string) =>
  reportPeriodOf(
    calendar,
    decision.meeting_date,
    { unit: decision.duration_unit, length: decision.duration },
    today,
  );

/** A decision the caller sees (404 naming `what` otherwise), locked (`lockRow`) before it is read. */
const openDecision = async (tx: Executor, request: FastifyRequest, id: number, what = DECISION) => {
  await lockRow(tx, "decisions", id);
  const scoped = await reportScopeOf(tx, request);
  const decision = await orNotFound(findListedDecision(tx, id, scoped.scope, scoped.rights), what);
  return { ...scoped, decision };
};

type ReportInput = z.output<typeof ZDecisionReportBody>;

/** 403 unless the caller reports for the decision's reporting office (`meeting.report`, its subtree). */
const assertReportingOffice = async (tx: Executor, auth: AuthContext, decision: DecisionListRecord) => {
  if (
    !hasPermission(auth, "meeting.report") ||
    !(await isOfficeInScope(tx, auth, decision.reporting_office_id))
  )
    throw refuse(403, MESSAGES.notReportingOffice);
};

/** The reporting office reports on an open decision for the current period; it waits for review. */
export const submitReport = (db: Db, request: FastifyRequest, decisionId: number, body: ReportInput) =>
  db
    .transaction(async (tx) => {
      const { auth, calendar, today, decision } = await openDecision(tx, request, decisionId);
      await assertReportingOffice(tx, auth, decision);
      if (!isOpenDecision(decision.status)) throw refuse(409, MESSAGES.closed);
      if (await pendingReportOf(tx, decisionId)) throw refuse(409, MESSAGES.pending);
      const errors = new FieldErrorCollector();
      if (REPORT_REASON_STATUSES.includes(body.status) && !body.reason) errors.add("reason", MESSAGES.reason);
      const partly = body.status === "partially_implemented";
      if (partly && body.implementation_percent == null)
        errors.add("implementation_percent", MESSAGES.percent);
      errors.throwIfAny();
      const period = currentPeriodOf(decision, calendar, today);
      const row = await insertReport(tx, {
        decisionId,
        periodIndex: period.index,
        periodEnd: period.end,
        status: body.status,
        description: body.description,
        reason: body.reason,
        implementationPercent: partly ? body.implementation_percent : null,
        nikayaId: decision.reporting_office_id,
        reportedBy: auth.userId,
      });
      await recordActivity(tx, request, {
        action: "create",
        entity: "decision_report",
        entityId: row.id,
        nikayaId: decision.reporting_office_id,
        changes: {
          decision_id: decisionId,
          period: period.index,
          ...body,
          implementation_percent: partly ? body.implementation_percent : null,
        },
      });
      return row.id;
    })
    .catch((error: unknown) => {
      // A race the lock did not cover (another process's insert): the partial unique index keeps one waiting.
      if (isUniqueViolation(error)) throw refuse(409, MESSAGES.pending);
      throw error;
    });

/** A report whose decision the caller sees (404 otherwise: such a report is as unknown as its decision). */
const openReport = async (tx: Executor, request: FastifyRequest, reportId: number) => {
  // A report's decision never changes, so it is read before the decision's lock; the report after it.
  const found = await orNotFound(findReport(tx, reportId), REPORT);
  const opened = await openDecision(tx, request, found.decision_id, REPORT);
  const report = await orNotFound(findReport(tx, reportId), REPORT);
  return { ...opened, report };
};

/** A report's evidence: added by its reporting office while the report waits, at most 5. */
const REPORT_FILES: FileOwner<OpenedRecord & { decisionId: number }> = {
  files: { table: decisionReportFiles, owner: decisionReportFiles.reportId },
  max: ATTACHMENT_RULES.maxFiles,
  countMessage: filesMessage,
  entity: "decision_report",
  open: async (tx, request, reportId) => {
    const { auth, decision, report } = await openReport(tx, request, reportId);
    await assertReportingOffice(tx, auth, decision);
    if (report.state !== "submitted") throw refuse(409, MESSAGES.reviewed);
    return { userId: auth.userId, nikayaId: decision.reporting_office_id, decisionId: decision.id };
  },
};

/** Attaches evidence to a waiting report; answers its decision's id. */
export const attachReportFiles = async (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  reportId: number,
  incoming: readonly IncomingFile[],
) => (await attachRecordFiles(db, storage, request, REPORT_FILES, reportId, incoming)).decisionId;

type Review = { state: "accepted" | "returned"; body: z.output<typeof ZReportAcceptBody> };

/**
 * The meeting's secretariat accepts a waiting report (the decision takes its status and reason) or
 * returns it with a note (the decision keeps its status; the office reports again).
 */
export const reviewReport = (db: Db, request: FastifyRequest, reportId: number, review: Review) =>
  db.transaction(async (tx) => {
    const { auth, decision, report } = await openReport(tx, request, reportId);
    if (!(await canManageMeeting(tx, auth, { nikaya_id: decision.meeting_nikaya_id })))
      throw refuse(403, MESSAGES.notSecretariat);
    if (report.state !== "submitted") throw refuse(409, MESSAGES.reviewed);
    // Read under the decision's lock, which the report's files are attached under too.
    if (
      review.state === "accepted" &&
      report.files.length === 0 &&
      reportNeedsEvidence(report.status, (await loadSettings(tx)).evidenceForDecisions)
    )
      throw refuse(422, MESSAGES.evidence);
    await setReportReview(tx, reportId, { state: review.state, note: review.body.note, userId: auth.userId });
    if (review.state === "accepted")
      await updateDecisionRow(tx, decision.id, {
        status: report.status,
        reason: report.reason,
        implementationPercent: report.implementation_percent,
        updatedAt: sql`now()`,
      });
    await recordActivity(tx, request, {
      action: "update",
      entity: "decision_report",
      entityId: reportId,
      nikayaId: decision.meeting_nikaya_id,
      changes: {
        state: review.state,
        note: review.body.note,
        ...(review.state === "accepted"
          ? {
              decision_status: { before: decision.status, after: report.status },
              implementation_percent: {
                before: decision.implementation_percent,
                after: report.implementation_percent,
              },
              evidence_files: report.files.length,
            }
          : {}),
      },
    });
    return decision.id;
  });

/** A report's file the caller may download: one of a decision it sees. */
export const visibleReportFile = (db: Db, request: FastifyRequest, fileId: number) =>
  visibleFile(findReportFile(db, fileId), async (file) => {
    const { scope, rights } = await reportScopeOf(db, request);
    return findListedDecision(db, file.decision_id, scope, rights);
  });
