import type { CompletionState } from "@pragati/domain/contract";
import {
  achievedPercent,
  achievedUpTo,
  BANDS,
  bandOf,
  latestEntry,
  type ProgressEntry,
  type ProgressStatus,
  type Schedule,
} from "@pragati/domain/progress";
import type { Executor } from "../../db/client";
import { milestoneScheduleRows, type ReasonPair, upsertMonthStatus } from "./progress.repository";

/** The largest value numeric(9,2) holds; a tiny target with a large achievement must not overflow. */
const MAX_PERCENT = 9_999_999.99;

/**
 * An entry with what the month rows carry of its review: its rating, whether it is commented, and its
 * completion claim (absent or null: no claim, as the demo and benchmark loads write them).
 */
export type StoredEntry = ProgressEntry & {
  rating: number | null;
  commented: boolean;
  completionState?: CompletionState | null;
};

/**
 * The one rule of "only an accepted completion closes the item": a completed entry whose claim is not
 * accepted (claimed or rejected) counts as in progress in every figure, as the month rows are its one
 * source (the dashboard's counts, every milestone and activity report, the programs screen).
 */
export const countedStatus = (entry: Pick<StoredEntry, "status" | "completionState">): ProgressStatus =>
  entry.status === "completed" &&
  (entry.completionState === "claimed" || entry.completionState === "rejected")
    ? "in_progress"
    : entry.status;
/** A stored entry with its id and reasons. */
export type SavedEntry = StoredEntry & { id: number; reasons: ReasonPair[] };

/** The milestone's own fields the month rows copy for the reports. */
type MilestoneFields = {
  activityId: number;
  typeId: number | null;
  subtypeId: number | null;
  startMonth: number;
  endMonth: number;
  annualTarget: string;
};

/** The milestone's schedule and entries as the domain functions take them. */
export const loadSchedule = async (
  executor: Executor,
  milestoneId: number,
): Promise<{
  schedule: Schedule;
  entries: SavedEntry[];
  fiscalYearId: number;
  nikayaId: number;
  fields: MilestoneFields;
} | null> => {
  const found = await milestoneScheduleRows(executor, milestoneId);
  if (!found) return null;
  const { milestone, targets, entries } = found;
  return {
    schedule: {
      months: targets.map((t) => ({ month: t.month, target: Number(t.target) })),
      cumulative: milestone.cumulative,
      annualTarget: Number(milestone.annualTarget),
    },
    entries: entries.map((e) => ({
      id: e.id,
      month: e.month,
      status: e.status as ProgressStatus,
      achieved: Number(e.achieved),
      rating: e.rating,
      commented: e.commented,
      completionState: e.completionState,
      reasons: e.reasons,
    })),
    fiscalYearId: milestone.fiscalYearId,
    nikayaId: milestone.nikayaId,
    fields: {
      activityId: milestone.activityId,
      typeId: milestone.typeId,
      subtypeId: milestone.subtypeId,
      startMonth: milestone.startMonth,
      endMonth: milestone.endMonth,
      annualTarget: milestone.annualTarget,
    },
  };
};

/**
 * The 12 month rows of a milestone, computed with the domain rules (PRODUCT.md section 4), with what
 * the reports read per month: the month of the latest entry, the amount achieved so far, the month the
 * current completed run began, and whether the month's own entry is commented.
 */
export const monthStatusRows = (schedule: Schedule, entries: readonly StoredEntry[]) => {
  let completedSince: number | null = null;
  return Array.from({ length: 12 }, (_, month) => {
    const latestMonth = latestEntry(entries, month)?.month;
    const latest = entries.find((e) => e.month === latestMonth);
    const own = entries.find((e) => e.month === month);
    const status = latest ? countedStatus(latest) : "not_started";
    completedSince = status === "completed" ? (completedSince ?? month) : null;
    const percent = Math.min(MAX_PERCENT, Math.round(achievedPercent(schedule, entries, month) * 100) / 100);
    return {
      month,
      status,
      band: BANDS.indexOf(bandOf(status, percent)),
      percent,
      rating: latest?.rating ?? null,
      entered: own !== undefined,
      entryMonth: latest?.month ?? null,
      achieved: achievedUpTo(schedule, entries, month),
      completedSince,
      commented: own?.commented ?? false,
    };
  });
};

export type LoadedSchedule = NonNullable<Awaited<ReturnType<typeof loadSchedule>>>;

/** The milestone's 12 rows of `milestone_month_status` as stored (numbers as numeric text). */
export const statusRecords = (milestoneId: number, loaded: LoadedSchedule) => {
  const entryOfMonth = new Map(loaded.entries.map((e) => [e.month, e]));
  return monthStatusRows(loaded.schedule, loaded.entries).map((row) => {
    const latest = row.entryMonth === null ? undefined : entryOfMonth.get(row.entryMonth);
    const reasons = [...(latest?.reasons ?? [])].sort((a, b) => a[1] - b[1]);
    return {
      milestoneId,
      month: row.month,
      fiscalYearId: loaded.fiscalYearId,
      nikayaId: loaded.nikayaId,
      status: row.status,
      band: row.band,
      percent: row.percent.toFixed(2),
      rating: row.rating,
      entered: row.entered,
      entryId: latest?.id ?? null,
      achieved: row.achieved.toFixed(4),
      completedSince: row.completedSince,
      commented: row.commented,
      ...loaded.fields,
      cumulative: loaded.schedule.cumulative,
      reasonMainIds: reasons.map(([main]) => main),
      reasonSubIds: reasons.map(([, sub]) => sub),
    };
  });
};

/**
 * Writes the milestone's 12 rows of `milestone_month_status` (an upsert, so the counts triggers see one
 * statement's difference); call it in the transaction of every progress write, and of every milestone
 * create or target change. A caller that holds the milestone locked and knows its schedule and stored
 * entries passes them (`known`) to save reading them again.
 */
export const recomputeMilestoneStatus = async (
  executor: Executor,
  milestoneId: number,
  known?: LoadedSchedule,
): Promise<void> => {
  const loaded = known ?? (await loadSchedule(executor, milestoneId));
  if (!loaded) return;
  await upsertMonthStatus(executor, statusRecords(milestoneId, loaded));
};
