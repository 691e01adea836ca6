import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { DEMO_PASSWORD } from "../../lib/passwords";
import { LOGIN_LIMITS, OTP_LIMITS } from "./auth.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.anonymous.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress,
    headers,
  });

const statuses = (answers: { statusCode: number }[]) => {
  const n: Record<number, number> = {};
  for (const a of answers) n[a.statusCode] = (n[a.statusCode] ?? 0) + 1;
  return n;
};

describe("sign-in and reset-code attempts under concurrency", () => {
  it("checks at most the limit of 200 parallel wrong passwords, and the owner still signs in from elsewhere", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.username, `Wrong-${i}-pass`, "203.0.113.7")),
    );
    expect(statuses(burst)).toEqual({
      422: LOGIN_LIMITS.perAccountAndAddress,
      429: 200 - LOGIN_LIMITS.perAccountAndAddress,
    });
    expect((await login(user.username, DEMO_PASSWORD, "203.0.113.7")).statusCode).toBe(429);
    expect((await login(user.username, DEMO_PASSWORD, "198.51.100.20")).statusCode).toBe(200);
  });

  it("takes the address from the socket: a client-sent X-Forwarded-For neither resets the limit nor is logged", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++)
      await login(user.username, "Wrong-pass-1", "203.0.113.8", { "x-forwarded-for": `10.9.9.${i}` });
    const spoofed = await login(user.username, DEMO_PASSWORD, "203.0.113.8", {
      "x-forwarded-for": "10.9.9.99",
    });
    expect(spoofed.statusCode).toBe(429);
    const ok = await login(user.username, DEMO_PASSWORD, "198.51.100.21", {
      "x-forwarded-for": "10.9.9.100",
    });
    expect(ok.statusCode).toBe(200);
    const [logged] = await queryRows<{ ip: string }>(
      t.database.db,
      sql`SELECT ip FROM activity_logs WHERE action = 'login' AND user_id = ${user.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(logged.ip).toBe("198.51.100.21");
  });

  it("checks at most the limit of 400 parallel reset-code guesses; the right code is refused after them", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya", email: "burst@example.gov.np" });
    expect((await t.anonymous.post("/api/forgot-password", { username: user.username })).statusCode).toBe(
      200,
    );
    const [row] = await queryRows<{ body: string }>(
      t.database.db,
      sql`SELECT body FROM outbox WHERE recipient = 'burst@example.gov.np' ORDER BY id DESC LIMIT 1`,
    );
    const otp = /code is (\d{6})/.exec(row.body)?.[1] ?? "";
    const guesses = Array.from({ length: 400 }, (_, i) => String(i).padStart(6, "0")).filter(
      (g) => g !== otp,
    );
    const burst = await Promise.all(
      guesses.map((g) => t.anonymous.post("/api/verify-otp", { username: user.username, otp: g })),
    );
    expect(statuses(burst)).toEqual({ 422: OTP_LIMITS.tries, 429: guesses.length - OTP_LIMITS.tries });
    expect((await t.anonymous.post("/api/verify-otp", { username: user.username, otp })).statusCode).toBe(
      429,
    );
  });
});

describe("sign-in timing", () => {
  it("takes as long for a disabled account as for a wrong password", async () => {
    const active = await buildUser(t.database.db, { role: "nikaya" });
    const disabled = await buildUser(t.database.db, { role: "nikaya" });
    const off = await t.as({ username: "admin" }).post(`/api/user/status/${disabled.id}`, { status: false });
    expect(off.statusCode, off.body).toBe(200);
    // The two accounts' attempts alternate, so a change in the machine's load slows both alike.
    const wrongTimes: number[] = [];
    const disabledTimes: number[] = [];
    const timed = async (username: string, address: string, times: number[]) => {
      const started = performance.now();
      expect((await login(username, DEMO_PASSWORD.slice(0, -1), address)).statusCode).toBe(422);
      times.push(performance.now() - started);
    };
    for (let i = 0; i < 4; i++) {
      await timed(active.username, "192.0.2.40", wrongTimes);
      await timed(disabled.username, "192.0.2.41", disabledTimes);
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[2];
    const wrong = median(wrongTimes);
    const disabledTime = median(disabledTimes);
    // Verifying an argon2id hash dominates a sign-in; a disabled account skipping it answered ~50x faster.
    // A quarter leaves room for a loaded machine (one run on two busy cores read 0.49) and still fails that.
    expect(disabledTime).toBeGreaterThan(wrong * 0.25);
  });
});
