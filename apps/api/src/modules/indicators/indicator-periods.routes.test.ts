import type { TIndicator, TIndicatorProgress } from "@pragati/domain/contract";
import { type IndicatorAggregation, targetIssues } from "@pragati/domain/indicators";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse, PDF } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { fiscalYears, officeIdsByCode, setLock, setSettings } from "../../../test/factories";
import { storeIndicator } from "../../../test/indicators-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
// `office`, the Department of Roads, is the reporting office of the indicators below.
const health = { username: "mohp.sachib" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let years: { current: number; previous: number };

/** A suchak window holding any day of the calendar, and one long past. */
const OPEN = { suchakPeriodFrom: "2000-01-01", suchakPeriodTo: "2200-12-30" };
const PAST = { suchakPeriodFrom: "2070-01-01", suchakPeriodTo: "2070-01-10" };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  years = await fiscalYears(t.database.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false, kind: "indicator_lock" });
  await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [2], suchakReportingMonth: 2 });
});

const define = (over: Record<string, unknown> = {}) =>
  storeIndicator(t, sachib, { fiscal_year_id: years.current, responsible_office_id: ids["336-01"], ...over });
const targets = (id: number, periods: number[], as = sachib) =>
  t.as(as).post(`/api/indicators/${id}/targets`, { periods });
const report = (id: number, period: number, body: Record<string, unknown>, as = office) =>
  t.as(as).post(`/api/indicators/${id}/achievements/${period}`, body);
const monthly = (value: number) => Array(12).fill(value) as number[];

describe("indicator targets per review period", () => {
  it("takes targets that follow the aggregation, and names the period that breaks it, in both languages", async () => {
    const flows = await define();
    const saved = okResponse<TIndicatorProgress>(await targets(flows.id, monthly(10)));
    expect(saved.periods.map((p) => p.target)).toEqual(monthly(10));
    const short = await targets(flows.id, [...monthly(10).slice(0, 11), 5]);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.periods[0]).toContain("add up to 115");
    expect(short.json().errors_np.periods[0]).toContain("११५");
    expect((await targets(flows.id, [60, 60])).json().errors.periods[0]).toContain("each of the 12 periods");

    const running = await define({ aggregation: "cumulative", review_period: "quarterly" });
    okResponse(await targets(running.id, [30, 60, 90, 120]));
    const falls = await targets(running.id, [30, 20, 90, 120]);
    expect(falls.statusCode).toBe(422);
    expect(falls.json().errors["periods.1"][0]).toContain("cannot fall");
    expect((await targets(running.id, [30, 60, 90, 100])).json().errors["periods.3"][0]).toContain(
      "annual target",
    );
    // Clearing them is allowed: the annual target alone remains.
    expect(
      okResponse<TIndicatorProgress>(await targets(running.id, [])).periods.map((p) => p.target),
    ).toEqual([null, null, null, null]);
  });

  it("is refused to offices without indicator.manage and while the year is locked (admin passes)", async () => {
    const indicator = await define();
    expect((await targets(indicator.id, monthly(10), office)).statusCode).toBe(403);
    await setLock(t.database.db, { on: true, kind: "indicator_lock", fiscalYearId: years.current });
    const locked = await targets(indicator.id, monthly(10));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message_np).toBe("सूचक लक गरिएको छ।");
    okResponse(await targets(indicator.id, monthly(10), admin));
  });
});

describe("indicator achievements", () => {
  it("the reporting office enters the open period's value with a comment and evidence; progress to date follows", async () => {
    await setSettings(t.database.db, { ...OPEN, activeSuchakMonths: [0, 1, 2], suchakReportingMonth: 2 });
    const indicator = await define();
    okResponse(await targets(indicator.id, monthly(10)));
    for (const [period, actual] of [
      [0, 10],
      [1, 10],
    ])
      okResponse(await report(indicator.id, period, { actual }));
    const saved = okResponse<TIndicatorProgress>(
      await report(indicator.id, 2, { actual: 7, comment: "Monsoon stopped work for a week" }),
    );
    expect(saved.periods[2]).toMatchObject({
      actual: 7,
      comment: "Monsoon stopped work for a week",
      open: true,
    });
    expect(saved.periods[3]).toMatchObject({ actual: null, target: 10, open: false });
    // Three months ended: 27 of 30, 90 % of the target expected to date, inside the ±15 % band.
    expect(saved.to_date).toMatchObject({
      ended: 3,
      target: 30,
      actual: 27,
      percent: 90,
      status: "on_track",
    });

    const withFile = okResponse<TIndicatorProgress>(
      await t.as(office).upload(`/api/indicators/${indicator.id}/achievements/2/files`, {
        files: [{ name: "site-report.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    const [file] = withFile.periods[2].files;
    expect(file.filename).toBe("site-report.pdf");
    expect((await t.as(sachib).get(file.file_url)).statusCode).toBe(200);
    expect((await t.as(health).get(file.file_url)).statusCode).toBe(404);
  });

  it("a lower-is-better indicator above its target is behind; below it is ahead", async () => {
    const deaths = await define({
      direction: "decrease",
      aggregation: "latest",
      baseline: 100,
      baseline_fiscal_year_id: years.previous,
      annual_target: 80,
    });
    okResponse(await targets(deaths.id, monthly(80)));
    const behind = okResponse<TIndicatorProgress>(await report(deaths.id, 2, { actual: 95 }));
    expect(behind.to_date).toMatchObject({ actual: 95, target: 80, status: "behind" });
    expect(behind.to_date.percent).toBeCloseTo(25);
    const ahead = okResponse<TIndicatorProgress>(await report(deaths.id, 2, { actual: 70 }));
    expect(ahead.to_date).toMatchObject({ percent: 150, status: "ahead" });
  });

  it("refuses periods outside the suchak window, other years, other offices and bad values", async () => {
    const indicator = await define();
    const notActive = await report(indicator.id, 3, { actual: 5 });
    expect(notActive.statusCode).toBe(409);
    expect(notActive.json().message).toContain("active reporting periods");
    expect(notActive.json().message_np).toContain("सक्रिय प्रतिवेदन अवधि");
    expect((await report(indicator.id, 12, { actual: 5 })).statusCode).toBe(422);
    expect((await report(indicator.id, 2, { actual: "many" })).statusCode).toBe(422);

    await setSettings(t.database.db, { ...PAST, activeSuchakMonths: [2] });
    const closed = await report(indicator.id, 2, { actual: 5 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message_np).toContain("२०७०/०१/०१");
    // Admin passes the dates, not the periods.
    okResponse(await report(indicator.id, 2, { actual: 5 }, admin));
    expect((await report(indicator.id, 3, { actual: 5 }, admin)).statusCode).toBe(409);
    await setSettings(t.database.db, OPEN);

    const lastYear = await define({ fiscal_year_id: years.previous });
    expect((await report(lastYear.id, 2, { actual: 5 })).statusCode).toBe(409);
    expect((await report(indicator.id, 2, { actual: 5 }, health)).statusCode).toBe(404);
    expect((await report(indicator.id, 2, { actual: 5 }, reviewer)).statusCode).toBe(403);
    // The lock freezes definitions and targets, not achievements.
    await setLock(t.database.db, { on: true, kind: "indicator_lock", fiscalYearId: years.current });
    okResponse(await report(indicator.id, 2, { actual: 6 }));
  });
});

describe("demo indicators", () => {
  it("hold targets that pass their own aggregation's rules, and values for the periods ended", async () => {
    // The seed reported up to the default reporting month (the month just ended).
    await setSettings(t.database.db, { suchakReportingMonth: null });
    const all = okResponse<{ data: TIndicator[] }>(
      await t.as(admin).get("/api/indicators/all", { query: { per_page: 1000 } }),
    ).data.filter((row) => /^MO(PIT|HP|EST)-/.test(row.code));
    expect(all).toHaveLength(7);
    for (const row of all) {
      const progress = okResponse<TIndicatorProgress>(
        await t.as(admin).get(`/api/indicators/${row.id}/periods`),
      );
      const periods = progress.periods.map((p) => p.target as number);
      expect(
        targetIssues({
          aggregation: row.aggregation as IndicatorAggregation,
          direction: row.direction,
          baseline: row.baseline,
          annual: row.annual_target as number,
          periods,
          periodCount: periods.length,
        }),
        row.code,
      ).toEqual([]);
      const reported = progress.periods.filter((p) => p.actual !== null).length;
      expect(reported, row.code).toBe(progress.to_date.ended);
    }
  });
});
