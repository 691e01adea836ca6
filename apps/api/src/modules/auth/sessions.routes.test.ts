import { type TSessionRow, ZSessionRow } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { buildUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { DEMO_PASSWORD } from "../../lib/passwords";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in from a browser of this user agent; the session's token. */
const signIn = async (username: string, userAgent: string) =>
  okResponse(
    await t.anonymous.post(
      "/api/login",
      { username, password: DEMO_PASSWORD },
      { headers: { "user-agent": userAgent } },
    ),
  ).token as string;

const sessionsOf = async (token: string) =>
  ZSessionRow.array().parse(okResponse(await t.as(token).get("/api/profile/sessions")));

describe("a user's active sign-ins", () => {
  it("lists each sign-in with its browser, address, sign-in time and last use, marking the current one", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const phone = await signIn(user.username, "Mozilla/5.0 (Android 14) Chrome/130 Mobile");
    const desk = await signIn(user.username, "Mozilla/5.0 (Windows NT 10.0) Firefox/132");
    const rows = await sessionsOf(desk);
    expect(rows).toHaveLength(2);
    const current = rows.find((r) => r.current) as TSessionRow;
    expect(current.user_agent).toContain("Firefox");
    expect(rows.find((r) => !r.current)?.user_agent).toContain("Android");
    for (const row of rows) {
      expect(row.ip).toBe("127.0.0.1");
      expect(Date.parse(row.signed_in_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(row.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(row.signed_in_at) - 1000);
    }
    // Another user's sign-ins are not listed.
    const other = await buildUser(t.database.db, { role: "nikaya" });
    expect(await sessionsOf(await signIn(other.username, "curl/8"))).toHaveLength(1);
    expect(phone).not.toBe(desk);
  });

  it("ends one sign-in: its token is refused with 401 at once, the others keep working", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const phone = await signIn(user.username, "Phone browser");
    const desk = await signIn(user.username, "Desk browser");
    expect((await t.as(phone).get("/api/profile/get-profile")).statusCode).toBe(200);
    const phoneRow = (await sessionsOf(desk)).find((r) => !r.current) as TSessionRow;

    const ended = await t.as(desk).delete(`/api/profile/sessions/${phoneRow.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.data.message_np).toBe("साइन इन अन्त्य गरियो।");
    expect((await t.as(phone).get("/api/profile/get-profile")).statusCode).toBe(401);
    expect((await t.as(desk).get("/api/profile/get-profile")).statusCode).toBe(200);
    expect((await sessionsOf(desk)).map((r) => r.id)).not.toContain(phoneRow.id);
  });

  it("answers 404 for another user's sign-in and ends nothing", async () => {
    const owner = await buildUser(t.database.db, { role: "nikaya" });
    const ownerToken = await signIn(owner.username, "Owner browser");
    const [ownerRow] = await sessionsOf(ownerToken);
    const intruder = await buildUser(t.database.db, { role: "nikaya" });
    const refused = await t
      .as(await signIn(intruder.username, "Other browser"))
      .delete(`/api/profile/sessions/${ownerRow.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.data.message_np).toBeTruthy();
    expect((await t.as(ownerToken).get("/api/profile/get-profile")).statusCode).toBe(200);
  });

  it("ending the current sign-in signs out, and the list needs a session", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const token = await signIn(user.username, "Browser");
    const [row] = await sessionsOf(token);
    expect((await t.as(token).delete(`/api/profile/sessions/${row.id}`)).statusCode).toBe(200);
    expect((await t.as(token).get("/api/profile/sessions")).statusCode).toBe(401);
    expect((await t.anonymous.get("/api/profile/sessions")).statusCode).toBe(401);
  });

  it("moves last seen forward when a session is used after a minute", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const token = await signIn(user.username, "Browser");
    const [row] = await sessionsOf(token);
    // Simulates the passing of time: the session was last used two minutes ago.
    await queryRows(
      t.database.db,
      sql`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = ${row.id}`,
    );
    const [after] = await sessionsOf(token);
    expect(Date.parse(after.last_seen_at)).toBeGreaterThan(Date.now() - 30_000);
  });
});
