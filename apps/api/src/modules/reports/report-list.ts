import type { TPagedQuery } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pagedList } from "../../lib/paged";
import { batchesAfterRead } from "./keyset";
import { filtersOf, type ReportContext } from "./report-context";

type ListQuery = Pick<TPagedQuery, "page_no" | "per_page" | "search">;

/**
 * A registry list read from its one statement (`select`: rows in id order, each after `afterId`), which
 * may need something read first (`read`: today, or nothing; the statement is given it last): `page` is the screen's page with the
 * report's filters, `rows` every row in id-keyed batches for the export and the print.
 */
export const reportList = <
  Row extends Record<string, unknown> & { id: number },
  Query extends ListQuery,
  Read,
>(
  read: (executor: Executor) => Promise<Read>,
  select: (ctx: ReportContext, query: Query, afterId: number | null, read: Read) => SQL,
) => ({
  page: async (executor: Executor, ctx: ReportContext, query: Query) => ({
    ...(await pagedList<Row>(executor, query, select(ctx, query, null, await read(executor)))),
    filters: filtersOf(ctx),
  }),
  rows: (executor: Executor, ctx: ReportContext, query: Query, batchSize = 1000) =>
    batchesAfterRead<Row, Read>(
      executor,
      () => read(executor),
      (value, afterId) => select(ctx, query, afterId, value),
      batchSize,
    ),
});

/** The `read` of a list whose statement needs nothing read first. */
export const nothingToRead = async () => undefined;
