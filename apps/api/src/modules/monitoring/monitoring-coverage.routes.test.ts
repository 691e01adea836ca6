import { toBsString } from "@pragati/domain/calendar";
import {
  COVERAGE_MEASURES,
  drillOf,
  type TCoverageListRow,
  type TVisitStateReport,
} from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adPlusDays } from "../../../test/ad-days";
import { type Caller, okResponse } from "../../../test/client";
import {
  buildOffice,
  buildProject,
  buildUser,
  fiscalYears,
  officeIdsByCode,
  type VisitUntil,
  visitThroughApi,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";

let t: TestApp;
const monitorAdmin = { username: "monitor-admin" };
const ids: Record<string, number> = {};
let office: { username: string };
let otherMonitor: { username: string };

/** Today is fixed (11:45 in Nepal) so the 12 months' edge is one known day. */
const TODAY = "2026-11-20";
const day = (days: number) => adPlusDays(TODAY, days);
/** Twelve months before today, counted in the calendar (the last day that does not cover). */
const YEAR_AGO = "2025-11-20";

type Visit = { target: number; project: number | null; state: VisitUntil; toAd: string };
const data = {
  offices: [] as number[],
  projects: [] as { id: number; office: number }[],
  visits: [] as Visit[],
};

/** A visit's first day: its last day, or today for one that ends later (it began today). */
const fromAd = (v: Visit) => (v.toAd < TODAY ? v.toAd : TODAY);
/**
 * The coverage rule, counted here without SQL: an accepted or closed visit that has begun (first day not
 * after today) and whose last day is after the same day a year ago.
 */
const covers = (v: Visit) =>
  (v.state === "accepted" || v.state === "closed") && v.toAd > YEAR_AGO && fromAd(v) <= TODAY;
const officeVisited = (id: number) => data.visits.some((v) => v.target === id && covers(v));
const projectVisited = (id: number) => data.visits.some((v) => v.project === id && covers(v));

/** The expected lists of every measure for one office (or every office: null). */
const expected = (officeId: number | null) => {
  const offices = data.offices.filter((id) => officeId === null || id === officeId);
  const projects = data.projects.filter((p) => officeId === null || p.office === officeId).map((p) => p.id);
  return {
    projects,
    projects_visited: projects.filter(projectVisited),
    projects_not_visited: projects.filter((id) => !projectVisited(id)),
    offices,
    offices_visited: offices.filter(officeVisited),
    offices_not_visited: offices.filter((id) => !officeVisited(id)),
  } as Record<(typeof COVERAGE_MEASURES)[number], number[]>;
};
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

let root: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  setClock(new Date(`${TODAY}T06:00:00Z`));
  const fiscalYearId = (await fiscalYears(db)).current;
  office = await buildUser(db, { role: "nikaya", nikayaId: ids["336-01"] });
  otherMonitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
  // A new subtree under the roads ministry: its root and two offices, with projects of their own.
  root = (await buildOffice(db, { parentId: ids["336"], name: "Coverage root" })).id;
  const a = (await buildOffice(db, { parentId: root, name: "Coverage A" })).id;
  const b = (await buildOffice(db, { parentId: root, name: "Coverage B" })).id;
  const c = (await buildOffice(db, { parentId: b, name: "Coverage C, nothing of its own" })).id;
  data.offices.push(root, a, b, c);
  for (const [owner, n] of [
    [root, 1],
    [a, 3],
    [b, 4],
  ] as const)
    for (let i = 0; i < n; i++)
      data.projects.push({
        id: (await buildProject(db, { nikayaId: owner, fiscalYearId })).id,
        office: owner,
      });
  const [pRoot, pA1, pA2, pA3, pB1, pB2, pB3, pB4] = data.projects.map((p) => p.id);
  // A visit's project is one of the monitored office's own (the API refuses another's).
  data.visits.push(
    { target: a, project: pA1, state: "accepted", toAd: day(-10) },
    { target: b, project: null, state: "closed", toAd: day(-200) },
    // Over a year ago: not covered, but its day is the last visit shown.
    { target: root, project: pRoot, state: "accepted", toAd: day(-400) },
    // Not accepted, cancelled: none covers; accepted before its last day (begun today): covers.
    { target: b, project: pB1, state: "in_field", toAd: day(-5) },
    { target: a, project: pA2, state: "accepted", toAd: day(5) },
    { target: b, project: pB2, state: "cancelled", toAd: day(-10) },
    // The 12 months' edge, for projects and for an office: a year ago exactly does not cover, the day after does.
    { target: b, project: pB3, state: "accepted", toAd: YEAR_AGO },
    { target: b, project: pB4, state: "closed", toAd: day(-364) },
    { target: c, project: null, state: "accepted", toAd: YEAR_AGO },
    { target: c, project: null, state: "closed", toAd: day(-364) },
    // A second covering visit of the same office counts it once.
    { target: a, project: pA3, state: "accepted", toAd: day(-1) },
  );
  // Each visit through the product's own moves by a monitor of the ministry, accepted by its reviewer; one
  // that ends in the future began today (field work and the report may come before the last day).
  const monitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336"] });
  const reviewer = await buildUser(db, { role: "reviewer", nikayaId: ids["336"] });
  const calendar = await loadCalendar(db);
  const bs = (ad: string) => toBsString(calendar.adToBs(ad));
  for (const v of data.visits)
    await visitThroughApi(t, {
      by: monitor,
      reviewer,
      target: v.target,
      project: v.project,
      from: bs(fromAd(v)),
      to: bs(v.toAd),
      until: v.state,
    });
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const REPORT = "/api/reports/anugaman/coverage";
const LIST = "/api/reports/anugaman/coverage-items";

const report = async (as: Caller, query: Record<string, string | number> = {}) =>
  okResponse<TVisitStateReport>(await t.as(as).get(REPORT, { query }));

describe("monitoring coverage report (registry)", () => {
  it("counts each office's own projects and itself, visited in the last 12 months or not, as counted here; every drill-down lists exactly its count", async () => {
    const answer = await report(monitorAdmin, { nikaya_id: root });
    expect(answer.columns.map((column) => column.key)).toEqual([...COVERAGE_MEASURES]);
    expect(answer.rows.map((row) => row.nikaya_id)).toEqual(data.offices);
    for (const row of [...answer.rows, answer.totals]) {
      const officeId = "nikaya_id" in row ? (row.nikaya_id as number) : null;
      const want = expected(officeId);
      for (const column of answer.columns) {
        const key = column.key as (typeof COVERAGE_MEASURES)[number];
        expect(row.counts[key], `${officeId} ${key}`).toBe(want[key].length);
        const drill = drillOf(column, row)!;
        const list = okResponse<{ total: number; data: TCoverageListRow[] }>(
          await t.as(monitorAdmin).get(`/api/reports/${drill.report}`, {
            query: { ...drill.params, per_page: 1000 },
          }),
        );
        expect(list.total).toBe(row.counts[key]);
        expect(list.data.map((item) => item.id).sort((x, y) => x - y)).toEqual(
          [...want[key]].sort((x, y) => x - y),
        );
      }
      expect(row.values).toEqual({
        projects_covered_percent: percent(want.projects_visited.length, want.projects.length),
        offices_covered_percent: percent(want.offices_visited.length, want.offices.length),
      });
    }
    // pA1, pA2 (accepted before its last day), pA3 and pB4; offices A, B and C.
    expect(answer.totals.counts).toMatchObject({
      projects: 8,
      projects_visited: 4,
      offices: 4,
      offices_visited: 3,
    });
    // A project not visited for over a year shows its last accepted visit's day.
    const stale = okResponse<{ data: TCoverageListRow[] }>(
      await t.as(monitorAdmin).get(LIST, { query: { nikaya_id: root, measure: "projects_not_visited" } }),
    ).data;
    expect(stale.find((item) => item.id === data.projects[0].id)?.last_visit_date).not.toBeNull();
    expect(stale.find((item) => item.id === data.projects[4].id)?.last_visit_date).toBeNull();
  });

  it("agrees with the monitoring dashboard's coverage over every office", async () => {
    const totals = (await report(monitorAdmin)).totals.counts;
    const dashboard = okResponse<{
      coverage: {
        offices: number;
        offices_not_visited: number;
        projects: number;
        projects_not_visited: number;
      };
    }>(await t.as(monitorAdmin).get("/api/anugaman/dashboard")).coverage;
    expect(dashboard).toEqual({
      offices: totals.offices,
      offices_not_visited: totals.offices_not_visited,
      projects: totals.projects,
      projects_not_visited: totals.projects_not_visited,
    });
  });

  it("refuses a role without the monitoring view (403) and another ministry's monitor the subtree (404)", async () => {
    expect((await t.as(office).get(REPORT)).statusCode).toBe(403);
    expect((await t.as(office).get(LIST)).statusCode).toBe(403);
    expect((await t.as(office).get("/api/reports/export/anugaman/coverage")).statusCode).toBe(403);
    expect((await t.as(otherMonitor).get(REPORT, { query: { nikaya_id: root } })).statusCode).toBe(404);
    expect((await t.as(otherMonitor).get(LIST, { query: { office_id: root } })).statusCode).toBe(404);
    const bad = await t.as(monitorAdmin).get(LIST, { query: { measure: "lost" } });
    expect(bad.statusCode).toBe(422);
  });

  it("exports the report and its list to Excel and prints the list, row for row", async () => {
    const sheet = await t.as(monitorAdmin).get("/api/reports/export/anugaman/coverage", {
      query: { nikaya_id: root, lang: "en" },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    const list = await t.as(monitorAdmin).get("/api/reports/export/anugaman/coverage-items", {
      query: { nikaya_id: root, measure: "projects_not_visited" },
    });
    expect(list.statusCode).toBe(200);
    const printed = await t.as(monitorAdmin).get("/api/reports/print/anugaman/coverage-items", {
      query: { nikaya_id: root, measure: "projects_not_visited", lang: "en" },
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().response.data).toHaveLength(expected(null).projects_not_visited.length);
  });
});
