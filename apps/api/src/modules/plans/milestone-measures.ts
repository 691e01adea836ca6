import { MILESTONE_FAMILIES, type MilestoneFamily } from "@pragati/domain/contract";
import { BANDS } from "@pragati/domain/progress";
import { type SQL, sql } from "drizzle-orm";
import { officeFilter, type ReportContext, typeFilter } from "../reports/report-context";

/**
 * The one definition of every milestone measure. A report's counts and the detail list behind each
 * count are both built from `milestoneSource` (the CTEs) and `milestoneCondition` (one WHERE
 * condition over CTE `b`), so a count and the length of its list cannot drift apart.
 */

/** The target due by the end of month M (running target, or the sum of month targets); null before any. */
export const targetDue = (milestone: SQL, month: number): SQL =>
  sql`(SELECT CASE WHEN ${milestone}.cumulative THEN max(t.target) ELSE sum(t.target) END
         FROM milestone_targets t WHERE t.milestone_id = ${milestone}.id AND t.month <= ${month})`;

type Extras = {
  /** Only these milestones, or the milestones of these activities (a page of a list). */
  ids?: readonly number[];
  activityIds?: readonly number[];
};

export const idsIn = (column: SQL, ids: readonly number[] | undefined): SQL =>
  ids === undefined
    ? sql``
    : sql`AND ${column} IN (${
        ids.length === 0
          ? sql`NULL`
          : sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )
      })`;

/**
 * CTE `b`: the live milestones of the fiscal year in the offices and types of the filters, one row each,
 * with their state as of month M, all from `milestone_month_status` (its report index, index-only):
 * status, band, percent, rating, entered, the latest entry (`entry_id`) and its reasons, the amount
 * achieved by M, the month the current completed run began (`completed_month`), whether the entry of
 * M is commented, and the milestone's own fields. The table holds live milestones only (deleting one
 * deletes its rows).
 */
export const milestoneBase = (ctx: ReportContext, extras: Extras = {}): SQL =>
  sql`SELECT s.milestone_id AS id, s.nikaya_id, s.activity_id, s.type_id, s.subtype_id, s.start_month, s.end_month,
             s.cumulative, s.annual_target, s.status, s.band, s.percent, s.rating, s.entered,
             s.entry_id, s.achieved, s.completed_since AS completed_month, s.commented,
             s.reason_main_ids, s.reason_sub_ids
        FROM milestone_month_status s
       WHERE s.fiscal_year_id = ${ctx.fiscalYearId} AND s.month = ${ctx.month}
         AND ${officeFilter(ctx, sql`s.nikaya_id`)}
         AND ${typeFilter(sql`s.type_id`, ctx.typeId)} AND ${typeFilter(sql`s.subtype_id`, ctx.subtypeId)}
         ${ctx.activityId === null ? sql`` : sql`AND s.activity_id = ${ctx.activityId}`}
         ${ctx.rating === null ? sql`` : sql`AND s.rating = ${ctx.rating}`}
         ${idsIn(sql`s.milestone_id`, extras.ids)} ${idsIn(sql`s.activity_id`, extras.activityIds)}`;

/**
 * CTE `r`: the problem types (main and sub) of each milestone's latest entry at or before M; with
 * month type `in`, only of milestones whose entry is of month M itself.
 */
const reasonRows = (ctx: ReportContext): SQL =>
  sql`SELECT b.id, b.nikaya_id, pr.main_type_id, pr.sub_type_id
        FROM b, unnest(b.reason_main_ids, b.reason_sub_ids) AS pr(main_type_id, sub_type_id)
       WHERE ${ctx.monthType === "in" ? sql`b.entered` : sql`TRUE`}`;

/**
 * The WITH list (without `WITH`) a family's conditions read: `b`, and `r` for problem types. `b` is
 * never materialised: reading the index range again (index-only) costs less than storing 100,000
 * wide rows for a second reader.
 */
export const milestoneSource = (ctx: ReportContext, family: MilestoneFamily): SQL => {
  const base = sql`b AS NOT MATERIALIZED (${milestoneBase(ctx)})`;
  return family === "samasya" ? sql`${base}, r AS (${reasonRows(ctx)})` : base;
};

/** Month M itself (`in`) or any month up to M (`upto`), for a milestone's start or end month. */
const dueBy = (column: SQL, ctx: ReportContext): SQL =>
  ctx.monthType === "in" ? sql`${column} = ${ctx.month}` : sql`${column} <= ${ctx.month}`;

const statusIs = (status: string) => sql`b.status = ${status}`;
const and = (...parts: SQL[]) => sql`(${sql.join(parts, sql` AND `)})`;

/** A problem-type refinement of the `with_reason` measure. */
export type ProblemFilter = { mainTypeId?: number | null; subTypeId?: number | null };

/** Every measure of a family as a condition over `b` (PRODUCT.md section 4 derived states). */
const familyConditions = (
  ctx: ReportContext,
  family: MilestoneFamily,
  problem: ProblemFilter,
): Record<string, SQL> => {
  switch (family) {
    case "completed-inprogress":
    case "completed-notstarted": {
      const due = dueBy(sql`b.end_month`, ctx);
      return {
        should_be_completed: due,
        completed: and(due, statusIs("completed")),
        in_progress: and(due, statusIs("in_progress")),
        not_started: and(due, statusIs("not_started")),
      };
    }
    case "inprogress-notstarted":
    case "suru": {
      const due = dueBy(sql`b.start_month`, ctx);
      return {
        should_be_started: due,
        started: and(due, sql`b.status <> 'not_started'`),
        in_progress: and(due, statusIs("in_progress")),
        not_started: and(due, statusIs("not_started")),
      };
    }
    case "esthiti": {
      const counted = ctx.monthType === "in" ? sql`b.entered` : sql`TRUE`;
      return {
        total: counted,
        in_progress: and(counted, statusIs("in_progress")),
        ...Object.fromEntries(BANDS.map((band, index) => [band, and(counted, sql`b.band = ${index}`)])),
      };
    }
    case "sampan": {
      const completed = and(
        statusIs("completed"),
        ctx.monthType === "in" ? sql`b.completed_month = ${ctx.month}` : sql`TRUE`,
      );
      const reached = sql`b.achieved >= b.annual_target - 0.000001`;
      return {
        completed,
        early: and(completed, sql`b.completed_month < b.end_month`),
        on_time: and(completed, sql`b.completed_month = b.end_month`),
        late: and(completed, sql`b.completed_month > b.end_month`),
        target_achieved: and(completed, reached),
        target_not_achieved: and(completed, sql`NOT (${reached})`),
      };
    }
    case "prabista": {
      // Due: started by M and not completed before M (the dashboard's missing-progress rule).
      const due = sql`(b.start_month <= ${ctx.month} AND (b.status <> 'completed' OR b.entered))`;
      return {
        due,
        entered: and(due, sql`b.entered`),
        missing: and(due, sql`NOT b.entered`),
        commented: and(due, sql`b.commented`),
        rated: and(due, sql`b.entered AND b.rating IS NOT NULL`),
      };
    }
    case "samasya": {
      const main = problem.mainTypeId == null ? sql`TRUE` : sql`r.main_type_id = ${problem.mainTypeId}`;
      const sub = problem.subTypeId == null ? sql`TRUE` : sql`r.sub_type_id = ${problem.subTypeId}`;
      return { with_reason: sql`b.id IN (SELECT r.id FROM r WHERE ${main} AND ${sub})` };
    }
  }
};

/** The condition over `b` of one measure of a family. */
export const milestoneCondition = (
  ctx: ReportContext,
  family: MilestoneFamily,
  measure: string,
  problem: ProblemFilter = {},
): SQL => {
  if (!(MILESTONE_FAMILIES[family] as readonly string[]).includes(measure))
    throw new Error(`unknown measure ${family}/${measure}`);
  return familyConditions(ctx, family, problem)[measure];
};
