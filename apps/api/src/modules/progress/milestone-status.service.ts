import {
  achievedPercent,
  BANDS,
  bandOf,
  latestEntry,
  type ProgressEntry,
  type ProgressStatus,
  type Schedule,
} from "@pragati/domain/progress";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { milestoneMonthStatus, milestones, milestoneTargets, progressEntries } from "../../db/schema";

/** The largest value numeric(9,2) holds; a tiny target with a large achievement must not overflow. */
const MAX_PERCENT = 9_999_999.99;

export type StoredEntry = ProgressEntry & { rating: number | null };

/** The milestone's schedule and entries as the domain functions take them. */
export const loadSchedule = async (
  executor: Executor,
  milestoneId: number,
): Promise<{ schedule: Schedule; entries: StoredEntry[]; fiscalYearId: number; nikayaId: number } | null> => {
  const [milestone] = await executor
    .select({
      annualTarget: milestones.annualTarget,
      cumulative: milestones.cumulative,
      fiscalYearId: milestones.fiscalYearId,
      nikayaId: milestones.nikayaId,
    })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  if (!milestone) return null;
  const [targets, entries] = await Promise.all([
    executor
      .select({ month: milestoneTargets.month, target: milestoneTargets.target })
      .from(milestoneTargets)
      .where(eq(milestoneTargets.milestoneId, milestoneId))
      .orderBy(asc(milestoneTargets.month)),
    executor
      .select({
        month: progressEntries.month,
        status: progressEntries.status,
        achieved: progressEntries.achieved,
        rating: progressEntries.rating,
      })
      .from(progressEntries)
      .where(eq(progressEntries.milestoneId, milestoneId)),
  ]);
  return {
    schedule: {
      months: targets.map((t) => ({ month: t.month, target: Number(t.target) })),
      cumulative: milestone.cumulative,
      annualTarget: Number(milestone.annualTarget),
    },
    entries: entries.map((e) => ({
      month: e.month,
      status: e.status as ProgressStatus,
      achieved: Number(e.achieved),
      rating: e.rating,
    })),
    fiscalYearId: milestone.fiscalYearId,
    nikayaId: milestone.nikayaId,
  };
};

/** The 12 month rows of a milestone, computed with the domain rules (PRODUCT.md section 4). */
export const monthStatusRows = (schedule: Schedule, entries: readonly StoredEntry[]) =>
  Array.from({ length: 12 }, (_, month) => {
    const latestMonth = latestEntry(entries, month)?.month;
    const latest = entries.find((e) => e.month === latestMonth);
    const status = latest?.status ?? "not_started";
    const percent = Math.min(MAX_PERCENT, Math.round(achievedPercent(schedule, entries, month) * 100) / 100);
    return {
      month,
      status,
      band: BANDS.indexOf(bandOf(status, percent)),
      percent,
      rating: latest?.rating ?? null,
      entered: entries.some((e) => e.month === month),
    };
  });

export type LoadedSchedule = NonNullable<Awaited<ReturnType<typeof loadSchedule>>>;

/**
 * Rewrites the milestone's 12 rows of `milestone_month_status`; call it in the transaction of every
 * progress write, and of every milestone create or target change. A caller that holds the milestone
 * locked and knows its schedule and stored entries passes them (`known`) to save reading them again.
 */
export const recomputeMilestoneStatus = async (
  executor: Executor,
  milestoneId: number,
  known?: LoadedSchedule,
): Promise<void> => {
  const loaded = known ?? (await loadSchedule(executor, milestoneId));
  if (!loaded) return;
  await executor.delete(milestoneMonthStatus).where(eq(milestoneMonthStatus.milestoneId, milestoneId));
  await executor.insert(milestoneMonthStatus).values(
    monthStatusRows(loaded.schedule, loaded.entries).map((row) => ({
      milestoneId,
      month: row.month,
      fiscalYearId: loaded.fiscalYearId,
      nikayaId: loaded.nikayaId,
      status: row.status,
      band: row.band,
      percent: row.percent.toFixed(2),
      rating: row.rating,
      entered: row.entered,
    })),
  );
};
