import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildOffice,
  countRows,
  OPEN_PROGRESS_WINDOWS,
  progressReasons,
  setLock,
  setOfficeLock,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { expectCountsInStep, type ProgressWorld, progressWorld } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let w: ProgressWorld;
let reviewer: string;
let grandChild: number;
let reason: { main: number; sub: number; mainName: string; subNameNp: string };

const user = async (role: "nikaya" | "sachib" | "reviewer", nikayaId: number) =>
  signedInAs(t, role, nikayaId);
const milestone = (targets: Record<number, number>, nikayaId = w.child, fiscalYearId = w.lastYear) =>
  buildMilestone(t.database.db, { nikayaId, fiscalYearId, targets });
const entryOf = async (token: string, body: object) => {
  const res = await t.as(token).post("/api/pragati/store", body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number };
};
/** A milestone of the office (10 in month 0) with the office's entry for month 0 (10 achieved, in progress). */
const enteredMilestone = async () => {
  const m = await milestone({ 0: 10 });
  const { id } = await entryOf(w.office, {
    milestone_id: m.id,
    month: 0,
    status: "in_progress",
    achieved: 10,
  });
  return { m, id };
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name = "evidence.pdf") => ({ name, type: "application/pdf", content: PDF });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await progressWorld(t);
  grandChild = (await buildOffice(db, { parentId: w.child })).id;
  reviewer = await user("reviewer", w.root);
  const [item] = await progressReasons(db);
  reason = { main: item.main.id, sub: item.sub.id, mainName: item.main.name, subNameNp: item.sub.nameNp };
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false });
  await setSettings(t.database.db, OPEN_PROGRESS_WINDOWS);
  await setOfficeLock(t.database.db, w.child, false);
});

const closeEditWindow = () =>
  setSettings(t.database.db, { pragatiEditFrom: "2000-01-01", pragatiEditTo: "2000-12-30" });

afterEach(() => expectCountsInStep(t));

describe("api/pragati/show", () => {
  it("answers an entry with named reasons, files, percent, band, month target and the warning", async () => {
    const m = await milestone({ 1: 10, 3: 30 });
    const first = await entryOf(w.office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 4,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
      explanation: "Procurement was late",
    });
    const shown = await t.as(w.sachib).get(`/api/pragati/show/${first.id}`);
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

    const met = await entryOf(w.office, {
      milestone_id: m.id,
      month: 3,
      status: "in_progress",
      achieved: 36,
    });
    const warned = (await t.as(w.office).get(`/api/pragati/show/${met.id}`)).json().response;
    expect(warned).toMatchObject({ warning: true, month_target: 30, target_up_to: 40, achieved_up_to: 40 });
  });

  it("refuses callers without a session (401), without progress.view (403) and out of scope (404)", async () => {
    const { id } = await enteredMilestone();
    expect((await t.anonymous.get(`/api/pragati/show/${id}`)).statusCode).toBe(401);
    expect((await t.as(reviewer).get(`/api/pragati/show/${id}`)).statusCode).toBe(403);
    expect((await t.as(w.outsider).get(`/api/pragati/show/${id}`)).statusCode).toBe(404);
    expect((await t.as(w.admin).get("/api/pragati/show/999999")).statusCode).toBe(404);
    expect((await t.as(w.admin).get("/api/pragati/show/abc")).statusCode).toBe(422);
  });
});

describe("evidence files", () => {
  it("attaches a PDF that the office and the secretary list and download; the office removes it", async () => {
    const { id } = await enteredMilestone();
    const logs = await countRows(t.database.db, "activity_logs");
    const res = await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf("site-photo.pdf")] });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().response.files;
    expect(file).toMatchObject({ filename: "site-photo.pdf", mime_type: "application/pdf", entry_id: id });
    expect(res.json().response.file_count).toBe(1);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 1);

    const listed = await t.as(w.sachib).get(`/api/pragati/files/${id}`);
    expect(listed.json().response.map((f: { id: number }) => f.id)).toEqual([file.id]);
    const download = await t.as(w.sachib).get(file.file_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect(download.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect((await t.anonymous.get(file.file_url)).statusCode).toBe(401);
    expect((await t.as(w.outsider).get(file.file_url)).statusCode).toBe(404);
    expect((await t.as(w.outsider).get(`/api/pragati/files/${id}`)).statusCode).toBe(404);

    expect((await t.as(w.sachib).delete(`/api/pragati/files/delete/${file.id}`)).statusCode).toBe(403);
    expect((await t.as(w.outsider).delete(`/api/pragati/files/delete/${file.id}`)).statusCode).toBe(404);
    const removed = await t.as(w.office).delete(`/api/pragati/files/delete/${file.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.as(w.office).get(`/api/pragati/files/${id}`)).json().response).toEqual([]);
    expect((await t.as(w.office).get(file.file_url)).statusCode).toBe(404);
  });

  it("refuses a wrong or fake file and more than five per entry, storing nothing", async () => {
    const { id } = await enteredMilestone();
    const fake = await t.as(w.office).upload(`/api/pragati/files/${id}`, {
      files: [
        pdf("ok.pdf"),
        { name: "fake.pdf", type: "application/pdf", content: Buffer.from("MZ not a pdf") },
      ],
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.files[0]).toContain("fake.pdf");
    expect(fake.json().errors_np.files[0]).toContain("fake.pdf");
    const exe = await t.as(w.office).upload(`/api/pragati/files/${id}`, {
      files: [{ name: "tool.exe", type: "application/octet-stream", content: PDF }],
    });
    expect(exe.statusCode).toBe(422);
    expect(await countRows(t.database.db, "progress_files")).toBe(0);

    expect(
      (
        await t
          .as(w.office)
          .upload(`/api/pragati/files/${id}`, { files: [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf")] })
      ).statusCode,
    ).toBe(200);
    const tooMany = await t
      .as(w.office)
      .upload(`/api/pragati/files/${id}`, { files: [pdf("4.pdf"), pdf("5.pdf"), pdf("6.pdf")] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors_np.files[0]).toContain("५");
    expect((await t.as(w.office).get(`/api/pragati/files/${id}`)).json().response).toHaveLength(3);
    const notMultipart = await t.as(w.office).post(`/api/pragati/files/${id}`, { files: [] });
    expect(notMultipart.statusCode).toBe(422);
  });

  it("follows the entry's edit rules: permission, scope and window, not the plan lock; a sent-back entry may get files", async () => {
    const { m, id } = await enteredMilestone();
    expect((await t.as(w.sachib).upload(`/api/pragati/files/${id}`, { files: [pdf()] })).statusCode).toBe(
      403,
    );
    expect((await t.as(w.outsider).upload(`/api/pragati/files/${id}`, { files: [pdf()] })).statusCode).toBe(
      404,
    );
    expect((await t.as(w.office).upload(`/api/pragati/files/${999999}`, { files: [pdf()] })).statusCode).toBe(
      404,
    );

    // The action-plan lock freezes the plan, not progress or its evidence.
    await setOfficeLock(t.database.db, w.child, true);
    expect((await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf()] })).statusCode).toBe(
      200,
    );
    expect(
      (await t.as(w.admin).upload(`/api/pragati/files/${id}`, { files: [pdf("admin.pdf")] })).statusCode,
    ).toBe(200);
    await setOfficeLock(t.database.db, w.child, false);

    await closeEditWindow();
    const closed = await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf()] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain("2000-01-01");
    const [adminFile] = (await t.as(w.office).get(`/api/pragati/files/${id}`)).json().response;
    expect((await t.as(w.office).delete(`/api/pragati/files/delete/${adminFile.id}`)).statusCode).toBe(409);
    expect(await countRows(t.database.db, "progress_files")).toBeGreaterThanOrEqual(1);

    await t.as(w.sachib).post(`/api/rate-activity/return/${id}`, { note: "Attach the measurement sheet" });
    const evidence = await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf("sheet.pdf")] });
    expect(evidence.statusCode, evidence.body).toBe(200);
    // Files do not use up the correction; saving the entry does.
    expect(evidence.json().response).toMatchObject({ awaiting_correction: true, correction_used: false });
    const corrected = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    expect(corrected.json().response).toMatchObject({ awaiting_correction: false, correction_used: true });
    expect(
      (await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf("late.pdf")] })).statusCode,
    ).toBe(409);
  });
});

describe("api/gatibidhi/all filters", () => {
  it("filters by office subtree, milestone, comment, rating and sent-back state", async () => {
    const near = await milestone({ 0: 10 });
    const deep = await milestone({ 0: 10 }, grandChild);
    const a = await entryOf(w.office, {
      milestone_id: near.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    const b = await entryOf(w.admin, {
      milestone_id: deep.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    await t.as(w.sachib).post(`/api/rate-activity/comment/${a.id}`, { comment: "Well done" });
    await t.as(w.sachib).post(`/api/rate-activity/rate/${b.id}`, { rating: 2 });
    await t.as(w.sachib).post(`/api/rate-activity/return/${b.id}`, { note: "Recheck" });
    const ids = async (query: string) =>
      (await t.as(w.sachib).get(`/api/gatibidhi/all?per_page=100&${query}`))
        .json()
        .response.data.map((e: { id: number }) => e.id)
        .filter((id: number) => id === a.id || id === b.id)
        .sort();
    expect(await ids(`nikaya_id=${w.child}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`nikaya_id=${grandChild}`)).toEqual([b.id]);
    expect(await ids(`milestone_id=${near.id}`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${w.child}&commented=true`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${w.child}&commented=false`)).toEqual([b.id]);
    expect(await ids(`nikaya_id=${w.child}&rated=true`)).toEqual([b.id]);
    expect(await ids(`nikaya_id=${w.child}&rated=false`)).toEqual([a.id]);
    expect(await ids(`nikaya_id=${w.child}&returned=true`)).toEqual([b.id]);
    const row = (await t.as(w.sachib).get(`/api/gatibidhi/all?milestone_id=${deep.id}`)).json().response
      .data[0];
    expect(row).toMatchObject({
      rating: 2,
      return_note: "Recheck",
      awaiting_correction: true,
      band: "in_progress_below_hundred_percent",
    });
    expect((await t.as(w.sachib).get("/api/gatibidhi/all?rated=maybe")).statusCode).toBe(422);
    // An office outside the caller's scope filters to nothing rather than leaking entries.
    expect(await ids(`nikaya_id=${w.other}`)).toEqual([]);
  });
});

describe("api/pragati/milestones", () => {
  it("lists the office's milestones for a month with the month's entry, the latest entry and the target", async () => {
    const m = await milestone({ 1: 10, 4: 20 });
    await entryOf(w.office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 6,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
    });
    const page = async (month: number, token = w.office, extra = "") =>
      (
        await t
          .as(token)
          .get(`/api/pragati/milestones?month=${month}&fiscal_year_id=${w.lastYear}&search=${m.code}${extra}`)
      ).json().response;
    const june = await page(1);
    expect(june).toMatchObject({ nikaya_id: w.child, month: 1, fiscal_year_id: w.lastYear, total: 1 });
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
    const seen = await page(1, w.sachib, `&nikaya_id=${w.child}`);
    expect(seen.data[0]).toMatchObject({ entry_allowed: false, entry_block: "permission" });
    expect((await t.as(w.office).get(`/api/pragati/milestones?nikaya_id=${w.other}`)).statusCode).toBe(404);
    expect((await t.as(reviewer).get("/api/pragati/milestones")).statusCode).toBe(403);
    expect((await t.as(w.office).get("/api/pragati/milestones?month=12")).statusCode).toBe(422);
  });

  it("tells why entry is refused: future month, closed window, never the plan lock; a sent-back entry stays open", async () => {
    const m = await milestone({ 0: 10 });
    const future = await milestone({ 11: 10 }, w.child, w.currentYear);
    const row = async (id: number, month: number, year = w.lastYear) =>
      (
        await t
          .as(w.office)
          .get(
            `/api/pragati/milestones?month=${month}&fiscal_year_id=${year}&search=${encodeURIComponent(
              id === m.id ? m.code : future.code,
            )}`,
          )
      ).json().response.data[0];
    expect((await row(future.id, 11, w.currentYear)).entry_block).toBe("future");
    await setLock(t.database.db, { on: true });
    expect((await row(m.id, 0)).entry_block).toBeNull();
    await setLock(t.database.db, { on: false });
    await setSettings(t.database.db, {
      pragatiAddFrom: "2000-01-01",
      pragatiAddTo: "2000-12-30",
    });
    expect((await row(m.id, 0)).entry_block).toBe("window");
    await setSettings(t.database.db, { pragatiAddFrom: w.today, pragatiAddTo: w.today });
    expect((await row(m.id, 0)).entry_allowed).toBe(true);
    const { id } = await entryOf(w.office, {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 10,
    });
    await closeEditWindow();
    expect((await row(m.id, 0)).entry_block).toBe("window");
    await t.as(w.sachib).post(`/api/rate-activity/return/${id}`, { note: "Fix it" });
    expect(await row(m.id, 0)).toMatchObject({
      entry_allowed: true,
      entry: { awaiting_correction: true, return_note: "Fix it" },
    });
  });
});

describe("api/gatibidhi/milestone", () => {
  it("answers the 12 months with targets, state, entries in detail and what may be entered", async () => {
    const m = await milestone({ 1: 10, 3: 30 });
    const { id } = await entryOf(w.office, {
      milestone_id: m.id,
      month: 1,
      status: "in_progress",
      achieved: 10,
    });
    await t.as(w.office).upload(`/api/pragati/files/${id}`, { files: [pdf("progress.pdf")] });
    await t.as(w.sachib).post(`/api/rate-activity/rate/${id}`, { rating: 5 });
    const res = await t.as(w.sachib).get(`/api/gatibidhi/milestone/${m.id}`);
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
    const mine = (await t.as(w.office).get(`/api/gatibidhi/milestone/${m.id}`)).json().response.months;
    expect(mine[2]).toMatchObject({ entry_allowed: true, entry_block: null });
    expect((await t.as(w.outsider).get(`/api/gatibidhi/milestone/${m.id}`)).statusCode).toBe(404);
    expect((await t.as(reviewer).get(`/api/gatibidhi/milestone/${m.id}`)).statusCode).toBe(403);
    // A past fiscal year: every month is due.
    expect(months.every((r: { not_yet_due: boolean }) => !r.not_yet_due)).toBe(true);
  });

  it("marks the months of this fiscal year after the reporting month as not yet due", async () => {
    const m = await milestone({ 0: 10, 11: 10 }, w.child, w.currentYear);
    await setSettings(t.database.db, { pragatiReportingMonth: 1 });
    try {
      const { months } = (await t.as(w.office).get(`/api/gatibidhi/milestone/${m.id}`)).json().response;
      expect(months.map((r: { not_yet_due: boolean }) => r.not_yet_due)).toEqual([
        false,
        false,
        ...Array(10).fill(true),
      ]);
    } finally {
      await setSettings(t.database.db, { pragatiReportingMonth: null });
    }
  });
});

describe("correction of a sent-back entry", () => {
  it("is used by the first save after the send-back, inside the window too", async () => {
    const { m, id } = await enteredMilestone();
    await t.as(w.sachib).post(`/api/rate-activity/return/${id}`, { note: "Wrong unit" });
    const saved = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "in_progress",
      achieved: 9,
      reasons: [{ main_type_id: reason.main, sub_type_id: reason.sub }],
    });
    expect(saved.json().response).toMatchObject({ awaiting_correction: false, return_note: "Wrong unit" });
    const returned = (
      await t.as(w.sachib).get(`/api/gatibidhi/all?returned=true&milestone_id=${m.id}`)
    ).json().response.data;
    expect(returned).toEqual([]);
    // Inside the window the office may still edit.
    expect(
      (
        await t
          .as(w.office)
          .post("/api/pragati/store", { milestone_id: m.id, month: 0, status: "in_progress", achieved: 10 })
      ).statusCode,
    ).toBe(200);
  });
});
