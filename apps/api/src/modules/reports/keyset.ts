import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { todayAdOf } from "../calendar/calendar.service";

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
 * A list whose statement counts days from today (days overdue, the last 12 months), read in id-keyed
 * batches for the export and the print; today is read once, so every batch counts from the same day.
 */
export const batchesAsOfToday = <Row extends { id: number }>(
  executor: Executor,
  select: (todayAd: string, afterId: number | null) => SQL,
  batchSize: number,
) => {
  let today: Promise<string> | undefined;
  return keysetBatches(
    async (after: number | null, limit) => {
      today ??= todayAdOf(executor);
      return queryRows<Row>(executor, sql`${select(await today, after)} LIMIT ${limit}`);
    },
    (row) => row.id,
    batchSize,
  );
};
