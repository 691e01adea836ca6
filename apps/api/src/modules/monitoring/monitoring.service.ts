import { bsDateText, type Calendar, toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import type {
  ZMemberBody,
  ZMemberExcuseBody,
  ZMergeBody,
  ZVisitActionBody,
  ZVisitBody,
  ZVisitOrderBody,
} from "@pragati/domain/contract";
import {
  actionsFrom,
  isEditableVisit,
  isWizardComplete,
  nextVisitState,
  orderSmsText,
  REASON_ACTIONS,
  stepValidity,
  type VisitAction,
  WIZARD_MESSAGES,
} from "@pragati/domain/monitoring";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { enqueue, type OutboxMessage } from "../../jobs/outbox";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { createRecord } from "../../lib/record-rows";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope, isOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import {
  clearLeader,
  deleteMemberRow,
  findMember,
  findVisit,
  fiscalYearIdOf,
  insertMember,
  insertVisit,
  involvedCounts,
  isMemberOf,
  type MemberRecord,
  memberVisitId,
  projectOfOffice,
  updateMemberRow,
  updateVisitRow,
  userIdOf,
  type VisitRecord,
  type VisitScope,
  visitMembers,
} from "./monitoring.repository";
import { findReport, openPointCount } from "./visit-reports.repository";

export const VISIT: BilingualMessage = { en: "Monitoring visit", np: "अनुगमन" };
const MEMBER: BilingualMessage = { en: "Team member", np: "टोली सदस्य" };

const MESSAGES = {
  creatingOffice: {
    en: "Only an administrator chooses the creating office; others create visits for their own office.",
    np: "सिर्जना गर्ने निकाय प्रशासकले मात्र छान्न सक्छ; अरूले आफ्नै निकायको अनुगमन सिर्जना गर्छन्।",
  },
  noOffice: {
    en: "Your account has no office; ask an administrator to create the visit.",
    np: "तपाईंको खातामा निकाय छैन; प्रशासकलाई अनुगमन सिर्जना गर्न अनुरोध गर्नुहोस्।",
  },
  targetOffice: {
    en: "Choose the monitored office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट अनुगमन गरिने निकाय छान्नुहोस्।",
  },
  project: {
    en: "Choose a project of the monitored office.",
    np: "अनुगमन गरिने निकायको आयोजना छान्नुहोस्।",
  },
  date: { en: "Enter a valid BS date (YYYY-MM-DD).", np: "मान्य वि.सं. मिति (YYYY-MM-DD) लेख्नुहोस्।" },
  dateOrder: {
    en: "The visit cannot end before it starts.",
    np: "अनुगमन सुरु हुनुअघि नै सकिन सक्दैन।",
  },
  noFiscalYear: {
    en: "No fiscal year holds this date; choose a date inside a fiscal year of the setup.",
    np: "यो मिति कुनै आर्थिक वर्षभित्र पर्दैन; सेटअपको आर्थिक वर्षभित्रको मिति छान्नुहोस्।",
  },
  user: {
    en: "No active user account of your offices has this username.",
    np: "तपाईंका निकायहरूमा यो प्रयोगकर्ता नाम भएको सक्रिय खाता छैन।",
  },
  notDraft: {
    en: "The profile, team and order change only while the visit is a draft.",
    np: "अनुगमन मस्यौदामा रहँदा मात्र विवरण, टोली र आदेश परिवर्तन गर्न सकिन्छ।",
  },
  notManager: {
    en: "Only the creating office's monitoring staff (or an administrator) may change this visit.",
    np: "सिर्जना गर्ने निकायका अनुगमन कर्मचारी (वा प्रशासक) ले मात्र यो अनुगमन परिवर्तन गर्न सक्छन्।",
  },
  move: {
    en: "This visit cannot make that move from its present state.",
    np: "यो अनुगमनको हालको अवस्थाबाट यो कार्य गर्न मिल्दैन।",
  },
  notYours: {
    en: "You may not make this move on this visit.",
    np: "तपाईं यो अनुगमनमा यो कार्य गर्न सक्नुहुन्न।",
  },
  reason: { en: "Write the reason.", np: "कारण लेख्नुहोस्।" },
  noReport: {
    en: "Write and save the report before submitting it.",
    np: "पेश गर्नुअघि प्रतिवेदन लेखेर सुरक्षित गर्नुहोस्।",
  },
  openPoints: {
    en: "The visit closes once every action point is completed or not accepted.",
    np: "सबै कार्यान्वयन बुँदा सम्पन्न वा अस्वीकार भएपछि मात्र अनुगमन बन्द हुन्छ।",
  },
  verify: {
    en: "Only the member (the creating office for a member with no account), once the order is issued, confirms their participation, once.",
    np: "आदेश जारी भएपछि सदस्य आफैंले (खाता नभएका सदस्यको हकमा सिर्जना गर्ने निकायले) मात्र एक पटक सहभागिता पुष्टि गर्न सक्छन्।",
  },
  excuse: {
    en: "Only the creating office excuses a member who has not confirmed, while the order stands and before the report is submitted.",
    np: "आदेश कायम रहेको र प्रतिवेदन पेश नभएसम्म सहभागिता पुष्टि नगरेका सदस्यलाई सिर्जना गर्ने निकायले मात्र छुट दिन सक्छ।",
  },
  excuseReason: { en: "Write why the member is excused.", np: "सदस्यलाई किन छुट दिइएको हो, कारण लेख्नुहोस्।" },
  beforeFirstDay: (from: string) => ({
    en: `The visit begins on ${from}: it cannot go to the field or be reported before its first day.`,
    np: `अनुगमन ${bsDateText(from, "np")} मा सुरु हुन्छ: पहिलो दिनअघि स्थलगत जान वा प्रतिवेदन पेश गर्न मिल्दैन।`,
  }),
  unconfirmed: (names: string) => ({
    en: `The order is executed only when every member has confirmed or is excused with a reason. Not yet: ${names}.`,
    np: `सबै सदस्यले सहभागिता पुष्टि गरेपछि वा कारणसहित छुट पाएपछि मात्र आदेश कार्यान्वयन हुन्छ। बाँकी: ${names}।`,
  }),
} satisfies Record<string, BilingualMessage | ((value: string) => BilingualMessage)>;

/**
 * The one visit-scope rule: the visits of the caller's office subtree (admin and anugaman-admin: all),
 * and those whose team the caller is in (alias `v`).
 */
export const visitScopeOf = (auth: AuthContext): VisitScope => ({
  visits: sql`(${inOfficeScope(auth, sql`v.nikaya_id`)} OR ${isMemberOf(auth.userId)})`,
  userId: auth.userId,
});

/** The creating office's monitoring staff in scope (admin: any) manage the visit. */
export const managesVisit = async (executor: Executor, auth: AuthContext, visit: { nikaya_id: number }) =>
  hasPermission(auth, "monitoring.manage") &&
  (auth.allOffices || (await isOfficeInScope(executor, auth, visit.nikaya_id)));

/** The moves the caller may make on the visit now: the state's moves filtered by the caller's rights. */
export const allowedActions = async (
  executor: Executor,
  auth: AuthContext,
  visit: VisitRecord,
  members: readonly MemberRecord[],
): Promise<VisitAction[]> => {
  // A visit merged into another makes no further move: the merged visit carries the work on.
  if (visit.merged_into_id !== null) return [];
  const manages = await managesVisit(executor, auth, visit);
  const member = members.some((m) => m.user_id === auth.userId);
  const reports = hasPermission(auth, "monitoring.report");
  // A reviewer reviews the visits of their scope, never a report of a team they are in.
  const reviews =
    reports && !member && (auth.allOffices || (await isOfficeInScope(executor, auth, visit.nikaya_id)));
  return actionsFrom(visit.state).filter((action) => {
    if (action === "submit_report") return reports && (member || manages);
    if (action === "accept" || action === "return") return reviews;
    return manages;
  });
};

export const wizardOf = (visit: VisitRecord, members: readonly MemberRecord[]) => ({ ...visit, members });
export const stepsOf = (visit: VisitRecord, members: readonly MemberRecord[]) =>
  stepValidity(wizardOf(visit, members));

export const canEditVisit = async (executor: Executor, auth: AuthContext, visit: VisitRecord) =>
  isEditableVisit(visit.state) && (await managesVisit(executor, auth, visit));

type VisitInput = z.output<typeof ZVisitBody>;
type OrderInput = z.output<typeof ZVisitOrderBody>;
type MemberInput = z.output<typeof ZMemberBody>;
type ActionInput = z.output<typeof ZVisitActionBody>;

const visitValues = async (
  tx: Executor,
  auth: AuthContext,
  calendar: Calendar,
  body: VisitInput,
  current: VisitRecord | null,
) => {
  const errors = new FieldErrorCollector();
  let nikayaId: number | null = current?.nikaya_id ?? auth.nikayaId;
  if (body.nikaya_id != null && body.nikaya_id !== nikayaId) {
    if (auth.roleSlug !== "admin") errors.add("nikaya_id", MESSAGES.creatingOffice);
    else if (!(await isOfficeInScope(tx, auth, body.nikaya_id)))
      errors.add("nikaya_id", MESSAGES.targetOffice);
    else nikayaId = body.nikaya_id;
  }
  if (nikayaId === null) errors.add("nikaya_id", MESSAGES.noOffice);
  if (
    body.target_nikaya_id !== current?.target_nikaya_id &&
    !(await isOfficeInScope(tx, auth, body.target_nikaya_id))
  )
    errors.add("target_nikaya_id", MESSAGES.targetOffice);
  else if (body.project_id && !(await projectOfOffice(tx, body.project_id, body.target_nikaya_id)))
    errors.add("project_id", MESSAGES.project);

  const from = calendar.isValidBs(body.from_date) ? toBsString(body.from_date) : null;
  const to = calendar.isValidBs(body.to_date) ? toBsString(body.to_date) : null;
  if (from === null) errors.add("from_date", MESSAGES.date);
  if (to === null) errors.add("to_date", MESSAGES.date);
  let fiscalYearId: number | null = null;
  if (from !== null && to !== null) {
    if (calendar.bsToAd(to) < calendar.bsToAd(from)) errors.add("to_date", MESSAGES.dateOrder);
    fiscalYearId = await fiscalYearIdOf(tx, calendar.fiscalYearOf(from));
    if (fiscalYearId === null) errors.add("from_date", MESSAGES.noFiscalYear);
  }
  errors.throwIfAny();
  return {
    fiscalYearId: fiscalYearId as number,
    nikayaId: nikayaId as number,
    targetNikayaId: body.target_nikaya_id,
    projectId: body.project_id ?? null,
    title: body.title,
    subject: body.subject,
    fromDate: from as string,
    fromDateAd: calendar.bsToAd(from as string),
    toDate: to as string,
    toDateAd: calendar.bsToAd(to as string),
    transport: body.transport ?? null,
    expense: body.expense == null ? null : body.expense.toFixed(2),
    country: body.country,
    ward: body.ward,
    location: body.location,
    code: body.code,
    orphan: body.orphan,
  };
};

export const createVisit = (db: Db, request: FastifyRequest, body: VisitInput) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const values = await visitValues(tx, auth, await loadCalendar(tx), body, null);
    return createRecord(tx, request, {
      entity: "monitoring_visit",
      insert: insertVisit,
      values,
      changes: body,
    });
  });

/**
 * The visit read under its row's lock (`lockRow`): the visit's row is the one lock of everything of the
 * visit (its moves, team, report and action points), taken before the read a change decides on.
 */
export const lockedVisit = async (tx: Executor, auth: AuthContext, id: number) => {
  await lockRow(tx, "monitoring_visits", id);
  return orNotFound(findVisit(tx, id, visitScopeOf(auth)), VISIT);
};

/** A visit the caller manages, locked: 404 outside what it sees, 403 when another office's. */
const openForManage = async (tx: Executor, request: FastifyRequest, id: number, draftOnly: boolean) => {
  const auth = authOf(request);
  const visit = await lockedVisit(tx, auth, id);
  if (!(await managesVisit(tx, auth, visit))) throw refuse(403, MESSAGES.notManager);
  if (draftOnly && !isEditableVisit(visit.state)) throw refuse(409, MESSAGES.notDraft);
  return { auth, visit };
};

export const updateVisit = (db: Db, request: FastifyRequest, id: number, body: VisitInput) =>
  db.transaction(async (tx) => {
    const { auth, visit } = await openForManage(tx, request, id, true);
    const values = await visitValues(tx, auth, await loadCalendar(tx), body, visit);
    await updateVisitRow(tx, id, { ...values, updatedAt: sql`now()` });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_visit",
      entityId: id,
      nikayaId: values.nikayaId,
      changes: { before: visit, after: body },
    });
  });

export const saveOrder = (db: Db, request: FastifyRequest, id: number, body: OrderInput) =>
  db.transaction(async (tx) => {
    const { visit } = await openForManage(tx, request, id, true);
    await updateVisitRow(tx, id, {
      orderNumber: body.order_number,
      approverName: body.approver_name,
      approverDesignation: body.approver_designation,
      approverOffice: body.approver_office,
      updatedAt: sql`now()`,
    });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_visit",
      entityId: id,
      nikayaId: visit.nikaya_id,
      changes: { order: body },
    });
  });

/** A member's values; the username names an active user of the caller's offices (or the member's own link). */
const memberValues = async (tx: Executor, auth: AuthContext, body: MemberInput, keep: number | null) => {
  const userId = body.username
    ? await userIdOf(tx, { username: body.username, scope: inOfficeScope(auth, sql`u.nikaya_id`), keep })
    : null;
  if (body.username && userId === null) new FieldErrorCollector().add("username", MESSAGES.user).throwIfAny();
  return {
    userId,
    name: body.name,
    phone: body.phone,
    email: body.email,
    designation: body.designation,
    memberType: body.member_type,
    isLeader: body.is_leader,
  };
};

export const addMember = (db: Db, request: FastifyRequest, visitId: number, body: MemberInput) =>
  db.transaction(async (tx) => {
    const { auth, visit } = await openForManage(tx, request, visitId, true);
    const values = await memberValues(tx, auth, body, null);
    // One leader per team: naming a new one replaces the old.
    if (values.isLeader) await clearLeader(tx, visitId);
    const row = await insertMember(tx, { ...values, visitId });
    await recordActivity(tx, request, {
      action: "create",
      entity: "monitoring_member",
      entityId: row.id,
      nikayaId: visit.nikaya_id,
      changes: { visit_id: visitId, ...body },
    });
  });

/** A member with its visit locked first (the member's visit never changes, so it is read before the lock). */
const openMember = async (tx: Executor, request: FastifyRequest, memberId: number) => {
  const visitId = await orNotFound(memberVisitId(tx, memberId), MEMBER);
  const opened = await openForManage(tx, request, visitId, true);
  const member = await orNotFound(findMember(tx, memberId), MEMBER);
  return { ...opened, member };
};

export const updateMember = (db: Db, request: FastifyRequest, memberId: number, body: MemberInput) =>
  db.transaction(async (tx) => {
    const { auth, visit, member } = await openMember(tx, request, memberId);
    const values = await memberValues(tx, auth, body, member.user_id);
    if (values.isLeader) await clearLeader(tx, visit.id);
    await updateMemberRow(tx, memberId, values);
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_member",
      entityId: memberId,
      nikayaId: visit.nikaya_id,
      changes: { before: member, after: body },
    });
    return visit.id;
  });

export const removeMember = (db: Db, request: FastifyRequest, memberId: number) =>
  db.transaction(async (tx) => {
    const { visit, member } = await openMember(tx, request, memberId);
    await deleteMemberRow(tx, memberId);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "monitoring_member",
      entityId: memberId,
      nikayaId: visit.nikaya_id,
      changes: { before: member },
    });
    return visit.id;
  });

/** Members confirm or are excused while the order stands and the report is not yet submitted. */
export const isVerifiable = (visit: { state: string }) =>
  visit.state === "ordered" || visit.state === "in_field";

/** Whether the member is settled for the order: confirmed or excused with a reason. */
export const isSettled = (member: MemberRecord) => member.verified_at !== null || member.excuse_reason !== "";

/**
 * Who confirms a member now: the member's own account, or the creating office's staff for a member with
 * no account (their word taken by phone or letter); an excused member is not confirmed.
 */
export const canVerifyMember = (
  auth: AuthContext,
  visit: { state: string },
  member: MemberRecord,
  manages: boolean,
) =>
  isVerifiable(visit) &&
  !isSettled(member) &&
  (member.user_id === null ? manages : member.user_id === auth.userId);

/** A member and its visit, read under the visit's row lock (404 outside the caller's scope). */
const lockedMember = async (tx: Executor, auth: AuthContext, memberId: number) => {
  const visitId = await orNotFound(memberVisitId(tx, memberId), MEMBER);
  await lockRow(tx, "monitoring_visits", visitId);
  const visit = await orNotFound(findVisit(tx, visitId, visitScopeOf(auth)), MEMBER);
  const member = await orNotFound(findMember(tx, memberId), MEMBER);
  return { visit, member };
};

/** The member's participation is confirmed once the order is issued (by the member, see canVerifyMember). */
export const verifyMember = (db: Db, request: FastifyRequest, memberId: number) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const { visit, member } = await lockedMember(tx, auth, memberId);
    if (!canVerifyMember(auth, visit, member, await managesVisit(tx, auth, visit)))
      throw refuse(409, MESSAGES.verify);
    await updateMemberRow(tx, memberId, { verifiedAt: sql`now()` });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_member",
      entityId: memberId,
      nikayaId: visit.nikaya_id,
      changes: { verified: true },
    });
    return visit.id;
  });

/** The creating office excuses a member who has not confirmed, with the reason (the order then runs without them). */
export const excuseMember = (
  db: Db,
  request: FastifyRequest,
  memberId: number,
  body: z.output<typeof ZMemberExcuseBody>,
) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const { visit, member } = await lockedMember(tx, auth, memberId);
    if (!(await managesVisit(tx, auth, visit))) throw refuse(403, MESSAGES.notManager);
    if (!isVerifiable(visit) || isSettled(member)) throw refuse(409, MESSAGES.excuse);
    await updateMemberRow(tx, memberId, { excuseReason: body.reason });
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_member",
      entityId: memberId,
      nikayaId: visit.nikaya_id,
      changes: { excused: body.reason },
    });
    return visit.id;
  });

/** The team's SMS and e-mail when the order is issued (through the notice outbox). */
const orderMessages = (
  visit: VisitRecord,
  members: readonly MemberRecord[],
  issuedOn: string,
): OutboxMessage[] => {
  const body =
    `${orderSmsText(visit, issuedOn)} ` +
    `Monitoring order ${visit.order_number} (${issuedOn}): ${visit.title}, ${visit.from_date} to ${visit.to_date}.`;
  return members.flatMap((m) => [
    ...(m.phone
      ? [
          {
            channel: "sms" as const,
            recipient: m.phone,
            body: orderSmsText(visit, issuedOn),
            source: "monitoring_visit",
            sourceId: visit.id,
          },
        ]
      : []),
    ...(m.email
      ? [
          {
            channel: "email" as const,
            recipient: m.email,
            subject: `अनुगमन आदेश नं. ${toDevanagariDigits(visit.order_number)} / Monitoring order ${visit.order_number}`,
            body,
            source: "monitoring_visit",
            sourceId: visit.id,
          },
        ]
      : []),
  ]);
};

/** One move of the visit through its states, by the caller's rights; the state's history is the activity log. */
export const moveVisit = (db: Db, request: FastifyRequest, id: number, body: ActionInput) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const visit = await lockedVisit(tx, auth, id);
    const members = await visitMembers(tx, id);
    const to = nextVisitState(visit.state, body.action);
    if (to === null || visit.merged_into_id !== null) throw refuse(409, MESSAGES.move);
    if (!(await allowedActions(tx, auth, visit, members)).includes(body.action))
      throw refuse(403, MESSAGES.notYours);
    // The order goes out only for a complete sub-profile (the wizard's three steps).
    if (body.action === "issue_order" && !isWizardComplete(wizardOf(visit, members)))
      throw refuse(422, WIZARD_MESSAGES.completeForm);
    if (REASON_ACTIONS.includes(body.action) && !body.reason)
      new FieldErrorCollector().add("reason", MESSAGES.reason).throwIfAny();
    const { today, todayAd } = todayOf(await loadCalendar(tx));
    // The visit follows the calendar: no field work and no report before its first day.
    if ((body.action === "start_field" || body.action === "submit_report") && todayAd < visit.from_date_ad)
      throw refuse(422, MESSAGES.beforeFirstDay(visit.from_date));
    if (body.action === "submit_report") {
      if (!(await findReport(tx, id))) throw refuse(422, MESSAGES.noReport);
      const open = members.filter((m) => !isSettled(m));
      if (open.length > 0) throw refuse(422, MESSAGES.unconfirmed(open.map((m) => m.name).join(", ")));
    }
    // Recommendations are followed to the end: no closing while an action point is open.
    if (body.action === "close" && (await openPointCount(tx, id)) > 0) throw refuse(409, MESSAGES.openPoints);

    const values: Parameters<typeof updateVisitRow>[2] = { state: to, updatedAt: sql`now()` };
    if (REASON_ACTIONS.includes(body.action)) values.stateReason = body.reason;
    // "On time" is derived from the first submission's day (findReport), never ticked.
    if (body.action === "submit_report")
      values.reportedOnAd = sql`coalesce(reported_on_ad, ${todayAd}::date)`;
    if (body.action === "issue_order") {
      values.orderIssuedOn = today;
      values.orderCount = sql`order_count + 1`;
      await enqueue(tx, orderMessages(visit, members, today));
    }
    await updateVisitRow(tx, id, values);
    await recordActivity(tx, request, {
      action: "update",
      entity: "monitoring_visit",
      entityId: id,
      nikayaId: visit.nikaya_id,
      changes: { action: body.action, from: visit.state, to, reason: body.reason },
    });
  });

/** SPEC.md section 7's count with the toast's figures. */
export const involvedOf = async (db: Db, request: FastifyRequest) => {
  const auth = authOf(request);
  // The sub-profiles to complete are the drafts of the caller's office subtree (monitoring staff only).
  const ownDrafts = hasPermission(auth, "monitoring.manage")
    ? inOfficeScope(auth, sql`v.nikaya_id`)
    : sql`FALSE`;
  return involvedCounts(db, auth.userId, ownDrafts);
};

const MERGE_MESSAGES = {
  notMergeable: {
    en: "Only drafts and ordered visits that are not merged yet can be merged (none may have gone to the field).",
    np: "मस्यौदा वा आदेश जारी भएका र अझै नगाभिएका अनुगमन मात्र गाभ्न सकिन्छ (कुनै पनि स्थलगत भइसकेको हुनु हुँदैन)।",
  },
  sameOffice: {
    en: "Merge the visits of one creating office.",
    np: "एउटै सिर्जना गर्ने निकायका अनुगमन मात्र गाभ्नुहोस्।",
  },
  distinct: { en: "Choose at least two different visits.", np: "कम्तीमा दुई फरक अनुगमन छान्नुहोस्।" },
} satisfies Record<string, BilingualMessage>;

/**
 * Merges visits that have not gone to the field into a new draft (merged anugaman): its own title and
 * subject, the sources' dates and team together (the first source's leader leads); the sources stay,
 * marked merged into it, and make no further move. The new visit goes through the wizard's order step.
 */
export const mergeVisits = (db: Db, request: FastifyRequest, body: z.output<typeof ZMergeBody>) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const idsWanted = [...new Set(body.visit_ids)];
    if (idsWanted.length < 2)
      new FieldErrorCollector().add("visit_ids", MERGE_MESSAGES.distinct).throwIfAny();
    const sources: VisitRecord[] = [];
    // In id order, so two merges of overlapping visits wait for each other instead of deadlocking.
    for (const id of [...idsWanted].sort((a, b) => a - b)) await lockRow(tx, "monitoring_visits", id);
    for (const id of idsWanted) {
      const visit = await orNotFound(findVisit(tx, id, visitScopeOf(auth)), VISIT);
      if (!(await managesVisit(tx, auth, visit))) throw refuse(403, MESSAGES.notManager);
      if (!["draft", "ordered"].includes(visit.state) || visit.is_merged || visit.merged_into_id !== null)
        throw refuse(409, MERGE_MESSAGES.notMergeable);
      sources.push(visit);
    }
    if (new Set(sources.map((v) => v.nikaya_id)).size > 1)
      new FieldErrorCollector().add("visit_ids", MERGE_MESSAGES.sameOffice).throwIfAny();
    const calendar = await loadCalendar(tx);
    const byStart = [...sources].sort((a, b) =>
      calendar.bsToAd(a.from_date).localeCompare(calendar.bsToAd(b.from_date)),
    );
    const byEnd = [...sources].sort((a, b) =>
      calendar.bsToAd(b.to_date).localeCompare(calendar.bsToAd(a.to_date)),
    );
    const first = sources[0];
    const from = byStart[0].from_date;
    const to = byEnd[0].to_date;
    const row = await insertVisit(tx, {
      fiscalYearId: (await fiscalYearIdOf(tx, calendar.fiscalYearOf(from))) ?? first.fiscal_year_id,
      nikayaId: first.nikaya_id,
      targetNikayaId: first.target_nikaya_id,
      title: body.title,
      subject: body.subject,
      fromDate: from,
      fromDateAd: calendar.bsToAd(from),
      toDate: to,
      toDateAd: calendar.bsToAd(to),
      isMerged: true,
      createdBy: auth.userId,
    });
    // The team together: a member in several sources joins once; the first source's leader leads.
    const seen = new Set<string>();
    for (const visit of sources)
      for (const m of await visitMembers(tx, visit.id)) {
        const key = m.user_id === null ? `${m.name}|${m.phone}` : `user:${m.user_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await insertMember(tx, {
          visitId: row.id,
          userId: m.user_id,
          name: m.name,
          phone: m.phone,
          email: m.email,
          designation: m.designation,
          memberType: m.member_type,
          isLeader: m.is_leader && visit.id === first.id,
        });
      }
    for (const visit of sources)
      await updateVisitRow(tx, visit.id, { mergedIntoId: row.id, updatedAt: sql`now()` });
    await recordActivity(tx, request, {
      action: "create",
      entity: "monitoring_visit",
      entityId: row.id,
      nikayaId: first.nikaya_id,
      changes: { merged_from: idsWanted, title: body.title },
    });
    return row.id;
  });
