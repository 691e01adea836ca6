import { sql } from "drizzle-orm";
import type ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin, roads as office } from "../../../test/demo-users";
import { buildProject, findFiscalYear, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { filedForYear, importTreasuryFile, treasuryFixture } from "../../../test/treasury-fixture";
import { exportedWorkbook, workbookOf } from "../../../test/workbook";
import { queryRows } from "../../db/client";
import { buildSetupBlock } from "../calendar/calendar.service";

/**
 * One rule per figure (issue 30, item 6) for the treasury: the headline figures of the treasury reports
 * (budget, expense and expense % of current, capital, financing and total, and the balance) per ministry,
 * per office of each ministry and per detail row of each office, and the daily budgetary analysis (every
 * office-expense date of the year beside the same date a year before), are worked out here from the
 * stored rows (raw amounts in paisa, summed and divided here), and the reports' rows and totals, every
 * drill-down, and the Excel sheets show the same, for admin, a ministry's secretary and an office (the
 * snapshots are national figures: every caller reads the same), and a project head for the projects
 * report (the one treasury screen of its menu). Over the demo's snapshots of this year and the last,
 * and an office-expense file imported today through the API, one of its offices matched by admin; and a
 * project's treasury figure (its sub-heads in the newest file) on its summary and in the consolidated
 * view's list against its sub-head's row of the office-expense report.
 */

let t: TestApp;
let year: number;
let previousYear: number;
let today: string;
const ids: Record<string, number> = {};

/** The name of a row filed without one (and the level that groups such rows). */
const NONE = "-";
/** Every test reads whole levels down to the detail rows on two cores: more than the default 30 s. */
const SLOW = 180_000;
const LAKH_FILE = "2066-offices-lakh-devanagari.csv";

/** A file's text as filed for the budget year `fiscalYearId` (its title names the year), imported as admin. */
const importFile = async (name: string, text: string, fiscalYearId: number, asOf: string, unit: string) => {
  const start = (await findFiscalYear(t.database.db, { id: fiscalYearId })).startYear;
  await importTreasuryFile(
    t.as(admin),
    { name, content: filedForYear(text, start) },
    { report_number: "2066", fiscal_year_id: fiscalYearId, as_of: asOf, unit },
  );
};

/**
 * An office-expense file in rupees of sub-head rows [office, sub-head, total budget, total expense] (all
 * current; a negative expense, a refund, written in brackets as the treasury prints it).
 */
const subheadFile = (rows: [number, string, number, number][]) => {
  const amount = (n: number) => (n < 0 ? `(${-n})` : String(n));
  const budget = rows.reduce((sum, row) => sum + row[2], 0);
  const expense = rows.reduce((sum, row) => sum + row[3], 0);
  return [
    "महालेखा नियन्त्रक कार्यालय,,,,,,,,,,,",
    "कार्यालयगत बजेट तथा खर्च (२०६६),,,,,,,,,,,",
    "आ.व. २०८२/८३ (रु.),,,,,,,,,,,",
    "मन्त्रालय,कार्यालय कोड,कार्यालय,प्रदेश,ब.उ.शि.नं.,चालु,,पूँजीगत,,कुल,,मौज्दात",
    ",,,,,बजेट,खर्च,बजेट,खर्च,बजेट,खर्च,",
    ...rows.map(
      ([office, subhead, budget, expense]) =>
        `गृह मन्त्रालय,9110${office},Figures office ${office},बागमती,${subhead},${budget},${amount(expense)},0,0,${budget},${amount(expense)},${budget - expense}`,
    ),
    `कुल जम्मा,,,,,${budget},${amount(expense)},0,0,${budget},${amount(expense)},${budget - expense}`,
  ].join("\n");
};

/** The project whose sub-head was refunded more than it spent: -100 of 80,000, exactly -0.125 %. */
let refunded: number;
const REFUNDED_SUBHEAD = "91100001";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  ({ current: year, previous: previousYear } = await fiscalYears(db));
  today = (await buildSetupBlock(db)).current_date;
  // A sub-head file dated today (the newest of the year), one sub-head a project's own; the previous
  // year (the demo's test seed has none) gets the sub-head fixture on an earlier day of Ashwin and the
  // lakh fixture in Kartik, so a date of this year reads the newest of last year's on or before its day.
  refunded = (
    await buildProject(db, {
      nikayaId: ids["336-01"],
      fiscalYearId: year,
      budgetSubHeads: [REFUNDED_SUBHEAD],
    })
  ).id;
  await importFile(
    "figures.csv",
    subheadFile([
      [1, REFUNDED_SUBHEAD, 80_000, -100],
      [1, "91100002", 50_000, 20_000],
      [2, "91100003", 120_000, 45_000.5],
    ]),
    year,
    today,
    "rupees",
  );
  const before = (await findFiscalYear(db, { id: previousYear })).startYear;
  for (const [name, asOf, unit] of [
    ["2066-subheads-rupees-devanagari.csv", `${before}-06-10`, "rupees"],
    [LAKH_FILE, `${before}-08-01`, "lakh"],
  ])
    await importFile(name, treasuryFixture(name).toString("utf8"), previousYear, asOf, unit);
  // Admin matches one of its offices to the product's division office.
  const codes = okResponse<{ code: string }[]>(
    await t.as(admin).get("/api/treasury/codes", { query: { fiscal_year_id: year, kind: "office" } }),
  );
  expect(codes.length).toBeGreaterThan(0);
  okResponse(
    await t.as(admin).post("/api/treasury/codes", {
      kind: "office",
      code: codes[0].code,
      office_id: ids["336-01-01"],
    }),
  );
});
afterAll(() => t.close());

// --- the figures worked out here ---------------------------------------------------------------

type Stored = {
  line: number;
  ministry: string;
  office: string;
  province: string;
  detail: string;
  code: string | null;
  amounts: Record<string, bigint | null>;
};

const COLUMNS = [
  "current_budget",
  "current_expense",
  "capital_budget",
  "capital_expense",
  "financing_budget",
  "financing_expense",
  "total_budget",
  "total_expense",
  "balance",
] as const;

/**
 * The rows of one snapshot as stored, each placed as the rule states it: a ministry or office under the
 * product office admin matched its code to, else (an office) the product office of its own code, else
 * under the name as filed ("-" when blank); the detail row likewise (a sub-head or project matched to a
 * project under its name, a project of its own code, an account by its name, else its code).
 */
const storedRows = async (snapshotId: number) => {
  const rows = await queryRows<Record<string, string | number | null>>(
    t.database.db,
    sql`SELECT r.line,
               COALESCE(mo.name_np, NULLIF(btrim(r.ministry), ''), ${NONE}) AS ministry,
               COALESCE(oo.name_np, ao.name_np, NULLIF(btrim(r.office), ''), ${NONE}) AS office,
               COALESCE(NULLIF(btrim(r.province), ''), ${NONE}) AS province,
               CASE s.report_number
                 WHEN '2066' THEN COALESCE(sp.name, NULLIF(btrim(r.subhead), ''), ${NONE})
                 WHEN '2039' THEN COALESCE(NULLIF(btrim(r.account), ''), r.account_code, ${NONE})
                 ELSE COALESCE(pp.name, cp.name, NULLIF(btrim(r.project), ''), ${NONE}) END AS detail,
               CASE s.report_number
                 WHEN '2066' THEN NULL
                 WHEN '2039' THEN r.account_code
                 ELSE COALESCE(pp.code, cp.code, r.project_code) END AS code,
               r.current_budget::text, r.current_expense::text, r.capital_budget::text,
               r.capital_expense::text, r.financing_budget::text, r.financing_expense::text,
               r.total_budget::text, r.total_expense::text, r.balance::text
          FROM treasury_rows r JOIN treasury_snapshots s ON s.id = r.snapshot_id
          LEFT JOIN treasury_code_maps mm ON mm.kind = 'ministry' AND mm.code = btrim(r.ministry)
          LEFT JOIN offices mo ON mo.id = mm.office_id
          LEFT JOIN treasury_code_maps om ON om.kind = 'office'
                AND om.code = COALESCE(NULLIF(btrim(r.office_code), ''), btrim(r.office))
          LEFT JOIN offices oo ON oo.id = om.office_id
          LEFT JOIN offices ao ON ao.code = btrim(r.office_code)
          LEFT JOIN treasury_code_maps sm ON sm.kind = 'subhead' AND sm.code = btrim(r.subhead)
          LEFT JOIN projects sp ON sp.id = sm.project_id
          LEFT JOIN treasury_code_maps pm ON pm.kind = 'project'
                AND pm.code = COALESCE(NULLIF(btrim(r.project_code), ''), btrim(r.project))
          LEFT JOIN projects pp ON pp.id = pm.project_id
          LEFT JOIN projects cp ON lower(cp.code) = lower(btrim(r.project_code))
         WHERE r.snapshot_id = ${snapshotId}
         ORDER BY r.line`,
  );
  return rows.map(
    (row): Stored => ({
      line: Number(row.line),
      ministry: String(row.ministry),
      office: String(row.office),
      province: String(row.province),
      detail: String(row.detail),
      code: row.code === null ? null : String(row.code),
      amounts: Object.fromEntries(COLUMNS.map((c) => [c, row[c] === null ? null : BigInt(row[c] as string)])),
    }),
  );
};

/** Rupees of a sum of paisa. */
const rupees = (paisa: bigint) => Number(paisa) / 100;

/** 100 × expense / budget to two decimals, half away from zero, in exact integers; 0 without a budget. */
const percent = (expense: bigint, budget: bigint) => {
  if (budget === 0n) return 0;
  const n = 10_000n * expense;
  const negative = n < 0n !== budget < 0n;
  const [a, b] = [n < 0n ? -n : n, budget < 0n ? -budget : budget];
  const rounded = Number((2n * a + b) / (2n * b)) / 100;
  return negative && rounded !== 0 ? -rounded : rounded;
};

/** The figures of a set of rows, for the keys the report answers. */
const figuresOf = (rows: Stored[], keys: string[]) => {
  const sum = (column: string) => rows.reduce((total, row) => total + (row.amounts[column] ?? 0n), 0n);
  return Object.fromEntries(
    keys.map((key) => {
      if (key === "balance")
        return [
          key,
          rupees(
            rows.reduce(
              (total, row) =>
                total +
                (row.amounts.balance ?? (row.amounts.total_budget ?? 0n) - (row.amounts.total_expense ?? 0n)),
              0n,
            ),
          ),
        ];
      const pair = key.replace(/_(budget|expense|percent)$/, "");
      if (key.endsWith("_percent")) return [key, percent(sum(`${pair}_expense`), sum(`${pair}_budget`))];
      return [key, rupees(sum(key))];
    }),
  );
};

/** The rows grouped by `by`, in the order of each group's first line. */
const groups = (rows: Stored[], by: (row: Stored) => string) => {
  const out = new Map<string, Stored[]>();
  for (const row of rows) out.set(by(row), [...(out.get(by(row)) ?? []), row]);
  return out;
};

const snapshots = (number: string, fiscalYearId: number) =>
  queryRows<{ id: number; as_of: string }>(
    t.database.db,
    sql`SELECT id, as_of FROM treasury_snapshots WHERE report_number = ${number}
         AND fiscal_year_id = ${fiscalYearId} ORDER BY as_of`,
  );

// --- the product's answers -----------------------------------------------------------------------

type Cells = { values: Record<string, number>; drill: Record<string, string | number> };
type Report = {
  filters: { as_of: string | null };
  level: string;
  rows: (Cells & { name: string; code: string | null; drillable: boolean })[];
  totals: Cells;
};

type Caller = { username: string };

const read = async (caller: Caller, report: string, query: Record<string, string | number>) =>
  okResponse<Report>(
    await t.as(caller).get(`/api/reports/${report}`, { query: { fiscal_year_id: year, ...query } }),
  );

/** A sheet's row `n`, every column's cell (an empty one null, trailing ones too). */
const cellsOf = (sheet: ExcelJS.Worksheet, n: number) =>
  Array.from({ length: sheet.columnCount }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);

/** The Excel sheet of one level: per body row its name and numbers, the totals row last. */
const sheetOf = async (caller: Caller, report: string, query: Record<string, string | number>) => {
  const res = await t.as(caller).get(`/api/reports/export/${report}`, {
    query: { fiscal_year_id: year, ...query, lang: "en" },
  });
  const sheet = (await exportedWorkbook(res)).worksheets[0];
  const rows = Array.from({ length: sheet.rowCount - 3 }, (_, i) => cellsOf(sheet, i + 4));
  return {
    heads: cellsOf(sheet, 3),
    body: rows.slice(0, -1),
    totals: rows.at(-1)!,
  };
};

/**
 * One level of a report against the rows: its rows (names, codes and figures, in the order of their
 * first line), its totals, its Excel sheet; then each row's drill-down, level by level, to the detail.
 */
const checkLevel = async (
  caller: Caller,
  report: string,
  query: Record<string, string | number>,
  rows: Stored[],
): Promise<number> => {
  const answer = await read(caller, report, query);
  const keys = Object.keys(answer.totals.values);
  expect(keys).toEqual(expect.arrayContaining(["total_budget", "total_expense", "total_percent", "balance"]));
  const level = query.office !== undefined ? "detail" : query.ministry !== undefined ? "office" : "ministry";
  expect(answer.level).toBe(level);
  const by = (row: Stored) =>
    level === "ministry" ? row.ministry : level === "office" ? row.office : `${row.detail}\u0000${row.code}`;
  const grouped = groups(rows, by);
  const where = JSON.stringify(query);
  expect(
    answer.rows.map((row) => [row.name, row.values]),
    where,
  ).toEqual([...grouped].map(([key, list]) => [key.split("\u0000")[0], figuresOf(list, keys)]));
  if (level === "detail")
    expect(answer.rows.map((row) => row.code)).toEqual(
      [...grouped.keys()].map((key) => (key.split("\u0000")[1] === "null" ? null : key.split("\u0000")[1])),
    );
  expect(answer.totals.values, where).toEqual(figuresOf(rows, keys));

  // Excel: the same names and numbers, the totals row last (a detail's code in its own column).
  const sheet = await sheetOf(caller, report, query);
  const numbers = (values: Record<string, number>) => keys.map((key) => values[key]);
  const skip = sheet.heads.length - keys.length;
  // The sheet names a blank "None" and puts a detail row's code before its name.
  const label = (key: string) => {
    const [name, code] = key.split("\u0000");
    const named = name === NONE ? "None" : name;
    return code && code !== "null" && code !== "undefined" && code !== name ? `${code} ${named}` : named;
  };
  expect(
    sheet.body.map((cells) => [cells[0], ...cells.slice(skip)]),
    `Excel ${where}`,
  ).toEqual([...grouped].map(([key, list]) => [label(key), ...numbers(figuresOf(list, keys))]));
  expect(sheet.totals.slice(skip)).toEqual(numbers(figuresOf(rows, keys)));

  if (level === "detail") return 1;
  let checked = 1;
  for (const row of answer.rows) {
    const { fiscal_year_id: _year, ...params } = row.drill;
    checked += await checkLevel(
      caller,
      report,
      params,
      rows.filter((r) => (level === "ministry" ? r.ministry : r.office) === row.name),
    );
  }
  return checked;
};

const CALLERS: [string, Caller][] = [
  ["admin", admin],
  ["a ministry's secretary", { username: "sachib" }],
  ["an office", office],
];
const REPORTS: [string, string][] = [
  ["2066", "fcgo-details/office-expenses"],
  ["2105", "fcgo-details/progress"],
  ["2104", "fcgo-details/projects"],
  ["2039", "fcgo-details/account-expenses"],
];

describe("treasury figures agree everywhere, worked out from the stored rows", () => {
  for (const [name, caller] of CALLERS)
    for (const [number, report] of REPORTS)
      it(
        `${name}: report ${number} per ministry, office and detail, its drill-downs and Excel, on the newest date (admin: and the first)`,
        async () => {
          const dates = await snapshots(number, year);
          expect(dates.length).toBeGreaterThan(0);
          // Admin reads the first date too; every caller the newest (the same national figures).
          for (const snapshot of new Set(caller === admin ? [dates.at(-1)!, dates[0]] : [dates.at(-1)!])) {
            const rows = await storedRows(snapshot.id);
            expect(rows.length).toBeGreaterThan(0);
            const query: Record<string, string> = snapshot === dates.at(-1) ? {} : { as_of: snapshot.as_of };
            // Every ministry, every office of each and every office's detail rows.
            expect(await checkLevel(caller, report, query, rows)).toBeGreaterThan(2);
          }
        },
        SLOW,
      );

  it(
    "a project head: the projects report (2104) per ministry, office and project, with its drill-downs and Excel",
    async () => {
      const dates = await snapshots("2104", year);
      const rows = await storedRows(dates.at(-1)!.id);
      expect(await checkLevel({ username: "project" }, "fcgo-details/projects", {}, rows)).toBeGreaterThan(2);
    },
    SLOW,
  );

  it("the newest office-expense file: the office admin matched is named as the product's office", async () => {
    const [newest] = (await snapshots("2066", year)).slice(-1);
    expect(newest.as_of).toBe(today);
    const [division] = await queryRows<{ name_np: string }>(
      t.database.db,
      sql`SELECT name_np FROM offices WHERE id = ${ids["336-01-01"]}`,
    );
    expect((await storedRows(newest.id)).some((row) => row.office === division.name_np)).toBe(true);
  });

  /** Per office-expense date of the year: its figures, and the % of the previous year's same date. */
  const expectedAnalysis = async (keep: (row: Stored) => boolean) => {
    const previous = await snapshots("2066", previousYear);
    const out = [];
    for (const snapshot of await snapshots("2066", year)) {
      const rows = (await storedRows(snapshot.id)).filter(keep);
      const sameDay = `${Number(snapshot.as_of.slice(0, 4)) - 1}${snapshot.as_of.slice(4)}`;
      const before = previous.filter((p) => p.as_of <= sameDay).at(-1);
      const figures = figuresOf(rows, [
        "current_budget",
        "current_expense",
        "current_percent",
        "capital_budget",
        "capital_expense",
        "capital_percent",
        "total_budget",
        "total_expense",
        "total_percent",
      ]);
      const last = before
        ? figuresOf((await storedRows(before.id)).filter(keep), [
            "current_percent",
            "capital_percent",
            "total_percent",
          ])
        : null;
      out.push({
        as_of: snapshot.as_of,
        previous_as_of: before?.as_of ?? null,
        values: {
          ...figures,
          previous_current_percent: last?.current_percent ?? null,
          previous_capital_percent: last?.capital_percent ?? null,
          previous_total_percent: last?.total_percent ?? null,
        },
      });
    }
    return out;
  };

  type Analysis = {
    rows: {
      as_of: string;
      previous_as_of: string | null;
      values: Record<string, number | null>;
      drill: Record<string, string | number>;
    }[];
  };

  for (const [name, caller] of CALLERS)
    it(
      `${name}: the daily budgetary analysis, whole and for one ministry, each date drilling into its office-expense report, and Excel`,
      async () => {
        const newest = await storedRows((await snapshots("2066", year)).at(-1)!.id);
        const ministry = newest[0].ministry;
        for (const [query, keep] of [
          [{}, () => true],
          [{ ministry }, (row: Stored) => row.ministry === ministry],
        ] as [Record<string, string>, (row: Stored) => boolean][]) {
          const expected = await expectedAnalysis(keep);
          expect(expected.length).toBeGreaterThan(1);
          expect(expected.some((e) => e.previous_as_of !== null)).toBe(true);
          const answer = okResponse<Analysis>(
            await t.as(caller).get("/api/reports/fcgo/daily-budgetary-analysis", {
              query: { fiscal_year_id: year, ...query },
            }),
          );
          expect(
            answer.rows.map(({ as_of, previous_as_of, values }) => ({ as_of, previous_as_of, values })),
            JSON.stringify(query),
          ).toEqual(expected);
          // Each date opens the office-expense report of that date, whose totals are the date's figures.
          for (const row of answer.rows) {
            const { fiscal_year_id: _year, ...params } = row.drill;
            const opened = await read(caller, "fcgo-details/office-expenses", params);
            for (const key of ["current_budget", "capital_expense", "total_expense", "total_percent"])
              expect(opened.totals.values[key], `${row.as_of} ${key}`).toBe(row.values[key]);
          }
          // Excel: one row per date, its figures and the previous year's % in the same order.
          const res = await t.as(caller).get("/api/reports/export/fcgo/daily-budgetary-analysis", {
            query: { fiscal_year_id: year, ...query, lang: "en" },
          });
          expect(res.statusCode).toBe(200);
          const sheet = (await workbookOf(res.rawPayload)).worksheets[0];
          expect(sheet.rowCount - 3).toBe(expected.length);
          expected.forEach((e, i) => {
            expect(cellsOf(sheet, i + 4), e.as_of).toEqual([
              e.as_of,
              e.previous_as_of,
              ...Object.values(e.values),
            ]);
          });
        }
      },
      SLOW,
    );

  it("a project's treasury expense % on its summary and in the consolidated list equals its sub-head's row of the office-expense report (a refund's half rounds away from zero)", async () => {
    const [newest] = (await snapshots("2066", year)).slice(-1);
    const rows = (await storedRows(newest.id)).filter((row) => row.detail === REFUNDED_SUBHEAD);
    const want = figuresOf(rows, ["total_budget", "total_expense", "total_percent"]);
    // -100 of 80,000 is -0.125 %: two decimals, half away from zero.
    expect(want).toEqual({ total_budget: 80_000, total_expense: -100, total_percent: -0.13 });
    const [row] = rows;
    const detail = await read(admin, "fcgo-details/office-expenses", {
      ministry: row.ministry,
      office: row.office,
    });
    expect(detail.rows.find((r) => r.name === REFUNDED_SUBHEAD)?.values).toMatchObject(want);
    const summary = okResponse<{
      treasury: { budget: number; expense: number; expense_percent: number | null };
    }>(await t.as(admin).get(`/api/ayojana/summary/${refunded}`));
    expect(summary.treasury).toMatchObject({
      budget: want.total_budget,
      expense: want.total_expense,
      expense_percent: want.total_percent,
    });
    const list = okResponse<{ data: { id: number; treasury_percent: number | null }[] }>(
      await t.as(admin).get("/api/reports/ayojana-akikrit-pragati/projects", {
        query: { fiscal_year_id: year, month: 11, nikaya_id: ids["336-01"], per_page: 100 },
      }),
    );
    expect(list.data.find((p) => p.id === refunded)?.treasury_percent).toBe(want.total_percent);
  });
});
