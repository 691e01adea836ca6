import { z } from "zod";
import { ACTION_POINT_STATUSES } from "../monitoring/action-points";
import { VISIT_ACTIONS, VISIT_STATES } from "../monitoring/visit-states";
import { ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";
import { ZEvidenceFile } from "./meetings.contract";

export { VISIT_ACTIONS, VISIT_STATES, type VisitAction, type VisitState } from "../monitoring/visit-states";

/** Lengths the API accepts; the forms count against the same numbers. */
export const VISIT_LIMITS = {
  title: 300,
  subject: 2000,
  text: 200,
  reason: 2000,
  expense: 1_000_000_000,
  members: 30,
} as const;

export const TRANSPORT_MEDIA = ["office", "public", "rented"] as const;
export const MEMBER_TYPES = ["staff", "expert", "representative"] as const;

const ZRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });
/** A BS date 'YYYY-MM-DD' (either script); the API checks it against the calendar. */
const ZBsDate = ZText.trim().min(1).max(20);
const short = ZText.trim().max(VISIT_LIMITS.text);

/** Step 1 of the wizard, the visit's profile. */
export const ZVisitBody = z.object({
  /** The creating office: only admin chooses it; everyone else creates for their own office. */
  nikaya_id: ZId.nullable().optional(),
  /** The office monitored (chosen first: its projects are offered after it). */
  target_nikaya_id: ZId,
  project_id: ZId.nullable().optional(),
  title: ZText.trim().min(1).max(VISIT_LIMITS.title),
  subject: ZMultilineText.trim().min(1).max(VISIT_LIMITS.subject),
  from_date: ZBsDate,
  to_date: ZBsDate,
  transport: z.enum(TRANSPORT_MEDIA).nullable().optional(),
  expense: z.number().min(0).max(VISIT_LIMITS.expense).nullable().optional(),
  country: short.default(""),
  ward: short.default(""),
  location: short.default(""),
  code: short.default(""),
  orphan: z.boolean().default(false),
});
export type TVisitBody = z.input<typeof ZVisitBody>;

/** Step 3 of the wizard, the order (aadesh) and the approving official. */
export const ZVisitOrderBody = z.object({
  order_number: ZText.trim().min(1).max(50),
  approver_name: short.min(1),
  approver_designation: short.min(1),
  approver_office: short.min(1),
});
export type TVisitOrderBody = z.input<typeof ZVisitOrderBody>;

/** Step 2 of the wizard, one team member. */
export const ZMemberBody = z.object({
  /** The member's user account (username), when they have one: they verify their participation with it. */
  username: ZText.trim().max(100).default(""),
  name: short.min(1),
  phone: ZText.trim().max(20).default(""),
  email: z.union([z.literal(""), z.string().trim().email().max(200)]).default(""),
  designation: short.default(""),
  member_type: z.enum(MEMBER_TYPES).default("staff"),
  is_leader: z.boolean().default(false),
});
export type TMemberBody = z.input<typeof ZMemberBody>;

/** A move of the visit; return and cancel need the reason. */
export const ZVisitActionBody = z.object({
  action: z.enum(VISIT_ACTIONS),
  reason: ZMultilineText.trim().max(VISIT_LIMITS.reason).default(""),
});
export type TVisitActionBody = z.input<typeof ZVisitActionBody>;

export const ZVisitQuery = z.object({
  state: z.enum(VISIT_STATES).optional(),
  nikaya_id: ZIdParam.optional(),
  /** `involved`: only the visits whose team the caller is in. */
  mine: z.enum(["involved"]).optional(),
  /** `merged`: only merged visits; `mergeable`: drafts and ordered visits not merged yet. */
  kind: z.enum(["merged", "mergeable"]).optional(),
});

/** Several visits combined under one title and order (merged anugaman); the team is theirs together. */
export const ZMergeBody = z.object({
  visit_ids: z.array(ZId).min(2).max(20),
  title: ZText.trim().min(1).max(VISIT_LIMITS.title),
  subject: ZMultilineText.trim().min(1).max(VISIT_LIMITS.subject),
});
export type TMergeBody = z.input<typeof ZMergeBody>;

export const ZVisitRow = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  title: z.string(),
  order_number: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  state: z.enum(VISIT_STATES),
  nikaya: ZRef,
  target_nikaya: ZRef,
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  leader: z.string().nullable(),
  member_count: z.number().int(),
  verified_count: z.number().int(),
  is_merged: z.boolean(),
  merged_into: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TVisitRow = z.infer<typeof ZVisitRow>;

export const ZMember = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  designation: z.string(),
  member_type: z.enum(MEMBER_TYPES),
  is_leader: z.boolean(),
  verified_at: z.string().nullable(),
  /** Why the creating office excused the member from the visit; empty when not excused. */
  excuse_reason: z.string(),
  /**
   * The caller confirms this member's participation now: the member's own account, or the creating
   * office's staff for a member with no account.
   */
  can_verify: z.boolean(),
  /** The caller (the creating office's staff) may excuse this unconfirmed member with a reason now. */
  can_excuse: z.boolean(),
});
export type TMember = z.infer<typeof ZMember>;

const ZVisitCore = ZVisitRow.extend({
  subject: z.string(),
  transport: z.enum(TRANSPORT_MEDIA).nullable(),
  expense: z.number().nullable(),
  country: z.string(),
  ward: z.string(),
  location: z.string(),
  code: z.string(),
  orphan: z.boolean(),
  verified: z.boolean(),
  approver_name: z.string(),
  approver_designation: z.string(),
  approver_office: z.string(),
  order_count: z.number().int(),
  order_issued_on: z.string().nullable(),
  state_reason: z.string(),
  /** The visits a merged visit combines. */
  merged_from: z.array(z.object({ id: z.number().int(), title: z.string() })),
  members: z.array(ZMember),
  /** The wizard's steps (WIZARD_STEPS) and whether each is complete. */
  steps: z.object({ profile: z.boolean(), members: z.boolean(), order: z.boolean() }),
  /** The moves the caller may make now. */
  actions: z.array(z.enum(VISIT_ACTIONS)),
  /** The caller may edit the profile, team and order (a draft of an office in scope). */
  can_edit: z.boolean(),
});

const ZInvolvedMeta = z.object({
  /** Drafts of the caller's office subtree whose sub-profile is not complete (the sub-profiling toast). */
  incomplete: z.number().int(),
  /** Ordered visits whose team the caller is in and has not verified. */
  to_verify: z.number().int(),
});
export const ZInvolved = z.object({ data: z.number().int(), meta: ZInvolvedMeta });
export type TInvolved = z.infer<typeof ZInvolved>;

/**
 * SPEC.md section 7: `success`, `data` (the count of visits the caller is in) and `meta`; the same two
 * also under `response`, the envelope the one web client reads.
 */
export const ZInvolvedAnswer = ZInvolved.extend({ success: z.literal(true), response: ZInvolved });

// --- report, comments and action points (screen `anugaman-report`) -----------------------------------

export {
  ACTION_POINT_PRIORITIES,
  ACTION_POINT_STATUSES,
  type ActionPointStatus,
  ANSWER_STATUSES,
} from "../monitoring/action-points";

export const REPORT_TEXT_LIMIT = 5000;
const reportText = ZMultilineText.trim().max(REPORT_TEXT_LIMIT);

/** The team's report (SPEC.md section 3 "Monitoring", Report). */
export const ZVisitReportBody = z.object({
  team_mobilised: z.boolean().default(false),
  as_per_subject: z.boolean().default(false),
  main_objectives: reportText.min(1),
  suggestion: reportText.default(""),
  order_text: reportText.default(""),
  referral: reportText.default(""),
});
export type TVisitReportBody = z.input<typeof ZVisitReportBody>;

export const ZCommentBody = z.object({ body: ZMultilineText.trim().min(1).max(2000) });

/** A recommendation made an action point (added by the team with its report). */
export const ZActionPointBody = z.object({
  description: ZMultilineText.trim().min(1).max(2000),
  responsible_nikaya_id: ZId,
  due_date: ZBsDate,
  priority: z.enum(["high", "medium", "low"]).default("medium"),
});
export type TActionPointBody = z.input<typeof ZActionPointBody>;

/** The responsible office's answer: completed needs the actions taken, not accepted its reason. */
export const ZActionPointAnswer = z.object({
  status: z.enum(["in_progress", "completed", "not_accepted"]),
  actions_taken: ZMultilineText.trim().max(2000).default(""),
  reason: ZMultilineText.trim().max(2000).default(""),
});
export type TActionPointAnswer = z.input<typeof ZActionPointAnswer>;

/** The visit's team on a completion claim: accepted with an optional note, rejected with its reason. */
export const ZPointClaimAccept = z.object({ note: ZMultilineText.trim().max(2000).default("") });
export const ZPointClaimReject = z.object({ reason: ZMultilineText.trim().min(1).max(2000) });
export type TPointClaimReject = z.input<typeof ZPointClaimReject>;

export const ZActionPointQuery = z.object({
  status: z.enum(ACTION_POINT_STATUSES).optional(),
  /** `yes`: open or in progress and past the due date. */
  overdue: z.enum(["yes"]).optional(),
  responsible_nikaya_id: ZIdParam.optional(),
});

export const ZActionPoint = z.object({
  id: z.number().int(),
  visit: z.object({ id: z.number().int(), title: z.string(), order_number: z.string() }),
  description: z.string(),
  responsible_nikaya: ZRef,
  due_date: z.string(),
  priority: z.enum(["high", "medium", "low"]),
  status: z.enum(ACTION_POINT_STATUSES),
  actions_taken: z.string(),
  reason: z.string(),
  /** The team's note on the last completion claim: the reason of a rejection the office reads. */
  review_note: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** Evidence of the completion, each with its upload time. */
  files: z.array(ZEvidenceFile),
  /** The team accepts a claim only with an evidence file (the setting on). */
  evidence_required: z.boolean(),
  /** The caller answers for the responsible office and may attach or remove evidence now. */
  can_attach: z.boolean(),
  /** The caller is of the visit's team and the point's completion claim waits for it. */
  can_review: z.boolean(),
  /** Derived on every read: open or in progress and past the due date. */
  overdue: z.boolean(),
  days_overdue: z.number().int().nullable(),
  /** The overdue age bucket (DOMAIN.md: 0-30, 31-60, 61-90, over 90 days), derived like overdue. */
  aging: z.enum(["d0_30", "d31_60", "d61_90", "d90_plus"]).nullable(),
  /** The caller answers for the responsible office and the point is still open. */
  can_answer: z.boolean(),
});
export type TActionPoint = z.infer<typeof ZActionPoint>;

/**
 * The report as read: "on time" is derived, never ticked: first submitted on or before the report's due
 * day (REPORT_DUE_DAYS after the visit's last day); null until it is submitted.
 */
export const ZVisitReport = ZVisitReportBody.extend({
  updated_at: z.string(),
  on_time: z.boolean().nullable(),
});

/** A member excused from the visit, with the reason. */
export const ZMemberExcuseBody = z.object({ reason: ZMultilineText.trim().min(1).max(500) });
export type TMemberExcuseBody = z.input<typeof ZMemberExcuseBody>;
export const ZVisitFile = z.object({ id: z.number().int(), file_url: z.string(), filename: z.string() });
export const ZVisitComment = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});

/** A visit with its team, report, files, comments and action points. */
export const ZVisit = ZVisitCore.extend({
  report: ZVisitReport.nullable(),
  files: z.array(ZVisitFile),
  comments: z.array(ZVisitComment),
  action_points: z.array(ZActionPoint),
  /** The caller may write the report, its files and its action points now. */
  can_report: z.boolean(),
  can_comment: z.boolean(),
});
export type TVisit = z.infer<typeof ZVisit>;

/** The monitoring roles' dashboard: their visits by state, action points, and coverage of the last year. */
export const ZMonitoringDashboard = z.object({
  by_state: z.record(z.string(), z.number().int()),
  open_points: z.number().int(),
  overdue_points: z.number().int(),
  completed_points: z.number().int(),
  /** Offices and projects of the caller's scope without an accepted visit ending in the last 12 months. */
  coverage: z.object({
    offices: z.number().int(),
    offices_not_visited: z.number().int(),
    projects: z.number().int(),
    projects_not_visited: z.number().int(),
  }),
});
export type TMonitoringDashboard = z.infer<typeof ZMonitoringDashboard>;
