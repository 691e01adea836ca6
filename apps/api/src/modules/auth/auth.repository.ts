import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { loginFailures, passwordResets, roles, sessions, users } from "../../db/schema";

export const findUserByUsername = async (executor: Executor, username: string) => {
  const [row] = await executor
    .select({ user: users, roleActive: roles.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.username, username.trim().toLowerCase()));
  // A user of a disabled role is as good as disabled: sign-in and password reset refuse them.
  return row ? { ...row.user, status: row.user.status && row.roleActive } : null;
};

export const countRecentFailures = async (
  executor: Executor,
  by: { username: string } | { ip: string },
  windowMinutes: number,
): Promise<number> => {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const where =
    "username" in by
      ? and(eq(loginFailures.username, by.username), gt(loginFailures.createdAt, since))
      : and(eq(loginFailures.ip, by.ip), gt(loginFailures.createdAt, since));
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(loginFailures).where(where);
  return row?.n ?? 0;
};

export const recordFailure = (executor: Executor, username: string, ip: string) =>
  executor.insert(loginFailures).values({ username, ip });

export const clearFailures = (executor: Executor, username: string) =>
  executor.delete(loginFailures).where(eq(loginFailures.username, username));

export const createSession = (
  executor: Executor,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) => executor.insert(sessions).values(values);

export const deleteSession = (executor: Executor, sessionId: number) =>
  executor.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteUserSessions = (executor: Executor, userId: number) =>
  executor.delete(sessions).where(eq(sessions.userId, userId));

export const countRecentResets = async (executor: Executor, userId: number, windowMinutes: number) => {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return row?.n ?? 0;
};

/** The newest unused OTP of a user. */
export const latestReset = async (executor: Executor, userId: number) => {
  const rows = await executor
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), sql`${passwordResets.usedAt} IS NULL`))
    .orderBy(sql`${passwordResets.createdAt} DESC, ${passwordResets.id} DESC`)
    .limit(1);
  return rows[0] ?? null;
};

export const findResetByToken = async (executor: Executor, tokenHash: string) => {
  const [row] = await executor
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.resetTokenHash, tokenHash),
        sql`${passwordResets.usedAt} IS NULL`,
        gt(passwordResets.resetExpiresAt, sql`now()`),
      ),
    );
  return row ?? null;
};
