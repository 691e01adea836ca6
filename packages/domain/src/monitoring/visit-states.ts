/**
 * Monitoring visit states (DOMAIN.md "Monitoring"; issue 18): draft -> order issued -> in the field ->
 * report submitted -> accepted (or returned with a reason, then submitted again) -> closed; cancelled with
 * a reason from any state before the report is submitted.
 */
export const VISIT_STATES = [
  "draft",
  "ordered",
  "in_field",
  "report_submitted",
  "returned",
  "accepted",
  "closed",
  "cancelled",
] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** A move between states; who may make it is the API's rule (docs/product-rules.md "Monitoring"). */
export const VISIT_ACTIONS = [
  "issue_order",
  "start_field",
  "submit_report",
  "accept",
  "return",
  "close",
  "cancel",
] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

const MOVES: Record<VisitAction, { from: readonly VisitState[]; to: VisitState }> = {
  issue_order: { from: ["draft"], to: "ordered" },
  start_field: { from: ["ordered"], to: "in_field" },
  submit_report: { from: ["in_field", "returned"], to: "report_submitted" },
  accept: { from: ["report_submitted"], to: "accepted" },
  return: { from: ["report_submitted"], to: "returned" },
  close: { from: ["accepted"], to: "closed" },
  cancel: { from: ["draft", "ordered", "in_field"], to: "cancelled" },
};

/** Actions that need a written reason. */
export const REASON_ACTIONS: readonly VisitAction[] = ["return", "cancel"];

/** The state an action leads to from `state`, or null when the move is not allowed. */
export const nextVisitState = (state: VisitState, action: VisitAction): VisitState | null =>
  MOVES[action].from.includes(state) ? MOVES[action].to : null;

/** The actions allowed from a state (before the caller's rights are applied). */
export const actionsFrom = (state: VisitState): VisitAction[] =>
  VISIT_ACTIONS.filter((action) => MOVES[action].from.includes(state));

/** The profile, team and order are edited only while the visit is a draft. */
export const isEditableVisit = (state: VisitState) => state === "draft";
/** The report is written in the field and corrected after a return. */
export const isReportEditable = (state: VisitState) => state === "in_field" || state === "returned";
