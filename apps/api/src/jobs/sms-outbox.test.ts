import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admin } from "../../test/demo-users";
import { buildOffice, buildUser, roleBySlug } from "../../test/factories";
import {
  aakashAccepted,
  type FakeSmsGateway,
  sparrowAccepted,
  sparrowRefused,
  startFakeSmsGateway,
} from "../../test/fake-sms-gateway";
import { createTestApp, type TestApp } from "../../test/test-app";
import { queryRows } from "../db/client";
import { aakashSms } from "./aakash-sms";
import { enqueue } from "./outbox";
import { processOutboxOnce } from "./outbox-worker";
import { smsTransport, transportsFromConfig } from "./transports";

let gateway: FakeSmsGateway;
let t: TestApp;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  t = await createTestApp({
    env: {
      SMS_PROVIDER: "sparrow",
      SMS_GATEWAY_URL: gateway.url,
      SMS_TOKEN: "sparrow-token",
      SMS_FROM: "PRAGATI",
    },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(async () => {
  gateway.requests.length = 0;
  gateway.answer(() => sparrowAccepted());
  // Messages other tests and the demo seed queued are not this test's business.
  await t.database.db.execute(sql`UPDATE outbox SET status = 'sent' WHERE status IN ('pending', 'sending')`);
});

type Row = {
  id: number;
  recipient: string;
  status: string;
  attempts: number;
  parts: number | null;
  last_error: string | null;
  error_kind: string | null;
  provider: string | null;
  provider_message_id: string | null;
  credits: number | null;
  held: boolean;
};
const rows = (where: ReturnType<typeof sql>) =>
  queryRows<Row>(
    t.database.db,
    sql`SELECT id::int AS id, recipient, status, attempts, parts, last_error, error_kind, provider, provider_message_id,
               credits, next_attempt_at > now() AS held
          FROM outbox WHERE channel = 'sms' AND ${where} ORDER BY recipient`,
  );
const sentTo = () => gateway.requests.filter((r) => r.path === "/v2/sms/").map((r) => r.fields.to);
const worker = () => processOutboxOnce({ db: t.database.db, transports: transportsFromConfig(t.app.config) });

describe("a Nepali notice by SMS through Sparrow", () => {
  it("queues normalised numbers with the part count and two workers deliver each exactly once", async () => {
    const office = await buildOffice(t.database.db);
    const role = await roleBySlug(t.database.db, "nikaya");
    // Numbers as people type them: country code, Devanagari digits, the trunk 0.
    for (const [n, mobile] of [
      [1, "+977 984-1000101"],
      [2, "९८०१०००१०२"],
      [3, "09701000103"],
    ] as const) {
      const res = await t.as(admin).post("/api/user/store", {
        name: `SMS reader ${n}`,
        username: `sms.reader${n}`,
        email: null,
        mobile,
        role_id: role.id,
        nikaya_id: office.id,
        password: "Secret-Tarai-77",
        password_confirmation: "Secret-Tarai-77",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // 4 + 2 + 90 = 96 Devanagari characters: over 70, so two UCS-2 parts of at most 67.
    const title = "बैठक";
    const description = "क".repeat(90);
    const preview = await t.as(admin).post("/api/notices/recipients", { nikaya_ids: [office.id] });
    expect(preview.data.response).toEqual({ users: 3, email: 0, sms: 3, sms_invalid: 0 });
    const res = await t.as(admin).post("/api/notices/store", {
      title,
      description,
      nikaya_ids: [office.id],
      channels: ["sms"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const noticeId = res.data.response.id;
    const queued = await rows(sql`source = 'notice' AND source_id = ${noticeId}`);
    expect(queued.map((r) => [r.recipient, r.status, r.parts])).toEqual([
      ["9701000103", "pending", 2],
      ["9801000102", "pending", 2],
      ["9841000101", "pending", 2],
    ]);

    // A slow gateway keeps the first worker's batch in flight while the second one claims.
    gateway.answer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return sparrowAccepted();
    });
    const [first, second] = await Promise.all([worker(), worker()]);
    expect(first.sent + second.sent).toBe(3);
    expect(sentTo().sort()).toEqual(["9701000103", "9801000102", "9841000101"]);
    expect(gateway.requests.every((r) => r.fields.text === `${title}: ${description}`)).toBe(true);
    expect(
      gateway.requests.every((r) => r.fields.from === "PRAGATI" && r.fields.token === "sparrow-token"),
    ).toBe(true);

    const sent = await rows(sql`source = 'notice' AND source_id = ${noticeId}`);
    expect(sent.map((r) => [r.status, r.attempts, r.provider])).toEqual(
      Array(3).fill(["sent", 1, "sparrow"]),
    );
    // The stored answer keeps them sent even when their lease time is long past.
    await t.database.db.execute(
      sql`UPDATE outbox SET next_attempt_at = now() - interval '1 hour' WHERE source_id = ${noticeId}`,
    );
    expect(await worker()).toEqual({ sent: 0, failed: 0 });
    expect(sentTo()).toHaveLength(3);
    const delivery = await t.as(admin).get(`/api/notices/show/${noticeId}`);
    expect(delivery.data.response.delivery).toEqual({ pending: 0, sent: 3, failed: 0 });
  });
});

describe("how each gateway answer is recorded", () => {
  it("sends once, fails at once with the gateway's reason, or retries with back-off", async () => {
    const answers: Record<string, () => { status: number; body: unknown }> = {
      "9841000011": () => sparrowRefused(1007, "Invalid Receiver"),
      "9841000012": () => ({ status: 503, body: "Service Unavailable" }),
      "9841000013": () => sparrowAccepted(),
      "9841000014": () => sparrowRefused(1012, "No Credits Available"),
    };
    gateway.answer((request) => answers[request.fields.to]());
    await enqueue(
      t.database.db,
      Object.keys(answers).map((recipient) => ({
        channel: "sms" as const,
        recipient,
        body: "Test",
        source: "case",
      })),
    );
    expect(await worker()).toEqual({ sent: 1, failed: 3 });
    expect(
      (await rows(sql`source = 'case'`)).map((r) => [
        r.recipient,
        r.status,
        r.attempts,
        r.error_kind,
        r.last_error,
        r.held,
      ]),
    ).toEqual([
      ["9841000011", "failed", 1, "receiver", "Sparrow 1007: Invalid Receiver", true],
      ["9841000012", "pending", 1, "unreachable", "Sparrow answered HTTP 503", true],
      ["9841000013", "sent", 1, null, null, true],
      ["9841000014", "failed", 1, "credit", "Sparrow 1012: No Credits Available", true],
    ]);

    // Credit is gateway-wide: it stays an alert until the gateway accepts a message after it.
    const status = await t.as(admin).get("/api/outbox/sms-status");
    expect(status.data.response.provider).toBe("sparrow");
    expect(status.data.response.alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "receiver", count: 1, reason: "Sparrow 1007: Invalid Receiver" }),
        expect.objectContaining({ kind: "credit", count: 1, reason: "Sparrow 1012: No Credits Available" }),
      ]),
    );

    // Refusals are never tried again; the 503 waits for its back-off, then goes.
    expect(await worker()).toEqual({ sent: 0, failed: 0 });
    await t.database.db.execute(
      sql`UPDATE outbox SET next_attempt_at = now() WHERE source = 'case' AND status = 'pending'`,
    );
    answers["9841000012"] = () => sparrowAccepted();
    expect(await worker()).toEqual({ sent: 1, failed: 0 });
    // Five calls in all: each number once, the 503 twice.
    expect(sentTo().slice(0, 4).sort()).toEqual(["9841000011", "9841000012", "9841000013", "9841000014"]);
    expect(sentTo().slice(4)).toEqual(["9841000012"]);
    const [retried] = await rows(sql`recipient = '9841000012'`);
    expect(retried).toMatchObject({ status: "sent", attempts: 2, error_kind: null, last_error: null });
    const after = (await t.as(admin).get("/api/outbox/sms-status")).data.response.alerts;
    expect(after.map((a: { kind: string }) => a.kind)).not.toContain("credit");
    expect(after.map((a: { kind: string }) => a.kind)).toContain("receiver");
  });

  it("skips a stored number that is not a mobile, at queue time and in the worker, and never sends it", async () => {
    await buildUser(t.database.db, { role: "nikaya", mobile: "01-4211000" });
    await enqueue(t.database.db, { channel: "sms", recipient: "12345", body: "x", source: "skip" });
    // A row queued before numbers were checked, as an older version stored it.
    await t.database.db.execute(
      sql`INSERT INTO outbox (channel, recipient, body, source) VALUES ('sms', '९८४१', 'x', 'skip')`,
    );
    expect(await worker()).toEqual({ sent: 0, failed: 1 });
    expect(gateway.requests).toEqual([]);
    const skipped = await rows(sql`source = 'skip'`);
    expect(skipped.map((r) => [r.recipient, r.status, r.error_kind, r.last_error])).toEqual([
      ["12345", "skipped", "number", "Not a Nepali mobile number (10 digits starting with 96, 97 or 98)."],
      ["९८४१", "skipped", "number", "Not a Nepali mobile number (10 digits starting with 96, 97 or 98)."],
    ]);
    const listed = await t.as(admin).get("/api/outbox/all", { query: { status: "skipped", per_page: 30 } });
    expect(listed.data.response.data.map((r: { recipient: string }) => r.recipient)).toEqual(
      expect.arrayContaining(["12345", "९८४१"]),
    );
  });

  it("sends again a message whose worker died before storing the answer, once its lease is over", async () => {
    // docs/product-rules.md: the one case that can double an SMS. The row is as a worker that claimed
    // it and died leaves it: sending, its lease (next attempt) over, no answer stored.
    await enqueue(t.database.db, { channel: "sms", recipient: "9841000041", body: "x", source: "crash" });
    await t.database.db.execute(
      sql`UPDATE outbox SET status = 'sending', attempts = 1, next_attempt_at = now() - interval '1 second'
           WHERE source = 'crash'`,
    );
    expect(await worker()).toEqual({ sent: 1, failed: 0 });
    expect(sentTo()).toEqual(["9841000041"]);
    const [row] = await rows(sql`source = 'crash'`);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("stores Aakash's message id and credits on the recipient's row", async () => {
    gateway.answer(() => aakashAccepted([{ mobile: "9841000021", id: 2673160, credit: 2 }]));
    await enqueue(t.database.db, {
      channel: "sms",
      recipient: "9841000021",
      body: "क".repeat(80),
      source: "aakash",
    });
    const transports = { sms: smsTransport(aakashSms({ baseUrl: gateway.url, token: "aakash-token" })) };
    expect(await processOutboxOnce({ db: t.database.db, transports })).toEqual({ sent: 1, failed: 0 });
    expect(gateway.requests.map((r) => r.path)).toEqual(["/sms/v3/send/"]);
    const [row] = await rows(sql`source = 'aakash'`);
    expect(row).toMatchObject({
      status: "sent",
      provider: "aakash",
      provider_message_id: "2673160",
      credits: 2,
      parts: 2,
    });
  });
});
