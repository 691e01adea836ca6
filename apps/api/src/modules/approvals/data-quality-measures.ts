import {
  type ApprovalStream,
  type DataQualityCheck,
  STREAM_CHECKS,
  type TDataQualityWarning,
} from "@pragati/domain/contract";
import { financialPercent } from "@pragati/domain/projects";
import { treasuryExpensePercent, treasuryGap } from "@pragati/domain/treasury";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { indicatorProgress, PERIOD_COUNT } from "../indicators/indicator-progress";
import { projectTreasuryCtes } from "../treasury/treasury.repository";

/**
 * The one definition of the data-quality checks (issue 33 item 5; docs/product-rules.md "Data-quality
 * checks"). Each stream's month is read by ONE statement over the offices `offices` selects (one office
 * at submission, the report's subtree), answering a row per record that may warn with the figures its
 * checks compare; the rules below decide which rows warn. The submission, the checks route and the
 * report all read `monthWarnings`, so what the submitter explains and what the report counts are one set.
 */

/** An achievement % to date above this is a warning. */
export const OVER_TARGET_PERCENT = 150;

/** A warning before its explanation is joined. */
export type Warning = Omit<TDataQualityWarning, "explanation" | "explained_by" | "explained_at"> & {
  office_path: string;
};

type Office = { office_id: number; office_name: string; office_name_np: string; office_path: string };
const OFFICE_COLUMNS = sql`o.id AS office_id, o.name AS office_name, o.name_np AS office_name_np, o.path AS office_path`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Two progress figures (%, points) further apart than `limit` points, either way. */
const beyondGap = (value: number, comparedWith: number, limit: number) =>
  Math.abs(round2(value - comparedWith)) > limit;

type MonthArgs = { fiscalYearId: number; month: number; offices: (column: SQL) => SQL };

type ProjectRow = Office & {
  id: number;
  code: string | null;
  name: string;
  physical: number;
  expense: number;
  year_budget: number;
  treasury_rows: number;
  treasury_budget: number;
  treasury_expense: number;
  quality_limit: number;
  treasury_limit: number;
};

/**
 * Project progress: the projects whose month is reported, with the year's physical % to the month, the
 * expense to it and the year's budget as planned (`project_month_figures`), and their sub-heads' sums in
 * the year's newest office-expense snapshot (`projectTreasuryCtes`, as the project summary's).
 * Physical against financial % (the projects' `financialPercent`) beyond `quality_gap_percent`; the
 * treasury % against the financial % by the treasury's own rule (`treasuryGap`, `treasury_gap_percent`).
 */
const projectWarnings = async (executor: Executor, args: MonthArgs): Promise<Warning[]> => {
  const rows = await queryRows<ProjectRow>(
    executor,
    sql`WITH b AS (
        SELECT p.id, p.nikaya_id, f.achieved, f.expense, f.year_budget
          FROM project_month_figures f
          JOIN projects p ON p.id = f.project_id
         WHERE f.fiscal_year_id = ${args.fiscalYearId} AND f.month = ${args.month} AND f.reported
           AND ${args.offices(sql`p.nikaya_id`)}),
      ${projectTreasuryCtes(sql`SELECT b.id FROM b`, args.fiscalYearId)}
      SELECT b.id, p.code, p.name, ${OFFICE_COLUMNS},
             b.achieved::float8 AS physical, b.expense::float8 AS expense, b.year_budget::float8 AS year_budget,
             COALESCE(x.rows, 0)::int AS treasury_rows, COALESCE(x.budget, 0)::float8 AS treasury_budget,
             COALESCE(x.expense, 0)::float8 AS treasury_expense,
             s.quality_gap_percent AS quality_limit, s.treasury_gap_percent AS treasury_limit
        FROM b
        JOIN projects p ON p.id = b.id
        JOIN offices o ON o.id = b.nikaya_id
        LEFT JOIN tsx x ON x.project_id = b.id
        CROSS JOIN (SELECT a.quality_gap_percent, a.treasury_gap_percent FROM app_settings a LIMIT 1) s`,
  );
  return rows.flatMap((row) => {
    const record = {
      record_kind: "project" as const,
      record_id: row.id,
      record_code: row.code,
      record_name: row.name,
      record_name_np: row.name,
      office_id: row.office_id,
      office_name: row.office_name,
      office_name_np: row.office_name_np,
      office_path: row.office_path,
    };
    const financial = financialPercent(row.expense, row.year_budget);
    const found: Warning[] = [];
    if (financial !== null && beyondGap(row.physical, financial, row.quality_limit))
      found.push({
        ...record,
        check: "progress_gap",
        value: row.physical,
        compared_with: financial,
        gap: round2(row.physical - financial),
        limit: row.quality_limit,
      });
    const treasuryPercent = treasuryExpensePercent({
      rows: row.treasury_rows,
      budget: row.treasury_budget,
      expense: row.treasury_expense,
    });
    const treasury = treasuryGap({ treasuryPercent, financialPercent: financial, limit: row.treasury_limit });
    if (treasury.flagged && treasuryPercent !== null)
      found.push({
        ...record,
        check: "treasury_gap",
        value: treasuryPercent,
        compared_with: financial,
        gap: treasury.gap,
        limit: row.treasury_limit,
      });
    return found;
  });
};

type ContractRow = Office & {
  id: number;
  number: string;
  title: string;
  physical: number;
  financial: number;
  quality_limit: number;
};

/**
 * Contract progress: the year's contracts of the office with a contract amount, their physical % beside
 * the amount paid as a % of the contract amount, beyond `quality_gap_percent`.
 */
const contractWarnings = async (executor: Executor, args: MonthArgs): Promise<Warning[]> => {
  const rows = await queryRows<ContractRow>(
    executor,
    sql`SELECT c.id, c.number, c.title, ${OFFICE_COLUMNS}, c.physical_percent::float8 AS physical,
               round(100 * c.amount_paid / c.contract_amount, 2)::float8 AS financial,
               s.quality_gap_percent AS quality_limit
          FROM contracts c
          JOIN offices o ON o.id = c.nikaya_id
          CROSS JOIN (SELECT a.quality_gap_percent FROM app_settings a LIMIT 1) s
         WHERE c.fiscal_year_id = ${args.fiscalYearId} AND c.contract_amount > 0
           AND ${args.offices(sql`c.nikaya_id`)}`,
  );
  return rows
    .filter((row) => beyondGap(row.physical, row.financial, row.quality_limit))
    .map((row) => ({
      check: "progress_gap",
      record_kind: "contract",
      record_id: row.id,
      record_code: row.number,
      record_name: row.title,
      record_name_np: row.title,
      office_id: row.office_id,
      office_name: row.office_name,
      office_name_np: row.office_name_np,
      office_path: row.office_path,
      value: row.physical,
      compared_with: row.financial,
      gap: round2(row.physical - row.financial),
      limit: row.quality_limit,
    }));
};

type CumulativeRow = Office & {
  id: number;
  code: string | null;
  name: string;
  name_np: string;
  current: number;
  previous: number | null;
  percent: number | null;
};

const cumulativeDown = (row: CumulativeRow) => row.previous !== null && row.current < row.previous;

/**
 * Action-plan progress: the month's entries of cumulative milestones (achieved is a running total) with
 * the office's entry of the milestone's latest month before; a running total lower than it warns.
 */
const milestoneWarnings = async (executor: Executor, args: MonthArgs): Promise<Warning[]> => {
  const rows = await queryRows<CumulativeRow>(
    executor,
    sql`SELECT m.id, m.code, m.title AS name, m.title AS name_np, ${OFFICE_COLUMNS},
               e.achieved::float8 AS current, prev.achieved::float8 AS previous, NULL::float8 AS percent
          FROM progress_entries e
          JOIN milestones m ON m.id = e.milestone_id
          JOIN offices o ON o.id = e.nikaya_id
          CROSS JOIN LATERAL (
            SELECT pe.achieved FROM progress_entries pe
             WHERE pe.milestone_id = e.milestone_id AND pe.month < e.month
             ORDER BY pe.month DESC LIMIT 1) prev
         WHERE e.fiscal_year_id = ${args.fiscalYearId} AND e.month = ${args.month} AND m.cumulative
           AND ${args.offices(sql`e.nikaya_id`)}`,
  );
  return rows.filter(cumulativeDown).map((row) => cumulativeWarning("milestone", row));
};

const cumulativeWarning = (kind: "milestone" | "indicator", row: CumulativeRow): Warning => ({
  check: "cumulative_down",
  record_kind: kind,
  record_id: row.id,
  record_code: row.code,
  record_name: row.name,
  record_name_np: row.name_np,
  office_id: row.office_id,
  office_name: row.office_name,
  office_name_np: row.office_name_np,
  office_path: row.office_path,
  value: row.current,
  compared_with: row.previous,
  gap: row.previous === null ? null : round2(row.current - row.previous),
  limit: null,
});

/**
 * Indicator achievements: the indicators whose review period ends in the month and whose achievement
 * of that period is entered (by their reporting office), with the % achieved to date by the indicators'
 * one progress rule (`indicatorProgress`) and, for a cumulative one, the latest achievement before.
 * Over 150 % of the target to date warns; so does a cumulative achievement lower than the one before.
 */
const indicatorWarnings = async (executor: Executor, args: MonthArgs): Promise<Warning[]> => {
  const length = sql`(12 / ${PERIOD_COUNT})`;
  const rows = await queryRows<CumulativeRow & { cumulative: boolean }>(
    executor,
    sql`SELECT i.id, i.code, i.name, i.name_np, ${OFFICE_COLUMNS}, ip.actual::float8 AS current,
               prev.actual::float8 AS previous, pr.percent, i.aggregation = 'cumulative' AS cumulative
          FROM indicators i
          JOIN offices o ON o.id = COALESCE(i.responsible_office_id, i.nikaya_id)
          JOIN indicator_periods ip ON ip.indicator_id = i.id
           AND ip.period = ${args.month + 1}::int / ${length} - 1 AND ip.actual IS NOT NULL
          CROSS JOIN ${indicatorProgress(sql`ip.period + 1`)} pr
          LEFT JOIN LATERAL (
            SELECT pp.actual FROM indicator_periods pp
             WHERE pp.indicator_id = i.id AND pp.period < ip.period AND pp.actual IS NOT NULL
             ORDER BY pp.period DESC LIMIT 1) prev ON TRUE
         WHERE i.fiscal_year_id = ${args.fiscalYearId} AND ${args.month + 1}::int % ${length} = 0
           AND ${args.offices(sql`o.id`)}`,
  );
  return rows.flatMap((row) => {
    const found: Warning[] = [];
    if (row.percent !== null && row.percent > OVER_TARGET_PERCENT)
      found.push({
        ...cumulativeWarning("indicator", row),
        check: "over_target",
        value: row.percent,
        compared_with: null,
        gap: null,
        limit: OVER_TARGET_PERCENT,
      });
    if (row.cumulative && cumulativeDown(row)) found.push(cumulativeWarning("indicator", row));
    return found;
  });
};

const STREAM_WARNINGS: Record<ApprovalStream, (executor: Executor, args: MonthArgs) => Promise<Warning[]>> = {
  pragati: milestoneWarnings,
  project: projectWarnings,
  contract: contractWarnings,
  indicator: indicatorWarnings,
};

/** The order warnings are listed in: office tree, the stream's checks in order, record. */
const order = (stream: ApprovalStream) => {
  const checks: readonly DataQualityCheck[] = STREAM_CHECKS[stream];
  return (a: Warning, b: Warning) =>
    a.office_path.localeCompare(b.office_path) ||
    checks.indexOf(a.check) - checks.indexOf(b.check) ||
    a.record_id - b.record_id;
};

/** Every warning of a stream's month over the offices `offices` selects (one statement), in order. */
export const monthWarnings = async (
  executor: Executor,
  stream: ApprovalStream,
  args: MonthArgs,
): Promise<Warning[]> => (await STREAM_WARNINGS[stream](executor, args)).sort(order(stream));

/** A warning's key among the month's explanations. */
export const warningKey = (officeId: number, check: string, recordId: number) =>
  `${officeId}:${check}:${recordId}`;
