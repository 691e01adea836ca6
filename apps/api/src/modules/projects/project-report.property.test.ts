import {
  drillOf,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  type TReportCells,
  type TReportColumn,
} from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import {
  buildOffice,
  buildProject,
  buildSetupItem,
  buildUser,
  findFiscalYear,
  fiscalYears,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { projectHeads } from "../../db/schema";

/**
 * For random projects, histories and months (stored through the factory), every count of the
 * consolidated project view equals the length of the list it drills into, the subtree rows add up to
 * the totals row, and each total equals the count worked out here from the scenario.
 */

let t: TestApp;
let fy: number;
let otherYear: number;
let startYear: number;
/** A project head of office P, posted to every project of P's subtree (their whole scope). */
let head: { id: number; username: string };
/** P > Q > Q1, P > S; Z is outside and must never count. */
const offices: number[] = [];
const types: number[] = [];
const sectors: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const years = await fiscalYears(db);
  fy = years.previous;
  otherYear = years.current;
  startYear = (await findFiscalYear(db, { id: fy })).startYear;
  const p = await buildOffice(db);
  const q = await buildOffice(db, { parentId: p.id });
  const q1 = await buildOffice(db, { parentId: q.id });
  const s = await buildOffice(db, { parentId: p.id });
  offices.push(p.id, q.id, q1.id, s.id, (await buildOffice(db)).id);
  head = await buildUser(db, { role: "ayojana-pramukh", nikayaId: p.id });
  for (const n of [1, 2]) {
    types.push((await buildSetupItem(db, { listKey: "ayojana-type", name: `Property type ${n}` })).id);
    sectors.push((await buildSetupItem(db, { listKey: "ayojana-sector", name: `Property sector ${n}` })).id);
  }
});
afterAll(() => t.close());

/** A BS date in fiscal month `m` of the year (-1: the month before the year began). */
const dateIn = (m: number) =>
  `${startYear + (m < 9 ? 0 : 1)}-${String(((m + 12 + 3) % 12) + 1).padStart(2, "0")}-15`;

const arbProject = fc.record({
  office: fc.integer({ min: 0, max: 4 }),
  type: fc.integer({ min: 0, max: 1 }),
  sector: fc.integer({ min: 0, max: 1 }),
  priority: fc.option(fc.constantFrom(...PROJECT_PRIORITIES)),
  status: fc.constantFrom(...PROJECT_STATUSES),
  /** Profiled in the report's year (false: another year, counted only with progress in the report's). */
  thisYear: fc.boolean(),
  initialCost: fc.integer({ min: 1, max: 500 }),
  revisions: fc.array(
    fc.record({ month: fc.integer({ min: -1, max: 11 }), amount: fc.integer({ min: 1, max: 800 }) }),
    {
      maxLength: 2,
    },
  ),
  extensions: fc.array(fc.integer({ min: -1, max: 11 }), { maxLength: 2 }),
  months: fc.uniqueArray(
    fc.record({
      month: fc.integer({ min: 0, max: 11 }),
      target: fc.integer({ min: 0, max: 25 }),
      achieved: fc.integer({ min: 0, max: 25 }),
      budget: fc.integer({ min: 0, max: 50 }),
      expense: fc.integer({ min: 0, max: 50 }),
    }),
    { maxLength: 4, selector: (m) => m.month },
  ),
});

const arbScenario = fc.record({
  projects: fc.array(arbProject, { minLength: 3, maxLength: 10 }),
  month: fc.integer({ min: 0, max: 11 }),
  root: fc.option(fc.integer({ min: 0, max: 3 })),
  type: fc.option(fc.integer({ min: 0, max: 1 })),
  sector: fc.option(fc.integer({ min: 0, max: 1 })),
  priority: fc.option(fc.constantFrom(...PROJECT_PRIORITIES)),
  status: fc.option(fc.constantFrom(...PROJECT_STATUSES)),
});
type Scenario = typeof arbScenario extends fc.Arbitrary<infer T> ? T : never;

const store = async (scenario: Scenario) => {
  const db = t.database.db;
  await db.execute(
    sql`DELETE FROM projects WHERE nikaya_id IN (${sql.join(
      offices.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const plan of scenario.projects) {
    const project = await buildProject(db, {
      nikayaId: offices[plan.office],
      fiscalYearId: plan.thisYear ? fy : otherYear,
      typeId: types[plan.type],
      sectorId: sectors[plan.sector],
      priority: plan.priority,
      status: plan.status,
      initialCost: plan.initialCost,
      revisions: [...plan.revisions]
        .sort((a, b) => a.month - b.month)
        .map((r) => ({ on: dateIn(r.month), amount: r.amount })),
      extensions: plan.extensions.map((m) => ({ on: dateIn(m), newEnd: "2095-01-01" })),
      progress: plan.months.map((m) => ({ ...m, fiscalYearId: fy })),
    });
    if (plan.office !== 4)
      await db
        .insert(projectHeads)
        .values({ projectId: project.id, userId: head.id, postedOn: "2080-01-01" });
  }
};

/** The offices of each subtree root's subtree (P > Q > Q1, P > S), by index. */
const SUBTREES = [[0, 1, 2, 3], [1, 2], [2], [3]];

/**
 * The totals from the scenario alone, as of month M: a project counts when profiled in the year or
 * with progress in it, in the root's subtree (P's without one) and the filters. Planned and achieved
 * are the monthly figures summed to M; behind: less achieved than planned; over cost: the newest
 * revision dated by M above the estimate; extended: an extension dated by M; the NPC band: achieved
 * over planned x 100, known only with something planned and month M itself reported.
 */
const expectedTotals = (scenario: Scenario) => {
  const totals: Record<string, number> = {};
  const add = (key: string) => {
    totals[key] = (totals[key] ?? 0) + 1;
  };
  for (const plan of scenario.projects) {
    if (!SUBTREES[scenario.root ?? 0].includes(plan.office)) continue;
    if (!plan.thisYear && plan.months.length === 0) continue;
    if (scenario.type !== null && plan.type !== scenario.type) continue;
    if (scenario.sector !== null && plan.sector !== scenario.sector) continue;
    if (scenario.priority !== null && plan.priority !== scenario.priority) continue;
    if (scenario.status !== null && plan.status !== scenario.status) continue;
    const toMonth = plan.months.filter((m) => m.month <= scenario.month);
    const planned = toMonth.reduce((sum, m) => sum + m.target, 0);
    const achieved = toMonth.reduce((sum, m) => sum + m.achieved, 0);
    const reported = plan.months.some((m) => m.month === scenario.month);
    // Revisions of one month are stored in the order given, so the last of them is the newest.
    const revision = [...plan.revisions]
      .sort((a, b) => a.month - b.month)
      .filter((r) => r.month <= scenario.month)
      .at(-1);
    add("projects");
    if (achieved < planned) add("behind_schedule");
    if (revision !== undefined && revision.amount > plan.initialCost) add("over_cost");
    if (plan.extensions.some((m) => m <= scenario.month)) add("extended");
    if (planned === 0 || !reported) add("npc_unknown");
    else if (100 * achieved >= 80 * planned) add("npc_80_plus");
    else if (100 * achieved >= 50 * planned) add("npc_50_to_79");
    else add("npc_below_50");
  }
  return totals;
};

type Summary = { columns: TReportColumn[]; rows: TReportCells[]; totals: TReportCells };

const countsMatchDrills = async (scenario: Scenario) => {
  await store(scenario);
  const query: Record<string, string | number> = { fiscal_year_id: fy, month: scenario.month };
  if (scenario.root !== null) query.nikaya_id = offices[scenario.root];
  if (scenario.type !== null) query.type_id = types[scenario.type];
  if (scenario.sector !== null) query.sector_id = sectors[scenario.sector];
  if (scenario.priority !== null) query.priority = scenario.priority;
  if (scenario.status !== null) query.status = scenario.status;
  const summary: Summary = okResponse(
    await t.as(head).get("/api/reports/ayojana-akikrit-pragati", { query }),
  );
  for (const row of [...summary.rows, summary.totals])
    for (const column of summary.columns) {
      const drill = drillOf(column, row)!;
      const list = okResponse(
        await t.as(head).get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 1 } }),
      );
      expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
    }
  const want = expectedTotals(scenario);
  for (const column of summary.columns) {
    expect(
      summary.rows.reduce((sum, row) => sum + row.counts[column.key], 0),
      `${column.key} adds up`,
    ).toBe(summary.totals.counts[column.key]);
    expect(summary.totals.counts[column.key], `${column.key} worked out`).toBe(want[column.key] ?? 0);
  }
};

// Short properties, each well inside the test timeout; a failure is reported as found (shrinking a
// scenario of database writes would outlast the timeout).
describe("consolidated project view (property)", () => {
  for (const round of [1, 2, 3])
    it(`every count equals the length of its drill-down and the worked-out total, for random projects (${round})`, async () => {
      await fc.assert(fc.asyncProperty(arbScenario, countsMatchDrills), {
        seed: 16_000 + round,
        numRuns: 6,
        endOnFailure: true,
      });
    }, 120_000);
});
