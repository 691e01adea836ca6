import type { Calendar } from "@pragati/domain/calendar";
import type {
  DecisionStatus,
  TDecision,
  TDecisionLinkOption,
  TMeeting,
  TMeetingRow,
} from "@pragati/domain/contract";
import { daysOverdue, isOpenDecision, reportPeriodOf } from "@pragati/domain/meetings";
import { namedRef } from "../../lib/named-ref";
import type {
  DecisionRecord,
  LinkOptionRecord,
  MeetingListRecord,
  MeetingRecord,
} from "./meetings.repository";

export const presentMeetingRow = (row: MeetingListRecord): TMeetingRow => ({
  id: row.id,
  fiscal_year_id: row.fiscal_year_id,
  number: row.number,
  title: row.title,
  meeting_type: { id: row.meeting_type_id, name: row.meeting_type_name, name_np: row.meeting_type_name_np },
  presidency_type: {
    id: row.presidency_type_id,
    name: row.presidency_type_name,
    name_np: row.presidency_type_name_np,
  },
  president_name: row.president_name,
  president_position: row.president_position,
  meeting_date: row.meeting_date,
  nikaya: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
  decision_count: row.decision_count,
  open_count: row.open_count,
  overdue_count: row.overdue_count,
});

/** A decision with what is derived from its due date on `today`: overdue, days late, next report date. */
export const presentDecision = (row: DecisionRecord, calendar: Calendar, today: string): TDecision => {
  const late = daysOverdue(calendar, row, today);
  const duration = { unit: row.duration_unit, length: row.duration };
  return {
    id: row.id,
    meeting_id: row.meeting_id,
    item_no: row.item_no,
    description: row.description,
    subject_area: namedRef(row.subject_area_id, row.subject_area_name, row.subject_area_name_np),
    implementing_office: {
      id: row.implementing_office_id,
      name: row.implementing_office_name,
      name_np: row.implementing_office_name_np,
    },
    supporting_offices: row.supporting_offices,
    reporting_office: {
      id: row.reporting_office_id,
      name: row.reporting_office_name,
      name_np: row.reporting_office_name_np,
    },
    reporting_duration: {
      id: row.reporting_duration_id,
      name: row.reporting_duration_name,
      name_np: row.reporting_duration_name_np,
    },
    due_date: row.due_date,
    status: row.status as DecisionStatus,
    reason: row.reason,
    implementation_percent: row.implementation_percent,
    overdue: late !== null,
    days_overdue: late,
    next_report_date: isOpenDecision(row.status)
      ? reportPeriodOf(calendar, row.meeting_date, duration, today).end
      : null,
    project: row.project_id === null ? null : { id: row.project_id, name: row.project_name ?? "" },
    milestone:
      row.milestone_id === null
        ? null
        : { id: row.milestone_id, code: row.milestone_code ?? "", title: row.milestone_title ?? "" },
    indicator:
      row.indicator_id === null
        ? null
        : {
            id: row.indicator_id,
            code: row.indicator_code ?? "",
            name: row.indicator_name ?? "",
            name_np: row.indicator_name_np ?? "",
          },
  };
};

export const presentLinkOption = (row: LinkOptionRecord): TDecisionLinkOption => ({
  id: row.id,
  code: row.code,
  name: row.name,
  name_np: row.name_np,
  office: { id: row.office_id, name: row.office_name, name_np: row.office_name_np },
});

export const presentMeeting = (
  row: MeetingRecord,
  extra: {
    files: { id: number; filename: string }[];
    decisions: DecisionRecord[];
    canManage: boolean;
    calendar: Calendar;
    today: string;
  },
): TMeeting => ({
  ...presentMeetingRow(row),
  attendees: row.attendees,
  agenda: row.agenda,
  files: extra.files.map((f) => ({ id: f.id, filename: f.filename, file_url: `/api/meetings/file/${f.id}` })),
  decisions: extra.decisions.map((d) => presentDecision(d, extra.calendar, extra.today)),
  can_manage: extra.canManage,
});
