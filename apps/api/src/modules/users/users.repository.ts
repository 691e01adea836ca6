import type { TPagedQuery } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, isoTimestamp, queryRows } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";

/** A user with its role's and office's names: the columns the user list and the profile both read. */
export type UserColumns = {
  id: number;
  name: string;
  username: string;
  email: string | null;
  mobile: string | null;
  status: boolean;
  role_id: number;
  role_name: string;
  role_name_np: string;
  role_slug: string;
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
};

export type UserRecord = UserColumns & { created_at: string };

export type UserFilter = { role_id?: number; nikaya_id?: number; status?: "active" | "inactive" };

const selectUsers = (where: SQL) =>
  sql`SELECT u.id, u.name, u.username, u.email, u.mobile, u.status, u.role_id,
             r.name AS role_name, r.name_np AS role_name_np, r.slug AS role_slug,
             u.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
             ${isoTimestamp(sql`u.created_at`)} AS created_at
        FROM users u
        JOIN roles r ON r.id = u.role_id
        LEFT JOIN offices o ON o.id = u.nikaya_id
       WHERE ${where}`;

/** Users in the caller's office scope, newest first; the office filter includes sub-offices. */
export const listUsers = (executor: Executor, auth: AuthContext, query: TPagedQuery & UserFilter) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  return pagedList<UserRecord>(
    executor,
    query,
    sql`${selectUsers(inOfficeScope(auth, sql`u.nikaya_id`))}
         ${query.role_id ? sql`AND u.role_id = ${query.role_id}` : sql``}
         ${
           query.nikaya_id
             ? sql`AND u.nikaya_id IN (SELECT s.id FROM offices s, offices f
                                        WHERE f.id = ${query.nikaya_id} AND s.path LIKE f.path || '%')`
             : sql``
         }
         ${query.status ? sql`AND u.status = ${query.status === "active"}` : sql``}
         ${
           term
             ? sql`AND (u.name ILIKE ${pattern} OR u.username ILIKE ${pattern} OR u.email ILIKE ${pattern}
                        OR u.mobile ILIKE ${pattern} OR o.name ILIKE ${pattern} OR o.name_np ILIKE ${pattern}
                        OR r.name ILIKE ${pattern} OR r.name_np ILIKE ${pattern})`
             : sql``
         }
       ORDER BY u.created_at DESC, u.id DESC`,
  );
};

/** One user, or null when missing or outside the caller's office scope. */
export const findUser = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<UserRecord>(
    executor,
    selectUsers(sql`u.id = ${id} AND ${inOfficeScope(auth, sql`u.nikaya_id`)}`),
  );
  return row ?? null;
};

export type RoleGrant = { id: number; slug: string; status: boolean; permissions: string[] };

export const findRoleGrant = async (executor: Executor, roleId: number): Promise<RoleGrant | null> => {
  const [row] = await queryRows<{ id: number; slug: string; status: boolean; permissions: string[] | null }>(
    executor,
    sql`SELECT r.id, r.slug, r.status,
               (SELECT array_agg(p.name) FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
                 WHERE rp.role_id = r.id) AS permissions
          FROM roles r WHERE r.id = ${roleId}`,
  );
  return row ? { ...row, permissions: row.permissions ?? [] } : null;
};

export const officeInScope = async (executor: Executor, auth: AuthContext, officeId: number) => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`SELECT o.id FROM offices o WHERE o.id = ${officeId} AND ${inOfficeScope(auth, sql`o.id`)}`,
  );
  return rows.length > 0;
};

export const usernameTaken = async (executor: Executor, username: string, exceptId?: number) => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`SELECT id FROM users WHERE username = ${username} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
};

/** Rows of the activity log written by the user: the history a deletion would orphan. */
export const hasHistory = async (executor: Executor, userId: number) => {
  const rows = await queryRows<{ one: number }>(
    executor,
    sql`SELECT 1 AS one FROM activity_logs WHERE user_id = ${userId} LIMIT 1`,
  );
  return rows.length > 0;
};

export type UserValues = {
  name: string;
  username: string;
  email: string | null;
  mobile: string | null;
  roleId: number;
  nikayaId: number | null;
  status: boolean;
};

export const insertUser = async (
  executor: Executor,
  values: UserValues & { passwordHash: string; createdBy: number },
) => {
  const [row] = await executor.insert(users).values(values).returning({ id: users.id });
  return row.id;
};

export const updateUser = (
  executor: Executor,
  id: number,
  values: Partial<UserValues> & { passwordHash?: string },
) =>
  executor
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const deleteUser = (executor: Executor, id: number) => executor.delete(users).where(eq(users.id, id));

/** Ends every session of the user: their next request answers 401. */
export const endSessions = (executor: Executor, userId: number) =>
  executor.delete(sessions).where(eq(sessions.userId, userId));
