import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { authOf } from "../plugins/auth";
import { recordActivity } from "./activity-log";

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

/**
 * A new record the caller makes, one way for every kind: its row stored with the caller as `createdBy`,
 * what else its creation writes (`also`: its child rows, its release), then its creation logged under its
 * office with what the caller sent. Answers the new record's id.
 */
export const createRecord = async <V extends { nikayaId: number }>(
  tx: Executor,
  request: FastifyRequest,
  options: {
    entity: string;
    insert: (executor: Executor, values: V & { createdBy: number }) => Promise<{ id: number }>;
    values: V;
    changes: unknown;
    also?: (id: number) => Promise<unknown>;
  },
) => {
  const { entity, insert, values, changes, also } = options;
  const { id } = await insert(tx, { ...values, createdBy: authOf(request).userId });
  await also?.(id);
  await recordActivity(tx, request, {
    action: "create",
    entity,
    entityId: id,
    nikayaId: values.nikayaId,
    changes,
  });
  return id;
};
