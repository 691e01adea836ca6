import { ACTIVITY_FAMILIES, type ActivityFamily } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { officeFilter, type ReportContext } from "../reports/report-context";
import { idsIn, milestoneBase } from "./milestone-measures";

/**
 * CTEs `b` (milestones, see milestoneBase) and `ab`: the live activities of the fiscal year in the
 * offices of the filters, with their milestones' state as of month M. The status follows PRODUCT.md
 * section 4 (all completed = completed; any started = in progress; else not started) and is null for
 * an activity without milestones; the percent is the mean of the milestones' percentages capped 0..100.
 * `ids` limits it to some activities (a page of a list).
 */
export const activitySource = (ctx: ReportContext, ids?: readonly number[]): SQL =>
  sql`b AS NOT MATERIALIZED (${milestoneBase(ctx, { activityIds: ids })}),
      ab AS (
        SELECT a.id, a.nikaya_id, a.policy_id,
               count(b.id)::int AS milestone_count,
               count(b.id) FILTER (WHERE b.status = 'completed')::int AS completed_count,
               count(b.id) FILTER (WHERE b.status = 'in_progress')::int AS in_progress_count,
               count(b.id) FILTER (WHERE b.status = 'not_started')::int AS not_started_count,
               COALESCE(bool_or(b.entered), false) AS entered,
               min(b.start_month) AS start_month, max(b.end_month) AS end_month,
               COALESCE(avg(LEAST(GREATEST(b.percent, 0), 100)), 0) AS percent,
               CASE WHEN count(b.id) = 0 THEN NULL
                    WHEN bool_and(b.status = 'completed') THEN 'completed'
                    WHEN bool_or(b.status <> 'not_started') THEN 'in_progress'
                    ELSE 'not_started' END AS status
          FROM activities a
          LEFT JOIN b ON b.activity_id = a.id
         WHERE a.deleted_at IS NULL AND a.fiscal_year_id = ${ctx.fiscalYearId}
           AND ${officeFilter(ctx, sql`a.nikaya_id`)}
           ${ctx.activityId === null ? sql`` : sql`AND a.id = ${ctx.activityId}`} ${idsIn(sql`a.id`, ids)}
         GROUP BY a.id, a.nikaya_id, a.policy_id)`;

const and = (...parts: SQL[]) => sql`(${sql.join(parts, sql` AND `)})`;

/**
 * Every activity measure as a condition over `ab`. Only activities with milestones (of the type, when
 * filtered) have a status, so only they are counted.
 */
const familyConditions = (ctx: ReportContext, family: ActivityFamily): Record<string, SQL> => {
  const withMilestones = sql`ab.milestone_count > 0`;
  if (family === "kiryakalap") {
    const counted = and(withMilestones, ctx.monthType === "in" ? sql`ab.entered` : sql`TRUE`);
    return {
      total: counted,
      completed: and(counted, sql`ab.status = 'completed'`),
      in_progress: and(counted, sql`ab.status = 'in_progress'`),
      not_started: and(counted, sql`ab.status = 'not_started'`),
    };
  }
  // An activity should have started once its first milestone's start month is reached.
  const due = and(
    withMilestones,
    ctx.monthType === "in" ? sql`ab.start_month = ${ctx.month}` : sql`ab.start_month <= ${ctx.month}`,
  );
  return {
    should_be_started: due,
    started: and(due, sql`ab.status <> 'not_started'`),
    not_started: and(due, sql`ab.status = 'not_started'`),
  };
};

export const activityCondition = (ctx: ReportContext, family: ActivityFamily, measure: string): SQL => {
  if (!(ACTIVITY_FAMILIES[family] as readonly string[]).includes(measure))
    throw new Error(`unknown measure ${family}/${measure}`);
  return familyConditions(ctx, family)[measure];
};

/**
 * Every activity of the filters, for `table/activities` without a measure: with a milestone type
 * filter only activities that have milestones of it; with month type `in` only activities with an
 * entry in month M.
 */
export const anyActivity = (ctx: ReportContext): SQL =>
  and(
    ctx.typeId === null && ctx.subtypeId === null ? sql`TRUE` : sql`ab.milestone_count > 0`,
    ctx.monthType === "in" ? sql`ab.entered` : sql`TRUE`,
  );
