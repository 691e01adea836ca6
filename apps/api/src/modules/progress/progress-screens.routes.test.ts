import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildMilestone, buildOffice, buildUser, countRows, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";
import { countsDrift } from "../dashboard/office-month-counts";

let t: TestApp;
let admin: string;
let office: string;
let sachib: string;
let outsider: string;
let reviewer: string;
let root: number;
let child: number;
let grandChild: number;
let other: number;
let lastYear: number;
let currentYear: number;
let today: string;
let reason: { main: number; sub: number; mainName: string; subNameNp: string };

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const settings = (set: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`UPDATE app_settings SET ${set} WHERE id = 1`);
const user = async (role: "nikaya" | "sachib" | "reviewer", nikayaId: number) =>
  loginAs(t.app, (await buildUser(t.database.db, { role, nikayaId })).username);
const milestone = (targets: Record<number, number>, nikayaId = child, fiscalYearId = lastYear) =>
  buildMilestone(t.database.db, { nikayaId, fiscalYearId, targets });
const store = (token: string, body: object) => call("POST", "/api/pragati/store", token, body);
const entryOf = async (token: string, body: object) => {
  const res = await store(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number };
};

const multipart = (files: { name: string; type: string; content: Buffer }[]) => {
  const boundary = "----pragati-progress-boundary";
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from("\r\n"),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name = "evidence.pdf") => ({ name, type: "application/pdf", content: PDF });
const upload = (token: string, entryId: number, files: ReturnType<typeof pdf>[]) => {
  const body = multipart(files);
  return t.app.inject({
    method: "POST",
    url: `/api/pragati/files/${entryId}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  root = (await buildOffice(db)).id;
  child = (await buildOffice(db, { parentId: root })).id;
  grandChild = (await buildOffice(db, { parentId: child })).id;
  other = (await buildOffice(db)).id;
  admin = await loginAs(t.app, "admin");
  office = await user("nikaya", child);
  sachib = await user("sachib", root);
  outsider = await user("nikaya", other);
  reviewer = await user("reviewer", root);
  const setup = await buildSetupBlock(db);
  today = setup.current_date;
  currentYear = setup.current_fiscal_year_id_by_current_date ?? 0;
  const years = await queryRows<{ id: number; start_year: number }>(
    db,
    sql`SELECT id, start_year FROM fiscal_years`,
  );
  const current = years.find((y) => y.id === currentYear)?.start_year ?? 0;
  lastYear = years.find((y) => y.start_year === current - 1)?.id ?? 0;
  const [item] = await queryRows<{ main: number; sub: number; main_name: string; sub_name_np: string }>(
    db,
    sql`SELECT p.id AS main, s.id AS sub, p.name AS main_name, s.name_np AS sub_name_np
          FROM setup_items s JOIN setup_items p ON p.id = s.parent_id
         WHERE s.list_key = 'paragati-samasyas-types' ORDER BY p.id, s.id LIMIT 1`,
  );
  reason = { main: item.main, sub: item.sub, mainName: item.main_name, subNameNp: item.sub_name_np };
});
afterAll(() => t.close());
afterEach(async () => {
  await settings(
    sql`action_plan_lock = false, pragati_add_from = NULL, pragati_add_to = NULL, pragati_edit_from = NULL,
        pragati_edit_to = NULL`,
  );
  await t.database.db.execute(sql`UPDATE offices SET action_plan_lock = false WHERE id = ${child}`);
});

const closeEditWindow = () => settings(sql`pragati_edit_from = '2000-01-01', pragati_edit_to = '2000-12-30'`);

afterEach(async () => {
  // Every write keeps the dashboard counts equal to the status rows (the triggers of migration 0007).
  expect(await countsDrift(t.database.db)).toEqual([]);
});

describe("api/pragati/show", () => {
  it("answers an entry with named reasons, files, percent, band, month target and the warning", async () => {
    const m = await milestone({ 1: 10, 3: 30 });
    const first = await entryOf(office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 4,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
      explanation: "Procurement was late",
    });
    const shown = await call("GET", `/api/pragati/show/${first.id}`, sachib);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().response).toMatchObject({
      id: first.id,
      month: 1,
      achieved: 4,
      percent: 40,
      band: "in_progress_below_sixty_percent",
      month_target: 10,
      target_up_to: 10,
      achieved_up_to: 4,
      annual_target: 40,
      start_month: 1,
      end_month: 3,
      warning: false,
      files: [],
      explanation: "Procurement was late",
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub, main_name: reason.mainName }],
    });
    expect(shown.json().response.reasons[0].sub_name_np).toBe(reason.subNameNp);

    const met = await entryOf(office, { milestone_id: m.id, month: 3, status: "in_progress", achieved: 36 });
    const warned = (await call("GET", `/api/pragati/show/${met.id}`, office)).json().response;
    expect(warned).toMatchObject({ warning: true, month_target: 30, target_up_to: 40, achieved_up_to: 40 });
  });

  it("refuses callers without a session (401), without progress.view (403) and out of scope (404)", async () => {
    const m = await milestone({ 0: 10 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    expect((await call("GET", `/api/pragati/show/${id}`, null)).statusCode).toBe(401);
    expect((await call("GET", `/api/pragati/show/${id}`, reviewer)).statusCode).toBe(403);
    expect((await call("GET", `/api/pragati/show/${id}`, outsider)).statusCode).toBe(404);
    expect((await call("GET", "/api/pragati/show/999999", admin)).statusCode).toBe(404);
    expect((await call("GET", "/api/pragati/show/abc", admin)).statusCode).toBe(422);
  });
});

describe("evidence files", () => {
  it("attaches a PDF that the office and the secretary list and download; the office removes it", async () => {
    const m = await milestone({ 0: 10 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    const logs = await countRows(t.database.db, "activity_logs");
    const res = await upload(office, id, [pdf("site-photo.pdf")]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().response.files;
    expect(file).toMatchObject({ filename: "site-photo.pdf", mime_type: "application/pdf", entry_id: id });
    expect(res.json().response.file_count).toBe(1);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 1);

    const listed = await call("GET", `/api/pragati/files/${id}`, sachib);
    expect(listed.json().response.map((f: { id: number }) => f.id)).toEqual([file.id]);
    const download = await call("GET", file.file_url, sachib);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect(download.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect((await call("GET", file.file_url, null)).statusCode).toBe(401);
    expect((await call("GET", file.file_url, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/api/pragati/files/${id}`, outsider)).statusCode).toBe(404);

    expect((await call("DELETE", `/api/pragati/files/delete/${file.id}`, sachib)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/pragati/files/delete/${file.id}`, outsider)).statusCode).toBe(404);
    const removed = await call("DELETE", `/api/pragati/files/delete/${file.id}`, office);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call("GET", `/api/pragati/files/${id}`, office)).json().response).toEqual([]);
    expect((await call("GET", file.file_url, office)).statusCode).toBe(404);
  });

  it("refuses a wrong or fake file and more than five per entry, storing nothing", async () => {
    const m = await milestone({ 0: 10 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    const fake = await upload(office, id, [
      pdf("ok.pdf"),
      { name: "fake.pdf", type: "application/pdf", content: Buffer.from("MZ not a pdf") },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.files[0]).toContain("fake.pdf");
    expect(fake.json().errors_np.files[0]).toContain("fake.pdf");
    const exe = await upload(office, id, [
      { name: "tool.exe", type: "application/octet-stream", content: PDF },
    ]);
    expect(exe.statusCode).toBe(422);
    expect(await countRows(t.database.db, "progress_files")).toBe(0);

    expect((await upload(office, id, [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf")])).statusCode).toBe(200);
    const tooMany = await upload(office, id, [pdf("4.pdf"), pdf("5.pdf"), pdf("6.pdf")]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors_np.files[0]).toContain("५");
    expect((await call("GET", `/api/pragati/files/${id}`, office)).json().response).toHaveLength(3);
    const notMultipart = await call("POST", `/api/pragati/files/${id}`, office, { files: [] });
    expect(notMultipart.statusCode).toBe(422);
  });

  it("follows the entry's edit rules: permission, scope, lock and window; a sent-back entry may get files", async () => {
    const m = await milestone({ 0: 10 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    expect((await upload(sachib, id, [pdf()])).statusCode).toBe(403);
    expect((await upload(outsider, id, [pdf()])).statusCode).toBe(404);
    expect((await upload(office, 999999, [pdf()])).statusCode).toBe(404);

    await t.database.db.execute(sql`UPDATE offices SET action_plan_lock = true WHERE id = ${child}`);
    const locked = await upload(office, id, [pdf()]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message_np).toContain("लक");
    expect((await upload(admin, id, [pdf("admin.pdf")])).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE offices SET action_plan_lock = false WHERE id = ${child}`);

    await closeEditWindow();
    const closed = await upload(office, id, [pdf()]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain("2000-01-01");
    const [adminFile] = (await call("GET", `/api/pragati/files/${id}`, office)).json().response;
    expect((await call("DELETE", `/api/pragati/files/delete/${adminFile.id}`, office)).statusCode).toBe(409);
    expect(await countRows(t.database.db, "progress_files")).toBeGreaterThanOrEqual(1);

    await call("POST", `/api/rate-activity/return/${id}`, sachib, { note: "Attach the measurement sheet" });
    const evidence = await upload(office, id, [pdf("sheet.pdf")]);
    expect(evidence.statusCode, evidence.body).toBe(200);
    // Files do not use up the correction; saving the entry does.
    expect(evidence.json().response).toMatchObject({ awaiting_correction: true, correction_used: false });
    const corrected = await store(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    expect(corrected.json().response).toMatchObject({ awaiting_correction: false, correction_used: true });
    expect((await upload(office, id, [pdf("late.pdf")])).statusCode).toBe(409);
  });
});

describe("api/gatibidhi/all filters", () => {
  it("filters by office subtree, milestone, comment, rating and sent-back state", async () => {
    const near = await milestone({ 0: 10 });
    const deep = await milestone({ 0: 10 }, grandChild);
    const a = await entryOf(office, { milestone_id: near.id, month: 0, status: "in_progress", achieved: 10 });
    const b = await entryOf(admin, { milestone_id: deep.id, month: 0, status: "in_progress", achieved: 10 });
    await call("POST", `/api/rate-activity/comment/${a.id}`, sachib, { comment: "Well done" });
    await call("POST", `/api/rate-activity/rate/${b.id}`, sachib, { rating: 2 });
    await call("POST", `/api/rate-activity/return/${b.id}`, sachib, { note: "Recheck" });
    const ids = async (query: string) =>
      (await call("GET", `/api/gatibidhi/all?per_page=100&${query}`, sachib))
        .json()
        .response.data.map((e: { id: number }) => e.id)
        .filter((id: number) => id === a.id || id === b.id)
        .sort();
    expect(await ids(`nikaya_id=${child}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`nikaya_id=${grandChild}`)).toEqual([b.id]);
    expect(await ids(`milestone_id=${near.id}`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${child}&commented=true`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${child}&commented=false`)).toEqual([b.id]);
    expect(await ids(`nikaya_id=${child}&rated=true`)).toEqual([b.id]);
    expect(await ids(`nikaya_id=${child}&rated=false`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${child}&returned=true`)).toEqual([b.id]);
    const row = (await call("GET", `/api/gatibidhi/all?milestone_id=${deep.id}`, sachib)).json().response
      .data[0];
    expect(row).toMatchObject({
      rating: 2,
      return_note: "Recheck",
      awaiting_correction: true,
      band: "in_progress_below_hundred_percent",
    });
    expect((await call("GET", "/api/gatibidhi/all?rated=maybe", sachib)).statusCode).toBe(422);
    // An office outside the caller's scope filters to nothing rather than leaking entries.
    expect(await ids(`nikaya_id=${other}`)).toEqual([]);
  });
});

describe("api/pragati/milestones", () => {
  it("lists the office's milestones for a month with the month's entry, the latest entry and the target", async () => {
    const m = await milestone({ 1: 10, 4: 20 });
    await entryOf(office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 6,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
    });
    const page = async (month: number, token = office, extra = "") =>
      (
        await call(
          "GET",
          `/api/pragati/milestones?month=${month}&fiscal_year_id=${lastYear}&search=${m.code}${extra}`,
          token,
        )
      ).json().response;
    const june = await page(1);
    expect(june).toMatchObject({ nikaya_id: child, month: 1, fiscal_year_id: lastYear, total: 1 });
    expect(june.data[0]).toMatchObject({
      id: m.id,
      code: m.code,
      month_target: 10,
      target_up_to: 10,
      status: "in_progress",
      percent: 60,
      band: "in_progress_below_eighty_percent",
      entry: { status: "in_progress", achieved: 6, awaiting_correction: false, file_count: 0 },
      latest: { month: 1, status: "in_progress", achieved: 6 },
      start_month: 1,
      end_month: 4,
      schedule: [
        { month: 1, target: 10 },
        { month: 4, target: 20 },
      ],
      entries: [{ month: 1, status: "in_progress", achieved: 6 }],
      entry_allowed: true,
      entry_block: null,
    });
    const later = (await page(3)).data[0];
    expect(later).toMatchObject({ month_target: null, target_up_to: 10, entry: null, latest: { month: 1 } });
    const before = (await page(0)).data[0];
    expect(before).toMatchObject({ status: "not_started", latest: null, entry: null });

    // The secretary sees it but may not enter progress.
    const seen = await page(1, sachib, `&nikaya_id=${child}`);
    expect(seen.data[0]).toMatchObject({ entry_allowed: false, entry_block: "permission" });
    expect((await call("GET", `/api/pragati/milestones?nikaya_id=${other}`, office)).statusCode).toBe(404);
    expect((await call("GET", "/api/pragati/milestones", reviewer)).statusCode).toBe(403);
    expect((await call("GET", "/api/pragati/milestones?month=12", office)).statusCode).toBe(422);
  });

  it("tells why entry is refused: lock, future month, closed window; a sent-back entry stays open", async () => {
    const m = await milestone({ 0: 10 });
    const future = await milestone({ 11: 10 }, child, currentYear);
    const row = async (id: number, month: number, year = lastYear) =>
      (
        await call(
          "GET",
          `/api/pragati/milestones?month=${month}&fiscal_year_id=${year}&search=${encodeURIComponent(
            id === m.id ? m.code : future.code,
          )}`,
          office,
        )
      ).json().response.data[0];
    expect((await row(future.id, 11, currentYear)).entry_block).toBe("future");
    await settings(sql`action_plan_lock = true`);
    expect((await row(m.id, 0)).entry_block).toBe("locked");
    await settings(
      sql`action_plan_lock = false, pragati_add_from = '2000-01-01', pragati_add_to = '2000-12-30'`,
    );
    expect((await row(m.id, 0)).entry_block).toBe("window");
    await settings(sql`pragati_add_from = ${today}, pragati_add_to = ${today}`);
    expect((await row(m.id, 0)).entry_allowed).toBe(true);
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    await closeEditWindow();
    expect((await row(m.id, 0)).entry_block).toBe("window");
    await call("POST", `/api/rate-activity/return/${id}`, sachib, { note: "Fix it" });
    expect(await row(m.id, 0)).toMatchObject({
      entry_allowed: true,
      entry: { awaiting_correction: true, return_note: "Fix it" },
    });
  });
});

describe("api/gatibidhi/milestone", () => {
  it("answers the 12 months with targets, state, entries in detail and what may be entered", async () => {
    const m = await milestone({ 1: 10, 3: 30 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 10,
    });
    await upload(office, id, [pdf("progress.pdf")]);
    await call("POST", `/api/rate-activity/rate/${id}`, sachib, { rating: 5 });
    const res = await call("GET", `/api/gatibidhi/milestone/${m.id}`, sachib);
    expect(res.statusCode, res.body).toBe(200);
    const { milestone: head, months } = res.json().response;
    expect(head).toMatchObject({ id: m.id, code: m.code, annual_target: 40, start_month: 1, end_month: 3 });
    expect(months).toHaveLength(12);
    expect(months.map((r: { month_target: number | null }) => r.month_target)).toEqual([
      null,
      10,
      null,
      30,
      ...Array(8).fill(null),
    ]);
    expect(months[1]).toMatchObject({
      target_up_to: 10,
      status: "in_progress",
      percent: 100,
      entry: { id, rating: 5, warning: true, files: [{ filename: "progress.pdf" }] },
      entry_block: "permission",
    });
    expect(months[2]).toMatchObject({ target_up_to: 10, status: "in_progress", entry: null });
    expect(months[3]).toMatchObject({ target_up_to: 40, percent: 25 });
    const mine = (await call("GET", `/api/gatibidhi/milestone/${m.id}`, office)).json().response.months;
    expect(mine[2]).toMatchObject({ entry_allowed: true, entry_block: null });
    expect((await call("GET", `/api/gatibidhi/milestone/${m.id}`, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/api/gatibidhi/milestone/${m.id}`, reviewer)).statusCode).toBe(403);
  });
});

describe("correction of a sent-back entry", () => {
  it("is used by the first save after the send-back, inside the window too", async () => {
    const m = await milestone({ 0: 10 });
    const { id } = await entryOf(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    await call("POST", `/api/rate-activity/return/${id}`, sachib, { note: "Wrong unit" });
    const saved = await store(office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 9,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
    });
    expect(saved.json().response).toMatchObject({ awaiting_correction: false, return_note: "Wrong unit" });
    const returned = (
      await call("GET", `/api/gatibidhi/all?returned=true&milestone_id=${m.id}`, sachib)
    ).json().response.data;
    expect(returned).toEqual([]);
    // Inside the window the office may still edit.
    expect(
      (await store(office, { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 })).statusCode,
    ).toBe(200);
  });
});
