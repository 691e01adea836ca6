import type { TDataQualityList, TOfficeReport } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import {
  buildQualityData,
  type Expected,
  type Fixture,
  keysOf,
  MONTH,
} from "../../../test/data-quality-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { exportedWorkbook, sheetRows } from "../../../test/workbook";

/**
 * The data-quality report (issue 33 item 5): per office, the warnings of a stream's month counted per
 * check, explained and not. The office explains its project month's warnings and submits it; its
 * sibling does not: the test counts each measure itself from the fixture's expected warnings, and every
 * count drills into exactly the warnings behind it, with their explanations.
 */
let t: TestApp;
let f: Fixture;
const REPORT = "/api/reports/data-quality/project";
const LIST = "/api/reports/data-quality/warnings";

/** The test's own rule for each measure over the expected warnings and the explained offices. */
const RULES: Record<string, (w: Expected) => boolean> = {
  warnings_total: () => true,
  warnings_explained: (w) => w.office_id === f.offices.office,
  warnings_unexplained: (w) => w.office_id !== f.offices.office,
  warnings_progress_gap: (w) => w.check === "progress_gap",
  warnings_treasury_gap: (w) => w.check === "treasury_gap",
};
const query = () => ({ fiscal_year_id: f.streamYear.project, month: MONTH });

beforeAll(async () => {
  t = await createTestApp();
  f = await buildQualityData(t);
  okResponse(
    await t.as(f.users.office).post("/api/approvals/submit", {
      stream: "project",
      fiscal_year_id: f.streamYear.project,
      month: MONTH,
      office_id: f.offices.office,
      explanations: f.expected.project
        .filter((w) => w.office_id === f.offices.office)
        .map((w) => ({ check: w.check, record_id: w.record_id, text: `Because of ${w.check}` })),
    }),
  );
});
afterAll(() => t.close());

describe("the data-quality report", () => {
  it("counts each office's warnings per check, explained and not, as the test counts them", async () => {
    const answer = okResponse<TOfficeReport>(await t.as(f.users.ministry).get(REPORT, { query: query() }));
    // Every warning, explained, not explained, then the stream's checks.
    expect(answer.columns.map((c) => c.key)).toEqual(Object.keys(RULES));
    for (const [measure, rule] of Object.entries(RULES)) {
      expect(answer.totals.counts[measure], measure).toBe(f.expected.project.filter(rule).length);
      for (const office of [f.offices.office, f.offices.sibling])
        expect(answer.rows.find((r) => r.nikaya_id === office)?.counts[measure], `${office} ${measure}`).toBe(
          f.expected.project.filter((w) => w.office_id === office && rule(w)).length,
        );
    }
    expect(answer.totals.counts.warnings_explained).toBeGreaterThan(0);
    expect(answer.totals.counts.warnings_unexplained).toBeGreaterThan(0);
  });

  it("drills from every count, totals and rows alike, into exactly the warnings behind it", async () => {
    const answer = okResponse<TOfficeReport>(await t.as(f.users.ministry).get(REPORT, { query: query() }));
    for (const column of answer.columns) {
      expect(column.drill?.report).toBe("data-quality/warnings");
      const list = okResponse<TDataQualityList>(
        await t
          .as(f.users.ministry)
          .get(LIST, { query: { ...answer.totals.drill, ...column.drill!.params, per_page: 100 } }),
      );
      expect(list.total, column.key).toBe(answer.totals.counts[column.key]);
      expect(
        keysOf(list.data.map((r) => ({ check: r.check, record_id: r.record_id, office_id: r.nikaya_id }))),
        column.key,
      ).toEqual(keysOf(f.expected.project.filter(RULES[column.key])));
      for (const row of answer.rows) {
        const one = okResponse<TDataQualityList>(
          await t
            .as(f.users.ministry)
            .get(LIST, { query: { ...row.drill, ...column.drill!.params, per_page: 100 } }),
        );
        expect(one.total, `${row.nikaya_name} ${column.key}`).toBe(row.counts[column.key]);
      }
    }
    const explained = okResponse<TDataQualityList>(
      await t.as(f.users.ministry).get(LIST, {
        query: { ...query(), stream: "project", measure: "warnings_explained", per_page: 100 },
      }),
    );
    for (const row of explained.data) {
      expect(row.explanation).toBe(`Because of ${row.check}`);
      expect(row.explained_by).toBeTruthy();
    }
  });

  it("keeps to the caller's scope: an office sees its own warnings, another subtree is refused", async () => {
    const own = okResponse<TOfficeReport>(await t.as(f.users.sibling).get(REPORT, { query: query() }));
    expect(own.rows.map((r) => r.nikaya_id)).toEqual([f.offices.sibling]);
    expect(own.totals.counts.warnings_total).toBe(
      f.expected.project.filter((w) => w.office_id === f.offices.sibling).length,
    );
    const outside = await t
      .as(f.users.outsider)
      .get(REPORT, { query: { ...query(), nikaya_id: f.offices.ministry } });
    expect(outside.statusCode).toBe(404);
    const outsideList = await t
      .as(f.users.outsider)
      .get(LIST, { query: { ...query(), stream: "project", office_id: f.offices.office } });
    expect(outsideList.statusCode).toBe(404);
    const bad = await t.as(f.users.ministry).get(LIST, { query: { ...query(), measure: "warnings_all" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message_np).toBeTruthy();
  });

  it("exports the summary and the warnings to Excel and prints the warnings, with the same figures", async () => {
    const answer = okResponse<TOfficeReport>(await t.as(f.users.ministry).get(REPORT, { query: query() }));
    const sheetOf = async (url: string, extra: Record<string, string | number>) => {
      const res = await t.as(f.users.ministry).get(url, { query: { ...query(), lang: "en", ...extra } });
      return sheetRows((await exportedWorkbook(res)).worksheets[0], { includeEmpty: true });
    };
    const summary = await sheetOf("/api/reports/export/data-quality/project", {});
    expect(summary[0][0]).toBe("Data quality: project progress");
    expect(summary.at(-1)).toEqual(["Total", ...answer.columns.map((c) => answer.totals.counts[c.key])]);
    const list = await sheetOf("/api/reports/export/data-quality/warnings", {
      stream: "project",
      measure: "warnings_explained",
    });
    expect(list.some((row) => row.includes("Because of progress_gap"))).toBe(true);
    const print = okResponse<{ count: number }>(
      await t.as(f.users.ministry).get("/api/reports/print/data-quality/warnings", {
        query: { ...query(), stream: "project", lang: "en", limit: 100 },
      }),
    );
    expect(print.count).toBe(answer.totals.counts.warnings_total);
  });
});
