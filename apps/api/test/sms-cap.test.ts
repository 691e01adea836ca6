import { SMS_CUT_MARK, SMS_MAX_CHARS } from "@pragati/domain/sms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../src/db/client";
import { enqueue } from "../src/jobs/outbox";
import { okResponse } from "./client";
import { findFiscalYear, fiscalYears, officeIdsByCode } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
const ids: Record<string, number> = {};
let yearStart: string;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  yearStart = (await findFiscalYear(t.database.db, { id: (await fiscalYears(t.database.db)).current }))
    .startBs;
});
afterAll(() => t.close());

type Queued = { body: string; parts: number; channel: string };
const queuedFor = (source: string, sourceId: number) =>
  queryRows<Queued>(
    t.database.db,
    sql`SELECT body, parts, channel FROM outbox WHERE source = ${source} AND source_id = ${sourceId} ORDER BY id`,
  );
const chars = (text: string) => Array.from(text).length;
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** UCS-2 parts of a Devanagari text counted by hand: 70 in one message, 67 per part once split. */
const ucs2Parts = (text: string) => {
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
};

describe("every SMS a product flow queues is capped and says when it was cut", () => {
  it("the monitoring order: title and order number once, at most the cap, the cut said", async () => {
    const monitor = { username: "monitor" };
    const title = `Ring road upgrade ${"सडक ".repeat(80)}`.slice(0, 300);
    const visit = okResponse<{ id: number }>(
      await t.as(monitor).post("/api/anugaman/store", {
        target_nikaya_id: ids["336-01"],
        title,
        subject: "Progress of the ring road upgrade",
        from_date: yearStart.replace(/-01$/, "-05"),
        to_date: yearStart.replace(/-01$/, "-07"),
        transport: "office",
        expense: 15000,
      }),
    );
    okResponse(
      await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
        name: "Team leader",
        designation: "Under secretary",
        phone: "9841000888",
        email: "leader@example.gov.np",
        is_leader: true,
      }),
    );
    okResponse(
      await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
        order_number: "2082/83-07",
        approver_name: "Chief Secretary",
        approver_designation: "Chief Secretary",
        approver_office: "OPMCM",
      }),
    );
    okResponse(
      await t.as(monitor).post(`/api/anugaman/move/${visit.id}`, { action: "issue_order", reason: "" }),
    );

    const queued = await queuedFor("monitoring_visit", visit.id);
    const sms = queued.filter((m) => m.channel === "sms");
    expect(sms).toHaveLength(1);
    const [text] = sms.map((m) => m.body);
    expect(chars(text)).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text.endsWith(SMS_CUT_MARK.np)).toBe(true);
    // The order number (in Devanagari digits) and the title's opening are said once.
    expect(occurrences(text, "२०८२/८३-०७")).toBe(1);
    expect(occurrences(text, "Ring road upgrade")).toBe(1);
    expect(sms[0].parts).toBe(ucs2Parts(text));
    expect(sms[0].parts).toBeLessThanOrEqual(5);
    // The e-mail is not an SMS: it keeps the whole title.
    const email = queued.find((m) => m.channel === "email");
    expect(email?.body).toContain(title);
  });

  it("a notice: its title and a long description cut to the cap, the cut said", async () => {
    const notice = okResponse<{ id: number }>(
      await t.as({ username: "admin" }).post("/api/notices/store", {
        title: "सडक सुरक्षा सप्ताह",
        description: "विवरण ".repeat(300),
        is_public: true,
        channels: ["sms"],
      }),
    );
    const sms = await queuedFor("notice", notice.id);
    expect(sms.length).toBeGreaterThan(0);
    for (const message of sms) {
      // Cut at a letter boundary, so a few characters short of the cap at most.
      expect(chars(message.body)).toBeLessThanOrEqual(SMS_MAX_CHARS);
      expect(chars(message.body)).toBeGreaterThan(SMS_MAX_CHARS - 8);
      expect(message.body.startsWith("सडक सुरक्षा सप्ताह: विवरण")).toBe(true);
      expect(message.body.endsWith(SMS_CUT_MARK.np)).toBe(true);
      expect(message.parts).toBe(ucs2Parts(message.body));
      expect(message.parts).toBe(5);
    }
  });

  it("any other SMS the outbox queues, in English too, and a short one as it is", async () => {
    await t.database.db.transaction(async (tx) => {
      await enqueue(tx, [
        {
          channel: "sms",
          recipient: "9841000777",
          body: "Reminder ".repeat(100),
          source: "cap",
          sourceId: 1,
        },
        { channel: "sms", recipient: "9841000777", body: "Short reminder", source: "cap", sourceId: 2 },
        {
          channel: "email",
          recipient: "x@example.gov.np",
          body: "Long ".repeat(200),
          source: "cap",
          sourceId: 3,
        },
      ]);
    });
    const [long] = await queuedFor("cap", 1);
    expect(chars(long.body)).toBe(SMS_MAX_CHARS);
    expect(long.body.endsWith(SMS_CUT_MARK.en)).toBe(true);
    // GSM 7-bit: 300 septets in parts of 153.
    expect(long.parts).toBe(2);
    expect((await queuedFor("cap", 2))[0].body).toBe("Short reminder");
    expect((await queuedFor("cap", 3))[0].body).toBe("Long ".repeat(200));
  });
});
