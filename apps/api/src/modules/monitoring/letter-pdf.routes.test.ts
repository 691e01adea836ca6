import { execFileSync } from "node:child_process";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse, type TestResponse } from "../../../test/client";
import { buildUser, findFiscalYear, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

// pdftotext comes with poppler-utils (scripts/ensure-poppler.sh installs it before the API tests).
let t: TestApp;
const monitor = { username: "monitor" };
const ids: Record<string, number> = {};
let yearStart: string;
let member: { id: number; username: string };
let otherMonitor: { username: string };
let officeNp: string;
let targetNp: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  yearStart = (await findFiscalYear(db, { id: (await fiscalYears(db)).current })).startBs;
  member = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336-01"] });
  otherMonitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
  const monitorOffice = await queryRows<{ name_np: string }>(
    db,
    sql`SELECT o.name_np FROM offices o JOIN users u ON u.nikaya_id = o.id WHERE u.username = 'monitor'`,
  );
  officeNp = monitorOffice[0].name_np;
  const target = await queryRows<{ name_np: string }>(
    db,
    sql`SELECT name_np FROM offices WHERE id = ${ids["336-01"]}`,
  );
  targetNp = target[0].name_np;
});
afterAll(() => t.close());

type Visit = {
  id: number;
  order_issued_on: string | null;
  members: { id: number; can_verify: boolean }[];
};

const FROM = () => yearStart.replace(/-01$/, "-05");
const TO = () => yearStart.replace(/-01$/, "-07");

/** A complete draft whose letter has words with the i-sign and conjuncts in its title and subject. */
const completeDraft = async () => {
  const visit = okResponse<Visit>(
    await t.as(monitor).post("/api/anugaman/store", {
      target_nikaya_id: ids["336-01"],
      title: "सडक निर्माण कार्यालय अनुगमन",
      subject: "मन्त्रालयको निर्देशन पालना",
      from_date: FROM(),
      to_date: TO(),
      transport: "office",
      expense: 15000,
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "सीता थापा",
      designation: "उपसचिव",
      is_leader: true,
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "Hari Prasad",
      username: member.username,
      designation: "शाखा अधिकृत",
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
      order_number: "2082/83-07",
      approver_name: "राम शर्मा",
      approver_designation: "सचिव",
      approver_office: "मन्त्रालय",
    }),
  );
  return visit;
};

const issue = async (id: number) =>
  okResponse<Visit>(
    await t.as(monitor).post(`/api/anugaman/move/${id}`, { action: "issue_order", reason: "" }),
  );

/** The PDF's text as pdftotext reads it (reading order, words joined by single spaces). */
const textOf = (res: TestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: res.rawPayload })
    .toString("utf8")
    .replace(/\s+/g, " ");
};

const bs = (date: string) => toDevanagariDigits(date.replaceAll("-", "/"));

describe("order letter PDF", () => {
  it("is the order letter in Nepali: Devanagari words intact, the order number and BS dates in Devanagari digits", async () => {
    const draft = await completeDraft();
    // Not issued yet: no letter.
    const early = await t.as(monitor).get(`/api/anugaman/${draft.id}/aadesh.pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message_np).toMatch(/आदेश/);

    const visit = await issue(draft.id);
    const res = await t.as(monitor).get(`/api/anugaman/${visit.id}/aadesh.pdf`);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="aadesh-2082-83-07.pdf"');
    const text = textOf(res);
    for (const words of [
      "नेपाल सरकार",
      officeNp,
      "आदेश नं.: २०८२/८३-०७",
      `मिति: ${bs(visit.order_issued_on ?? "")}`,
      "विषय: सडक निर्माण कार्यालय अनुगमन सम्बन्धी अनुगमन आदेश।",
      "श्री अनुगमन टोली,",
      `"मन्त्रालयको निर्देशन पालना"`,
      `मिति ${bs(FROM())} देखि ${bs(TO())} सम्म स्थलगत अनुगमन गर्न`,
      "सीता थापा उपसचिव टोली नेता",
      "Hari Prasad शाखा अधिकृत सदस्य",
      "खर्च सीमा: रु. १५,०००",
      "राम शर्मा सचिव मन्त्रालय",
      `बोधार्थ: श्री ${targetNp}`,
    ]) {
      expect(text).toContain(words);
    }
  });

  it("is refused, with no PDF, to a monitor of another office (404) and a user without the monitoring permission (403)", async () => {
    const visit = await issue((await completeDraft()).id);
    for (const path of ["aadesh.pdf", "pushti.pdf"]) {
      const outside = await t.as(otherMonitor).get(`/api/anugaman/${visit.id}/${path}`);
      expect(outside.statusCode).toBe(404);
      expect(outside.headers["content-type"]).toMatch(/json/);
      const office = await t.as({ username: "office" }).get(`/api/anugaman/${visit.id}/${path}`);
      expect(office.statusCode).toBe(403);
      expect(office.headers["content-type"]).toMatch(/json/);
      expect((await t.anonymous.get(`/api/anugaman/${visit.id}/${path}`)).statusCode).toBe(401);
    }
  });
});

describe("confirmation letter PDF", () => {
  it("confirms the order to the monitored office with each member's participation", async () => {
    const draft = await completeDraft();
    expect((await t.as(monitor).get(`/api/anugaman/${draft.id}/pushti.pdf`)).statusCode).toBe(409);
    const visit = await issue(draft.id);
    // The member with an account confirms their participation.
    const mine = okResponse<Visit>(await t.as(member).get(`/api/anugaman/show/${visit.id}`)).members.find(
      (m) => m.can_verify,
    );
    okResponse(await t.as(member).post(`/api/anugaman/members/verify/${mine?.id}`));

    const res = await t.as(monitor).get(`/api/anugaman/${visit.id}/pushti.pdf`);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="aadesh-pushti-2082-83-07.pdf"');
    const text = textOf(res);
    for (const words of [
      officeNp,
      "आदेश नं.: २०८२/८३-०७",
      `मिति: ${bs(visit.order_issued_on ?? "")}`,
      "विषय: सडक निर्माण कार्यालय अनुगमन सम्बन्धी अनुगमन आदेश पुष्टि।",
      `श्री ${targetNp},`,
      `मिति ${bs(FROM())} देखि ${bs(TO())} सम्म`,
      "व्यहोरा पुष्टि गरिन्छ।",
      "सीता थापा उपसचिव टोली नेता पुष्टि हुन बाँकी",
      "Hari Prasad शाखा अधिकृत सदस्य पुष्टि भएको",
      "बोधार्थ: श्री अनुगमन टोली",
    ]) {
      expect(text).toContain(words);
    }
    // The member, in the team, reads the letters too.
    expect((await t.as(member).get(`/api/anugaman/${visit.id}/pushti.pdf`)).statusCode).toBe(200);
  });

  it("is not given for a cancelled visit, whose order letter still is", async () => {
    const visit = await issue((await completeDraft()).id);
    okResponse(
      await t
        .as(monitor)
        .post(`/api/anugaman/move/${visit.id}`, { action: "cancel", reason: "Site flooded" }),
    );
    const refused = await t.as(monitor).get(`/api/anugaman/${visit.id}/pushti.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_np).toMatch(/पुष्टि पत्र छैन/);
    expect((await t.as(monitor).get(`/api/anugaman/${visit.id}/aadesh.pdf`)).statusCode).toBe(200);
  });
});
