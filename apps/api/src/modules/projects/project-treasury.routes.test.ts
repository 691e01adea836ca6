import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildProject, findFiscalYear, officeByCode, setSettings } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Budget against progress in the consolidated project view's list: each project's treasury expense %
 * (its sub-heads in the newest office-expense snapshot of the year) beside its financial %, the gap
 * flagged beyond the setting, as the project summary shows it.
 */
let t: TestApp;
let year: number;
const p: Record<string, number> = {};

const LIST = "/api/reports/ayojana-akikrit-pragati/projects";
const HEAD = [
  "महालेखा नियन्त्रक कार्यालय,,,,,,,,,,,",
  "कार्यालयगत बजेट तथा खर्च (२०६६),,,,,,,,,,,",
  "आ.व. २०८२/८३ (रु.),,,,,,,,,,,",
  "मन्त्रालय,कार्यालय कोड,कार्यालय,प्रदेश,ब.उ.शि.नं.,चालु,,पूँजीगत,,कुल,,मौज्दात",
  ",,,,,बजेट,खर्च,बजेट,खर्च,बजेट,खर्च,",
];
/** A 2066 file of sub-head rows [sub-head, total budget, total expense] (all current), with its total row. */
const file = (rows: [string, number, number][]) => {
  const line = (r: [string, number, number], i: number) =>
    `गृह मन्त्रालय,9100${i},Gap office ${i},बागमती,${r[0]},${r[1]},${r[2]},0,0,${r[1]},${r[2]},${r[1] - r[2]}`;
  const sum = (k: 1 | 2) => rows.reduce((s, r) => s + r[k], 0);
  const total = `कुल जम्मा,,,,,${sum(1)},${sum(2)},0,0,${sum(1)},${sum(2)},${sum(1) - sum(2)}`;
  return Buffer.from([...HEAD, ...rows.map(line), total].join("\n"));
};

const importFile = async (asOf: string, rows: [string, number, number][]) =>
  okResponse(
    await t
      .as(admin)
      .upload(
        "/api/treasury/import",
        { files: [{ field: "file", name: `gap-${asOf}.csv`, type: "text/csv", content: file(rows) }] },
        { query: { report_number: "2066", fiscal_year_id: year, as_of: asOf, unit: "rupees" } },
      ),
  );

type Row = {
  id: number;
  financial_percent: number;
  treasury_percent: number | null;
  treasury_gap: number | null;
  treasury_flagged: boolean;
  treasury_gap_limit: number;
};
const listed = async () => {
  const list = okResponse<{ data: Row[] }>(
    await t.as(admin).get(LIST, { query: { fiscal_year_id: year, month: 2, per_page: 100 } }),
  );
  return new Map(list.data.map((row) => [row.id, row]));
};

beforeAll(async () => {
  t = await createTestApp();
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  const office = (await officeByCode(t.database.db, "336-01")).id;
  const month = (m: number, budget: number, expense: number) => ({
    month: m,
    target: 10,
    achieved: 5,
    budget,
    expense,
  });
  // Own sub-head 91000001; 20 of the year's 200 spent by month 2: 10 %.
  p.own = (
    await buildProject(t.database.db, {
      nikayaId: office,
      fiscalYearId: year,
      budgetSubHeads: [" 91000001 ", ""],
      progress: [month(0, 100, 10), month(1, 60, 10), month(4, 40, 30)],
    })
  ).id;
  // Sub-head 91000002 matched by admin; 20 of 100: 20 %.
  p.mapped = (
    await buildProject(t.database.db, { nikayaId: office, fiscalYearId: year, progress: [month(0, 100, 20)] })
  ).id;
  // No sub-head in any file: no treasury figure.
  p.none = (
    await buildProject(t.database.db, {
      nikayaId: office,
      fiscalYearId: year,
      budgetSubHeads: ["91000009"],
      progress: [month(0, 100, 20)],
    })
  ).id;
  okResponse(
    await t
      .as(admin)
      .post("/api/treasury/codes", { kind: "subhead", code: "91000002", project_id: p.mapped }),
  );
  // An older snapshot the list must not read, then the newest one.
  await importFile("2082-05-01", [["91000001", 300_000, 0]]);
  await importFile("2082-06-01", [
    ["91000001", 200_000, 90_000],
    ["91000001", 100_000, 30_000],
    ["91000002", 80_000, 20_000],
    ["91000003", 50_000, 50_000],
  ]);
  await setSettings(t.database.db, { treasuryGapPercent: 10 });
});
afterAll(() => t.close());

describe("consolidated project list: treasury against financial progress", () => {
  it("gives each project its sub-heads' treasury %, the gap to its financial % and the flag beyond the setting", async () => {
    const rows = await listed();
    // Computed by hand from the newest file: (90,000 + 30,000) / (2,00,000 + 1,00,000) and 20,000 / 80,000.
    expect(rows.get(p.own)).toMatchObject({
      financial_percent: 10,
      treasury_percent: 40,
      treasury_gap: 30,
      treasury_flagged: true,
      treasury_gap_limit: 10,
    });
    expect(rows.get(p.mapped)).toMatchObject({
      financial_percent: 20,
      treasury_percent: 25,
      treasury_gap: 5,
      treasury_flagged: false,
    });
    // Sub-heads that no row of the file carries: no treasury figure, not 0 %, and no gap.
    expect(rows.get(p.none)).toMatchObject({
      treasury_percent: null,
      treasury_gap: null,
      treasury_flagged: false,
    });
  });

  it("agrees with the project summary and follows the setting", async () => {
    const summary = okResponse<{ treasury: { expense_percent: number | null; as_of: string | null } }>(
      await t.as(admin).get(`/api/ayojana/summary/${p.own}`, { query: { fiscal_year_id: year } }),
    );
    expect(summary.treasury).toMatchObject({ as_of: "2082-06-01", expense_percent: 40 });
    await setSettings(t.database.db, { treasuryGapPercent: 30 });
    // A gap equal to the share is not beyond it.
    expect((await listed()).get(p.own)).toMatchObject({ treasury_gap: 30, treasury_flagged: false });
    await setSettings(t.database.db, { treasuryGapPercent: 10 });
  });

  it("writes the treasury columns into the list's Excel, with the words for no figure", async () => {
    const res = await t.as(admin).get(`/api/reports/export/ayojana-akikrit-pragati/projects`, {
      query: { fiscal_year_id: year, month: 2, lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const heads = values(3);
    const col = (name: string) => heads.indexOf(name);
    const treasury = col("Treasury expense % of its sub-heads");
    const flag = col("Gap beyond the set share");
    expect(treasury).toBeGreaterThan(-1);
    const body = Array.from({ length: sheet.rowCount - 3 }, (_, i) => values(i + 4));
    expect(body.map((r) => [r[treasury], r[flag]])).toEqual(
      expect.arrayContaining([
        [40, "Yes"],
        [25, "No"],
        ["No treasury figure", "No"],
      ]),
    );
  });
});
