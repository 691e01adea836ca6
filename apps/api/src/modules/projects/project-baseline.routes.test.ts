import type { TProjectSummary } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin, finance } from "../../../test/demo-users";
import { findFiscalYear, fiscalYears, officeIdsByCode, storeProject } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * A project year's baseline and the one financial % rule, on last year's months (admin enters any
 * month of a past year): the case of Shrawan..Kartik entered, then Mangsir's budget.
 */

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let startYear: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).previous;
  startYear = (await findFiscalYear(t.database.db, { id: year })).startYear;
});
afterAll(() => t.close());

const round2 = (value: number) => Math.round(value * 100) / 100;

const newProject = (name: string) =>
  storeProject(t, admin, { fiscal_year_id: year, name, nikaya_id: ids["336-01-01"], initial_cost: 5000 });

const PLAN = {
  annual_budget: 1400,
  planned_physical: [5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 5, 5],
  planned_financial: [10, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
  approved_by: "सचिव, भौतिक पूर्वाधार मन्त्रालय",
};

const month = (m: number, budget: number, expense: number) => ({
  fiscal_year_id: year,
  month: m,
  physical_target: 5,
  physical_achieved: 4,
  financial_target: 10,
  budget,
  expense,
});

const summaryOf = async (id: number): Promise<TProjectSummary> =>
  okResponse(await t.as(admin).get(`/api/ayojana/summary/${id}`, { query: { fiscal_year_id: year } }));

const listRow = async (id: number, m: number, name: string) => {
  const list = okResponse(
    await t.as(admin).get("/api/reports/ayojana-akikrit-pragati/projects", {
      query: { fiscal_year_id: year, month: m, measure: "projects", search: name, per_page: 100 },
    }),
  );
  return list.data.find((row: { id: number }) => row.id === id);
};

describe("project baseline and financial progress", () => {
  it("keeps an earlier month's financial % when a later month's budget is entered, and shows it alike on every screen", async () => {
    const name = "अरुण तेस्रो पहुँच सडक";
    const id = await newProject(name);
    const set = await t
      .as(admin)
      .post(`/api/ayojana/${id}/baselines`, { ...PLAN, fiscal_year_id: year, set_on: `${startYear}-04-01` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.response).toHaveLength(1);
    expect(set.data.response[0]).toMatchObject({ version: 1, annual_budget: 1400, reason: "" });

    // Shrawan..Kartik, 200 lakh budget a month.
    const expenses = [150, 200, 250, 300];
    for (const [m, expense] of expenses.entries())
      expect((await t.as(admin).post(`/api/ayojana/${id}/progress`, month(m, 200, expense))).statusCode).toBe(
        200,
      );
    const before = await summaryOf(id);
    // Expected: the expense to each month over the year's 1,400 lakh as planned (plain arithmetic).
    let running = 0;
    const expected = expenses.map((e) => {
      running += e;
      return round2((running / 1400) * 100);
    });
    expect(expected).toEqual([10.71, 25, 42.86, 64.29]);
    expect(before.s_curve.slice(0, 4).map((p) => p.achieved_financial)).toEqual(expected);

    // Mangsir's budget entered: the earlier months do not move (they did: Shrawan 18.75 -> 12.5 when the
    // denominator was the budgets entered so far).
    expect((await t.as(admin).post(`/api/ayojana/${id}/progress`, month(4, 600, 100))).statusCode).toBe(200);
    const after = await summaryOf(id);
    expect(after.s_curve.slice(0, 4).map((p) => p.achieved_financial)).toEqual(expected);
    expect(after.s_curve[4].achieved_financial).toBe(round2((1000 / 1400) * 100));

    // One month, one financial %: the months table and the consolidated list show the S-curve's.
    for (const m of [0, 2, 4]) {
      expect(after.months[m].financial_progress).toBe(after.s_curve[m].achieved_financial);
      expect((await listRow(id, m, name)).financial_percent).toBe(after.s_curve[m].achieved_financial);
    }

    // The to-month budget %: the expense to the month over the budget planned to it (1,400 x 10 % a
    // month), not the annual %.
    expect(after.months[2]).toMatchObject({ planned_budget: 420, budget_percent: round2((600 / 420) * 100) });
    expect(after.months[2].budget_percent).not.toBe(after.months[2].financial_progress);
    const row = await listRow(id, 2, name);
    expect(row).toMatchObject({ budget: 420, expense: 600, expense_percent: round2((600 / 420) * 100) });

    // The profile's expense since the start is the months' reported expense, the treasury's beside it.
    const [stored] = await queryRows<{ total: number }>(
      t.database.db,
      sql`SELECT sum(expense)::float8 AS total FROM project_progress WHERE project_id = ${id}`,
    );
    expect(after.reported_expense).toBe(stored.total);
    expect(after.reported_expense).toBe(1000);
    expect(after.treasury.expense).toBe(0);
  });

  it("changes the plan only by a new version with its date, reason and approver; the S-curve shows the one in force and the original", async () => {
    const id = await newProject("मेलम्ची पहुँच मार्ग");
    const url = `/api/ayojana/${id}/baselines`;
    okResponse(await t.as(admin).post(url, { ...PLAN, fiscal_year_id: year, set_on: `${startYear}-04-01` }));
    okResponse(await t.as(admin).post(`/api/ayojana/${id}/progress`, month(0, 200, 140)));

    const noReason = await t
      .as(admin)
      .post(url, { ...PLAN, annual_budget: 2000, fiscal_year_id: year, set_on: `${startYear}-08-01` });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.data.errors.reason).toBeDefined();
    expect(noReason.data.errors_np.reason[0]).toContain("कारण");
    expect(noReason.data.message_np).toBeTruthy();

    const changed = await t.as(admin).post(url, {
      ...PLAN,
      annual_budget: 2000,
      planned_physical: [5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 10, 10],
      fiscal_year_id: year,
      set_on: `${startYear}-08-01`,
      reason: "थप बजेट विनियोजन",
      approved_by: "मन्त्रिपरिषद्",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data.response.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    const summary = await summaryOf(id);
    expect(summary.baseline?.in_force).toMatchObject({
      version: 2,
      annual_budget: 2000,
      set_on: `${startYear}-08-01`,
      reason: "थप बजेट विनियोजन",
      approved_by: "मन्त्रिपरिषद्",
    });
    expect(summary.baseline?.original).toMatchObject({ version: 1, annual_budget: 1400 });
    // The curve plans with the version in force; the original's curve is given beside it.
    expect(summary.s_curve[3].planned_physical).toBe(20);
    expect(summary.baseline?.original_curve[3]).toEqual({ month: 3, physical: 30, financial: 40 });
    expect(summary.s_curve[0].achieved_financial).toBe(7);

    // The versions are kept, oldest first.
    const versions = okResponse(await t.as(admin).get(url, { query: { fiscal_year_id: year } }));
    expect(
      versions.map((v: { version: number; annual_budget: number }) => [v.version, v.annual_budget]),
    ).toEqual([
      [1, 1400],
      [2, 2000],
    ]);
  });

  it("refuses a bad plan field by field in both languages and changes nothing; follows the project scope", async () => {
    const id = await newProject("तामाकोशी पुल");
    const url = `/api/ayojana/${id}/baselines`;
    const over = await t.as(admin).post(url, {
      ...PLAN,
      planned_physical: [20, 20, 20, 20, 20, 20, 0, 0, 0, 0, 0, 0],
      planned_financial: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10.5],
      fiscal_year_id: year,
      set_on: `${startYear}-04-01`,
    });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.data.errors).sort()).toEqual(["planned_financial", "planned_physical"]);
    expect(over.data.errors_np.planned_physical[0]).toContain("१००%");
    expect(over.data.errors.planned_financial[0]).toContain("100%");
    const short = await t
      .as(admin)
      .post(url, { ...PLAN, planned_physical: [10], fiscal_year_id: year, set_on: `${startYear}-04-01` });
    expect(short.statusCode).toBe(422);
    const zero = await t
      .as(admin)
      .post(url, { ...PLAN, annual_budget: 0, fiscal_year_id: year, set_on: `${startYear}-04-01` });
    expect(zero.statusCode).toBe(422);
    const badDate = await t.as(admin).post(url, { ...PLAN, fiscal_year_id: year, set_on: "2080-13-40" });
    expect(badDate.statusCode).toBe(422);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM project_baselines WHERE project_id = ${id}`,
    );
    expect(count.n).toBe(0);

    const outside = await t
      .as(finance)
      .post(url, { ...PLAN, fiscal_year_id: year, set_on: `${startYear}-04-01` });
    // Office staff of another ministry may not manage projects at all; nor see this one.
    expect(outside.statusCode).toBe(403);
    expect((await t.as(finance).get(url)).statusCode).toBe(404);
    expect((await t.anonymous.get(url)).statusCode).toBe(401);
  });
});
