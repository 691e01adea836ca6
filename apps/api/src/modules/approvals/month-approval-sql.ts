import { type ApprovalStream, type ApprovalView, DEFAULT_APPROVAL_LEVELS } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import type { AuthContext } from "../../plugins/auth";

export type MonthOf = { stream: ApprovalStream; fiscalYearId: number; month: number };

/**
 * The view figures follow when the request names none: approved only for a caller who sees every office
 * (the centre) when admin's `approved_only_default` is on, else all (docs/product-rules.md "Figures with
 * their approval state"). `defaultOn` is read only when needed.
 */
export const approvalViewOf = async (
  auth: AuthContext | null,
  asked: ApprovalView | undefined,
  defaultOn: () => Promise<boolean>,
): Promise<ApprovalView> => {
  if (asked !== undefined) return asked;
  return auth?.allOffices === true && (await defaultOn()) ? "approved" : "all";
};

/**
 * The levels a month of the office at `path` climbs, in SQL: the stream's setting cut at the root, the
 * chain's `levelsFor` (approvals.service.ts) for statements that read many offices at once.
 */
export const monthLevelsSql = (stream: ApprovalStream, path: SQL) => sql`GREATEST(1, LEAST(
    COALESCE((SELECT l.levels FROM approval_levels l WHERE l.stream = ${stream}), ${DEFAULT_APPROVAL_LEVELS}),
    length(${path}) - length(replace(${path}, '/', '')) - 2))`;

/** A month approved at its top level: the one meaning of "approved" in figures (issue 33 item 2). */
export const fullyApprovedSql = (state: SQL, level: SQL, levels: SQL) =>
  sql`(${state} = 'approved' AND ${level} >= ${levels})`;

/**
 * The state of each row's office month (`office`: an office row alias with `id` and `path`) as columns
 * `approval_state`, `approval_level`, `approval_levels`, and the join behind them (alias `ma`).
 */
export const monthApprovalColumns = (key: MonthOf, office: SQL) => {
  const levels = monthLevelsSql(key.stream, sql`${office}.path`);
  return {
    join: sql`LEFT JOIN approvals ma ON ma.stream = ${key.stream} AND ma.fiscal_year_id = ${key.fiscalYearId}
               AND ma.month = ${key.month} AND ma.office_id = ${office}.id`,
    columns: sql`COALESCE(ma.state, 'open') AS approval_state, COALESCE(ma.level, 0)::int AS approval_level,
                 ${levels}::int AS approval_levels`,
    approved: fullyApprovedSql(sql`ma.state`, sql`ma.level`, levels),
  };
};

/** Whether the office of `officeId` (a column) has the month approved at its top level. */
export const approvedMonthOf = (key: MonthOf, officeId: SQL) => sql`EXISTS (
    SELECT 1 FROM approvals ma JOIN offices mo ON mo.id = ma.office_id
     WHERE ma.stream = ${key.stream} AND ma.fiscal_year_id = ${key.fiscalYearId} AND ma.month = ${key.month}
       AND ma.office_id = ${officeId}
       AND ${fullyApprovedSql(sql`ma.state`, sql`ma.level`, monthLevelsSql(key.stream, sql`mo.path`))})`;
