import type { TIndicatorProgress } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { fiscalYears, officeIdsByCode, setSettings } from "../../../test/factories";
import { storeIndicator } from "../../../test/indicators-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * Bulk entry of the suchak reporting month's achievements (POST api/indicators/bulk/achievements):
 * Ashwin (month 2) is the reporting month and the only active one, the window holds today.
 */

let t: TestApp;
// `office`, the Department of Roads, is the reporting office of the indicators below.
const health = { username: "mohp.sachib" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let years: { current: number; previous: number };

const OPEN = { suchakPeriodFrom: "2000-01-01", suchakPeriodTo: "2200-12-30" };
const PAST = { suchakPeriodFrom: "2070-01-01", suchakPeriodTo: "2070-01-10" };
const URL = "/api/indicators/bulk/achievements";

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  years = await fiscalYears(t.database.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [2], suchakReportingMonth: 2 });
});

const define = (over: Record<string, unknown> = {}) =>
  storeIndicator(t, sachib, {
    fiscal_year_id: years.current,
    name: "Bridges built",
    name_np: "निर्माण भएका पुल",
    responsible_office_id: ids["336-01"],
    annual_target: 12,
    ...over,
  });
const progress = async (id: number) =>
  okResponse<TIndicatorProgress>(await t.as(sachib).get(`/api/indicators/${id}/periods`));
const csv = (text: string) => ({ field: "file", name: "achievements.csv", type: "text/csv", content: text });
const upload = (text: string, as = office) => t.as(as).upload(URL, { files: [csv(text)] });

describe("bulk entry of the month's achievements", () => {
  it("enters every row for the period ending in the reporting month, in Latin or Devanagari digits, with comments", async () => {
    await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [2], suchakReportingMonth: 2 });
    const monthly = await define();
    const quarterly = await define({ review_period: "quarterly", aggregation: "cumulative" });
    const res = await upload(
      `कोड (Code),उपलब्धि (Achieved),टिप्पणी (Comment)\n${monthly.code},3,Two crews\n${quarterly.code.toLowerCase()},"१,२"\n`,
    );
    expect(okResponse<{ month: number; saved: number }>(res)).toEqual({ month: 2, saved: 2 });
    expect(res.json().message_np).toBe("२ वटा उपलब्धि सुरक्षित भए।");
    expect((await progress(monthly.id)).periods[2]).toMatchObject({ actual: 3, comment: "Two crews" });
    // Ashwin ends the first quarter: its running total.
    expect((await progress(quarterly.id)).periods[0]).toMatchObject({ actual: 12, comment: "" });
    const logged = await queryRows<{ entity_id: string }>(
      t.database.db,
      sql`SELECT entity_id FROM activity_logs
           WHERE entity = 'indicator' AND changes->>'file' = 'achievements.csv' ORDER BY id`,
    );
    expect(logged.map((row) => Number(row.entity_id))).toEqual([monthly.id, quarterly.id]);
  });

  it("reads an .xlsx with the same header", async () => {
    const indicator = await define();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Achievements");
    sheet.addRow(["Code", "Name", "Achieved"]);
    sheet.addRow([indicator.code, "Bridges built", 4]);
    const res = await t.as(office).upload(URL, {
      files: [
        {
          field: "file",
          name: "achievements.xlsx",
          type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          content: Buffer.from(await book.xlsx.writeBuffer()),
        },
      ],
    });
    expect(okResponse(res)).toEqual({ month: 2, saved: 1 });
    expect((await progress(indicator.id)).periods[2].actual).toBe(4);
  });

  it("refuses the file whole, naming each problem's row and column in both languages", async () => {
    const good = await define();
    const yearly = await define({ review_period: "yearly" });
    const other = await storeIndicator(t, health, {
      fiscal_year_id: years.current,
      name: "Clinics",
      name_np: "क्लिनिक",
      annual_target: 5,
    });
    const res = await upload(
      [
        "code,achieved",
        `${good.code},5`,
        `${good.code},6`,
        "NOPE-1,1",
        `${yearly.code},1`,
        `${other.code},1`,
        ",2",
        `${(await define()).code},many`,
      ].join("\n"),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toContain("6 problem(s)");
    expect(body.message_np).toContain("६ वटा समस्या");
    expect(body.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, "A"],
      [4, "A"],
      [5, "A"],
      [6, "A"],
      [7, "A"],
      [8, "B"],
    ]);
    expect(body.errors[0].message).toContain("more than once");
    expect(body.errors[2].message).toContain("Ashwin");
    expect(body.errors[2].message_np).toContain("असोज");
    expect(body.errors[5].message_np).toBe("उपलब्धि अङ्कमा लेख्नुहोस्।");
    // Nothing was stored, not even the good row.
    expect((await progress(good.id)).periods[2].actual).toBeNull();
  });

  it("refuses outside the suchak window, a file without the header, and a non-spreadsheet", async () => {
    const indicator = await define();
    await setSettings(t.database.db, { ...PAST, activeSuchakMonths: [2], suchakReportingMonth: 2 });
    const closed = await upload(`code,achieved\n${indicator.code},1`);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors[0].message).toContain("open for reporting");
    // Admin passes the dates (not the periods).
    expect(okResponse(await upload(`code,achieved\n${indicator.code},1`, admin))).toEqual({
      month: 2,
      saved: 1,
    });
    await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [2], suchakReportingMonth: 2 });
    const noHeader = await upload(`${indicator.code},1`);
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors[0]).toMatchObject({ row: 1, column: null });
    const pdf = await t.as(office).upload(URL, {
      files: [{ field: "file", name: "a.pdf", type: "application/pdf", content: Buffer.from("%PDF-1.4\n") }],
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toBeDefined();
  });

  it("needs indicator.report and the indicator screen; an office reports only its own indicators", async () => {
    const indicator = await define();
    expect((await t.anonymous.upload(URL, { files: [csv("code,achieved\nX,1")] })).statusCode).toBe(401);
    expect((await upload(`code,achieved\n${indicator.code},1`, reviewer)).statusCode).toBe(403);
    // Health's secretary does not see a Roads indicator: unknown to it, nothing saved.
    const foreign = await upload(`code,achieved\n${indicator.code},1`, health);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].message).toContain("No indicator");
    expect((await progress(indicator.id)).periods[2].actual).toBeNull();
  });
});

describe("the bulk entry's template", () => {
  const TEMPLATE = "/api/indicators/bulk/template";
  const download = async (as: { username: string }, query: Record<string, number> = {}) => {
    const res = await t.as(as).get(TEMPLATE, { query });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book;
  };
  /** Column numbers by the header's English word (the header reads "English / नेपाली"). */
  const columnsOf = (sheet: ExcelJS.Worksheet) => {
    const columns: Record<string, number> = {};
    sheet.getRow(1).eachCell((cell, column) => {
      columns[String(cell.value).split(" / ")[0]] = column;
    });
    return columns;
  };
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const columns = columnsOf(sheet);
    const rows: { row: number; code: string; target: unknown; achieved: unknown; comment: unknown }[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push({
        row: number,
        code: String(row.getCell(columns.Code).value),
        target: row.getCell(columns.Target).value,
        achieved: row.getCell(columns.Achieved).value,
        comment: row.getCell(columns.Comment).value,
      });
    });
    return rows;
  };

  it("pre-fills the month's indicators of the office, and once filled re-imports whole", async () => {
    await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [2], suchakReportingMonth: 2 });
    const monthly = await define();
    okResponse(
      await t.as(sachib).post(`/api/indicators/${monthly.id}/targets`, { periods: Array(12).fill(1) }),
    );
    okResponse(
      await t
        .as(office)
        .post(`/api/indicators/${monthly.id}/achievements/2`, { actual: 5, comment: "earlier" }),
    );
    const quarterly = await define({ review_period: "quarterly", aggregation: "cumulative" });
    // Neither a yearly nor a four-monthly period ends in Ashwin: not in the sheet.
    const yearly = await define({ review_period: "yearly" });
    const fourMonthly = await define({ review_period: "four_monthly" });

    const book = await download(office, { nikaya_id: ids["336-01"] });
    const sheet = book.worksheets[0];
    const rows = rowsOf(sheet);
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining([monthly.code, quarterly.code]));
    expect(codes).not.toContain(yearly.code);
    expect(codes).not.toContain(fourMonthly.code);
    expect(rows.find((r) => r.code === monthly.code)).toMatchObject({
      target: 1,
      achieved: 5,
      comment: "earlier",
    });
    expect(rows.find((r) => r.code === quarterly.code)).toMatchObject({ target: null, achieved: null });

    // Filled in (every row a value) and uploaded as downloaded: every row is saved, nothing refused.
    const columns = columnsOf(sheet);
    rows.forEach((r, index) => {
      sheet.getRow(r.row).getCell(columns.Achieved).value = 10 + index;
      sheet.getRow(r.row).getCell(columns.Comment).value = `From the template ${index}`;
    });
    const res = await t.as(office).upload(URL, {
      files: [
        {
          field: "file",
          name: "template.xlsx",
          type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          content: Buffer.from(await book.xlsx.writeBuffer()),
        },
      ],
    });
    expect(okResponse(res)).toEqual({ month: 2, saved: rows.length });
    const at = codes.indexOf(monthly.code);
    expect((await progress(monthly.id)).periods[2]).toMatchObject({
      actual: 10 + at,
      comment: `From the template ${at}`,
    });
    expect((await progress(quarterly.id)).periods[0].actual).toBe(10 + codes.indexOf(quarterly.code));
    // Downloaded again, the sheet carries the values just entered.
    const again = rowsOf((await download(office, { nikaya_id: ids["336-01"] })).worksheets[0]);
    expect(again.find((r) => r.code === monthly.code)?.achieved).toBe(10 + at);
  });

  it("holds to the caller's offices: another ministry's office is 404, its sheet lacks ours, no permission 403", async () => {
    const indicator = await define();
    expect((await t.as(office).get(TEMPLATE, { query: { nikaya_id: ids["370-01"] } })).statusCode).toBe(404);
    const theirs = rowsOf((await download(health)).worksheets[0]).map((r) => r.code);
    expect(theirs).not.toContain(indicator.code);
    expect((await t.as(reviewer).get(TEMPLATE)).statusCode).toBe(403);
    expect((await t.anonymous.get(TEMPLATE)).statusCode).toBe(401);
  });
});
