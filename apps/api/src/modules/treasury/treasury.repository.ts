import type { TreasuryCodeKind } from "@pragati/domain/contract";
import type { TreasuryReportNumber, TreasuryRow } from "@pragati/domain/treasury";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { users } from "../../db/schema/access";
import { offices } from "../../db/schema/offices";
import { projects } from "../../db/schema/projects";
import { treasuryCodeMaps, treasuryRows, treasurySnapshots } from "../../db/schema/treasury";
import { TREASURY_GAP_LIMIT, treasuryGapOf } from "./treasury-gap-sql";

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

/** The snapshot's count of data rows, known once its file is read to the end. */
export const setSnapshotRowCount = (executor: Executor, id: number, rowCount: number) =>
  executor.update(treasurySnapshots).set({ rowCount }).where(eq(treasurySnapshots.id, id));

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

/** The code a row's office or project is matched by (over `treasury_rows r`): its code as filed, else its name. */
export const officeCodeKey = sql`COALESCE(NULLIF(btrim(r.office_code), ''), btrim(r.office))`;
export const projectCodeKey = sql`COALESCE(NULLIF(btrim(r.project_code), ''), btrim(r.project))`;

/** The code of a row for each kind, and the condition under which it matches the product by itself. */
const CODE_OF: Record<TreasuryCodeKind, { code: SQL; name: SQL; matched: SQL }> = {
  ministry: {
    code: sql`btrim(r.ministry)`,
    name: sql`btrim(r.ministry)`,
    matched: sql`EXISTS (SELECT 1 FROM offices o WHERE o.level = 1 AND o.name_np = btrim(r.ministry))`,
  },
  office: {
    code: officeCodeKey,
    name: sql`btrim(r.office)`,
    matched: sql`EXISTS (SELECT 1 FROM offices o WHERE o.code = btrim(r.office_code))`,
  },
  subhead: { code: sql`btrim(r.subhead)`, name: sql`btrim(r.subhead)`, matched: sql`FALSE` },
  project: {
    code: projectCodeKey,
    name: sql`btrim(r.project)`,
    matched: sql`EXISTS (SELECT 1 FROM projects p WHERE lower(p.code) = lower(btrim(r.project_code)))`,
  },
};

export type CodeRow = {
  kind: TreasuryCodeKind;
  code: string;
  name: string | null;
  rows: number;
  office_id: number | null;
  office_name: string | null;
  office_name_np: string | null;
  project_id: number | null;
  project_name: string | null;
};

/**
 * The codes of one kind in a year's snapshots that do not match the product by themselves, with admin's
 * mapping: one statement, unmapped first.
 */
export const listCodes = (executor: Executor, fiscalYearId: number, kind: TreasuryCodeKind) => {
  const { code, name, matched } = CODE_OF[kind];
  return queryRows<CodeRow>(
    executor,
    sql`WITH c AS (
        SELECT ${code} AS code, min(${name}) AS name, count(*)::int AS rows
          FROM treasury_rows r JOIN treasury_snapshots s ON s.id = r.snapshot_id
         WHERE s.fiscal_year_id = ${fiscalYearId} AND NULLIF(${code}, '') IS NOT NULL AND NOT ${matched}
         GROUP BY 1)
      SELECT ${kind}::text AS kind, c.code, c.name, c.rows, m.office_id, o.name AS office_name,
             o.name_np AS office_name_np, m.project_id, p.name AS project_name
        FROM c
        LEFT JOIN treasury_code_maps m ON m.kind = ${kind} AND m.code = c.code
        LEFT JOIN offices o ON o.id = m.office_id
        LEFT JOIN projects p ON p.id = m.project_id
       ORDER BY m.id IS NOT NULL, c.code`,
  );
};

export const findCodeMap = async (executor: Executor, kind: TreasuryCodeKind, code: string) =>
  (
    await executor
      .select()
      .from(treasuryCodeMaps)
      .where(and(eq(treasuryCodeMaps.kind, kind), eq(treasuryCodeMaps.code, code)))
  )[0] ?? null;

export const upsertCodeMap = (executor: Executor, values: typeof treasuryCodeMaps.$inferInsert) =>
  executor
    .insert(treasuryCodeMaps)
    .values(values)
    .onConflictDoUpdate({
      target: [treasuryCodeMaps.kind, treasuryCodeMaps.code],
      set: {
        officeId: values.officeId ?? null,
        projectId: values.projectId ?? null,
        mappedBy: values.mappedBy ?? null,
        mappedAt: sql`now()`,
      },
    });

export const deleteCodeMap = (executor: Executor, id: number) =>
  executor.delete(treasuryCodeMaps).where(eq(treasuryCodeMaps.id, id));

export const officeExists = async (executor: Executor, id: number) =>
  (await executor.select({ id: offices.id }).from(offices).where(eq(offices.id, id))).length > 0;

export const projectExists = async (executor: Executor, id: number) =>
  (await executor.select({ id: projects.id }).from(projects).where(eq(projects.id, id))).length > 0;

/**
 * CTEs `tsh` (each project's sub-heads: its own list and those matched to it by admin, blanks left out)
 * and `tsx` (per project with sub-heads, the total budget and expense in rupees, numeric, of the rows of those
 * sub-heads in the newest office-expense (2066) snapshot of the year, and how many rows there were), for
 * the projects `ids` selects (one column, `id`). The project summary and the consolidated view's list
 * both read it, so their treasury figures cannot differ.
 */
export const projectTreasuryCtes = (ids: SQL, fiscalYearId: SQL | number) =>
  sql`tsh AS (
      SELECT DISTINCT x.project_id, x.code FROM (
        SELECT p.id AS project_id, btrim(unnest(p.budget_sub_heads)) AS code
          FROM projects p WHERE p.id IN (${ids})
        UNION ALL
        SELECT m.project_id, m.code FROM treasury_code_maps m
         WHERE m.kind = 'subhead' AND m.project_id IN (${ids})) x
       WHERE x.code <> ''),
    tss AS (
      SELECT t.id, t.as_of FROM treasury_snapshots t
       WHERE t.report_number = '2066' AND t.fiscal_year_id = ${fiscalYearId}
       ORDER BY t.as_of DESC LIMIT 1),
    tsx AS (
      SELECT h.project_id, COALESCE(sum(r.total_budget), 0) / 100.0 AS budget,
             COALESCE(sum(r.total_expense), 0) / 100.0 AS expense, count(r.id)::int AS rows
        FROM tsh h
        JOIN treasury_rows r ON r.snapshot_id = (SELECT tss.id FROM tss) AND btrim(r.subhead) = h.code
       GROUP BY h.project_id)`;

/**
 * A project's sub-heads (its own list and those matched to it), their total budget and expense in the
 * year's newest office-expense (2066) snapshot, and their treasury % and gap against `financialPercent`
 * (the summary's curve figure, null: none) by the one rule (`treasuryGapOf`): one statement.
 */
export const projectTreasuryExpense = async (
  executor: Executor,
  args: { projectId: number; fiscalYearId: number; financialPercent: number | null },
) => {
  const [row] = await queryRows<{
    as_of: string | null;
    subheads: string[] | null;
    budget: number;
    expense: number;
    treasury_percent: number | null;
    treasury_gap: number | null;
    treasury_flagged: boolean;
    gap_limit: number;
  }>(
    executor,
    sql`WITH ${projectTreasuryCtes(sql`SELECT ${args.projectId}::int`, args.fiscalYearId)},
      s AS (SELECT ${TREASURY_GAP_LIMIT}::int AS gap_limit)
      SELECT (SELECT tss.as_of FROM tss) AS as_of,
             (SELECT array_agg(h.code ORDER BY h.code) FROM tsh h) AS subheads,
             COALESCE(x.budget, 0)::float8 AS budget, COALESCE(x.expense, 0)::float8 AS expense,
             g.treasury_percent, g.treasury_gap, g.treasury_flagged, s.gap_limit
        FROM s
        LEFT JOIN tsx x ON TRUE
        CROSS JOIN ${treasuryGapOf({
          budget: sql`x.budget`,
          expense: sql`x.expense`,
          financialPercent: sql`${args.financialPercent}`,
          limit: sql`s.gap_limit`,
        })} g`,
  );
  return row!;
};
