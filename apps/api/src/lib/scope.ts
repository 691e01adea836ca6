import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../db/client";
import type { AuthContext } from "../plugins/auth";
import { notFound } from "./errors";

/**
 * The one office-scope rule (PRODUCT.md section 1): admin and anugaman-admin see every office; others
 * see their own office and its descendants; a user without an office sees none. Returns a condition on
 * an office-id column, for any list or report query.
 */
export const inOfficeScope = (auth: AuthContext, officeId: AnyPgColumn | SQL): SQL => {
  if (auth.allOffices) return sql`TRUE`;
  if (!auth.officePath) return sql`FALSE`;
  return sql`${officeId} IN (SELECT o.id FROM offices o WHERE o.path LIKE ${`${auth.officePath}%`})`;
};

/** Whether the office exists and is in the caller's scope. */
export const isOfficeInScope = async (executor: Executor, auth: AuthContext, officeId: number) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT o.id FROM offices o WHERE o.id = ${officeId} AND ${inOfficeScope(auth, sql`o.id`)}`,
    )
  ).length > 0;

/** Throws 404 (never 403, so ids do not leak) when the office is missing or outside the caller's scope. */
export const assertOfficeInScope = async (
  executor: Executor,
  auth: AuthContext,
  officeId: number,
): Promise<void> => {
  if (!(await isOfficeInScope(executor, auth, officeId))) throw notFound({ en: "Office", np: "निकाय" });
};
