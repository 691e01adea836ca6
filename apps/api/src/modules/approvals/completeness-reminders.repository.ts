import type { ApprovalStream } from "@pragati/domain/contract";
import { type Executor, queryRows, sql } from "../../db/client";
import { expectedOffices } from "./completeness-measures";

export type ReminderMonth = { stream: ApprovalStream; fiscalYearId: number; month: number };

/**
 * The offices expected to report the month (the completeness report's rule) that have not submitted
 * it (no row, or open again) and have not been reminded of it.
 */
export const missingOfficesToRemind = (executor: Executor, key: ReminderMonth) =>
  queryRows<{ office_id: number }>(
    executor,
    sql`SELECT e.office_id
          FROM (${expectedOffices(key.stream, key.fiscalYearId, key.month)}) e
          LEFT JOIN approvals a ON a.stream = ${key.stream} AND a.fiscal_year_id = ${key.fiscalYearId}
           AND a.month = ${key.month} AND a.office_id = e.office_id
         WHERE COALESCE(a.state, 'open') = 'open'
           AND NOT EXISTS (SELECT 1 FROM approval_reminders r
                            WHERE r.stream = ${key.stream} AND r.fiscal_year_id = ${key.fiscalYearId}
                              AND r.month = ${key.month} AND r.office_id = e.office_id)
         ORDER BY e.office_id`,
  );
