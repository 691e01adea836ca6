import {
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
import type { ReportContext } from "./report-context";

/**
 * The treasury (FCGO) reports, read from one snapshot (the as-of date asked for, else the year's
 * newest) of one report number: rows per ministry, a ministry's offices, or an office's sub-heads,
 * accounts or projects, each level and its totals one GROUPING SETS statement over the same rows, so a
 * row's figures equal the totals of the level it drills into. Amounts are stored in paisa and answered
 * in rupees; percentages are derived from the summed amounts.
 */

const keyOf = (column: SQL) => sql`COALESCE(NULLIF(btrim(${column}), ''), ${TREASURY_NONE})`;

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
  if (level === "ministry") return { name: keyOf(sql`r.ministry`), code: sql`NULL::text` };
  if (level === "office") return { name: keyOf(sql`r.office`), code: sql`NULL::text` };
  switch (TREASURY_DETAIL[number]) {
    case "subhead":
      return { name: keyOf(sql`r.subhead`), code: sql`NULL::text` };
    case "account":
      return {
        name: sql`COALESCE(NULLIF(btrim(r.account), ''), r.account_code, ${TREASURY_NONE})`,
        code: sql`r.account_code`,
      };
    case "project":
      return { name: keyOf(sql`r.project`), code: sql`r.project_code` };
  }
};

type Filters = Pick<TTreasuryReportQuery, "ministry" | "office" | "province">;

const rowFilter = (filters: Filters): SQL =>
  sql.join(
    [
      sql`TRUE`,
      ...(filters.ministry === undefined ? [] : [sql`${keyOf(sql`r.ministry`)} = ${filters.ministry}`]),
      ...(filters.office === undefined ? [] : [sql`${keyOf(sql`r.office`)} = ${filters.office}`]),
      ...(filters.province === undefined ? [] : [sql`${keyOf(sql`r.province`)} = ${filters.province}`]),
    ],
    sql` AND `,
  );

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
      g AS (
        SELECT ${name} AS k_name, ${code} AS k_code, r.*
          FROM treasury_rows r JOIN s ON s.id = r.snapshot_id
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
      g AS (SELECT ${keyOf(sql`r.ministry`)} AS ministry, NULLIF(btrim(r.province), '') AS province
              FROM treasury_rows r JOIN s ON s.id = r.snapshot_id)
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
