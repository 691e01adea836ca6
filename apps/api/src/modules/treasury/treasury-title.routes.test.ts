import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { countRows, findFiscalYear, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { treasuryCsv, treasuryFixture } from "../../../test/treasury-fixture";
import { queryRows } from "../../db/client";

let t: TestApp;
let year: number;
let nextYear: number;

/** A 2066 office-expense file whose title band says «आ.व. २०८२/८३» in A3 and «(रु. हजारमा)» in L3. */
const NAME = "2066-offices-thousands-title.csv";
const titled = treasuryFixture(NAME);
/** The same file without its three title rows: it states neither unit nor year. */
const untitled = Buffer.from(titled.toString("utf8").split("\n").slice(3).join("\n"));
const csv = (content: Buffer, name = NAME) => ({ files: [treasuryCsv(name, content)] });
const query = (over: Record<string, string | number> = {}) => ({
  report_number: "2066",
  fiscal_year_id: year,
  as_of: "2082-08-15",
  ...over,
});

/** The file's figures, in thousands of rupees, as written in its cells (E..L of rows 6..8). */
const TOTAL_BUDGET = [15_000, 6_000, 128_500];
const CAPITAL_EXPENSE = [-120, 900, 40_250.75];
const TOTAL_EXPENSE = [6_130.5, 3_000, 40_250.75];
/** Thousands to paisa: x 1,000 rupees x 100 paisa. */
const paisa = (thousands: number) => Math.round(thousands * 1000 * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const storedRows = () => countRows(t.database.db, "treasury_rows");
const storedSnapshots = () => countRows(t.database.db, "treasury_snapshots");

beforeAll(async () => {
  t = await createTestApp();
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  nextYear = (await findFiscalYear(t.database.db, { startYear: 2083 })).id;
});
afterAll(() => t.close());

describe("a treasury file's title band", () => {
  it("imports a file «in thousands» at its scale with no unit given (regression: the unit was required and the screen chose lakh)", async () => {
    const snapshot = okResponse<{ id: number; unit: string; row_count: number; totals: object }>(
      await t.as(admin).upload("/api/treasury/import", csv(titled), { query: query() }),
    );
    expect(snapshot).toMatchObject({
      unit: "thousands",
      row_count: 3,
      totals: { total_budget: sum(TOTAL_BUDGET) * 1000, total_expense: sum(TOTAL_EXPENSE) * 1000 },
    });
    const rows = await queryRows<{ total_budget: string; capital_expense: string; total_expense: string }>(
      t.database.db,
      sql`select total_budget::text, capital_expense::text, total_expense::text from treasury_rows
       where snapshot_id = ${snapshot.id} order by line`,
    );
    expect(rows).toEqual(
      TOTAL_BUDGET.map((budget, i) => ({
        total_budget: String(paisa(budget)),
        capital_expense: String(paisa(CAPITAL_EXPENSE[i] ?? 0)),
        total_expense: String(paisa(TOTAL_EXPENSE[i] ?? 0)),
      })),
    );
    const [unit] = await queryRows<{ unit: string }>(
      t.database.db,
      sql`select unit from treasury_snapshots where id = ${snapshot.id}`,
    );
    expect(unit?.unit).toBe("thousands");
  });

  it("refuses unit=lakh against a title «in thousands», naming the cell and both units in both languages; nothing stored", async () => {
    const [rows, snapshots] = [await storedRows(), await storedSnapshots()];
    const res = await t
      .as(admin)
      .upload("/api/treasury/import", csv(titled), { query: query({ as_of: "2082-09-01", unit: "lakh" }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        row: 3,
        column: "L",
        message: "Cell L3 states the amounts are in thousands, but lakh was chosen.",
        message_np: "कक्ष L3 मा रकम हजारमा भनिएको छ, तर लाख छानिएको छ।",
      },
    ]);
    expect([await storedRows(), await storedSnapshots()]).toEqual([rows, snapshots]);
  });

  it("refuses a budget year other than the title's, naming the cell and both years in both languages; nothing stored", async () => {
    const [rows, snapshots] = [await storedRows(), await storedSnapshots()];
    const res = await t.as(admin).upload("/api/treasury/import", csv(titled), {
      query: query({ fiscal_year_id: nextYear, as_of: "2083-08-15" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        row: 3,
        column: "A",
        message: "Cell A3 states the budget year 2082/83, but 2083/84 was chosen.",
        message_np: "कक्ष A3 मा आर्थिक वर्ष २०८२/८३ भनिएको छ, तर २०८३/८४ छानिएको छ।",
      },
    ]);
    expect([await storedRows(), await storedSnapshots()]).toEqual([rows, snapshots]);
  });

  it("needs a unit for a file without a title band (422, both languages), and imports it as before with one", async () => {
    const [rows, snapshots] = [await storedRows(), await storedSnapshots()];
    const none = await t.as(admin).upload("/api/treasury/import", csv(untitled, "untitled.csv"), {
      query: query({ as_of: "2082-09-02" }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([
      {
        row: 1,
        column: null,
        message:
          "The file's title rows do not state the unit of its amounts (rupees, thousands or lakh): choose the unit.",
        message_np: "फाइलका शीर्षक पङ्क्तिमा रकमको एकाइ (रुपैयाँ, हजार वा लाख) लेखिएको छैन: एकाइ छान्नुहोस्।",
      },
    ]);
    expect([await storedRows(), await storedSnapshots()]).toEqual([rows, snapshots]);

    // The same figures read in lakh, as chosen: 100 times the thousands.
    const lakh = okResponse<{ unit: string; totals: { total_budget: number } }>(
      await t.as(admin).upload("/api/treasury/import", csv(untitled, "untitled.csv"), {
        query: query({ as_of: "2082-09-02", unit: "lakh" }),
      }),
    );
    expect(lakh).toMatchObject({ unit: "lakh", totals: { total_budget: sum(TOTAL_BUDGET) * 100_000 } });
    expect(await storedRows()).toBe(rows + 3);
  });

  it("previews what the import would store, storing nothing; the import then stores those figures", async () => {
    const [rows, snapshots] = [await storedRows(), await storedSnapshots()];
    const preview = okResponse<Record<string, unknown>>(
      await t
        .as(admin)
        .upload("/api/treasury/import/preview", csv(titled), { query: query({ as_of: "२०८२/१०/०१" }) }),
    );
    expect(preview).toEqual({
      report_number: "2066",
      report_title: "Budget and expenditure by office",
      report_title_np: "कार्यालयगत बजेट तथा खर्च",
      unit: "thousands",
      unit_cell: "L3",
      fiscal_year_id: year,
      fiscal_year_title: expect.stringContaining("2082"),
      fiscal_year_title_np: expect.stringContaining("२०८२"),
      fiscal_year_cell: "A3",
      as_of: "2082-10-01",
      row_count: 3,
      rows: TOTAL_BUDGET.map((budget, i) => ({
        line: 6 + i,
        description: expect.any(String),
        total_budget: budget * 1000,
        total_expense: (TOTAL_EXPENSE[i] ?? 0) * 1000,
      })),
      totals: { total_budget: sum(TOTAL_BUDGET) * 1000, total_expense: sum(TOTAL_EXPENSE) * 1000 },
      replaces: false,
    });
    expect((preview.rows as { description: string }[])[0]?.description).toBe(
      "गृह मन्त्रालय · 31401001 · जिल्ला प्रशासन कार्यालय काठमाडौं · बागमती",
    );
    expect([await storedRows(), await storedSnapshots()]).toEqual([rows, snapshots]);

    const imported = okResponse<{ totals: object }>(
      await t
        .as(admin)
        .upload("/api/treasury/import", csv(titled), { query: query({ as_of: "2082-10-01" }) }),
    );
    expect(imported.totals).toEqual(preview.totals);
    const again = okResponse<{ replaces: boolean }>(
      await t
        .as(admin)
        .upload("/api/treasury/import/preview", csv(titled), { query: query({ as_of: "2082-10-01" }) }),
    );
    expect(again.replaces).toBe(true);
  });

  it("refuses in the preview as the import does, and only to those who may import", async () => {
    const refused = await t
      .as(admin)
      .upload("/api/treasury/import/preview", csv(titled), { query: query({ unit: "rupees" }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ row: 3, column: "L" });
    expect(refused.json().message_np).toContain("केही पनि आयात भएन");
    const sachib = await loginAs(t.app, "sachib");
    const denied = await t.as(sachib).upload("/api/treasury/import/preview", csv(titled), { query: query() });
    expect(denied.statusCode).toBe(403);
  });
});
