import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildUser, countRows, findFiscalYear, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { treasuryCsv } from "../../../test/treasury-fixture";
import { queryRows } from "../../db/client";

let t: TestApp;
let sachib: string;
let year: number;
let otherYear: number;

const query = (over: Record<string, string | number> = {}) => ({
  report_number: "2066",
  fiscal_year_id: year,
  as_of: "२०८२/०८/१५",
  unit: "lakh",
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  sachib = await loginAs(t.app, "sachib");
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  otherYear = (await findFiscalYear(t.database.db, { startYear: 2083 })).id;
});
afterAll(() => t.close());

const stored = () => countRows(t.database.db, "treasury_rows");

describe("treasury import", () => {
  it("imports a 2066 file in Devanagari digits and lakh: rows in paisa, totals equal to its total row", async () => {
    const res = await t
      .as(admin)
      .upload(
        "/api/treasury/import",
        { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
        { query: query() },
      );
    const snapshot = okResponse<Record<string, unknown>>(res);
    expect(snapshot).toMatchObject({
      report_number: "2066",
      fiscal_year_id: year,
      as_of: "2082-08-15",
      unit: "lakh",
      file_name: "2066-offices-lakh-devanagari.csv",
      row_count: 3,
      imported_by: "admin",
      // The file's total row: 8,50.50 and 2,31 lakh.
      totals: { total_budget: 85_050_000, total_expense: 23_100_000 },
    });
    expect(snapshot.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().message_np).toContain("३");
    const rows = await queryRows<Record<string, string | null>>(
      t.database.db,
      sql`select office_code, office, capital_expense::text, current_expense::text from treasury_rows
       where snapshot_id = ${Number(snapshot.id)} order by line`,
    );
    expect(rows).toEqual([
      {
        office_code: "31401001",
        office: "जिल्ला प्रशासन कार्यालय, काठमाडौं",
        capital_expense: "-50000000",
        current_expense: "600000000",
      },
      {
        office_code: "31401002",
        office: "जिल्ला प्रशासन कार्यालय, ललितपुर",
        capital_expense: "100000000",
        current_expense: "402500000",
      },
      {
        office_code: "33701011",
        office: "सडक डिभिजन कार्यालय पोखरा",
        capital_expense: "1257500000",
        current_expense: "0",
      },
    ]);
  });

  it("imports a 2039 CSV in Latin digits and thousands, and an .xlsx with merged group headings", async () => {
    const accounts = okResponse<{ totals: { total_expense: number } }>(
      await t.as(admin).upload(
        "/api/treasury/import",
        { files: [treasuryCsv("2039-accounts-thousands-latin.csv")] },
        {
          query: query({ report_number: "2039", unit: "thousands" }),
        },
      ),
    );
    expect(accounts.totals.total_expense).toBe(230_950_250);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("2104");
    sheet.addRows([
      ["Project-wise budget and expenditure (Rs.)"],
      ["Ministry", "Project code", "Project", "Current", null, "Capital", null, "Total", null],
      [null, null, null, "Budget", "Expense", "Budget", "Expense", "Budget", "Expense"],
      ["Ministry of Energy", "P-01", "Rural electrification", 1000, 400, 5000, 1000.5, 6000, 1400.5],
      ["Ministry of Energy", "P-02", "Transmission line", 2000, 100, 0, 0, 2000, 100],
      ["Total", null, null, 3000, 500, 5000, 1000.5, 8000, 1500.5],
    ]);
    sheet.mergeCells("D2:E2");
    sheet.mergeCells("F2:G2");
    sheet.mergeCells("H2:I2");
    const res = await t.as(admin).upload(
      "/api/treasury/import",
      {
        files: [
          {
            field: "file",
            name: "2104.xlsx",
            type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            content: Buffer.from(await book.xlsx.writeBuffer()),
          },
        ],
      },
      { query: query({ report_number: "2104", unit: "rupees" }) },
    );
    expect(okResponse(res)).toMatchObject({
      row_count: 2,
      totals: { total_budget: 8000, total_expense: 1500.5 },
    });
  });

  it("refuses a malformed file whole, listing each problem's row and column in both languages", async () => {
    const before = await stored();
    const res = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-malformed.csv")] },
      {
        query: query({ as_of: "2082-09-01" }),
      },
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message_np).toContain("केही पनि आयात भएन");
    expect(body.errors[0]).toEqual({
      row: 4,
      column: "E",
      message: 'The current expense "चालीस" is not a number.',
      message_np: 'चालु खर्च "चालीस" सङ्ख्या होइन।',
    });
    expect(body.errors.map((e: { row: number; column: string }) => `${e.column}${e.row}`)).toEqual([
      "E4",
      "D6",
      "E6",
      "H6",
      "I6",
    ]);
    expect(await stored()).toBe(before);
    const snapshots = okResponse<{ as_of: string }[]>(await t.as(admin).get("/api/treasury/snapshots"));
    expect(snapshots.map((s) => s.as_of)).not.toContain("2082-09-01");
  });

  it("refuses another report's columns, a date outside the budget year, an unknown unit and a non-spreadsheet", async () => {
    const wrongNumber = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ report_number: "2039", as_of: "2082-09-02" }),
      },
    );
    expect(wrongNumber.statusCode).toBe(422);
    expect(wrongNumber.json().errors[0].message).toBe("The columns are those of report 2066, not 2039.");
    const outside = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ fiscal_year_id: otherYear }),
      },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors_np.as_of[0]).toContain("२०८३/८४");
    const notADate = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ as_of: "2082-13-40" }),
      },
    );
    expect(notADate.json().errors.as_of).toBeDefined();
    const unit = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ unit: "crore" }),
      },
    );
    expect(unit.statusCode).toBe(422);
    expect(unit.json().errors.unit).toBeDefined();
    const pdf = await t.as(admin).upload(
      "/api/treasury/import",
      {
        files: [
          { field: "file", name: "2066.xlsx", type: "application/pdf", content: Buffer.from("%PDF-1.4\n") },
        ],
      },
      { query: query() },
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors_np.file).toBeDefined();
  });

  it("replaces the snapshot of the same date only after confirmation", async () => {
    const first = okResponse<{ id: number }>(
      await t.as(admin).upload(
        "/api/treasury/import",
        { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
        {
          query: query({ as_of: "2082-10-01" }),
        },
      ),
    );
    const again = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ as_of: "२०८२-१०-०१" }),
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("confirm to replace");
    expect(again.json().message_np).toContain("बदल्न पुष्टि");
    const replaced = await t.as(admin).upload(
      "/api/treasury/import",
      { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
      {
        query: query({ as_of: "2082-10-01", replace: "true" }),
      },
    );
    const snapshot = okResponse<{ id: number }>(replaced);
    expect(snapshot.id).not.toBe(first.id);
    expect(replaced.json().message).toContain("was replaced");
    const list = okResponse<{ id: number; as_of: string }[]>(
      await t
        .as(sachib)
        .get("/api/treasury/snapshots", { query: { fiscal_year_id: year, report_number: "2066" } }),
    );
    expect(list.filter((s) => s.as_of === "2082-10-01").map((s) => s.id)).toEqual([snapshot.id]);
    const orphans = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from treasury_rows where snapshot_id = ${first.id}`,
    );
    expect(orphans[0]?.n).toBe(0);
    const log = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from activity_logs where entity = 'treasury_snapshot' and entity_id = ${String(snapshot.id)}`,
    );
    expect(log).toEqual([{ action: "update" }]);
  });

  it("refuses users without treasury.import (403) and visitors (401); the secretary may list snapshots", async () => {
    const office = await loginAs(t.app, (await buildUser(t.database.db, { role: "nikaya" })).username);
    for (const token of [sachib, office]) {
      const res = await t.as(token).upload(
        "/api/treasury/import",
        { files: [treasuryCsv("2066-offices-lakh-devanagari.csv")] },
        {
          query: query({ as_of: "2082-11-01" }),
        },
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await t.anonymous.get("/api/treasury/snapshots")).statusCode).toBe(401);
    const monitoring = await loginAs(
      t.app,
      (await buildUser(t.database.db, { role: "anugaman_karta" })).username,
    );
    expect((await t.as(monitoring).get("/api/treasury/snapshots")).statusCode).toBe(403);
    expect((await t.as(sachib).get("/api/treasury/snapshots")).statusCode).toBe(200);
  });
});
