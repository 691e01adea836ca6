import type { ApprovalStream } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRow, queryRows, sql } from "../../db/client";
import { likePattern } from "../../lib/paged";

export type MonthKey = { stream: ApprovalStream; fiscalYearId: number; month: number; officeId: number };

export type ApprovalRow = {
  id: number | null;
  office_id: number;
  office_name: string;
  office_name_np: string;
  office_path: string;
  state: string | null;
  level: number | null;
  reason: string | null;
  submitted_by_id: number | null;
  submitted_by_name: string | null;
  submitted_at: string | Date | null;
  acted_by_id: number | null;
  acted_by_name: string | null;
  acted_at: string | Date | null;
  first_submitted_on: string | null;
  unrated: number;
};

/**
 * The office's action-plan entries of the month without the secretary's rating (the top level's approval
 * waits for them); the other streams have no rating.
 */
const unratedOf = (key: Omit<MonthKey, "officeId">) =>
  key.stream === "pragati"
    ? sql`(SELECT count(*)::int FROM progress_entries pe
            WHERE pe.fiscal_year_id = ${key.fiscalYearId} AND pe.nikaya_id = o.id AND pe.month = ${key.month}
              AND pe.rating IS NULL)`
    : sql`0`;

const rowSelect = (key: Omit<MonthKey, "officeId">) => sql`
  SELECT a.id, o.id AS office_id, o.name AS office_name, o.name_np AS office_name_np, o.path AS office_path,
         a.state, a.level, a.reason,
         su.id AS submitted_by_id, su.name AS submitted_by_name, a.submitted_at,
         au.id AS acted_by_id, au.name AS acted_by_name, a.acted_at, a.first_submitted_on,
         ${unratedOf(key)} AS unrated
    FROM offices o
    LEFT JOIN approvals a ON a.office_id = o.id AND a.stream = ${key.stream}
     AND a.fiscal_year_id = ${key.fiscalYearId} AND a.month = ${key.month}
    LEFT JOIN users su ON su.id = a.submitted_by
    LEFT JOIN users au ON au.id = a.acted_by`;

/** One office's month (the office in `scope`), or null. */
export const findMonth = async (executor: Executor, key: MonthKey, scope: SQL) =>
  queryRow<ApprovalRow>(executor, sql`${rowSelect(key)} WHERE o.id = ${key.officeId} AND ${scope}`);

/**
 * Every office of `scope` (whose name in either language or code holds `search`) with its month, in path
 * order: the list's statement.
 */
export const monthsSelect = (key: Omit<MonthKey, "officeId">, scope: SQL, search: string) => {
  const term = search.trim();
  const pattern = likePattern(term);
  const matching = term
    ? sql`AND (o.name ILIKE ${pattern} OR o.name_np ILIKE ${pattern} OR o.code ILIKE ${pattern})`
    : sql``;
  return sql`${rowSelect(key)} WHERE ${scope} ${matching} ORDER BY o.path`;
};

/**
 * The month's state, read with the office's row shared: a write checked here and a step of the chain
 * (which takes the office's row for update) run one after the other.
 */
export const monthStateShared = async (executor: Executor, key: MonthKey) =>
  queryRow<{ state: string | null; level: number | null; office_path: string }>(
    executor,
    sql`SELECT a.state, a.level, o.path AS office_path FROM offices o
            LEFT JOIN approvals a ON a.office_id = o.id AND a.stream = ${key.stream}
             AND a.fiscal_year_id = ${key.fiscalYearId} AND a.month = ${key.month}
           WHERE o.id = ${key.officeId} FOR SHARE OF o`,
  );

export type MonthWrite = {
  state: string;
  level: number;
  reason: string | null;
  userId: number;
  submitted: boolean;
  /** The first submission's day and window close (null: not a first submission). */
  first: { on: string; dueDate: string } | null;
};

/**
 * Writes the month's new state; a submission also records its submitter, and the first one its day
 * and the entry window's close (kept by every later step). Answers the row's id.
 */
export const writeMonth = async (executor: Executor, key: MonthKey, write: MonthWrite) => {
  const [row] = await queryRows<{ id: number }>(
    executor,
    sql`INSERT INTO approvals (stream, fiscal_year_id, month, office_id, state, level, reason,
                               submitted_by, submitted_at, acted_by, acted_at, first_submitted_on, due_date)
        VALUES (${key.stream}, ${key.fiscalYearId}, ${key.month}, ${key.officeId}, ${write.state},
                ${write.level}, ${write.reason}, ${write.userId}, now(), ${write.userId}, now(),
                ${write.first?.on ?? null}, ${write.first?.dueDate ?? null})
        ON CONFLICT (stream, fiscal_year_id, month, office_id) DO UPDATE SET
          state = EXCLUDED.state, level = EXCLUDED.level, reason = EXCLUDED.reason,
          submitted_by = CASE WHEN ${write.submitted} THEN EXCLUDED.submitted_by ELSE approvals.submitted_by END,
          submitted_at = CASE WHEN ${write.submitted} THEN EXCLUDED.submitted_at ELSE approvals.submitted_at END,
          acted_by = EXCLUDED.acted_by, acted_at = EXCLUDED.acted_at,
          first_submitted_on = COALESCE(approvals.first_submitted_on, EXCLUDED.first_submitted_on),
          due_date = CASE WHEN approvals.first_submitted_on IS NULL THEN EXCLUDED.due_date ELSE approvals.due_date END
        RETURNING id`,
  );
  return row.id;
};

/** The start BS year of a fiscal year (the chain checked it exists). */
export const fiscalYearStart = async (executor: Executor, fiscalYearId: number) =>
  (
    await queryRows<{ start_year: number }>(
      executor,
      sql`SELECT start_year FROM fiscal_years WHERE id = ${fiscalYearId}`,
    )
  )[0].start_year;

/** Admin's levels per stream (streams without a row climb the default). */
export const storedLevels = (executor: Executor) =>
  queryRows<{ stream: ApprovalStream; levels: number }>(
    executor,
    sql`SELECT stream, levels FROM approval_levels`,
  );

export const writeLevels = (executor: Executor, stream: ApprovalStream, levels: number, userId: number) =>
  executor.execute(
    sql`INSERT INTO approval_levels (stream, levels, updated_by) VALUES (${stream}, ${levels}, ${userId})
        ON CONFLICT (stream) DO UPDATE SET levels = EXCLUDED.levels, updated_by = EXCLUDED.updated_by, updated_at = now()`,
  );

/** The fiscal months of an office's year that are submitted or approved in the stream: entry is frozen there. */
export const closedMonths = async (executor: Executor, key: Omit<MonthKey, "month">) =>
  new Set(
    (
      await queryRows<{ month: number }>(
        executor,
        sql`SELECT month FROM approvals
             WHERE stream = ${key.stream} AND fiscal_year_id = ${key.fiscalYearId} AND office_id = ${key.officeId}
               AND state IN ('submitted', 'approved')`,
      )
    ).map((row) => Number(row.month)),
  );
