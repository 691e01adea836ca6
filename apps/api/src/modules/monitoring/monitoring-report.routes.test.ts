import {
  drillOf,
  type TActionPoint,
  type TPointListRow,
  type TVisitListRow,
  type TVisitRow,
  type TVisitStateReport,
} from "@pragati/domain/contract";
import { VISIT_STATES } from "@pragati/domain/monitoring";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse } from "../../../test/client";
import { buildUser, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
const monitorAdmin = { username: "monitor-admin" };
const monitor = { username: "monitor" };
const ids: Record<string, number> = {};
let current: number;
let otherMonitor: { username: string };
let office: { username: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  current = (await fiscalYears(db)).current;
  // A monitor of another ministry, and an office user (it answers action points but has no monitoring view).
  otherMonitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
  office = await buildUser(db, { role: "nikaya", nikayaId: ids["336-01"] });
});
afterAll(() => t.close());

const REPORT = "/api/reports/anugaman/visits-by-state";

const report = async (as: Caller, query: Record<string, string | number> = {}) =>
  okResponse<TVisitStateReport>(await t.as(as).get(REPORT, { query: { fiscal_year_id: current, ...query } }));

/** The visits of the year as the monitoring list shows them to the caller (independent of the report's SQL). */
const listed = async (as: Caller) =>
  okResponse<{ data: TVisitRow[]; total: number }>(
    await t.as(as).get("/api/anugaman/all", { query: { fiscal_year_id: current, per_page: 1000 } }),
  ).data;

/** Per creating office and in total: every visit and one count per state. */
const countsOf = (visits: readonly TVisitRow[]) => {
  const zero = () => Object.fromEntries(["visits", ...VISIT_STATES].map((key) => [key, 0]));
  const total = zero();
  const byOffice = new Map<number, Record<string, number>>();
  for (const visit of visits) {
    const row = byOffice.get(visit.nikaya.id) ?? zero();
    byOffice.set(visit.nikaya.id, row);
    for (const counts of [row, total]) {
      counts.visits += 1;
      counts[visit.state] += 1;
    }
  }
  return { total, byOffice };
};

/** Every count equals its list's length. */
const drillsMatch = async (answer: TVisitStateReport, as: Caller) => {
  for (const row of [...answer.rows, answer.totals])
    for (const column of answer.columns) {
      const drill = drillOf(column, row)!;
      const list = okResponse<{ total: number; data: (TVisitListRow & TPointListRow)[] }>(
        await t.as(as).get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 1000 } }),
      );
      expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
      expect(list.data).toHaveLength(row.counts[column.key]);
      if (drill.report === "anugaman/visits" && column.key !== "visits")
        expect(list.data.every((visit) => visit.visit_state === column.key)).toBe(true);
      if (column.key === "overdue") expect(list.data.every((point) => point.days_overdue! > 0)).toBe(true);
    }
};

describe("monitoring reports (registry)", () => {
  it("counts the year's visits by creating office and state as the monitoring list shows them, each count drilling into its visits", async () => {
    const want = countsOf(await listed(monitorAdmin));
    const answer = await report(monitorAdmin);
    expect(answer.columns.map((column) => column.key)).toEqual(["visits", ...VISIT_STATES]);
    expect(answer.totals.counts).toEqual(want.total);
    // The demo's visits of the year are in several states.
    expect(VISIT_STATES.filter((state) => answer.totals.counts[state] > 0).length).toBeGreaterThanOrEqual(4);
    expect(new Map(answer.rows.map((row) => [row.nikaya_id, row.counts]))).toEqual(want.byOffice);
    await drillsMatch(answer, monitorAdmin);

    // One office's subtree: only its visits.
    const first = answer.rows[0];
    const one = await report(monitorAdmin, { nikaya_id: first.nikaya_id });
    expect(one.totals.counts.visits).toBeGreaterThanOrEqual(first.counts.visits);
    expect(one.rows.every((row) => answer.rows.some((all) => all.nikaya_id === row.nikaya_id))).toBe(true);
  });

  it("counts a monitor's office-scope visits only; an office outside its scope is not found", async () => {
    const mine = await report(monitor);
    const all = await report(monitorAdmin);
    expect(mine.totals.counts.visits).toBeGreaterThanOrEqual(1);
    expect(mine.totals.counts.visits).toBeLessThanOrEqual(all.totals.counts.visits);
    await drillsMatch(mine, monitor);
    const other = await report(otherMonitor);
    const theirs = new Set(other.rows.map((row) => row.nikaya_id));
    for (const row of mine.rows) expect(theirs.has(row.nikaya_id)).toBe(false);
    const outside = mine.rows[0].nikaya_id;
    expect((await t.as(otherMonitor).get(REPORT, { query: { nikaya_id: outside } })).statusCode).toBe(404);
    expect(
      (await t.as(otherMonitor).get("/api/reports/anugaman/visits", { query: { office_id: outside } }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a role without the monitoring view (403), no session (401) and a bad measure (422)", async () => {
    expect((await t.as(office).get(REPORT)).statusCode).toBe(403);
    expect((await t.as(office).get("/api/reports/anugaman/visits")).statusCode).toBe(403);
    expect((await t.as(office).get("/api/reports/export/anugaman/visits-by-state")).statusCode).toBe(403);
    expect((await t.anonymous.get(REPORT)).statusCode).toBe(401);
    const bad = await t.as(monitorAdmin).get("/api/reports/anugaman/visits", { query: { measure: "lost" } });
    expect(bad.statusCode).toBe(422);
  });

  it("exports the report and its list to Excel and prints the list", async () => {
    const sheet = await t
      .as(monitorAdmin)
      .get("/api/reports/export/anugaman/visits-by-state", { query: { lang: "en" } });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    const list = await t
      .as(monitorAdmin)
      .get("/api/reports/export/anugaman/visits", { query: { measure: "draft" } });
    expect(list.statusCode).toBe(200);
    const printed = await t.as(monitorAdmin).get("/api/reports/print/anugaman/visits", {
      query: { measure: "draft", lang: "en" },
    });
    const drafts = (await report(monitorAdmin)).totals.counts.draft;
    expect(printed.statusCode).toBe(200);
    expect(drafts).toBeGreaterThanOrEqual(1);
    expect(printed.json().response.data).toHaveLength(drafts);
  });

  it("ages the open action points per responsible office as the action-point list shows them, each count drilling into its points", async () => {
    const points = okResponse<{ data: TActionPoint[] }>(
      await t.as(monitorAdmin).get("/api/anugaman/action-points/all", {
        query: { fiscal_year_id: current, per_page: 1000 },
      }),
    ).data;
    // Pending: open or in progress, of a visit whose report is accepted (or closed).
    const states = new Map(
      okResponse<{ data: { id: number; state: string }[] }>(
        await t
          .as(monitorAdmin)
          .get("/api/anugaman/all", { query: { fiscal_year_id: current, per_page: 1000 } }),
      ).data.map((v) => [v.id, v.state]),
    );
    // The buckets from the days overdue, counted here: 1-30, 31-60, 61-90, over 90.
    const bucket = (days: number) =>
      days <= 30 ? "d0_30" : days <= 60 ? "d31_60" : days <= 90 ? "d61_90" : "d90_plus";
    const zero = () => ({ open: 0, overdue: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });
    const total: Record<string, number> = zero();
    const byOffice = new Map<number, Record<string, number>>();
    for (const point of points) {
      const row = byOffice.get(point.responsible_nikaya.id) ?? zero();
      byOffice.set(point.responsible_nikaya.id, row);
      // A completion claim is still open until the team accepts it.
      const open =
        ["open", "in_progress", "completion_claimed"].includes(point.status) &&
        ["accepted", "closed"].includes(states.get(point.visit.id) ?? "");
      for (const counts of [row, total]) {
        if (open) counts.open += 1;
        if (point.overdue) {
          counts.overdue += 1;
          counts[bucket(point.days_overdue!)] += 1;
        }
      }
    }
    const answer = okResponse<TVisitStateReport>(
      await t
        .as(monitorAdmin)
        .get("/api/reports/anugaman/action-point-aging", { query: { fiscal_year_id: current } }),
    );
    expect(answer.columns.map((column) => column.key)).toEqual(Object.keys(zero()));
    expect(answer.totals.counts).toEqual(total);
    // The demo has an overdue point.
    expect(answer.totals.counts.overdue).toBeGreaterThanOrEqual(1);
    expect(new Map(answer.rows.map((row) => [row.nikaya_id, row.counts]))).toEqual(byOffice);
    await drillsMatch(answer, monitorAdmin);
    expect((await t.as(office).get("/api/reports/anugaman/action-point-aging")).statusCode).toBe(403);
    expect((await t.as(office).get("/api/reports/anugaman/action-points")).statusCode).toBe(403);
    const outside = answer.rows[0].nikaya_id;
    expect(
      (await t.as(otherMonitor).get("/api/reports/anugaman/action-points", { query: { office_id: outside } }))
        .statusCode,
    ).toBe(404);
  });
});
