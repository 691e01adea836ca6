import {
  type BudgetaryFigure,
  type TBudgetaryAnalysis,
  type TBudgetaryQuery,
  type TDrillParams,
  TREASURY_DETAIL,
  TREASURY_NONE,
  type TreasuryLevel,
  type TTreasuryReport,
  type TTreasuryReportQuery,
} from "@pragati/domain/contract";
import { type TreasuryColumn, type TreasuryReportNumber, treasuryLayout } from "@pragati/domain/treasury";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { FieldErrorCollector } from "../../lib/errors";
import type { ReportContext } from "../reports/report-context";
import { officeCodeKey, projectCodeKey } from "./treasury.repository";

/**
 * The treasury (FCGO) reports, read from one snapshot (the as-of date asked for, else the year's
 * newest) of one report number: rows per ministry, a ministry's offices, or an office's sub-heads,
 * accounts or projects, each level and its totals one GROUPING SETS statement over the same rows, so a
 * row's figures equal the totals of the level it drills into. Amounts are stored in paisa and answered
 * in rupees; percentages are derived from the summed amounts.
 */

const keyOf = (column: SQL) => sql`COALESCE(NULLIF(btrim(${column}), ''), ${TREASURY_NONE})`;

/**
 * Where a row sits (over `treasury_rows r`): its ministry or office matched to the product (admin's
 * mapping, else an office's own code) under the product office's name, else under its name as filed.
 */
const placeKeys = sql`COALESCE(mo.name_np, ${keyOf(sql`r.ministry`)}) AS k_ministry,
         COALESCE(oo.name_np, ao.name_np, ${keyOf(sql`r.office`)}) AS k_office,
         ${keyOf(sql`r.province`)} AS k_province`;
const placeJoins = sql`LEFT JOIN treasury_code_maps mm ON mm.kind = 'ministry' AND mm.code = btrim(r.ministry)
    LEFT JOIN offices mo ON mo.id = mm.office_id
    LEFT JOIN treasury_code_maps om ON om.kind = 'office' AND om.code = ${officeCodeKey}
    LEFT JOIN offices oo ON oo.id = om.office_id
    LEFT JOIN offices ao ON ao.code = btrim(r.office_code)`;

/** The rows `where` picks (over `treasury_rows r`) with the names of where they sit only. */
const placedRows = (where: SQL) => sql`
  SELECT r.*, ${placeKeys}
    FROM treasury_rows r
    ${placeJoins}
   WHERE ${where}`;

/**
 * The rows `where` picks (over `treasury_rows r`), each with the names the levels group and filter by:
 * where it sits (`placeKeys`), a sub-head (mapped) or a project (mapped, else its own code) under the
 * project's name; anything unmatched under its name as filed (docs/product-rules.md "Treasury codes").
 */
const mappedRows = (where: SQL) => sql`
  SELECT r.*,
         ${placeKeys},
         COALESCE(sp.name, ${keyOf(sql`r.subhead`)}) AS k_subhead,
         COALESCE(pp.name, ap.name, ${keyOf(sql`r.project`)}) AS k_project,
         CASE WHEN pp.id IS NOT NULL THEN pp.code WHEN ap.id IS NOT NULL THEN ap.code ELSE r.project_code END
           AS k_project_code
    FROM treasury_rows r
    ${placeJoins}
    LEFT JOIN treasury_code_maps sm ON sm.kind = 'subhead' AND sm.code = btrim(r.subhead)
    LEFT JOIN projects sp ON sp.id = sm.project_id
    LEFT JOIN treasury_code_maps pm ON pm.kind = 'project' AND pm.code = ${projectCodeKey}
    LEFT JOIN projects pp ON pp.id = pm.project_id
    LEFT JOIN projects ap ON lower(ap.code) = lower(btrim(r.project_code))
   WHERE ${where}`;

/** The snapshot a call reads: the asked date, else the newest of the report's year. */
const snapshot = (number: TreasuryReportNumber, fiscalYearId: number, asOf: string | null) =>
  sql`s AS (
    SELECT t.id, t.as_of FROM treasury_snapshots t
     WHERE t.report_number = ${number} AND t.fiscal_year_id = ${fiscalYearId}
       AND t.as_of = ${
         asOf ??
         sql`(SELECT max(m.as_of) FROM treasury_snapshots m
               WHERE m.report_number = ${number} AND m.fiscal_year_id = ${fiscalYearId})`
       })`;

/** The amount pairs a layout has, each with its percentage; balance as filed, else budget less expense. */
const figures = (number: TreasuryReportNumber): [string, SQL][] => {
  const layout = treasuryLayout(number);
  const has = (column: TreasuryColumn) =>
    layout.required.includes(column) || layout.optional.includes(column);
  const rupees = (column: string) => sql`COALESCE(round(sum(r.${sql.raw(column)}) / 100.0, 2), 0)::float8`;
  const out: [string, SQL][] = [];
  for (const pair of ["current", "capital", "financing", "total"] as const) {
    const budget = `${pair}_budget` as TreasuryColumn;
    const expense = `${pair}_expense` as TreasuryColumn;
    if (!has(budget) || !has(expense)) continue;
    out.push(
      [budget, rupees(budget)],
      [expense, rupees(expense)],
      [
        `${pair}_percent`,
        sql`COALESCE(round(100.0 * sum(r.${sql.raw(expense)}) / NULLIF(sum(r.${sql.raw(budget)}), 0), 2), 0)::float8`,
      ],
    );
  }
  out.push([
    "balance",
    sql`COALESCE(round(sum(COALESCE(r.balance, COALESCE(r.total_budget, 0) - COALESCE(r.total_expense, 0))) / 100.0, 2), 0)::float8`,
  ]);
  return out;
};

/** The grouping of a level: the row's name and code (detail rows by the report number's detail). */
const levelKeys = (level: TreasuryLevel, number: TreasuryReportNumber): { name: SQL; code: SQL } => {
  if (level === "ministry") return { name: sql`r.k_ministry`, code: sql`NULL::text` };
  if (level === "office") return { name: sql`r.k_office`, code: sql`NULL::text` };
  switch (TREASURY_DETAIL[number]) {
    case "subhead":
      return { name: sql`r.k_subhead`, code: sql`NULL::text` };
    case "account":
      return {
        name: sql`COALESCE(NULLIF(btrim(r.account), ''), r.account_code, ${TREASURY_NONE})`,
        code: sql`r.account_code`,
      };
    case "project":
      return { name: sql`r.k_project`, code: sql`r.k_project_code` };
  }
};

type Filters = Pick<TTreasuryReportQuery, "ministry" | "office" | "province">;

const rowFilter = (filters: Filters): SQL =>
  sql.join(
    [
      sql`TRUE`,
      ...(filters.ministry === undefined ? [] : [sql`r.k_ministry = ${filters.ministry}`]),
      ...(filters.office === undefined ? [] : [sql`r.k_office = ${filters.office}`]),
      ...(filters.province === undefined ? [] : [sql`r.k_province = ${filters.province}`]),
    ],
    sql` AND `,
  );

/**
 * The filters as tests of a row's filed columns alone (over `treasury_rows r`, no joins), equal to
 * `rowFilter` over `placedRows`: the names a filter asks for are turned into the filed codes and names
 * that carry them (admin's mappings and the offices' own codes, small tables read once as hashed
 * lists), so the daily analysis can test a year of rows without naming each one.
 */
const filedFilter = (filters: Filters): SQL => {
  const codes = (kind: "ministry" | "office") =>
    sql`(SELECT m.code FROM treasury_code_maps m WHERE m.kind = ${kind})`;
  const codesNamed = (kind: "ministry" | "office", name: string) =>
    sql`(SELECT m.code FROM treasury_code_maps m JOIN offices o ON o.id = m.office_id
          WHERE m.kind = ${kind} AND o.name_np = ${name})`;
  const parts: SQL[] = [sql`TRUE`];
  if (filters.ministry !== undefined)
    parts.push(sql`(btrim(r.ministry) IN ${codesNamed("ministry", filters.ministry)}
      OR (COALESCE(btrim(r.ministry), '') NOT IN ${codes("ministry")}
          AND ${keyOf(sql`r.ministry`)} = ${filters.ministry}))`);
  if (filters.office !== undefined) {
    // As placeKeys: admin's mapping of the office code, else an office's own code, else the filed name.
    const unmapped = sql`COALESCE(${officeCodeKey}, '') NOT IN ${codes("office")}`;
    parts.push(sql`(${officeCodeKey} IN ${codesNamed("office", filters.office)}
      OR (${unmapped} AND btrim(r.office_code) IN
            (SELECT o.code FROM offices o WHERE o.code IS NOT NULL AND o.name_np = ${filters.office}))
      OR (${unmapped}
          AND COALESCE(btrim(r.office_code), '') NOT IN (SELECT o.code FROM offices o WHERE o.code IS NOT NULL)
          AND ${keyOf(sql`r.office`)} = ${filters.office}))`);
  }
  if (filters.province !== undefined) parts.push(sql`${keyOf(sql`r.province`)} = ${filters.province}`);
  return sql.join(parts, sql` AND `);
};

type FigureRow = {
  name: string | null;
  code: string | null;
  is_total: boolean;
  as_of: string | null;
} & Record<string, number | string | boolean | null>;

/** One level of a treasury report with its totals row: one statement. */
const treasurySummary = (
  executor: Executor,
  number: TreasuryReportNumber,
  fiscalYearId: number,
  asOf: string | null,
  filters: Filters,
  level: TreasuryLevel,
) => {
  const { name, code } = levelKeys(level, number);
  const measures = figures(number);
  return queryRows<FigureRow>(
    executor,
    sql`WITH ${snapshot(number, fiscalYearId, asOf)},
      m AS (${mappedRows(sql`r.snapshot_id = (SELECT s.id FROM s)`)}),
      g AS (
        SELECT ${name} AS k_name, ${code} AS k_code, r.*
          FROM m r
         WHERE ${rowFilter(filters)})
      SELECT r.k_name AS name, r.k_code AS code, GROUPING(r.k_name) = 1 AS is_total,
             (SELECT as_of FROM s) AS as_of,
             ${sql.join(
               measures.map(([key, value]) => sql`${value} AS ${sql.identifier(key)}`),
               sql`, `,
             )}
        FROM g r
       GROUP BY GROUPING SETS ((r.k_name, r.k_code), ())
       ORDER BY is_total, min(r.line)`,
  );
};

/** The year's snapshot dates of the report (newest first) and the names its filters offer. */
const treasuryOptions = async (
  executor: Executor,
  number: TreasuryReportNumber,
  fiscalYearId: number,
  asOf: string | null,
) => {
  const [options] = await queryRows<{ dates: string[]; ministries: string[]; provinces: string[] }>(
    executor,
    sql`WITH ${snapshot(number, fiscalYearId, asOf)},
      g AS (SELECT r.k_ministry AS ministry, NULLIF(r.k_province, ${TREASURY_NONE}) AS province
              FROM (${mappedRows(sql`r.snapshot_id = (SELECT s.id FROM s)`)}) r)
      SELECT (SELECT COALESCE(json_agg(d.as_of ORDER BY d.as_of DESC), '[]'::json) FROM treasury_snapshots d
               WHERE d.report_number = ${number} AND d.fiscal_year_id = ${fiscalYearId}) AS dates,
             (SELECT COALESCE(json_agg(DISTINCT g.ministry ORDER BY g.ministry), '[]'::json) FROM g) AS ministries,
             (SELECT COALESCE(json_agg(DISTINCT g.province ORDER BY g.province), '[]'::json) FROM g
               WHERE g.province IS NOT NULL) AS provinces`,
  );
  return options!;
};

/**
 * A treasury report (`fcgo-details/*`): the level follows the filters (ministries; a ministry's
 * offices; an office's detail rows), a date without a snapshot is 422. The snapshots are national
 * figures, not office records: no office scope applies (docs/product-rules.md "Treasury reports").
 */
export const treasuryReport = async (
  executor: Executor,
  ctx: ReportContext,
  query: TTreasuryReportQuery,
  number: TreasuryReportNumber,
): Promise<TTreasuryReport> => {
  const asOf = query.as_of ?? null;
  const options = await treasuryOptions(executor, number, ctx.fiscalYearId, asOf);
  if (asOf !== null && !options.dates.includes(asOf)) {
    const errors = new FieldErrorCollector();
    errors.add("as_of", {
      en: "There is no snapshot of this report on that date in the budget year.",
      np: "यस बजेट वर्षमा त्यस मितिको यो प्रतिवेदन आयात गरिएको छैन।",
    });
    errors.throwIfAny();
  }
  const level: TreasuryLevel =
    query.ministry === undefined ? "ministry" : query.office === undefined ? "office" : "detail";
  const rows = await treasurySummary(executor, number, ctx.fiscalYearId, asOf, query, level);
  const total = rows.find((row) => row.is_total);
  const resolved = total?.as_of ?? null;
  const base: TDrillParams = { fiscal_year_id: ctx.fiscalYearId };
  if (resolved !== null) base.as_of = resolved;
  for (const key of ["ministry", "office", "province"] as const) {
    const value = query[key];
    if (value !== undefined) base[key] = value;
  }
  const keys = figures(number).map(([key]) => key);
  const valuesOf = (row: FigureRow) => Object.fromEntries(keys.map((key) => [key, Number(row[key] ?? 0)]));
  return {
    filters: {
      fiscal_year_id: ctx.fiscalYearId,
      report_number: number,
      as_of: resolved,
      ministry: query.ministry ?? null,
      office: query.office ?? null,
      province: query.province ?? null,
    },
    level,
    detail: TREASURY_DETAIL[number],
    as_of_dates: options.dates,
    ministries: options.ministries,
    provinces: options.provinces,
    columns: [],
    rows: rows
      .filter((row) => !row.is_total)
      .map((row) => ({
        name: row.name ?? TREASURY_NONE,
        code: row.code,
        counts: {},
        values: valuesOf(row),
        drillable: level !== "detail",
        drill: level === "detail" ? base : { ...base, [level]: row.name ?? TREASURY_NONE },
      })),
    totals: {
      counts: {},
      values: total ? valuesOf(total) : Object.fromEntries(keys.map((k) => [k, 0])),
      drill: base,
    },
  };
};

/** The report number the daily budgetary analysis reads: the office expenses, with current and capital. */
const BUDGETARY_NUMBER = "2066";

type BudgetaryAnswer = {
  points:
    | { as_of: string; previous_as_of: string | null; values: Record<BudgetaryFigure, number | null> }[]
    | null;
  newest: string | null;
  ministries: string[] | null;
  offices: string[] | null;
  provinces: string[] | null;
};

/**
 * The daily budgetary analysis (`fcgo/daily-budgetary-analysis`), one statement: every office-expense
 * (2066) snapshot of the budget year, oldest first, with the filtered rows' current, capital and total
 * amounts and expense %, beside the % of the previous budget year's snapshot of the same BS date (the
 * newest one on or before it, so a day without a snapshot reads the one before). The filters' names come
 * from the year's newest snapshot. Each date drills into the office-expense report of that date. Each
 * snapshot is summed on its own (a lateral sum over the amounts index, only the joins the filters need),
 * so a year of daily snapshots reads the index and not the table.
 */
export const budgetaryAnalysis = async (
  executor: Executor,
  ctx: ReportContext,
  query: TBudgetaryQuery,
): Promise<TBudgetaryAnalysis> => {
  const percent = (expense: string, budget: string) =>
    sql`COALESCE(round(100.0 * ${sql.raw(expense)} / NULLIF(${sql.raw(budget)}, 0), 2), 0)`;
  const rupees = (column: string) => sql`COALESCE(round(${sql.raw(column)} / 100.0, 2), 0)`;
  // The previous year's figure is null when that year has no snapshot on or before the date.
  const previous = (expense: string, budget: string) =>
    sql`CASE WHEN d.previous_id IS NULL THEN NULL ELSE ${percent(`p.${expense}`, `p.${budget}`)} END`;
  const sums = sql`sum(r.current_budget) AS cb, sum(r.current_expense) AS ce,
                 sum(r.capital_budget) AS kb, sum(r.capital_expense) AS ke,
                 sum(r.total_budget) AS tb, sum(r.total_expense) AS te`;
  const ids = sql`SELECT d.id FROM d UNION SELECT d.previous_id FROM d WHERE d.previous_id IS NOT NULL`;
  // Each snapshot is summed on its own: unfiltered from the amounts index alone (no joins, no table
  // reads); filtered, its rows tested against the filed names the filters stand for (no joins per row).
  const filtered = query.ministry !== undefined || query.office !== undefined || query.province !== undefined;
  const perSnapshot = sql`SELECT x.id AS snapshot_id, a.*
            FROM (${ids}) x
           CROSS JOIN LATERAL (
             SELECT ${sums} FROM treasury_rows r
              WHERE r.snapshot_id = x.id ${filtered ? sql`AND ${filedFilter(query)}` : sql``}) a`;
  const [answer] = await queryRows<BudgetaryAnswer>(
    executor,
    sql`WITH y AS (
        SELECT f.id, p.id AS previous_id FROM fiscal_years f
          LEFT JOIN fiscal_years p ON p.start_year = f.start_year - 1
         WHERE f.id = ${ctx.fiscalYearId}),
      d AS (
        SELECT s.id, s.as_of, b.id AS previous_id, b.as_of AS previous_as_of
          FROM treasury_snapshots s CROSS JOIN y
          LEFT JOIN LATERAL (
            SELECT t.id, t.as_of FROM treasury_snapshots t
             WHERE t.report_number = ${BUDGETARY_NUMBER} AND t.fiscal_year_id = y.previous_id
               AND t.as_of <= (substr(s.as_of, 1, 4)::int - 1)::text || substr(s.as_of, 5)
             ORDER BY t.as_of DESC LIMIT 1) b ON TRUE
         WHERE s.report_number = ${BUDGETARY_NUMBER} AND s.fiscal_year_id = y.id),
      f AS (${perSnapshot}),
      n AS (
        SELECT r.k_ministry AS ministry, r.k_office AS office, NULLIF(r.k_province, ${TREASURY_NONE}) AS province
          FROM (${placedRows(sql`r.snapshot_id = (SELECT d.id FROM d ORDER BY d.as_of DESC LIMIT 1)`)}) r)
      SELECT
        (SELECT json_agg(json_build_object(
            'as_of', d.as_of, 'previous_as_of', d.previous_as_of,
            'values', json_build_object(
              'current_budget', ${rupees("c.cb")}, 'current_expense', ${rupees("c.ce")},
              'current_percent', ${percent("c.ce", "c.cb")},
              'capital_budget', ${rupees("c.kb")}, 'capital_expense', ${rupees("c.ke")},
              'capital_percent', ${percent("c.ke", "c.kb")},
              'total_budget', ${rupees("c.tb")}, 'total_expense', ${rupees("c.te")},
              'total_percent', ${percent("c.te", "c.tb")},
              'previous_current_percent', ${previous("ce", "cb")},
              'previous_capital_percent', ${previous("ke", "kb")},
              'previous_total_percent', ${previous("te", "tb")}))
            ORDER BY d.as_of)
           FROM d LEFT JOIN f c ON c.snapshot_id = d.id LEFT JOIN f p ON p.snapshot_id = d.previous_id
        ) AS points,
        (SELECT max(d.as_of) FROM d) AS newest,
        (SELECT json_agg(DISTINCT n.ministry ORDER BY n.ministry) FROM n) AS ministries,
        (SELECT json_agg(DISTINCT n.office ORDER BY n.office) FROM n
          WHERE ${query.ministry === undefined ? sql`TRUE` : sql`n.ministry = ${query.ministry}`}) AS offices,
        (SELECT json_agg(DISTINCT n.province ORDER BY n.province) FROM n
          WHERE n.province IS NOT NULL) AS provinces`,
  );
  const filters = {
    ministry: query.ministry ?? null,
    office: query.office ?? null,
    province: query.province ?? null,
  };
  const base: TDrillParams = { fiscal_year_id: ctx.fiscalYearId };
  for (const key of ["ministry", "office", "province"] as const) {
    const value = query[key];
    if (value !== undefined) base[key] = value;
  }
  return {
    filters: { fiscal_year_id: ctx.fiscalYearId, as_of: answer?.newest ?? null, ...filters },
    ministries: answer?.ministries ?? [],
    offices: answer?.offices ?? [],
    provinces: answer?.provinces ?? [],
    rows: (answer?.points ?? []).map((point) => ({
      as_of: point.as_of,
      previous_as_of: point.previous_as_of,
      values: point.values,
      drill: { ...base, as_of: point.as_of },
    })),
  };
};
