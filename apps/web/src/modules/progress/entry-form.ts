import type { TMilestoneHead, TSetupOption } from "@pragati/domain/contract";
import {
  achievedPercent,
  achievedUpTo,
  atOrAboveTargetWarning,
  canComplete,
  type ProgressEntry,
  type ProgressStatus,
  reasonsRequired,
  type Schedule,
  targetUpTo,
} from "@pragati/domain/progress";

export type ReasonValue = { main_type_id: number | null; sub_type_id: number | null };
export type EntryValues = {
  status: ProgressStatus;
  /** NumberInput's value: null when empty, NaN while the text is not a number. */
  achieved: number | null;
  reasons: ReasonValue[];
  explanation: string;
};
export const ENTRY_FIELDS = ["status", "achieved", "reasons", "explanation"] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];

export const scheduleOf = (milestone: TMilestoneHead): Schedule => ({
  months: milestone.schedule,
  cumulative: milestone.cumulative,
  annualTarget: milestone.annual_target,
});

const achievedOrZero = (achieved: number | null): number =>
  achieved === null || Number.isNaN(achieved) ? 0 : achieved;

/** The milestone's entries with this month's as the form has it, as the API will see them. */
const withCurrent = (
  entries: readonly ProgressEntry[],
  month: number,
  values: EntryValues,
): ProgressEntry[] => [
  ...entries.filter((e) => e.month !== month),
  { month, status: values.status, achieved: achievedOrZero(values.achieved) },
];

/** What the form shows while typing: the domain rules the API applies (PRODUCT.md section 4). */
export const liveRules = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
  values: EntryValues,
) => {
  const all = withCurrent(entries, month, values);
  return {
    reasonsRequired: reasonsRequired(schedule, all, month),
    warning: atOrAboveTargetWarning(schedule, all, month),
    canComplete: canComplete(schedule, all, month),
    achievedUpTo: achievedUpTo(schedule, all, month),
    percent: achievedPercent(schedule, all, month),
    targetUpTo: targetUpTo(schedule, month),
  };
};

export type EntryProblem =
  | { field: "achieved"; key: "achievedRequired" }
  | { field: "status"; key: "completeNotAllowed" }
  | { field: "reasons"; key: "reasonsRequired" | "reasonIncomplete" | "reasonTwice" }
  | { field: "reasons"; key: "reasonLimit"; n: number }
  | { field: "explanation"; key: "explanationTooLong"; n: number };

/** The checks made before sending; the API makes them again and its 422 is shown the same way. */
export const checkEntry = (
  rules: ReturnType<typeof liveRules>,
  values: EntryValues,
  limits: { reasons: number; description: number },
): EntryProblem[] => {
  const problems: EntryProblem[] = [];
  if (values.achieved === null || Number.isNaN(values.achieved) || values.achieved < 0)
    problems.push({ field: "achieved", key: "achievedRequired" });
  if (values.status === "completed" && !rules.canComplete)
    problems.push({ field: "status", key: "completeNotAllowed" });
  const chosen = values.reasons.filter((r) => r.main_type_id !== null || r.sub_type_id !== null);
  if (rules.reasonsRequired && chosen.length === 0)
    problems.push({ field: "reasons", key: "reasonsRequired" });
  if (chosen.some((r) => r.main_type_id === null || r.sub_type_id === null))
    problems.push({ field: "reasons", key: "reasonIncomplete" });
  const subs = chosen.map((r) => r.sub_type_id);
  if (new Set(subs).size !== subs.length) problems.push({ field: "reasons", key: "reasonTwice" });
  if (chosen.length > limits.reasons)
    problems.push({ field: "reasons", key: "reasonLimit", n: limits.reasons });
  if (values.explanation.trim().length > limits.description)
    problems.push({ field: "explanation", key: "explanationTooLong", n: limits.description });
  return problems;
};

/** Main problem types and the sub types of each (setup list paragati-samasyas-types). */
export const reasonOptions = (options: readonly TSetupOption[]) => ({
  mains: options.filter((o) => o.parent_id === null),
  subsOf: (mainId: number | null) => options.filter((o) => mainId !== null && o.parent_id === mainId),
});
