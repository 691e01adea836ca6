import { toBsString } from "@pragati/domain/calendar";
import {
  drillOf,
  type TActionPoint,
  type TProjectSummary,
  type TVisit,
  type TVisitStateReport,
} from "@pragati/domain/contract";
import { VISIT_STATES } from "@pragati/domain/monitoring";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adPlusDays } from "../../../test/ad-days";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildProject, buildUser, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";

/**
 * One rule per figure (issue 30, item 6) for monitoring: for admin, a monitor of a ministry and a monitor
 * of a department below it, the headline figures (visits by state, pending and overdue action points by
 * aging bucket, coverage of offices and projects, "on time" of each reported visit) are worked out here
 * with SQL over the stored tables, and the reports' rows and totals, every count's drill-down list, the
 * Excel sheets and the monitoring dashboard all show the same. Over the demo visits and visits built here
 * through the API: one accepted with points overdue and not yet due, one submitted but not accepted (its
 * points pending nowhere), one accepted after 9 days (late) and one draft. Today is fixed.
 */

/** A caller by its account (the scope rules read its role and office). */
type Caller = { username: string };

let t: TestApp;
let year: number;
const ids: Record<string, number> = {};
let ministry: { id: number; username: string };
let department: { id: number; username: string };
let reviewer: { id: number; username: string };

/** Today, fixed at 11:45 in Nepal. */
const TODAY = "2026-11-20";
const adDay = (days: number) => adPlusDays(TODAY, days);
let bsDay: (days: number) => string;

const move = (who: Caller, id: number, action: string, reason = "") =>
  t.as(who).post(`/api/anugaman/move/${id}`, { action, reason });

/**
 * A visit created by `by` of `target` from `from` to `to` days after today, taken as far as `until`
 * with its action points (responsible office, due in days) written with its report.
 */
const visit = async (input: {
  by: Caller;
  target: number;
  project?: number;
  from: number;
  to: number;
  points?: [number, number][];
  until: "draft" | "report_submitted" | "accepted";
}) => {
  const created = okResponse<TVisit>(
    await t.as(input.by).post("/api/anugaman/store", {
      target_nikaya_id: input.target,
      project_id: input.project,
      title: "Figures visit",
      subject: "Figures",
      from_date: bsDay(input.from),
      to_date: bsDay(input.to),
    }),
  );
  const id = created.id;
  if (input.until === "draft") return id;
  okResponse(await t.as(input.by).post(`/api/anugaman/${id}/members`, { name: "Leader", is_leader: true }));
  okResponse(
    await t.as(input.by).post(`/api/anugaman/order/${id}`, {
      order_number: `FIG-${id}`,
      approver_name: "A",
      approver_designation: "B",
      approver_office: "C",
    }),
  );
  okResponse(await move(input.by, id, "issue_order"));
  okResponse(await move(input.by, id, "start_field"));
  okResponse(await t.as(input.by).post(`/api/anugaman/report/${id}`, { main_objectives: "Seen" }));
  for (const [responsible, due] of input.points ?? [])
    okResponse(
      await t.as(input.by).post(`/api/anugaman/${id}/action-points`, {
        description: "Figures point",
        responsible_nikaya_id: responsible,
        due_date: bsDay(due),
      }),
    );
  const leader = okResponse<TVisit>(await t.as(input.by).get(`/api/anugaman/show/${id}`)).members[0];
  okResponse(await t.as(input.by).post(`/api/anugaman/members/verify/${leader.id}`));
  okResponse(await move(input.by, id, "submit_report"));
  if (input.until === "accepted") okResponse(await move(reviewer, id, "accept"));
  return id;
};

beforeAll(async () => {
  setClock(new Date(`${TODAY}T06:00:00Z`));
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  year = (await fiscalYears(db)).current;
  const calendar = await loadCalendar(db);
  bsDay = (days) => toBsString(calendar.adToBs(adDay(days)));
  ministry = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336"] });
  department = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336-01"] });
  reviewer = await buildUser(db, { role: "reviewer", nikayaId: ids["336"] });
  const division = ids["336-01-01"];
  const road = await buildProject(db, { nikayaId: division, fiscalYearId: year, name: "Figures road" });
  // Accepted: points 20 and 100 days overdue and one due in 10 days; its project and office are visited.
  await visit({
    by: department,
    target: division,
    project: road.id,
    from: -6,
    to: -5,
    points: [
      [division, -20],
      [division, -100],
      [ids["336-01"], 10],
    ],
    until: "accepted",
  });
  // Submitted, not accepted: its overdue point is the team's draft, pending nowhere; nothing visited.
  await visit({
    by: ministry,
    target: ids["336-01"],
    from: -4,
    to: -3,
    points: [[division, -40]],
    until: "report_submitted",
  });
  // Reported 9 days after its last day (late), accepted: a point 45 days overdue at the department.
  await visit({
    by: ministry,
    target: ids["336-01"],
    from: -10,
    to: -9,
    points: [[ids["336-01"], -45]],
    until: "accepted",
  });
  await visit({ by: department, target: division, from: 5, to: 6, until: "draft" });
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

// --- the figures worked out here ---------------------------------------------------------------

const CALLERS: [string, () => Caller][] = [
  ["admin", () => admin],
  ["a ministry's monitor", () => ministry],
  ["a department's monitor", () => department],
];

/** The office paths the caller's scope holds (admin: every office). */
const scopeOf = async (caller: Caller) => {
  const [row] = await queryRows<{ path: string | null; all: boolean }>(
    t.database.db,
    sql`SELECT o.path, r.slug = 'admin' AS all
          FROM users u JOIN roles r ON r.id = u.role_id LEFT JOIN offices o ON o.id = u.nikaya_id
         WHERE u.username = ${caller.username}`,
  );
  return (column: string) =>
    row.all
      ? sql`TRUE`
      : sql`${sql.raw(column)} IN (SELECT x.id FROM offices x WHERE x.path LIKE ${`${row.path}%`})`;
};

type Counts = Record<string, number>;
type Expected = { rows: Map<number, Counts>; totals: Counts; ids: Map<string, number[]> };

/** Per office and in total, the count of each measure, and the ids behind each measure's total. */
const tally = (items: { id: number; office: number; measures: string[] }[], measures: readonly string[]) => {
  const zero = () => Object.fromEntries(measures.map((m) => [m, 0])) as Counts;
  const rows = new Map<number, Counts>();
  const totals = zero();
  const listed = new Map<string, number[]>(measures.map((m) => [m, []]));
  for (const item of items) {
    const row = rows.get(item.office) ?? zero();
    rows.set(item.office, row);
    for (const m of item.measures) {
      row[m] += 1;
      totals[m] += 1;
      listed.get(m)!.push(item.id);
    }
  }
  return { rows, totals, ids: listed } satisfies Expected;
};

const VISIT_MEASURES = ["visits", ...VISIT_STATES] as const;
const POINT_MEASURES = ["open", "overdue", "d0_30", "d31_60", "d61_90", "d90_plus"] as const;
const COVERAGE = [
  "projects",
  "projects_visited",
  "projects_not_visited",
  "offices",
  "offices_visited",
  "offices_not_visited",
] as const;

/** The year's visits created in the caller's scope, by creating office and state. */
const expectedVisits = async (caller: Caller) => {
  const inScope = await scopeOf(caller);
  const rows = await queryRows<{ id: number; office: number; state: string }>(
    t.database.db,
    sql`SELECT v.id, v.nikaya_id AS office, v.state FROM monitoring_visits v
         WHERE v.fiscal_year_id = ${year} AND ${inScope("v.nikaya_id")}`,
  );
  return tally(
    rows.map((r) => ({ id: r.id, office: r.office, measures: ["visits", r.state] })),
    VISIT_MEASURES,
  );
};

/**
 * The year's visits' action points whose creating or responsible office is in scope, by responsible
 * office: pending (open or in progress, the report accepted or the visit closed), overdue (pending and
 * past due) and the days overdue in buckets of 30.
 */
const expectedPoints = async (caller: Caller) => {
  const inScope = await scopeOf(caller);
  const rows = await queryRows<{ id: number; office: number; pending: boolean; days: number }>(
    t.database.db,
    sql`SELECT ap.id, ap.responsible_nikaya_id AS office,
               ap.status IN ('open', 'in_progress', 'completion_claimed') AND v.state IN ('accepted', 'closed') AS pending,
               (${TODAY}::date - ap.due_date_ad) AS days
          FROM monitoring_action_points ap JOIN monitoring_visits v ON v.id = ap.visit_id
         WHERE v.fiscal_year_id = ${year} AND (${inScope("v.nikaya_id")} OR ${inScope("ap.responsible_nikaya_id")})`,
  );
  const bucket = (days: number) =>
    days <= 30 ? "d0_30" : days <= 60 ? "d31_60" : days <= 90 ? "d61_90" : "d90_plus";
  return tally(
    rows.map((r) => ({
      id: r.id,
      office: r.office,
      measures: !r.pending ? [] : r.days > 0 ? ["open", "overdue", bucket(r.days)] : ["open"],
    })),
    POINT_MEASURES,
  );
};

/** An accepted (or closed) visit begun by today whose last day is within the 12 months up to today. */
const covering = sql`v.state IN ('accepted', 'closed') AND v.from_date_ad <= ${TODAY}::date
  AND v.to_date_ad > (${TODAY}::date - interval '1 year')`;

/** Every office of the scope (itself) and its own projects, visited or not. */
const expectedCoverage = async (caller: Caller) => {
  const inScope = await scopeOf(caller);
  const rows = await queryRows<{ item: string; id: number; office: number; visited: boolean }>(
    t.database.db,
    sql`SELECT 'offices' AS item, o.id, o.id AS office,
               EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.target_nikaya_id = o.id AND ${covering}) AS visited
          FROM offices o WHERE ${inScope("o.id")}
        UNION ALL
        SELECT 'projects', p.id, p.nikaya_id,
               EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.project_id = p.id AND ${covering})
          FROM projects p WHERE ${inScope("p.nikaya_id")}`,
  );
  return tally(
    rows.map((r) => ({
      id: r.id,
      office: r.office,
      measures: [r.item, `${r.item}_${r.visited ? "visited" : "not_visited"}`],
    })),
    COVERAGE,
  );
};

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
const coveredValues = (counts: Counts) => ({
  projects_covered_percent: percent(counts.projects_visited, counts.projects),
  offices_covered_percent: percent(counts.offices_visited, counts.offices),
});

/** The dashboard's figures: the caller's visits (its offices' or its team's) and the points it sees. */
const expectedDashboard = async (caller: Caller) => {
  const inScope = await scopeOf(caller);
  const member = sql`EXISTS (SELECT 1 FROM monitoring_members mm JOIN users u ON u.id = mm.user_id
                              WHERE mm.visit_id = v.id AND u.username = ${caller.username})`;
  const visits = sql`(${inScope("v.nikaya_id")} OR ${member})`;
  const [row] = await queryRows<{
    by_state: Record<string, number> | null;
    points: { open_points: number; overdue_points: number; completed_points: number };
  }>(
    t.database.db,
    sql`SELECT (SELECT json_object_agg(s.state, s.n) FROM (SELECT v.state, count(*)::int AS n
                  FROM monitoring_visits v WHERE v.fiscal_year_id = ${year} AND ${visits} GROUP BY v.state) s)
                 AS by_state,
               (SELECT json_build_object(
                  'open_points', count(*) FILTER (WHERE ap.status IN ('open', 'in_progress', 'completion_claimed') AND v.state IN ('accepted', 'closed')),
                  'overdue_points', count(*) FILTER (WHERE ap.status IN ('open', 'in_progress', 'completion_claimed')
                      AND v.state IN ('accepted', 'closed') AND ap.due_date_ad < ${TODAY}::date),
                  'completed_points', count(*) FILTER (WHERE ap.status = 'completed'))
                  FROM monitoring_action_points ap JOIN monitoring_visits v ON v.id = ap.visit_id
                 WHERE ${visits} OR (${inScope("ap.responsible_nikaya_id")} AND v.state IN ('accepted', 'closed')))
                 AS points`,
  );
  return { by_state: row.by_state ?? {}, ...row.points };
};

// --- the product's answers -----------------------------------------------------------------------

const summary = async (caller: Caller, report: string) =>
  okResponse<TVisitStateReport>(
    await t.as(caller).get(`/api/reports/${report}`, { query: { fiscal_year_id: year } }),
  );

/** Rows and totals (counts only) of a summary, by office. */
const countsOf = (report: TVisitStateReport) => ({
  rows: new Map(report.rows.map((row) => [row.nikaya_id, row.counts])),
  totals: report.totals.counts,
});

/** Every count of every row drills into a list of that length; the totals' lists hold exactly the ids. */
const drillsMatch = async (caller: Caller, report: TVisitStateReport, expected: Expected) => {
  for (const row of [...report.rows, report.totals])
    for (const column of report.columns) {
      const drill = drillOf(column, row)!;
      const list = okResponse<{ total: number; data: { id: number }[] }>(
        await t
          .as(caller)
          .get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 1000 } }),
      );
      expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
      if (row === report.totals)
        expect(
          list.data.map((item) => item.id).sort((a, b) => a - b),
          `${column.key} ids`,
        ).toEqual([...expected.ids.get(column.key)!].sort((a, b) => a - b));
    }
};

/** The Excel sheet of a summary: per body row the office's name and its numbers; the totals row last. */
const sheetOf = async (caller: Caller, report: string) => {
  const res = await t
    .as(caller)
    .get(`/api/reports/export/${report}`, { query: { fiscal_year_id: year, lang: "en" } });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  // An empty cell (a % of nothing) reads null.
  const rows = Array.from({ length: sheet.rowCount - 3 }, (_, i) =>
    Array.from((sheet.getRow(i + 4).values as unknown[]).slice(1), (cell) => cell ?? null),
  );
  return { body: rows.slice(0, -1), totals: rows.at(-1) ?? [] };
};

/** The sheet's numbers equal the expected counts (and figures), row by row in the report's order. */
const sheetMatches = async (
  caller: Caller,
  path: string,
  report: TVisitStateReport,
  expected: Expected,
  values: (counts: Counts) => Record<string, number | null> = () => ({}),
) => {
  const numbers = (counts: Counts) => [
    ...report.columns.map((column) => counts[column.key]),
    ...Object.values(values(counts)),
  ];
  const sheet = await sheetOf(caller, path);
  expect(sheet.body.map((cells) => cells.slice(1))).toEqual(
    report.rows.map((row) => numbers(expected.rows.get(row.nikaya_id)!)),
  );
  expect(sheet.totals.slice(1)).toEqual(numbers(expected.totals));
};

describe("monitoring figures agree everywhere, worked out from the stored rows", () => {
  for (const [name, who] of CALLERS)
    it(`${name}: visits by state in the report, its lists, Excel and the dashboard`, async () => {
      const caller = who();
      const expected = await expectedVisits(caller);
      expect(expected.totals.visits).toBeGreaterThan(0);
      const report = await summary(caller, "anugaman/visits-by-state");
      expect(countsOf(report)).toEqual({ rows: expected.rows, totals: expected.totals });
      await drillsMatch(caller, report, expected);
      await sheetMatches(caller, "anugaman/visits-by-state", report, expected);
      const dashboard = okResponse<{ by_state: Record<string, number> }>(
        await t.as(caller).get("/api/anugaman/dashboard", { query: { fiscal_year_id: year } }),
      );
      expect(dashboard.by_state).toEqual((await expectedDashboard(caller)).by_state);
    });

  for (const [name, who] of CALLERS)
    it(`${name}: pending and overdue action points by aging bucket in the report, its lists, Excel and the dashboard`, async () => {
      const caller = who();
      const expected = await expectedPoints(caller);
      expect(expected.totals.overdue).toBeGreaterThan(0);
      const report = await summary(caller, "anugaman/action-point-aging");
      expect(countsOf(report)).toEqual({ rows: expected.rows, totals: expected.totals });
      await drillsMatch(caller, report, expected);
      await sheetMatches(caller, "anugaman/action-point-aging", report, expected);
      // The monitoring module's own list flags the same points overdue, each in the same bucket.
      const points = okResponse<{ data: TActionPoint[] }>(
        await t.as(caller).get("/api/anugaman/action-points/all", {
          query: { fiscal_year_id: year, per_page: 1000 },
        }),
      ).data.filter((point) => point.overdue);
      const bucketOf = (id: number) =>
        POINT_MEASURES.slice(2).find((bucket) => expected.ids.get(bucket)!.includes(id));
      expect(
        points.map((point) => [point.id, point.aging]).sort((a, b) => Number(a[0]) - Number(b[0])),
      ).toEqual([...expected.ids.get("overdue")!].sort((a, b) => a - b).map((id) => [id, bucketOf(id)]));
      // The dashboard's points are every year's the caller sees (its visits' and its offices' own).
      const dashboard = okResponse<Record<string, unknown>>(
        await t.as(caller).get("/api/anugaman/dashboard", { query: { fiscal_year_id: year } }),
      );
      const want = await expectedDashboard(caller);
      expect([dashboard.open_points, dashboard.overdue_points, dashboard.completed_points]).toEqual([
        want.open_points,
        want.overdue_points,
        want.completed_points,
      ]);
    });

  for (const [name, who] of CALLERS)
    it(`${name}: coverage of offices and projects in the report, its lists, Excel and the dashboard`, async () => {
      const caller = who();
      const expected = await expectedCoverage(caller);
      expect(expected.totals.projects_visited).toBeGreaterThan(0);
      const report = await summary(caller, "anugaman/coverage");
      expect(countsOf(report)).toEqual({ rows: expected.rows, totals: expected.totals });
      for (const row of report.rows)
        expect(row.values, `office ${row.nikaya_id}`).toEqual(
          coveredValues(expected.rows.get(row.nikaya_id)!),
        );
      expect(report.totals.values).toEqual(coveredValues(expected.totals));
      await drillsMatch(caller, report, expected);
      await sheetMatches(caller, "anugaman/coverage", report, expected, coveredValues);
      const dashboard = okResponse<{ coverage: Counts }>(
        await t.as(caller).get("/api/anugaman/dashboard", { query: { fiscal_year_id: year } }),
      );
      expect(dashboard.coverage).toEqual({
        offices: expected.totals.offices,
        offices_not_visited: expected.totals.offices_not_visited,
        projects: expected.totals.projects,
        projects_not_visited: expected.totals.projects_not_visited,
      });
    });

  it("the project summary calls a project's visit visiting it exactly when coverage counts the project visited", async () => {
    const rows = await queryRows<{ id: number; visited: boolean }>(
      t.database.db,
      sql`SELECT p.id, EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.project_id = p.id AND ${covering}) AS visited
            FROM projects p WHERE EXISTS (SELECT 1 FROM monitoring_visits v WHERE v.project_id = p.id)`,
    );
    expect(rows.some((row) => row.visited)).toBe(true);
    for (const row of rows) {
      const summary = okResponse<TProjectSummary>(await t.as(admin).get(`/api/ayojana/summary/${row.id}`));
      expect(
        summary.visits.some((v) => v.visited),
        `project ${row.id}`,
      ).toBe(row.visited);
    }
  });

  it("each reported visit is on time by its dates: first reported within 7 days of its last day", async () => {
    const rows = await queryRows<{ id: number; on_time: boolean }>(
      t.database.db,
      sql`SELECT v.id, v.reported_on_ad <= v.to_date_ad + 7 AS on_time FROM monitoring_visits v
           WHERE v.reported_on_ad IS NOT NULL AND EXISTS (SELECT 1 FROM monitoring_reports r WHERE r.visit_id = v.id)`,
    );
    // The visits built here: two on time, one late.
    expect(rows.filter((r) => !r.on_time).length).toBeGreaterThan(0);
    for (const row of rows) {
      const shown = okResponse<TVisit>(await t.as(admin).get(`/api/anugaman/show/${row.id}`));
      expect(shown.report?.on_time, `visit ${row.id}`).toBe(row.on_time);
    }
  });
});
