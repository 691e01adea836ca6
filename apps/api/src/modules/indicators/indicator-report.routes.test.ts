import {
  drillOf,
  INDICATOR_REPORT_MEASURES,
  type TIndicatorList,
  type TIndicatorListRow,
  type TOfficeReport,
} from "@pragati/domain/contract";
import {
  type IndicatorAggregation,
  type IndicatorDirection,
  periodsEndedBy,
  type ReviewPeriod,
} from "@pragati/domain/indicators";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { buildOffice, buildUser, fiscalYears } from "../../../test/factories";
import { byHand, PERIODS } from "../../../test/indicator-by-hand";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { Db } from "../../db/client";
import { indicatorPeriods, indicators } from "../../db/schema/indicators";

/**
 * The indicator report (suchak/pragarti-esthiti) and the indicators behind its counts, on a tree of
 * its own: R > A, R > B, and O outside. Figures as of Poush (month 5) of last year.
 */

let t: TestApp;
let fy: number;
let otherYear: number;
const o: Record<string, number> = {};
const ids: Record<string, number> = {};
let staffA: { username: string };

const REPORT = "/api/reports/suchak/pragarti-esthiti";
const LIST = "/api/reports/suchak/pragarti-esthiti/indicators";
const POUSH = 5;

let serial = 0;
type Spec = {
  office: number;
  ministry?: number;
  direction?: IndicatorDirection;
  aggregation?: IndicatorAggregation;
  reviewPeriod?: ReviewPeriod;
  baseline?: number | null;
  annual?: number | null;
  /** Per period: [target, actual] (null: none). */
  periods?: readonly (readonly [number | null, number | null])[];
  year?: number;
  weightage?: number;
};

const buildIndicator = async (db: Db, spec: Spec) => {
  const n = ++serial;
  const [row] = await db
    .insert(indicators)
    .values({
      fiscalYearId: spec.year ?? fy,
      nikayaId: spec.ministry ?? spec.office,
      responsibleOfficeId: spec.office,
      code: `IR-${n}`,
      name: `Report indicator ${n}`,
      nameNp: `प्रतिवेदन सूचक ${n}`,
      direction: spec.direction ?? "increase",
      aggregation: spec.aggregation ?? "non_cumulative",
      reviewPeriod: spec.reviewPeriod ?? "monthly",
      baseline: spec.baseline === undefined || spec.baseline === null ? null : String(spec.baseline),
      baselineFiscalYearId: spec.baseline === undefined || spec.baseline === null ? null : otherYear,
      annualTarget: spec.annual === undefined || spec.annual === null ? null : String(spec.annual),
      weightage: String(spec.weightage ?? 1),
    })
    .returning({ id: indicators.id });
  const periods = (spec.periods ?? [])
    .map(([target, actual], period) => ({ period, target, actual }))
    .filter((p) => p.target !== null || p.actual !== null);
  if (periods.length > 0)
    await db.insert(indicatorPeriods).values(
      periods.map((p) => ({
        indicatorId: row.id,
        period: p.period,
        target: p.target === null ? null : String(p.target),
        actual: p.actual === null ? null : String(p.actual),
      })),
    );
  return row.id;
};

const base = (over: Record<string, string | number> = {}) => ({
  fiscal_year_id: fy,
  month: POUSH,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const years = await fiscalYears(db);
  fy = years.previous;
  otherYear = years.current;
  o.R = (await buildOffice(db, { name: "Indicator root" })).id;
  o.A = (await buildOffice(db, { parentId: o.R, name: "Indicator A" })).id;
  o.B = (await buildOffice(db, { parentId: o.R, name: "Indicator B" })).id;
  o.O = (await buildOffice(db, { name: "Indicator outside" })).id;
  staffA = await buildUser(db, { role: "nikaya", nikayaId: o.A });
  const months = (f: (p: number) => readonly [number | null, number | null]) =>
    Array.from({ length: 12 }, (_, p) => f(p));
  // 60 of 60 to date: on track, reported for Poush.
  ids.flows = await buildIndicator(db, {
    office: o.A,
    annual: 120,
    periods: months((p) => [10, p <= POUSH ? 10 : null]),
  });
  // Lower is better from 50, target 38 by Poush, 44 reached: (44 - 50) / (38 - 50) = 50 %, behind.
  ids.falls = await buildIndicator(db, {
    office: o.A,
    direction: "decrease",
    aggregation: "latest",
    baseline: 50,
    annual: 26,
    periods: months((p) => [50 - 2 * (p + 1), p === POUSH ? 44 : p < POUSH ? 49 : null]),
  });
  // Lower is better without a baseline: 30 allowed to date, 12 happened, T / A = 250 %, ahead.
  ids.fewer = await buildIndicator(db, {
    office: o.A,
    direction: "decrease",
    annual: 60,
    periods: months((p) => [5, p <= POUSH ? 2 : null]),
  });
  // A quarter ends in Poush and is not reported: missing (not 0); the reported first quarter, 40 of its
  // 30, is the status to date: 133.33 %, ahead.
  ids.quarters = await buildIndicator(db, {
    office: o.B,
    aggregation: "cumulative",
    reviewPeriod: "quarterly",
    annual: 120,
    periods: [
      [30, 40],
      [60, null],
      [90, null],
      [120, null],
    ],
  });
  // A yearly indicator has no period ended by Poush: not due, not reporting.
  ids.yearly = await buildIndicator(db, {
    office: o.B,
    reviewPeriod: "yearly",
    annual: 5,
    periods: [[5, null]],
  });
  ids.outside = await buildIndicator(db, { office: o.O, annual: 12, periods: months(() => [1, 1]) });
  ids.otherYear = await buildIndicator(db, { office: o.A, year: otherYear, periods: months(() => [1, 1]) });
});
afterAll(() => t.close());

const countsOf = (report: TOfficeReport, office: number) =>
  report.rows.find((row) => row.nikaya_id === office)?.counts;

describe("indicator report (suchak/pragarti-esthiti)", () => {
  it("counts each reporting office's indicators by completeness and status, for the chosen month", async () => {
    const report = okResponse<TOfficeReport>(
      await t.as({ username: "admin" }).get(REPORT, { query: base() }),
    );
    expect(report.columns.map((c) => c.key)).toEqual([...INDICATOR_REPORT_MEASURES]);
    expect(report.filters.month).toBe(POUSH);
    expect(countsOf(report, o.A)).toEqual({
      indicators: 3,
      indicators_due: 3,
      indicators_reported: 3,
      indicators_missing: 0,
      indicators_behind: 1,
      indicators_on_track: 1,
      indicators_ahead: 1,
      indicators_not_reporting: 0,
    });
    expect(countsOf(report, o.B)).toEqual({
      indicators: 2,
      indicators_due: 1,
      indicators_reported: 0,
      indicators_missing: 1,
      indicators_behind: 0,
      indicators_on_track: 0,
      indicators_ahead: 1,
      indicators_not_reporting: 1,
    });
    // Another year's indicator never counts.
    expect(report.rows.some((row) => row.nikaya_id === o.O)).toBe(true);
  });

  it("lists each indicator with every period's target, achievement, % and status to it", async () => {
    const list = okResponse<TIndicatorList>(
      await t.as(staffA).get(LIST, { query: base({ office_id: o.A, measure: "indicators_behind" }) }),
    );
    expect(list.total).toBe(1);
    const row = list.data[0];
    expect(row).toMatchObject({
      id: ids.falls,
      direction: "decrease",
      baseline: 50,
      annual_target: 26,
      ended: 6,
      target_to_date: 38,
      achieved_to_date: 44,
      percent_achieved: 50,
      track_status: "behind",
      nikaya_name: "Indicator A",
    });
    expect(row.periods).toHaveLength(12);
    expect(row.periods[POUSH]).toEqual({
      period: POUSH,
      target: 38,
      actual: 44,
      percent: 50,
      status: "behind",
    });
    // Kartik: 49 against 40, (49 - 50) / (40 - 50) = 10 %.
    expect(row.periods[4].percent).toBeCloseTo(10);
    expect(row.periods[POUSH + 1]).toEqual({
      period: POUSH + 1,
      target: 36,
      actual: null,
      percent: null,
      status: null,
    });

    const ahead = okResponse<TIndicatorList>(
      await t.as(staffA).get(LIST, { query: base({ office_id: o.A, measure: "indicators_ahead" }) }),
    );
    expect(ahead.data.map((r) => [r.id, r.percent_achieved, r.track_status])).toEqual([
      [ids.fewer, 250, "ahead"],
    ]);
  });

  it("every count equals the length of the list it drills into, and the rows add up to the totals", async () => {
    for (const query of [base(), base({ direction: "decrease" }), base({ nikaya_id: o.R, month: 2 })]) {
      const report = okResponse<TOfficeReport>(await t.as({ username: "admin" }).get(REPORT, { query }));
      for (const row of [...report.rows, report.totals])
        for (const column of report.columns) {
          const drill = drillOf(column, row)!;
          const list = okResponse<TIndicatorList>(
            await t.as({ username: "admin" }).get(`/api/reports/${drill.report}`, {
              query: { ...drill.params, per_page: 1 },
            }),
          );
          expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
        }
      for (const column of report.columns)
        expect(report.rows.reduce((sum, row) => sum + row.counts[column.key], 0)).toBe(
          report.totals.counts[column.key],
        );
    }
  });

  it("filters by direction and keeps an office to its own scope", async () => {
    const decreasing = okResponse<TIndicatorList>(
      await t.as({ username: "admin" }).get(LIST, { query: base({ direction: "decrease", per_page: 50 }) }),
    );
    expect(decreasing.data.map((r) => r.id).filter((id) => Object.values(ids).includes(id))).toEqual([
      ids.falls,
      ids.fewer,
    ]);
    const own = okResponse<TOfficeReport>(await t.as(staffA).get(REPORT, { query: base() }));
    expect(own.rows.map((row) => row.nikaya_id)).toEqual([o.A]);
    expect((await t.as(staffA).get(REPORT, { query: base({ nikaya_id: o.O }) })).statusCode).toBe(404);
    expect((await t.as(staffA).get(LIST, { query: base({ office_id: o.B }) })).statusCode).toBe(404);
  });

  it("exports the report and a list as Excel, with each period's figures", async () => {
    const admin = { username: "admin" };
    const res = await t.as(admin).get(`/api/reports/export/suchak/pragarti-esthiti`, {
      query: { ...base({ nikaya_id: o.R }), lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = (s: ExcelJS.Worksheet, n: number) => (s.getRow(n).values as unknown[]).slice(1);
    expect(cells(sheet, 1)[0]).toBe("Indicator progress");
    expect(cells(sheet, 3).slice(0, 6)).toEqual([
      "Office",
      "Month's approval",
      "Indicators",
      "Due for the month",
      "Reported",
      "Missing",
    ]);
    expect(cells(sheet, sheet.rowCount).slice(0, 6)).toEqual(["Total", undefined, 5, 4, 3, 1]);

    const list = await t.as(admin).get(`/api/reports/export/suchak/pragarti-esthiti/indicators`, {
      query: { ...base({ office_id: o.A, measure: "indicators_behind" }), lang: "np" },
    });
    expect(list.statusCode, list.body).toBe(200);
    const listBook = new ExcelJS.Workbook();
    await listBook.xlsx.load(list.rawPayload as unknown as ArrayBuffer);
    const listSheet = listBook.worksheets[0];
    expect(listSheet.rowCount).toBe(4);
    const heads = cells(listSheet, 3);
    const row = cells(listSheet, 4);
    expect(row[heads.indexOf("दिशा")]).toBe("घटी राम्रो");
    expect(row[heads.indexOf("स्थिति")]).toBe("पछाडि");
    expect(row[heads.indexOf("अवधि ६ लक्ष्य")]).toBe(38);
    expect(row[heads.indexOf("अवधि ६ उपलब्धि")]).toBe(44);
    expect(row[heads.indexOf("अवधि ६ %")]).toBe(50);
  });

  it("prints every row of a list", async () => {
    const printed = okResponse<{ data: TIndicatorListRow[]; count: number }>(
      await t.as({ username: "admin" }).get(`/api/reports/print/suchak/pragarti-esthiti/indicators`, {
        query: base({ office_id: o.A, lang: "en", limit: 100 }),
      }),
    );
    expect(printed.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [ids.flows, ids.falls, ids.fewer].sort((a, b) => a - b),
    );
  });

  it("groups by ministry with each ministry's weighted score, computed here by hand", async () => {
    const db = t.database.db;
    const m = (await buildOffice(db, { name: "Weighted ministry" })).id;
    const child = (await buildOffice(db, { parentId: m, name: "Weighted department" })).id;
    const months = (f: (p: number) => readonly [number | null, number | null]) =>
      Array.from({ length: 12 }, (_, p) => f(p));
    // Weight 3 at 200 % (capped to 100); weight 1 at 20 %, reported by the department; weight 2
    // maintaining a level of 5 and above it (met: 100); weight 5 not reporting (left out).
    const double = await buildIndicator(db, {
      office: m,
      weightage: 3,
      annual: 12,
      periods: months((p) => [1, p <= POUSH ? 2 : null]),
    });
    await buildIndicator(db, {
      office: child,
      ministry: m,
      weightage: 1,
      annual: 120,
      periods: months((p) => [10, p <= POUSH ? 2 : null]),
    });
    await buildIndicator(db, {
      office: m,
      weightage: 2,
      aggregation: "latest",
      baseline: 5,
      annual: 5,
      periods: months((p) => [5, p <= POUSH ? 6 : null]),
    });
    await buildIndicator(db, { office: m, weightage: 5, annual: 12, periods: months(() => [1, null]) });
    const expected = Math.round(((3 * 100 + 1 * 20 + 2 * 100) / (3 + 1 + 2)) * 100) / 100;
    expect(expected).toBe(86.67);

    const admin = { username: "admin" };
    const byMinistry = okResponse<TOfficeReport & { group_by: string }>(
      await t.as(admin).get(REPORT, { query: base({ group_by: "ministry" }) }),
    );
    expect(byMinistry.group_by).toBe("ministry");
    const row = byMinistry.rows.find((r) => r.nikaya_id === m)!;
    // The department's indicator counts in its ministry's row, not a row of its own.
    expect(byMinistry.rows.some((r) => r.nikaya_id === child)).toBe(false);
    expect(row.counts.indicators).toBe(4);
    expect(row.counts.indicators_not_reporting).toBe(1);
    expect(row.values.weighted_score).toBe(expected);
    // Ministry A: 100 %, 50 %, 250 % (capped), weight 1 each; B: the first quarter's 40 of 30 (capped),
    // the yearly not reporting.
    expect(byMinistry.rows.find((r) => r.nikaya_id === o.A)!.values.weighted_score).toBe(83.33);
    expect(byMinistry.rows.find((r) => r.nikaya_id === o.B)!.values.weighted_score).toBe(100);
    // A ministry without a reporting indicator has no score (never 0).
    const silent = (await buildOffice(db, { name: "Silent ministry" })).id;
    await buildIndicator(db, { office: silent, annual: 12, periods: months(() => [1, null]) });
    const again = okResponse<TOfficeReport>(
      await t.as(admin).get(REPORT, { query: base({ group_by: "ministry" }) }),
    );
    expect(again.rows.find((r) => r.nikaya_id === silent)!.values.weighted_score).toBeNull();
    // By reporting office (the default) there is no score column.
    const byOffice = okResponse<TOfficeReport>(await t.as(admin).get(REPORT, { query: base() }));
    expect(byOffice.totals.values).toEqual({});
    expect(byOffice.rows.find((r) => r.nikaya_id === child)!.counts.indicators).toBe(1);

    // The score over the ministry's listed indicators, by hand, and every count of a ministry row drills
    // into that ministry's indicators.
    const list = okResponse<TIndicatorList>(
      await t.as(admin).get(LIST, {
        query: {
          ...drillOf(again.columns[0], again.rows.find((r) => r.nikaya_id === m)!)!.params,
          per_page: 100,
        },
      }),
    );
    expect(list.total).toBe(4);
    const scored = list.data
      .filter((r) => r.track_status !== "not_reporting")
      .map((r) => ({
        w: r.weightage,
        v:
          r.percent_achieved !== null
            ? Math.min(r.percent_achieved, 100)
            : r.track_status === "on_track"
              ? 100
              : 0,
      }));
    const byHand = scored.reduce((sum, x) => sum + x.w * x.v, 0) / scored.reduce((sum, x) => sum + x.w, 0);
    expect(byHand).toBeCloseTo(expected, 2);
    expect(list.data.some((r) => r.id === double)).toBe(true);
    for (const column of again.columns) {
      const drill = drillOf(column, again.rows.find((r) => r.nikaya_id === m)!)!;
      const listed = okResponse<TIndicatorList>(
        await t.as(admin).get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 1 } }),
      );
      expect(listed.total, column.key).toBe(again.rows.find((r) => r.nikaya_id === m)!.counts[column.key]);
    }

    // Excel names the label column "Ministry" and writes the score beside the counts.
    const res = await t.as(admin).get("/api/reports/export/suchak/pragarti-esthiti", {
      query: { ...base({ group_by: "ministry" }), lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const heads = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(heads[0]).toBe("Ministry");
    expect(heads.at(-1)).toBe("Weighted score %");
    let exported: unknown = null;
    sheet.eachRow((r) => {
      if ((r.values as unknown[])[1] === "Weighted ministry") exported = (r.values as unknown[]).at(-1);
    });
    expect(exported).toBe(expected);
  });

  it("refuses callers without a session or the report screen, and bad filters", async () => {
    expect((await t.anonymous.get(REPORT, { query: base() })).statusCode).toBe(401);
    expect((await t.as({ username: "reviewer" }).get(REPORT, { query: base() })).statusCode).toBe(403);
    expect((await t.as({ username: "reviewer" }).get(LIST, { query: base() })).statusCode).toBe(403);
    const bad = await t.as({ username: "admin" }).get(LIST, { query: base({ measure: "indicators_late" }) });
    expect(bad.statusCode).toBe(422);
    const direction = await t.as({ username: "admin" }).get(REPORT, { query: base({ direction: "up" }) });
    expect(direction.statusCode).toBe(422);
  });
});

describe("the on-track band is the admin's setting", () => {
  const SETTING = "/api/other-setting/update";
  it("moves an indicator at 110 % from on track (±15) to ahead (±5) in the report, its list and its periods", async () => {
    const admin = { username: "admin" };
    const office = (await buildOffice(t.database.db, { name: "Band office" })).id;
    // 11 a month against 10: 66 of 60 by Poush and 132 of 120 over the year, 110 % either way.
    const id = await buildIndicator(t.database.db, {
      office,
      annual: 120,
      periods: Array.from({ length: 12 }, () => [10, 11] as const),
    });
    const statusNow = async () => {
      const list = okResponse<TIndicatorList>(
        await t.as(admin).get(LIST, { query: base({ office_id: office, measure: "indicators_reported" }) }),
      );
      const row = list.data.find((r) => r.id === id);
      const periods = await t.as(admin).get(`/api/indicators/${id}/periods`);
      expect(periods.statusCode, periods.body).toBe(200);
      return {
        report: row?.track_status,
        poush: row?.periods[POUSH].status,
        toDate: periods.json().response.to_date.status,
      };
    };
    expect(await statusNow()).toEqual({ report: "on_track", poush: "on_track", toDate: "on_track" });

    // Only a settings manager changes it, within 1 to 50 points; a refusal changes nothing.
    expect((await t.as(staffA).post(SETTING, { indicator_on_track_band: 5 })).statusCode).toBe(403);
    const tooWide = await t.as(admin).post(SETTING, { indicator_on_track_band: 51 });
    expect(tooWide.statusCode).toBe(422);
    expect(await statusNow()).toEqual({ report: "on_track", poush: "on_track", toDate: "on_track" });

    const saved = await t.as(admin).post(SETTING, { indicator_on_track_band: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response.indicator_on_track_band).toBe(5);
    try {
      expect(await statusNow()).toEqual({ report: "ahead", poush: "ahead", toDate: "ahead" });
    } finally {
      await t.as(admin).post(SETTING, { indicator_on_track_band: 15 });
    }
  });
});

describe("a lower-is-better indicator with one bad month and three unreported (issue 30)", () => {
  it("is behind by its reported month only, the same % on the list, each period, the dialog and Excel", async () => {
    const admin = { username: "admin" };
    const office = (await buildOffice(t.database.db, { name: "Accidents office" })).id;
    // 375 a month allowed (4,500 a year from 5,000), 410 happened in Shrawan, Bhadra to Kartik not reported.
    const id = await buildIndicator(t.database.db, {
      office,
      direction: "decrease",
      baseline: 5000,
      annual: 4500,
      periods: Array.from({ length: 12 }, (_, p) => [375, p === 0 ? 410 : null] as const),
    });
    // Baseline counted for 1 of 12 months: 416.67; (416.67 - 410) / (416.67 - 375) = 16 %.
    const expected = {
      target_to_date: 375,
      achieved_to_date: 410,
      percent_achieved: 16,
      track_status: "behind",
    };
    for (const month of [3, 11]) {
      const list = okResponse<TIndicatorList>(
        await t.as(admin).get(LIST, { query: base({ office_id: office, month }) }),
      );
      expect(list.data[0], `month ${month}`).toMatchObject({ id, ...expected });
      expect(list.data[0].periods.slice(0, 4).map((p) => [p.percent, p.status])).toEqual([
        [16, "behind"],
        [null, "not_reporting"],
        [null, "not_reporting"],
        [null, "not_reporting"],
      ]);
      const report = okResponse<TOfficeReport>(
        await t.as(admin).get(REPORT, { query: base({ nikaya_id: office, month }) }),
      );
      expect(countsOf(report, office)).toMatchObject({ indicators_behind: 1, indicators_ahead: 0 });
    }
    // The dialog of last year's indicator: every period ended, the same figures.
    const periods = okResponse<{ to_date: Record<string, unknown>; periods: { status: string | null }[] }>(
      await t.as(admin).get(`/api/indicators/${id}/periods`),
    );
    expect(periods.to_date).toMatchObject({ ended: 12, reported: 1, target: 375, actual: 410, percent: 16 });
    expect(periods.to_date.status).toBe("behind");
    expect(periods.periods.map((p) => p.status)).toEqual(["behind", ...Array(11).fill("not_reporting")]);

    // Excel: the % is a number with two decimals' format, no float noise.
    const res = await t.as(admin).get(`/api/reports/export/suchak/pragarti-esthiti/indicators`, {
      query: { ...base({ office_id: office, month: 3 }), lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const heads = (sheet.getRow(3).values as unknown[]).slice(1);
    const percentCell = sheet.getRow(4).getCell(heads.indexOf("% achieved") + 1);
    expect(percentCell.value).toBe(16);
    expect(percentCell.numFmt).toBe("0.00");
    expect(sheet.getRow(4).getCell(heads.indexOf("Status") + 1).value).toBe("Behind");
  });

  it("rounds every % to 2 decimals, half away from zero, in the list, its periods and Excel", async () => {
    const admin = { username: "admin" };
    const office = (await buildOffice(t.database.db, { name: "Rounding office" })).id;
    // 5 of 6 is 83.333... %; 139 of 200 is 69.5 %, a float's 69.4999999999997 before.
    const a = await buildIndicator(t.database.db, {
      office,
      annual: 72,
      periods: Array.from({ length: 12 }, (_, p) => [6, p === 0 ? 5 : null] as const),
    });
    const b = await buildIndicator(t.database.db, {
      office,
      aggregation: "latest",
      baseline: 0.3,
      annual: 200,
      periods: Array.from({ length: 12 }, (_, p) => [200, p === 0 ? 139.2 : null] as const),
    });
    const list = okResponse<TIndicatorList>(
      await t.as(admin).get(LIST, { query: base({ office_id: office, month: 0 }) }),
    );
    const byId = new Map(list.data.map((r) => [r.id, r]));
    expect(byId.get(a)!.percent_achieved).toBe(83.33);
    // (139.2 - 0.3) / (200 - 0.3) = 69.554...: 69.55.
    expect(byId.get(b)!.percent_achieved).toBe(69.55);
    expect(byId.get(b)!.periods[0].percent).toBe(69.55);
    const res = await t.as(admin).get(`/api/reports/export/suchak/pragarti-esthiti/indicators`, {
      query: { ...base({ office_id: office, month: 0 }), lang: "en" },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const heads = (sheet.getRow(3).values as unknown[]).slice(1);
    const values = [4, 5].map((n) => sheet.getRow(n).getCell(heads.indexOf("% achieved") + 1).value);
    expect(values.sort()).toEqual([69.55, 83.33]);
    const period1 = sheet.getRow(4).getCell(heads.indexOf("Period 1 %") + 1);
    expect(period1.numFmt).toBe("0.00");
  });
});

/**
 * For random indicators (direction, aggregation, review period, baseline or none, periods with a
 * target, an achievement, both or neither) and months, the status and % the report gives each
 * indicator and each of its periods are the rule worked by hand on the stored periods.
 */
const arbIndicator = fc.record({
  direction: fc.constantFrom<IndicatorDirection>("increase", "decrease", "not_applicable"),
  aggregation: fc.constantFrom<IndicatorAggregation>("non_cumulative", "cumulative", "latest"),
  reviewPeriod: fc.constantFrom<ReviewPeriod>("monthly", "quarterly", "four_monthly", "yearly"),
  baseline: fc.option(fc.integer({ min: 0, max: 60 })),
  periods: fc.array(
    fc.tuple(fc.option(fc.integer({ min: 0, max: 80 })), fc.option(fc.integer({ min: 0, max: 80 }))),
    { minLength: 12, maxLength: 12 },
  ),
});

describe("indicator report against the rule by hand (property)", () => {
  it("gives every indicator and every ended period the % and status of its reported periods", async () => {
    const property = fc.asyncProperty(
      fc.array(arbIndicator, { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 0, max: 11 }),
      async (specs, month) => {
        const office = (await buildOffice(t.database.db)).id;
        for (const spec of specs)
          await buildIndicator(t.database.db, {
            office,
            ...spec,
            periods: spec.periods.slice(0, PERIODS[spec.reviewPeriod]),
          });
        const list = okResponse<TIndicatorList>(
          await t
            .as({ username: "admin" })
            .get(LIST, { query: base({ office_id: office, month, per_page: 50 }) }),
        );
        expect(list.total).toBe(specs.length);
        for (const row of list.data) {
          expect(row.ended).toBe(periodsEndedBy(row.review_period, month));
          const hand = byHand(row, row.ended);
          expect(row.track_status).toBe(hand.status);
          expect(row.percent_achieved).toBe(hand.percent);
          expect(row.target_to_date).toBe(hand.target);
          expect(row.achieved_to_date).toBe(hand.actual);
          for (const [i, p] of row.periods.entries()) {
            const period =
              i >= row.ended
                ? { percent: null, status: null }
                : p.actual === null
                  ? { percent: null, status: "not_reporting" }
                  : byHand(row, i + 1);
            expect([p.percent, p.status]).toEqual([period.percent, period.status]);
          }
        }
      },
    );
    await fc.assert(property, { numRuns: 25, endOnFailure: true });
  }, 120_000);
});
