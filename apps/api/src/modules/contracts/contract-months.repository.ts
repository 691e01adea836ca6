import type { TContractMonthFigures } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { contractMonths } from "../../db/schema/contracts";

const iso = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * An office's own contracts of a fiscal year whose project is in `scope` (the projects' one rule, alias
 * `p`, as `thekka/all`), with what the month's figures read of each.
 */
export const officeYearContracts = (
  executor: Executor,
  input: { officeId: number; fiscalYearId: number; scope: SQL },
) =>
  queryRows<{
    id: number;
    number: string;
    title: string;
    status: string;
    estimated_amount: number;
    contract_amount: number | null;
    multi_year: boolean;
    planned_award: string | null;
    actual_award: string | null;
    closed_on: string | null;
  }>(
    executor,
    sql`SELECT c.id, c.number, c.title, c.status, c.estimated_amount::float8 AS estimated_amount,
               c.contract_amount::float8 AS contract_amount, c.multi_year, c.planned_award, c.actual_award,
               c.closed_on
          FROM contracts c JOIN projects p ON p.id = c.project_id
         WHERE c.nikaya_id = ${input.officeId} AND c.fiscal_year_id = ${input.fiscalYearId} AND ${input.scope}
         ORDER BY c.number, c.id`,
  );

export const findSubmittedMonth = async (
  executor: Executor,
  input: { officeId: number; fiscalYearId: number; month: number },
) =>
  (
    await queryRows<{
      figures: TContractMonthFigures;
      remarks: string;
      submitted_at: string;
      submitted_by_name: string | null;
    }>(
      executor,
      sql`SELECT m.figures, m.remarks, ${iso(sql`m.submitted_at`)} AS submitted_at, u.name AS submitted_by_name
            FROM contract_months m LEFT JOIN users u ON u.id = m.submitted_by
           WHERE m.nikaya_id = ${input.officeId} AND m.fiscal_year_id = ${input.fiscalYearId}
             AND m.month = ${input.month}`,
    )
  )[0] ?? null;

export const insertSubmittedMonth = (executor: Executor, values: typeof contractMonths.$inferInsert) =>
  executor.insert(contractMonths).values(values).returning({ id: contractMonths.id });

export const officeRef = async (executor: Executor, id: number) =>
  (
    await queryRows<{ id: number; name: string; name_np: string }>(
      executor,
      sql`SELECT id, name, name_np FROM offices WHERE id = ${id}`,
    )
  )[0] ?? null;
