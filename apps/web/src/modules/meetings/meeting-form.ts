import type { Calendar } from "@pragati/domain/calendar";
import {
  type DecisionStatus,
  MEETING_LIMITS,
  type TDecision,
  type TDecisionBody,
  type TMeeting,
  type TMeetingBody,
} from "@pragati/domain/contract";
import { REASON_REQUIRED_STATUSES } from "@pragati/domain/meetings";
import { readBsDate } from "../../ui/inputs/bs-date";

/** The meeting form's values: ids and the number as numbers (null while empty), texts as typed. */
export type MeetingValues = {
  meeting_type_id: number | null;
  presidency_type_id: number | null;
  number: number | null;
  title: string;
  president_name: string;
  president_position: string;
  meeting_date: string;
  attendees: string;
  agenda: string;
  nikaya_id: number | null;
};
export type MeetingField = keyof MeetingValues;
export const MEETING_FIELDS = [
  "meeting_type_id",
  "presidency_type_id",
  "number",
  "title",
  "president_name",
  "president_position",
  "meeting_date",
  "attendees",
  "agenda",
  "nikaya_id",
] as const satisfies readonly MeetingField[];

export const emptyMeetingValues = (officeId: number | null): MeetingValues => ({
  meeting_type_id: null,
  presidency_type_id: null,
  number: null,
  title: "",
  president_name: "",
  president_position: "",
  meeting_date: "",
  attendees: "",
  agenda: "",
  nikaya_id: officeId,
});

/** The form filled from a stored meeting; the date takes the language's digits (`digits`). */
export const meetingValues = (meeting: TMeeting, digits: (value: string) => string): MeetingValues => ({
  meeting_type_id: meeting.meeting_type.id,
  presidency_type_id: meeting.presidency_type.id,
  number: meeting.number,
  title: meeting.title,
  president_name: meeting.president_name,
  president_position: meeting.president_position,
  meeting_date: digits(meeting.meeting_date),
  attendees: meeting.attendees,
  agenda: meeting.agenda,
  nikaya_id: meeting.nikaya.id,
});

/** A date as stored; one the form could not read goes as typed, for the API to refuse by name. */
const dateOf = (value: string) => {
  const date = readBsDate(value, null);
  return date === "invalid" || date === null ? value.trim() : date;
};

/** What the API is sent; empty required choices go as they are, for the schema to name them. */
export const meetingBody = (values: MeetingValues): TMeetingBody =>
  ({
    ...values,
    title: values.title.trim(),
    president_name: values.president_name.trim(),
    president_position: values.president_position.trim(),
    meeting_date: dateOf(values.meeting_date),
    attendees: values.attendees.trim(),
    agenda: values.agenda.trim(),
  }) as TMeetingBody;

/** Which rule a field breaks; the form words it in the current language. */
export type FormProblem =
  | { key: "required" | "choose" | "number" | "date" | "reason" }
  | { key: "tooLong"; n: number };

const LIMITS: Partial<Record<string, number>> = {
  title: MEETING_LIMITS.title,
  president_name: MEETING_LIMITS.president,
  president_position: MEETING_LIMITS.president,
  attendees: MEETING_LIMITS.attendees,
  agenda: MEETING_LIMITS.agenda,
  description: MEETING_LIMITS.description,
  reason: MEETING_LIMITS.reason,
};

/** The problem of a text or choice the schema refused (ZMeetingBody, ZDecisionBody). */
export const schemaProblem = (field: string, text: string | null): FormProblem => {
  if (field === "number") return { key: "number" };
  if (field === "meeting_date") return { key: "date" };
  if (field.endsWith("_id") || field.endsWith("_ids") || field === "status") return { key: "choose" };
  const limit = LIMITS[field];
  if (text?.trim() && limit) return { key: "tooLong", n: limit };
  return { key: "required" };
};

/** The date check the schema cannot make alone (the API repeats it). */
export const meetingDateProblem = (values: MeetingValues, calendar: Calendar | null): FormProblem | null => {
  const date = readBsDate(values.meeting_date, calendar);
  return date === "invalid" || date === null ? { key: "date" } : null;
};

/** The decision form's values. */
export type DecisionValues = {
  description: string;
  subject_area_id: number | null;
  implementing_office_id: number | null;
  supporting_office_ids: number[];
  reporting_office_id: number | null;
  reporting_duration_id: number | null;
  status: DecisionStatus;
  reason: string;
  project_id: number | null;
  milestone_id: number | null;
  indicator_id: number | null;
};
export type DecisionField = keyof DecisionValues;
export const DECISION_FIELDS = [
  "description",
  "subject_area_id",
  "implementing_office_id",
  "supporting_office_ids",
  "reporting_office_id",
  "reporting_duration_id",
  "status",
  "reason",
  "project_id",
  "milestone_id",
  "indicator_id",
] as const satisfies readonly DecisionField[];

export const decisionValues = (decision: TDecision | null): DecisionValues =>
  decision
    ? {
        description: decision.description,
        subject_area_id: decision.subject_area?.id ?? null,
        implementing_office_id: decision.implementing_office.id,
        supporting_office_ids: decision.supporting_offices.map((o) => o.id),
        reporting_office_id: decision.reporting_office.id,
        reporting_duration_id: decision.reporting_duration.id,
        status: decision.status,
        reason: decision.reason,
        project_id: decision.project?.id ?? null,
        milestone_id: decision.milestone?.id ?? null,
        indicator_id: decision.indicator?.id ?? null,
      }
    : {
        description: "",
        subject_area_id: null,
        implementing_office_id: null,
        supporting_office_ids: [],
        reporting_office_id: null,
        reporting_duration_id: null,
        status: "not_started",
        reason: "",
        project_id: null,
        milestone_id: null,
        indicator_id: null,
      };

export const decisionBody = (values: DecisionValues): TDecisionBody =>
  ({
    ...values,
    description: values.description.trim(),
    reason: values.reason.trim(),
  }) as TDecisionBody;

/** A reason is required when the decision is not implementable or cancelled (the API's rule). */
export const reasonMissing = (values: DecisionValues) =>
  (REASON_REQUIRED_STATUSES as readonly string[]).includes(values.status) && !values.reason.trim();
