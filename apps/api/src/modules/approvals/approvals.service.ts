import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  APPROVAL_ACTIONS,
  APPROVAL_STREAM_PERMISSIONS,
  type ApprovalAction,
  type ApprovalStream,
  chosenFiscalYearId,
  DEFAULT_APPROVAL_LEVELS,
  type TApprovalBody,
  type TApprovalQuery,
  type TDataQualityChecks,
  type TDataQualityChecksQuery,
} from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import { type Db, type Executor, sql } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import {
  AppError,
  type BilingualMessage,
  conflict,
  FieldErrorCollector,
  forbidden,
  orNotFound,
  refuse,
} from "../../lib/errors";
import { pagedList } from "../../lib/paged";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock, todayOf } from "../calendar/calendar.service";
import { lockFiscalYearId } from "../locks/locks.service";
import { notifyNextActor } from "./approvals.notices";
import { presentApproval } from "./approvals.presenter";
import {
  type ApprovalRow,
  findMonth,
  fiscalYearStart,
  type MonthKey,
  monthStateShared,
  monthsSelect,
  storedLevels,
  writeLevels,
  writeMonth,
} from "./approvals.repository";
import { replaceExplanations } from "./data-quality.repository";
import { explainedWarnings, explanationsToKeep, presentWarning } from "./data-quality.service";
import { entryWindowClose } from "./entry-window";

const OFFICE = { en: "Office", np: "निकाय" };

const MESSAGES = {
  submitted: {
    en: "This month has been submitted for approval; it can be changed once it is returned.",
    np: "यो महिना स्वीकृतिका लागि पेश भइसकेको छ; फिर्ता भएपछि मात्र परिवर्तन गर्न मिल्छ।",
  },
  approved: {
    en: "This month is approved; it can be changed only after it is unapproved.",
    np: "यो महिना स्वीकृत भइसकेको छ; स्वीकृति फिर्ता भएपछि मात्र परिवर्तन गर्न मिल्छ।",
  },
  notOpen: {
    en: "This month has already been submitted.",
    np: "यो महिना पहिले नै पेश भइसकेको छ।",
  },
  notSubmitted: {
    en: "This month is not awaiting approval.",
    np: "यो महिना स्वीकृतिको प्रतीक्षामा छैन।",
  },
  notApproved: {
    en: "This month is not approved.",
    np: "यो महिना स्वीकृत भएको छैन।",
  },
  outOfOrder: {
    en: "A higher level has approved this month: it is unapproved from the top down.",
    np: "माथिल्लो तहले यो महिना स्वीकृत गरिसकेको छ: स्वीकृति माथिबाट तल क्रमैसँग फिर्ता हुन्छ।",
  },
  ownOffice: {
    en: "Only a user of the office itself submits its month.",
    np: "निकायको महिना सोही निकायका प्रयोगकर्ताले मात्र पेश गर्छन्।",
  },
  notApprover: {
    en: "Only the approver of the next level may do this.",
    np: "अर्को तहका स्वीकृतकर्ताले मात्र यो गर्न मिल्छ।",
  },
  reason: { en: "Give the reason for returning.", np: "फिर्ता गर्नुको कारण लेख्नुहोस्।" },
  ratedApproved: {
    en: "This month is approved at its top level, with its ratings; they can be changed only after that approval is withdrawn.",
    np: "यो महिना मूल्याङ्कनसहित माथिल्लो तहमा स्वीकृत भइसकेको छ; त्यो स्वीकृति फिर्ता भएपछि मात्र मूल्याङ्कन परिवर्तन गर्न मिल्छ।",
  },
} satisfies Record<string, BilingualMessage>;

const unratedMessage = (n: number): BilingualMessage => ({
  en: `The top level's approval includes the rating of every entry of the month: rate the ${n} ${n === 1 ? "entry" : "entries"} not yet rated first.`,
  np: `माथिल्लो तहको स्वीकृतिमा महिनाका सबै प्रविष्टिको मूल्याङ्कन समावेश हुन्छ: पहिले मूल्याङ्कन नभएका ${toDevanagariDigits(n)} वटा प्रविष्टिको मूल्याङ्कन गर्नुहोस्।`,
});

const ACTION_MESSAGES: Record<ApprovalAction, BilingualMessage> = {
  submit: { en: "The month was submitted for approval.", np: "महिना स्वीकृतिका लागि पेश भयो।" },
  approve: { en: "The month was approved.", np: "महिना स्वीकृत भयो।" },
  return: { en: "The month was returned to the office.", np: "महिना निकायलाई फिर्ता गरियो।" },
  unapprove: { en: "The month's approval was withdrawn.", np: "महिनाको स्वीकृति फिर्ता लिइयो।" },
};
export const actionMessage = (action: ApprovalAction) => ACTION_MESSAGES[action];

/** Read without a lock, for screens: a write still checks `assertMonthOpen`. */
export { closedMonths } from "./approvals.repository";

/**
 * Refuses a write to an office's month that is submitted or approved (409 in both languages); everyone
 * is bound, admin too (admin returns or unapproves the month first). The one check every writing module
 * calls beside its lock check.
 */
export const assertMonthOpen = async (executor: Executor, key: MonthKey) => {
  const state = (await monthStateShared(executor, key))?.state;
  if (state === "submitted") throw conflict(MESSAGES.submitted);
  if (state === "approved") throw conflict(MESSAGES.approved);
};

/**
 * Refuses the secretary's review of an action-plan entry where it would change an answered month (409):
 * a comment or rating once the month is approved at its top level (they are part of that approval); a
 * send-back once the month is submitted or approved (the month is returned instead, with its reason).
 */
export const assertReviewOpen = async (executor: Executor, key: MonthKey, review: "rate" | "return") => {
  if (review === "return") return assertMonthOpen(executor, key);
  const month = await monthStateShared(executor, key);
  if (month?.state !== "approved") return;
  const levels = levelsFor((await levelSettings(executor))(key.stream), month.office_path);
  if ((month.level ?? 0) >= levels) throw conflict(MESSAGES.ratedApproved);
};

/** The office ids of a materialised path, root first (`/1/6/7/` -> [1, 6, 7]). */
const pathIds = (path: string) => path.split("/").filter(Boolean);

/**
 * The levels a month of the office climbs: the stream's setting, cut at the root (an office has only so
 * many ancestors); at least one, which admin alone approves for the root office.
 */
export const levelsFor = (setting: number, officePath: string) =>
  Math.max(1, Math.min(setting, pathIds(officePath).length - 1));

/** The office of level `n` of the office's chain (0: the office itself), or null above the root. */
export const officeAt = (officePath: string, n: number) => {
  const ids = pathIds(officePath);
  return ids.length - 1 - n < 0 ? null : Number(ids[ids.length - 1 - n]);
};

/**
 * Who acts next after a step: the next level's office after a submission or an approval below the top;
 * the office itself once approved at the top, returned or given back; after withdrawing level n > 1,
 * the office of level n - 1, whose approval now stands on top. Null when only admin acts next.
 */
const nextActorOffice = (action: ApprovalAction, officePath: string, step: Step, levels: number) => {
  if (step.state === "open" || step.state === "returned") return officeAt(officePath, 0);
  if (action === "unapprove") return officeAt(officePath, step.level);
  return step.state === "approved" && step.level >= levels
    ? officeAt(officePath, 0)
    : officeAt(officePath, step.level + 1);
};

/** Whether the caller approves at level `n` of the office's chain: its n-th ancestor's user, or admin. */
export const approvesAt = (auth: AuthContext, officePath: string, n: number) =>
  auth.roleSlug === "admin" || (auth.nikayaId !== null && officeAt(officePath, n) === auth.nikayaId);

const levelSettings = async (executor: Executor) => {
  const rows = await storedLevels(executor);
  return (stream: ApprovalStream) => rows.find((r) => r.stream === stream)?.levels ?? DEFAULT_APPROVAL_LEVELS;
};

/** The stream's levels, as admin set them or the default. */
export const approvalLevels = async (executor: Executor) => {
  const of = await levelSettings(executor);
  return {
    pragati: of("pragati"),
    project: of("project"),
    contract: of("contract"),
    indicator: of("indicator"),
  };
};

export const setApprovalLevels = (
  db: Db,
  request: FastifyRequest,
  body: { stream: ApprovalStream; levels: number },
) =>
  db.transaction(async (tx) => {
    await lockRow(tx, "app_settings", 1);
    const before = (await approvalLevels(tx))[body.stream];
    await writeLevels(tx, body.stream, body.levels, authOf(request).userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "approval_levels",
      entityId: body.stream,
      changes: { before, after: body.levels },
    });
    return approvalLevels(tx);
  });

type Step = { state: string; level: number; reason: string | null; submitted: boolean };

/** The move of `action` from the month's state, or the refusal; rights first (403), then state (409). */
const stepOf = (
  auth: AuthContext,
  action: ApprovalAction,
  body: Pick<TApprovalBody, "stream" | "reason">,
  month: ApprovalRow,
  levels: number,
): Step => {
  const permissions = APPROVAL_STREAM_PERMISSIONS[body.stream];
  const state = month.state ?? "open";
  const level = month.level ?? 0;
  if (action === "submit") {
    if (!hasPermission(auth, permissions.write)) throw forbidden();
    if (auth.roleSlug !== "admin" && auth.nikayaId !== month.office_id) throw refuse(403, MESSAGES.ownOffice);
    if (state !== "open" && state !== "returned") throw conflict(MESSAGES.notOpen);
    return { state: "submitted", level: 0, reason: null, submitted: true };
  }
  if (!hasPermission(auth, permissions.approve)) throw forbidden();
  if (action === "unapprove") {
    if (state !== "approved") throw conflict(MESSAGES.notApproved);
    if (!approvesAt(auth, month.office_path, level)) {
      const lower = Array.from({ length: level - 1 }, (_, i) => i + 1);
      throw lower.some((n) => approvesAt(auth, month.office_path, n))
        ? conflict(MESSAGES.outOfOrder)
        : refuse(403, MESSAGES.notApprover);
    }
    // Withdrawing the first level's approval gives the month back to the office.
    return level > 1
      ? { state: "approved", level: level - 1, reason: null, submitted: false }
      : { state: "open", level: 0, reason: null, submitted: false };
  }
  const awaiting = state === "submitted" || (state === "approved" && level < levels);
  if (awaiting && !approvesAt(auth, month.office_path, level + 1)) throw refuse(403, MESSAGES.notApprover);
  if (!awaiting) throw conflict(MESSAGES.notSubmitted);
  if (action === "approve") {
    // The top level's approval of action-plan progress includes the secretary's rating of every entry.
    if (level + 1 >= levels && month.unrated > 0) throw conflict(unratedMessage(month.unrated));
    return { state: "approved", level: level + 1, reason: null, submitted: false };
  }
  const reason = body.reason?.trim() ?? "";
  if (reason === "") new FieldErrorCollector().add("reason", MESSAGES.reason).throwIfAny();
  return { state: "returned", level: 0, reason, submitted: false };
};

/** A first submission's day (today in Nepal) and the close of the month's entry window in force today. */
const firstSubmission = async (tx: Executor, key: MonthKey) => {
  const [calendar, setup, startYear] = await Promise.all([
    loadCalendar(tx),
    buildSetupBlock(tx),
    fiscalYearStart(tx, key.fiscalYearId),
  ]);
  return {
    on: todayOf(calendar).today,
    dueDate: entryWindowClose(calendar, setup, { ...key, startYear }),
  };
};

/**
 * The steps the caller may take on the month now: each action whose move `stepOf` allows (a reason stands
 * in for the one a return asks for), so a screen offers what the step itself would accept.
 */
const actionsOf = (
  auth: AuthContext,
  stream: ApprovalStream,
  month: ApprovalRow,
  levels: number,
): ApprovalAction[] =>
  APPROVAL_ACTIONS.filter((action) => {
    try {
      stepOf(auth, action, { stream, reason: "-" }, month, levels);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  });

/**
 * One step of an office's month (`submit`, `approve`, `return`, `unapprove`). The office's row is locked
 * first (the month's row may not exist yet), then the month is read in the caller's scope (404), the
 * rights checked (403), the move (409) and the fields (422): a submission's data-quality warnings each
 * need an explanation, kept with the month; the step is written and logged.
 */
export const actOnMonth = (db: Db, request: FastifyRequest, action: ApprovalAction, body: TApprovalBody) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    await lockRow(tx, "offices", body.office_id);
    const key: MonthKey = {
      stream: body.stream,
      fiscalYearId: body.fiscal_year_id,
      month: body.month,
      officeId: body.office_id,
    };
    const month = await orNotFound(findMonth(tx, key, inOfficeScope(auth, sql`o.id`)), OFFICE);
    await lockFiscalYearId(tx, body.fiscal_year_id);
    const levels = levelsFor((await levelSettings(tx))(body.stream), month.office_path);
    const step = stepOf(auth, action, body, month, levels);
    const explanations =
      action === "submit" ? await explanationsToKeep(tx, key, body.explanations ?? []) : null;
    const first = step.submitted && month.first_submitted_on === null ? await firstSubmission(tx, key) : null;
    const id = await writeMonth(tx, key, { ...step, userId: auth.userId, first });
    if (explanations !== null) await replaceExplanations(tx, id, explanations, auth.userId);
    await recordActivity(tx, request, {
      action: `approval_${action}`,
      entity: "approval",
      entityId: id,
      nikayaId: body.office_id,
      changes: {
        stream: body.stream,
        fiscal_year_id: body.fiscal_year_id,
        month: body.month,
        before: { state: month.state ?? "open", level: month.level ?? 0 },
        after: { state: step.state, level: step.level },
        ...(step.reason ? { reason: step.reason } : {}),
        ...(explanations?.length ? { explanations } : {}),
      },
    });
    const to = nextActorOffice(action, month.office_path, step, levels);
    if (to !== null)
      await notifyNextActor(tx, {
        action,
        stream: body.stream,
        month: body.month,
        officeName: month.office_name,
        level: step.level,
        reason: step.reason,
        to,
      });
    const after = await orNotFound(findMonth(tx, key, sql`TRUE`), OFFICE);
    return presentApproval(after, { key, levels, actions: actionsOf(auth, body.stream, after, levels) });
  });

/**
 * `GET api/approvals`: each office of the caller's scope (under `office_id` when given, its name or code
 * holding `search`) with its month of the stream and the steps the caller may take, in path order, paged.
 */
export const listApprovals = async (db: Db, request: FastifyRequest, query: TApprovalQuery) => {
  const auth = authOf(request);
  const fiscalYearId = await lockFiscalYearId(db, chosenFiscalYearId(query.fiscal_year_id));
  const key = { stream: query.stream, fiscalYearId, month: query.month };
  let scope = inOfficeScope(auth, sql`o.id`);
  if (query.office_id != null) {
    const root = await orNotFound(findMonth(db, { ...key, officeId: query.office_id }, scope), OFFICE);
    scope = sql`${scope} AND o.path LIKE ${`${root.office_path}%`}`;
  }
  const setting = (await levelSettings(db))(query.stream);
  const page = await pagedList<ApprovalRow>(db, query, monthsSelect(key, scope, query.search ?? ""));
  return {
    ...page,
    data: page.data.map((row) => {
      const levels = levelsFor(setting, row.office_path);
      return presentApproval(row, {
        key: { ...key, officeId: row.office_id },
        levels,
        actions: actionsOf(auth, query.stream, row, levels),
      });
    }),
  };
};

/**
 * `GET api/approvals/checks`: the data-quality warnings of an office's month (the office in the caller's
 * scope, else 404), each with the explanation kept with the month: what a submission must explain, and
 * what the approvers read.
 */
export const monthChecks = async (
  db: Db,
  request: FastifyRequest,
  query: TDataQualityChecksQuery,
): Promise<TDataQualityChecks> => {
  const auth = authOf(request);
  const fiscalYearId = await lockFiscalYearId(db, chosenFiscalYearId(query.fiscal_year_id));
  const key: MonthKey = { stream: query.stream, fiscalYearId, month: query.month, officeId: query.office_id };
  await orNotFound(findMonth(db, key, inOfficeScope(auth, sql`o.id`)), OFFICE);
  const warnings = await explainedWarnings(db, key, (column) => sql`${column} = ${key.officeId}`);
  return {
    stream: key.stream,
    fiscal_year_id: fiscalYearId,
    month: key.month,
    office_id: key.officeId,
    warnings: warnings.map(presentWarning),
  };
};
