/**
 * Action points (DOMAIN.md "Monitoring"): each recommendation of an accepted report, followed by the
 * responsible office to completion (with the actions taken) or not accepted (with a reason). An answer
 * of completed is a claim (`completion_claimed`) until the visit's team accepts it (completed) or
 * rejects it with a reason (back to in progress).
 */
export const ACTION_POINT_STATUSES = [
  "open",
  "in_progress",
  "completion_claimed",
  "completed",
  "not_accepted",
] as const;
export type ActionPointStatus = (typeof ACTION_POINT_STATUSES)[number];
/** Still open for every figure (pending, overdue, aging, reminders): a claim is not a completion. */
export const OPEN_ACTION_POINT_STATUSES: readonly ActionPointStatus[] = [
  "open",
  "in_progress",
  "completion_claimed",
];
/** The responsible office answers a point in these; a claim waits for the visit's team. */
export const ANSWERABLE_ACTION_POINT_STATUSES: readonly ActionPointStatus[] = ["open", "in_progress"];
/** What the responsible office may answer. */
export const ANSWER_STATUSES = ["in_progress", "completed", "not_accepted"] as const;
export const ACTION_POINT_PRIORITIES = ["high", "medium", "low"] as const;
export type ActionPointPriority = (typeof ACTION_POINT_PRIORITIES)[number];

export const isOpenActionPoint = (status: string) =>
  (OPEN_ACTION_POINT_STATUSES as readonly string[]).includes(status);

export const isAnswerableActionPoint = (status: string) =>
  (ANSWERABLE_ACTION_POINT_STATUSES as readonly string[]).includes(status);
