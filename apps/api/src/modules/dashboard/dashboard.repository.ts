import {
  NPC_BAND_SLICES,
  PROJECT_BAND_SLICES,
  PROJECT_SCHEDULE_SLICES,
  type TOfficeTrend,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { likePattern } from "../../lib/paged";
import { monthApprovalColumns } from "../approvals/month-approval-sql";
import { componentYearProgress } from "../projects/project-figures";
import { bandCondition, projectCondition, projectSource } from "../projects/project-measures";
import type { ReportContext } from "../reports/report-context";
import { COUNT_COLUMNS } from "./office-month-counts";

/** The office (and, on a project head's rows, project) name condition of the cards' search. */
const nameMatches = (search: string, ...names: SQL[]) => {
  const term = search.trim();
  if (!term) return sql`TRUE`;
  const pattern = likePattern(term);
  return sql`(${sql.join(
    names.map((name) => sql`${name} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
};

/**
 * Offices with milestones, each with its row of `office_month_counts` for the month and month type
 * (`scope` on an office id column), named like `search` when given: SPEC's dashboard rows, nothing that
 * grows with the months, in tree order.
 */
export const officeMonthCountsSelect = (filter: {
  fiscalYearId: number;
  month: number;
  monthType: "upto" | "in";
  scope: (office: SQL) => SQL;
  search?: string;
  approvedOnly: boolean;
}) => {
  const counts = COUNT_COLUMNS.slice(1).map((name) => sql`c.${sql.identifier(name)}`);
  const approval = monthApprovalColumns({ stream: "pragati", ...filter }, sql`o`);
  return sql`SELECT o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, ${sql.join(counts, sql`, `)},
               ${approval.columns}
          FROM office_month_counts c
          JOIN offices o ON o.id = c.nikaya_id
          ${approval.join}
         WHERE c.fiscal_year_id = ${filter.fiscalYearId} AND c.month = ${filter.month} AND c.month_type = ${filter.monthType}
           AND c.milestones > 0 AND ${filter.scope(sql`c.nikaya_id`)}
           AND ${nameMatches(filter.search ?? "", sql`o.name`, sql`o.name_np`)}
           AND ${filter.approvedOnly ? approval.approved : sql`TRUE`}
         ORDER BY o.path, o.id`;
};

/**
 * The trends of the given offices (those in `scope` with milestones): the `upto` rows of the fiscal
 * months up to the month (milestones, completed, in progress), one row per office, in the order asked.
 */
export const officeTrends = (
  executor: Executor,
  filter: { fiscalYearId: number; month: number; officeIds: number[]; scope: (office: SQL) => SQL },
) =>
  queryRows<TOfficeTrend>(
    executor,
    sql`SELECT t.nikaya_id,
               array_agg(t.month::int ORDER BY t.month) AS month,
               array_agg(t.milestones ORDER BY t.month) AS milestones,
               array_agg(t.completed_and_achieved ORDER BY t.month) AS completed,
               array_agg(t.milestones - t.not_started - t.completed_and_achieved ORDER BY t.month) AS in_progress
          FROM office_month_counts t
         WHERE t.fiscal_year_id = ${filter.fiscalYearId} AND t.month_type = 'upto' AND t.month <= ${filter.month}
           AND t.nikaya_id IN (${sql.join(
             filter.officeIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           AND t.milestones > 0 AND ${filter.scope(sql`t.nikaya_id`)}
         GROUP BY t.nikaya_id
         ORDER BY array_position(ARRAY[${sql.join(
           filter.officeIds.map((id) => sql`${id}::int`),
           sql`, `,
         )}], t.nikaya_id)`,
  );

const total = async (executor: Executor, query: SQL) => {
  const [row] = await queryRows<{ total: number }>(executor, query);
  return { total: row?.total ?? 0 };
};

/** Milestones of the office due in the month (started by then, not completed) with no entry for it. */
export const milestonesWithoutEntry = (
  executor: Executor,
  filter: { fiscalYearId: number; nikayaId: number; month: number },
) =>
  total(
    executor,
    sql`SELECT count(*)::int AS total
          FROM milestone_month_status s
          JOIN milestones m ON m.id = s.milestone_id AND m.deleted_at IS NULL
         WHERE s.fiscal_year_id = ${filter.fiscalYearId} AND s.nikaya_id = ${filter.nikayaId}
           AND s.month = ${filter.month} AND m.start_month <= ${filter.month} AND NOT s.entered AND s.status <> 'completed'`,
  );

/** A user's office and its path (both null for a user of no office), or null for no such user. */
export const findUserOffice = async (executor: Executor, userId: number) =>
  (
    await queryRows<{ nikaya_id: number | null; path: string | null }>(
      executor,
      sql`SELECT u.nikaya_id, o.path FROM users u LEFT JOIN offices o ON o.id = u.nikaya_id WHERE u.id = ${userId}`,
    )
  )[0] ?? null;

/** Entries of the fiscal year in an office subtree (by path) still without a comment or a rating. */
export const entriesAwaitingReview = (
  executor: Executor,
  filter: { fiscalYearId: number; officePath: string; kind: "comment" | "rating" },
) =>
  total(
    executor,
    sql`SELECT count(*)::int AS total
          FROM progress_entries e
          JOIN milestones m ON m.id = e.milestone_id AND m.deleted_at IS NULL
          JOIN offices o ON o.id = e.nikaya_id
         WHERE e.fiscal_year_id = ${filter.fiscalYearId}
           AND o.path LIKE ${`${filter.officePath}%`}
           AND ${filter.kind === "comment" ? sql`e.comment IS NULL` : sql`e.rating IS NULL`}`,
  );

/** The slices beside the physical-progress bands: a project's own flags, even on a project's row. */
const FLAG_SLICES = [...PROJECT_SCHEDULE_SLICES, "over_cost", "extended", ...NPC_BAND_SLICES] as const;
const PROJECT_SLICES = [...PROJECT_BAND_SLICES, ...FLAG_SLICES] as const;

/** CTE `c`, an office's row: its projects in each slice (no components count). */
const officeRowCounts = sql`c AS (
  SELECT b.nikaya_id, NULL::int AS id, count(*)::int AS projects, NULL::int AS components,
         ${sql.join(
           PROJECT_SLICES.map(
             (slice) =>
               sql`(count(*) FILTER (WHERE ${projectCondition(slice)}))::int AS ${sql.identifier(slice)}`,
           ),
           sql`, `,
         )}
    FROM b GROUP BY b.nikaya_id)`;

/**
 * CTE `c`, a project's row (a project head's): the physical-progress bands count the project's
 * components by each one's progress for the year to the month (`componentYearProgress`, the rule of
 * the project's weighted figure), or the project itself (0 or 1) when it has none; the schedule, cost,
 * extension and NPC slices are the project's own (components have no plan or cost).
 */
const projectRowCounts = (ctx: ReportContext) => sql`c AS (
  SELECT b.nikaya_id, b.id, 1 AS projects, k.components,
         ${sql.join(
           [
             ...PROJECT_BAND_SLICES.map(
               (band) => sql`CASE WHEN k.components > 0 THEN k.${sql.identifier(band)}
                                  ELSE (${projectCondition(band)})::int END AS ${sql.identifier(band)}`,
             ),
             ...FLAG_SLICES.map(
               (slice) => sql`(${projectCondition(slice)})::int AS ${sql.identifier(slice)}`,
             ),
           ],
           sql`, `,
         )}
    FROM b
   CROSS JOIN LATERAL (
         SELECT count(*)::int AS components,
                ${sql.join(
                  PROJECT_BAND_SLICES.map(
                    (band) =>
                      sql`(count(*) FILTER (WHERE ${bandCondition(band, sql`x.achieved`)}))::int AS ${sql.identifier(band)}`,
                  ),
                  sql`, `,
                )}
           FROM (SELECT ${componentYearProgress(sql`pc.id`, sql`${ctx.fiscalYearId}`, sql`${ctx.month}`)} AS achieved
                   FROM project_components pc WHERE pc.project_id = b.id) x) k)`;

/**
 * The dashboard for projects: per profiling office in scope (`perProject`: per project, with its
 * office, its bands counting its components: `projectRowCounts`), its projects as of the month counted
 * by the consolidated view's source and conditions (`project-measures.ts`), so each slice and the
 * project list it opens are the same set; `projects` is the caller's project scope (a project head's
 * postings). One statement; offices and project names are joined to the grouped rows.
 */
export const projectOfficeCountsSelect = (
  ctx: ReportContext,
  projects: SQL,
  options: { perProject: boolean; approvedOnly: boolean; search?: string },
) => {
  const approval = monthApprovalColumns(
    { stream: "project", fiscalYearId: ctx.fiscalYearId, month: ctx.month },
    sql`o`,
  );
  return sql`WITH ${projectSource(ctx, {}, projects)},
          ${options.perProject ? projectRowCounts(ctx) : officeRowCounts}
        SELECT 'ayojana' AS type, c.id, p.name AS ayojana_name,
               o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               ${sql.join(
                 ["projects", "components", ...PROJECT_SLICES].map(
                   (column) => sql`c.${sql.identifier(column)}`,
                 ),
                 sql`, `,
               )},
               ${approval.columns}
          FROM c JOIN offices o ON o.id = c.nikaya_id
          LEFT JOIN projects p ON p.id = c.id
          ${approval.join}
         WHERE ${nameMatches(options.search ?? "", sql`o.name`, sql`o.name_np`, ...(options.perProject ? [sql`p.name`] : []))}
           AND ${options.approvedOnly ? approval.approved : sql`TRUE`}
         ORDER BY o.path, o.id, p.name, c.id`;
};
