import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";

/**
 * Reads a list in batches of `batchSize` rows, each batch starting after the last row of the one
 * before (keyset paging on the list's order), so an export of 100,000 rows holds one batch in memory
 * at a time and never pays for an OFFSET.
 */
export async function* keysetBatches<Row, Key>(
  fetchBatch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchBatch(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/**
 * A list whose statement needs something read first (today, the caller's scope), read in id-keyed
 * batches for the export and the print; it is read once, at the first batch, so every batch uses the same.
 */
export const batchesAfterRead = <Row extends { id: number }, Read>(
  executor: Executor,
  read: () => Promise<Read>,
  select: (read: Read, afterId: number | null) => SQL,
  batchSize: number,
) => {
  let once: Promise<Read> | undefined;
  return keysetBatches(
    async (after: number | null, limit) => {
      once ??= read();
      return queryRows<Row>(executor, sql`${select(await once, after)} LIMIT ${limit}`);
    },
    (row) => row.id,
    batchSize,
  );
};
