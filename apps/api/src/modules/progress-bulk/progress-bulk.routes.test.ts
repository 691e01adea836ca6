import { fiscalMonthOf } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  countRows,
  findFiscalYear,
  progressReasons,
  setLock,
  setOfficeLock,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { type ProgressWorld, progressWorld, reopenProgress } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { workbookOf } from "../../../test/workbook";
import { queryRows } from "../../db/client";

let t: TestApp;
let w: ProgressWorld;
let projectHead: string;
/** Fiscal month of today: the month after it is a future month. */
let currentMonth: number;
type Reason = { main: number; sub: number; label: string; en: string };
const reasons: Reason[] = [];

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const user = async (role: "nikaya" | "sachib" | "ayojana-pramukh", nikayaId: number) =>
  signedInAs(t, role, nikayaId);
const milestone = (targets: Record<number, number>, cumulative = false, nikayaId = w.child) =>
  buildMilestone(t.database.db, { nikayaId, fiscalYearId: w.lastYear, targets, cumulative });

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  w = await progressWorld(t, { root: "Bulk ministry", child: "Bulk division" });
  projectHead = await user("ayojana-pramukh", w.child);
  currentMonth = fiscalMonthOf(w.today);
  const items = (await progressReasons(db)).map(({ main, sub }) => ({
    main: main.id,
    sub: sub.id,
    label: `${main.nameNp} / ${sub.nameNp} (${main.name} / ${sub.name})`,
    en: `${main.name} / ${sub.name}`,
  }));
  reasons.push(...items);
});
afterAll(() => t.close());
afterEach(() => reopenProgress(t));

const sheetFor = async (nikayaId: number, month: number, token = w.office) => {
  const res = await t.as(token).get("/api/pragati/bulk/download", {
    query: { nikaya_id: nikayaId, month: month, fiscal_year_id: w.lastYear },
  });
  expect(res.statusCode, res.body).toBe(200);
  return workbookOf(res.rawPayload);
};

/** Column numbers by English header (the header row reads "नेपाली (English)"). */
const columnsOf = (sheet: ExcelJS.Worksheet) => {
  const columns: Record<string, number> = {};
  sheet.getRow(3).eachCell((cell, column) => {
    const match = /\(([^)]+)\)$/.exec(String(cell.value));
    if (match) columns[match[1]] = column;
  });
  return columns;
};

const rowOf = (sheet: ExcelJS.Worksheet, milestoneId: number) => {
  let found = 0;
  sheet.eachRow((row, n) => {
    if (n > 3 && row.getCell(1).value === milestoneId) found = n;
  });
  if (!found) throw new Error(`milestone ${milestoneId} is not in the sheet`);
  return found;
};

type Fill = {
  status?: string | null;
  achieved?: number | string | null;
  reasons?: string[];
  explanation?: string | null;
};
const fill = (sheet: ExcelJS.Worksheet, milestoneId: number, values: Fill) => {
  const columns = columnsOf(sheet);
  const row = sheet.getRow(rowOf(sheet, milestoneId));
  if (values.status !== undefined) row.getCell(columns.Status).value = values.status;
  if (values.achieved !== undefined) row.getCell(columns.Achieved).value = values.achieved;
  values.reasons?.forEach((reason, i) => {
    row.getCell(columns[`Reason ${i + 1}`]).value = reason;
  });
  if (values.explanation !== undefined) row.getCell(columns.Explanation).value = values.explanation;
  return row.number;
};

/** The file part of a bulk upload: the workbook (or raw bytes) as progress.xlsx unless named otherwise. */
const xlsxFile = async (content: Buffer | ExcelJS.Workbook, file?: { name?: string; type?: string }) => ({
  field: "file",
  name: file?.name ?? "progress.xlsx",
  type: file?.type ?? XLSX,
  content: content instanceof ExcelJS.Workbook ? Buffer.from(await content.xlsx.writeBuffer()) : content,
});

const entriesOf = (milestoneIds: number[]) =>
  queryRows<{
    milestone_id: number;
    month: number;
    status: string;
    achieved: number;
    explanation: string;
    reasons: string | null;
  }>(
    t.database.db,
    sql`SELECT e.milestone_id, e.month::int AS month, e.status, e.achieved::float8 AS achieved, e.explanation,
               (SELECT string_agg(r.main_type_id || '/' || r.sub_type_id, ',' ORDER BY r.main_type_id, r.sub_type_id)
                  FROM progress_reasons r WHERE r.entry_id = e.id) AS reasons
          FROM progress_entries e WHERE e.milestone_id IN (${sql.join(milestoneIds, sql`, `)})
         ORDER BY e.milestone_id, e.month`,
  );

const counts = async () => ({
  entries: await countRows(t.database.db, "progress_entries"),
  reasons: await countRows(t.database.db, "progress_reasons"),
  logs: await countRows(t.database.db, "activity_logs"),
  entered: (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM milestone_month_status WHERE entered`,
    )
  )[0].n,
});

describe("bulk progress download", () => {
  it("gives the office's milestones started by the month, with titles in both languages, numbers as numbers, lists and the stored entry", async () => {
    const started = await milestone({ 1: 10, 4: 30 });
    const later = await milestone({ 6: 5 });
    const cumulative = await milestone({ 0: 2, 2: 8 }, true);
    const stored = await t.as(w.office).post("/api/pragati/store", {
      milestone_id: cumulative.id,
      month: 2,
      status: "in_progress",
      achieved: 5,
      reasons: [{ main_type_id: reasons[0].main, sub_type_id: reasons[0].sub }],
      explanation: "ढिलाइ भयो",
    });
    expect(stored.statusCode, stored.body).toBe(200);

    const res = await t.as(w.office).get("/api/pragati/bulk/download", {
      query: { nikaya_id: w.child, month: 2, fiscal_year_id: w.lastYear },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain(XLSX);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="pragati-.*\.xlsx"/);
    const workbook = await workbookOf(res.rawPayload);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    expect(String(sheet.getCell("A1").value)).toContain("परीक्षण निकाय");
    expect(String(sheet.getCell("A1").value)).toContain("असोज");
    expect(String(sheet.getCell("A2").value)).toContain("Bulk division");
    expect(String(sheet.getCell("A2").value)).toContain("Ashwin");
    const columns = columnsOf(sheet);
    expect(Object.keys(columns)).toEqual([
      "ID",
      "Code",
      "Milestone",
      "Unit",
      "Cumulative",
      "Annual target",
      "Month target",
      "Status",
      "Achieved",
      "Reason 1",
      "Reason 2",
      "Reason 3",
      "Explanation",
    ]);
    const ids: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 3) ids.push(row.getCell(1).value);
    });
    expect(ids).toContain(started.id);
    expect(ids).toContain(cumulative.id);
    expect(ids).not.toContain(later.id);

    const startedRow = sheet.getRow(rowOf(sheet, started.id));
    expect(startedRow.getCell(columns["Annual target"]).value).toBe(40);
    expect(startedRow.getCell(columns["Month target"]).value).toBeNull();
    expect(startedRow.getCell(columns.Status).value).toBeNull();
    expect(startedRow.getCell(columns.Status).dataValidation.formulae[0]).toBe(
      '"सुरु नभएको (Not started),चालु (In progress),सम्पन्न (Completed)"',
    );
    // Locked is a cell's default; the sheet's protection (no password) makes it bite.
    expect((sheet as unknown as { sheetProtection: object }).sheetProtection).toMatchObject({ sheet: true });
    expect(startedRow.getCell(columns.ID).protection?.locked).not.toBe(false);
    expect(startedRow.getCell(columns.Achieved).protection?.locked).toBe(false);

    const cumulativeRow = sheet.getRow(rowOf(sheet, cumulative.id));
    expect(cumulativeRow.getCell(columns["Month target"]).value).toBe(8);
    expect(cumulativeRow.getCell(columns.Cumulative).value).toBe("हो (Yes)");
    expect(cumulativeRow.getCell(columns.Status).value).toBe("चालु (In progress)");
    expect(cumulativeRow.getCell(columns.Achieved).value).toBe(5);
    expect(cumulativeRow.getCell(columns["Reason 1"]).value).toBe(reasons[0].label);
    expect(cumulativeRow.getCell(columns.Explanation).value).toBe("ढिलाइ भयो");

    const list = workbook.getWorksheet("कारण (Reasons)");
    const choices: unknown[] = [];
    list?.eachRow((row, n) => {
      if (n > 1) choices.push(row.getCell(1).value);
    });
    expect(choices).toEqual(reasons.map((r) => r.label));
    expect(workbook.getWorksheet("meta")?.state).toBe("veryHidden");
  });

  it("follows the reason limit for the number of reason columns and the header's fiscal year", async () => {
    await setSettings(t.database.db, { reasonLimit: 5 });
    const sheet = (await sheetFor(w.child, 0)).getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    expect(Object.keys(columnsOf(sheet)).filter((k) => k.startsWith("Reason"))).toHaveLength(5);
    const current = await t.as(w.office).get("/api/pragati/bulk/download", {
      query: { nikaya_id: w.child, month: 0, fiscal_year_id: w.currentYear },
    });
    expect(current.statusCode).toBe(200);
    const title = (await workbookOf(current.rawPayload))
      .getWorksheet("प्रगति (Progress)")
      ?.getCell("A2").value;
    const year = await findFiscalYear(t.database.db, { id: w.currentYear });
    expect(String(title)).toContain(year.title);
  });

  it("refuses offices out of scope (404) and callers without progress permissions (403)", async () => {
    expect(
      (
        await t.as(w.outsider).get("/api/pragati/bulk/download", {
          query: { nikaya_id: w.child, month: 0, fiscal_year_id: w.lastYear },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(w.office).get("/api/pragati/bulk/download", {
          query: { nikaya_id: w.other, month: 0, fiscal_year_id: w.lastYear },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(projectHead).get("/api/pragati/bulk/download", {
          query: { nikaya_id: w.child, month: 0, fiscal_year_id: w.lastYear },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(w.sachib).get("/api/pragati/bulk/download", {
          query: { nikaya_id: w.child, month: 0, fiscal_year_id: w.lastYear },
        })
      ).statusCode,
    ).toBe(200);
    const anonymous = await t.anonymous.get(`/api/pragati/bulk/download?nikaya_id=${w.child}&month=0`);
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.as(w.office).get("/api/pragati/bulk/download", {
          query: { nikaya_id: w.child, month: 12, fiscal_year_id: w.lastYear },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe("bulk progress upload", () => {
  it("names its tabs in both languages, and still reads a file whose tab was named before that", async () => {
    const a = await milestone({ 2: 6 });
    const workbook = await sheetFor(w.child, 2);
    expect(workbook.worksheets.filter((w) => w.state === "visible").map((w) => w.name)).toEqual([
      "प्रगति (Progress)",
      "कारण (Reasons)",
    ]);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no progress tab");
    fill(sheet, a.id, { status: "Completed", achieved: 6 });
    sheet.name = "Progress";
    const res = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 2 } },
      );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ saved: 1 });
  });

  it("stores every filled row in one go: the entries equal the sheet and the month rows follow; an unchanged sheet saves nothing", async () => {
    const a = await milestone({ 1: 10, 3: 30 });
    const b = await milestone({ 0: 5, 1: 5 });
    const c = await milestone({ 1: 4 }, true);
    const untouched = await milestone({ 1: 7 });
    const idle = await milestone({ 0: 3 });
    const workbook = await sheetFor(w.child, 1);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    fill(sheet, a.id, {
      status: "चालु (In progress)",
      achieved: 4,
      reasons: [reasons[0].label, reasons[3].en],
      explanation: "बजेट निकासा ढिलो भयो",
    });
    // Either language's name, the code, and Devanagari digits are all understood.
    fill(sheet, b.id, { status: "Completed", achieved: "१०" });
    fill(sheet, c.id, { status: "in_progress", achieved: 4 });
    // "Not started" needs no achieved amount; the reason is given by its sub reason's name pair.
    fill(sheet, idle.id, { status: "सुरु नभएको", reasons: [`${reasons[1].en}`] });
    const before = await counts();
    const res = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 1 } },
      );
    expect(res.statusCode, res.body).toBe(200);
    const rows = sheet.actualRowCount - 3;
    expect(res.json().response).toEqual({
      saved: 4,
      created: 4,
      updated: 0,
      skipped: rows - 4,
      warning_rows: [rowOf(sheet, c.id)],
    });
    expect(res.json().message).toBe("4 progress entries were saved.");

    const pairs = [reasons[0], reasons[3]]
      .map((r) => `${r.main}/${r.sub}`)
      .sort()
      .join(",");
    expect(await entriesOf([a.id, b.id, c.id, untouched.id, idle.id])).toEqual([
      {
        milestone_id: a.id,
        month: 1,
        status: "in_progress",
        achieved: 4,
        explanation: "बजेट निकासा ढिलो भयो",
        reasons: pairs,
      },
      { milestone_id: b.id, month: 1, status: "completed", achieved: 10, explanation: "", reasons: null },
      { milestone_id: c.id, month: 1, status: "in_progress", achieved: 4, explanation: "", reasons: null },
      {
        milestone_id: idle.id,
        month: 1,
        status: "not_started",
        achieved: 0,
        explanation: "",
        reasons: `${reasons[1].main}/${reasons[1].sub}`,
      },
    ]);
    const after = await counts();
    expect(after.entries).toBe(before.entries + 4);
    expect(after.logs).toBe(before.logs + 4);
    expect(after.entered).toBe(before.entered + 4);
    const [status] = await queryRows<{ status: string; percent: number }>(
      t.database.db,
      sql`SELECT status, percent::float8 AS percent FROM milestone_month_status WHERE milestone_id = ${b.id} AND month = 11`,
    );
    expect(status).toEqual({ status: "completed", percent: 100 });

    // The sheet downloaded again carries the entries; uploading it unchanged writes nothing.
    const again = await sheetFor(w.child, 1);
    const unchanged = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(again)] },
        { query: { nikaya_id: w.child, month: 1 } },
      );
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().response).toMatchObject({ saved: 0, skipped: rows });
    expect(await counts()).toEqual(after);

    // A changed row replaces its entry (logged as an update).
    const changed = again.getWorksheet("प्रगति (Progress)");
    if (!changed) throw new Error("no Progress sheet");
    fill(changed, a.id, { achieved: 10, reasons: ["", ""], explanation: null });
    const update = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(again)] },
        { query: { nikaya_id: w.child, month: 1 } },
      );
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().response).toMatchObject({ saved: 1, created: 0, updated: 1 });
    expect((await entriesOf([a.id]))[0]).toMatchObject({ achieved: 10, reasons: null, explanation: "" });
  });

  it("refuses the whole sheet with the row and column of every problem, and changes nothing", async () => {
    await setSettings(t.database.db, { descriptionLimit: 50 });
    const good = await milestone({ 2: 10 });
    const badStatus = await milestone({ 2: 10 });
    const badNumber = await milestone({ 2: 10 });
    const badReason = await milestone({ 2: 10 });
    const noReason = await milestone({ 2: 10 });
    const tooEarly = await milestone({ 2: 10, 5: 10 });
    const longText = await milestone({ 2: 10 });
    const missingStatus = await milestone({ 2: 10 });
    const duplicate = await milestone({ 2: 10 });
    const workbook = await sheetFor(w.child, 2);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    const col = columnsOf(sheet);
    const letter = (n: number) => String.fromCharCode(64 + n);
    fill(sheet, good.id, { status: "चालु", achieved: 10 });
    const r1 = fill(sheet, badStatus.id, { status: "Almost done", achieved: 10 });
    const r2 = fill(sheet, badNumber.id, { status: "चालु", achieved: "ten" });
    const r3 = fill(sheet, badReason.id, {
      status: "चालु",
      achieved: 2,
      reasons: [reasons[0].label, "Weather"],
    });
    const r4 = fill(sheet, noReason.id, { status: "चालु", achieved: 2 });
    const r5 = fill(sheet, tooEarly.id, { status: "सम्पन्न", achieved: 10 });
    const r6 = fill(sheet, longText.id, { status: "चालु", achieved: 10, explanation: "क".repeat(60) });
    const r7 = fill(sheet, missingStatus.id, { achieved: 3 });
    const r8 = fill(sheet, duplicate.id, { status: "चालु", achieved: 10 });
    // A copy of a row (same milestone twice) and a row whose milestone is not the office's.
    const copy = sheet.getRow(sheet.actualRowCount + 1);
    copy.values = sheet.getRow(r8).values as ExcelJS.CellValue[];
    const foreign = sheet.getRow(copy.number + 1);
    foreign.getCell(1).value = (await milestone({ 2: 10 }, false, w.other)).id;
    foreign.getCell(col.Status).value = "चालु";
    foreign.getCell(col.Achieved).value = 1;

    const before = await counts();
    const res = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 2 } },
      );
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.message).toContain("Nothing was saved");
    const found = (
      body.errors as { row: number; column: string; header: string; message: string; message_np: string }[]
    ).map((e) => [e.row, e.column, e.header]);
    expect(found).toEqual([
      [r1, letter(col.Status), "Status"],
      [r2, letter(col.Achieved), "Achieved"],
      [r3, letter(col["Reason 2"]), "Reason 2"],
      [r4, letter(col["Reason 1"]), "Reason 1"],
      [r5, letter(col.Status), "Status"],
      [r6, letter(col.Explanation), "Explanation"],
      [r7, letter(col.Status), "Status"],
      [copy.number, "A", "ID"],
      [foreign.number, "A", "ID"],
    ]);
    const messages = body.errors.map((e: { message: string }) => e.message);
    expect(messages[0]).toContain("Choose the status from the list");
    expect(messages[2]).toContain('"Weather"');
    expect(messages[3]).toContain("reasons");
    expect(messages[4]).toContain("Completed can be chosen only");
    expect(messages[5]).toContain("50 characters");
    expect(messages[7]).toContain(`row ${r8}`);
    expect(body.errors[3].message_np).toContain("कारण");
    expect(await counts()).toEqual(before);
    expect(await entriesOf([good.id, duplicate.id])).toEqual([]);
  });

  it("applies the reason limit and the reporting window of each row; admin passes the window", async () => {
    const m = await milestone({ 0: 10 });
    const edited = await milestone({ 0: 10 });
    const first = await t
      .as(w.office)
      .post("/api/pragati/store", { milestone_id: edited.id, month: 0, status: "in_progress", achieved: 10 });
    expect(first.statusCode, first.body).toBe(200);
    const workbook = await sheetFor(w.child, 0);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    const col = columnsOf(sheet);
    const row = fill(sheet, m.id, {
      status: "चालु",
      achieved: 1,
      reasons: [reasons[0].label, reasons[1].label],
    });
    await setSettings(t.database.db, { reasonLimit: 1 });
    const limited = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 0 } },
      );
    expect(limited.statusCode).toBe(422);
    expect(limited.json().errors).toEqual([
      expect.objectContaining({
        row,
        column: String.fromCharCode(64 + col["Reason 1"]),
        message: "Choose at most 1 reasons.",
      }),
    ]);

    await setSettings(t.database.db, {
      reasonLimit: 3,
      pragatiAddFrom: "2000-01-01",
      pragatiAddTo: "2000-01-02",
    });
    const editRow = fill(sheet, edited.id, { achieved: 12 });
    const closed = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 0 } },
      );
    expect(closed.statusCode).toBe(422);
    // The new entry is outside the add window; the edit of the stored one is inside the (open) edit window.
    expect(closed.json().errors).toEqual([
      expect.objectContaining({
        row,
        column: "B",
        header: "Code",
        message: expect.stringContaining("Progress can be entered only"),
      }),
    ]);
    expect(closed.json().errors.some((e: { row: number }) => e.row === editRow)).toBe(false);
    const byAdmin = await t
      .as(w.admin)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 0 } },
      );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().response).toMatchObject({ saved: 2, created: 1, updated: 1 });
  });

  it("does not refuse an upload under the office or the global action-plan lock: progress follows the window", async () => {
    const m = await milestone({ 0: 10 });
    const workbook = await sheetFor(w.child, 0);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    fill(sheet, m.id, { status: "चालु", achieved: 10 });
    await setOfficeLock(t.database.db, w.child, true);
    await setLock(t.database.db, { on: true });
    const locked = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 0 } },
      );
    await setOfficeLock(t.database.db, w.child, false);
    await setLock(t.database.db, { on: false });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().response).toMatchObject({ saved: 1 });
  });

  it("refuses a future month, another office's or month's sheet, and callers out of scope or without permission", async () => {
    const m = await milestone({ 0: 10 });
    const workbook = await sheetFor(w.child, 0);
    const sheet = workbook.getWorksheet("प्रगति (Progress)");
    if (!sheet) throw new Error("no Progress sheet");
    fill(sheet, m.id, { status: "चालु", achieved: 10 });
    const before = await counts();

    expect(
      (
        await t
          .as(w.outsider)
          .upload(
            "/api/pragati/bulk/upload",
            { files: [await xlsxFile(workbook)] },
            { query: { nikaya_id: w.child, month: 0 } },
          )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t
          .as(w.sachib)
          .upload(
            "/api/pragati/bulk/upload",
            { files: [await xlsxFile(workbook)] },
            { query: { nikaya_id: w.child, month: 0 } },
          )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t
          .as(projectHead)
          .upload(
            "/api/pragati/bulk/upload",
            { files: [await xlsxFile(workbook)] },
            { query: { nikaya_id: w.child, month: 0 } },
          )
      ).statusCode,
    ).toBe(403);
    const anonymous = await t.anonymous.upload(
      "/api/pragati/bulk/upload",
      { files: [await xlsxFile(workbook)] },
      { query: { nikaya_id: w.child, month: 0 } },
    );
    expect(anonymous.statusCode).toBe(401);
    const otherMonth = await t
      .as(w.office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [await xlsxFile(workbook)] },
        { query: { nikaya_id: w.child, month: 1 } },
      );
    expect(otherMonth.statusCode).toBe(422);
    expect(otherMonth.json().errors.file[0]).toContain("another office or month");

    // A sheet of the current fiscal year for a month after this one.
    if (currentMonth < 11) {
      const future = await t.as(w.office).get("/api/pragati/bulk/download", {
        query: { nikaya_id: w.child, month: currentMonth + 1, fiscal_year_id: w.currentYear },
      });
      expect(future.statusCode).toBe(200);
      const refused = await t
        .as(w.office)
        .upload(
          "/api/pragati/bulk/upload",
          { files: [await xlsxFile(future.rawPayload)] },
          { query: { nikaya_id: w.child, month: currentMonth + 1 } },
        );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.file[0]).toContain("future month");
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a file that is not the downloaded .xlsx sheet, changing nothing", async () => {
    const before = await counts();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const cases = [
      await t
        .as(w.office)
        .upload(
          "/api/pragati/bulk/upload",
          { files: [await xlsxFile(pdf, { name: "progress.xlsx" })] },
          { query: { nikaya_id: w.child, month: 0 } },
        ),
      await t
        .as(w.office)
        .upload(
          "/api/pragati/bulk/upload",
          { files: [await xlsxFile(pdf, { name: "progress.pdf", type: "application/pdf" })] },
          { query: { nikaya_id: w.child, month: 0 } },
        ),
      // Zip bytes that are no workbook.
      await t
        .as(w.office)
        .upload(
          "/api/pragati/bulk/upload",
          { files: [await xlsxFile(Buffer.concat([Buffer.from("504b0304", "hex"), Buffer.alloc(64)]))] },
          { query: { nikaya_id: w.child, month: 0 } },
        ),
      // A workbook that was not downloaded from here.
      await t
        .as(w.office)
        .upload(
          "/api/pragati/bulk/upload",
          { files: [await xlsxFile(new ExcelJS.Workbook())] },
          { query: { nikaya_id: w.child, month: 0 } },
        ),
      // Too large.
      await t.as(w.office).upload(
        "/api/pragati/bulk/upload",
        {
          files: [
            await xlsxFile(Buffer.concat([Buffer.from("504b0304", "hex"), Buffer.alloc(5 * 1024 * 1024)])),
          ],
        },
        { query: { nikaya_id: w.child, month: 0 } },
      ),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.file).toHaveLength(1);
      expect(res.json().message_np).toBeTruthy();
    }
    const renamed = await t.as(w.office).upload(
      "/api/pragati/bulk/upload",
      {
        files: [
          await xlsxFile(await sheetFor(w.child, 0), {
            name: "progress.pdf",
            type: "application/pdf",
          }),
        ],
      },
      { query: { nikaya_id: w.child, month: 0 } },
    );
    expect(renamed.statusCode).toBe(422);
    const json = await t
      .as(w.office)
      .post(`/api/pragati/bulk/upload?nikaya_id=${w.child}&month=0`, { rows: [] });
    expect(json.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });
});
