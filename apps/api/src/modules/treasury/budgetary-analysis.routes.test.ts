import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { findFiscalYear, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { filedForYear, importTreasuryFile, treasuryFixture } from "../../../test/treasury-fixture";
import { workbookOf } from "../../../test/workbook";

/**
 * The daily budgetary analysis over the 2066 fixtures imported on dates of two budget years. The
 * expected figures are computed here from the fixtures' rows, written out by hand below, not by the
 * report's SQL.
 */
let t: TestApp;
let sachib: string;
let projectHead: string;
let year: number;
let previousYear: number;

const HOME = "गृह मन्त्रालय";
const ROADS = "भौतिक पूर्वाधार तथा यातायात मन्त्रालय";

/** A fixture's data rows: ministry, province, then current, capital and total budget and expense. */
type FixtureRow = {
  ministry: string;
  province: string;
  amounts: [number, number, number, number, number, number];
};

/** 2066-offices-lakh-devanagari.csv in rupees (1 lakh = 100,000); (५) is a negative capital expense. */
const LAKH_FILE: FixtureRow[] = [
  { ministry: HOME, province: "बागमती", amounts: [120.5, 60, 30, -5, 150.5, 55] },
  { ministry: HOME, province: "बागमती", amounts: [80, 40.25, 20, 10, 100, 50.25] },
  { ministry: ROADS, province: "गण्डकी", amounts: [200, 0, 400, 125.75, 600, 125.75] },
].map((row) => ({ ...row, amounts: row.amounts.map((a) => a * 100_000) as FixtureRow["amounts"] }));

/** 2066-subheads-rupees-devanagari.csv. */
const RUPEES_FILE: FixtureRow[] = [
  { ministry: HOME, province: "बागमती", amounts: [100_000, 40_000, 20_000, -2_000, 120_000, 38_000] },
  { ministry: HOME, province: "बागमती", amounts: [50_000, 25_000, 0, 0, 50_000, 25_000] },
  { ministry: HOME, province: "बागमती", amounts: [80_000, 60_000, 10_000, 5_000, 90_000, 65_000] },
  { ministry: ROADS, province: "गण्डकी", amounts: [20_000, 0, 400_000, 150_000, 420_000, 150_000] },
];

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (expense: number, budget: number) => (budget === 0 ? 0 : round2((100 * expense) / budget));

/** The figures of one date, as the report must answer them, from a file's rows (filtered). */
const expected = (rows: FixtureRow[], previous: FixtureRow[] | null, keep = (_: FixtureRow) => true) => {
  const sum = (from: FixtureRow[], i: number) =>
    from.filter(keep).reduce((total, row) => total + row.amounts[i], 0);
  const [cb, ce, kb, ke, tb, te] = [0, 1, 2, 3, 4, 5].map((i) => sum(rows, i));
  const before = (e: number, b: number) =>
    previous === null ? null : percent(sum(previous, e), sum(previous, b));
  return {
    current_budget: cb,
    current_expense: ce,
    current_percent: percent(ce, cb),
    capital_budget: kb,
    capital_expense: ke,
    capital_percent: percent(ke, kb),
    total_budget: tb,
    total_expense: te,
    total_percent: percent(te, tb),
    previous_current_percent: before(1, 0),
    previous_capital_percent: before(3, 2),
    previous_total_percent: before(5, 4),
  };
};

type Analysis = {
  filters: Record<string, unknown>;
  ministries: string[];
  offices: string[];
  provinces: string[];
  rows: {
    as_of: string;
    previous_as_of: string | null;
    values: Record<string, number | null>;
    drill: Record<string, string | number>;
  }[];
};

const PATH = "fcgo/daily-budgetary-analysis";

/** Imports the fixture as filed for the budget year of `asOf`. */
const importFile = (name: string, fiscalYearId: number, asOf: string, unit: string) =>
  importTreasuryFile(
    t.as(admin),
    { name, content: filedForYear(treasuryFixture(name).toString("utf8"), Number(asOf.slice(0, 4))) },
    { report_number: "2066", fiscal_year_id: fiscalYearId, as_of: asOf, unit },
  );

const LAKH = "2066-offices-lakh-devanagari.csv";
const RUPEES = "2066-subheads-rupees-devanagari.csv";

const analysis = async (query: Record<string, string | number> = {}, as: Caller = admin) =>
  okResponse<Analysis>(
    await t.as(as).get(`/api/reports/${PATH}`, { query: { fiscal_year_id: year, ...query } }),
  );

beforeAll(async () => {
  t = await createTestApp();
  sachib = await loginAs(t.app, "sachib");
  projectHead = await loginAs(t.app, "project");
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  previousYear = (await findFiscalYear(t.database.db, { startYear: 2081 })).id;
  await importFile(LAKH, year, "2082-04-05", "lakh");
  await importFile(LAKH, year, "2082-08-15", "lakh");
  await importFile(RUPEES, year, "2082-10-15", "rupees");
  // The previous year: 2081-08-10 is the newest on or before 2081-08-15 (08-20 is after it); 10-15 matches.
  await importFile(RUPEES, previousYear, "2081-08-10", "rupees");
  await importFile(LAKH, previousYear, "2081-08-20", "lakh");
  await importFile(LAKH, previousYear, "2081-10-15", "lakh");
});
afterAll(() => t.close());

describe("daily budgetary analysis", () => {
  it("gives every as-of date of the year with current, capital and total % beside the same date a year before", async () => {
    const answer = await analysis({}, sachib);
    expect(answer.rows.map((row) => [row.as_of, row.previous_as_of])).toEqual([
      ["2082-04-05", null],
      ["2082-08-15", "2081-08-10"],
      ["2082-10-15", "2081-10-15"],
    ]);
    expect(answer.rows.map((row) => row.values)).toEqual([
      expected(LAKH_FILE, null),
      expected(LAKH_FILE, RUPEES_FILE),
      expected(RUPEES_FILE, LAKH_FILE),
    ]);
    // The file's total row of 2082-10-15: 1,25,000 of 2,50,000 current, 1,53,000 of 4,30,000 capital.
    expect(answer.rows[2].values).toMatchObject({ current_percent: 50, capital_percent: 35.58 });
    expect(answer.filters).toMatchObject({
      as_of: "2082-10-15",
      ministry: null,
      office: null,
      province: null,
    });
    expect(answer.ministries).toEqual([HOME, ROADS]);
    expect(answer.provinces).toEqual(["गण्डकी", "बागमती"]);
    expect(answer.offices).toHaveLength(3);
  });

  it("filters by ministry, office and province, the previous year's figures with the same filters", async () => {
    const home = await analysis({ ministry: HOME });
    const isHome = (row: FixtureRow) => row.ministry === HOME;
    expect(home.rows.map((row) => row.values)).toEqual([
      expected(LAKH_FILE, null, isHome),
      expected(LAKH_FILE, RUPEES_FILE, isHome),
      expected(RUPEES_FILE, LAKH_FILE, isHome),
    ]);
    expect(home.offices).toEqual(["जिल्ला प्रशासन कार्यालय काठमाडौं", "जिल्ला प्रशासन कार्यालय ललितपुर"]);
    const gandaki = await analysis({ province: "गण्डकी" });
    const isGandaki = (row: FixtureRow) => row.province === "गण्डकी";
    expect(gandaki.rows[2].values).toEqual(expected(RUPEES_FILE, LAKH_FILE, isGandaki));
    // The office is named differently in the two files (with and without a comma): the older date
    // and the previous year have no rows of it, so zero.
    const office = await analysis({ ministry: HOME, office: "जिल्ला प्रशासन कार्यालय काठमाडौं" });
    expect(office.rows[2].values).toMatchObject({
      current_budget: 150_000,
      current_expense: 65_000,
      current_percent: 43.33,
      previous_current_percent: 0,
    });
    expect(office.rows[0].values.total_budget).toBe(0);
  });

  it("drills from a date into the office-expense report of that date, whose totals are the row's", async () => {
    const answer = await analysis({ ministry: HOME });
    for (const row of answer.rows) {
      expect(row.drill).toMatchObject({ as_of: row.as_of, ministry: HOME });
      const { fiscal_year_id: _year, ...params } = row.drill;
      const offices = okResponse<{ totals: { values: Record<string, number> } }>(
        await t
          .as(admin)
          .get("/api/reports/fcgo-details/office-expenses", { query: { fiscal_year_id: year, ...params } }),
      );
      for (const key of ["current_budget", "capital_expense", "total_expense", "total_percent"])
        expect(offices.totals.values[key], `${row.as_of} ${key}`).toBe(row.values[key]);
    }
  });

  it("answers a year without snapshots empty, and refuses a role without the screen", async () => {
    const empty = await analysis({ fiscal_year_id: previousYear - 1 });
    expect(empty.rows).toEqual([]);
    expect(empty.filters.as_of).toBeNull();
    const refused = await t.as(projectHead).get(`/api/reports/${PATH}`, { query: { fiscal_year_id: year } });
    expect(refused.statusCode).toBe(403);
    expect((await t.anonymous.get(`/api/reports/${PATH}`)).statusCode).toBe(401);
    const tooLong = await t.as(admin).get(`/api/reports/${PATH}`, {
      query: { fiscal_year_id: year, ministry: "x".repeat(301) },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it("exports every date with the previous year's, in the request's language", async () => {
    const res = await t.as(admin).get(`/api/reports/export/${PATH}`, {
      query: { fiscal_year_id: year, province: "बागमती", lang: "en" },
    });
    expect(res.statusCode).toBe(200);
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Treasury: daily budgetary analysis");
    expect(String(sheet.getRow(2).getCell(1).value)).toContain("Province: बागमती");
    expect(sheet.getRow(3).getCell(1).value).toBe("As of");
    expect(sheet.getRow(3).getCell(5).value).toBe("Current expense %");
    const isBagmati = (row: FixtureRow) => row.province === "बागमती";
    const last = sheet.getRow(6);
    expect([last.getCell(1).value, last.getCell(2).value]).toEqual(["2082-10-15", "2081-10-15"]);
    const figures = expected(RUPEES_FILE, LAKH_FILE, isBagmati);
    expect(last.getCell(5).value).toBe(figures.current_percent);
    expect(last.getCell(14).value).toBe(figures.previous_total_percent);
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    expect(sheet.rowCount).toBe(6);
  });
});
