import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../../src/db/client";
import { okResponse, PDF } from "../client";
import { admin, roads as office, sachib } from "../demo-users";
import {
  buildOffice,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  projectProfileBody,
  setSettings,
} from "../factories";
import { storeIndicator } from "../indicators-fixture";
import { createTestApp, type TestApp } from "../test-app";

/**
 * Indicator periods, project months, project components and the year locks hold under concurrency (lock,
 * then read; state-locks.test.ts holds monitoring, contracts and meetings): 20 identical changes fired at
 * once on PostgreSQL (PGlite has one connection, so only here can two transactions overlap). A removal
 * happens once (the others find nothing: 404); a save that replaces a value is stored and counted once;
 * a limit (files, 100 %) holds against what the others committed; a lock switched on is logged once.
 */
let t: TestApp;
const ids: Record<string, number> = {};
// `office`, the Department of Roads, is the reporting office of the indicators below.
let years: Awaited<ReturnType<typeof fiscalYears>>;
let previousStart: number;

const TIMES = 20;
beforeAll(async () => {
  t = await createTestApp({ poolSize: TIMES + 2 });
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  years = await fiscalYears(db);
  previousStart = (await findFiscalYear(db, { id: years.previous })).startYear;
  // The suchak window holds any day, and monthly period 2 is the open one.
  await setSettings(db, {
    suchakPeriodFrom: "2000-01-01",
    suchakPeriodTo: "2200-12-30",
    activeSuchakMonths: [2],
    suchakReportingMonth: 2,
    ayojanaPeriodFrom: null,
    ayojanaPeriodTo: null,
    // A month's physical progress counts as reported here; a jump's evidence and acceptance:
    // project-jump.routes.test.ts.
    evidenceForProjectJump: false,
  });
});
afterAll(() => t.close());

/** The same call `TIMES` times at once. */
const race = (call: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: TIMES }, call));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((res) => res.statusCode).sort();
const times = (status: number, n: number) => Array.from({ length: n }, () => status);

/** Every refusal names itself in both languages. */
const expectBilingualRefusals = (answers: LightMyRequestResponse[]) => {
  for (const res of answers.filter((r) => r.statusCode >= 400)) {
    expect(res.json().message).toBeTruthy();
    expect(res.json().message_np).toBeTruthy();
  }
};

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${query}`))[0].n;

const logged = (entity: string, entityId: number, more = sql`TRUE`) =>
  count(sql`activity_logs WHERE entity = ${entity} AND entity_id = ${String(entityId)} AND ${more}`);

// --- indicator periods -------------------------------------------------------------------------------

const defineIndicator = async () =>
  (await storeIndicator(t, sachib, { fiscal_year_id: years.current, responsible_office_id: ids["336-01"] }))
    .id;

describe("indicator periods under concurrency", () => {
  it("an achievement entered 20 times at once is stored once", async () => {
    const id = await defineIndicator();
    const answers = await race(() =>
      t.as(office).post(`/api/indicators/${id}/achievements/2`, { actual: 7, comment: "Once" }),
    );
    expect(statuses(answers)).toEqual(times(200, TIMES));
    const rows = await queryRows<{ period: number; actual: number }>(
      t.database.db,
      sql`SELECT period, actual::float8 AS actual FROM indicator_periods
           WHERE indicator_id = ${id} AND actual IS NOT NULL`,
    );
    expect(rows).toEqual([{ period: 2, actual: 7 }]);
  });

  it("20 evidence uploads of one file at once keep the period's five, the rest refused", async () => {
    const id = await defineIndicator();
    const answers = await race(() =>
      t.as(office).upload(`/api/indicators/${id}/achievements/2/files`, {
        files: [{ name: "site-report.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(statuses(answers)).toEqual([...times(200, 5), ...times(422, TIMES - 5)]);
    expectBilingualRefusals(answers);
    expect(
      await count(sql`indicator_period_files f JOIN indicator_periods p ON p.id = f.period_id
        WHERE p.indicator_id = ${id} AND p.period = 2`),
    ).toBe(5);
  });

  it("an indicator removed 20 times at once is removed once: one 200, the others 404, logged once", async () => {
    const id = await defineIndicator();
    const answers = await race(() => t.as(sachib).delete(`/api/indicators/delete/${id}`));
    expect(statuses(answers)).toEqual([200, ...times(404, TIMES - 1)]);
    expectBilingualRefusals(answers);
    expect(await logged("indicator", id, sql`action = 'delete'`)).toBe(1);
  });
});

// --- project months and components -------------------------------------------------------------------

const createProject = async () =>
  okResponse<{ id: number }>(
    await t.as(admin).post(
      "/api/ayojana/store",
      await projectProfileBody(t.database.db, {
        fiscalYearId: years.previous,
        startYear: previousStart,
        nikayaId: ids["336-01-01"],
        name: "Concurrent corridor",
      }),
    ),
  ).id;

const monthReport = (month: number, achieved: number) => ({
  fiscal_year_id: years.previous,
  month,
  physical_target: 5,
  physical_achieved: achieved,
  financial_target: 5,
  budget: 10,
  expense: 4,
  problems: "",
  remarks: "",
});

/** The project's stored physical % of the previous year at its last month. */
const yearAchieved = async (projectId: number) =>
  (
    await queryRows<{ achieved: number }>(
      t.database.db,
      sql`SELECT achieved::float8 AS achieved FROM project_month_figures
           WHERE project_id = ${projectId} AND fiscal_year_id = ${years.previous} AND month = 11`,
    )
  )[0]?.achieved;

describe("project months under concurrency", () => {
  it("a month saved 20 times at once is stored once, created once and counted once in the figures", async () => {
    const id = await createProject();
    const answers = await race(() => t.as(admin).post(`/api/ayojana/${id}/progress`, monthReport(3, 7)));
    expect(statuses(answers)).toEqual(times(200, TIMES));
    expect(await count(sql`project_progress WHERE project_id = ${id}`)).toBe(1);
    expect(await logged("project_progress", id, sql`action = 'create'`)).toBe(1);
    // One month of 7 %: the year's figure is 7, not a multiple of it.
    expect(await yearAchieved(id)).toBe(7);
  });

  it("twelve months of 60 % at once: one is kept, the others break the year's 100 % and are refused", async () => {
    const id = await createProject();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, month) =>
        t.as(admin).post(`/api/ayojana/${id}/progress`, monthReport(month, 60)),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...times(422, 11)]);
    expectBilingualRefusals(answers);
    expect(await count(sql`project_progress WHERE project_id = ${id}`)).toBe(1);
    expect(await yearAchieved(id)).toBe(60);
  });
});

const addComponent = async (projectId: number) =>
  okResponse<{ components: { id: number }[] }>(
    await t
      .as(admin)
      .post(`/api/ayojana/${projectId}/components`, { name: "Road", name_np: "सडक", weight: 1 }),
  ).components[0].id;

const componentMonth = (componentId: number, achieved: number) =>
  t.as(admin).post(`/api/ayojana/components/${componentId}/progress`, {
    fiscal_year_id: years.previous,
    month: 2,
    achieved,
  });

describe("project components under concurrency", () => {
  it("a component removed 20 times at once is removed once: one 200, the others 404, logged once", async () => {
    const component = await addComponent(await createProject());
    const answers = await race(() => t.as(admin).delete(`/api/ayojana/components/${component}`));
    expect(statuses(answers)).toEqual([200, ...times(404, TIMES - 1)]);
    expectBilingualRefusals(answers);
    expect(await logged("project_component", component, sql`action = 'delete'`)).toBe(1);
  });

  it("a component's month saved 20 times at once is stored once and counted once", async () => {
    const id = await createProject();
    const component = await addComponent(id);
    expect(statuses(await race(() => componentMonth(component, 30)))).toEqual(times(200, TIMES));
    expect(await count(sql`project_component_progress WHERE component_id = ${component}`)).toBe(1);
    expect(await yearAchieved(id)).toBe(30);
  });

  it("a removal and a month's progress at once: one of them wins, never a 500", async () => {
    for (let round = 0; round < 10; round++) {
      const component = await addComponent(await createProject());
      const [removal, month] = await Promise.all([
        t.as(admin).delete(`/api/ayojana/components/${component}`),
        componentMonth(component, 30),
      ]);
      const left = await count(sql`project_components WHERE id = ${component}`);
      // Removed first: the month finds no component (404). Reported first: the removal is refused (409).
      if (removal.statusCode === 200) expect([month.statusCode, left]).toEqual([404, 0]);
      else expect([removal.statusCode, month.statusCode, left]).toEqual([409, 200, 1]);
      expectBilingualRefusals([removal, month]);
    }
  });
});

// --- the year locks ----------------------------------------------------------------------------------

describe("year locks under concurrency", () => {
  it("an office's lock switched on 20 times at once is stored and logged once; switched off likewise", async () => {
    const { id } = await buildOffice(t.database.db, { parentId: ids["336-01"] });
    const set = (on: boolean) =>
      race(() =>
        t
          .as(admin)
          .post(`/api/nikaya/locks/update/${id}`, { fiscal_year_id: years.current, indicator_lock: on }),
      );
    const stored = () =>
      count(
        sql`locks WHERE office_id = ${id} AND kind = 'indicator_lock' AND fiscal_year_id = ${years.current}`,
      );
    // Saving a lock already in place changes nothing (200, not logged), as one save after another does.
    expect(statuses(await set(true))).toEqual(times(200, TIMES));
    expect(await stored()).toBe(1);
    expect(await logged("office_lock", id)).toBe(1);
    expect(statuses(await set(false))).toEqual(times(200, TIMES));
    expect(await stored()).toBe(0);
    expect(await logged("office_lock", id)).toBe(2);
  });

  it("a global lock switched on 20 times at once on the settings screen is stored and logged once", async () => {
    const set = (on: boolean) =>
      race(() =>
        t
          .as(admin)
          .post("/api/other-setting/update", { lock_fiscal_year_id: years.current, contract_lock: on }),
      );
    const stored = () =>
      count(
        sql`locks WHERE office_id IS NULL AND kind = 'contract_lock' AND fiscal_year_id = ${years.current}`,
      );
    const changes = () =>
      count(sql`activity_logs WHERE entity = 'other_setting' AND changes->'after' ? 'contract_lock'`);
    expect(statuses(await set(true))).toEqual(times(200, TIMES));
    expect([await stored(), await changes()]).toEqual([1, 1]);
    expect(statuses(await set(false))).toEqual(times(200, TIMES));
    expect([await stored(), await changes()]).toEqual([0, 2]);
  });
});

// --- notices ----------------------------------------------------------------------------------------

describe("a notice's files under concurrency", () => {
  it("20 uploads of one file at once keep the notice's five, the rest refused, each logged once", async () => {
    const id = okResponse<{ id: number }>(
      await t.as(admin).post("/api/notices/store", { title: "Concurrent files", is_public: true }),
    ).id;
    const answers = await race(() =>
      t.as(admin).upload(`/api/notices/files/${id}`, {
        files: [{ name: "circular.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(statuses(answers)).toEqual([...times(200, 5), ...times(422, TIMES - 5)]);
    expectBilingualRefusals(answers);
    expect(await count(sql`notice_files WHERE notice_id = ${id}`)).toBe(5);
    expect(await logged("notice", id, sql`changes::text LIKE '%files_added%'`)).toBe(5);
  });
});
