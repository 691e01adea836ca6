import { isSummaryKind, REPORT_CATALOGUE, screenOf } from "@pragati/domain/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMilestone, fiscalYears, setSettings } from "../../../test/factories";
import { reportOffices, reportQuery } from "../../../test/report-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Offices R > A, R > B and X outside, in the previous fiscal year: twelve milestones (more than a
 * screen page) with entries; the print rows are compared with the JSON pages of each list.
 */
let t: TestApp;
let fy: number;
const tokens: Record<string, string> = {};
const office: Record<string, number> = {};
const LISTS = REPORT_CATALOGUE.filter((report) => !isSummaryKind(report.kind)).map((report) => report.path);

const query = (params: Record<string, string | number>) => reportQuery(fy, params);

/** The secretary, or admin for the consolidated project list (not on a secretary's menu). */
const reader = (path: string) => tokens[screenOf(path).startsWith("reports/") ? "sachib" : "admin"];

const printed = async (path: string, params: Record<string, string | number> = {}) => {
  const res = await t.as(reader(path)).get(`/api/reports/print/${path}?${query(params)}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toContain("application/json");
  return res.json().response as { title: string; filters: string; data: unknown[]; count: number };
};

const listed = async (path: string, params: Record<string, string | number> = {}) => {
  const res = await t.as(reader(path)).get(`/api/reports/${path}?${query({ per_page: 1000, ...params })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { data: unknown[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  fy = (await fiscalYears(db)).previous;
  const built = await reportOffices(t, "Print");
  Object.assign(office, built.office);
  Object.assign(tokens, built.tokens);
  for (let index = 0; index < 12; index++) {
    const built = await buildMilestone(db, {
      nikayaId: index % 3 === 2 ? office.X : index % 2 ? office.B : office.A,
      fiscalYearId: fy,
      targets: { [index % 5]: 10 },
    });
    if (index % 4 === 0) {
      const res = await t.as(tokens.admin).post("/api/pragati/store", {
        milestone_id: built.id,
        month: index % 5,
        status: "completed",
        achieved: 10,
        reasons: [],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe("print rows of the lists", () => {
  it("prints every row of each list, the same rows in the same order as its JSON pages, beyond one screen page", async () => {
    for (const path of LISTS) {
      const all = await listed(path);
      const print = await printed(path);
      expect(print.count, path).toBe(all.data.length);
      expect(print.data, path).toEqual(all.data);
    }
    // The office's milestones in scope outnumber a screen page (10): the print holds them all.
    expect((await printed("table/milestone")).count).toBeGreaterThan(5);
    expect((await listed("table/milestone", { per_page: 10 })).data.length).toBeLessThanOrEqual(10);
  }, 120_000);

  it("prints at most the limit, with the search, and names the filters in the title lines of the language", async () => {
    const limited = await printed("table/milestone", { limit: 3, lang: "en" });
    expect(limited.count).toBe(3);
    expect(limited.data).toEqual((await listed("table/milestone", { per_page: 3 })).data);
    expect(limited.title).toBe("Milestone table");
    expect(limited.filters).toContain("Month: Mangsir (up to the month)");

    const nepali = await printed("monthly-milestone-esthiti-detail", {
      office_id: office.A,
      measure: "total",
      rating: 3,
    });
    expect(nepali.filters).toContain("महिना: मंसिर (महिनासम्म)");
    expect(nepali.filters).toContain("मूल्याङ्कन: ३");
    expect(nepali.count).toBe(0);

    const one = (await listed("table/milestone")).data[0] as { code: string };
    const searched = await printed("table/milestone", { search: one.code });
    expect(searched.data).toEqual((await listed("table/milestone", { search: one.code })).data);
  });

  it("refuses as the JSON endpoints do, before any row starts", async () => {
    expect((await t.anonymous.get(`/api/reports/print/table/milestone?${query({})}`)).statusCode).toBe(401);
    expect(
      (await t.as(tokens.noReports).get(`/api/reports/print/table/milestone?${query({})}`)).statusCode,
    ).toBe(403);
    const outside = await t
      .as(tokens.sachib)
      .get(`/api/reports/print/table/milestone?${query({ nikaya_id: office.X })}`);
    expect(outside.statusCode).toBe(404);
    const tooMany = await t
      .as(tokens.sachib)
      .get(`/api/reports/print/table/milestone?${query({ limit: 100_001 })}`);
    expect(tooMany.statusCode).toBe(422);
    const badMeasure = await t
      .as(tokens.sachib)
      .get(`/api/reports/print/table/milestone?${query({ measure: "completed" })}`);
    expect(badMeasure.statusCode).toBe(422);
    expect(badMeasure.json().errors_np.measure).toBeDefined();
    // Summaries print from the screen as they are: they have no print rows.
    expect(
      (await t.as(tokens.sachib).get(`/api/reports/print/monthly-milestone-esthiti?${query({})}`)).statusCode,
    ).toBe(404);
  });
});
