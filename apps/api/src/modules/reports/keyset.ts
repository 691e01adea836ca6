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
