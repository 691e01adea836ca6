import { and, desc, eq, gt, sql } from "drizzle-orm";
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

/**
 * Serialises the attempts on one account and on one address until the transaction ends, so parallel
 * requests count one after another (always the account's lock first, then the address's).
 */
export const lockAttempts = async (executor: Executor, username: string, ip: string) => {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:user:${username}`}))`);
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:ip:${ip}`}))`);
};

/** Recent failures of the account from this address, of the account from anywhere, and from this address. */
export const recentFailureCounts = async (
  executor: Executor,
  by: { username: string; ip: string },
  windowMinutes: number,
) => {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await executor
    .select({
      pair: sql<number>`count(*) FILTER (WHERE ${loginFailures.username} = ${by.username} AND ${loginFailures.ip} = ${by.ip})::int`,
      account: sql<number>`count(*) FILTER (WHERE ${loginFailures.username} = ${by.username})::int`,
      address: sql<number>`count(*) FILTER (WHERE ${loginFailures.ip} = ${by.ip})::int`,
    })
    .from(loginFailures)
    .where(
      and(
        sql`(${loginFailures.username} = ${by.username} OR ${loginFailures.ip} = ${by.ip})`,
        gt(loginFailures.createdAt, since),
      ),
    );
  return row ?? { pair: 0, account: 0, address: 0 };
};

/** Counts this attempt as a failure before the password is checked; a sign-in that succeeds clears it. */
export const reserveAttempt = async (executor: Executor, username: string, ip: string) =>
  (await executor.insert(loginFailures).values({ username, ip }).returning({ id: loginFailures.id }))[0].id;

/** A sign-in succeeded: the account's failures from this address are forgotten (others' remain counted). */
export const clearFailures = (executor: Executor, username: string, ip: string) =>
  executor.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));

export const createSession = (
  executor: Executor,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string },
) => executor.insert(sessions).values(values);

/** The user's live sessions (their sign-ins), most recently used first. */
export const listUserSessions = (executor: Executor, userId: number) =>
  executor
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));

/** Ends one of the user's sessions; false when it is not theirs (or already ended). */
export const deleteUserSession = async (executor: Executor, userId: number, sessionId: number) =>
  (
    await executor
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id })
  ).length > 0;

export const deleteSession = (executor: Executor, sessionId: number) =>
  executor.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteUserSessions = (executor: Executor, userId: number) =>
  executor.delete(sessions).where(eq(sessions.userId, userId));

/** Serialises the code requests of one user until the transaction ends. */
export const lockResets = async (executor: Executor, userId: number) => {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reset:user:${userId}`}))`);
};

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

export const findUser = async (executor: Executor, id: number) =>
  (await executor.select().from(users).where(eq(users.id, id)))[0] ?? null;

export const setPasswordHash = (executor: Executor, userId: number, passwordHash: string) =>
  executor.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));

/** Signs the user out everywhere but this session. */
export const deleteOtherSessions = (executor: Executor, userId: number, keptSessionId: number) =>
  executor.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${keptSessionId}`);

/** A new reset for the user, valid for `ttlMinutes`; its code hash is set once its id is known. */
export const insertReset = async (executor: Executor, userId: number, ttlMinutes: number) =>
  (
    await executor
      .insert(passwordResets)
      .values({ userId, otpHash: "", expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
      .returning({ id: passwordResets.id })
  )[0];

export const setResetOtpHash = (executor: Executor, resetId: number, otpHash: string) =>
  executor.update(passwordResets).set({ otpHash }).where(eq(passwordResets.id, resetId));

/**
 * Takes one of the code's tries in a single statement before the code is compared, so parallel guesses
 * cannot check more than `tries` codes; false when none is left.
 */
export const takeResetTry = async (executor: Executor, resetId: number, tries: number) =>
  (
    await executor
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, resetId), sql`${passwordResets.attempts} < ${tries}`))
      .returning({ id: passwordResets.id })
  ).length > 0;

/** Marks the code verified (it cannot be verified again) and opens the reset for `ttlMinutes`. */
export const openReset = (executor: Executor, resetId: number, resetTokenHash: string, ttlMinutes: number) =>
  executor
    .update(passwordResets)
    .set({
      resetTokenHash,
      resetExpiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      otpHash: "used",
    })
    .where(eq(passwordResets.id, resetId));

export const markResetUsed = (executor: Executor, resetId: number) =>
  executor.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, resetId));
