import type { AddressInfo } from "node:net";
import { toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { countRows, loginAs, officeByCode, userByUsername } from "../../../test/factories";
import { sparrowAccepted, startFakeSmsGateway } from "../../../test/fake-sms-gateway";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { processOutboxOnce } from "../../jobs/outbox-worker";
import { sparrowSms } from "../../jobs/sparrow-sms";
import { smsTransport, smtpTransport } from "../../jobs/transports";
import { loadCalendar } from "../calendar/calendar.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("notice administration", () => {
  it("creates a notice for an office; its users see it in the bell, others do not", async () => {
    const dor = await officeByCode(t.database.db, "336-01");
    const res = await t.as(admin).post("/api/notices/store", {
      title: "Road safety week",
      description: "Details",
      nikaya_ids: [dor.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      title: "Road safety week",
      nikaya_ids: [dor.id],
      is_public: false,
    });
    const office = (await t.as({ username: "office" }).get("/api/notices")).json();
    expect(office.response.map((n: { title: string }) => n.title)).toContain("Road safety week");
    const monitor = (await t.as({ username: "monitor" }).get("/api/notices")).json();
    expect(monitor.response.map((n: { title: string }) => n.title)).not.toContain("Road safety week");
  });

  it("refuses a notice without targets, with bad dates, or unknown offices, in both languages, storing nothing", async () => {
    const before = await countRows(t.database.db, "notices");
    const res = await t.as(admin).post("/api/notices/store", {
      title: "",
      from_date: "2083-13-40",
      to_date: "2083-01-01",
      nikaya_ids: [999999],
    });
    expect(res.statusCode).toBe(422);
    const noTarget = await t.as(admin).post("/api/notices/store", { title: "Orphan" });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().errors.targets[0]).toContain("at least one role or office");
    expect(noTarget.json().errors_np.targets[0]).toContain("निकाय");
    const dates = await t
      .as(admin)
      .post("/api/notices/store", { title: "Dates", is_public: true, from_date: "2083-13-40" });
    expect(dates.json().errors.from_date).toBeDefined();
    const order = await t.as(admin).post("/api/notices/store", {
      title: "Order",
      is_public: true,
      from_date: "2083-05-01",
      to_date: "2083-04-01",
    });
    expect(order.json().errors_np.to_date[0]).toContain("अन्तिम मिति");
    const unknown = await t.as(admin).post("/api/notices/store", { title: "Unknown", nikaya_ids: [999999] });
    expect(unknown.json().errors.nikaya_ids).toBeDefined();
    expect(await countRows(t.database.db, "notices")).toBe(before);
  });

  it("stores dates typed with slashes or Devanagari digits as YYYY-MM-DD, so the bell's date window holds", async () => {
    const today = (await loadCalendar(t.database.db)).todayBs();
    // e.g. २०८२/८/५: the form a Nepali keyboard gives, accepted as a valid BS date.
    const typed = toDevanagariDigits(`${today.year}/${today.month}/${today.day}`);
    const reviewer = await userByUsername(t.database.db, "reviewer");
    const res = await t.as(admin).post("/api/notices/store", {
      title: "Typed dates",
      role_ids: [reviewer.roleId],
      from_date: typed,
      to_date: `${today.year + 1}/1/1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      from_date: toBsString(today),
      to_date: `${today.year + 1}-01-01`,
    });
    const bell = (await t.as({ username: "reviewer" }).get("/api/notices")).json().response;
    expect(bell.map((n: { title: string }) => n.title)).toContain("Typed dates");
    // The order check compares the dates, not the typed text ("2083/1/1" sorts after "2083-12-01").
    const order = await t.as(admin).post("/api/notices/store", {
      title: "Order",
      is_public: true,
      from_date: `${today.year + 1}-12-01`,
      to_date: `${today.year + 1}/1/1`,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.to_date).toBeDefined();
  });

  it("is for admins only: 403 for office staff and the secretary", async () => {
    for (const username of ["office", "sachib"]) {
      const token = await loginAs(t.app, username);
      expect((await t.as(token).post("/api/notices/store", { title: "x", is_public: true })).statusCode).toBe(
        403,
      );
      expect((await t.as(token).get("/api/notices/all")).statusCode).toBe(403);
      expect((await t.as(token).get("/api/outbox/all")).statusCode).toBe(403);
    }
  });

  it("keeps the channels of publication when a notice is edited", async () => {
    const id = (
      await t
        .as(admin)
        .post("/api/notices/store", { title: "Channels fixed", is_public: true, channels: ["email"] })
    ).json().response.id;
    const edited = await t
      .as(admin)
      .post(`/api/notices/update/${id}`, { title: "Channels fixed", is_public: true, channels: ["sms"] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().response.channels).toEqual(["email"]);
  });

  it("edits and deletes", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Draft", is_public: true })).json()
      .response.id;
    const edited = await t
      .as(admin)
      .post(`/api/notices/update/${id}`, { title: "Final", is_public: false, role_ids: [2] });
    expect(edited.json().response).toMatchObject({ title: "Final", is_public: false, role_ids: [2] });
    const list = (await t.as(admin).get("/api/notices/all?search=Final")).json().response;
    expect(list.data.map((n: { id: number }) => n.id)).toEqual([id]);
    expect((await t.as(admin).delete(`/api/notices/delete/${id}`)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/notices/show/${id}`)).statusCode).toBe(404);
  });
});

describe("POST api/notices/update with the id in the body (SPEC.md section 7)", () => {
  it("edits the notice the body names, as update/:id does", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Spec draft", is_public: true })).json()
      .response.id;
    const edited = await t
      .as(admin)
      .post("/api/notices/update", { id, title: "Spec final", is_public: false, role_ids: [2] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.response).toMatchObject({ id, title: "Spec final", is_public: false, role_ids: [2] });
    expect(edited.data.message_np).toBe("सूचना सुरक्षित भयो।");
    const [stored] = await queryRows<{ title: string; is_public: boolean }>(
      t.database.db,
      sql`SELECT title, is_public FROM notices WHERE id = ${id}`,
    );
    expect(stored).toEqual({ title: "Spec final", is_public: false });
  });

  it("refuses a body without an id (422), an unknown id (404) and a caller who may not manage notices (403)", async () => {
    const noId = await t.as(admin).post("/api/notices/update", { title: "No id", is_public: true });
    expect(noId.statusCode, noId.body).toBe(422);
    expect(noId.data.errors.id).toEqual(["This field is required."]);
    expect(noId.data.errors_np.id).toEqual(["यो विवरण आवश्यक छ।"]);
    const unknown = await t
      .as(admin)
      .post("/api/notices/update", { id: 2_147_483_647, title: "Nobody", is_public: true });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const id = (await t.as(admin).post("/api/notices/store", { title: "Kept", is_public: true })).json()
      .response.id;
    const office = await loginAs(t.app, "office");
    const refused = await t.as(office).post("/api/notices/update", { id, title: "Changed", is_public: true });
    expect(refused.statusCode).toBe(403);
    const [stored] = await queryRows<{ title: string }>(
      t.database.db,
      sql`SELECT title FROM notices WHERE id = ${id}`,
    );
    expect(stored.title).toBe("Kept");
  });
});

describe("notice attachments", () => {
  it("accepts a PDF, which recipients can download; refuses a wrong type or a fake PDF whole", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "With file", is_public: true })).json()
      .response.id;
    const good = { files: [{ name: "circular.pdf", type: "application/pdf", content: PDF }] };
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, good);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().response.files;
    expect(file.filename).toBe("circular.pdf");
    const office = await loginAs(t.app, "office");
    const download = await t.as(office).get(file.file_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const bell = (await t.as(office).get("/api/notices")).json().response;
    expect(bell.find((n: { id: number }) => n.id === id).has_files[0].filename).toBe("circular.pdf");

    const bad = {
      files: [
        { name: "ok.pdf", type: "application/pdf", content: PDF },
        { name: "fake.pdf", type: "application/pdf", content: Buffer.from("MZ not a pdf") },
      ],
    };
    const refused = await t.as(admin).upload(`/api/notices/files/${id}`, bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors_np.files[0]).toContain("fake.pdf");
    const exe = {
      files: [{ name: "run.exe", type: "application/octet-stream", content: Buffer.from("MZ") }],
    };
    expect((await t.as(admin).upload(`/api/notices/files/${id}`, exe)).statusCode).toBe(422);
    expect((await t.as(admin).get(`/api/notices/show/${id}`)).json().response.files).toHaveLength(1);
  });

  it("stores a file's name without bidirectional controls, so a right-to-left override cannot disguise its type", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Bidi name", is_public: true })).json()
      .response.id;
    const name = "photo\u202egnp\u2066\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d.pdf";
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, {
      files: [{ name, type: "application/pdf", content: PDF }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response.files.map((f: { filename: string }) => f.filename)).toEqual(["photognp.pdf"]);
  });

  it("refuses files larger than 5 MB", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Big", is_public: true })).json()
      .response.id;
    const big = {
      files: [
        {
          name: "big.pdf",
          type: "application/pdf",
          content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]),
        },
      ],
    };
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: "The upload is too large.", message_np: "अपलोड धेरै ठूलो छ।" });
    expect((await t.as(admin).get(`/api/notices/show/${id}`)).json().response.files).toEqual([]);
  });

  it("hides the file of a notice the user cannot see", async () => {
    const mohp = await officeByCode(t.database.db, "370");
    const id = (
      await t.as(admin).post("/api/notices/store", { title: "Health only", nikaya_ids: [mohp.id] })
    ).json().response.id;
    const upload = { files: [{ name: "h.pdf", type: "application/pdf", content: PDF }] };
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, upload);
    const [file] = res.json().response.files;
    expect((await t.as({ username: "office" }).get(file.file_url)).statusCode).toBe(404);
  });
});

describe("outbox delivery", () => {
  it("queues e-mail and SMS for every recipient; unconfigured channels stay pending", async () => {
    const res = await t.as(admin).post("/api/notices/store", {
      title: "Channels",
      description: "Body",
      is_public: true,
      channels: ["sms", "email"],
    });
    const id = res.json().response.id;
    const [queued] = await queryRows<{ email: number; sms: number }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE channel = 'email')::int AS email, count(*) FILTER (WHERE channel = 'sms')::int AS sms
            FROM outbox WHERE source = 'notice' AND source_id = ${id}`,
    );
    const [users] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE status AND email IS NOT NULL`,
    );
    expect(queued.email).toBe(users.n);
    expect(queued.sms).toBeGreaterThan(0);
    expect(await processOutboxOnce({ db: t.database.db, transports: {} })).toEqual({ sent: 0, failed: 0 });
    const summary = (await t.as(admin).get(`/api/notices/show/${id}`)).json().response.delivery;
    expect(summary).toEqual({ pending: queued.email + queued.sms, sent: 0, failed: 0 });
    const outbox = (await t.as(admin).get(`/api/outbox/all?source=notice&source_id=${id}&per_page=30`)).json()
      .response;
    expect(outbox.total).toBe(queued.email + queued.sms);
    expect(outbox.data.every((row: { status: string }) => row.status === "pending")).toBe(true);
  });

  it("delivers e-mail to a real SMTP server and SMS to an HTTP gateway, retrying after a failure", async () => {
    await t.database.db.execute(sql`UPDATE outbox SET status = 'sent' WHERE status = 'pending'`);
    const mails: { to: string; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const gateway = await startFakeSmsGateway();
    let failNext = true;
    gateway.answer(() => {
      if (!failNext) return sparrowAccepted();
      failNext = false;
      return { status: 503, body: "" };
    });
    try {
      const reviewer = await userByUsername(t.database.db, "reviewer");
      const id = (
        await t.as(admin).post("/api/notices/store", {
          title: "For reviewers",
          description: "Meeting at 2",
          role_ids: [reviewer.roleId],
          channels: ["email", "sms"],
        })
      ).json().response.id;
      const transports = {
        email: smtpTransport(`smtp://127.0.0.1:${smtpPort}`, "Pragati <no-reply@test>"),
        sms: smsTransport(sparrowSms({ baseUrl: gateway.url, token: "secret-token", from: "PRAGATI" })),
      };
      const first = await processOutboxOnce({ db: t.database.db, transports });
      expect(first).toEqual({ sent: 1, failed: 1 });
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe("reviewer@example.gov.np");
      expect(mails[0].data).toContain("Meeting at 2");
      const [failed] = await queryRows<{
        status: string;
        attempts: number;
        last_error: string;
        due: boolean;
      }>(
        t.database.db,
        sql`SELECT status, attempts, last_error, next_attempt_at > now() AS due FROM outbox WHERE source_id = ${id} AND channel = 'sms'`,
      );
      expect(failed).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: "Sparrow answered HTTP 503",
        due: true,
      });
      // Not due yet: the back-off holds it.
      expect(await processOutboxOnce({ db: t.database.db, transports })).toEqual({ sent: 0, failed: 0 });
      await t.database.db.execute(
        sql`UPDATE outbox SET next_attempt_at = now() WHERE source_id = ${id} AND status = 'pending'`,
      );
      expect(await processOutboxOnce({ db: t.database.db, transports })).toEqual({ sent: 1, failed: 0 });
      expect(gateway.requests.map((r) => r.fields)).toEqual([
        { token: "secret-token", from: "PRAGATI", to: "9800000007", text: "For reviewers: Meeting at 2" },
        { token: "secret-token", from: "PRAGATI", to: "9800000007", text: "For reviewers: Meeting at 2" },
      ]);
      const summary = (await t.as(admin).get(`/api/notices/show/${id}`)).json().response.delivery;
      expect(summary).toEqual({ pending: 0, sent: 2, failed: 0 });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await gateway.close();
    }
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    await t.database.db.execute(sql`UPDATE outbox SET status = 'sent' WHERE status = 'pending'`);
    await t.database.db.execute(
      sql`INSERT INTO outbox (channel, recipient, body, attempts) VALUES ('sms', '9800000099', 'x', 7)`,
    );
    const failing = { sms: async () => Promise.reject(new Error("gateway down")) };
    expect(await processOutboxOnce({ db: t.database.db, transports: failing })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [row] = await queryRows<{ status: string; attempts: number }>(
      t.database.db,
      sql`SELECT status, attempts FROM outbox WHERE recipient = '9800000099'`,
    );
    expect(row).toEqual({ status: "failed", attempts: 8 });
  });
});
