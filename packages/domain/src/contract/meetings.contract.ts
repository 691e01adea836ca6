import { z } from "zod";
import { DECISION_STATUSES } from "../meetings/decision-schedule";
import { ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

export { DECISION_STATUSES, type DecisionStatus } from "../meetings/decision-schedule";

/** Lengths the API accepts; the forms count against the same numbers. */
export const MEETING_LIMITS = {
  title: 300,
  president: 200,
  attendees: 5000,
  agenda: 10000,
  description: 5000,
  reason: 2000,
  number: 100000,
} as const;
/** Offices that may support one decision beside the accountable one. */
export const MAX_SUPPORTING_OFFICES = 20;

const ZRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });
/** A BS date 'YYYY-MM-DD' (either script); the API checks it against the calendar. */
const ZBsDate = ZText.trim().min(1).max(20);

/** The meeting form (SPEC.md section 3 "Meeting"; SPEC.md section 5: number, president name and position). */
export const ZMeetingBody = z.object({
  meeting_type_id: ZId,
  presidency_type_id: ZId,
  number: z.number().int().min(1).max(MEETING_LIMITS.number),
  title: ZText.trim().min(1).max(MEETING_LIMITS.title),
  president_name: ZText.trim().min(1).max(MEETING_LIMITS.president),
  president_position: ZText.trim().min(1).max(MEETING_LIMITS.president),
  meeting_date: ZBsDate,
  attendees: ZMultilineText.trim().max(MEETING_LIMITS.attendees).default(""),
  agenda: ZMultilineText.trim().max(MEETING_LIMITS.agenda).default(""),
  /** The secretariat office; the caller's own when absent. */
  nikaya_id: ZId.nullable().optional(),
});
export type TMeetingBody = z.input<typeof ZMeetingBody>;

export const ZMeetingQuery = z.object({
  meeting_type_id: ZIdParam.optional(),
  /** `overdue`: meetings with an open decision past its due date. */
  state: z.enum(["open", "overdue"]).optional(),
});

export const ZMeetingRow = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  meeting_type: ZRef,
  presidency_type: ZRef,
  president_name: z.string(),
  president_position: z.string(),
  meeting_date: z.string(),
  nikaya: ZRef,
  /** Decisions the caller sees (all of them for the secretariat). */
  decision_count: z.number().int(),
  open_count: z.number().int(),
  overdue_count: z.number().int(),
});
export type TMeetingRow = z.infer<typeof ZMeetingRow>;

export const ZMeetingFile = z.object({ id: z.number().int(), file_url: z.string(), filename: z.string() });

/** The decision form. */
export const ZDecisionBody = z.object({
  description: ZMultilineText.trim().min(1).max(MEETING_LIMITS.description),
  subject_area_id: ZId.nullable().optional(),
  /** The one accountable implementing office. */
  implementing_office_id: ZId,
  supporting_office_ids: z.array(ZId).max(MAX_SUPPORTING_OFFICES).default([]),
  /** The office that reports; the implementing office when absent. */
  reporting_office_id: ZId.nullable().optional(),
  reporting_duration_id: ZId,
  status: z.enum(DECISION_STATUSES).default("not_started"),
  /** Why it is not (fully) carried out; required when not implementable or cancelled. */
  reason: ZMultilineText.trim().max(MEETING_LIMITS.reason).default(""),
  project_id: ZId.nullable().optional(),
  milestone_id: ZId.nullable().optional(),
});
export type TDecisionBody = z.input<typeof ZDecisionBody>;

export const ZDecision = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  item_no: z.number().int(),
  description: z.string(),
  subject_area: ZRef.nullable(),
  implementing_office: ZRef,
  supporting_offices: z.array(ZRef),
  reporting_office: ZRef,
  reporting_duration: ZRef,
  /** Meeting date + one reporting duration (BS). */
  due_date: z.string(),
  status: z.enum(DECISION_STATUSES),
  reason: z.string(),
  /** Derived on every read: open and past the due date. */
  overdue: z.boolean(),
  days_overdue: z.number().int().nullable(),
  /** The end of the reporting period containing today, while the decision is open. */
  next_report_date: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  milestone: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TDecision = z.infer<typeof ZDecision>;

export const ZMeeting = ZMeetingRow.extend({
  attendees: z.string(),
  agenda: z.string(),
  files: z.array(ZMeetingFile),
  decisions: z.array(ZDecision),
  /** Whether the caller may edit the meeting and its decisions (secretariat in scope, admin). */
  can_manage: z.boolean(),
});
export type TMeeting = z.infer<typeof ZMeeting>;
