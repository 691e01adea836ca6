import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import { findFiscalYear, fiscalYears, officeIdsByCode, projectProfileBody } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { computedProjectFigures, type ProjectFiguresRow, storedProjectFigures } from "./project-figures";

let t: TestApp;
const ids: Record<string, number> = {};
let years: Awaited<ReturnType<typeof fiscalYears>>;
let startYear: number;
let previousStart: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  years = await fiscalYears(t.database.db);
  startYear = (await findFiscalYear(t.database.db, { id: years.current })).startYear;
  previousStart = startYear - 1;
});
afterAll(() => t.close());

/** The stored month figures equal their computation from scratch, row for row. */
const expectInStep = async () => {
  const [stored, computed] = await Promise.all([
    storedProjectFigures(t.database.db),
    computedProjectFigures(t.database.db),
  ]);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(computed);
};

const rowsOf = async (projectId: number, fiscalYearId: number) =>
  (await storedProjectFigures(t.database.db)).filter(
    (r) => r.project_id === projectId && r.fiscal_year_id === fiscalYearId,
  );

const pick = (rows: ProjectFiguresRow[], key: keyof ProjectFiguresRow) => rows.map((r) => r[key]);

const profile = (patch: Record<string, unknown> = {}) =>
  projectProfileBody(
    t.database.db,
    {
      fiscalYearId: years.previous,
      startYear: previousStart,
      nikayaId: ids["336-01-01"],
      name: "कालीगण्डकी पुल",
    },
    patch,
  );

const progress = (month: number, patch: Record<string, unknown> = {}) => ({
  fiscal_year_id: years.previous,
  month,
  physical_target: 10,
  physical_achieved: 6,
  financial_target: 10,
  budget: 50,
  expense: 40,
  problems: "",
  remarks: "",
  ...patch,
});

describe("project month figures", () => {
  it("stay equal to their computation after every kind of write, with the figures each write means", async () => {
    const created = await t.as(admin).post("/api/ayojana/store", await profile());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.data.response.id as number;
    const url = `/api/ayojana/${id}`;

    // Created: twelve months of the profiled year at the initial estimate, nothing reported.
    await expectInStep();
    let rows = await rowsOf(id, years.previous);
    expect(pick(rows, "month")).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(pick(rows, "cost"))).toEqual(new Set([1000]));
    expect(rows.some((r) => r.reported || r.over_cost || r.extended)).toBe(false);

    // Months 0 and 2 reported: running sums, month 1 not reported; without a baseline the targets
    // entered are the plan and there is no budget as planned (never the budgets entered so far).
    for (const month of [0, 2])
      expect((await t.as(admin).post(`${url}/progress`, progress(month))).statusCode).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(pick(rows, "reported").slice(0, 4)).toEqual([true, false, true, false]);
    expect(pick(rows, "achieved").slice(0, 4)).toEqual([6, 6, 12, 12]);
    expect(pick(rows, "planned").slice(0, 3)).toEqual([10, 10, 20]);
    expect(pick(rows, "expense").slice(0, 3)).toEqual([40, 40, 80]);
    expect(new Set(pick(rows, "year_budget"))).toEqual(new Set([0]));

    // The year's plan set: the baseline's budget on every month, its planned curve and budget to month.
    const baseline = await t.as(admin).post(`${url}/baselines`, {
      fiscal_year_id: years.previous,
      annual_budget: 400,
      planned_physical: [5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 5, 5],
      planned_financial: [10, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
      set_on: `${previousStart}-04-01`,
      approved_by: "Secretary",
    });
    expect(baseline.statusCode, baseline.body).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(new Set(pick(rows, "year_budget"))).toEqual(new Set([400]));
    expect(pick(rows, "planned").slice(0, 3)).toEqual([5, 10, 20]);
    // 400 x 10 %, 20 %, 30 %
    expect(pick(rows, "planned_budget").slice(0, 3)).toEqual([40, 80, 120]);

    // A month entered again replaces its figures; the year's budget as planned does not move.
    const edited = await t
      .as(admin)
      .post(`${url}/progress`, progress(0, { physical_achieved: 10, budget: 70, expense: 70 }));
    expect(edited.statusCode, edited.body).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(pick(rows, "achieved").slice(0, 3)).toEqual([10, 10, 16]);
    expect(rows[11]).toMatchObject({
      planned: 100,
      budget: 120,
      expense: 110,
      year_budget: 400,
      planned_budget: 400,
    });

    // A cost revision dated in Ashwin (month 2) counts from that month on; an extension from its month.
    const revised = await t.as(admin).post(`${url}/cost-revisions`, {
      revised_on: `${previousStart}-06-10`,
      amount: 1250,
      reason: "Design",
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const extended = await t.as(admin).post(`${url}/time-extensions`, {
      extended_on: `${previousStart}-09-05`,
      new_end_date: `${previousStart + 3}-03-30`,
      reason: "Land",
    });
    expect(extended.statusCode, extended.body).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(pick(rows, "cost").slice(0, 4)).toEqual([1000, 1000, 1250, 1250]);
    expect(pick(rows, "over_cost").slice(0, 3)).toEqual([false, false, true]);
    expect(pick(rows, "extended").slice(4, 7)).toEqual([false, true, true]);

    // A later revision below the estimate is the current cost and no longer over cost.
    expect(
      (
        await t.as(admin).post(`${url}/cost-revisions`, {
          revised_on: `${previousStart}-10-01`,
          amount: 900,
          reason: "Scope",
        })
      ).statusCode,
    ).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(rows[6]).toMatchObject({ cost: 900, over_cost: false });

    // Editing the profile: a new estimate changes the months before the first revision.
    const updated = await t
      .as(admin)
      .post(`/api/ayojana/update/${id}`, await profile({ initial_cost: 1100 }));
    expect(updated.statusCode, updated.body).toBe(200);
    await expectInStep();
    rows = await rowsOf(id, years.previous);
    expect(pick(rows, "cost").slice(0, 3)).toEqual([1100, 1100, 1250]);
    expect(rows[2].over_cost).toBe(true);

    // Progress in the current year adds that year's rows; moving the profile there keeps the old year
    // (it holds progress) and the new one.
    const thisYear = await t
      .as(admin)
      .post(`${url}/progress`, progress(0, { fiscal_year_id: years.current, physical_achieved: 3 }));
    expect(thisYear.statusCode, thisYear.body).toBe(200);
    await expectInStep();
    expect((await rowsOf(id, years.current))[0]).toMatchObject({ achieved: 3, reported: true });
    expect(
      (
        await t
          .as(admin)
          .post(
            `/api/ayojana/update/${id}`,
            await profile({ fiscal_year_id: years.current, initial_cost: 1100 }),
          )
      ).statusCode,
    ).toBe(200);
    await expectInStep();
    expect(await rowsOf(id, years.previous)).toHaveLength(12);
  });

  it("a profile moved to another year without progress leaves the old year; a deleted project leaves no rows", async () => {
    const created = await t.as(admin).post("/api/ayojana/store", await profile({ name: "सेती पुल" }));
    const id = created.data.response.id as number;
    expect(await rowsOf(id, years.previous)).toHaveLength(12);
    const moved = await t
      .as(admin)
      .post(`/api/ayojana/update/${id}`, await profile({ name: "सेती पुल", fiscal_year_id: years.current }));
    expect(moved.statusCode, moved.body).toBe(200);
    await expectInStep();
    expect(await rowsOf(id, years.previous)).toHaveLength(0);
    expect(await rowsOf(id, years.current)).toHaveLength(12);

    expect((await t.as(admin).delete(`/api/ayojana/delete/${id}`)).statusCode).toBe(200);
    await expectInStep();
    expect(await rowsOf(id, years.current)).toHaveLength(0);
  });

  it("a refused write leaves the figures as they were", async () => {
    const created = await t.as(admin).post("/api/ayojana/store", await profile({ name: "मादी पुल" }));
    const id = created.data.response.id as number;
    const before = await rowsOf(id, years.previous);
    const tooMuch = await t
      .as(admin)
      .post(`/api/ayojana/${id}/progress`, progress(0, { physical_target: 101, physical_achieved: 101 }));
    expect(tooMuch.statusCode).toBe(422);
    expect(await rowsOf(id, years.previous)).toEqual(before);
    await expectInStep();
  });
});
