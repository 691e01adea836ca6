import ExcelJS from "exceljs";
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

/**
 * The consolidated project view (ayojana-akikrit-pragati) and the projects behind its counts, on a
 * tree of its own: R > A > A1, R > B, and O outside. Figures as of Ashwin (month 2) of last year.
 */

let t: TestApp;
let fy: number;
let startYear: number;
const o: Record<string, number> = {};
let head: { id: number; username: string };
let sector2: number;
const p: Record<string, number> = {};

const REPORT = "/api/reports/ayojana-akikrit-pragati";
const LIST = "/api/reports/ayojana-akikrit-pragati/projects";
/** A BS date in fiscal month `m` of last year (negative: the year before). */
const inMonth = (m: number, day = 10) => {
  const year = startYear + (m < 9 ? 0 : 1);
  return `${year}-${String(((m + 12 + 3) % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const years = await fiscalYears(db);
  fy = years.previous;
  startYear = (await findFiscalYear(db, { id: fy })).startYear;
  o.R = (await buildOffice(db, { name: "Consolidated root" })).id;
  o.A = (await buildOffice(db, { parentId: o.R, name: "Consolidated A" })).id;
  o.A1 = (await buildOffice(db, { parentId: o.A })).id;
  o.B = (await buildOffice(db, { parentId: o.R, name: "Consolidated B" })).id;
  o.O = (await buildOffice(db)).id;
  head = await buildUser(db, { role: "ayojana-pramukh", nikayaId: o.R });
  sector2 = (await buildSetupItem(db, { listKey: "ayojana-sector", name: "Second sector" })).id;
  const month = (m: number, target: number, achieved: number, budget: number, expense: number) => ({
    month: m,
    target,
    achieved,
    budget,
    expense,
  });
  p.behind = (
    await buildProject(db, {
      nikayaId: o.A,
      fiscalYearId: fy,
      initialCost: 100,
      revisions: [{ on: inMonth(1), amount: 150 }],
      progress: [0, 1, 2, 3].map((m) => month(m, 10, 5, 10, 5)),
    })
  ).id;
  p.extended = (
    await buildProject(db, {
      nikayaId: o.A1,
      fiscalYearId: fy,
      initialCost: 200,
      extensions: [{ on: inMonth(2, 1), newEnd: "2090-01-01" }],
      progress: [month(0, 10, 20, 20, 20)],
    })
  ).id;
  p.completed = (
    await buildProject(db, {
      nikayaId: o.B,
      fiscalYearId: fy,
      sectorId: sector2,
      status: "completed",
      initialCost: 100,
    })
  ).id;
  p.own = (
    await buildProject(db, {
      nikayaId: o.R,
      fiscalYearId: fy,
      priority: "P1",
      initialCost: 50,
      progress: [month(5, 10, 0, 10, 0)],
    })
  ).id;
  // Never counted: outside the caller's tree, and another year's project without progress this year.
  await buildProject(db, { nikayaId: o.O, fiscalYearId: fy, progress: [month(0, 10, 0, 10, 0)] });
  const otherYear = (await buildProject(db, { nikayaId: o.A, fiscalYearId: years.current })).id;
  // The caller is a project head: posted (through the API) to the tree's projects, so the view counts
  // by the office rules beside the postings.
  for (const id of [...Object.values(p), otherYear])
    okResponse(
      await t.as({ username: "admin" }).post("/api/ayojana/heads", {
        project_id: id,
        user_id: head.id,
        posted_on: `${startYear - 1}-04-01`,
      }),
    );
});
afterAll(() => t.close());

const base = () => ({ fiscal_year_id: fy, month: 2 });

describe("ayojana-akikrit-pragati", () => {
  it("counts per office subtree with cost-weighted physical and financial progress", async () => {
    // The head's own rows are the top-level offices; the tree's root asked gives its sections.
    const report = okResponse(await t.as(head).get(REPORT, { query: { ...base(), nikaya_id: o.R } }));
    expect(report.columns.map((c: { key: string }) => c.key)).toEqual([
      "projects",
      "behind_schedule",
      "over_cost",
      "extended",
      "npc_80_plus",
      "npc_50_to_79",
      "npc_below_50",
      "npc_unknown",
    ]);
    const rows = report.rows.map((row: { nikaya_id: number; own: boolean; counts: object }) => [
      row.nikaya_id,
      row.own,
      row.counts,
    ]);
    // NPC bands to Ashwin: the behind project achieved 15 of 30 planned (50 %, the band's lower bound);
    // the extended one has no Ashwin report, the own one nothing planned yet, the completed one no report.
    const npc = (n50: number, unknown: number) => ({
      npc_80_plus: 0,
      npc_50_to_79: n50,
      npc_below_50: 0,
      npc_unknown: unknown,
    });
    expect(rows).toEqual([
      [o.R, true, { projects: 1, behind_schedule: 0, over_cost: 0, extended: 0, ...npc(0, 1) }],
      [o.A, false, { projects: 2, behind_schedule: 1, over_cost: 1, extended: 1, ...npc(1, 1) }],
      [o.B, false, { projects: 1, behind_schedule: 0, over_cost: 0, extended: 0, ...npc(0, 1) }],
    ]);
    expect(report.rows[1].values).toEqual({
      budget: 50,
      expense: 35,
      expense_percent: 70,
      // (150 x 15 + 200 x 20) / (150 + 200)
      physical_percent: 17.86,
      // 35 of the year's 40 + 20
      financial_percent: 58.33,
    });
    expect(report.totals.counts).toMatchObject({
      projects: 4,
      behind_schedule: 1,
      over_cost: 1,
      extended: 1,
    });
    expect(report.totals.values).toEqual({
      budget: 50,
      expense: 35,
      expense_percent: 70,
      physical_percent: 12.5,
      financial_percent: 50,
    });
  });

  it("drills every count into as many projects, with their figures", async () => {
    const report = okResponse(await t.as(head).get(REPORT, { query: { ...base(), nikaya_id: o.R } }));
    for (const row of [...report.rows, report.totals])
      for (const column of report.columns) {
        const list = okResponse(
          await t.as(head).get(LIST, { query: { ...row.drill, ...column.drill.params, per_page: 100 } }),
        );
        expect(list.total, `${column.key} ${JSON.stringify(row.drill)}`).toBe(row.counts[column.key]);
      }
    const behind = okResponse(
      await t.as(head).get(LIST, { query: { ...report.rows[1].drill, measure: "behind_schedule" } }),
    );
    expect(behind.data).toEqual([
      expect.objectContaining({
        id: p.behind,
        cost: 150,
        budget: 30,
        expense: 15,
        expense_percent: 50,
        planned_percent: 30,
        physical_percent: 15,
        project_status: "implementation",
      }),
    ]);
  });

  it("reads revisions and extensions as of the month", async () => {
    const report = okResponse(await t.as(head).get(REPORT, { query: { ...base(), month: 0 } }));
    expect(report.totals.counts).toMatchObject({
      projects: 4,
      behind_schedule: 1,
      over_cost: 0,
      extended: 0,
    });
  });

  it("filters by office, sector, type, priority and status, and the drill-downs keep the filters", async () => {
    const counts = async (query: Record<string, string | number>) =>
      okResponse(await t.as(head).get(REPORT, { query: { ...base(), ...query } })).totals.counts.projects;
    expect(await counts({ sector_id: sector2 })).toBe(1);
    expect(await counts({ status: "completed" })).toBe(1);
    expect(await counts({ priority: "P1" })).toBe(1);
    expect(await counts({ nikaya_id: o.A })).toBe(2);
    expect(await counts({ type_id: sector2 })).toBe(0);
    const report = okResponse(await t.as(head).get(REPORT, { query: { ...base(), sector_id: sector2 } }));
    expect(report.totals.drill).toMatchObject({ sector_id: sector2 });
    const list = okResponse(await t.as(head).get(LIST, { query: report.totals.drill }));
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([p.completed]);
  });

  it("exports the view and a list as Excel", async () => {
    const res = await t.as(head).get("/api/reports/export/ayojana-akikrit-pragati", {
      query: { ...base(), lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(1)[0]).toBe("Consolidated project progress");
    const heads = cells(3);
    expect(heads.slice(0, 3)).toEqual(["Office", "Projects", "Behind schedule"]);
    const last = cells(sheet.rowCount);
    expect(last.slice(0, 5)).toEqual(["Total", 4, 1, 1, 1]);
    const list = await t.as(head).get("/api/reports/export/ayojana-akikrit-pragati/projects", {
      query: { ...base(), measure: "over_cost", lang: "en" },
    });
    expect(list.statusCode, list.body).toBe(200);
    const listBook = new ExcelJS.Workbook();
    await listBook.xlsx.load(list.rawPayload as unknown as ArrayBuffer);
    expect(listBook.worksheets[0].rowCount).toBe(4);
  });

  it("refuses callers without the screen, offices outside the scope and bad filters", async () => {
    expect((await t.anonymous.get(REPORT, { query: base() })).statusCode).toBe(401);
    // Office staff read reports but have no consolidated project screen in their menu.
    const staff = await buildUser(t.database.db, { role: "nikaya", nikayaId: o.R });
    expect((await t.as(staff).get(REPORT, { query: base() })).statusCode).toBe(403);
    expect((await t.as(staff).get(LIST, { query: base() })).statusCode).toBe(403);
    const outside = await t.as(head).get(REPORT, { query: { ...base(), nikaya_id: o.O } });
    expect(outside.statusCode).toBe(404);
    const badPriority = await t.as(head).get(REPORT, { query: { ...base(), priority: "P9" } });
    expect(badPriority.statusCode).toBe(422);
    const badMeasure = await t.as(head).get(LIST, { query: { ...base(), measure: "late" } });
    expect(badMeasure.statusCode).toBe(422);
    const badYear = await t.as(head).get(REPORT, { query: { fiscal_year_id: 999999 } });
    expect(badYear.statusCode).toBe(422);
    expect(badYear.data.errors_np).toBeDefined();
  });

  // Last: it adds projects to the tree the tests above count.
  it("a project head counts a posted project profiled outside their office subtree, never an unposted one beside it", async () => {
    const db = t.database.db;
    o.U = (await buildOffice(db, { name: "Consolidated above" })).id;
    o.U1 = (await buildOffice(db, { parentId: o.U })).id;
    const posted = (await buildProject(db, { nikayaId: o.U1, fiscalYearId: fy, initialCost: 10 })).id;
    await buildProject(db, { nikayaId: o.U1, fiscalYearId: fy });
    okResponse(
      await t.as({ username: "admin" }).post("/api/ayojana/heads", {
        project_id: posted,
        user_id: head.id,
        posted_on: `${startYear - 1}-04-01`,
      }),
    );
    // Rows are the top-level offices (admin's): the head's own tree and the one of the posting.
    const report = okResponse(await t.as(head).get(REPORT, { query: base() }));
    expect(report.rows.map((row: { nikaya_id: number }) => row.nikaya_id)).toEqual([o.R, o.U]);
    expect(report.rows[1].counts.projects).toBe(1);
    expect(report.totals.counts.projects).toBe(5);
    const ids = async (query: object) => {
      const list = okResponse(await t.as(head).get(LIST, { query: { ...query, per_page: 100 } }));
      expect(list.total).toBe(list.data.length);
      return list.data.map((row: { id: number }) => row.id);
    };
    expect(await ids(report.rows[1].drill)).toEqual([posted]);
    expect(await ids(report.totals.drill)).toHaveLength(5);
    expect(await ids(report.totals.drill)).toContain(posted);
    // The posting's offices filter (the subtree, the profiling office itself); an office holding none
    // of their postings stays 404.
    const under = okResponse(await t.as(head).get(REPORT, { query: { ...base(), nikaya_id: o.U } }));
    expect(under.totals.counts.projects).toBe(1);
    expect(await ids({ ...base(), office_id: o.U1 })).toEqual([posted]);
    expect((await t.as(head).get(REPORT, { query: { ...base(), nikaya_id: o.O } })).statusCode).toBe(404);
  });
});
