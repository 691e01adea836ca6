import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import {
  buildOffice,
  buildUser,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  projectProfileBody,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * A project's components with weights (issue 30, item 3): its physical progress is their weighted
 * progress, for the year and since start, as the month figures hold it. The expected figures are
 * computed here from the stored component rows with this file's own SQL.
 */

let t: TestApp;
let years: Awaited<ReturnType<typeof fiscalYears>>;
let previousStart: number;
const ids: Record<string, number> = {};
let outsider: { username: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  years = await fiscalYears(db);
  previousStart = (await findFiscalYear(db, { id: years.previous })).startYear;
  // A project head posted to none of these projects: may manage projects, sees none of them.
  outsider = await buildUser(db, {
    role: "ayojana-pramukh",
    nikayaId: (await buildOffice(db, { name: "Components elsewhere" })).id,
  });
});
afterAll(() => t.close());

const profile = () =>
  projectProfileBody(t.database.db, {
    fiscalYearId: years.previous,
    startYear: previousStart,
    nikayaId: ids["336-01-01"],
    name: "मेलम्ची सडक",
  });

const monthReport = (fiscalYearId: number, month: number, achieved: number) => ({
  fiscal_year_id: fiscalYearId,
  month,
  physical_target: 10,
  physical_achieved: achieved,
  financial_target: 10,
  budget: 10,
  expense: 5,
  problems: "",
  remarks: "",
});

/** The stored month figures of a project: physical % for the year and since start, by year and month. */
const stored = (projectId: number) =>
  queryRows<{ fiscal_year_id: number; month: number; achieved: number; achieved_total: number }>(
    t.database.db,
    sql`SELECT fiscal_year_id, month::int AS month, achieved::float8 AS achieved, achieved_total::float8 AS achieved_total
          FROM project_month_figures WHERE project_id = ${projectId} ORDER BY fiscal_year_id, month`,
  );

/** The weighted progress by this file's SQL: sum(weight x %) / sum(weights) to each year's month. */
const expectedWeighted = (projectId: number) =>
  queryRows<{ fiscal_year_id: number; month: number; achieved: number; achieved_total: number }>(
    t.database.db,
    sql`WITH w AS (SELECT sum(weight) AS total FROM project_components WHERE project_id = ${projectId}),
             r AS (SELECT cp.fiscal_year_id, y.start_year, cp.month, c.weight * cp.achieved AS part
                     FROM project_components c
                     JOIN project_component_progress cp ON cp.component_id = c.id
                     JOIN fiscal_years y ON y.id = cp.fiscal_year_id
                    WHERE c.project_id = ${projectId}),
             k AS (SELECT y.id AS fiscal_year_id, y.start_year, m AS month
                     FROM fiscal_years y CROSS JOIN generate_series(0, 11) m
                    WHERE y.id IN (${years.previous}, ${years.current}))
        SELECT k.fiscal_year_id, k.month,
               round(COALESCE((SELECT sum(part) FROM r WHERE r.fiscal_year_id = k.fiscal_year_id AND r.month <= k.month), 0)
                     / (SELECT total FROM w), 2)::float8 AS achieved,
               round(COALESCE((SELECT sum(part) FROM r WHERE r.start_year < k.start_year
                               OR (r.fiscal_year_id = k.fiscal_year_id AND r.month <= k.month)), 0)
                     / (SELECT total FROM w), 2)::float8 AS achieved_total
          FROM k ORDER BY k.fiscal_year_id, k.month`,
  );

describe("project components", () => {
  it("the project's physical progress is its components' weighted progress, for the year and since start", async () => {
    const id = okResponse<{ id: number }>(await t.as(admin).post("/api/ayojana/store", await profile())).id;
    const url = `/api/ayojana/${id}`;
    // Its own month figure counts until it has components.
    okResponse(await t.as(admin).post(`${url}/progress`, monthReport(years.previous, 0, 5)));
    okResponse(await t.as(admin).post(`${url}/progress`, monthReport(years.current, 0, 4)));
    let figures = await stored(id);
    const at = (rows: typeof figures, year: number, month: number) =>
      rows.find((r) => r.fiscal_year_id === year && r.month === month);
    expect(at(figures, years.current, 0)).toMatchObject({ achieved: 4, achieved_total: 9 });

    const added = okResponse<{ components: { id: number; share_percent: number }[] }>(
      await t.as(admin).post(`${url}/components`, { name: "Road", name_np: "सडक", weight: 60 }),
    );
    const road = added.components[0].id;
    const both = okResponse<{ components: { id: number; share_percent: number }[] }>(
      await t.as(admin).post(`${url}/components`, { name: "Bridge", name_np: "पुल", weight: 40 }),
    );
    const bridge = both.components[1].id;
    expect(both.components.map((c) => c.share_percent)).toEqual([60, 40]);

    const report = (component: number, fiscalYearId: number, month: number, achieved: number) =>
      t.as(admin).post(`/api/ayojana/components/${component}/progress`, {
        fiscal_year_id: fiscalYearId,
        month,
        achieved,
      });
    for (const [component, year, month, achieved] of [
      [road, years.previous, 0, 50],
      [road, years.previous, 1, 20],
      [bridge, years.previous, 0, 10],
      [road, years.current, 0, 30],
      [bridge, years.current, 0, 45],
    ])
      okResponse(await report(component, year, month, achieved));

    figures = await stored(id);
    const expected = await expectedWeighted(id);
    for (const row of expected)
      expect(at(figures, row.fiscal_year_id, row.month), `${row.fiscal_year_id}/${row.month}`).toMatchObject(
        row,
      );
    // By hand: the previous year 0.6 x 70 + 0.4 x 10 = 46; this year 0.6 x 30 + 0.4 x 45 = 36, since start 82.
    expect(at(figures, years.previous, 11)).toMatchObject({ achieved: 46, achieved_total: 46 });
    expect(at(figures, years.current, 0)).toMatchObject({ achieved: 36, achieved_total: 82 });

    // The profile's answer: each component's months and sums, and the project's two figures.
    const shown = okResponse<{
      components: { months: (number | null)[]; year_achieved: number; total_achieved: number }[];
      physical: { weighted: boolean; year: number; since_start: number };
    }>(await t.as(admin).get(`${url}/components`, { query: { fiscal_year_id: years.current } }));
    expect(shown.physical).toEqual({ weighted: true, year: 36, since_start: 82 });
    expect(shown.components[0].months.slice(0, 2)).toEqual([30, null]);
    expect(shown.components.map((c) => [c.year_achieved, c.total_achieved])).toEqual([
      [30, 100],
      [45, 55],
    ]);

    // The summary's months and S-curve read the same weighted figure (its own entry of 4 no longer counts).
    const summary = okResponse<{
      months: { month: number; physical_achieved: number | null; cumulative_physical_achieved: number }[];
      s_curve: { month: number; achieved_physical: number | null }[];
    }>(await t.as(admin).get(`/api/ayojana/summary/${id}`, { query: { fiscal_year_id: years.current } }));
    expect(summary.months[0]).toMatchObject({ physical_achieved: 36, cumulative_physical_achieved: 36 });
    expect(summary.s_curve[0].achieved_physical).toBe(36);

    // A new weight re-weighs every month at once: 50/50 makes this year 37.5.
    okResponse(
      await t.as(admin).post(`/api/ayojana/components/${road}`, { name: "Road", name_np: "सडक", weight: 40 }),
    );
    figures = await stored(id);
    expect(at(figures, years.current, 0)).toMatchObject({ achieved: 37.5 });
    for (const row of await expectedWeighted(id))
      expect(at(figures, row.fiscal_year_id, row.month)).toMatchObject(row);
  });

  it("refuses bad input with 4xx and clear messages, keeps to the scope and logs each change", async () => {
    const id = okResponse<{ id: number }>(await t.as(admin).post("/api/ayojana/store", await profile())).id;
    const url = `/api/ayojana/${id}`;
    const weightless = await t
      .as(admin)
      .post(`${url}/components`, { name: "Road", name_np: "सडक", weight: 0 });
    expect(weightless.statusCode).toBe(422);
    expect(weightless.body).toContain("weight");
    const { components } = okResponse<{ components: { id: number }[] }>(
      await t.as(admin).post(`${url}/components`, { name: "Road", name_np: "सडक", weight: 1 }),
    );
    const road = components[0].id;
    const progress = (month: number, achieved: number) =>
      t.as(admin).post(`/api/ayojana/components/${road}/progress`, {
        fiscal_year_id: years.previous,
        month,
        achieved,
      });
    okResponse(await progress(0, 70));
    const over = await progress(1, 40);
    expect(over.statusCode).toBe(422);
    expect(over.data.errors_np.achieved[0]).toContain("१००");
    expect((await progress(0, 101)).statusCode).toBe(422);
    // A component with progress stays (the weighted history would change); an unknown one is 404.
    const removed = await t.as(admin).delete(`/api/ayojana/components/${road}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.data.message_np).toContain("हटाउन मिल्दैन");
    expect((await t.as(admin).delete("/api/ayojana/components/999999")).statusCode).toBe(404);
    // A head not posted to the project neither sees nor changes its components.
    expect((await t.as(outsider).get(`${url}/components`)).statusCode).toBe(404);
    expect(
      (await t.as(outsider).post(`/api/ayojana/components/${road}`, { name: "X", name_np: "क", weight: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(outsider).post(`/api/ayojana/components/${road}/progress`, {
          fiscal_year_id: years.previous,
          month: 0,
          achieved: 1,
        })
      ).statusCode,
    ).toBe(404);
    const spare = okResponse<{ components: { id: number }[] }>(
      await t.as(admin).post(`${url}/components`, { name: "Spare", name_np: "थप", weight: 1 }),
    ).components[1].id;
    expect(
      okResponse<{ components: unknown[] }>(await t.as(admin).delete(`/api/ayojana/components/${spare}`))
        .components,
    ).toHaveLength(1);
    const logged = await queryRows<{ action: string; entity: string }>(
      t.database.db,
      sql`SELECT action, entity FROM activity_logs
           WHERE entity LIKE 'project_component%' AND entity_id IN (${String(road)}, ${String(spare)}) ORDER BY id`,
    );
    expect(logged).toEqual([
      { action: "create", entity: "project_component" },
      { action: "update", entity: "project_component_progress" },
      { action: "create", entity: "project_component" },
      { action: "delete", entity: "project_component" },
    ]);
  });
});
