import { endMonth, type Schedule, startMonth, targetUpTo } from "./schedule";

export const PROGRESS_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/**
 * One month's entry. For a cumulative milestone `achieved` is the running total reached by then;
 * otherwise it is the amount achieved in that month.
 */
export type ProgressEntry = { month: number; status: ProgressStatus; achieved: number };

/** Achieved so far, comparable with `targetUpTo`: the latest running total, or the sum of the months. */
export const achievedUpTo = (
  schedule: Pick<Schedule, "cumulative">,
  entries: readonly ProgressEntry[],
  month: number,
): number => {
  const upTo = entries.filter((e) => e.month <= month).sort((a, b) => a.month - b.month);
  if (upTo.length === 0) return 0;
  return schedule.cumulative
    ? upTo[upTo.length - 1].achieved
    : upTo.reduce((total, e) => total + e.achieved, 0);
};

/**
 * Achieved percentage at month M (PRODUCT.md section 4): achieved so far against the target due so far.
 * Before any target is due, the annual target is the measure. Not capped; `displayPercent` caps it.
 */
export const achievedPercent = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
): number => {
  const target = targetUpTo(schedule, month) || schedule.annualTarget;
  if (!(target > 0)) return 0;
  return (achievedUpTo(schedule, entries, month) / target) * 100;
};

export const displayPercent = (percent: number): number => Math.max(0, Math.min(100, percent));

/** The latest entry at or before month M, which carries the milestone's status then. */
export const latestEntry = (entries: readonly ProgressEntry[], month: number): ProgressEntry | null =>
  entries.filter((e) => e.month <= month).sort((a, b) => b.month - a.month)[0] ?? null;

export const BANDS = [
  "not_started",
  "in_progress_below_twenty_percent",
  "in_progress_below_fourty_percent",
  "in_progress_below_sixty_percent",
  "in_progress_below_eighty_percent",
  "in_progress_below_hundred_percent",
  "completed_and_achieved",
] as const;
export type Band = (typeof BANDS)[number];

/**
 * The dashboard bucket (SPEC.md section 3 names). A value belongs to the band whose lower bound it
 * reaches (20 is in 20-40); an in-progress milestone at or above 100 % stays in the last in-progress band.
 */
export const bandOf = (status: ProgressStatus, percent: number): Band => {
  if (status === "not_started") return "not_started";
  if (status === "completed") return "completed_and_achieved";
  if (percent < 20) return "in_progress_below_twenty_percent";
  if (percent < 40) return "in_progress_below_fourty_percent";
  if (percent < 60) return "in_progress_below_sixty_percent";
  if (percent < 80) return "in_progress_below_eighty_percent";
  return "in_progress_below_hundred_percent";
};

/** Reasons (main and sub problem type) are required when the month's target is not met. */
export const reasonsRequired = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
): boolean => achievedUpTo(schedule, entries, month) < targetUpTo(schedule, month) - 1e-6;

/** The at-or-above-target warning (a warning, not an error) for a status other than completed. */
export const atOrAboveTargetWarning = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
): boolean => {
  const entry = entries.find((e) => e.month === month);
  const target = targetUpTo(schedule, month);
  return (
    !!entry &&
    entry.status !== "completed" &&
    target > 0 &&
    achievedUpTo(schedule, entries, month) >= target - 1e-6
  );
};

/** The status a new entry starts from: a milestone has not started before its first scheduled month. */
export const defaultEntryStatus = (schedule: Pick<Schedule, "months">, month: number): ProgressStatus =>
  month < startMonth(schedule) ? "not_started" : "in_progress";

/** Completed may be chosen in or after the end month, or earlier once the annual target is reached. */
export const canComplete = (schedule: Schedule, entries: readonly ProgressEntry[], month: number): boolean =>
  month >= endMonth(schedule) || achievedUpTo(schedule, entries, month) >= schedule.annualTarget - 1e-6;

export type CompletionTiming = "early" | "on_time" | "late";
export const completionTiming = (
  schedule: Pick<Schedule, "months">,
  completedMonth: number,
): CompletionTiming => {
  const end = endMonth(schedule);
  if (completedMonth < end) return "early";
  return completedMonth === end ? "on_time" : "late";
};

/** A completed milestone that did not reach its annual target counts as "target not achieved". */
export const targetAchieved = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
): boolean => achievedUpTo(schedule, entries, month) >= schedule.annualTarget - 1e-6;

export type DerivedState =
  | "should_be_completed_but_in_progress"
  | "should_be_completed_but_not_started"
  | "should_be_started_but_not_started";

/** The derived states of month M used by the reports (PRODUCT.md section 4). */
export const derivedStates = (
  schedule: Schedule,
  entries: readonly ProgressEntry[],
  month: number,
): DerivedState[] => {
  const status = latestEntry(entries, month)?.status ?? "not_started";
  const states: DerivedState[] = [];
  if (endMonth(schedule) <= month) {
    if (status === "in_progress") states.push("should_be_completed_but_in_progress");
    if (status === "not_started") states.push("should_be_completed_but_not_started");
  }
  if (startMonth(schedule) <= month && status === "not_started")
    states.push("should_be_started_but_not_started");
  return states;
};

/** An activity is completed when all its milestones are, in progress when any has started. */
export const activityStatus = (statuses: readonly ProgressStatus[]): ProgressStatus => {
  if (statuses.length > 0 && statuses.every((s) => s === "completed")) return "completed";
  return statuses.some((s) => s !== "not_started") ? "in_progress" : "not_started";
};

/** An activity's progress is the mean of its milestones' (displayed) percentages. */
export const activityPercent = (percents: readonly number[]): number =>
  percents.length === 0 ? 0 : percents.reduce((total, p) => total + displayPercent(p), 0) / percents.length;

/**
 * Whether a fiscal month of a milestone's year comes after the reporting month, so its progress is not
 * yet due: the screens say so instead of showing a state (in progress with a falling percent). Months of
 * a later fiscal year than today's are all not yet due; those of an earlier one all are due.
 */
export const notYetDue = (input: {
  /** Start BS year of the milestone's fiscal year. */
  yearStart: number;
  /** Start BS year of the fiscal year containing today. */
  currentYearStart: number;
  month: number;
  reportingMonth: number;
}): boolean =>
  input.yearStart > input.currentYearStart ||
  (input.yearStart === input.currentYearStart && input.month > input.reportingMonth);
