import { type Calendar, toBsString, tryParseBs } from "../calendar/index";

/** Bounds of the numeric other-settings; both sides check them. */
export const SETTING_LIMITS = {
  helper_limit: { min: 1, max: 50 },
  reason_limit: { min: 1, max: 20 },
  description_limit: { min: 50, max: 5000 },
  /** Points of difference between a project's treasury expense % and its reported financial % that flag it. */
  treasury_gap_percent: { min: 1, max: 100 },
  /** Points either side of 100 % of an indicator's target to date that are on track (the domain's default 15). */
  indicator_on_track_band: { min: 1, max: 50 },
  /** Points of difference between physical and financial progress that make a data-quality warning. */
  quality_gap_percent: { min: 1, max: 100 },
  /** Points a project's month may add to its physical progress before the rise needs evidence and acceptance. */
  project_jump_threshold: { min: 1, max: 100 },
} as const;
export type SettingLimitKey = keyof typeof SETTING_LIMITS;
export const SETTING_LIMIT_KEYS = Object.keys(SETTING_LIMITS) as SettingLimitKey[];

export const NOTIFICATION_FLAGS = [
  "pragati_notification",
  "comment_notification",
  "rating_notification",
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

/**
 * Evidence before completion (issue 33 item 3): whether a completion is accepted only with an evidence
 * file: a decision reported implemented, an action point claimed completed, a milestone's completion and
 * a project month's jump.
 */
export const EVIDENCE_FLAGS = [
  "evidence_for_decisions",
  "evidence_for_action_points",
  "evidence_for_milestones",
  "evidence_for_project_jump",
] as const;
export type EvidenceFlag = (typeof EVIDENCE_FLAGS)[number];

/** The locks of the setup block; only a holder of `lock.manage` may change them. */
export const LOCK_KEYS = [
  "action_plan_lock",
  "ayojana_lock",
  "profile_lock",
  "indicator_lock",
  "contract_lock",
] as const;
export type LockKey = (typeof LOCK_KEYS)[number];

/** The add/edit windows of the reporting-period form: BS dates, both ends or neither. */
export const REPORTING_WINDOWS = [
  { key: "pragati_add", from: "pragati_add_from", to: "pragati_add_to" },
  { key: "pragati_edit", from: "pragati_edit_from", to: "pragati_edit_to" },
  { key: "suchak_period", from: "suchak_period_from", to: "suchak_period_to" },
  { key: "ayojana_period", from: "ayojana_period_from", to: "ayojana_period_to" },
] as const;
export type ReportingWindowField = (typeof REPORTING_WINDOWS)[number]["from" | "to"];
export const REPORTING_WINDOW_FIELDS: readonly ReportingWindowField[] = REPORTING_WINDOWS.flatMap((w) => [
  w.from,
  w.to,
]);

export type ReportingWindowValues = Partial<Record<ReportingWindowField, string | null>>;
export type ReportingWindowIssue = {
  field: ReportingWindowField;
  issue: "invalid_date" | "both_required" | "from_after_to";
};

/**
 * Checks the windows against the calendar: each date must exist, a window needs both ends or
 * neither, and its start may not be after its end. Returns the dates in storage form (YYYY-MM-DD).
 */
export const checkReportingWindows = (
  calendar: Calendar,
  values: ReportingWindowValues,
): { issues: ReportingWindowIssue[]; dates: Record<ReportingWindowField, string | null> } => {
  const issues: ReportingWindowIssue[] = [];
  const dates = {} as Record<ReportingWindowField, string | null>;
  for (const field of REPORTING_WINDOW_FIELDS) {
    const text = values[field]?.trim() ?? "";
    const parsed = text ? tryParseBs(text) : null;
    if (text && (!parsed || !calendar.isValidBs(parsed))) issues.push({ field, issue: "invalid_date" });
    dates[field] = parsed && calendar.isValidBs(parsed) ? toBsString(parsed) : null;
  }
  for (const window of REPORTING_WINDOWS) {
    if (issues.some((i) => i.field === window.from || i.field === window.to)) continue;
    const from = dates[window.from];
    const to = dates[window.to];
    if (from && !to) issues.push({ field: window.to, issue: "both_required" });
    else if (to && !from) issues.push({ field: window.from, issue: "both_required" });
    else if (from && to && from > to) issues.push({ field: window.to, issue: "from_after_to" });
  }
  return { issues, dates };
};
