import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** Throws when the database does not answer. */
export const pingDatabase = async (executor: Executor) => {
  await executor.execute(sql`SELECT 1`);
};
