import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { findFiscalYear } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { setClock } from "../../lib/clock";
import { seedDemoTreasury } from "./demo-treasury";

type Cells = { values: Record<string, number>; drill: Record<string, string | number> };
type Report = {
  as_of_dates: string[];
  rows: (Cells & { name: string; drillable: boolean })[];
  totals: Cells;
};

let t: TestApp;
let year: number;
beforeAll(async () => {
  t = await createTestApp();
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  // BS 2082-10-27 (Magh): the demo year is 2082/83, with snapshots from Shrawan to Poush.
  setClock(new Date("2026-02-10T06:00:00Z"));
  try {
    await seedDemoTreasury(t.database.db);
  } finally {
    setClock(null);
  }
});
afterAll(() => t.close());

const report = async (path: string, query: Record<string, string | number> = {}) =>
  okResponse<Report>(
    await t
      .as({ username: "admin" })
      .get(`/api/reports/${path}`, { query: { fiscal_year_id: year, ...query } }),
  );

describe("demo treasury snapshots", () => {
  it("give every treasury report a snapshot on the 15th of each month before this one, spending growing", async () => {
    for (const path of ["projects", "progress", "office-expenses", "account-expenses"]) {
      const answer = await report(`fcgo-details/${path}`);
      expect(answer.as_of_dates, path).toEqual([
        "2082-09-15",
        "2082-08-15",
        "2082-07-15",
        "2082-06-15",
        "2082-05-15",
        "2082-04-15",
      ]);
      expect(answer.rows.length, path).toBeGreaterThan(1);
      expect(answer.totals.values.total_expense).toBeGreaterThan(0);
      expect(answer.totals.values.total_expense).toBeLessThan(answer.totals.values.total_budget);
    }
    const first = await report("fcgo-details/office-expenses", { as_of: "2082-04-15" });
    const newest = await report("fcgo-details/office-expenses");
    expect(first.totals.values.total_budget).toBe(newest.totals.values.total_budget);
    expect(first.totals.values.total_expense).toBeLessThan(newest.totals.values.total_expense);
  });

  it("seed the whole previous year too, so the daily analysis compares each date with the same date a year before", async () => {
    const previousYear = (await findFiscalYear(t.database.db, { startYear: 2081 })).id;
    const before = await report("fcgo-details/office-expenses", { fiscal_year_id: previousYear });
    expect(before.as_of_dates).toHaveLength(12);
    expect(before.as_of_dates[0]).toBe("2082-03-15");
    const analysis = okResponse<{
      rows: { as_of: string; previous_as_of: string | null; values: Record<string, number | null> }[];
    }>(
      await t
        .as({ username: "admin" })
        .get("/api/reports/fcgo/daily-budgetary-analysis", { query: { fiscal_year_id: year } }),
    );
    expect(analysis.rows.map((row) => [row.as_of, row.previous_as_of])).toEqual(
      ["04", "05", "06", "07", "08", "09"].map((m) => [`2082-${m}-15`, `2081-${m}-15`]),
    );
    for (const row of analysis.rows) {
      // The previous year spent more slowly by the same date.
      expect(row.values.previous_total_percent, row.as_of).toBeGreaterThan(0);
      expect(row.values.previous_total_percent, row.as_of).toBeLessThan(row.values.total_percent ?? 0);
    }
  });

  it("names the ministries of the office tree and drills to offices whose totals equal the ministry's", async () => {
    const answer = await report("fcgo-details/office-expenses");
    expect(answer.rows.map((row) => row.name)).toContain("भौतिक पूर्वाधार तथा यातायात मन्त्रालय");
    for (const row of answer.rows) {
      const { fiscal_year_id: _year, ...params } = row.drill;
      const offices = await report("fcgo-details/office-expenses", params);
      expect(offices.totals.values, row.name).toEqual(row.values);
    }
  });
});
