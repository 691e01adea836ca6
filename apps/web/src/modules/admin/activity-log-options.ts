import type { TActivityLogRow } from "@pragati/domain/contract";

/** One row of `GET /api/activity-logs/all`. */
export type ActivityLogRow = TActivityLogRow;

/** Actions the API records; an unknown one is still shown, under its raw name. */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "login",
  "logout",
  "password_change",
  "password_reset_request",
  "password_reset",
  "adopt",
  "transfer",
] as const;

/** Entities the API records so far; add each new one here and in admin.json `activityLog.entities`. */
export const ACTIVITY_ENTITIES = [
  "user",
  "role",
  "role_menu",
  "role_permissions",
  "office",
  "office_budget",
  "office_member",
  "office_lock",
  "setup_item",
  "other_setting",
  "reporting_period",
  "notice",
  "complaint",
  "calendar_year",
  "column_settings",
  "policy",
  "budget_head",
  "activity",
  "milestone",
  "progress_entry",
  "milestone_preset",
  "adoption",
] as const;
