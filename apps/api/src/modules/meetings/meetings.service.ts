import { type Calendar, toBsString } from "@pragati/domain/calendar";
import type { ZDecisionBody, ZMeetingBody } from "@pragati/domain/contract";
import {
  type DecisionStatus,
  dueDateOf,
  REASON_REQUIRED_STATUSES,
  type ReportingDuration,
} from "@pragati/domain/meetings";
import type { DurationUnit } from "@pragati/domain/setup";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { meetingFiles } from "../../db/schema/meetings";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES } from "../../lib/attachments";
import { isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { recordFileOwner } from "../../lib/record-file-owner";
import { visibleFile } from "../../lib/record-files";
import { createRecord } from "../../lib/record-rows";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope, isOfficeInScope } from "../../lib/scope";
import type { FileStorage } from "../../lib/storage";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { indicatorScope } from "../indicators/indicators.service";
import { projectScopeOf } from "../projects/project-scope";
import { reportFileKeys } from "./decision-reports.repository";
import {
  deleteDecisionRow,
  deleteMeetingRow,
  findDecision,
  findMeeting,
  findMeetingFile,
  fiscalYearIdOf,
  indicatorInScope,
  insertDecision,
  insertMeeting,
  type MeetingRecord,
  type MeetingScope,
  meetingFileKeys,
  meetingSchedules,
  milestoneInScope,
  nextItemNo,
  numberTaken,
  officesInScope,
  projectInScope,
  setDueDates,
  setSupportingOffices,
  setupEntriesOf,
  updateDecisionRow,
  updateMeetingRow,
} from "./meetings.repository";

export const MEETING: BilingualMessage = { en: "Meeting", np: "बैठक" };
export const DECISION: BilingualMessage = { en: "Decision", np: "निर्णय" };

const MESSAGES = {
  meetingType: { en: "Choose a meeting type from the list.", np: "सूचीबाट बैठकको प्रकार छान्नुहोस्।" },
  presidencyType: { en: "Choose a presidency from the list.", np: "सूचीबाट अध्यक्षता छान्नुहोस्।" },
  date: { en: "Enter a valid BS date (YYYY-MM-DD).", np: "मान्य वि.सं. मिति (YYYY-MM-DD) लेख्नुहोस्।" },
  noFiscalYear: {
    en: "No fiscal year holds this date; choose a date inside a fiscal year of the setup.",
    np: "यो मिति कुनै आर्थिक वर्षभित्र पर्दैन; सेटअपको आर्थिक वर्षभित्रको मिति छान्नुहोस्।",
  },
  numberTaken: {
    en: "This meeting type already has a meeting with this number in the fiscal year.",
    np: "यस आर्थिक वर्षमा यो प्रकारको बैठकमा यो नम्बर प्रयोग भइसकेको छ।",
  },
  office: {
    en: "Choose the secretariat office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट सचिवालय निकाय छान्नुहोस्।",
  },
  implementingOffice: {
    en: "Choose the implementing office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट कार्यान्वयन गर्ने निकाय छान्नुहोस्।",
  },
  reportingOffice: {
    en: "Choose the reporting office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट प्रतिवेदन गर्ने निकाय छान्नुहोस्।",
  },
  supportingOffices: {
    en: "Choose supporting offices among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट सहयोगी निकाय छान्नुहोस्।",
  },
  duration: {
    en: "Choose a reporting duration from the list.",
    np: "सूचीबाट प्रतिवेदन अवधि छान्नुहोस्।",
  },
  subjectArea: { en: "Choose a subject area from the list.", np: "सूचीबाट विषय क्षेत्र छान्नुहोस्।" },
  project: { en: "Choose a project from the list.", np: "सूचीबाट आयोजना छान्नुहोस्।" },
  milestone: { en: "Choose a milestone from the list.", np: "सूचीबाट माइलस्टोन छान्नुहोस्।" },
  indicator: { en: "Choose an indicator from the list.", np: "सूचीबाट सूचक छान्नुहोस्।" },
  reason: {
    en: "Write the reason when a decision is not implementable or cancelled.",
    np: "निर्णय कार्यान्वयन हुन नसक्ने वा रद्द भएमा कारण लेख्नुहोस्।",
  },
  notSecretariat: {
    en: "Only the meeting's secretariat (or an administrator) may change this meeting.",
    np: "बैठकको सचिवालय (वा प्रशासक) ले मात्र यो बैठक परिवर्तन गर्न सक्छ।",
  },
} satisfies Record<string, BilingualMessage>;

/** Users with `meeting.manage` (the secretariat) and admin see every meeting and decision. */
export const seesAllMeetings = (auth: AuthContext) =>
  auth.allOffices || hasPermission(auth, "meeting.manage");

/**
 * The one decision-scope rule: an office sees a decision it implements, supports or reports on, or one
 * of its subtree's (alias `d`).
 */
export const decisionScope = (auth: AuthContext): SQL => {
  if (seesAllMeetings(auth)) return sql`TRUE`;
  return sql`(${inOfficeScope(auth, sql`d.implementing_office_id`)} OR ${inOfficeScope(auth, sql`d.reporting_office_id`)}
    OR EXISTS (SELECT 1 FROM decision_supporting_offices dso WHERE dso.decision_id = d.id
               AND ${inOfficeScope(auth, sql`dso.nikaya_id`)}))`;
};

/** A decision's milestone is one of an office of the caller's subtree (admin: any), as the plans show. */
export const milestoneLinkScope = (auth: AuthContext): SQL => inOfficeScope(auth, sql`m.nikaya_id`);

/** The caller's scope with today's date and the calendar the presenter needs. */
export const scopeOf = async (executor: Executor, request: FastifyRequest) => {
  const auth = authOf(request);
  const calendar = await loadCalendar(executor);
  const { today, todayAd } = todayOf(calendar);
  const scope: MeetingScope = { decisions: decisionScope(auth), seesAll: seesAllMeetings(auth), todayAd };
  return { auth, calendar, today, scope };
};

/** The meeting's secretariat in the caller's subtree (admin: any) may change it. */
export const canManageMeeting = async (
  executor: Executor,
  auth: AuthContext,
  meeting: { nikaya_id: number },
) =>
  hasPermission(auth, "meeting.manage") &&
  (auth.allOffices || (await isOfficeInScope(executor, auth, meeting.nikaya_id)));

const durationOf = (extra: Record<string, unknown>): ReportingDuration | null => {
  const unit = extra.duration_unit;
  const length = Number(extra.duration);
  if ((unit !== "days" && unit !== "months") || !Number.isInteger(length) || length < 1) return null;
  return { unit: unit as DurationUnit, length };
};

type MeetingInput = z.output<typeof ZMeetingBody>;
type DecisionInput = z.output<typeof ZDecisionBody>;

/** The number is unique per type and fiscal year: a race the check missed becomes a 409. */
const numberRace = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(MESSAGES.numberTaken);
  throw error;
};

const meetingValues = async (
  tx: Executor,
  auth: AuthContext,
  calendar: Calendar,
  body: MeetingInput,
  current: MeetingRecord | null,
) => {
  const errors = new FieldErrorCollector();
  const [types, presidencies] = await Promise.all([
    setupEntriesOf(tx, "meeting-type", [body.meeting_type_id]),
    setupEntriesOf(tx, "presidency-type", [body.presidency_type_id]),
  ]);
  if (types.length === 0) errors.add("meeting_type_id", MESSAGES.meetingType);
  if (presidencies.length === 0) errors.add("presidency_type_id", MESSAGES.presidencyType);

  let meetingDate: string | null = null;
  let fiscalYearId: number | null = null;
  if (!calendar.isValidBs(body.meeting_date)) errors.add("meeting_date", MESSAGES.date);
  else {
    meetingDate = toBsString(body.meeting_date);
    fiscalYearId = await fiscalYearIdOf(tx, calendar.fiscalYearOf(meetingDate));
    if (fiscalYearId === null) errors.add("meeting_date", MESSAGES.noFiscalYear);
  }
  if (
    fiscalYearId !== null &&
    types.length > 0 &&
    (await numberTaken(tx, {
      meetingTypeId: body.meeting_type_id,
      fiscalYearId,
      number: body.number,
      exceptId: current?.id ?? null,
    }))
  )
    errors.add("number", MESSAGES.numberTaken);

  const nikayaId = body.nikaya_id ?? current?.nikaya_id ?? auth.nikayaId;
  const keepsOffice = current !== null && current.nikaya_id === nikayaId;
  if (nikayaId === null || (!keepsOffice && !(await isOfficeInScope(tx, auth, nikayaId))))
    errors.add("nikaya_id", MESSAGES.office);
  errors.throwIfAny();
  return {
    fiscalYearId: fiscalYearId as number,
    meetingTypeId: body.meeting_type_id,
    presidencyTypeId: body.presidency_type_id,
    number: body.number,
    title: body.title,
    presidentName: body.president_name,
    presidentPosition: body.president_position,
    meetingDate: meetingDate as string,
    attendees: body.attendees,
    agenda: body.agenda,
    nikayaId: nikayaId as number,
  };
};

export const createMeeting = (db: Db, request: FastifyRequest, body: MeetingInput) =>
  db
    .transaction(async (tx) => {
      const auth = authOf(request);
      const values = await meetingValues(tx, auth, await loadCalendar(tx), body, null);
      return createRecord(tx, request, { entity: "meeting", insert: insertMeeting, values, changes: body });
    })
    .catch(numberRace);

/** A meeting the caller may change: 404 outside what it sees, 403 when it is another secretariat's. */
const openForManage = async (tx: Executor, request: FastifyRequest, id: number) => {
  // Locked before it is read (`lockRow`), like every record a change decides on.
  await lockRow(tx, "meetings", id);
  const { auth, calendar, scope } = await scopeOf(tx, request);
  const meeting = await orNotFound(findMeeting(tx, id, scope), MEETING);
  if (!(await canManageMeeting(tx, auth, meeting))) throw refuse(403, MESSAGES.notSecretariat);
  return { auth, calendar, meeting };
};

/** Moves the due dates of the meeting's decisions with its date (each is the date plus its duration). */
const followMeetingDate = async (
  tx: Executor,
  calendar: Calendar,
  meetingId: number,
  meetingDate: string,
) => {
  const rows = await meetingSchedules(tx, meetingId);
  await setDueDates(
    tx,
    rows.flatMap((row) => {
      const duration = durationOf({ duration_unit: row.duration_unit, duration: row.duration });
      if (!duration) return [];
      const dueDate = dueDateOf(calendar, meetingDate, duration);
      return [{ id: row.id, dueDate, dueDateAd: calendar.bsToAd(dueDate) }];
    }),
  );
};

export const updateMeeting = (db: Db, request: FastifyRequest, id: number, body: MeetingInput) =>
  db
    .transaction(async (tx) => {
      const { auth, calendar, meeting: before } = await openForManage(tx, request, id);
      const values = await meetingValues(tx, auth, calendar, body, before);
      await updateMeetingRow(tx, id, { ...values, updatedAt: sql`now()` });
      if (values.meetingDate !== before.meeting_date)
        await followMeetingDate(tx, calendar, id, values.meetingDate);
      await recordActivity(tx, request, {
        action: "update",
        entity: "meeting",
        entityId: id,
        nikayaId: values.nikayaId,
        changes: { before, after: body },
      });
    })
    .catch(numberRace);

/**
 * Deletes a meeting with its decisions and their reports; its stored files and the reports' go once the
 * deletion is committed.
 */
export const deleteMeeting = async (db: Db, storage: FileStorage, request: FastifyRequest, id: number) => {
  const keys = await db.transaction(async (tx) => {
    const { meeting } = await openForManage(tx, request, id);
    const keys = [...(await meetingFileKeys(tx, id)), ...(await reportFileKeys(tx, { meetingId: id }))];
    await deleteMeetingRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "meeting",
      entityId: id,
      nikayaId: meeting.nikaya_id,
      changes: { before: meeting },
    });
    return keys;
  });
  for (const key of keys) await storage.remove(key);
};

/** A meeting's files (its minute): the secretariat's, under the meeting's row lock, at most 5. */
export const MEETING_FILES = recordFileOwner({
  files: { table: meetingFiles, owner: meetingFiles.meetingId },
  max: ATTACHMENT_RULES.maxFiles,
  per: { en: "meeting", np: "बैठकमा" },
  entity: "meeting",
  open: async (tx, request, meetingId) => (await openForManage(tx, request, meetingId)).meeting,
});

export const visibleMeetingFile = (db: Db, request: FastifyRequest, fileId: number) =>
  visibleFile(findMeetingFile(db, fileId), async (file) =>
    findMeeting(db, file.meeting_id, (await scopeOf(db, request)).scope),
  );

// --- decisions -------------------------------------------------------------------------------------

const decisionValues = async (
  tx: Executor,
  auth: AuthContext,
  calendar: Calendar,
  body: DecisionInput,
  meetingDate: string,
) => {
  const errors = new FieldErrorCollector();
  const reportingOfficeId = body.reporting_office_id ?? body.implementing_office_id;
  // The implementing office stays the one accountable body: it is never also a supporting one.
  const supporting = [...new Set(body.supporting_office_ids)].filter(
    (id) => id !== body.implementing_office_id,
  );
  // The secretariat directs the offices of its subtree (admin: every office), as its office pickers show.
  const found = new Set(
    await officesInScope(tx, [body.implementing_office_id, reportingOfficeId, ...supporting], (id) =>
      inOfficeScope(auth, id),
    ),
  );
  if (!found.has(body.implementing_office_id))
    errors.add("implementing_office_id", MESSAGES.implementingOffice);
  if (!found.has(reportingOfficeId)) errors.add("reporting_office_id", MESSAGES.reportingOffice);
  if (supporting.some((id) => !found.has(id)))
    errors.add("supporting_office_ids", MESSAGES.supportingOffices);

  const [durations, areas] = await Promise.all([
    setupEntriesOf(tx, "reporting-duration", [body.reporting_duration_id]),
    setupEntriesOf(tx, "subjectareatype", body.subject_area_id ? [body.subject_area_id] : []),
  ]);
  const duration = durations[0] ? durationOf(durations[0].extra) : null;
  if (!duration) errors.add("reporting_duration_id", MESSAGES.duration);
  if (body.subject_area_id && areas.length === 0) errors.add("subject_area_id", MESSAGES.subjectArea);
  // The project picker lists the caller's projects; the API holds the link to the same scope.
  if (body.project_id && !(await projectInScope(tx, body.project_id, await projectScopeOf(tx, auth))))
    errors.add("project_id", MESSAGES.project);
  // The milestone and indicator pickers list those of the caller's offices; the API holds the links alike.
  if (body.milestone_id && !(await milestoneInScope(tx, body.milestone_id, milestoneLinkScope(auth))))
    errors.add("milestone_id", MESSAGES.milestone);
  if (body.indicator_id && !(await indicatorInScope(tx, body.indicator_id, indicatorScope(auth).visible)))
    errors.add("indicator_id", MESSAGES.indicator);
  if ((REASON_REQUIRED_STATUSES as readonly DecisionStatus[]).includes(body.status) && !body.reason)
    errors.add("reason", MESSAGES.reason);
  errors.throwIfAny();

  const dueDate = dueDateOf(calendar, meetingDate, duration as ReportingDuration);
  return {
    supporting,
    values: {
      description: body.description,
      subjectAreaId: body.subject_area_id ?? null,
      implementingOfficeId: body.implementing_office_id,
      reportingOfficeId,
      reportingDurationId: body.reporting_duration_id,
      dueDate,
      dueDateAd: calendar.bsToAd(dueDate),
      status: body.status,
      reason: body.reason,
      projectId: body.project_id ?? null,
      milestoneId: body.milestone_id ?? null,
      indicatorId: body.indicator_id ?? null,
    },
  };
};

export const addDecision = (db: Db, request: FastifyRequest, meetingId: number, body: DecisionInput) =>
  db.transaction(async (tx) => {
    const { auth, calendar, meeting } = await openForManage(tx, request, meetingId);
    const { values, supporting } = await decisionValues(tx, auth, calendar, body, meeting.meeting_date);
    const row = await insertDecision(tx, {
      ...values,
      meetingId,
      itemNo: await nextItemNo(tx, meetingId),
      createdBy: auth.userId,
    });
    await setSupportingOffices(tx, row.id, supporting);
    await recordActivity(tx, request, {
      action: "create",
      entity: "decision",
      entityId: row.id,
      nikayaId: meeting.nikaya_id,
      changes: { meeting_id: meetingId, ...body },
    });
    return row.id;
  });

/** A decision with its meeting and then itself locked (meeting before decision, as everywhere), then read. */
const openDecisionForManage = async (tx: Executor, request: FastifyRequest, id: number) => {
  const { scope } = await scopeOf(tx, request);
  // A decision's meeting never changes, so it is read before the locks.
  const { meeting_id } = await orNotFound(findDecision(tx, id, scope), DECISION);
  const opened = await openForManage(tx, request, meeting_id);
  await lockRow(tx, "decisions", id);
  const decision = await orNotFound(findDecision(tx, id, scope), DECISION);
  return { ...opened, decision };
};

export const updateDecision = (db: Db, request: FastifyRequest, id: number, body: DecisionInput) =>
  db.transaction(async (tx) => {
    const { auth, calendar, meeting, decision: before } = await openDecisionForManage(tx, request, id);
    const { values, supporting } = await decisionValues(tx, auth, calendar, body, meeting.meeting_date);
    // The % belongs to the partly implemented status its accepted report gave; another status drops it.
    const percent = values.status === before.status ? {} : { implementationPercent: null };
    await updateDecisionRow(tx, id, { ...values, ...percent, updatedAt: sql`now()` });
    await setSupportingOffices(tx, id, supporting);
    await recordActivity(tx, request, {
      action: "update",
      entity: "decision",
      entityId: id,
      nikayaId: meeting.nikaya_id,
      changes: { before, after: body },
    });
    return before.meeting_id;
  });

/** Deletes a decision with its reports; their stored files go once the deletion is committed. */
export const deleteDecision = async (db: Db, storage: FileStorage, request: FastifyRequest, id: number) => {
  const { meetingId, keys } = await db.transaction(async (tx) => {
    const { meeting, decision } = await openDecisionForManage(tx, request, id);
    const keys = await reportFileKeys(tx, { decisionId: id });
    await deleteDecisionRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "decision",
      entityId: id,
      nikayaId: meeting.nikaya_id,
      changes: { before: decision },
    });
    return { meetingId: decision.meeting_id, keys };
  });
  for (const key of keys) await storage.remove(key);
  return meetingId;
};
