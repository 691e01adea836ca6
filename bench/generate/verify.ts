import { canComplete, type ProgressEntry, reasonsRequired, scheduleIssues } from "@pragati/domain/progress";
import type { Db } from "../../apps/api/src/db/client";
import { queryRows, sql } from "../../apps/api/src/db/client";
import { countsDrift } from "../../apps/api/src/modules/dashboard/office-month-counts";
import { loadSchedule, statusRecords } from "../../apps/api/src/modules/progress/milestone-status.service";
import {
  computedProjectFigures,
  storedProjectFigures,
} from "../../apps/api/src/modules/projects/project-figures";

/**
 * Checks a sample of generated milestones against the application: the stored month rows equal what
 * `recomputeMilestoneStatus` would write (computed from the rows read back from the database), the
 * schedule is valid, every entry meets the completion and reasons rules, and the dashboard counts equal
 * the aggregate of the status rows. Returns the problems.
 */
export const verifySample = async (
  db: Db,
  sample: number,
): Promise<{ checked: number; problems: string[] }> => {
  const problems: string[] = [];
  const ids = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM milestones ORDER BY md5(id::text) LIMIT ${sample}`,
  );
  for (const { id } of ids) {
    const loaded = await loadSchedule(db, id);
    if (!loaded) {
      problems.push(`milestone ${id}: not found`);
      continue;
    }
    const issues = scheduleIssues(loaded.schedule);
    if (issues.length > 0) problems.push(`milestone ${id}: schedule ${JSON.stringify(issues)}`);
    const expected = statusRecords(id, loaded);
    const stored = await queryRows<(typeof expected)[number]>(
      db,
      sql`SELECT milestone_id AS "milestoneId", month, fiscal_year_id AS "fiscalYearId", nikaya_id AS "nikayaId",
                 status, band, percent::text AS percent, rating, entered, entry_id AS "entryId",
                 achieved::text AS achieved, completed_since AS "completedSince", commented,
                 activity_id AS "activityId", type_id AS "typeId", subtype_id AS "subtypeId",
                 start_month AS "startMonth", end_month AS "endMonth", annual_target::text AS "annualTarget",
                 cumulative, reason_main_ids AS "reasonMainIds", reason_sub_ids AS "reasonSubIds"
            FROM milestone_month_status WHERE milestone_id = ${id} ORDER BY month`,
    );
    if (JSON.stringify(stored) !== JSON.stringify(expected))
      problems.push(
        `milestone ${id}: status rows differ\n  stored   ${JSON.stringify(stored)}\n  expected ${JSON.stringify(expected)}`,
      );
    const reasons = await queryRows<{ month: number; n: number }>(
      db,
      sql`SELECT e.month, count(r.entry_id)::int AS n FROM progress_entries e
            LEFT JOIN progress_reasons r ON r.entry_id = e.id WHERE e.milestone_id = ${id} GROUP BY e.month`,
    );
    const entries: ProgressEntry[] = loaded.entries;
    for (const entry of entries) {
      if (entry.status === "completed" && !canComplete(loaded.schedule, entries, entry.month))
        problems.push(`milestone ${id} month ${entry.month}: completed before it may be`);
      const has = (reasons.find((r) => r.month === entry.month)?.n ?? 0) > 0;
      if (has !== reasonsRequired(loaded.schedule, entries, entry.month))
        problems.push(
          `milestone ${id} month ${entry.month}: reasons ${has ? "given but not required" : "missing"}`,
        );
    }
  }
  const drift = await countsDrift(db);
  if (drift.length > 0)
    problems.push(
      `office_month_counts differs from the status rows in ${drift.length} rows: ${JSON.stringify(drift.slice(0, 4))}`,
    );
  // The projects' month figures, as loaded and rebuilt, equal their computation from scratch.
  const [stored, computed] = await Promise.all([storedProjectFigures(db), computedProjectFigures(db)]);
  if (JSON.stringify(stored) !== JSON.stringify(computed))
    problems.push(
      `project_month_figures differs from its computation (${stored.length} rows stored, ${computed.length} computed)`,
    );
  return { checked: ids.length, problems };
};
