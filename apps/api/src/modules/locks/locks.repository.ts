import type { LockKey } from "@pragati/domain/setup";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";

/** The kinds locked for one fiscal year, globally (`officeId` null) or for one office's own locks. */
export const lockedKinds = async (
  executor: Executor,
  fiscalYearId: number,
  officeId: number | null,
): Promise<Set<LockKey>> => {
  const rows = await queryRows<{ kind: LockKey }>(
    executor,
    sql`SELECT kind FROM locks
         WHERE fiscal_year_id = ${fiscalYearId}
           AND ${officeId == null ? sql`office_id IS NULL` : sql`office_id = ${officeId}`}`,
  );
  return new Set(rows.map((row) => row.kind));
};

/** Whether the kind is locked in the year globally or for any of the offices: one indexed lookup. */
export const anyLock = async (
  executor: Executor,
  input: { kind: LockKey; fiscalYearId: number; officeIds: readonly number[] },
): Promise<boolean> => {
  const offices =
    input.officeIds.length === 0
      ? sql`FALSE`
      : sql`office_id IN (${sql.join(
          input.officeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const [row] = await queryRows<{ locked: boolean }>(
    executor,
    sql`SELECT EXISTS (
          SELECT 1 FROM locks
           WHERE kind = ${input.kind} AND fiscal_year_id = ${input.fiscalYearId}
             AND (office_id IS NULL OR ${offices})
        ) AS locked`,
  );
  return row?.locked ?? false;
};

/** Turns one lock on (idempotent) or off. */
export const writeLock = async (
  executor: Executor,
  input: { kind: LockKey; fiscalYearId: number; officeId: number | null; on: boolean; userId: number | null },
) => {
  const office = input.officeId == null ? sql`office_id IS NULL` : sql`office_id = ${input.officeId}`;
  if (input.on)
    await executor.execute(
      sql`INSERT INTO locks (kind, fiscal_year_id, office_id, created_by)
          VALUES (${input.kind}, ${input.fiscalYearId}, ${input.officeId}, ${input.userId})
          ON CONFLICT (kind, fiscal_year_id, office_id) DO NOTHING`,
    );
  else
    await executor.execute(
      sql`DELETE FROM locks WHERE kind = ${input.kind} AND fiscal_year_id = ${input.fiscalYearId} AND ${office}`,
    );
};

/** Offices of a set (a scope condition on `o.id`) whose own lock of the kind is on in the year, by path. */
export const lockedOffices = (
  executor: Executor,
  input: { kind: LockKey; fiscalYearId: number; scope: SQL },
) =>
  queryRows<{ id: number; name: string; name_np: string }>(
    executor,
    sql`SELECT o.id, o.name, o.name_np FROM locks l JOIN offices o ON o.id = l.office_id
         WHERE l.kind = ${input.kind} AND l.fiscal_year_id = ${input.fiscalYearId} AND ${input.scope}
         ORDER BY o.path`,
  );
