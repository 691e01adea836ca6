import { ZGetProfileResponse, ZLoginResponse, ZSetupBlock } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const latestOtp = async (email: string) => {
  const [row] = await queryRows<{ body: string }>(
    t.database.db,
    sql`SELECT body FROM outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`,
  );
  return /code is (\d{6})/.exec(row.body)?.[1] ?? "";
};

describe("login", () => {
  it("answers token, user, role and profile", async () => {
    const res = await t.anonymous.post("/api/login", { username: "office", password: "Demo@12345" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const parsed = ZLoginResponse.parse(body.response);
    expect(parsed.role.role_name.slug).toBe("nikaya");
    expect(parsed.user.nikaya?.name_np).toBe("सडक विभाग");
    expect(parsed.profile.permissions).toContain("progress.create");
    expect(parsed.profile.permissions).not.toContain("user.manage");
  });

  it("accepts the username in any case and with spaces", async () => {
    const res = await t.anonymous.post("/api/login", { username: "  Office ", password: "Demo@12345" });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong password with a message in both languages", async () => {
    const res = await t.anonymous.post("/api/login", { username: "sachib", password: "wrong-password" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: "The username or password is incorrect.",
      message_np: "प्रयोगकर्ता नाम वा पासवर्ड मिलेन।",
    });
  });

  it("answers 429 after five wrong passwords for one account, even with the right one", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    for (let i = 0; i < 5; i++)
      expect(
        (await t.anonymous.post("/api/login", { username: user.username, password: "nope-nope" })).statusCode,
      ).toBe(422);
    const blocked = await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("900");
    expect(blocked.json().message_np).toContain("मिनेटपछि");
  });

  it("refuses a disabled user", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    await t.database.db.execute(sql`UPDATE users SET status = false WHERE id = ${user.id}`);
    expect(
      (await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" })).statusCode,
    ).toBe(422);
  });

  it("refuses a user whose role is disabled", async () => {
    const user = await buildUser(t.database.db, { role: "reviewer" });
    await t.database.db.execute(sql`UPDATE roles SET status = false WHERE slug = 'reviewer'`);
    try {
      expect(
        (await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" }))
          .statusCode,
      ).toBe(422);
    } finally {
      await t.database.db.execute(sql`UPDATE roles SET status = true WHERE slug = 'reviewer'`);
    }
    expect(
      (await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" })).statusCode,
    ).toBe(200);
  });

  it("records the login in the activity log", async () => {
    const user = await buildUser(t.database.db, { role: "reviewer" });
    await loginAs(t.app, user.username);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE user_id = ${user.id}`,
    );
    expect(rows.map((r) => r.action)).toEqual(["login"]);
  });
});

describe("logout and tokens", () => {
  it("logout deletes the session so the token answers 401", async () => {
    const token = await loginAs(t.app, "office");
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(200);
    expect((await t.as(token).post("/api/logout")).statusCode).toBe(200);
    const after = await t.as(token).get("/api/profile/get-profile");
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("Please log in to continue.");
  });

  it("an expired token answers 401", async () => {
    const token = await loginAs(t.app, "office");
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(401);
  });

  it("tokens are stored hashed", async () => {
    const token = await loginAs(t.app, "office");
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("get-profile", () => {
  it("answers profile, canCreate, role_lists and the setup block", async () => {
    const token = await loginAs(t.app, "sachib");
    const res = await t.as(token).get("/api/profile/get-profile?fiscal_year_id=null");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const parsed = ZGetProfileResponse.parse(body.response);
    expect(parsed.role_lists.map((r) => r.slug)).toEqual([
      "admin",
      "sachib",
      "nikaya",
      "ayojana-pramukh",
      "anugaman_karta",
      "anugaman-admin",
      "reviewer",
    ]);
    const setup = ZSetupBlock.parse(body.setup);
    expect(Object.keys(body.setup).sort()).toEqual(Object.keys(ZSetupBlock.shape).sort());
    expect(setup.current_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(setup.lock_status.action_plan_lock).toBe(false);
  });

  it("gives admin every permission", async () => {
    const token = await loginAs(t.app, "admin");
    const res = await t.as(token).get("/api/profile/get-profile");
    expect(res.json().response.profile.permissions).toContain("activity-log.view");
    expect(res.json().response.profile.role.role_name.slug).toBe("admin");
  });
});

describe("change password", () => {
  it("answers 422 with the three field errors in both languages and changes nothing", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const token = await loginAs(t.app, user.username);
    const res = await t.as(token).post("/api/profile/change-password", {
      old_password: "wrong",
      password: "short",
      password_confirmation: "other",
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.old_password).toEqual(["The current password is incorrect."]);
    expect(body.errors.password).toContain("The password must be at least 8 characters.");
    expect(body.errors.password_confirmation).toEqual(["The password confirmation does not match."]);
    expect(body.errors_np.old_password).toEqual(["हालको पासवर्ड मिलेन।"]);
    expect(await loginAs(t.app, user.username)).toBeTruthy();
  });

  it("changes the password and signs other sessions out", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const other = await loginAs(t.app, user.username);
    const token = await loginAs(t.app, user.username);
    const res = await t.as(token).post("/api/profile/change-password", {
      old_password: "Demo@12345",
      password: "NewPass123",
      password_confirmation: "NewPass123",
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(200);
    expect((await t.as(other).get("/api/profile/get-profile")).statusCode).toBe(401);
    expect(await loginAs(t.app, user.username, "NewPass123")).toBeTruthy();
  });
});

describe("forgot password", () => {
  it("OTP -> reset token -> new password -> login", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya", email: "forgot@example.gov.np" });
    const ask = await t.anonymous.post("/api/forgot-password", { username: user.username });
    expect(ask.statusCode).toBe(200);
    const otp = await latestOtp("forgot@example.gov.np");
    expect(otp).toMatch(/^\d{6}$/);
    const stored = await queryRows<{ otp_hash: string }>(
      t.database.db,
      sql`SELECT otp_hash FROM password_resets WHERE user_id = ${user.id}`,
    );
    expect(stored[0].otp_hash).not.toContain(otp);
    const verified = await t.anonymous.post("/api/verify-otp", { username: user.username, otp });
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().response.reset_token;
    expect((await t.anonymous.post("/api/verify-otp", { username: user.username, otp })).statusCode).toBe(
      422,
    );
    const reset = await t.anonymous.post("/api/reset-password", {
      reset_token: resetToken,
      password: "Fresh1234",
      password_confirmation: "Fresh1234",
    });
    expect(reset.statusCode).toBe(200);
    expect(await loginAs(t.app, user.username, "Fresh1234")).toBeTruthy();
    const again = await t.anonymous.post("/api/reset-password", {
      reset_token: resetToken,
      password: "Other1234",
      password_confirmation: "Other1234",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.reset_token).toBeDefined();
  });

  it("answers the same for an unknown username", async () => {
    const res = await t.anonymous.post("/api/forgot-password", { username: "nobody-here" });
    expect(res.statusCode).toBe(200);
  });

  it("allows five wrong codes, then 429", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya", email: "tries@example.gov.np" });
    await t.anonymous.post("/api/forgot-password", { username: user.username });
    const otp = await latestOtp("tries@example.gov.np");
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect(
        (await t.anonymous.post("/api/verify-otp", { username: user.username, otp: wrong })).statusCode,
      ).toBe(422);
    expect((await t.anonymous.post("/api/verify-otp", { username: user.username, otp })).statusCode).toBe(
      429,
    );
  });

  it("refuses an expired code", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya", email: "late@example.gov.np" });
    await t.anonymous.post("/api/forgot-password", { username: user.username });
    const otp = await latestOtp("late@example.gov.np");
    await t.database.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    const res = await t.anonymous.post("/api/verify-otp", { username: user.username, otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors_np.otp).toEqual(["कोड मिलेन वा म्याद सकियो।"]);
  });

  it("makes at most three codes per 15 minutes, even in parallel, and answers every request alike", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya", email: "many@example.gov.np" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.anonymous.post("/api/forgot-password", { username: user.username })),
    );
    const unknown = await t.anonymous.post("/api/forgot-password", { username: "nobody-at-all" });
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(unknown.body);
    }
    const [codes] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM password_resets WHERE user_id = ${user.id}`,
    );
    expect(codes.n).toBe(3);
  });
});
