import type { TPagedQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { indicatorPeriodFiles, indicatorPeriods, indicators } from "../../db/schema/indicators";
import { likePattern, pagedByKeys } from "../../lib/paged";
import type { StoredFile } from "../../lib/record-files";
import { recordRows } from "../../lib/record-rows";
import { idList } from "../../lib/record-sql";
import { indicatorProgress, periodStatuses } from "./indicator-progress";

/** An indicator row with the names it shows; numeric columns arrive as text. */
export type IndicatorRecord = {
  id: number;
  fiscal_year_id: number;
  code: string;
  name: string;
  name_np: string;
  definition: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  responsible_office_id: number;
  responsible_office_name: string;
  responsible_office_name_np: string;
  parent_id: number | null;
  parent_code: string | null;
  parent_name: string | null;
  parent_name_np: string | null;
  depth: number;
  level: string;
  office_category_id: number | null;
  office_category_name: string | null;
  office_category_name_np: string | null;
  review_period: string;
  unit_id: number | null;
  unit_name: string | null;
  unit_name_np: string | null;
  unit_type: string;
  direction: string;
  aggregation: string;
  baseline: string | null;
  baseline_fiscal_year_id: number | null;
  baseline_fiscal_year_title: string | null;
  annual_target: string | null;
  weightage: string;
  sdg_code: string | null;
  sdg_version: string | null;
  data_source: string;
  /** The owner is the caller's office or in its subtree: it may change the indicator. */
  owner_in_scope: boolean;
};

/** The caller's indicators: owned or reported by an office of its subtree; `owned`: owned (alias `i`). */
export type IndicatorScope = { visible: SQL; owned: SQL };

const columns = sql`i.id, i.fiscal_year_id, i.code, i.name, i.name_np, i.definition,
  o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
  r.id AS responsible_office_id, r.name AS responsible_office_name, r.name_np AS responsible_office_name_np,
  p.id AS parent_id, p.code AS parent_code, p.name AS parent_name, p.name_np AS parent_name_np,
  i.level, oc.id AS office_category_id, oc.name AS office_category_name, oc.name_np AS office_category_name_np,
  i.review_period, u.id AS unit_id, u.name AS unit_name, u.name_np AS unit_name_np, i.unit_type,
  i.direction, i.aggregation, i.baseline, bf.id AS baseline_fiscal_year_id, bf.title AS baseline_fiscal_year_title,
  i.annual_target, i.weightage, i.sdg_code, i.sdg_version, i.data_source`;

/** The rows of the given ids, with each one's depth in the tree (its ancestors counted once). */
const rowsOf = (executor: Executor, wanted: readonly number[], scope: IndicatorScope) =>
  queryRows<IndicatorRecord>(
    executor,
    sql`WITH RECURSIVE up AS (
          SELECT i.id AS start, i.parent_id FROM indicators i WHERE i.id IN (${idList(wanted)})
          UNION ALL
          SELECT up.start, a.parent_id FROM up JOIN indicators a ON a.id = up.parent_id
        ),
        depths AS (SELECT start, (count(*) FILTER (WHERE parent_id IS NOT NULL))::int AS depth FROM up GROUP BY start)
        SELECT ${columns}, d.depth, ${scope.owned} AS owner_in_scope
          FROM indicators i
          JOIN depths d ON d.start = i.id
          JOIN offices o ON o.id = i.nikaya_id
          JOIN offices r ON r.id = COALESCE(i.responsible_office_id, i.nikaya_id)
          LEFT JOIN indicators p ON p.id = i.parent_id
          LEFT JOIN setup_items oc ON oc.id = i.office_category_id
          LEFT JOIN setup_items u ON u.id = i.unit_id
          LEFT JOIN fiscal_years bf ON bf.id = i.baseline_fiscal_year_id`,
  );

export type IndicatorFilters = TPagedQuery & { nikaya_id?: number; direction?: string };

/**
 * The fiscal year's indicators in scope, in tree order (each under its parent, siblings by code). An
 * indicator whose parent is out of scope heads its own branch.
 */
export const listIndicators = (
  executor: Executor,
  query: IndicatorFilters & { fiscal_year_id: number },
  scope: IndicatorScope,
) => {
  const term = query.search.trim();
  const keys = sql`WITH RECURSIVE tree AS (
      SELECT i.id, ARRAY[lower(i.code)] AS sort FROM indicators i
       WHERE i.fiscal_year_id = ${query.fiscal_year_id} AND i.parent_id IS NULL
      UNION ALL
      SELECT c.id, t.sort || lower(c.code) FROM indicators c JOIN tree t ON c.parent_id = t.id
    )
    SELECT i.id FROM tree t JOIN indicators i ON i.id = t.id
     WHERE ${scope.visible}
       ${query.nikaya_id ? sql`AND i.nikaya_id = ${query.nikaya_id}` : sql``}
       ${query.direction ? sql`AND i.direction = ${query.direction}` : sql``}
       ${
         term
           ? sql`AND (i.code ILIKE ${likePattern(term)} OR i.name ILIKE ${likePattern(term)}
                      OR i.name_np ILIKE ${likePattern(term)} OR i.sdg_code ILIKE ${likePattern(term)})`
           : sql``
       }
     ORDER BY t.sort, i.id`;
  return pagedByKeys<IndicatorRecord>(executor, query, keys, (page) => rowsOf(executor, page, scope));
};

export const findIndicator = async (executor: Executor, id: number, scope: IndicatorScope) => {
  const visible = await queryRows<{ id: number }>(
    executor,
    sql`SELECT i.id FROM indicators i WHERE i.id = ${id} AND ${scope.visible}`,
  );
  return visible.length === 0 ? null : ((await rowsOf(executor, [id], scope))[0] ?? null);
};

/** Indicators of the year in scope a parent may be chosen from (code order). */
export const indicatorOptions = (executor: Executor, fiscalYearId: number, scope: IndicatorScope) =>
  queryRows<{ id: number; code: string; name: string; name_np: string; parent_id: number | null }>(
    executor,
    sql`SELECT i.id, i.code, i.name, i.name_np, i.parent_id FROM indicators i
         WHERE i.fiscal_year_id = ${fiscalYearId} AND ${scope.visible}
         ORDER BY lower(i.code), i.id`,
  );

/** The parent's year, and whether `id` is the parent itself or one of its ancestors (a cycle). */
export const parentOf = async (executor: Executor, input: { parentId: number; id: number | null }) =>
  queryRow<{ fiscal_year_id: number; cycle: boolean }>(
    executor,
    sql`WITH RECURSIVE up AS (
            SELECT a.id, a.parent_id FROM indicators a WHERE a.id = ${input.parentId}
            UNION ALL
            SELECT a.id, a.parent_id FROM indicators a JOIN up ON a.id = up.parent_id
          )
          SELECT p.fiscal_year_id, EXISTS (SELECT 1 FROM up WHERE up.id = ${input.id ?? 0}) AS cycle
            FROM indicators p WHERE p.id = ${input.parentId}`,
  );

export const codeTaken = async (
  executor: Executor,
  input: { fiscalYearId: number; code: string; exceptId: number | null },
) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT id FROM indicators WHERE fiscal_year_id = ${input.fiscalYearId}
           AND lower(code) = lower(${input.code}) AND id <> ${input.exceptId ?? 0}`,
    )
  ).length > 0;

/** Top-level entries of a setup list among the wanted ids. */
export const setupIdsOf = async (executor: Executor, list: string, wanted: readonly number[]) =>
  wanted.length === 0
    ? new Set<number>()
    : new Set(
        (
          await queryRows<{ id: number }>(
            executor,
            sql`SELECT id FROM setup_items WHERE list_key = ${list} AND parent_id IS NULL AND id IN (${idList(wanted)})`,
          )
        ).map((row) => row.id),
      );

export const fiscalYearExists = async (executor: Executor, id: number) =>
  (await queryRows<{ id: number }>(executor, sql`SELECT id FROM fiscal_years WHERE id = ${id}`)).length > 0;

export const hasChildren = async (executor: Executor, id: number) =>
  (await queryRows<{ id: number }>(executor, sql`SELECT id FROM indicators WHERE parent_id = ${id} LIMIT 1`))
    .length > 0;

export const {
  insert: insertIndicator,
  update: updateIndicatorRow,
  remove: deleteIndicatorRow,
} = recordRows(indicators);

export type PeriodRecord = {
  id: number;
  period: number;
  target: string | null;
  actual: string | null;
  comment: string;
};

export const periodRows = (executor: Executor, indicatorId: number) =>
  queryRows<PeriodRecord>(
    executor,
    sql`SELECT id, period, target, actual, comment FROM indicator_periods WHERE indicator_id = ${indicatorId} ORDER BY period`,
  );

export type ProgressRecord = {
  reported: number;
  t: number | null;
  a: number | null;
  kind: "percent" | "met" | "not_met" | "not_reporting";
  percent: number | null;
  status: "behind" | "on_track" | "ahead" | "not_reporting";
  periods: { period: number; percent: number | null; status: ProgressRecord["status"] | null }[];
};

/** The indicator's progress over its first `ended` periods and each period's, by the one rule. */
export const progressRow = async (executor: Executor, indicatorId: number, ended: number) => {
  const [row] = await queryRows<ProgressRecord>(
    executor,
    sql`SELECT pr.reported, pr.t, pr.a, pr.kind, pr.percent, pr.status,
               ${periodStatuses(sql`${ended}::int`)} AS periods
          FROM indicators i CROSS JOIN ${indicatorProgress(sql`${ended}::int`)} pr
         WHERE i.id = ${indicatorId}`,
  );
  return row;
};

export const periodFileRows = (executor: Executor, indicatorId: number) =>
  queryRows<{ id: number; period: number; filename: string }>(
    executor,
    sql`SELECT f.id, p.period, f.filename FROM indicator_period_files f
          JOIN indicator_periods p ON p.id = f.period_id
         WHERE p.indicator_id = ${indicatorId} ORDER BY f.id`,
  );

/** Sets every period's target in one statement (null clears them); achievements stay. */
export const writeTargets = (executor: Executor, indicatorId: number, targets: readonly (number | null)[]) =>
  executor.execute(sql`INSERT INTO indicator_periods (indicator_id, period, target)
    SELECT ${indicatorId}, t.period - 1, t.target
      FROM unnest(${`{${targets.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`}::numeric[])
           WITH ORDINALITY AS t(target, period)
    ON CONFLICT (indicator_id, period) DO UPDATE SET target = EXCLUDED.target`);

/** Records a period's achievement; answers the period row's id. */
export const writeAchievement = async (
  executor: Executor,
  input: { indicatorId: number; period: number; actual: number; comment: string; userId: number },
) =>
  (
    await executor
      .insert(indicatorPeriods)
      .values({
        indicatorId: input.indicatorId,
        period: input.period,
        actual: String(input.actual),
        comment: input.comment,
        reportedAt: new Date(),
        reportedBy: input.userId,
      })
      .onConflictDoUpdate({
        target: [indicatorPeriods.indicatorId, indicatorPeriods.period],
        set: {
          actual: String(input.actual),
          comment: input.comment,
          reportedAt: new Date(),
          reportedBy: input.userId,
        },
      })
      .returning({ id: indicatorPeriods.id })
  )[0].id;

export const insertPeriodFiles = (
  executor: Executor,
  periodId: number,
  files: StoredFile[],
  userId: number,
) =>
  executor.insert(indicatorPeriodFiles).values(
    files.map((file) => ({
      periodId,
      filename: file.filename,
      storageKey: file.key,
      mimeType: file.mime,
      size: file.size,
      createdBy: userId,
    })),
  );

export const findPeriodFile = async (executor: Executor, fileId: number) =>
  queryRow<{
    id: number;
    indicator_id: number;
    period: number;
    filename: string;
    storage_key: string;
    mime_type: string;
  }>(
    executor,
    sql`SELECT f.id, p.indicator_id, p.period, f.filename, f.storage_key, f.mime_type
            FROM indicator_period_files f JOIN indicator_periods p ON p.id = f.period_id WHERE f.id = ${fileId}`,
  );

/** The start years of the indicator's fiscal year and of the current one. */
export const yearOrder = async (executor: Executor, fiscalYearId: number, currentId: number | null) =>
  (
    await queryRows<{ start_year: number; current_start_year: number | null }>(
      executor,
      sql`SELECT f.start_year, (SELECT c.start_year FROM fiscal_years c WHERE c.id = ${currentId ?? 0}) AS current_start_year
            FROM fiscal_years f WHERE f.id = ${fiscalYearId}`,
    )
  )[0];

/** The period's row (made empty when missing), for files that come before the value. */
export const writePeriodRow = async (executor: Executor, indicatorId: number, period: number) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`INSERT INTO indicator_periods (indicator_id, period) VALUES (${indicatorId}, ${period})
          ON CONFLICT (indicator_id, period) DO UPDATE SET period = EXCLUDED.period RETURNING id`,
    )
  )[0].id;

/**
 * Bulk entry: the fiscal year's indicators in scope with the given codes (case-insensitive), and whether
 * the caller's offices cover each one's reporting office (`reportable`).
 */
export const indicatorsByCode = async (
  executor: Executor,
  fiscalYearId: number,
  codes: readonly string[],
  scope: IndicatorScope & { reporting: SQL },
) => {
  if (codes.length === 0) return [];
  const found = await queryRows<{ id: number; reportable: boolean }>(
    executor,
    sql`SELECT i.id, ${scope.reporting} AS reportable FROM indicators i
         WHERE i.fiscal_year_id = ${fiscalYearId}
           AND lower(i.code) IN (${sql.join(
             codes.map((code) => sql`${code.toLowerCase()}`),
             sql`, `,
           )})
           AND ${scope.visible}`,
  );
  if (found.length === 0) return [];
  const rows = await rowsOf(
    executor,
    found.map((row) => row.id),
    scope,
  );
  return rows.map((row) => ({ row, reportable: found.find((f) => f.id === row.id)?.reportable === true }));
};

/** A row of the bulk template: an indicator with its period ending in the month, as stored. */
export type TemplateRecord = {
  id: number;
  code: string;
  name: string;
  name_np: string;
  review_period: string;
  period: number;
  unit_name: string | null;
  unit_name_np: string | null;
  reporting_office_name: string;
  reporting_office_name_np: string;
  target: string | null;
  actual: string | null;
  comment: string | null;
};

/**
 * The bulk template's rows (one statement): the year's indicators in scope that the caller reports
 * (`scope.reporting`), whose reporting office lies in the subtree of `rootId` (any when null) and a
 * period of which ends in fiscal month `month`, with that period's stored target, achievement and
 * comment, in code order.
 */
export const templateRows = (
  executor: Executor,
  options: {
    fiscalYearId: number;
    month: number;
    rootId: number | null;
    scope: IndicatorScope & { reporting: SQL };
  },
) =>
  queryRows<TemplateRecord>(
    executor,
    sql`SELECT i.id, i.code, i.name, i.name_np, i.review_period, k.period,
               u.name AS unit_name, u.name_np AS unit_name_np,
               r.name AS reporting_office_name, r.name_np AS reporting_office_name_np,
               ip.target, ip.actual, ip.comment
          FROM indicators i
          CROSS JOIN LATERAL (
            SELECT 12 / x.n AS months, (${options.month} + 1) / (12 / x.n) - 1 AS period
              FROM (SELECT CASE i.review_period WHEN 'monthly' THEN 12 WHEN 'quarterly' THEN 4
                                                WHEN 'four_monthly' THEN 3 ELSE 1 END AS n) x) k
          JOIN offices r ON r.id = COALESCE(i.responsible_office_id, i.nikaya_id)
          LEFT JOIN setup_items u ON u.id = i.unit_id
          LEFT JOIN indicator_periods ip ON ip.indicator_id = i.id AND ip.period = k.period
         WHERE i.fiscal_year_id = ${options.fiscalYearId}
           AND (${options.month} + 1) % k.months = 0
           AND ${options.scope.visible} AND ${options.scope.reporting}
           ${
             options.rootId === null
               ? sql``
               : sql`AND r.path LIKE (SELECT o.path FROM offices o WHERE o.id = ${options.rootId}) || '%'`
           }
         ORDER BY lower(i.code), i.id`,
  );
