import {
  drillOf,
  type TIndicatorList,
  type TIndicatorProgress,
  type TOfficeReport,
} from "@pragati/domain/contract";
import type { IndicatorAggregation, IndicatorDirection, ReviewPeriod } from "@pragati/domain/indicators";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { buildUser, fiscalYears, officeIdsByCode, setSettings } from "../../../test/factories";
import { byHand, PERIODS } from "../../../test/indicator-by-hand";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * One rule per figure (issue 30, item 6): for three callers (admin, a ministry's secretary, the staff of
 * a department that reports indicators) the headline indicator figures are worked out here from the
 * stored rows (raw SQL, then arithmetic), and the report's counts, its list, each count's drill-down,
 * the indicator's dialog and the Excel list all show the same.
 */

let t: TestApp;
let fy: number;
const MONTH = 5;
const REPORT = "/api/reports/suchak/pragarti-esthiti";
const LIST = `${REPORT}/indicators`;
const STATUSES = ["behind", "on_track", "ahead", "not_reporting"] as const;

type Caller = { username: string };
const callers: Record<string, Caller> = { admin: { username: "admin" }, ministry: { username: "sachib" } };

beforeAll(async () => {
  t = await createTestApp();
  fy = (await fiscalYears(t.database.db)).current;
  const offices = await officeIdsByCode(t.database.db);
  // Staff of the Department of Roads, which reports two of the ministry's indicators.
  callers.department = await buildUser(t.database.db, { role: "nikaya", nikayaId: offices["336-01"] });
  await setSettings(t.database.db, { suchakReportingMonth: MONTH });
  // A reported month dropped and a bad one added: unreported periods among reported ones.
  await t.database.db.execute(sql`UPDATE indicator_periods ip SET actual = NULL
      FROM indicators i WHERE i.id = ip.indicator_id AND i.code = 'MOPIT-2' AND ip.period = 1`);
  await t.database.db.execute(sql`UPDATE indicator_periods ip SET actual = ip.target * 1.3
      FROM indicators i WHERE i.id = ip.indicator_id AND i.code = 'MOPIT-2' AND ip.period = 0`);
});
afterAll(() => t.close());

type StoredRow = {
  id: number;
  code: string;
  aggregation: IndicatorAggregation;
  direction: IndicatorDirection;
  review_period: ReviewPeriod;
  baseline: number | null;
  period: number | null;
  target: number | null;
  actual: number | null;
};

/** The caller's indicators of the year as stored, and each one's figures worked out by hand. */
const expectedFor = async (username: string) => {
  const rows = await queryRows<StoredRow>(
    t.database.db,
    sql`SELECT i.id, i.code, i.aggregation, i.direction, i.review_period, i.baseline::float8 AS baseline,
               ip.period, ip.target::float8 AS target, ip.actual::float8 AS actual
          FROM indicators i
          LEFT JOIN indicator_periods ip ON ip.indicator_id = i.id
          JOIN users u ON u.username = ${username}
          JOIN roles r ON r.id = u.role_id
          LEFT JOIN offices uo ON uo.id = u.nikaya_id
         WHERE i.fiscal_year_id = ${fy}
           AND (r.slug = 'admin' OR EXISTS (
                 SELECT 1 FROM offices o
                  WHERE o.id IN (i.nikaya_id, COALESCE(i.responsible_office_id, i.nikaya_id))
                    AND o.path LIKE uo.path || '%'))
         ORDER BY i.id, ip.period`,
  );
  const byId = new Map<number, StoredRow[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return [...byId.entries()].map(([id, stored]) => {
    const first = stored[0];
    const n = PERIODS[first.review_period];
    const periods = Array.from({ length: n }, (_, p) => {
      const found = stored.find((s) => s.period === p);
      return { target: found?.target ?? null, actual: found?.actual ?? null };
    });
    const ended = Array.from({ length: n }, (_, p) => ((p + 1) * 12) / n - 1).filter(
      (m) => m <= MONTH,
    ).length;
    return { id, code: first.code, ended, ...byHand({ ...first, periods }, ended) };
  });
};

describe("indicator figures agree everywhere, worked out from the stored rows", () => {
  for (const who of ["admin", "ministry", "department"] as const)
    it(`for ${who}: report counts, list, drill-downs, dialog and Excel`, async () => {
      const caller = callers[who];
      const expected = await expectedFor(caller.username);
      expect(expected.length).toBeGreaterThan(0);
      const query = { fiscal_year_id: fy, month: MONTH };

      // The report's totals by status.
      const report = okResponse<TOfficeReport>(await t.as(caller).get(REPORT, { query }));
      for (const status of STATUSES)
        expect(report.totals.counts[`indicators_${status}`], status).toBe(
          expected.filter((e) => e.status === status).length,
        );
      expect(report.totals.counts.indicators).toBe(expected.length);

      // The list: each indicator's figures.
      const list = okResponse<TIndicatorList>(
        await t.as(caller).get(LIST, { query: { ...query, per_page: 100 } }),
      );
      expect(list.total).toBe(expected.length);
      for (const e of expected) {
        const row = list.data.find((r) => r.id === e.id)!;
        expect(
          [row.target_to_date, row.achieved_to_date, row.percent_achieved, row.track_status],
          e.code,
        ).toEqual([e.target, e.actual, e.percent, e.status]);
      }

      // Each status count drills into exactly its indicators.
      for (const status of STATUSES) {
        const column = report.columns.find((c) => c.key === `indicators_${status}`)!;
        const drill = drillOf(column, report.totals)!;
        const listed = okResponse<TIndicatorList>(
          await t
            .as(caller)
            .get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 100 } }),
        );
        expect(listed.data.map((r) => r.id).sort(), status).toEqual(
          expected
            .filter((e) => e.status === status)
            .map((e) => e.id)
            .sort(),
        );
      }

      // The indicator's dialog (periods view).
      for (const e of expected) {
        const progress = okResponse<TIndicatorProgress>(
          await t.as(caller).get(`/api/indicators/${e.id}/periods`),
        );
        expect(
          [progress.to_date.ended, progress.to_date.percent, progress.to_date.status],
          `dialog ${e.code}`,
        ).toEqual([e.ended, e.percent, e.status]);
      }

      // Excel: the same % (numbers, two decimals' format) and status words.
      const res = await t.as(caller).get(`/api/reports/export/suchak/pragarti-esthiti/indicators`, {
        query: { ...query, lang: "en" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const heads = (sheet.getRow(3).values as unknown[]).slice(1);
      const words: Record<string, string> = {
        behind: "Behind",
        on_track: "On track",
        ahead: "Ahead",
        not_reporting: "Not reporting",
      };
      expect(sheet.rowCount - 3).toBe(expected.length);
      for (let n = 4; n <= sheet.rowCount; n++) {
        const row = sheet.getRow(n);
        const e = expected.find((x) => x.code === row.getCell(heads.indexOf("Indicator code") + 1).value)!;
        const percent = row.getCell(heads.indexOf("% achieved") + 1);
        expect([percent.value ?? null, row.getCell(heads.indexOf("Status") + 1).value], e.code).toEqual([
          e.percent,
          words[e.status],
        ]);
        if (e.percent !== null) expect(percent.numFmt).toBe("0.00");
      }
    });

  it("the ministry's lower-is-better indicator with a bad first month and an unreported one is counted by what was reported", async () => {
    const expected = await expectedFor("sachib");
    const roads = expected.find((e) => e.code === "MOPIT-2")!;
    // Only the reported months count; the first, 30 % over its allowance, pulls it behind.
    expect(roads.status).toBe("behind");
  });
});
