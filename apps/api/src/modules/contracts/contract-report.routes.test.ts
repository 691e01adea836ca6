import type {
  TContract,
  TContractRow,
  TPaged,
  TReportColumn,
  TSectionReport,
} from "@pragati/domain/contract";
import { drillOf } from "@pragati/domain/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { storeContract } from "../../../test/contracts-fixture";
import { admin, finance, roads } from "../../../test/demo-users";
import {
  findFiscalYear,
  fiscalYears,
  listFiscalYears,
  officeIdsByCode,
  projectKinds,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { buildSetupBlock } from "../calendar/calendar.service";

const REPORT = "/api/reports/thekka-akkikrit-pragarti";
const LIST = "/api/reports/thekka-akkikrit-pragarti/contracts";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let startYear: number;
/** Fiscal year ids by start year (the liabilities of the coming years). */
const yearOf: Record<number, number> = {};
let today: string;
/** The counts before this file's contracts (the demo data may hold contracts of the year too). */
const base: Record<string, Record<string, number>> = {};

const d = (month: number, day: number) =>
  `${month >= 13 ? startYear + 1 : startYear}-${String(month >= 13 ? month - 12 : month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

let numbers = 0;
const record = async (args: {
  caller?: { username: string };
  project: number;
  office: number;
  patch?: Record<string, unknown>;
  moves?: Record<string, unknown>[];
  variations?: Record<string, unknown>[];
  extensions?: Record<string, unknown>[];
}) => {
  const number = ++numbers;
  const { project, office, caller = roads, patch, ...after } = args;
  const fields = { project_id: project, nikaya_id: office, fiscal_year_id: year };
  return (
    await storeContract(
      t,
      caller,
      {
        ...fields,
        number: `CONS/${number}`,
        title: `Package ${number}`,
        estimated_amount: 100 + number,
        ...patch,
      },
      after,
    )
  ).id;
};

const project = async (code: string, office: number, officeIds: number[] = []) =>
  storeProject(t, admin, {
    fiscal_year_id: year,
    name: `Contract view ${code}`,
    code,
    sub_sector_id: (await projectKinds(t.database.db)).subSectorId,
    nikaya_id: office,
    office_ids: officeIds,
    initial_cost: 9000,
  });

const award = (amount: number) => ({ contract_amount: amount, contractor: "Himal Nirman" });
const toAward = (m: number) => [
  { action: "tender", dates: { invitation: d(m, 2) } },
  { action: "evaluate", dates: { opening: d(m, 10) } },
  { action: "award", dates: { award: d(m, 20) } },
];

const report = async (caller: { username: string }, query: Record<string, unknown> = {}) =>
  okResponse<TSectionReport>(await t.as(caller).get(REPORT, { query: { fiscal_year_id: year, ...query } }));

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  startYear = (await findFiscalYear(t.database.db, { id: year })).startYear;
  for (const fy of await listFiscalYears(t.database.db)) yearOf[fy.startYear] = fy.id;
  today = (await buildSetupBlock(t.database.db)).current_date;
  const totals = async (caller: { username: string }, query: Record<string, unknown> = {}) =>
    (await report(caller, query)).totals.counts;
  base.roads = await totals(admin, { nikaya_id: ids["336-01"] });
  base.roads0 = await totals(admin, { nikaya_id: ids["336-01"], month: 0 });
  base.goods = await totals(admin, { nikaya_id: ids["336-01"], category: "goods" });
  base.active = await totals(admin, { nikaya_id: ids["336-01"], stage: "active" });
  base.roadsUser = await totals(roads);
  base.financeUser = await totals(finance);
  base.all = await totals(admin);
  const roadsProject = await project("CONS-ROADS", ids["336-01-01"], [ids["336-01"]]);
  const financeProject = await project("CONS-MOF", ids["305"]);
  const office = ids["336-01-01"];
  const plan = {
    invitation: d(4, 5),
    opening: d(4, 25),
    award: d(5, 15),
    agreement: d(5, 30),
    completion: d(6, 30),
  };
  // Planned, late for its invitation; another planned far ahead.
  await record({ project: roadsProject, office, patch: { planned: plan } });
  await record({
    project: roadsProject,
    office,
    patch: {
      category: "goods",
      planned: { invitation: `${startYear + 5}-01-01`, award: `${startYear + 5}-02-01` },
    },
  });
  // Awarded, then signed with a variation and an extension; multi-year over the coming years.
  const liabilities = [
    { fiscal_year_id: year, amount: 100 },
    ...[1, 2]
      .filter((n) => yearOf[startYear + n])
      .map((n) => ({ fiscal_year_id: yearOf[startYear + n], amount: 50 * n })),
  ];
  await record({
    project: roadsProject,
    office,
    patch: { planned: plan, ...award(400), multi_year: true, liabilities },
    moves: [...toAward(4), { action: "sign", dates: { agreement: d(4, 28) } }],
    variations: [{ varied_on: d(5, 2), new_amount: 450, reason: "थप काम" }],
    extensions: [{ extended_on: d(5, 3), new_end_date: `${startYear + 2}-03-30`, reason: "बाढी" }],
  });
  // Awarded only; cancelled; in evaluation.
  await record({ project: roadsProject, office, patch: { planned: plan, ...award(90) }, moves: toAward(4) });
  await record({
    project: roadsProject,
    office,
    patch: { planned: plan },
    moves: [{ action: "cancel", closed_on: d(4, 3), reason: "बजेट अभाव" }],
  });
  await record({
    project: roadsProject,
    office,
    patch: { category: "consulting", planned: plan },
    moves: toAward(4).slice(0, 2),
  });
  // The department's own contract (the root's own row when the department is the root).
  await record({ project: roadsProject, office: ids["336-01"], patch: { planned: plan } });
  // Another ministry's contract, outside the roads subtree.
  await record({ caller: finance, project: financeProject, office: ids["305"], patch: { planned: plan } });
});
afterAll(() => t.close());

/** The first day after fiscal month m (0 = Shrawan), written out here rather than taken from the domain. */
const dayAfter = (m: number) => {
  const months = [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4];
  return `${m >= 8 ? startYear + 1 : startYear}-${String(months[m]).padStart(2, "0")}-01`;
};

/**
 * The view's counts and figures computed here from the contract records (the contract API's answers),
 * as of the end of month m, by the rules of docs/product-rules.md, without the report's SQL.
 */
const expected = async (caller: { username: string }, query: Record<string, unknown>, m: number) => {
  const rows = okResponse<TPaged<TContractRow>>(
    await t.as(caller).get("/api/thekka/all", { query: { fiscal_year_id: year, per_page: 100, ...query } }),
  ).data;
  const until = dayAfter(m);
  const lateAt = today < until ? today : until;
  const counts: Record<string, number> = { contracts: 0, contracts_due: 0, contracts_awarded: 0 };
  const add = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const values: Record<string, number> = {
    due_amount: 0,
    awarded_amount: 0,
    variation_amount: 0,
    liability_next_1: 0,
  };
  for (const row of rows) {
    const c = okResponse<TContract>(await t.as(admin).get(`/api/thekka/show/${row.id}`));
    const before = (date: string | null | undefined) => Boolean(date && date < until);
    const stage =
      ["cancelled", "unsuccessful", "terminated"].includes(c.status) && before(c.closed_on)
        ? c.status
        : before(c.actual.completion)
          ? "completed"
          : before(c.actual.agreement)
            ? "active"
            : before(c.actual.award)
              ? "awarded"
              : before(c.actual.opening)
                ? "evaluation"
                : before(c.actual.invitation)
                  ? "tender"
                  : "planned";
    add("contracts");
    add(`stage_${stage}`);
    const dropped = stage === "cancelled" || stage === "unsuccessful";
    if (before(c.actual.award)) {
      add("contracts_awarded");
      values.awarded_amount += c.contract_amount ?? 0;
    } else if (!dropped && before(c.planned.award)) {
      add("contracts_due");
      values.due_amount += c.estimated_amount;
    }
    const extensions = c.extensions.filter((e) => e.extended_on < until);
    const variations = c.variations.filter((v) => v.varied_on < until);
    const revised = extensions.at(-1)?.new_end_date ?? c.planned.completion;
    const next: Record<string, string | null | undefined> = {
      planned: c.planned.invitation,
      tender: c.planned.opening,
      evaluation: c.planned.award,
      awarded: c.planned.agreement,
      active: revised,
    };
    const due = next[stage];
    if (due && due < lateAt) add("contracts_late");
    if (variations.length > 0) {
      add("contracts_varied");
      values.variation_amount += (variations.at(-1)?.new_amount ?? 0) - (c.contract_amount ?? 0);
    }
    if (extensions.length > 0) add("contracts_extended");
    if (c.multi_year && !dropped) add("contracts_multi_year");
    const open = ["planned", "tender", "evaluation", "awarded", "active"].includes(stage);
    if (c.multi_year && open)
      values.liability_next_1 += c.liabilities
        .filter((l) => l.fiscal_year_id === yearOf[startYear + 1])
        .reduce((sum, l) => sum + l.amount, 0);
  }
  return { counts, values };
};

describe("consolidated contract view", () => {
  it("counts the contracts by stage, due and awarded, late, varied and extended, with the figures computed here", async () => {
    const view = await report(admin, { nikaya_id: ids["336-01"] });
    const want = await expected(admin, { nikaya_id: ids["336-01"] }, view.filters.month);
    for (const column of view.columns)
      expect(view.totals.counts[column.key], column.key).toBe(want.counts[column.key] ?? 0);
    for (const [key, value] of Object.entries(want.values))
      expect(view.totals.values[key], key).toBeCloseTo(value, 2);
    // The stages partition the contracts; the fixture reaches every open stage and a dropped one.
    const stages = view.columns.filter((c) => c.key.startsWith("stage_"));
    expect(stages.reduce((sum, c) => sum + view.totals.counts[c.key], 0)).toBe(view.totals.counts.contracts);
    expect(view.totals.counts.contracts).toBe(base.roads.contracts + 7);
    expect(view.totals.counts.contracts_late).toBeGreaterThan(base.roads.contracts_late);
    expect(view.totals.counts.contracts_varied).toBe(base.roads.contracts_varied + 1);
    expect(view.totals.counts.stage_cancelled).toBe(base.roads.stage_cancelled + 1);
    // The department's own contract is its own row; the division's are under its section.
    expect(view.rows.find((row) => row.own)?.counts.contracts).toBeGreaterThanOrEqual(1);
  });

  it("reads an earlier month as of its end: a variation dated after it is not counted there", async () => {
    const view = await report(admin, { nikaya_id: ids["336-01"], month: 0 });
    const want = await expected(admin, { nikaya_id: ids["336-01"] }, 0);
    for (const column of view.columns)
      expect(view.totals.counts[column.key], column.key).toBe(want.counts[column.key] ?? 0);
    expect(view.totals.counts.contracts).toBe(base.roads0.contracts + 7);
    expect(view.totals.counts.contracts_varied).toBe(base.roads0.contracts_varied);
    expect(view.totals.counts.contracts_extended).toBe(base.roads0.contracts_extended);
  });

  it("drills every count of every row into a list of as many contracts (a table over every cell)", async () => {
    for (const query of [{}, { nikaya_id: ids["336-01"] }, { category: "works" }, { stage: "awarded" }]) {
      const view = await report(admin, query);
      for (const row of [...view.rows, view.totals])
        for (const column of view.columns as TReportColumn[]) {
          const drill = drillOf(column, row);
          expect(drill?.report).toBe("thekka-akkikrit-pragarti/contracts");
          const list = okResponse<{ total: number; data: unknown[] }>(
            await t.as(admin).get(LIST, { query: { ...drill?.params, per_page: 100 } }),
          );
          expect(list.data.length, `${column.key} ${JSON.stringify(drill?.params)}`).toBe(
            row.counts[column.key],
          );
          expect(list.total).toBe(row.counts[column.key]);
        }
    }
  });

  it("filters by category and stage, and the list shows each contract as of the month", async () => {
    const goods = await report(admin, { nikaya_id: ids["336-01"], category: "goods" });
    expect(goods.totals.counts.contracts).toBe(base.goods.contracts + 1);
    const running = await report(admin, { nikaya_id: ids["336-01"], stage: "active" });
    expect(running.totals.counts.contracts).toBe(base.active.contracts + 1);
    const list = okResponse<{ data: Record<string, unknown>[] }>(
      await t.as(admin).get(LIST, { query: { ...running.totals.drill, search: "CONS/", per_page: 100 } }),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        stage: "active",
        contract_amount: 400,
        current_amount: 450,
        variations: 1,
        extensions: 1,
        revised_completion: `${startYear + 2}-03-30`,
        multi_year: true,
      }),
    ]);
  });

  it("keeps an office user to their own subtree: another ministry's office is 404, their rows hold only theirs", async () => {
    expect((await t.as(finance).get(REPORT, { query: { nikaya_id: ids["336-01"] } })).statusCode).toBe(404);
    expect((await t.as(finance).get(LIST, { query: { nikaya_id: ids["336-01"] } })).statusCode).toBe(404);
    expect((await t.as(roads).get(REPORT, { query: { nikaya_id: ids["305"] } })).statusCode).toBe(404);
    const own = await report(finance);
    expect(own.totals.counts.contracts).toBe(base.financeUser.contracts + 1);
    const roadsView = await report(roads);
    expect(roadsView.totals.counts.contracts).toBe(base.roadsUser.contracts + 7);
    const all = await report(admin);
    expect(all.totals.counts.contracts).toBe(base.all.contracts + 8);
    const list = okResponse<{ data: { nikaya_id: number; number: string }[] }>(
      await t.as(roads).get(LIST, { query: { fiscal_year_id: year, per_page: 100, search: "CONS/" } }),
    );
    expect(list.data).toHaveLength(7);
    expect(list.data.map((row) => row.nikaya_id)).not.toContain(ids["305"]);
  });

  it("exports the view and a list as Excel in the request's language, and prints a list", async () => {
    const res = await t.as(admin).get("/api/reports/export/thekka-akkikrit-pragarti", {
      query: { fiscal_year_id: year, nikaya_id: ids["336-01"], lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(1)[0]).toBe("Consolidated contract progress");
    expect(cells(3).slice(0, 3)).toEqual(["Office", "Contracts", "Planned"]);
    expect(cells(sheet.rowCount).slice(0, 2)).toEqual(["Total", base.roads.contracts + 7]);
    const list = await t.as(admin).get("/api/reports/export/thekka-akkikrit-pragarti/contracts", {
      query: {
        fiscal_year_id: year,
        nikaya_id: ids["336-01"],
        measure: "contracts_varied",
        search: "CONS/",
        lang: "np",
      },
    });
    expect(list.statusCode, list.body).toBe(200);
    const listBook = new ExcelJS.Workbook();
    await listBook.xlsx.load(list.rawPayload as unknown as ArrayBuffer);
    const listSheet = listBook.worksheets[0];
    expect(listSheet.rowCount).toBe(4);
    expect((listSheet.getRow(4).values as unknown[]).slice(1)).toContain("सञ्चालनमा");
    const print = okResponse<{ count: number }>(
      await t.as(admin).get("/api/reports/print/thekka-akkikrit-pragarti/contracts", {
        query: { fiscal_year_id: year, nikaya_id: ids["336-01"], search: "CONS/", lang: "en", limit: 100 },
      }),
    );
    expect(print.count).toBe(7);
  });

  it("refuses callers without a session and bad filters, in both languages", async () => {
    expect((await t.anonymous.get(REPORT, { query: { fiscal_year_id: year } })).statusCode).toBe(401);
    const badStage = await t.as(admin).get(REPORT, { query: { fiscal_year_id: year, stage: "lost" } });
    expect(badStage.statusCode).toBe(422);
    const badMeasure = await t.as(admin).get(LIST, { query: { fiscal_year_id: year, measure: "late" } });
    expect(badMeasure.statusCode).toBe(422);
    const badYear = await t.as(admin).get(REPORT, { query: { fiscal_year_id: 999999 } });
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json().errors_np).toBeDefined();
  });
});
