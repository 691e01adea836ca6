/**
 * Action points (DOMAIN.md "Monitoring"): each recommendation of an accepted report, followed by the
 * responsible office to completion (with the actions taken) or not accepted (with a reason).
 */
export const ACTION_POINT_STATUSES = ["open", "in_progress", "completed", "not_accepted"] as const;
export type ActionPointStatus = (typeof ACTION_POINT_STATUSES)[number];
export const OPEN_ACTION_POINT_STATUSES: readonly ActionPointStatus[] = ["open", "in_progress"];
/** What the responsible office may answer. */
export const ANSWER_STATUSES = ["in_progress", "completed", "not_accepted"] as const;
export const ACTION_POINT_PRIORITIES = ["high", "medium", "low"] as const;
export type ActionPointPriority = (typeof ACTION_POINT_PRIORITIES)[number];

export const isOpenActionPoint = (status: string) =>
  (OPEN_ACTION_POINT_STATUSES as readonly string[]).includes(status);
