import type { TActionPoint, TMember, TVisit, TVisitRow, VisitAction } from "@pragati/domain/contract";
import type { MemberRecord, VisitListRecord, VisitRecord } from "./monitoring.repository";
import type {
  ActionPointRecord,
  CommentRecord,
  ReportFileRecord,
  ReportRecord,
} from "./visit-reports.repository";

/** What the caller may do with a point, and whether its completion needs evidence (the setting). */
export type PointRights = {
  canAnswer: boolean;
  canAttach: boolean;
  canReview: boolean;
  evidenceRequired: boolean;
};

export const presentActionPoint = (row: ActionPointRecord, rights: PointRights): TActionPoint => ({
  id: row.id,
  visit: { id: row.visit_id, title: row.visit_title, order_number: row.visit_order_number },
  description: row.description,
  responsible_nikaya: {
    id: row.responsible_nikaya_id,
    name: row.responsible_nikaya_name,
    name_np: row.responsible_nikaya_name_np,
  },
  due_date: row.due_date,
  priority: row.priority,
  status: row.status,
  actions_taken: row.actions_taken,
  reason: row.reason,
  overdue: row.overdue,
  days_overdue: row.days_overdue === null ? null : Number(row.days_overdue),
  aging: row.aging,
  review_note: row.review_note,
  reviewed_by: row.reviewed_by,
  reviewed_at: row.reviewed_at,
  files: row.files.map((f) => ({
    id: f.id,
    filename: f.filename,
    file_url: `/api/anugaman/action-points/file/${f.id}`,
    uploaded_at: f.uploaded_at,
  })),
  evidence_required: rights.evidenceRequired,
  can_answer: rights.canAnswer,
  can_attach: rights.canAttach,
  can_review: rights.canReview,
});

export const presentVisitRow = (row: VisitListRecord): TVisitRow => ({
  id: row.id,
  fiscal_year_id: row.fiscal_year_id,
  title: row.title,
  order_number: row.order_number,
  from_date: row.from_date,
  to_date: row.to_date,
  state: row.state,
  nikaya: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
  target_nikaya: {
    id: row.target_nikaya_id,
    name: row.target_nikaya_name,
    name_np: row.target_nikaya_name_np,
  },
  project: row.project_id === null ? null : { id: row.project_id, name: row.project_name ?? "" },
  leader: row.leader,
  member_count: row.member_count,
  verified_count: row.verified_count,
  is_merged: row.is_merged,
  merged_into:
    row.merged_into_id === null ? null : { id: row.merged_into_id, title: row.merged_into_title ?? "" },
});

export const presentMember = (
  row: MemberRecord,
  rights: { canVerify: boolean; canExcuse: boolean },
): TMember => ({
  id: row.id,
  user_id: row.user_id,
  username: row.username,
  name: row.name,
  phone: row.phone,
  email: row.email,
  designation: row.designation,
  member_type: row.member_type,
  is_leader: row.is_leader,
  verified_at: row.verified_at,
  excuse_reason: row.excuse_reason,
  can_verify: rights.canVerify,
  can_excuse: rights.canExcuse,
});

export const presentVisit = (
  row: VisitRecord,
  extra: {
    members: readonly MemberRecord[];
    /** Each member's rights for the caller, in the members' order. */
    memberRights: readonly { canVerify: boolean; canExcuse: boolean }[];
    steps: TVisit["steps"];
    actions: VisitAction[];
    canEdit: boolean;
    report: ReportRecord | null;
    files: readonly ReportFileRecord[];
    comments: readonly CommentRecord[];
    actionPoints: TActionPoint[];
    canReport: boolean;
    canComment: boolean;
    mergedFrom: { id: number; title: string }[];
  },
): TVisit => {
  return {
    ...presentVisitRow(row),
    subject: row.subject,
    transport: row.transport,
    expense: row.expense === null ? null : Number(row.expense),
    country: row.country,
    ward: row.ward,
    location: row.location,
    code: row.code,
    orphan: row.orphan,
    // Verified: every member of the team has confirmed their participation.
    verified: extra.members.length > 0 && extra.members.every((m) => m.verified_at !== null),
    approver_name: row.approver_name,
    approver_designation: row.approver_designation,
    approver_office: row.approver_office,
    order_count: row.order_count,
    order_issued_on: row.order_issued_on,
    state_reason: row.state_reason,
    merged_from: extra.mergedFrom,
    members: extra.members.map((m, i) => presentMember(m, extra.memberRights[i])),
    steps: extra.steps,
    actions: extra.actions,
    can_edit: extra.canEdit,
    report: extra.report,
    files: extra.files.map((f) => ({
      id: f.id,
      file_url: `api/anugaman/report/file/${f.id}`,
      filename: f.filename,
    })),
    comments: [...extra.comments],
    action_points: extra.actionPoints,
    can_report: extra.canReport,
    can_comment: extra.canComment,
  };
};
