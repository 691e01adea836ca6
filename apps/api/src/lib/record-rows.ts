import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";

/** A table of records named by an `id` column. */
type RecordTable = PgTable & { id: PgColumn };

/**
 * The row writes of a kind of record, one way for every table: `insert` answers the new row's id,
 * `update` sets the given columns of one row and `remove` deletes it. The rules stay in the services.
 */
export const recordRows = <T extends RecordTable>(table: T) => ({
  insert: async (executor: Executor, values: PgInsertValue<T>) =>
    (await executor.insert(table).values(values).returning({ id: table.id }))[0] as { id: number },
  update: (executor: Executor, id: number, values: PgUpdateSetSource<T>) =>
    executor.update(table).set(values).where(eq(table.id, id)),
  remove: (executor: Executor, id: number) => executor.delete(table).where(eq(table.id, id)),
});
