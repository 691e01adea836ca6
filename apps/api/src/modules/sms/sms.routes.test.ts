import { toBsString } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admin, roads as office } from "../../../test/demo-users";
import { buildOffice, buildUser, roleBySlug, setupItemsOf } from "../../../test/factories";
import {
  type FakeSmsGateway,
  sparrowAccepted,
  sparrowRefused,
  startFakeSmsGateway,
} from "../../../test/fake-sms-gateway";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { loadCalendar } from "../calendar/calendar.repository";

let gateway: FakeSmsGateway;
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  [t, off] = await Promise.all([
    createTestApp({
      env: {
        SMS_PROVIDER: "sparrow",
        SMS_GATEWAY_URL: gateway.url,
        SMS_TOKEN: "sparrow-token",
        SMS_FROM: "PRAGATI",
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
  await gateway.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.answer(() => sparrowAccepted());
});

describe("who may use the SMS gateway screens", () => {
  it("answers 403 to office staff", async () => {
    for (const call of [
      () => t.as(office).get("/api/outbox/sms-status"),
      () => t.as(office).get("/api/outbox/sms-balance"),
      () => t.as(office).get("/api/outbox/sms-usage"),
      () => t.as(office).post("/api/outbox/test-sms", { mobile: "9841000001", text: "x" }),
      () => t.as(office).post("/api/notices/recipients", { is_public: true }),
    ])
      expect((await call()).statusCode).toBe(403);
    expect(gateway.requests).toEqual([]);
  });

  it("says SMS is not configured, in both languages, when no SMS_PROVIDER is set", async () => {
    expect((await off.as(admin).get("/api/outbox/sms-status")).data.response).toEqual({
      provider: null,
      alerts: [],
    });
    for (const res of [
      await off.as(admin).get("/api/outbox/sms-balance"),
      await off.as(admin).post("/api/outbox/test-sms", { mobile: "9841000001", text: "x" }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.data.message).toMatch(/SMS_PROVIDER/);
      expect(res.data.message_np).toMatch(/एसएमएस सेटिङ गरिएको छैन/);
    }
  });
});

describe("balance", () => {
  it("asks the gateway now and shows its credit, or its refusal", async () => {
    gateway.answer(() => ({
      status: 200,
      body: { credits_available: 420, credits_consumed: 80, response_code: 200 },
    }));
    const res = await t.as(admin).get("/api/outbox/sms-balance");
    expect(res.data.response).toEqual({ provider: "sparrow", available: 420, error: null });
    expect(gateway.requests).toEqual([
      { method: "GET", path: "/v2/credit/", fields: { token: "sparrow-token" } },
    ]);
    gateway.answer(() => sparrowRefused(1002, "Invalid Token"));
    expect((await t.as(admin).get("/api/outbox/sms-balance")).data.response).toEqual({
      provider: "sparrow",
      available: null,
      error: "Sparrow 1002: Invalid Token",
    });
  });
});

describe("test SMS", () => {
  it("refuses a number that is not a Nepali mobile with a message in both languages", async () => {
    const res = await t.as(admin).post("/api/outbox/test-sms", { mobile: "12345", text: "x" });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.mobile).toEqual(["Enter a 10-digit mobile number starting with 98, 97 or 96."]);
    expect(res.data.errors_np.mobile).toEqual(["९८, ९७ वा ९६ बाट सुरु हुने १० अङ्कको मोबाइल नम्बर लेख्नुहोस्।"]);
    expect(gateway.requests).toEqual([]);
  });

  it("sends to the normalised number now and records it in the outbox", async () => {
    const res = await t
      .as(admin)
      .post("/api/outbox/test-sms", { mobile: "+९७७ ९८४१-०००००९", text: "परीक्षण" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({
      channel: "sms",
      recipient: "9841000009",
      status: "sent",
      attempts: 1,
      parts: 1,
      provider: "sparrow",
      source: "test",
    });
    expect(gateway.requests.map((r) => r.fields)).toEqual([
      { token: "sparrow-token", from: "PRAGATI", to: "9841000009", text: "परीक्षण" },
    ]);
    const [log] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM activity_logs WHERE entity = 'test_sms' AND entity_id = ${String(res.data.response.id)}`,
    );
    expect(log.n).toBe(1);
  });

  it("shows the gateway's refusal at once and as an alert; a failure to connect is not retried later", async () => {
    gateway.answer(() => sparrowRefused(1008, "Invalid Sender"));
    const refused = await t.as(admin).post("/api/outbox/test-sms", { mobile: "9841000008", text: "x" });
    expect(refused.data.response).toMatchObject({
      status: "failed",
      error_kind: "sender",
      last_error: "Sparrow 1008: Invalid Sender",
    });
    const alerts = (await t.as(admin).get("/api/outbox/sms-status")).data.response.alerts;
    expect(alerts).toEqual([
      expect.objectContaining({ kind: "sender", count: 1, reason: "Sparrow 1008: Invalid Sender" }),
    ]);
    const failed = await t.as(admin).get("/api/outbox/all", { query: { status: "failed", source: "test" } });
    expect(failed.data.response.data[0]).toMatchObject({
      recipient: "9841000008",
      last_error: "Sparrow 1008: Invalid Sender",
    });

    gateway.answer(() => ({ status: 500, body: "" }));
    const down = await t.as(admin).post("/api/outbox/test-sms", { mobile: "9841000007", text: "x" });
    expect(down.data.response).toMatchObject({ status: "failed", error_kind: "unreachable" });
  });
});

describe("usage per month", () => {
  it("counts the messages, parts and credits the gateway accepted in each BS month, the current first", async () => {
    const before = (await t.as(admin).get("/api/outbox/sms-usage")).data.response;
    expect(before).toHaveLength(12);
    const today = (await loadCalendar(t.database.db)).todayBs();
    expect(before[0]).toMatchObject({ year: today.year, month: today.month });
    expect(toBsString({ ...before[11], day: 1 }) < toBsString({ ...before[0], day: 1 })).toBe(true);
    // 71 Devanagari characters: two parts.
    await t.as(admin).post("/api/outbox/test-sms", { mobile: "9841000006", text: "क".repeat(71) });
    gateway.answer(() => sparrowRefused(1013, "Insufficient Credits"));
    await t.as(admin).post("/api/outbox/test-sms", { mobile: "9841000006", text: "refused, so not counted" });
    const after = (await t.as(admin).get("/api/outbox/sms-usage")).data.response;
    expect(after[0].messages - before[0].messages).toBe(1);
    expect(after[0].parts - before[0].parts).toBe(2);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});

describe("mobile numbers where they are entered", () => {
  it("stores a user's mobile normalised and refuses one that is not a mobile in both languages", async () => {
    const role = await roleBySlug(t.database.db, "nikaya");
    const orgOffice = await buildOffice(t.database.db);
    const body = (username: string, mobile: string) => ({
      name: "Sita Sharma",
      username,
      mobile,
      role_id: role.id,
      nikaya_id: orgOffice.id,
      password: "Secret-Tarai-77",
      password_confirmation: "Secret-Tarai-77",
    });
    const created = await t.as(admin).post("/api/user/store", body("mobile.one", "०९८४१-२२२२२२"));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.data.response.mobile).toBe("9841222222");
    const refused = await t.as(admin).post("/api/user/store", body("mobile.two", "9941222222"));
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.mobile).toHaveLength(1);
    expect(refused.data.errors_np.mobile[0]).toMatch(/मोबाइल/);
  });

  it("stores an office member's mobile normalised and refuses a landline as a mobile", async () => {
    const [type] = await setupItemsOf(t.database.db, "nikaya-member-type");
    const orgOffice = await buildOffice(t.database.db);
    const member = { nikaya_id: orgOffice.id, member_type_id: type.id, name: "Focal person" };
    const created = await t
      .as(admin)
      .post("/api/nikaya/members/store", { ...member, mobile: "+977-9801234567" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.data.response.mobile).toBe("9801234567");
    const refused = await t.as(admin).post("/api/nikaya/members/store", { ...member, mobile: "014211000" });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.mobile).toHaveLength(1);
    expect(refused.data.errors_np.mobile).toHaveLength(1);
  });
});

describe("notice recipients before publishing", () => {
  it("counts the users reached and those SMS and e-mail can reach", async () => {
    const target = await buildOffice(t.database.db);
    await buildUser(t.database.db, { role: "nikaya", nikayaId: target.id, mobile: "9841000031" });
    await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: target.id,
      mobile: "01-4211000",
      email: null,
    });
    await buildUser(t.database.db, { role: "nikaya", nikayaId: target.id, mobile: null });
    const res = await t.as(admin).post("/api/notices/recipients", { nikaya_ids: [target.id] });
    expect(res.data.response).toEqual({ users: 3, email: 2, sms: 1, sms_invalid: 1 });
    const none = await t.as(admin).post("/api/notices/recipients", { role_ids: [], nikaya_ids: [] });
    expect(none.data.response).toEqual({ users: 0, email: 0, sms: 0, sms_invalid: 0 });
  });
});
