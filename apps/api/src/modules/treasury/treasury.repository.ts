import type { TreasuryReportNumber, TreasuryRow } from "@pragati/domain/treasury";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema/access";
import { treasuryRows, treasurySnapshots } from "../../db/schema/treasury";

export const findSnapshot = async (
  executor: Executor,
  key: { reportNumber: TreasuryReportNumber; fiscalYearId: number; asOf: string },
) =>
  (
    await executor
      .select({ id: treasurySnapshots.id })
      .from(treasurySnapshots)
      .where(
        and(
          eq(treasurySnapshots.reportNumber, key.reportNumber),
          eq(treasurySnapshots.fiscalYearId, key.fiscalYearId),
          eq(treasurySnapshots.asOf, key.asOf),
        ),
      )
  )[0] ?? null;

export const deleteSnapshot = (executor: Executor, id: number) =>
  executor.delete(treasurySnapshots).where(eq(treasurySnapshots.id, id));

export const insertSnapshot = async (executor: Executor, values: typeof treasurySnapshots.$inferInsert) => {
  const [row] = await executor
    .insert(treasurySnapshots)
    .values(values)
    .returning({ id: treasurySnapshots.id });
  if (!row) throw new Error("treasury snapshot not inserted");
  return row.id;
};

/** Rows go in batches: one statement per 1,000 rows keeps each under the parameter limit. */
const BATCH = 1000;

export const insertRows = async (executor: Executor, snapshotId: number, rows: readonly TreasuryRow[]) => {
  for (let i = 0; i < rows.length; i += BATCH)
    await executor.insert(treasuryRows).values(
      rows.slice(i, i + BATCH).map((row) => ({
        snapshotId,
        line: row.line,
        ministry: row.text.ministry ?? null,
        officeCode: row.text.office_code ?? null,
        office: row.text.office ?? null,
        province: row.text.province ?? null,
        subhead: row.text.subhead ?? null,
        accountCode: row.text.account_code ?? null,
        account: row.text.account ?? null,
        projectCode: row.text.project_code ?? null,
        project: row.text.project ?? null,
        currentBudget: row.amounts.current_budget ?? null,
        currentExpense: row.amounts.current_expense ?? null,
        capitalBudget: row.amounts.capital_budget ?? null,
        capitalExpense: row.amounts.capital_expense ?? null,
        financingBudget: row.amounts.financing_budget ?? null,
        financingExpense: row.amounts.financing_expense ?? null,
        totalBudget: row.amounts.total_budget ?? null,
        totalExpense: row.amounts.total_expense ?? null,
        balance: row.amounts.balance ?? null,
      })),
    );
};

/** Snapshots with their stored totals, newest as-of date first: one statement. */
export const listSnapshots = (
  executor: Executor,
  filter: { fiscalYearId?: number; reportNumber?: TreasuryReportNumber; id?: number },
) =>
  executor
    .select({
      id: treasurySnapshots.id,
      reportNumber: treasurySnapshots.reportNumber,
      fiscalYearId: treasurySnapshots.fiscalYearId,
      asOf: treasurySnapshots.asOf,
      unit: treasurySnapshots.unit,
      fileName: treasurySnapshots.fileName,
      checksum: treasurySnapshots.checksum,
      rowCount: treasurySnapshots.rowCount,
      importedBy: users.username,
      importedAt: treasurySnapshots.importedAt,
      totalBudget: sql<string>`(select coalesce(sum(${treasuryRows.totalBudget}), 0) from ${treasuryRows} where ${treasuryRows.snapshotId} = ${treasurySnapshots.id})`,
      totalExpense: sql<string>`(select coalesce(sum(${treasuryRows.totalExpense}), 0) from ${treasuryRows} where ${treasuryRows.snapshotId} = ${treasurySnapshots.id})`,
    })
    .from(treasurySnapshots)
    .leftJoin(users, eq(users.id, treasurySnapshots.importedBy))
    .where(
      and(
        filter.id === undefined ? undefined : eq(treasurySnapshots.id, filter.id),
        filter.fiscalYearId === undefined
          ? undefined
          : eq(treasurySnapshots.fiscalYearId, filter.fiscalYearId),
        filter.reportNumber === undefined
          ? undefined
          : eq(treasurySnapshots.reportNumber, filter.reportNumber),
      ),
    )
    .orderBy(desc(treasurySnapshots.asOf), treasurySnapshots.reportNumber);

export type SnapshotRow = Awaited<ReturnType<typeof listSnapshots>>[number];
