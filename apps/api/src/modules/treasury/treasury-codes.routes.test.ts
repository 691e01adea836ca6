import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildProject, findFiscalYear, loginAs, officeByCode, setSettings } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { importTreasuryFile } from "../../../test/treasury-fixture";
import { queryRows } from "../../db/client";

/** Matching the files' codes to the product's offices and projects, and the reports after it. */
let t: TestApp;
let sachib: string;
let year: number;
let office: { id: number; name_np: string };
let ministry: { id: number; name_np: string };
let project: { id: number; name: string };

const HOME = "गृह मन्त्रालय";
const KATHMANDU_CODE = "31401001";
const LALITPUR = "जिल्ला प्रशासन कार्यालय ललितपुर";

type Code = {
  kind: string;
  code: string;
  name: string | null;
  rows: number;
  office: { id: number; name_np: string } | null;
  project: { id: number; name: string } | null;
};
type Report = {
  rows: { name: string; values: Record<string, number>; drill: Record<string, string | number> }[];
  totals: { values: Record<string, number> };
};

const importFile = (name: string, number: string, unit: string) =>
  importTreasuryFile(
    t.as(admin),
    { name },
    { report_number: number, fiscal_year_id: year, as_of: "2082-10-15", unit },
  );

const codes = async (kind: string, as: Caller = admin) =>
  okResponse<Code[]>(await t.as(as).get("/api/treasury/codes", { query: { fiscal_year_id: year, kind } }));

const map = (body: Record<string, unknown>, as: Caller = admin) => t.as(as).post("/api/treasury/codes", body);

const report = async (reportPath: string, query: Record<string, string> = {}) =>
  okResponse<Report>(
    await t.as(admin).get(`/api/reports/${reportPath}`, { query: { fiscal_year_id: year, ...query } }),
  );

/** The daily analysis's total expense on the year's one office-expense date, with filters. */
const dailyExpense = async (filters: Record<string, string>) => {
  const answer = okResponse<{ rows: { values: Record<string, number> }[] }>(
    await t.as(admin).get("/api/reports/fcgo/daily-budgetary-analysis", {
      query: { fiscal_year_id: year, ...filters },
    }),
  );
  return answer.rows.at(-1)?.values.total_expense;
};

beforeAll(async () => {
  t = await createTestApp();
  sachib = await loginAs(t.app, "sachib");
  year = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
  await importFile("2066-subheads-rupees-devanagari.csv", "2066", "rupees");
  await importFile("2104-projects-lakh-devanagari.csv", "2104", "lakh");
  const roads = await officeByCode(t.database.db, "336-01");
  office = { id: roads.id, name_np: roads.nameNp };
  const top = await officeByCode(t.database.db, "305");
  ministry = { id: top.id, name_np: top.nameNp };
  const built = await buildProject(t.database.db, {
    nikayaId: roads.id,
    fiscalYearId: year,
    name: "Treasury matched project",
  });
  project = { id: built.id, name: "Treasury matched project" };
});
afterAll(() => t.close());

describe("treasury codes", () => {
  it("lists the codes of the year's files that match nothing by themselves, with their names and rows", async () => {
    const offices = await codes("office");
    expect(offices.find((c) => c.code === KATHMANDU_CODE)).toEqual({
      kind: "office",
      code: KATHMANDU_CODE,
      name: "जिल्ला प्रशासन कार्यालय काठमाडौं",
      rows: 2,
      office: null,
      project: null,
    });
    // 2104 files no office code: the office is keyed by its name.
    expect(offices.map((c) => c.code)).toContain("सडक विभाग");
    const subheads = await codes("subhead");
    expect(subheads.map((c) => c.code)).toEqual(["31401011", "31401012", "33701013"]);
    const projects = await codes("project");
    expect(projects.map((c) => [c.code, c.name])).toContainEqual(["3370113", "सडक बोर्ड सडक मर्मत"]);
  });

  it("shows a mapped office, ministry, sub-head and project under the product's name; the rest as filed", async () => {
    const before = await report("fcgo-details/office-expenses");
    okResponse(await map({ kind: "ministry", code: HOME, office_id: ministry.id }));
    okResponse(await map({ kind: "office", code: KATHMANDU_CODE, office_id: office.id }));
    okResponse(await map({ kind: "subhead", code: "31401011", project_id: project.id }));
    okResponse(await map({ kind: "project", code: "3370113", project_id: project.id }));

    const top = await report("fcgo-details/office-expenses");
    expect(top.rows.map((row) => row.name)).toContain(ministry.name_np);
    expect(top.rows.map((row) => row.name)).not.toContain(HOME);
    expect(top.totals.values).toEqual(before.totals.values);

    const offices = await report("fcgo-details/office-expenses", { ministry: ministry.name_np });
    expect(offices.rows.map((row) => row.name)).toEqual([office.name_np, LALITPUR]);
    const subheads = await report("fcgo-details/office-expenses", {
      ministry: ministry.name_np,
      office: office.name_np,
    });
    expect(subheads.rows.map((row) => [row.name, row.values.total_expense])).toEqual([
      [project.name, 38_000],
      ["31401012", 25_000],
    ]);
    expect(subheads.totals.values.total_expense).toBe(63_000);
    // The daily analysis filters by the same names (tested on the filed columns, without the joins).
    expect(await dailyExpense({ ministry: ministry.name_np, office: office.name_np })).toBe(63_000);
    expect(await dailyExpense({ ministry: ministry.name_np, office: LALITPUR })).toBe(65_000);
    expect(await dailyExpense({ ministry: HOME })).toBe(0);
    expect(await dailyExpense({ office: "जिल्ला प्रशासन कार्यालय काठमाडौं" })).toBe(0);

    const projects = await report("fcgo-details/projects", {
      ministry: "भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
      office: "सडक विभाग",
    });
    expect(projects.rows.map((row) => row.name)).toEqual([project.name, "मध्य पहाडी लोकमार्ग"]);

    const mapped = (await codes("office")).find((c) => c.code === KATHMANDU_CODE);
    expect(mapped?.office).toMatchObject({ id: office.id, name_np: office.name_np });
    const [log] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM activity_logs WHERE entity = 'treasury_code_map'`,
    );
    expect(log?.count).toBe(4);
  });

  it("removes a match when neither office nor project is given: the rows go back to their filed name", async () => {
    okResponse(await map({ kind: "office", code: KATHMANDU_CODE, office_id: null }));
    const offices = await report("fcgo-details/office-expenses", { ministry: ministry.name_np });
    expect(offices.rows.map((row) => row.name)).toEqual(["जिल्ला प्रशासन कार्यालय काठमाडौं", LALITPUR]);
    expect(await dailyExpense({ office: "जिल्ला प्रशासन कार्यालय काठमाडौं", province: "बागमती" })).toBe(63_000);
    expect((await codes("office")).find((c) => c.code === KATHMANDU_CODE)?.office).toBeNull();
  });

  it("refuses a target of the wrong kind or missing, and anyone without the import permission", async () => {
    const wrong = await map({ kind: "office", code: KATHMANDU_CODE, project_id: project.id });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain("निकायसँग");
    const missing = await map({ kind: "subhead", code: "31401011", project_id: 999_999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.project_id[0]).toContain("no such project");
    const badKind = await map({ kind: "account", code: "21111", office_id: office.id });
    expect(badKind.statusCode).toBe(422);
    expect(
      (await map({ kind: "office", code: KATHMANDU_CODE, office_id: office.id }, sachib)).statusCode,
    ).toBe(403);
    const listed = await t
      .as(sachib)
      .get("/api/treasury/codes", { query: { fiscal_year_id: year, kind: "office" } });
    expect(listed.statusCode).toBe(403);
    expect((await t.anonymous.get("/api/treasury/codes", { query: { kind: "office" } })).statusCode).toBe(
      401,
    );
  });

  it("puts the treasury expense % of a project's sub-heads beside its reported financial %, flagging the gap beyond the setting", async () => {
    const roads = await officeByCode(t.database.db, "336-01");
    const built = await buildProject(t.database.db, {
      nikayaId: roads.id,
      fiscalYearId: year,
      name: "Treasury gap project",
      progress: [{ month: 0, target: 10, achieved: 10, budget: 100, expense: 20 }],
    });
    // Sub-head 31401012 of the file: 50,000 budget, 25,000 spent (50%).
    okResponse(await map({ kind: "subhead", code: "31401012", project_id: built.id }));
    const summary = async () =>
      okResponse<{
        s_curve: { achieved_financial: number | null; achieved_physical: number | null }[];
        treasury: Record<string, unknown>;
      }>(await t.as(admin).get(`/api/ayojana/summary/${built.id}`, { query: { fiscal_year_id: year } }));
    const first = await summary();
    const financial = first.s_curve.reduce<number | null>((found, p) => p.achieved_financial ?? found, null);
    expect(financial).not.toBeNull();
    expect(first.treasury).toMatchObject({
      as_of: "2082-10-15",
      subheads: ["31401012"],
      budget: 50_000,
      expense: 25_000,
      expense_percent: 50,
      financial_percent: financial,
      gap: Math.round((50 - (financial ?? 0)) * 100) / 100,
      gap_limit: 10,
      flagged: Math.abs(50 - (financial ?? 0)) > 10,
    });
    await setSettings(t.database.db, { treasuryGapPercent: 100 });
    expect((await summary()).treasury).toMatchObject({ gap_limit: 100, flagged: false });
    // Sub-head 31401011 is filed under two offices: 38,000 + 65,000 of 1,20,000 + 90,000.
    const matched = okResponse<{ treasury: Record<string, unknown> }>(
      await t.as(admin).get(`/api/ayojana/summary/${project.id}`, { query: { fiscal_year_id: year } }),
    );
    expect(matched.treasury).toMatchObject({
      subheads: ["31401011"],
      budget: 210_000,
      expense: 103_000,
      expense_percent: 49.05,
    });
    // A year without an office-expense snapshot: no treasury %, no gap.
    const empty = okResponse<{ treasury: Record<string, unknown> }>(
      await t.as(admin).get(`/api/ayojana/summary/${project.id}`, { query: { fiscal_year_id: year - 1 } }),
    );
    expect(empty.treasury).toMatchObject({ as_of: null, expense_percent: null, gap: null, flagged: false });
  });
});
