import type { Calendar } from "@pragati/domain/calendar";
import type {
  DecisionStatus,
  TDecisionDetail,
  TDecisionReport,
  TDecisionRow,
} from "@pragati/domain/contract";
import { isOpenDecision, reportPeriodOf } from "@pragati/domain/meetings";
import type { DecisionListRecord, DecisionReportRecord } from "./decision-reports.repository";
import { presentDecision } from "./meetings.presenter";

export const presentDecisionRow = (
  row: DecisionListRecord,
  calendar: Calendar,
  today: string,
): TDecisionRow => ({
  ...presentDecision(row, calendar, today),
  meeting: {
    id: row.meeting_id,
    number: row.meeting_number,
    title: row.meeting_title,
    meeting_type: { id: row.meeting_type_id, name: row.meeting_type_name, name_np: row.meeting_type_name_np },
    meeting_date: row.meeting_date,
    nikaya: { id: row.meeting_nikaya_id, name: row.meeting_nikaya_name, name_np: row.meeting_nikaya_name_np },
  },
  latest_report_state: row.latest_report_state,
  can_report: row.can_report,
  can_review: row.can_review,
  reports_here: row.reports_here,
});

/** An `implemented` report needs an evidence file before its acceptance while the setting is on. */
export const reportNeedsEvidence = (status: string, evidenceForDecisions: boolean) =>
  evidenceForDecisions && status === "implemented";

export const presentReport = (row: DecisionReportRecord, evidenceForDecisions: boolean): TDecisionReport => ({
  id: row.id,
  period_index: row.period_index,
  period_end: row.period_end,
  status: row.status as DecisionStatus,
  description: row.description,
  reason: row.reason,
  state: row.state,
  review_note: row.review_note,
  reporting_office: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
  reported_by: row.reported_by ?? "",
  reported_at: row.reported_at,
  reviewed_by: row.reviewed_by,
  reviewed_at: row.reviewed_at,
  implementation_percent: row.implementation_percent,
  evidence_required: reportNeedsEvidence(row.status, evidenceForDecisions),
  files: row.files.map((f) => ({
    id: f.id,
    filename: f.filename,
    file_url: `/api/meetings/reports/file/${f.id}`,
    uploaded_at: f.uploaded_at,
  })),
});

export const presentDecisionDetail = (
  row: DecisionListRecord,
  reports: DecisionReportRecord[],
  calendar: Calendar,
  today: string,
  evidenceForDecisions: boolean,
): TDecisionDetail => {
  const period = isOpenDecision(row.status)
    ? reportPeriodOf(calendar, row.meeting_date, { unit: row.duration_unit, length: row.duration }, today)
    : null;
  return {
    ...presentDecisionRow(row, calendar, today),
    reports: reports.map((report) => presentReport(report, evidenceForDecisions)),
    current_period: period && { index: period.index, end: period.end },
    evidence_for_implemented: evidenceForDecisions,
  };
};
