import type { TProjectSummary, TVisitRow } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adDaysBetween as daysBetween } from "../../../test/ad-days";
import { okResponse } from "../../../test/client";
import { finance, head, roads } from "../../../test/demo-users";
import { fiscalYears, officeIdsByCode, setupItemsOf, storeProject } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock } from "../calendar/calendar.service";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let today: string;

/** BS 2083-08-04, in Mangsir (fiscal month 4), after every end date of the project below. */
const TODAY = "2026-11-20";

beforeAll(async () => {
  setClock(new Date(`${TODAY}T06:00:00Z`));
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  today = (await buildSetupBlock(t.database.db)).current_date;
});
afterAll(() => t.close());

const newProject = () =>
  storeProject(t, head, {
    fiscal_year_id: year,
    nikaya_id: ids["336-01-01"],
    start_date: "2079-04-01",
    expected_end_date: "2081-04-01",
    initial_cost: 800,
  });

describe("project summary", () => {
  it("shows the profile, the cost and time history, both overruns worked out from the dates, the S-curve and the months", async () => {
    const id = await newProject();
    expect(
      (
        await t.as(head).post(`/api/ayojana/${id}/cost-revisions`, {
          revised_on: "2080-01-10",
          amount: 1000,
          reason: "मूल्य वृद्धि",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.as(head).post(`/api/ayojana/${id}/time-extensions`, {
          extended_on: "2081-03-01",
          new_end_date: "2082-04-01",
          reason: "जग्गा",
        })
      ).statusCode,
    ).toBe(200);
    const planned = await t.as(head).post(`/api/ayojana/${id}/baselines`, {
      fiscal_year_id: year,
      annual_budget: 400,
      planned_physical: [10, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
      planned_financial: [12, 8, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
      set_on: "2080-01-10",
      approved_by: "सचिव",
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const saved = await t.as(head).post(`/api/ayojana/${id}/progress`, {
      month: 0,
      physical_target: 10,
      physical_achieved: 6,
      financial_target: 12,
      budget: 200,
      expense: 50,
      problems: "डिजाइन परिवर्तन",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await t.as(head).get(`/api/ayojana/summary/${id}`, { query: { fiscal_year_id: year } });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.data.response;
    expect(summary.project).toMatchObject({ id, name: "सिस्ने खोला पुल", revised_cost: 1000 });
    expect(summary.project.cost_revisions).toHaveLength(1);
    expect(summary.project.time_extensions).toHaveLength(1);
    expect(summary.cost).toEqual({ original: 800, current: 1000, overrun_percent: 25 });

    // Start BS 2079-04-01 = AD 2022-07-17, original end BS 2081-04-01 = AD 2024-07-16. Still in
    // implementation past its revised end (2082-04-01), so the overrun runs from the original end to today.
    const plannedDays = daysBetween("2022-07-17", "2024-07-16");
    const overrunDays = daysBetween("2024-07-16", TODAY);
    expect(plannedDays).toBe(730);
    expect(summary.time).toMatchObject({
      original_end: "2081-04-01",
      revised_end: "2082-04-01",
      planned_days: plannedDays,
      past_due: true,
    });
    // Percent of the planned duration, to two decimals.
    expect(summary.time.overrun_percent).toBe(Math.round((overrunDays / plannedDays) * 10_000) / 100);
    expect(summary.time.overrun_percent).toBeGreaterThan(0);

    const lastMonth = 4;
    expect(today).toBe("2083-08-04");
    expect(summary.last_month).toBe(lastMonth);
    expect(summary.s_curve).toHaveLength(12);
    // Expense 50 of the year's 400 as planned (not of the 200 entered for the month).
    expect(summary.s_curve[0]).toEqual({
      month: 0,
      planned_physical: 10,
      achieved_physical: 6,
      planned_financial: 12,
      achieved_financial: 12.5,
    });
    expect(summary.s_curve[lastMonth].achieved_physical).toBe(6);
    expect(summary.s_curve[lastMonth + 1].achieved_physical).toBeNull();
    expect(summary.months[0]).toMatchObject({ entered: true, problems: "डिजाइन परिवर्तन" });
  });

  it("a project without progress or dates plots as 0 and has no time overrun", async () => {
    const type = (await setupItemsOf(t.database.db, "ayojana-type", "top"))[0].id;
    const sector = (await setupItemsOf(t.database.db, "ayojana-sector", "top"))[0].id;
    const created = await t.as(head).post("/api/ayojana/store", {
      fiscal_year_id: year,
      name: "नयाँ आयोजना",
      type_id: type,
      sector_id: sector,
      nikaya_id: ids["336-01-01"],
      initial_cost: 100,
    });
    const summary = (await t.as(head).get(`/api/ayojana/summary/${created.data.response.id}`)).data.response;
    expect(summary.cost.overrun_percent).toBe(0);
    expect(summary.time).toMatchObject({ overrun_percent: null, past_due: false });
    // No plan set: no budget as planned, so the financial % is unknown, never 0.
    expect(summary.s_curve[0]).toMatchObject({ achieved_physical: 0, achieved_financial: null });
    expect(summary.baseline).toBeNull();
  });

  it("follows the project scope: the office above sees it; another subtree, an unknown id get 404; no session 401; a role without projects 403; a bad id 422", async () => {
    const id = await newProject();
    expect((await t.as(roads).get(`/api/ayojana/summary/${id}`)).statusCode).toBe(200);
    const refused = await t.as(finance).get(`/api/ayojana/summary/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.data.message_np).toContain("आयोजना");
    expect((await t.as({ username: "dotm.project" }).get(`/api/ayojana/summary/${id}`)).statusCode).toBe(404);
    expect((await t.as(head).get("/api/ayojana/summary/999999")).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/ayojana/summary/${id}`)).statusCode).toBe(401);
    expect((await t.as({ username: "reviewer" }).get(`/api/ayojana/summary/${id}`)).statusCode).toBe(403);
    expect((await t.as(head).get("/api/ayojana/summary/abc")).statusCode).toBe(422);
  });

  it("lists the project's monitoring visits of the last year with their open and overdue action points, as the monitoring screens count them", async () => {
    const admin = { username: "admin" };
    const visits = okResponse<{ data: TVisitRow[] }>(
      await t.as(admin).get("/api/anugaman/all", { query: { per_page: 100 } }),
    ).data;
    const points = okResponse<{ data: { visit: { id: number }; status: string; overdue: boolean }[] }>(
      await t.as(admin).get("/api/anugaman/action-points/all", { query: { per_page: 100 } }),
    ).data;
    const calendar = await loadCalendar(t.database.db);
    const todayAd = calendar.bsToAd(today);
    const cutoff = new Date(`${todayAd}T00:00:00Z`);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - 12);
    const since = cutoff.toISOString().slice(0, 10);
    const accepted = (state: string) => state === "accepted" || state === "closed";
    const projectIds = [...new Set(visits.flatMap((v) => (v.project ? [v.project.id] : [])))];
    expect(projectIds.length).toBeGreaterThan(0);
    let open = 0;
    for (const projectId of projectIds) {
      const want = visits
        .filter((v) => v.project?.id === projectId && calendar.bsToAd(v.to_date) > since)
        .map((v) => {
          // Pending: open, in progress or claimed completed, of a visit whose report is accepted.
          const mine = points.filter(
            (p) =>
              p.visit.id === v.id &&
              accepted(v.state) &&
              ["open", "in_progress", "completion_claimed"].includes(p.status),
          );
          return {
            id: v.id,
            state: v.state,
            visited: accepted(v.state) && calendar.bsToAd(v.from_date) <= todayAd,
            open_points: mine.length,
            overdue_points: mine.filter((p) => p.overdue).length,
          };
        })
        .sort((a, b) => a.id - b.id);
      const summary = okResponse<TProjectSummary>(await t.as(admin).get(`/api/ayojana/summary/${projectId}`));
      const got = summary.visits
        .map(({ id, state, visited, open_points, overdue_points }) => ({
          id,
          state,
          visited,
          open_points,
          overdue_points,
        }))
        .sort((a, b) => a.id - b.id);
      expect(got, `project ${projectId}`).toEqual(want);
      open += got.reduce((sum, v) => sum + v.open_points, 0);
    }
    // The demo's visits hold open action points, so the comparison above counted some.
    expect(open).toBeGreaterThan(0);
  });
});
