import { z } from "zod";
import { DECISION_STATUSES } from "../meetings/decision-schedule";
import { ZFiscalYearParam, ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

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
  indicator_id: ZId.nullable().optional(),
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
  /** How far a partially implemented decision is carried out, from its accepted report (else null). */
  implementation_percent: z.number().int().nullable(),
  /** Derived on every read: open and past the due date. */
  overdue: z.boolean(),
  days_overdue: z.number().int().nullable(),
  /** The end of the reporting period containing today, while the decision is open. */
  next_report_date: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  milestone: z.object({ id: z.number().int(), code: z.string(), title: z.string() }).nullable(),
  indicator: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), name_np: z.string() })
    .nullable(),
});
export type TDecision = z.infer<typeof ZDecision>;

/** The decision form's milestone and indicator pickers: the header's year, searched by code or name. */
export const ZDecisionLinkQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
  search: ZText.trim().max(200).optional().default(""),
});
/** A milestone or indicator a decision may be linked to, with its office. */
export const ZDecisionLinkOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_np: z.string(),
  office: ZRef,
});
export type TDecisionLinkOption = z.infer<typeof ZDecisionLinkOption>;

export const ZMeeting = ZMeetingRow.extend({
  attendees: z.string(),
  agenda: z.string(),
  files: z.array(ZMeetingFile),
  decisions: z.array(ZDecision),
  /** Whether the caller may edit the meeting and its decisions (secretariat in scope, admin). */
  can_manage: z.boolean(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

// --- decision reports (screen `meeting-reports`) -----------------------------------------------------

/** A report waits for the secretariat (`submitted`), then is `accepted` or `returned` with a note. */
export const DECISION_REPORT_STATES = ["submitted", "accepted", "returned"] as const;
export type DecisionReportState = (typeof DECISION_REPORT_STATES)[number];

/** Statuses a reporting office may report; cancelling a decision is the meeting's, on its decision form. */
export const REPORTED_STATUSES = [
  "not_started",
  "in_progress",
  "partially_implemented",
  "implemented",
  "not_implementable",
] as const satisfies readonly (typeof DECISION_STATUSES)[number][];
/** A report with one of these says why the decision is not (fully) carried out. */
export const REPORT_REASON_STATUSES: readonly string[] = [
  "not_started",
  "partially_implemented",
  "not_implementable",
];
export const REPORT_LIMITS = { description: 5000, reason: 2000, note: 2000 } as const;
/** A partly implemented decision is carried out between 1 and 99 %: 0 is not started, 100 implemented. */
export const IMPLEMENTATION_PERCENT = { min: 1, max: 99 } as const;

/** The report form of the reporting office. */
export const ZDecisionReportBody = z.object({
  status: z.enum(REPORTED_STATUSES),
  description: ZMultilineText.trim().min(1).max(REPORT_LIMITS.description),
  /** Required with REPORT_REASON_STATUSES (the API names it in both languages). */
  reason: ZMultilineText.trim().max(REPORT_LIMITS.reason).default(""),
  /** Required with `partially_implemented` (the API names it in both languages); ignored otherwise. */
  implementation_percent: z
    .number()
    .int()
    .min(IMPLEMENTATION_PERCENT.min)
    .max(IMPLEMENTATION_PERCENT.max)
    .nullable()
    .optional(),
});
export type TDecisionReportBody = z.input<typeof ZDecisionReportBody>;

/** The secretariat's answer: a note, required when the report is returned. */
export const ZReportAcceptBody = z.object({
  note: ZMultilineText.trim().max(REPORT_LIMITS.note).default(""),
});
export const ZReportReturnBody = z.object({ note: ZMultilineText.trim().min(1).max(REPORT_LIMITS.note) });
export type TReportReviewBody = z.input<typeof ZReportAcceptBody>;

/** A report's evidence file; its date is when it was uploaded. */
export const ZEvidenceFile = ZMeetingFile.extend({ uploaded_at: z.string() });
export type TEvidenceFile = z.infer<typeof ZEvidenceFile>;

export const ZDecisionReport = z.object({
  id: z.number().int(),
  period_index: z.number().int(),
  /** The report date closing the period it reports on (BS). */
  period_end: z.string(),
  status: z.enum(DECISION_STATUSES),
  description: z.string(),
  reason: z.string(),
  state: z.enum(DECISION_REPORT_STATES),
  review_note: z.string(),
  reporting_office: ZRef,
  reported_by: z.string(),
  reported_at: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** With `partially_implemented`: how far the decision is carried out (1-99). */
  implementation_percent: z.number().int().nullable(),
  /** The secretariat accepts it only with an evidence file (an `implemented` report, the setting on). */
  evidence_required: z.boolean(),
  files: z.array(ZEvidenceFile),
});
export type TDecisionReport = z.infer<typeof ZDecisionReport>;

const ZMeetingSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  meeting_type: ZRef,
  meeting_date: z.string(),
  nikaya: ZRef,
});

export const ZDecisionReportQuery = z.object({
  meeting_type_id: ZIdParam.optional(),
  /**
   * `to_report`: open decisions the caller's offices report on with no report waiting; `to_review`:
   * reports waiting for the caller's secretariat; `overdue`: open decisions past their due date.
   */
  state: z.enum(["to_report", "to_review", "overdue"]).optional(),
});

/** A decision on the reports screen, with the state of its latest report and what the caller may do. */
export const ZDecisionRow = ZDecision.extend({
  meeting: ZMeetingSummary,
  latest_report_state: z.enum(DECISION_REPORT_STATES).nullable(),
  /** A report may be made now (open, none waiting, the caller reports for the reporting office). */
  can_report: z.boolean(),
  /** The latest report waits for the caller's secretariat. */
  can_review: z.boolean(),
  /** The caller reports for the reporting office (attaches evidence to its waiting report). */
  reports_here: z.boolean(),
});
export type TDecisionRow = z.infer<typeof ZDecisionRow>;

/** A decision with its history: every report, newest first. */
export const ZDecisionDetail = ZDecisionRow.extend({
  reports: z.array(ZDecisionReport),
  /** The reporting period a report made today belongs to, while the decision is open. */
  current_period: z.object({ index: z.number().int(), end: z.string() }).nullable(),
  /** A report of `implemented` is accepted only with an evidence file (the admin's setting). */
  evidence_for_implemented: z.boolean(),
});
export type TDecisionDetail = z.infer<typeof ZDecisionDetail>;
