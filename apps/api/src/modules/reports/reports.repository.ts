import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import type { MilestoneTypeColumns } from "../../lib/row-columns";
import { type MonthOf, monthApprovalColumns } from "../approvals/month-approval-sql";

/**
 * The summary reports: one statement each, the per-row figures and the totals row together through
 * GROUPING SETS (the empty set is the totals row, present even when nothing matched).
 */

export type Measures = readonly (readonly [key: string, condition: SQL])[];

/**
 * Runs a report's statements in one transaction with more work memory: a national report sorts and
 * hashes about 100,000 rows, and 32 MB keeps that in memory (the default 4 MB spills to disk), for the
 * few report requests at a time. (JIT is off on every connection, `db/client.ts`.)
 */
export const inReportTransaction = <T>(executor: Executor, run: (tx: Executor) => Promise<T>): Promise<T> =>
  executor.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    return run(tx);
  });
type Counts = Record<string, number>;
type Figures = Record<string, number | null>;

export type OfficeSummaryRow = {
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  is_total: number;
  counts: Counts;
  figures: Figures;
  /** The office's month of the report's stream (null without one, and on the totals row). */
  approval_state?: string | null;
  approval_level?: number | null;
  approval_levels?: number | null;
};

/**
 * The approval of each office row's month (`office`: the offices alias of the row), when the report reads
 * a month of a stream: every row carries its state, so an unapproved figure is marked, never mixed in.
 */
const rowApproval = (month: MonthOf | null, office: SQL) =>
  month === null
    ? {
        join: sql``,
        columns: sql`NULL AS approval_state, NULL::int AS approval_level, NULL::int AS approval_levels`,
      }
    : monthApprovalColumns(month, office);

/** The count expressions of measures, as one JSON object `{ key: count }`. */
export const countsJson = (measures: readonly (readonly [key: string, condition: SQL])[]): SQL =>
  sql`json_build_object(${sql.join(
    measures.map(([key, condition]) => sql`${key}::text, count(*) FILTER (WHERE ${condition})::int`),
    sql`, `,
  )})`;

/** Extra figures (not counts), e.g. an average percent, as one JSON object. */
const figuresJson = (figures: Measures): SQL =>
  figures.length === 0
    ? sql`'{}'::json`
    : sql`json_build_object(${sql.join(
        figures.map(([key, expression]) => sql`${key}::text, ${expression}`),
        sql`, `,
      )})`;

/** The mean percent (each capped at 0..100, as displayed) over the rows of a condition, 2 decimals. */
export const averagePercent = (percent: SQL, condition: SQL = sql`TRUE`): SQL =>
  sql`COALESCE(round(avg(LEAST(GREATEST(${percent}, 0), 100)) FILTER (WHERE ${condition}), 2), 0)::float8`;

/**
 * One row per implementing office of `from` (a CTE of `source` with a `nikaya_id`), in tree order,
 * then the totals row. The rows are grouped by the office id alone and named afterwards: grouping
 * 100,000 rows by text columns costs more than the counts.
 */
export const officeSummary = (
  executor: Executor,
  options: {
    source: SQL;
    from: "b" | "ab";
    measures: Measures;
    figures?: Measures;
    approval: MonthOf | null;
  },
) => {
  const from = sql.identifier(options.from);
  const approval = rowApproval(options.approval, sql`o`);
  return queryRows<OfficeSummaryRow>(
    executor,
    sql`WITH ${options.source},
        g AS (SELECT ${from}.nikaya_id, GROUPING(${from}.nikaya_id)::int AS is_total,
                     ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures ?? [])} AS figures
                FROM ${from} GROUP BY GROUPING SETS ((${from}.nikaya_id), ()))
        SELECT g.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, g.is_total, g.counts, g.figures,
               ${approval.columns}
          FROM g LEFT JOIN offices o ON o.id = g.nikaya_id ${approval.join}
         ORDER BY g.is_total, o.path, o.id`,
  );
};

/**
 * kiryakalap-pragati-esthiti: per office, activity counts over `ab` and milestone counts over `b`,
 * each grouped with its totals row and joined by office.
 */
export const activityYearSummary = (
  executor: Executor,
  options: {
    source: SQL;
    activities: Measures;
    milestones: Measures;
    averageOf: SQL;
    approval: MonthOf | null;
  },
) => {
  const approval = rowApproval(options.approval, sql`o`);
  const zeros = sql`jsonb_build_object(${sql.join(
    options.milestones.map(([key]) => sql`${key}::text, 0`),
    sql`, `,
  )})`;
  return queryRows<OfficeSummaryRow>(
    executor,
    sql`WITH ${options.source},
        ac AS (SELECT ab.nikaya_id, GROUPING(ab.nikaya_id)::int AS is_total, ${countsJson(options.activities)} AS counts,
                      ${averagePercent(sql`ab.percent`, options.averageOf)} AS average_percent
                 FROM ab GROUP BY GROUPING SETS ((ab.nikaya_id), ())),
        mc AS (SELECT b.nikaya_id, GROUPING(b.nikaya_id)::int AS is_total, ${countsJson(options.milestones)} AS counts
                 FROM b GROUP BY GROUPING SETS ((b.nikaya_id), ()))
        SELECT ac.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, ac.is_total,
               (ac.counts::jsonb || COALESCE(mc.counts::jsonb, ${zeros})) AS counts,
               json_build_object('average_percent', ac.average_percent) AS figures, ${approval.columns}
          FROM ac
          LEFT JOIN mc ON mc.is_total = ac.is_total AND COALESCE(mc.nikaya_id, 0) = COALESCE(ac.nikaya_id, 0)
          LEFT JOIN offices o ON o.id = ac.nikaya_id ${approval.join}
         ORDER BY ac.is_total, o.path, o.id`,
  );
};

/**
 * pragati-section: the milestones of `b` grouped by section, i.e. the child office of the root whose
 * subtree holds them; the root's own milestones form the root's row. Without a root the sections are
 * the top-level offices.
 */
export const sectionSummary = (
  executor: Executor,
  options: { source: SQL; rootId: number | null; measures: Measures; figures: Measures },
) => {
  const rootPath =
    options.rootId === null ? sql`'/'` : sql`(SELECT r.path FROM offices r WHERE r.id = ${options.rootId})`;
  const rootId = options.rootId === null ? sql`NULL::int` : sql`${options.rootId}::int`;
  return queryRows<OfficeSummaryRow>(
    executor,
    sql`WITH ${options.source},
        section_of AS (SELECT o.id, COALESCE(
                         NULLIF(split_part(substr(o.path, length(${rootPath}) + 1), '/', 1), '')::int, ${rootId}) AS section_id
                         FROM offices o),
        g AS (SELECT so.section_id, GROUPING(so.section_id)::int AS is_total,
                     ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures)} AS figures
                FROM b JOIN section_of so ON so.id = b.nikaya_id AND so.section_id IS NOT NULL
               GROUP BY GROUPING SETS ((so.section_id), ()))
        SELECT sec.id AS nikaya_id, sec.name AS nikaya_name, sec.name_np AS nikaya_name_np, g.is_total,
               g.counts, g.figures
          FROM g LEFT JOIN offices sec ON sec.id = g.section_id
         ORDER BY g.is_total, sec.path, sec.id`,
  );
};

export type TypeSummaryRow = MilestoneTypeColumns & {
  type_total: number;
  subtype_total: number;
  counts: Counts;
  figures: Figures;
};

/**
 * Milestones of `b` by type and subtype: each type's subtotal, its subtypes, and the totals row;
 * grouped by the ids, named afterwards.
 */
export const typeSummary = (
  executor: Executor,
  options: { source: SQL; measures: Measures; figures: Measures },
) =>
  queryRows<TypeSummaryRow>(
    executor,
    sql`WITH ${options.source},
        g AS (SELECT b.type_id, b.subtype_id, GROUPING(b.type_id)::int AS type_total,
                     GROUPING(b.subtype_id)::int AS subtype_total,
                     ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures)} AS figures
                FROM b GROUP BY GROUPING SETS ((b.type_id, b.subtype_id), (b.type_id), ()))
        SELECT g.type_id, ty.name AS type_name, ty.name_np AS type_name_np,
               g.subtype_id, st.name AS subtype_name, st.name_np AS subtype_name_np,
               g.type_total, g.subtype_total, g.counts, g.figures
          FROM g
          LEFT JOIN setup_items ty ON ty.id = g.type_id
          LEFT JOIN setup_items st ON st.id = g.subtype_id
         ORDER BY g.type_total, ty.sort_order NULLS LAST, g.type_id NULLS LAST,
                  g.subtype_total DESC, st.sort_order NULLS LAST, g.subtype_id NULLS LAST`,
  );

export type ProblemSummaryRow = {
  main_type_id: number | null;
  main_type_name: string | null;
  main_type_name_np: string | null;
  sub_type_id: number | null;
  sub_type_name: string | null;
  sub_type_name_np: string | null;
  main_total: number;
  sub_total: number;
  milestones: number;
};

/**
 * Milestones by the problem types of their latest entry (CTE `r`): each main type's subtotal, its sub
 * types, and the totals row; a milestone counts once per row however many of its reasons fall there.
 * Grouped by the ids, named afterwards.
 */
export const problemSummary = (executor: Executor, source: SQL) =>
  queryRows<ProblemSummaryRow>(
    executor,
    sql`WITH ${source},
        g AS (SELECT r.main_type_id, r.sub_type_id, GROUPING(r.main_type_id)::int AS main_total,
                     GROUPING(r.sub_type_id)::int AS sub_total, count(DISTINCT r.id)::int AS milestones
                FROM r GROUP BY GROUPING SETS ((r.main_type_id, r.sub_type_id), (r.main_type_id), ()))
        SELECT g.main_type_id, mt.name AS main_type_name, mt.name_np AS main_type_name_np,
               g.sub_type_id, st.name AS sub_type_name, st.name_np AS sub_type_name_np,
               g.main_total, g.sub_total, g.milestones
          FROM g
          LEFT JOIN setup_items mt ON mt.id = g.main_type_id
          LEFT JOIN setup_items st ON st.id = g.sub_type_id
         ORDER BY g.main_total, mt.sort_order, g.main_type_id, g.sub_total DESC, st.sort_order, g.sub_type_id`,
  );

export type ProblemOfficeRow = {
  /** `office`: an office with milestones in the filters; `cell`: a count of the grouping sets. */
  kind: "office" | "cell";
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  main_type_id: number | null;
  main_type_name: string | null;
  main_type_name_np: string | null;
  office_total: number;
  main_total: number;
  milestones: number;
};

/**
 * Milestones by office and main problem type (long form; the presenter turns main types into
 * columns): the offices with milestones in the filters, then the counts grouped over the reasons only
 * (office x type, office totals, type totals, grand total). A milestone counts once per cell: the
 * reasons are made distinct per (milestone, type) and per milestone first, so the counts need no
 * count(DISTINCT), which would sort every grouping set.
 */
export const problemOfficeSummary = (executor: Executor, source: SQL) =>
  queryRows<ProblemOfficeRow>(
    executor,
    sql`WITH ${source},
        by_type AS (SELECT DISTINCT r.id, r.nikaya_id, r.main_type_id FROM r),
        by_office AS (SELECT DISTINCT r.id, r.nikaya_id FROM r),
        cells AS (
          SELECT t.nikaya_id, t.main_type_id, GROUPING(t.nikaya_id)::int AS office_total, 0 AS main_total,
                 count(*)::int AS milestones
            FROM by_type t GROUP BY GROUPING SETS ((t.nikaya_id, t.main_type_id), (t.main_type_id))
          UNION ALL
          SELECT f.nikaya_id, NULL, GROUPING(f.nikaya_id)::int, 1, count(*)::int
            FROM by_office f GROUP BY GROUPING SETS ((f.nikaya_id), ()))
        SELECT 'office' AS kind, o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               NULL::int AS main_type_id, NULL::text AS main_type_name, NULL::text AS main_type_name_np,
               0 AS office_total, 1 AS main_total, 0 AS milestones, o.path AS sort_path, NULL::int AS sort_order
          FROM (SELECT DISTINCT b.nikaya_id FROM b) x
          JOIN offices o ON o.id = x.nikaya_id
        UNION ALL
        SELECT 'cell', c.nikaya_id, NULL, NULL, c.main_type_id, mt.name, mt.name_np, c.office_total, c.main_total,
               c.milestones, NULL, mt.sort_order
          FROM cells c
          LEFT JOIN setup_items mt ON mt.id = c.main_type_id
         ORDER BY kind DESC, sort_path, sort_order, main_type_id`,
  );
