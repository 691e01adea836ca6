import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import { recordActivity } from "../../lib/activity-log";
import { AppError, FieldErrorCollector, notFound, tooManyRequests } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken, newOtp, newToken, sameHash } from "../../lib/tokens";
import { presentProfile, presentRole, presentUser } from "../profile/profile.presenter";
import { findProfile } from "../profile/profile.repository";
import * as repo from "./auth.repository";
import { checkNewPassword } from "./password-policy";

/**
 * Failed sign-ins allowed per window (OWASP authentication guidance): 5 for an account from one address,
 * so guessing from elsewhere does not lock the owner out; a slower ceiling of 30 for the account from
 * anywhere; 50 from one address over all accounts.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perAccount: 30,
  perAddress: 50,
  windowMinutes: 15,
} as const;
export const OTP_LIMITS = {
  ttlMinutes: 10,
  tries: 5,
  perWindow: 3,
  windowMinutes: 15,
  resetTtlMinutes: 15,
} as const;

// Verified against when the username is unknown, so both paths take the same time.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => {
  dummyHash ??= hashPassword("not-a-real-password-1");
  return dummyHash;
};

const wrongCredentials = () =>
  new AppError({
    status: 422,
    message: "The username or password is incorrect.",
    messageNp: "प्रयोगकर्ता नाम वा पासवर्ड मिलेन।",
  });

export const login = async (
  deps: { db: Db; sessionTtlHours: number },
  request: Pick<FastifyRequest, "ip" | "auth" | "headers">,
  input: { username: string; password: string },
) => {
  const { db } = deps;
  const username = input.username.trim().toLowerCase();
  const window = LOGIN_LIMITS.windowMinutes * 60;
  // The attempt is counted before the password is checked, under locks on the account and the address,
  // so parallel requests cannot check more passwords than the limits allow.
  const allowed = await db.transaction(async (tx) => {
    await repo.lockAttempts(tx, username, request.ip);
    const failed = await repo.recentFailureCounts(
      tx,
      { username, ip: request.ip },
      LOGIN_LIMITS.windowMinutes,
    );
    if (
      failed.pair >= LOGIN_LIMITS.perAccountAndAddress ||
      failed.account >= LOGIN_LIMITS.perAccount ||
      failed.address >= LOGIN_LIMITS.perAddress
    )
      return false;
    await repo.reserveAttempt(tx, username, request.ip);
    return true;
  });
  if (!allowed) throw tooManyRequests(window);

  const user = await repo.findUserByUsername(db, username);
  // The password is verified whatever the account's state, so a disabled account answers as slowly.
  const valid = user
    ? (await verifyPassword(user.passwordHash, input.password)) && user.status
    : await verifyPassword(await timingDummy(), input.password).then(() => false);
  if (!user || !valid) throw wrongCredentials();
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.sessionTtlHours * 3_600_000);
  await db.transaction(async (tx) => {
    await repo.clearFailures(tx, username, request.ip);
    await repo.createSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
      ip: request.ip,
    });
    await recordActivity(tx, request, {
      action: "login",
      entity: "user",
      entityId: user.id,
      userId: user.id,
      nikayaId: user.nikayaId,
    });
  });
  const profile = await findProfile(db, user.id);
  if (!profile) throw wrongCredentials();
  return {
    token,
    expires_at: expiresAt.toISOString(),
    user: presentUser(profile),
    role: presentRole(profile),
    profile: presentProfile(profile),
  };
};

export const logout = (db: Db, request: FastifyRequest) =>
  db.transaction(async (tx) => {
    const auth = request.auth!;
    await repo.deleteSession(tx, auth.sessionId);
    await recordActivity(tx, request, { action: "logout", entity: "user", entityId: auth.userId });
  });

/** The signed-in user's sign-ins; `current` marks the one making this request. */
export const listSessions = async (db: Db, request: FastifyRequest) => {
  const auth = request.auth!;
  return (await repo.listUserSessions(db, auth.userId)).map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    ip: s.ip,
    signed_in_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    current: s.id === auth.sessionId,
  }));
};

/** Ends one of the user's own sign-ins (its token answers 401 from then on); another's is not found. */
export const endSession = (db: Db, request: FastifyRequest, sessionId: number) =>
  db.transaction(async (tx) => {
    const auth = request.auth!;
    if (!(await repo.deleteUserSession(tx, auth.userId, sessionId)))
      throw notFound({ en: "Sign-in", np: "साइन इन" });
    await recordActivity(tx, request, { action: "session_end", entity: "user", entityId: auth.userId });
  });

export const changePassword = async (
  db: Db,
  request: FastifyRequest,
  input: { old_password: string; password: string; password_confirmation: string },
) => {
  const auth = request.auth!;
  const user = (await repo.findUser(db, auth.userId))!;
  const errors = new FieldErrorCollector();
  if (input.old_password.length === 0)
    errors.add("old_password", { en: "The current password is required.", np: "हालको पासवर्ड आवश्यक छ।" });
  else if (!(await verifyPassword(user.passwordHash, input.old_password)))
    errors.add("old_password", { en: "The current password is incorrect.", np: "हालको पासवर्ड मिलेन।" });
  await checkNewPassword({ ...input, username: auth.username }, errors);
  if (input.password.length > 0 && input.password === input.old_password)
    errors.add("password", {
      en: "The new password must differ from the current one.",
      np: "नयाँ पासवर्ड हालको भन्दा फरक हुनुपर्छ।",
    });
  errors.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, auth.userId, passwordHash);
    // Other devices must sign in again with the new password; this one stays signed in.
    await repo.deleteOtherSessions(tx, auth.userId, auth.sessionId);
    await recordActivity(tx, request, { action: "password_change", entity: "user", entityId: auth.userId });
  });
};

/**
 * Always answers the same way, so the call does not reveal which usernames exist: past the limit of codes
 * per window no code is made, and the answer is still the same.
 */
export const requestOtp = async (
  deps: { db: Db; demo: boolean; log: FastifyBaseLogger },
  request: FastifyRequest,
  username: string,
) => {
  const { db } = deps;
  const user = await repo.findUserByUsername(db, username);
  if (!user || !user.status) return;
  const otp = newOtp();
  const made = await db.transaction(async (tx) => {
    // Parallel requests count one after another, so no more than perWindow codes are made.
    await repo.lockResets(tx, user.id);
    if ((await repo.countRecentResets(tx, user.id, OTP_LIMITS.windowMinutes)) >= OTP_LIMITS.perWindow)
      return false;
    const reset = await repo.insertReset(tx, user.id, OTP_LIMITS.ttlMinutes);
    await repo.setResetOtpHash(tx, reset.id, hashToken(`${reset.id}:${otp}`));
    if (user.email)
      await enqueue(tx, {
        channel: "email",
        recipient: user.email,
        subject: "Password reset code / पासवर्ड परिवर्तन कोड",
        source: "user",
        sourceId: user.id,
        body: `Your password reset code is ${otp}. It expires in ${OTP_LIMITS.ttlMinutes} minutes.\nतपाईंको पासवर्ड परिवर्तन कोड ${otp} हो। यो ${OTP_LIMITS.ttlMinutes} मिनेटमा समाप्त हुन्छ।`,
      });
    await recordActivity(tx, request, {
      action: "password_reset_request",
      entity: "user",
      entityId: user.id,
      userId: user.id,
      nikayaId: user.nikayaId,
    });
    return true;
  });
  if (made && deps.demo) deps.log.warn(`OTP for ${user.username}: ${otp}`);
};

const wrongOtp = () =>
  new AppError({
    status: 422,
    message: "The code is wrong or has expired.",
    messageNp: "कोड मिलेन वा म्याद सकियो।",
    errors: { otp: ["The code is wrong or has expired."] },
    errorsNp: { otp: ["कोड मिलेन वा म्याद सकियो।"] },
  });

export const verifyOtp = async (db: Db, input: { username: string; otp: string }) => {
  const user = await repo.findUserByUsername(db, input.username);
  if (!user) throw wrongOtp();
  const reset = await repo.latestReset(db, user.id);
  if (!reset || reset.expiresAt.getTime() < Date.now()) throw wrongOtp();
  if (!(await repo.takeResetTry(db, reset.id, OTP_LIMITS.tries)))
    throw tooManyRequests(OTP_LIMITS.windowMinutes * 60);
  const given = hashToken(`${reset.id}:${input.otp.trim()}`);
  if (!sameHash(given, reset.otpHash)) throw wrongOtp();
  const resetToken = newToken();
  await repo.openReset(db, reset.id, hashToken(resetToken), OTP_LIMITS.resetTtlMinutes);
  return { reset_token: resetToken };
};

export const resetPassword = async (
  db: Db,
  request: FastifyRequest,
  input: { reset_token: string; password: string; password_confirmation: string },
) => {
  const reset = await repo.findResetByToken(db, hashToken(input.reset_token));
  const errors = new FieldErrorCollector();
  if (!reset)
    errors.add("reset_token", {
      en: "The reset link has expired. Ask for a new code.",
      np: "पासवर्ड परिवर्तनको म्याद सकियो। नयाँ कोड माग्नुहोस्।",
    });
  const owner = reset ? await repo.findUser(db, reset.userId) : null;
  await checkNewPassword({ ...input, username: owner?.username }, errors);
  errors.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, reset!.userId, passwordHash);
    await repo.markResetUsed(tx, reset!.id);
    await repo.deleteUserSessions(tx, reset!.userId);
    await recordActivity(tx, request, {
      action: "password_reset",
      entity: "user",
      entityId: reset!.userId,
      userId: reset!.userId,
    });
  });
};
