import type { TConsolidatedReport } from "@pragati/domain/contract";
import { drillOf } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import {
  buildOffice,
  buildProject,
  buildUser,
  findFiscalYear,
  fiscalYears,
  grantMenu,
  officeIdsByCode,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { workbookOf } from "../../../test/workbook";
import { queryRows } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";

/**
 * The consolidated project and contract views per office (issue 30, items 4 and 6): one row per child
 * office of the caller's scope, the scope named alike on the screen's answer and in the Excel title;
 * and every headline figure computed here from the stored rows (SQL over the tables, not the report's
 * statements) for admin, a ministry's secretary and a project head of a division office, against the
 * view's rows and totals, the lists behind the counts, the Excel sheet and the project dashboard.
 * Read as of Ashadh (month 11, the year's end) of the current fiscal year, over the demo data and the
 * offices built here: a division office D (the demo's Kathmandu road division) with two sections S1
 * and S2.
 */

let t: TestApp;
let fy: number;
let startYear: number;
let today: string;
const ids: Record<string, number> = {};
const o: Record<string, number> = {};
let top: { id: number; path: string };
let head: { id: number; username: string };

const M = 11;
const PROJECTS = "/api/reports/ayojana-akikrit-pragati";
const CONTRACTS = "/api/reports/thekka-akkikrit-pragarti";
const ministry = { username: "mof.sachib" };

type Caller = { username: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  fy = (await fiscalYears(db)).current;
  startYear = (await findFiscalYear(db, { id: fy })).startYear;
  Object.assign(ids, await officeIdsByCode(db));
  [top] = await queryRows<{ id: number; path: string }>(
    db,
    sql`SELECT id, path FROM offices WHERE parent_id IS NULL`,
  );
  today = (await buildSetupBlock(db)).current_date;
  o.D = ids["336-01-01"];
  o.S1 = (await buildOffice(db, { parentId: o.D, name: "Division section one" })).id;
  o.S2 = (await buildOffice(db, { parentId: o.D, name: "Division section two" })).id;
  head = await buildUser(db, { role: "ayojana-pramukh", nikayaId: o.D });
  // The secretary reads the consolidated project view once admin adds it to the role's menu.
  await grantMenu(db, "sachib", ["ayojana-akikrit-pragati"]);

  const month = (m: number, target: number, achieved: number, budget: number, expense: number) => ({
    month: m,
    target,
    achieved,
    budget,
    expense,
  });
  const onS1 = await buildProject(db, {
    nikayaId: o.S1,
    fiscalYearId: fy,
    initialCost: 300,
    revisions: [{ on: `${startYear}-05-10`, amount: 360 }],
    progress: [month(0, 10, 4, 30, 12), month(1, 10, 6, 30, 18)],
  });
  const onS2 = await buildProject(db, {
    nikayaId: o.S2,
    fiscalYearId: fy,
    initialCost: 200,
    extensions: [{ on: `${startYear}-06-01`, newEnd: "2090-01-01" }],
    progress: [month(0, 20, 25, 50, 40)],
  });
  const onD = await buildProject(db, { nikayaId: o.D, fiscalYearId: fy, initialCost: 80 });
  // In the division's section but not posted to the head: admin's and the office's, not the head's.
  await buildProject(db, { nikayaId: o.S1, fiscalYearId: fy, progress: [month(2, 5, 0, 10, 1)] });
  // A ministry of finance project (the secretary's scope).
  const onMof = await buildProject(db, {
    nikayaId: ids["305-01"],
    fiscalYearId: fy,
    initialCost: 120,
    progress: [month(3, 30, 10, 70, 35)],
  });
  // Reported in Ashadh, each in one NPC band of achievement of target: 85 of 100 planned, 30 of 60, 10 of 40.
  const npc = [
    await buildProject(db, {
      nikayaId: o.S2,
      fiscalYearId: fy,
      progress: [month(0, 50, 45, 10, 5), month(M, 50, 40, 10, 5)],
    }),
    await buildProject(db, {
      nikayaId: o.S1,
      fiscalYearId: fy,
      progress: [month(0, 40, 20, 10, 5), month(M, 20, 10, 10, 5)],
    }),
    await buildProject(db, { nikayaId: o.S1, fiscalYearId: fy, progress: [month(M, 40, 10, 10, 5)] }),
  ];
  for (const project of [onS1, onS2, onD, ...npc])
    okResponse(
      await t.as(admin).post("/api/ayojana/heads", {
        project_id: project.id,
        user_id: head.id,
        posted_on: `${startYear - 1}-04-01`,
      }),
    );

  let number = 0;
  const contract = async (args: {
    project: number;
    office: number;
    amount?: number;
    variation?: number;
    extended?: boolean;
  }) => {
    const stored = okResponse<{ id: number }>(
      await t.as(admin).post("/api/thekka/store", {
        project_id: args.project,
        nikaya_id: args.office,
        fiscal_year_id: fy,
        number: `CV/${++number}`,
        title: `Consolidated package ${number}`,
        category: "works",
        method: "open_national",
        estimated_amount: 100 + number,
        planned: {
          invitation: `${startYear}-04-05`,
          award: `${startYear}-05-01`,
          completion: `${startYear + 1}-03-20`,
        },
        ...(args.amount === undefined ? {} : { contract_amount: args.amount, contractor: "Himal Nirman" }),
      }),
    );
    if (args.amount !== undefined)
      for (const move of [
        { action: "tender", dates: { invitation: `${startYear}-04-02` } },
        { action: "evaluate", dates: { opening: `${startYear}-04-10` } },
        { action: "award", dates: { award: `${startYear}-04-20` } },
        { action: "sign", dates: { agreement: `${startYear}-04-25` } },
      ])
        okResponse(await t.as(admin).post(`/api/thekka/${stored.id}/move`, move));
    if (args.variation !== undefined)
      okResponse(
        await t.as(admin).post(`/api/thekka/${stored.id}/variations`, {
          varied_on: `${startYear}-04-28`,
          new_amount: args.variation,
          reason: "थप काम",
        }),
      );
    if (args.extended)
      okResponse(
        await t.as(admin).post(`/api/thekka/${stored.id}/extensions`, {
          extended_on: `${startYear}-04-29`,
          new_end_date: `${startYear + 2}-03-30`,
          reason: "बाढी",
        }),
      );
  };
  await contract({ project: onS1.id, office: o.S1, amount: 250, variation: 275, extended: true });
  await contract({ project: onS2.id, office: o.S2 });
  await contract({ project: onD.id, office: o.D, amount: 60 });
  await contract({ project: onMof.id, office: ids["305-01"], amount: 90, variation: 80 });
});
afterAll(() => t.close());

const query = (extra: Record<string, unknown> = {}) => ({ fiscal_year_id: fy, month: M, ...extra });

const view = async (path: string, caller: Caller, extra: Record<string, unknown> = {}) =>
  okResponse<TConsolidatedReport>(await t.as(caller).get(path, { query: query(extra) }));

/** The Excel sheet of a view: its filter row, and the body rows (label, counts, figures) and totals. */
const sheetOf = async (path: string, caller: Caller, lang: "en" | "np") => {
  const res = await t.as(caller).get(path.replace("/api/reports/", "/api/reports/export/"), {
    query: query({ lang }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const sheet = (await workbookOf(res.rawPayload)).worksheets[0];
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const rows = Array.from({ length: sheet.rowCount - 3 }, (_, i) => cells(i + 4));
  return { filters: String(cells(2)[0]), body: rows.slice(0, -1), totals: rows.at(-1) ?? [] };
};

// --- the figures computed here -----------------------------------------------------------------

type Figures = { counts: Record<string, number>; values: Record<string, number> };

/** The caller's root office as the rule states it: admin the one top office, a ministry its own, the head D. */
const rootOf = (caller: Caller) => (caller === admin ? top.id : caller === ministry ? ids["305"] : o.D);

/** The section (child of the root, or the root itself) an office of `path` falls in. */
const sectionOf = (rootPath: string, rootId: number, path: string) =>
  Number(path.slice(rootPath.length).split("/")[0] || rootId);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The caller's projects read from the tables, with the project's office path. */
const storedProjects = async (caller: Caller) => {
  const [root] = await queryRows<{ path: string }>(
    t.database.db,
    sql`SELECT path FROM offices WHERE id = ${rootOf(caller)}`,
  );
  const scope =
    caller === admin
      ? sql`TRUE`
      : caller === ministry
        ? sql`o.path LIKE ${`${root.path}%`}`
        : sql`EXISTS (SELECT 1 FROM project_heads ph WHERE ph.project_id = p.id AND ph.user_id = ${head.id}
                       AND ph.posted_on <= ${today} AND ph.terminated_on IS NULL)`;
  const monthEnd = `${startYear + 1}-03-32`;
  const rows = await queryRows<{
    id: number;
    path: string;
    initial: number;
    revised: number | null;
    extended: boolean;
    planned: number;
    achieved: number;
    reported: boolean;
    budget: number;
    expense: number;
  }>(
    t.database.db,
    sql`SELECT p.id, o.path, p.initial_cost::float8 AS initial,
               (SELECT r.amount::float8 FROM project_cost_revisions r WHERE r.project_id = p.id
                   AND r.revised_on <= ${monthEnd} ORDER BY r.revised_on DESC, r.id DESC LIMIT 1) AS revised,
               EXISTS (SELECT 1 FROM project_time_extensions e WHERE e.project_id = p.id
                        AND e.extended_on <= ${monthEnd}) AS extended,
               COALESCE((SELECT (SELECT sum(v) FROM unnest(b.planned_physical) v) FROM project_baselines b
                          WHERE b.project_id = p.id AND b.fiscal_year_id = ${fy} ORDER BY b.version DESC LIMIT 1),
                        (SELECT sum(x.physical_target) FROM project_progress x
                          WHERE x.project_id = p.id AND x.fiscal_year_id = ${fy}), 0)::float8 AS planned,
               COALESCE((SELECT sum(x.physical_achieved) FROM project_progress x
                          WHERE x.project_id = p.id AND x.fiscal_year_id = ${fy}), 0)::float8 AS achieved,
               EXISTS (SELECT 1 FROM project_progress x WHERE x.project_id = p.id AND x.fiscal_year_id = ${fy}
                          AND x.month = ${M}) AS reported,
               COALESCE((SELECT round(b.annual_budget * (SELECT sum(v) FROM unnest(b.planned_financial) v) / 100, 2)
                           FROM project_baselines b WHERE b.project_id = p.id AND b.fiscal_year_id = ${fy}
                          ORDER BY b.version DESC LIMIT 1), 0)::float8 AS budget,
               COALESCE((SELECT sum(x.expense) FROM project_progress x
                          WHERE x.project_id = p.id AND x.fiscal_year_id = ${fy}), 0)::float8 AS expense
          FROM projects p JOIN offices o ON o.id = p.nikaya_id
         WHERE (p.fiscal_year_id = ${fy}
                OR EXISTS (SELECT 1 FROM project_progress y WHERE y.project_id = p.id AND y.fiscal_year_id = ${fy})
                OR EXISTS (SELECT 1 FROM project_baselines y WHERE y.project_id = p.id AND y.fiscal_year_id = ${fy}))
           AND o.path LIKE ${`${root.path}%`} AND ${scope}`,
  );
  return { rootPath: root.path, rows };
};

/**
 * The NPC's bands of achievement of target, by arithmetic: achieved / planned x 100 to Ashadh, unknown
 * without a plan or without Ashadh's report.
 */
const npcBands = (list: { planned: number; achieved: number; reported: boolean }[]) => {
  const known = list.filter((r) => r.planned > 0 && r.reported);
  const share = (r: { planned: number; achieved: number }) => (100 * r.achieved) / r.planned;
  return {
    npc_80_plus: known.filter((r) => share(r) >= 80).length,
    npc_50_to_79: known.filter((r) => share(r) >= 50 && share(r) < 80).length,
    npc_below_50: known.filter((r) => share(r) < 50).length,
    npc_unknown: list.length - known.length,
  };
};

/** Per section and in total: the counts and the budget planned to Ashadh by the newest baseline (0 without one), expense and expense %. */
const expectedProjects = async (caller: Caller) => {
  const { rootPath, rows } = await storedProjects(caller);
  const by = new Map<number, typeof rows>();
  for (const row of rows) {
    const section = sectionOf(rootPath, rootOf(caller), row.path);
    by.set(section, [...(by.get(section) ?? []), row]);
  }
  const figures = (list: typeof rows): Figures => {
    const budget = list.reduce((sum, r) => sum + r.budget, 0);
    const expense = list.reduce((sum, r) => sum + r.expense, 0);
    return {
      counts: {
        projects: list.length,
        behind_schedule: list.filter((r) => r.achieved < r.planned).length,
        over_cost: list.filter((r) => r.revised !== null && r.revised > r.initial).length,
        extended: list.filter((r) => r.extended).length,
        ...npcBands(list),
      },
      values: {
        budget: round2(budget),
        expense: round2(expense),
        expense_percent: budget === 0 ? 0 : round2((100 * expense) / budget),
      },
    };
  };
  return {
    sections: new Map([...by].map(([section, list]) => [section, figures(list)])),
    totals: figures(rows),
  };
};

/** The caller's contracts read from the tables, as of the day after Ashadh. */
const expectedContracts = async (caller: Caller) => {
  const [root] = await queryRows<{ path: string }>(
    t.database.db,
    sql`SELECT path FROM offices WHERE id = ${rootOf(caller)}`,
  );
  const inTree = (column: string) =>
    sql`${sql.raw(column)} IN (SELECT x.id FROM offices x WHERE x.path LIKE ${`${root.path}%`})`;
  const scope =
    caller === admin
      ? sql`TRUE`
      : caller === ministry
        ? sql`${inTree("c.nikaya_id")} AND (${inTree("p.nikaya_id")} OR ${inTree("p.created_by_nikaya_id")}
              OR EXISTS (SELECT 1 FROM project_offices po WHERE po.project_id = p.id AND ${inTree("po.nikaya_id")}))`
        : sql`EXISTS (SELECT 1 FROM project_heads ph WHERE ph.project_id = p.id AND ph.user_id = ${head.id}
                       AND ph.posted_on <= ${today} AND ph.terminated_on IS NULL)`;
  const until = `${startYear + 1}-04-01`;
  const rows = await queryRows<{
    path: string;
    estimated: number;
    amount: number | null;
    awarded: boolean;
    dropped: boolean;
    planned_award: string | null;
    variations: number;
    current: number | null;
    extensions: number;
  }>(
    t.database.db,
    sql`SELECT o.path, c.estimated_amount::float8 AS estimated, c.contract_amount::float8 AS amount,
               COALESCE(c.actual_award < ${until}, FALSE) AS awarded,
               (c.status IN ('cancelled', 'unsuccessful') AND c.closed_on < ${until}) IS TRUE AS dropped,
               c.planned_award,
               (SELECT count(*) FROM contract_variations v WHERE v.contract_id = c.id AND v.varied_on < ${until})::int
                 AS variations,
               (SELECT v.new_amount::float8 FROM contract_variations v WHERE v.contract_id = c.id
                   AND v.varied_on < ${until} ORDER BY v.number DESC LIMIT 1) AS current,
               (SELECT count(*) FROM contract_extensions e WHERE e.contract_id = c.id AND e.extended_on < ${until})::int
                 AS extensions
          FROM contracts c JOIN projects p ON p.id = c.project_id JOIN offices o ON o.id = c.nikaya_id
         WHERE c.fiscal_year_id = ${fy} AND o.path LIKE ${`${root.path}%`} AND ${scope}`,
  );
  const figures = (list: typeof rows): Figures => {
    const awarded = list.filter((r) => r.awarded);
    const varied = list.filter((r) => r.variations > 0);
    const due = list.filter(
      (r) => !r.dropped && !r.awarded && r.planned_award !== null && r.planned_award < until,
    );
    return {
      counts: {
        contracts: list.length,
        contracts_awarded: awarded.length,
        contracts_varied: varied.length,
        contracts_extended: list.filter((r) => r.extensions > 0).length,
        contracts_due: due.length,
      },
      values: {
        awarded_amount: round2(awarded.reduce((s, r) => s + (r.amount ?? 0), 0)),
        variation_amount: round2(varied.reduce((s, r) => s + ((r.current ?? 0) - (r.amount ?? 0)), 0)),
        due_amount: round2(due.reduce((s, r) => s + r.estimated, 0)),
      },
    };
  };
  const by = new Map<number, typeof rows>();
  for (const row of rows) {
    const section = sectionOf(root.path, rootOf(caller), row.path);
    by.set(section, [...(by.get(section) ?? []), row]);
  }
  return {
    sections: new Map([...by].map(([section, list]) => [section, figures(list)])),
    totals: figures(rows),
  };
};

/** The view's cells restricted to the keys computed here. */
const pickFigures = (
  cells: { counts: Record<string, number>; values: Record<string, number | null> },
  want: Figures,
) => ({
  counts: Object.fromEntries(Object.keys(want.counts).map((k) => [k, cells.counts[k]])),
  values: Object.fromEntries(Object.keys(want.values).map((k) => [k, cells.values[k]])),
});

const CALLERS: [string, () => Caller][] = [
  ["admin", () => admin],
  ["a ministry's secretary", () => ministry],
  ["a project head of a division office", () => head],
];

describe("consolidated views per office", () => {
  it("admin: one row per child office of the top office, each opening that office's own view", async () => {
    for (const path of [PROJECTS, CONTRACTS]) {
      const report = await view(path, admin);
      expect(report.scope?.id, path).toBe(top.id);
      expect(report.filters.nikaya_id).toBe(top.id);
      // Several rows, every one the top office's child or its own.
      expect(report.rows.length, path).toBeGreaterThan(1);
      const [children] = [
        await queryRows<{ id: number }>(
          t.database.db,
          sql`SELECT id FROM offices WHERE parent_id = ${top.id}`,
        ),
      ];
      const allowed = [top.id, ...children.map((c) => c.id)];
      for (const row of report.rows) expect(allowed).toContain(row.nikaya_id);
      // The ministry of transport's row opens its view: rooted there, its totals the row's counts.
      const transport = report.rows.find((row) => row.nikaya_id === ids["336"]);
      expect(transport, path).toBeDefined();
      const below = okResponse<TConsolidatedReport>(
        await t.as(admin).get(path, { query: transport!.drill as Record<string, string | number> }),
      );
      expect(below.scope?.id).toBe(ids["336"]);
      expect(below.totals.counts).toEqual(transport!.counts);
      expect(below.rows.map((row) => row.nikaya_id)).toContain(ids["336-01"]);
    }
  });

  it("a project head of a division office: the division's own row and its sections", async () => {
    const projects = await view(PROJECTS, head);
    expect(projects.scope).toMatchObject({ id: o.D });
    expect(projects.rows.map((row) => [row.nikaya_id, row.own, row.counts.projects])).toEqual([
      [o.D, true, 1],
      [o.S1, false, 3],
      [o.S2, false, 2],
    ]);
    const contracts = await view(CONTRACTS, head);
    expect(contracts.scope).toMatchObject({ id: o.D });
    expect(contracts.rows.map((row) => [row.nikaya_id, row.counts.contracts])).toEqual([
      [o.D, 1],
      [o.S1, 1],
      [o.S2, 1],
    ]);
  });

  it("the Excel title names the office the view names, in both languages", async () => {
    for (const [, who] of CALLERS)
      for (const path of [PROJECTS, CONTRACTS]) {
        const report = await view(path, who());
        const en = await sheetOf(path, who(), "en");
        expect(en.filters, `${who().username} ${path}`).toContain(`Office: ${report.scope?.name}`);
        const np = await sheetOf(path, who(), "np");
        expect(np.filters).toContain(`निकाय: ${report.scope?.name_np}`);
      }
  });

  for (const [name, who] of CALLERS)
    it(`${name}: the project figures computed from the stored rows equal the view, its lists, Excel and the dashboard`, async () => {
      const caller = who();
      const expected = await expectedProjects(caller);
      // The projects built here reach every NPC band but unknown's, for the callers they are in scope of.
      if (caller !== ministry)
        for (const band of ["npc_80_plus", "npc_50_to_79", "npc_below_50"])
          expect(expected.totals.counts[band], band).toBeGreaterThan(0);
      const report = await view(PROJECTS, caller);
      expect(report.rows.map((row) => row.nikaya_id).sort()).toEqual([...expected.sections.keys()].sort());
      for (const row of report.rows)
        expect(pickFigures(row, expected.sections.get(row.nikaya_id)!), `office ${row.nikaya_id}`).toEqual(
          expected.sections.get(row.nikaya_id),
        );
      expect(pickFigures(report.totals, expected.totals)).toEqual(expected.totals);
      // Every count of the totals row drills into that many projects; each row's projects too.
      for (const column of report.columns) {
        const drill = drillOf(column, report.totals)!;
        const list = okResponse(
          await t.as(caller).get(`/api/reports/${drill.report}`, { query: drill.params }),
        );
        expect(list.total, column.key).toBe(expected.totals.counts[column.key]);
      }
      for (const row of report.rows) {
        const drill = drillOf(report.columns[0], row)!;
        const list = okResponse(
          await t.as(caller).get(`/api/reports/${drill.report}`, { query: drill.params }),
        );
        expect(list.total).toBe(row.counts.projects);
      }
      // Excel: the same rows, counts and figures.
      const sheet = await sheetOf(PROJECTS, caller, "en");
      const numbers = (cells: typeof report.totals) => [
        ...report.columns.map((c) => cells.counts[c.key]),
        ...Object.keys(report.totals.values).map((k) => cells.values[k]),
      ];
      expect(sheet.body.map((cells) => cells.slice(1))).toEqual(report.rows.map(numbers));
      expect(sheet.totals.slice(1)).toEqual(numbers(report.totals));
      // The project dashboard's offices add up to the view's counts.
      const dashboard = okResponse<Record<string, number>[]>(
        await t.as(caller).get("/api/dashboard/milestone-esthiti", {
          query: { type: "ayojana", fiscal_year_id: fy, month: M },
        }),
      );
      for (const key of [
        "projects",
        "behind_schedule",
        "over_cost",
        "extended",
        "npc_80_plus",
        "npc_50_to_79",
        "npc_below_50",
        "npc_unknown",
      ])
        expect(
          dashboard.reduce((sum, row) => sum + row[key], 0),
          `dashboard ${key}`,
        ).toBe(expected.totals.counts[key]);
    });

  for (const [name, who] of CALLERS)
    it(`${name}: the contract figures computed from the stored rows equal the view, its lists and Excel`, async () => {
      const caller = who();
      const expected = await expectedContracts(caller);
      const report = await view(CONTRACTS, caller);
      expect(report.rows.map((row) => row.nikaya_id).sort()).toEqual([...expected.sections.keys()].sort());
      for (const row of report.rows)
        expect(pickFigures(row, expected.sections.get(row.nikaya_id)!), `office ${row.nikaya_id}`).toEqual(
          expected.sections.get(row.nikaya_id),
        );
      expect(pickFigures(report.totals, expected.totals)).toEqual(expected.totals);
      for (const column of report.columns.filter((c) => c.key in expected.totals.counts)) {
        const drill = drillOf(column, report.totals)!;
        const list = okResponse(
          await t.as(caller).get(`/api/reports/${drill.report}`, { query: drill.params }),
        );
        expect(list.total, column.key).toBe(expected.totals.counts[column.key]);
      }
      for (const row of report.rows) {
        const drill = drillOf(report.columns[0], row)!;
        const list = okResponse(
          await t.as(caller).get(`/api/reports/${drill.report}`, { query: drill.params }),
        );
        expect(list.total).toBe(row.counts.contracts);
      }
      const sheet = await sheetOf(CONTRACTS, caller, "en");
      const numbers = (cells: typeof report.totals) => [
        ...report.columns.map((c) => cells.counts[c.key]),
        ...Object.keys(report.totals.values).map((k) => cells.values[k]),
      ];
      expect(sheet.body.map((cells) => cells.slice(1))).toEqual(report.rows.map(numbers));
      expect(sheet.totals.slice(1)).toEqual(numbers(report.totals));
    });
});
