import { EXPORT_COLUMNS } from "@pragati/domain/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMilestone, findOffice, fiscalYears, setSettings } from "../../../test/factories";
import { reportOffices, reportQuery } from "../../../test/report-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { exportedWorkbook, sheetRows } from "../../../test/workbook";
import { EXPORT_SOURCES } from "./reports-export.sources";

/**
 * Offices R > A, R > B and X outside, in the previous fiscal year (every month open). Milestones of A
 * (one titled in Devanagari) and B with entries; the exports are compared with the JSON endpoints.
 */
let t: TestApp;
let fy: number;
const tokens: Record<string, string> = {};
const office: Record<string, number> = {};
const NEPALI_TITLE = "सडक निर्माण कार्य सम्पन्न";

const query = (params: Record<string, string | number>) => reportQuery(fy, params);

const json = async (path: string, params: Record<string, string | number> = {}, as = "sachib") => {
  const res = await t.as(tokens[as]).get(`/api/reports/${path}?${query(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
};

/** The export's sheet as plain rows (title, filters, headings, data..., totals). */
const exported = async (path: string, params: Record<string, string | number> = {}, as = "sachib") => {
  const res = await t.as(tokens[as]).get(`/api/reports/export/${path}?${query(params)}`);
  const workbook = await exportedWorkbook(res);
  expect(res.headers["content-type"]).toContain("spreadsheetml");
  return sheetRows(workbook.worksheets[0], { includeEmpty: true });
};

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  fy = (await fiscalYears(db)).previous;
  const built = await reportOffices(t, "Export");
  Object.assign(office, built.office);
  Object.assign(tokens, built.tokens);

  const plan: { office: string; targets: Record<number, number>; entries: [number, string, number][] }[] = [
    {
      office: "A",
      targets: { 1: 10, 3: 10 },
      entries: [
        [1, "in_progress", 10],
        [3, "completed", 20],
      ],
    },
    { office: "A", targets: { 2: 10 }, entries: [[2, "in_progress", 10]] },
    { office: "A", targets: { 4: 10 }, entries: [] },
    { office: "B", targets: { 0: 5, 4: 5 }, entries: [[0, "in_progress", 5]] },
    { office: "B", targets: { 3: 8 }, entries: [[3, "completed", 8]] },
    { office: "X", targets: { 0: 5 }, entries: [[0, "completed", 5]] },
  ];
  for (const [index, milestone] of plan.entries()) {
    const built = await buildMilestone(db, {
      nikayaId: office[milestone.office],
      fiscalYearId: fy,
      targets: milestone.targets,
      title: index === 0 ? NEPALI_TITLE : undefined,
    });
    for (const [month, status, achieved] of milestone.entries) {
      const res = await t
        .as(tokens.admin)
        .post("/api/pragati/store", { milestone_id: built.id, month, status, achieved, reasons: [] });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("Excel export of the reports", () => {
  it("writes a summary with the title, the filters, every office's counts as numbers and the totals row", async () => {
    const report = await json("monthly-milestone-esthiti");
    const rows = await exported("monthly-milestone-esthiti", { nikaya_id: office.R });
    expect(rows[0][0]).toBe("मासिक माइलस्टोन स्थिति");
    expect(rows[1][0]).toContain("महिना: मंसिर (महिनासम्म)");
    const root = await findOffice(t.database.db, office.R);
    expect(rows[1][0]).toContain(`निकाय: ${root.nameNp}`);
    // The office, its month's approval (no month of these offices is submitted), then the counts.
    expect(rows[2]).toEqual(["निकाय", "महिनाको स्वीकृति", "जम्मा", ...rows[2].slice(3)]);
    const body = rows.slice(3, -1);
    const keys = report.columns.map((c: { key: string }) => c.key);
    expect(body).toEqual(
      report.rows.map((row: { nikaya_name_np: string; counts: Record<string, number> }) => [
        row.nikaya_name_np,
        "खुला",
        ...keys.map((k: string) => row.counts[k]),
      ]),
    );
    expect(rows.at(-1)).toEqual(["जम्मा", undefined, ...keys.map((k: string) => report.totals.counts[k])]);
    expect(report.totals.counts.total).toBe(5);
  });

  it("writes a detail list row for row as its JSON endpoint, Devanagari intact", async () => {
    const params = { measure: "not_started", office_id: office.A };
    const list = await json("monthly-milestone-esthiti-detail", { ...params, per_page: 100 });
    const rows = await exported("monthly-milestone-esthiti-detail", params);
    const data = rows.slice(3);
    expect(data.map((row) => row[2])).toEqual(
      list.data.map((row: { milestone_master_id: number }) => row.milestone_master_id),
    );
    expect(data).toHaveLength(list.total);

    const all = await json("monthly-milestone-esthiti-detail", { measure: "total", per_page: 100 });
    const allRows = (await exported("monthly-milestone-esthiti-detail", { measure: "total" })).slice(3);
    expect(allRows).toHaveLength(all.total);
    expect(allRows.map((row) => row[4])).toContain(NEPALI_TITLE);
    for (const [i, row] of all.data.entries()) {
      expect(allRows[i][2]).toBe(row.milestone_master_id);
      expect(allRows[i][10]).toBe(row.annual_target);
      expect(typeof allRows[i][10]).toBe("number");
    }
  });

  it("exports the chosen number of rows of the flat tables, in English when asked", async () => {
    const rows = await exported("table/milestone", { limit: 2, lang: "en" });
    expect(rows[0][0]).toBe("Milestone table");
    expect(rows[1][0]).toContain("Month: Mangsir (up to the month)");
    expect(rows[2][0]).toBe("Activity no.");
    expect(rows.slice(3)).toHaveLength(2);
    const activities = await json("table/activities", { per_page: 100 });
    const activityRows = (await exported("table/activities")).slice(3);
    expect(activityRows.map((row) => row[4])).toEqual(
      activities.data.map((row: { activity_title: string }) => row.activity_title),
    );
  });

  it("lays out the sheets its reports declare: a type and a subtype column, the timetable's months", async () => {
    const types = await exported("milestone-type-wise", { lang: "en" });
    expect(types[2].slice(0, 2)).toEqual(["Type", "Subtype"]);
    const typeRows = (await json("milestone-type-wise")).rows as { level: string }[];
    expect(types.slice(3, -1).map((row) => (row[0] ? "type" : "subtype"))).toEqual(
      typeRows.map((row) => row.level),
    );

    const timetable = await json("milestone-samay-sharani", { per_page: 1000 });
    const sheet = await exported("milestone-samay-sharani");
    const fixed = EXPORT_COLUMNS.timetable.length;
    expect(sheet[2]).toHaveLength(fixed + 24);
    expect(sheet[2].slice(fixed, fixed + 2)).toEqual(["साउन लक्ष्य", "साउन उपलब्धि"]);
    expect(sheet[2].at(-1)).toBe("असार उपलब्धि");
    for (const [i, row] of (
      timetable.data as { months: { target: number | null; achieved: number | null }[] }[]
    ).entries())
      expect(Array.from({ length: 24 }, (_, k) => sheet[3 + i][fixed + k] ?? null)).toEqual(
        row.months.flatMap((month) => [month.target, month.achieved]),
      );
  });

  it("writes every report of the screens, each with as many rows as its JSON answer", async () => {
    for (const [path, source] of Object.entries(EXPORT_SOURCES)) {
      // The consolidated project view is not on a secretary's menu: admin reads it.
      const as = source.report.screen.startsWith("reports/") ? "sachib" : "admin";
      const answer = await json(path, { per_page: 1000 }, as);
      const rows = await exported(path, {}, as).catch((error) => {
        throw new Error(`${path}: ${error}`);
      });
      // A summary adds its totals row; the daily budgetary analysis (one row per date) has none.
      const expected =
        "total" in answer && typeof answer.total === "number"
          ? answer.total
          : answer.rows.length + ("totals" in answer ? 1 : 0);
      expect(rows.length - 3, path).toBe(expected);
    }
  }, 120_000);

  it("refuses as the JSON endpoints do, before any file starts", async () => {
    expect(
      (await t.anonymous.get(`/api/reports/export/monthly-milestone-esthiti?${query({})}`)).statusCode,
    ).toBe(401);
    expect(
      (await t.as(tokens.noReports).get(`/api/reports/export/monthly-milestone-esthiti?${query({})}`))
        .statusCode,
    ).toBe(403);
    const outside = await t
      .as(tokens.sachib)
      .get(`/api/reports/export/table/milestone?${query({ nikaya_id: office.X })}`);
    expect(outside.statusCode).toBe(404);
    const tooMany = await t
      .as(tokens.sachib)
      .get(`/api/reports/export/table/milestone?${query({ limit: 100_001 })}`);
    expect(tooMany.statusCode).toBe(422);
    const badMeasure = await t
      .as(tokens.sachib)
      .get(`/api/reports/export/table/milestone?${query({ measure: "completed" })}`);
    expect(badMeasure.statusCode).toBe(422);
    expect(badMeasure.json().errors_np.measure).toBeDefined();
  });
});
