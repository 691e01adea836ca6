import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { findFiscalYear, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { importTreasuryFile } from "../../../test/treasury-fixture";
import { exportedWorkbook, sheetRows } from "../../../test/workbook";
import { queryRows } from "../../db/client";

/**
 * The treasury reports over imported fixtures: 2066 in lakh (2082-08-15) and with sub-heads in rupees
 * (2082-10-15, the newest), 2105 in thousands, 2104 in lakh and 2039 in thousands without a ministry.
 */
let t: TestApp;
let sachib: string;
let projectHead: string;
let year: number;

type Cells = {
  counts: Record<string, number>;
  values: Record<string, number>;
  drill: Record<string, string | number>;
};
type Report = {
  filters: Record<string, unknown>;
  level: string;
  detail: string;
  as_of_dates: string[];
  ministries: string[];
  provinces: string[];
  rows: (Cells & { name: string; code: string | null; drillable: boolean })[];
  totals: Cells;
};

const importFile = (name: string, number: string, asOf: string, unit: string) =>
  importTreasuryFile(
    t.as(admin),
    { name },
    { report_number: number, fiscal_year_id: year, as_of: asOf, unit },
  );

const report = async (path: string, query: Record<string, string | number> = {}, as: Caller = admin) =>
  okResponse<Report>(
    await t.as(as).get(`/api/reports/${path}`, { query: { fiscal_year_id: year, ...query } }),
  );

const OFFICES = "fcgo-details/office-expenses";

beforeAll(async () => {
  t = await createTestApp();
  sachib = await loginAs(t.app, "sachib");
  projectHead = await loginAs(t.app, "project");
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  await importFile("2066-offices-lakh-devanagari.csv", "2066", "२०८२/०८/१५", "lakh");
  await importFile("2066-subheads-rupees-devanagari.csv", "2066", "2082-10-15", "rupees");
  await importFile("2105-progress-thousands-devanagari.csv", "2105", "2082-10-15", "thousands");
  await importFile("2104-projects-lakh-devanagari.csv", "2104", "2082-10-15", "lakh");
  await importFile("2039-accounts-thousands-latin.csv", "2039", "2082-10-15", "thousands");
});
afterAll(() => t.close());

/** Every drillable row's figures equal the totals of the level it opens, down to the detail rows. */
const checkDrills = async (path: string, answer: Report): Promise<number> => {
  let checked = 0;
  for (const row of answer.rows) {
    if (!row.drillable) continue;
    const { fiscal_year_id: _year, ...params } = row.drill;
    const below = await report(path, params);
    expect(below.totals.values, `${path} ${row.name}`).toEqual(row.values);
    const sum = (key: string) => below.rows.reduce((total, r) => total + r.values[key], 0);
    expect(sum("total_budget")).toBeCloseTo(row.values.total_budget, 2);
    checked += 1 + (await checkDrills(path, below));
  }
  return checked;
};

describe("treasury reports", () => {
  it("office expenses (2066): the newest snapshot per ministry, totals equal to the file's total row", async () => {
    const answer = await report(OFFICES, {}, sachib);
    expect(answer.filters).toMatchObject({ as_of: "2082-10-15", report_number: "2066", ministry: null });
    expect(answer.as_of_dates).toEqual(["2082-10-15", "2082-08-15"]);
    expect(answer.level).toBe("ministry");
    expect(answer.detail).toBe("subhead");
    expect(answer.provinces).toEqual(["गण्डकी", "बागमती"]);
    expect(answer.rows.map((row) => row.name)).toEqual(["गृह मन्त्रालय", "भौतिक पूर्वाधार तथा यातायात मन्त्रालय"]);
    // The file's total row, in rupees; the parenthesised (२,०००) is a negative capital expense.
    expect(answer.totals.values).toEqual({
      current_budget: 250_000,
      current_expense: 125_000,
      current_percent: 50,
      capital_budget: 430_000,
      capital_expense: 153_000,
      capital_percent: 35.58,
      total_budget: 680_000,
      total_expense: 278_000,
      total_percent: 40.88,
      balance: 402_000,
    });
    expect(answer.rows[0].values).toMatchObject({ capital_expense: 3_000, total_budget: 260_000 });
    expect(answer.rows[0].drill).toMatchObject({ as_of: "2082-10-15", ministry: "गृह मन्त्रालय" });
  });

  it("drills ministry -> office -> sub-head, each level's totals equal to the row it came from", async () => {
    const top = await report(OFFICES);
    // Two ministries, three offices: five drill-downs.
    expect(await checkDrills(OFFICES, top)).toBe(5);
    const offices = await report(OFFICES, { as_of: "2082-10-15", ministry: "गृह मन्त्रालय" });
    expect(offices.level).toBe("office");
    expect(offices.rows.map((row) => row.name)).toEqual([
      "जिल्ला प्रशासन कार्यालय काठमाडौं",
      "जिल्ला प्रशासन कार्यालय ललितपुर",
    ]);
    const subheads = await report(OFFICES, {
      ministry: "गृह मन्त्रालय",
      office: "जिल्ला प्रशासन कार्यालय काठमाडौं",
    });
    expect(subheads.level).toBe("detail");
    expect(subheads.rows.map((row) => [row.name, row.values.total_expense, row.drillable])).toEqual([
      ["31401011", 38_000, false],
      ["31401012", 25_000, false],
    ]);
  });

  it("reads an older snapshot by its date and filters by province", async () => {
    const older = await report(OFFICES, { as_of: "2082-08-15" });
    // 8,50.50 and 2,31 lakh: the lakh file's total row.
    expect(older.totals.values).toMatchObject({ total_budget: 85_050_000, total_expense: 23_100_000 });
    await checkDrills(OFFICES, older);
    const gandaki = await report(OFFICES, { province: "गण्डकी" });
    expect(gandaki.rows.map((row) => row.name)).toEqual(["भौतिक पूर्वाधार तथा यातायात मन्त्रालय"]);
    expect(gandaki.totals.values.total_budget).toBe(420_000);
    expect(gandaki.rows[0].drill.province).toBe("गण्डकी");
  });

  it("refuses a date without a snapshot, a malformed date, and answers an empty year with zero totals", async () => {
    const missing = await t.as(admin).get(`/api/reports/${OFFICES}`, {
      query: { fiscal_year_id: year, as_of: "2082-09-01" },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.as_of[0]).toContain("snapshot");
    expect(JSON.stringify(missing.json())).toContain("आयात गरिएको छैन");
    const malformed = await t.as(admin).get(`/api/reports/${OFFICES}`, {
      query: { fiscal_year_id: year, as_of: "15 Magh" },
    });
    expect(malformed.statusCode).toBe(422);
    // A year without snapshots (the demo seed fills the current one).
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT f.id FROM fiscal_years f
           WHERE NOT EXISTS (SELECT 1 FROM treasury_snapshots s WHERE s.fiscal_year_id = f.id) LIMIT 1`,
    );
    const empty = await report(OFFICES, { fiscal_year_id: other!.id });
    expect(empty.filters.as_of).toBeNull();
    expect(empty.rows).toEqual([]);
    expect(empty.totals.values.total_budget).toBe(0);
  });

  it("2105 shows financing beside current and capital; 2104 drills to projects; 2039 groups rows without a ministry", async () => {
    const progress = await report("fcgo-details/progress");
    expect(progress.totals.values).toMatchObject({
      financing_budget: 5_000_000,
      financing_expense: -500_000,
      financing_percent: -10,
      total_budget: 825_000_000,
      total_expense: 361_500_000,
    });
    await checkDrills("fcgo-details/progress", progress);

    const projects = await report("fcgo-details/projects");
    expect(projects.detail).toBe("project");
    expect(projects.totals.values).toMatchObject({ total_budget: 43_500_000, total_expense: 7_200_000 });
    expect(await checkDrills("fcgo-details/projects", projects)).toBe(4);
    const roads = await report("fcgo-details/projects", {
      ministry: "भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
      office: "सडक विभाग",
    });
    expect(roads.rows.map((row) => [row.code, row.name])).toEqual([
      ["3370113", "सडक बोर्ड सडक मर्मत"],
      ["3370124", "मध्य पहाडी लोकमार्ग"],
    ]);

    const accounts = await report("fcgo-details/account-expenses");
    expect(accounts.rows.map((row) => row.name)).toEqual(["-"]);
    expect(accounts.totals.values).toMatchObject({ total_budget: 463_545_500, total_expense: 230_950_250 });
    const detail = await report("fcgo-details/account-expenses", { ministry: "-", office: "-" });
    expect(detail.rows.map((row) => [row.code, row.name])).toEqual([
      ["21111", "Salary"],
      ["22111", "Water and electricity"],
      ["26411", "Operating grant"],
    ]);
    expect(detail.totals.values).toEqual(accounts.totals.values);
  });

  it("needs a session and the report's screen", async () => {
    expect((await t.anonymous.get(`/api/reports/${OFFICES}`)).statusCode).toBe(401);
    // A project head's menu has the project treasury report only.
    expect((await t.as(projectHead).get(`/api/reports/${OFFICES}`)).statusCode).toBe(403);
    expect((await t.as(projectHead).get("/api/reports/fcgo-details/projects")).statusCode).toBe(200);
  });

  it("exports the level shown to Excel with its filters, headings and totals row", async () => {
    const res = await t.as(sachib).get(`/api/reports/export/${OFFICES}`, {
      query: { fiscal_year_id: year, ministry: "गृह मन्त्रालय", lang: "en" },
    });
    const rows = sheetRows((await exportedWorkbook(res)).worksheets[0]);
    expect(rows[0][0]).toBe("Treasury: budget and expenditure by office (2066)");
    expect(rows[1][0]).toContain("As of: 2082-10-15");
    expect(rows[1][0]).toContain("Ministry: गृह मन्त्रालय");
    expect(rows[2].slice(0, 3)).toEqual(["Office", "Current budget (Rs.)", "Current expense (Rs.)"]);
    expect(rows[3][0]).toBe("जिल्ला प्रशासन कार्यालय काठमाडौं");
    expect(rows.at(-1)?.slice(0, 2)).toEqual(["Total", 230_000]);
  });
});
