import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin, head, roads } from "../../../test/demo-users";
import {
  buildOffice,
  countRows,
  fiscalYears,
  officeIdsByCode,
  setLock,
  setSettings,
  setupChildren,
  setupItemsOf,
  signedInAs,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { computedProjectFigures, storedProjectFigures } from "./project-figures";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let outsider: string;
let problemType: { id: number; name: string; nameNp: string };
let problemSub: { id: number; name: string; nameNp: string };

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
let division: number;
/** Shrawan of the current fiscal year: always begun. */
const MONTH = 0;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  division = ids["336-01-01"];
  year = (await fiscalYears(t.database.db)).current;
  const other = await buildOffice(t.database.db, { name: "Bulk project outsider" });
  outsider = await signedInAs(t, "nikaya", other.id);
  const types = await setupItemsOf(t.database.db, "ayojana-samasya-types", "top");
  problemType = types[0];
  problemSub = (await setupChildren(t.database.db, types[0].id))[0];
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });
  await setLock(t.database.db, { on: false, kind: "ayojana_lock" });
});

let n = 0;
/** A project of the division office created by admin (so the head is not posted to it). */
const newProject = (by: { username: string } = admin) =>
  storeProject(t, by, {
    fiscal_year_id: year,
    name: `थोक प्रगति आयोजना ${++n}`,
    code: `BULK-${Date.now()}-${n}`,
    nikaya_id: division,
  });

const workbookOf = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
};

const download = (by: { username: string } | string, nikayaId = division, month = MONTH) =>
  t.as(by).get("/api/ayojana/bulk/download", { query: { nikaya_id: nikayaId, month, fiscal_year_id: year } });

const sheetFor = async (by: { username: string } | string = roads) => {
  const res = await download(by);
  expect(res.statusCode, res.body).toBe(200);
  return workbookOf(res.rawPayload);
};

const progressSheet = (workbook: ExcelJS.Workbook) => {
  const sheet = workbook.getWorksheet("प्रगति (Progress)");
  if (!sheet) throw new Error("no Progress sheet");
  return sheet;
};

/** Column numbers by English header (the header row reads "नेपाली (English)"). */
const columnsOf = (sheet: ExcelJS.Worksheet) => {
  const columns: Record<string, number> = {};
  sheet.getRow(3).eachCell((cell, column) => {
    const match = /\(([^()]+(?:\([^)]*\))?)\)$/.exec(String(cell.value));
    if (match) columns[match[1]] = column;
  });
  return columns;
};

const rowOf = (sheet: ExcelJS.Worksheet, projectId: number) => {
  let found = 0;
  sheet.eachRow((row, i) => {
    if (i > 3 && row.getCell(1).value === projectId) found = i;
  });
  return found;
};

type Fill = Partial<
  Record<
    | "Physical target (%)"
    | "Physical achievement (%)"
    | "Financial target (%)"
    | "Budget (lakh)"
    | "Expense (lakh)"
    | "Problem type"
    | "Problems"
    | "Remarks",
    string | number | null
  >
>;
const fill = (sheet: ExcelJS.Worksheet, projectId: number, values: Fill) => {
  const columns = columnsOf(sheet);
  const row = sheet.getRow(rowOf(sheet, projectId));
  for (const [header, value] of Object.entries(values)) row.getCell(columns[header]).value = value;
  return row.number;
};

const full = (patch: Fill = {}): Fill => ({
  "Physical target (%)": 10,
  "Physical achievement (%)": 8,
  "Financial target (%)": 12,
  "Budget (lakh)": 40,
  "Expense (lakh)": 30,
  ...patch,
});

const upload = async (by: { username: string } | string, workbook: ExcelJS.Workbook, nikayaId = division) =>
  t.as(by).upload(`/api/ayojana/bulk/upload?nikaya_id=${nikayaId}&month=${MONTH}`, {
    files: [
      {
        field: "file",
        name: "ayojana.xlsx",
        type: XLSX,
        content: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    ],
  });

const monthOf = (projectId: number) =>
  queryRows<{ physical_achieved: number; budget: number; problem_type_id: number | null; remarks: string }>(
    t.database.db,
    sql`SELECT physical_achieved::float8 AS physical_achieved, budget::float8 AS budget, problem_type_id, remarks
          FROM project_progress WHERE project_id = ${projectId} AND fiscal_year_id = ${year} AND month = ${MONTH}`,
  );

describe("bulk project progress by Excel", () => {
  it("downloads the office's projects with the month's stored report, problem list and headers in both languages", async () => {
    const stored = await newProject();
    const blank = await newProject();
    const saved = await t.as(roads).post(`/api/ayojana/${stored}/progress`, {
      fiscal_year_id: year,
      month: MONTH,
      physical_target: 5,
      physical_achieved: 4,
      financial_target: 5,
      budget: 20,
      expense: 10,
      problem_type_id: problemType.id,
      problem_sub_type_id: problemSub.id,
      remarks: "पहिलो",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await download(roads);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain(XLSX);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="ayojana-.*\.xlsx"/);
    const workbook = await workbookOf(res.rawPayload);
    const sheet = progressSheet(workbook);
    expect(String(sheet.getCell("A1").value)).toContain("साउन");
    expect(String(sheet.getCell("A2").value)).toContain("Shrawan");
    expect(Object.keys(columnsOf(sheet))).toEqual([
      "ID",
      "Code",
      "Project",
      "Physical target (%)",
      "Physical achievement (%)",
      "Financial target (%)",
      "Budget (lakh)",
      "Expense (lakh)",
      "Problem type",
      "Problems",
      "Remarks",
    ]);
    const columns = columnsOf(sheet);
    const row = sheet.getRow(rowOf(sheet, stored));
    expect(row.getCell(columns["Physical achievement (%)"]).value).toBe(4);
    expect(String(row.getCell(columns["Problem type"]).value)).toBe(
      `${problemType.nameNp} / ${problemSub.nameNp} (${problemType.name} / ${problemSub.name})`,
    );
    expect(rowOf(sheet, blank)).toBeGreaterThan(3);
    expect(sheet.getRow(rowOf(sheet, blank)).getCell(columns["Budget (lakh)"]).value).toBeNull();
    const problems = workbook.getWorksheet("समस्या (Problems)");
    expect(problems?.rowCount).toBeGreaterThan(2);

    // A project head's sheet holds the projects posted to them only.
    const posted = await newProject(head);
    const headSheet = progressSheet(await sheetFor(head));
    expect(rowOf(headSheet, posted)).toBeGreaterThan(3);
    expect(rowOf(headSheet, blank)).toBe(0);
  });

  it("stores every filled row through the single save in one go: figures, log, skipped blank and unchanged rows", async () => {
    const first = await newProject();
    const second = await newProject();
    const untouched = await newProject();
    const workbook = await sheetFor();
    const sheet = progressSheet(workbook);
    fill(sheet, first, full({ "Problem type": `${problemType.name} / ${problemSub.name}`, Remarks: "ठिक" }));
    // Devanagari digits are read as numbers, as in the single form.
    fill(sheet, second, full({ "Physical achievement (%)": "६", "Budget (lakh)": "१,२००" }));
    const logsBefore = await countRows(t.database.db, "activity_logs");

    const res = await upload(roads, workbook);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({ saved: 2, created: 2, updated: 0 });
    expect(res.data.response.skipped).toBeGreaterThanOrEqual(1);
    expect(res.data.message_np).toContain("२");
    expect(await monthOf(first)).toEqual([
      { physical_achieved: 8, budget: 40, problem_type_id: problemType.id, remarks: "ठिक" },
    ]);
    expect((await monthOf(second))[0]).toMatchObject({ physical_achieved: 6, budget: 1200 });
    expect(await monthOf(untouched)).toEqual([]);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logsBefore + 2);
    expect(await storedProjectFigures(t.database.db)).toEqual(await computedProjectFigures(t.database.db));

    // The same sheet again changes nothing; one changed row is an update.
    const againBook = await sheetFor();
    const same = await upload(roads, againBook);
    expect(same.data.response).toMatchObject({ saved: 0 });
    fill(progressSheet(againBook), first, { "Physical achievement (%)": 9 });
    const changed = await upload(roads, againBook);
    expect(changed.data.response).toMatchObject({ saved: 1, created: 0, updated: 1 });
    expect((await monthOf(first))[0].physical_achieved).toBe(9);
  });

  it("refuses the whole sheet with each row's problems by row and column in both languages; nothing is stored", async () => {
    const good = await newProject();
    const bad = await newProject();
    const over = await newProject();
    // The year's monthly achievements of `over` already add up to 95%.
    expect(
      (
        await t.as(admin).post(`/api/ayojana/${over}/progress`, {
          fiscal_year_id: year,
          month: 1,
          physical_target: 95,
          physical_achieved: 95,
          financial_target: 0,
          budget: 0,
          expense: 0,
        })
      ).statusCode,
    ).toBe(200);
    const workbook = await sheetFor();
    const sheet = progressSheet(workbook);
    const goodRow = fill(sheet, good, full());
    const badRow = fill(
      sheet,
      bad,
      full({ "Budget (lakh)": null, "Physical target (%)": "धेरै", "Problem type": "Unknown trouble" }),
    );
    const overRow = fill(sheet, over, full({ "Physical target (%)": 0, "Physical achievement (%)": 10 }));
    const entriesBefore = await countRows(t.database.db, "project_progress");

    const res = await upload(roads, workbook);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.data.message_np).toContain("केही पनि सुरक्षित भएन");
    const columns = columnsOf(sheet);
    const letter = (header: string) => String.fromCharCode(64 + columns[header]);
    const problems = res.data.errors as {
      row: number;
      column: string;
      message: string;
      message_np: string;
    }[];
    expect(problems.filter((p) => p.row === badRow).map((p) => p.column)).toEqual([
      letter("Physical target (%)"),
      letter("Budget (lakh)"),
      letter("Problem type"),
    ]);
    const overProblem = problems.find((p) => p.row === overRow);
    expect(overProblem?.column).toBe(letter("Physical achievement (%)"));
    expect(overProblem?.message_np).toContain("१००%");
    expect(problems.every((p) => p.message && p.message_np)).toBe(true);
    expect(problems.some((p) => p.row === goodRow)).toBe(false);
    expect(await countRows(t.database.db, "project_progress")).toBe(entriesBefore);
    expect(await monthOf(good)).toEqual([]);
  });

  it("follows the single save's window, locks and scope", async () => {
    const id = await newProject();
    const workbook = await sheetFor();
    fill(progressSheet(workbook), id, full());

    // Outside the project reporting period: 409 for the office, admin passes.
    await setSettings(t.database.db, { ayojanaPeriodFrom: "2070-01-01", ayojanaPeriodTo: "2070-01-02" });
    const closed = await upload(roads, workbook);
    expect(closed.statusCode).toBe(409);
    expect(closed.data.message_np).toContain("सम्म मात्र");
    expect(await monthOf(id)).toEqual([]);
    expect((await upload(admin, workbook)).statusCode).toBe(200);
    await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });

    // The project lock freezes profiles, not the months.
    await setLock(t.database.db, { on: true, kind: "ayojana_lock" });
    fill(progressSheet(workbook), id, full({ "Physical achievement (%)": 7 }));
    expect((await upload(roads, workbook)).statusCode).toBe(200);
    expect((await monthOf(id))[0].physical_achieved).toBe(7);

    // Another office's staff: 404 for the office; a role without the progress permission: 403.
    expect((await download(outsider)).statusCode).toBe(404);
    expect((await upload(outsider, workbook)).statusCode).toBe(404);
    expect((await upload({ username: "sachib" }, workbook)).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/ayojana/bulk/download")).statusCode).toBe(401);

    // A head's upload of a project not posted to them names the row.
    const notPosted = await upload(head, workbook);
    expect(notPosted.statusCode).toBe(422);
    expect(notPosted.data.errors[0]).toMatchObject({ column: "A" });
    expect(notPosted.data.errors[0].message_np).toContain("पानामा छैन");
  });

  it("refuses a workbook that is not this product's sheet, or one made for another office", async () => {
    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet("Sheet1").addRow(["a", "b"]);
    const res = await upload(roads, foreign);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors_np.file[0]).toContain("आयोजना प्रगति पाना होइन");

    const workbook = await sheetFor();
    const other = await upload(admin, workbook, ids["336-01"] ?? division + 1);
    expect(other.statusCode).toBe(422);
    expect(other.data.errors_np.file[0]).toContain("अर्को निकाय");
  });
});
