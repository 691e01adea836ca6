import {
  type ApprovalStream,
  type DataQualityCheck,
  type DataQualityMeasure,
  STREAM_CHECKS,
  type TDataQualityWarning,
} from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { indicatorProgress, PERIOD_COUNT } from "../indicators/indicator-progress";
import { FINANCIAL_PERCENT } from "../projects/project-measures";
import { projectTreasuryCtes } from "../treasury/treasury.repository";
import { treasuryGapOf } from "../treasury/treasury-gap-sql";

/**
 * The one definition of the data-quality checks (issue 33 item 5; docs/product-rules.md "Data-quality
 * checks"). A stream's month is the CTE `we` that `warningCtes` builds over the offices `offices` selects
 * (one office at submission and for its checks, the report's subtree): every check of the stream is one
 * UNION ALL branch of CTE `w` (a row per warning), and `we` joins each warning's explanation kept with its
 * office's month. The submission, the checks route, the report's counts and its lists all read `we` in
 * one statement each, so what the submitter explains and what the report counts and lists are one set.
 */

/** An achievement % to date above this is a warning. */
const OVER_TARGET_PERCENT = 150;

type MonthArgs = { fiscalYearId: number; month: number; offices: (column: SQL) => SQL };

/** A warning of `we` as selected, with its office's path (the order). */
export type WarningRow = TDataQualityWarning & { office_path: string };

const OFFICE_COLUMNS = sql`o.id AS office_id, o.name AS office_name, o.name_np AS office_name_np, o.path AS office_path`;

/** The settings' gap limit of the progress checks (physical against financial %). */
const QUALITY_LIMIT = sql`(SELECT a.quality_gap_percent FROM app_settings a LIMIT 1)`;

/**
 * One check's branch of `w` over a source `s` of records with their office's columns: the warning's
 * record, its figures (`value` against `compared_with`, their `gap` and the `limit` beyond which it warns)
 * and the condition that makes a record warn. `ord` is the check's place in the stream's order.
 */
const branch =
  (args: {
    check: DataQualityCheck;
    kind: TDataQualityWarning["record_kind"];
    from: SQL;
    value: SQL;
    comparedWith: SQL;
    gap: SQL;
    limit: SQL;
    when: SQL;
  }) =>
  (stream: ApprovalStream) =>
    sql`SELECT ${args.check}::text AS "check", ${STREAM_CHECKS[stream].indexOf(args.check)}::int AS ord,
             ${args.kind}::text AS record_kind, s.id AS record_id, s.code AS record_code,
             s.name AS record_name, s.name_np AS record_name_np,
             s.office_id, s.office_name, s.office_name_np, s.office_path,
             (${args.value})::float8 AS value, (${args.comparedWith})::float8 AS compared_with,
             (${args.gap})::float8 AS gap, (${args.limit})::float8 AS "limit"
        FROM ${args.from} s
       WHERE ${args.when}`;

/** Two figures (%, points) further apart than `limit` points, either way, to two places. */
const beyondGap = (value: SQL, comparedWith: SQL, limit: SQL) =>
  sql`abs(round(${value} - ${comparedWith}, 2)) > ${limit}`;

/** A running total lower than the one before (none before: no warning). */
const cumulativeDown = (kind: "milestone" | "indicator", from: SQL, when: SQL = sql`TRUE`) =>
  branch({
    check: "cumulative_down",
    kind,
    from,
    value: sql`s.current`,
    comparedWith: sql`s.previous`,
    gap: sql`round(s.current - s.previous, 2)`,
    limit: sql`NULL`,
    when: sql`${when} AND s.previous IS NOT NULL AND s.current < s.previous`,
  });

type StreamChecks = { sources: (args: MonthArgs) => SQL; branches: ((stream: ApprovalStream) => SQL)[] };

/**
 * Project progress, source `dq_p`: the projects whose month is reported, with the year's physical % to the
 * month and the financial % (`FINANCIAL_PERCENT`, the projects' rule) from `project_month_figures`, and
 * the treasury % and gap of their sub-heads in the year's newest office-expense snapshot by the treasury's
 * one rule (`treasuryGapOf`, `treasury_gap_percent`), as the project summary's and the project list's.
 * Physical against financial % beyond `quality_gap_percent` warns, and so does a flagged treasury gap.
 */
const PROJECT: StreamChecks = {
  sources: (args) => sql`b AS (
      SELECT p.id, p.nikaya_id, f.achieved, f.expense, f.year_budget
        FROM project_month_figures f
        JOIN projects p ON p.id = f.project_id
       WHERE f.fiscal_year_id = ${args.fiscalYearId} AND f.month = ${args.month} AND f.reported
         AND ${args.offices(sql`p.nikaya_id`)}),
    ${projectTreasuryCtes(sql`SELECT b.id FROM b`, args.fiscalYearId)},
    dq_p AS (
      SELECT b.id, p.code, p.name, p.name AS name_np, ${OFFICE_COLUMNS}, b.achieved AS physical,
             ${FINANCIAL_PERCENT} AS financial, g.treasury_percent, g.treasury_gap, g.treasury_flagged,
             s.quality_gap_percent AS quality_limit, s.treasury_gap_percent AS treasury_limit
        FROM b
        JOIN projects p ON p.id = b.id
        JOIN offices o ON o.id = b.nikaya_id
        LEFT JOIN tsx x ON x.project_id = b.id
        CROSS JOIN (SELECT a.quality_gap_percent, a.treasury_gap_percent FROM app_settings a LIMIT 1) s
        CROSS JOIN ${treasuryGapOf({
          budget: sql`x.budget`,
          expense: sql`x.expense`,
          financialPercent: FINANCIAL_PERCENT,
          limit: sql`s.treasury_gap_percent`,
        })} g)`,
  branches: [
    branch({
      check: "progress_gap",
      kind: "project",
      from: sql`dq_p`,
      value: sql`s.physical`,
      comparedWith: sql`s.financial`,
      gap: sql`round(s.physical - s.financial, 2)`,
      limit: sql`s.quality_limit`,
      when: beyondGap(sql`s.physical`, sql`s.financial`, sql`s.quality_limit`),
    }),
    branch({
      check: "treasury_gap",
      kind: "project",
      from: sql`dq_p`,
      value: sql`s.treasury_percent`,
      comparedWith: sql`s.financial`,
      gap: sql`s.treasury_gap`,
      limit: sql`s.treasury_limit`,
      when: sql`s.treasury_flagged`,
    }),
  ],
};

/**
 * Contract progress, source `dq_c`: the year's contracts of the office with a contract amount, their
 * physical % beside the amount paid as a % of the contract amount, beyond `quality_gap_percent`.
 */
const CONTRACT: StreamChecks = {
  sources: (args) => sql`dq_c AS (
      SELECT c.id, c.number AS code, c.title AS name, c.title AS name_np, ${OFFICE_COLUMNS},
             c.physical_percent AS physical, round(100 * c.amount_paid / c.contract_amount, 2) AS financial
        FROM contracts c
        JOIN offices o ON o.id = c.nikaya_id
       WHERE c.fiscal_year_id = ${args.fiscalYearId} AND c.contract_amount > 0
         AND ${args.offices(sql`c.nikaya_id`)})`,
  branches: [
    branch({
      check: "progress_gap",
      kind: "contract",
      from: sql`dq_c`,
      value: sql`s.physical`,
      comparedWith: sql`s.financial`,
      gap: sql`round(s.physical - s.financial, 2)`,
      limit: QUALITY_LIMIT,
      when: beyondGap(sql`s.physical`, sql`s.financial`, QUALITY_LIMIT),
    }),
  ],
};

/**
 * Action-plan progress, source `dq_m`: the month's entries of cumulative milestones (achieved is a running
 * total) with the milestone's latest entry before the month; a running total lower than it warns. Both are
 * read from `milestone_month_status` (kept by the progress writes): month M's row with its own entry holds
 * that entry's running total, and month M-1's row with an entry (`entry_id`) the latest one before.
 */
const PRAGATI: StreamChecks = {
  sources: (args) => sql`dq_m AS (
      SELECT m.id, m.code, m.title AS name, m.title AS name_np, ${OFFICE_COLUMNS},
             s.achieved AS current, before.achieved AS previous
        FROM milestone_month_status s
        JOIN milestone_month_status before ON before.milestone_id = s.milestone_id
         AND before.fiscal_year_id = ${args.fiscalYearId} AND before.month = ${args.month - 1}
         AND before.entry_id IS NOT NULL
        JOIN milestones m ON m.id = s.milestone_id
        JOIN offices o ON o.id = s.nikaya_id
       WHERE s.fiscal_year_id = ${args.fiscalYearId} AND s.month = ${args.month} AND s.entered AND s.cumulative
         AND ${args.offices(sql`s.nikaya_id`)})`,
  branches: [cumulativeDown("milestone", sql`dq_m`)],
};

/**
 * Indicator achievements, source `dq_i`: the indicators whose review period ends in the month and whose
 * achievement of that period is entered (by their reporting office), with the % achieved to date by the
 * indicators' one progress rule (`indicatorProgress`) and, for a cumulative one, the latest achievement
 * before. Over 150 % of the target to date warns; so does a cumulative achievement lower than the one before.
 */
const INDICATOR: StreamChecks = {
  sources: (args) => {
    const length = sql`(12 / ${PERIOD_COUNT})`;
    return sql`dq_i AS (
      SELECT i.id, i.code, i.name, i.name_np, ${OFFICE_COLUMNS}, ip.actual AS current,
             prev.actual AS previous, pr.percent, i.aggregation = 'cumulative' AS cumulative
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
         AND ${args.offices(sql`o.id`)})`;
  },
  branches: [
    branch({
      check: "over_target",
      kind: "indicator",
      from: sql`dq_i`,
      value: sql`s.percent`,
      comparedWith: sql`NULL`,
      gap: sql`NULL`,
      limit: sql`${OVER_TARGET_PERCENT}`,
      when: sql`s.percent > ${OVER_TARGET_PERCENT}`,
    }),
    cumulativeDown("indicator", sql`dq_i`, sql`s.cumulative`),
  ],
};

const STREAM_SOURCES: Record<ApprovalStream, StreamChecks> = {
  pragati: PRAGATI,
  project: PROJECT,
  contract: CONTRACT,
  indicator: INDICATOR,
};

/**
 * The CTEs of a stream's month over the offices `offices` selects, ending with `w` (every warning: each
 * check's branch) and `we` (each warning with the explanation kept with its office's month, none: nulls).
 */
export const warningCtes = (stream: ApprovalStream, args: MonthArgs): SQL => {
  const checks = STREAM_SOURCES[stream];
  return sql`${checks.sources(args)},
    w AS (${sql.join(
      checks.branches.map((b) => b(stream)),
      sql` UNION ALL `,
    )}),
    we AS (
      SELECT w.*, e.text AS explanation, u.name AS explained_by,
             to_char(e.explained_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS explained_at
        FROM w
        LEFT JOIN approvals a ON a.stream = ${stream} AND a.fiscal_year_id = ${args.fiscalYearId}
         AND a.month = ${args.month} AND a.office_id = w.office_id
        LEFT JOIN data_quality_explanations e ON e.approval_id = a.id AND e."check" = w."check"
         AND e.record_id = w.record_id
        LEFT JOIN users u ON u.id = e.explained_by)`;
};

/** The columns of a warning of `we`, as `WarningRow`. */
export const WARNING_COLUMNS = sql`we."check", we.record_kind, we.record_id, we.record_code, we.record_name,
  we.record_name_np, we.office_id, we.office_name, we.office_name_np, we.office_path, we.value,
  we.compared_with, we.gap, we."limit", we.explanation, we.explained_by, we.explained_at`;

/** The order warnings are listed in: office tree, the stream's checks in order, record. */
export const WARNING_ORDER = sql`we.office_path, we.ord, we.record_id`;

/** Each measure of the report as a condition on a row of `we`, shared by its count and its list. */
export const MEASURE_CONDITIONS: Record<DataQualityMeasure, SQL> = {
  warnings_total: sql`TRUE`,
  warnings_explained: sql`we.explanation IS NOT NULL`,
  warnings_unexplained: sql`we.explanation IS NULL`,
  warnings_progress_gap: sql`we."check" = 'progress_gap'`,
  warnings_over_target: sql`we."check" = 'over_target'`,
  warnings_cumulative_down: sql`we."check" = 'cumulative_down'`,
  warnings_treasury_gap: sql`we."check" = 'treasury_gap'`,
};
