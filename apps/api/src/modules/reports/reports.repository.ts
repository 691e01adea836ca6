import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { countsJson } from "./milestone-measures";

/**
 * The summary reports: one statement each, the per-row figures and the totals row together through
 * GROUPING SETS (the empty set is the totals row, present even when nothing matched).
 */

export type Measures = readonly (readonly [key: string, condition: SQL])[];

/**
 * Runs a report's statements in one transaction with PostgreSQL's JIT compiler off: the planner's
 * estimates over CTEs and grouping sets overshoot by orders of magnitude, which switches JIT on and
 * costs most of a second of compilation for a query that runs in a fraction of it.
 */
export const inReportTransaction = <T>(executor: Executor, run: (tx: Executor) => Promise<T>): Promise<T> =>
  executor.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
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
};

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
 * then the totals row.
 */
export const officeSummary = (
  executor: Executor,
  options: { source: SQL; from: "b" | "ab"; measures: Measures; figures?: Measures },
) => {
  const from = sql.identifier(options.from);
  return queryRows<OfficeSummaryRow>(
    executor,
    sql`WITH ${options.source}
        SELECT o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               GROUPING(o.id)::int AS is_total,
               ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures ?? [])} AS figures
          FROM ${from} JOIN offices o ON o.id = ${from}.nikaya_id
         GROUP BY GROUPING SETS ((o.id, o.name, o.name_np, o.path), ())
         ORDER BY GROUPING(o.id), o.path, o.id`,
  );
};

/**
 * kiryakalap-pragati-esthiti: per office, activity counts over `ab` and milestone counts over `b`,
 * each grouped with its totals row and joined by office.
 */
export const activityYearSummary = (
  executor: Executor,
  options: { source: SQL; activities: Measures; milestones: Measures; averageOf: SQL },
) => {
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
               json_build_object('average_percent', ac.average_percent) AS figures
          FROM ac
          LEFT JOIN mc ON mc.is_total = ac.is_total AND mc.nikaya_id IS NOT DISTINCT FROM ac.nikaya_id
          LEFT JOIN offices o ON o.id = ac.nikaya_id
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
    sql`WITH ${options.source}
        SELECT sec.id AS nikaya_id, sec.name AS nikaya_name, sec.name_np AS nikaya_name_np,
               GROUPING(sec.id)::int AS is_total,
               ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures)} AS figures
          FROM b
          JOIN offices o ON o.id = b.nikaya_id
          JOIN offices sec ON sec.id = COALESCE(
                 NULLIF(split_part(substr(o.path, length(${rootPath}) + 1), '/', 1), '')::int, ${rootId})
         GROUP BY GROUPING SETS ((sec.id, sec.name, sec.name_np, sec.path), ())
         ORDER BY GROUPING(sec.id), sec.path, sec.id`,
  );
};

export type TypeSummaryRow = {
  type_id: number | null;
  type_name: string | null;
  type_name_np: string | null;
  subtype_id: number | null;
  subtype_name: string | null;
  subtype_name_np: string | null;
  type_total: number;
  subtype_total: number;
  counts: Counts;
  figures: Figures;
};

/** Milestones of `b` by type and subtype: each type's subtotal, its subtypes, and the totals row. */
export const typeSummary = (
  executor: Executor,
  options: { source: SQL; measures: Measures; figures: Measures },
) =>
  queryRows<TypeSummaryRow>(
    executor,
    sql`WITH ${options.source}
        SELECT b.type_id, ty.name AS type_name, ty.name_np AS type_name_np,
               b.subtype_id, st.name AS subtype_name, st.name_np AS subtype_name_np,
               GROUPING(b.type_id)::int AS type_total, GROUPING(b.subtype_id)::int AS subtype_total,
               ${countsJson(options.measures)} AS counts, ${figuresJson(options.figures)} AS figures
          FROM b
          LEFT JOIN setup_items ty ON ty.id = b.type_id
          LEFT JOIN setup_items st ON st.id = b.subtype_id
         GROUP BY GROUPING SETS (
                  (b.type_id, ty.name, ty.name_np, ty.sort_order, b.subtype_id, st.name, st.name_np, st.sort_order),
                  (b.type_id, ty.name, ty.name_np, ty.sort_order), ())
         ORDER BY GROUPING(b.type_id), ty.sort_order NULLS LAST, b.type_id NULLS LAST,
                  GROUPING(b.subtype_id) DESC, st.sort_order NULLS LAST, b.subtype_id NULLS LAST`,
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
 */
export const problemSummary = (executor: Executor, source: SQL) =>
  queryRows<ProblemSummaryRow>(
    executor,
    sql`WITH ${source}
        SELECT r.main_type_id, mt.name AS main_type_name, mt.name_np AS main_type_name_np,
               r.sub_type_id, st.name AS sub_type_name, st.name_np AS sub_type_name_np,
               GROUPING(r.main_type_id)::int AS main_total, GROUPING(r.sub_type_id)::int AS sub_total,
               count(DISTINCT r.id)::int AS milestones
          FROM r
          JOIN setup_items mt ON mt.id = r.main_type_id
          JOIN setup_items st ON st.id = r.sub_type_id
         GROUP BY GROUPING SETS (
                  (r.main_type_id, mt.name, mt.name_np, mt.sort_order, r.sub_type_id, st.name, st.name_np, st.sort_order),
                  (r.main_type_id, mt.name, mt.name_np, mt.sort_order), ())
         ORDER BY GROUPING(r.main_type_id), mt.sort_order, r.main_type_id,
                  GROUPING(r.sub_type_id) DESC, st.sort_order, r.sub_type_id`,
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
 * (office x type, office totals, type totals, grand total).
 */
export const problemOfficeSummary = (executor: Executor, source: SQL) =>
  queryRows<ProblemOfficeRow>(
    executor,
    sql`WITH ${source},
        cells AS (
          SELECT r.nikaya_id, r.main_type_id, GROUPING(r.nikaya_id)::int AS office_total,
                 GROUPING(r.main_type_id)::int AS main_total, count(DISTINCT r.id)::int AS milestones
            FROM r GROUP BY GROUPING SETS ((r.nikaya_id, r.main_type_id), (r.nikaya_id), (r.main_type_id), ()))
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
