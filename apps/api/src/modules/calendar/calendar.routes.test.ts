import { ZFiscalYear, ZMonthTable } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, loginAs, setSettings } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { buildSetupBlock } from "./calendar.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("fiscal years", () => {
  it("lists 2078/79 to 2085/86 computed from the calendar, in the paged shape", async () => {
    const token = await loginAs(t.app, "office");
    const res = await t.as(token).get("/api/presets/fiscalyear/all?per_page=1000");
    expect(res.statusCode).toBe(200);
    const body = res.json().response;
    expect(body).toMatchObject({ total: 8, current_page: 1, last_page: 1, from: 1, to: 8, per_page: 1000 });
    const years = body.data.map((row: unknown) => ZFiscalYear.parse(row));
    expect(years.map((y: { title: string }) => y.title)).toEqual([
      "2078/79",
      "2079/80",
      "2080/81",
      "2081/82",
      "2082/83",
      "2083/84",
      "2084/85",
      "2085/86",
    ]);
    const fy2082 = years.find((y: { title: string }) => y.title === "2082/83");
    expect(fy2082).toMatchObject({
      title_np: "२०८२/८३",
      start_from: "2082-04-01",
      start_from_ad: "2025-07-17",
    });
    const fy2081 = years.find((y: { title: string }) => y.title === "2081/82");
    expect(fy2081.start_from_ad).toBe("2024-07-16");
    expect(fy2081.end_at_ad).toBe("2025-07-16");
  });

  it("marks the fiscal year containing the date as current", async () => {
    const setup = await buildSetupBlock(t.database.db, new Date("2026-11-21T06:00:00Z"));
    const token = await loginAs(t.app, "office");
    const res = await t.as(token).get("/api/presets/fiscalyear/all?per_page=10");
    const fy = res.json().response.data.find((y: { title: string }) => y.title === "2083/84");
    expect(setup.current_fiscal_year_id_by_current_date).toBe(fy.id);
    expect(setup.current_date).toBe("2083-08-05");
    // On Mangsir 5 the offices report Kartik, the month just ended (fiscal month 3, Shrawan = 0).
    expect(setup).toMatchObject({
      current_pragati_reporting_month: 3,
      current_suchak_reporting_month: 3,
      current_ayojana_reporting_month: 3,
      active_suchak_reporting_period: [3],
    });
  });

  it("keeps Shrawan as the reporting month in Shrawan, within the fiscal year just begun", async () => {
    const setup = await buildSetupBlock(t.database.db, new Date("2026-07-26T06:00:00Z"));
    expect(setup.current_date).toMatch(/^2083-04-/);
    expect(setup.current_pragati_reporting_month).toBe(0);
  });

  it("lets the months admin set win over the month just ended", async () => {
    await setSettings(t.database.db, { pragatiReportingMonth: 4, ayojanaReportingMonth: 0 });
    try {
      const setup = await buildSetupBlock(t.database.db, new Date("2026-11-21T06:00:00Z"));
      expect(setup).toMatchObject({
        current_pragati_reporting_month: 4,
        current_suchak_reporting_month: 3,
        current_ayojana_reporting_month: 0,
      });
    } finally {
      await setSettings(t.database.db, { pragatiReportingMonth: null, ayojanaReportingMonth: null });
    }
  });
});

describe("calendar month table", () => {
  it("is public and covers BS 2000..2099", async () => {
    const res = await t.anonymous.get("/api/calendar/month-table");
    const table = ZMonthTable.parse(res.json().response);
    expect(table.years[0].year).toBe(2000);
    expect(table.years.at(-1)?.year).toBe(2099);
  });

  it("lets admin correct a year, and fiscal-year dates follow the table", async () => {
    const token = await loginAs(t.app, "admin");
    const table = ZMonthTable.parse((await t.anonymous.get("/api/calendar/month-table")).json().response);
    const y2084 = table.years.find((y) => y.year === 2084)!;
    // Move a day from Baishakh to Jestha: the year length stays, 2084/85 starts on the same day...
    const shifted = [...y2084.months];
    // ...but moving a day from Ashadh (month 3) to Shrawan (month 4) makes 2084/85 start a day earlier.
    shifted[2] -= 1;
    shifted[3] += 1;
    const before = (await t.as(token).get("/api/presets/fiscalyear/all")).json().response.data;
    const res = await t.as(token).post("/api/calendar/month-table/update/2084", { months: shifted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().setup).toBeDefined();
    const after = (await t.as(token).get("/api/presets/fiscalyear/all")).json().response.data;
    const startBefore = before.find((y: { title: string }) => y.title === "2084/85").start_from_ad;
    const startAfter = after.find((y: { title: string }) => y.title === "2084/85").start_from_ad;
    expect(new Date(startAfter).getTime() - new Date(startBefore).getTime()).toBe(-86_400_000);
    const previousEnd = after.find((y: { title: string }) => y.title === "2083/84").end_at;
    expect(previousEnd).toBe(`2084-03-${shifted[2]}`);
  });

  it("refuses lengths outside 29..32 and years that do not add up, changing nothing", async () => {
    const token = await loginAs(t.app, "admin");
    const logs = await countRows(t.database.db, "activity_logs");
    const bad = await t.as(token).post("/api/calendar/month-table/update/2085", {
      months: [33, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^months/);
    const sum = await t.as(token).post("/api/calendar/month-table/update/2085", {
      months: [29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29],
    });
    expect(sum.statusCode).toBe(422);
    expect(sum.json().errors_np.months[0]).toContain("३६५");
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs);
  });

  it("refuses office staff with 403", async () => {
    const token = await loginAs(t.app, "office");
    const res = await t.as(token).post("/api/calendar/month-table/update/2085", {
      months: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for a year outside the table", async () => {
    const token = await loginAs(t.app, "admin");
    const res = await t.as(token).post("/api/calendar/month-table/update/2150", {
      months: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
    });
    expect(res.statusCode).toBe(404);
  });
});
