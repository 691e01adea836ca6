import { toBsString } from "@pragati/domain/calendar";
import type { TProjectSummary, TVisit, TVisitStateReport } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adPlusDays } from "../../../test/ad-days";
import { type Caller, okResponse } from "../../../test/client";
import { roads as office } from "../../../test/demo-users";
import { buildProject, buildUser, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";

/**
 * Monitoring follows the calendar (issue 30 item 5): no field work nor report before the first day,
 * "on time" derived from the dates, the order executed only with every member confirmed or excused, one
 * pending rule for action points and one visited rule, the same on every screen. Today is fixed.
 */
let t: TestApp;
const monitor = { username: "monitor" };
const monitorAdmin = { username: "monitor-admin" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let year: number;
let member: { username: string };
let projectId: number;

/** Today, fixed at 11:45 in Nepal. */
const TODAY = "2026-11-20";
const adDay = (days: number) => adPlusDays(TODAY, days);
let bsDay: (days: number) => string;
const moveClock = (days: number) => setClock(new Date(`${adDay(days)}T06:00:00Z`));

beforeAll(async () => {
  moveClock(0);
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  year = (await fiscalYears(db)).current;
  const calendar = await loadCalendar(db);
  bsDay = (days) => toBsString(calendar.adToBs(adDay(days)));
  member = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336-01"], mobile: "9841000555" });
  projectId = (await buildProject(db, { nikayaId: ids["336-01"], fiscalYearId: year, name: "Calendar road" }))
    .id;
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const move = (who: Caller, id: number, action: string, reason = "") =>
  t.as(who).post(`/api/anugaman/move/${id}`, { action, reason });
const show = async (id: number, who: Caller = monitor) =>
  okResponse<TVisit>(await t.as(who).get(`/api/anugaman/show/${id}`));

/** An ordered visit from `from` to `to` days after today, with a leader (no account) and a member with one. */
const orderedVisit = async (from: number, to: number, withProject = false) => {
  const visit = okResponse<TVisit>(
    await t.as(monitor).post("/api/anugaman/store", {
      target_nikaya_id: ids["336-01"],
      project_id: withProject ? projectId : undefined,
      title: "Calendar visit",
      subject: "Dates",
      from_date: bsDay(from),
      to_date: bsDay(to),
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, { name: "Leader", is_leader: true }),
  );
  okResponse(
    await t
      .as(monitor)
      .post(`/api/anugaman/${visit.id}/members`, { name: "Member", username: member.username }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
      order_number: "CAL-1",
      approver_name: "A",
      approver_designation: "B",
      approver_office: "C",
    }),
  );
  okResponse(await move(monitor, visit.id, "issue_order"));
  return visit.id;
};

/** Every member settled: the leader (no account) confirmed by the creating office, the member by themself. */
const confirmAll = async (id: number) => {
  const members = (await show(id)).members;
  const leader = members.find((m) => m.user_id === null);
  okResponse(await t.as(monitor).post(`/api/anugaman/members/verify/${leader?.id}`));
  const own = (await show(id, member)).members.find((m) => m.can_verify);
  okResponse(await t.as(member).post(`/api/anugaman/members/verify/${own?.id}`));
};

const writeReport = (id: number) =>
  t.as(monitor).post(`/api/anugaman/report/${id}`, { main_objectives: "Seen", on_time: false });

describe("a visit follows its dates", () => {
  it("cannot go to the field before its first day nor be reported before it (422 in both languages)", async () => {
    const id = await orderedVisit(3, 5);
    const early = await move(monitor, id, "start_field");
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      `The visit begins on ${bsDay(3)}: it cannot go to the field or be reported before its first day.`,
    );
    expect(early.json().message_np).toContain("पहिलो दिनअघि स्थलगत जान वा प्रतिवेदन पेश गर्न मिल्दैन");
    expect((await show(id)).state).toBe("ordered");

    moveClock(3);
    try {
      okResponse(await move(monitor, id, "start_field"));
      okResponse(await writeReport(id));
      await confirmAll(id);
      // A clock set back before the first day (a corrected date) cannot report the visit either.
      moveClock(2);
      const report = await move(monitor, id, "submit_report");
      expect(report.statusCode).toBe(422);
      expect(report.json().message_np).toBeTruthy();
      expect((await show(id)).state).toBe("in_field");
    } finally {
      moveClock(0);
    }
  });

  it("is on time by its dates, not by a tick: reported within 7 days of its last day or late", async () => {
    const onTime = await orderedVisit(-10, -9);
    okResponse(await move(monitor, onTime, "start_field"));
    okResponse(await writeReport(onTime));
    expect((await show(onTime)).report?.on_time).toBeNull();
    await confirmAll(onTime);
    // Submitted 9 days after the last day: late, whatever the team ticked.
    const late = okResponse<TVisit>(await move(monitor, onTime, "submit_report"));
    expect(late.report?.on_time).toBe(false);

    const timely = await orderedVisit(-3, -2);
    okResponse(await move(monitor, timely, "start_field"));
    okResponse(await writeReport(timely));
    await confirmAll(timely);
    const sent = okResponse<TVisit>(await move(monitor, timely, "submit_report"));
    expect(sent.report?.on_time).toBe(true);
    // Returned and submitted again later, it keeps the first submission's day.
    okResponse(await move(reviewer, timely, "return", "More photos"));
    moveClock(30);
    try {
      expect(okResponse<TVisit>(await move(monitor, timely, "submit_report")).report?.on_time).toBe(true);
    } finally {
      moveClock(0);
    }
  });

  it("executes the order only with every member confirmed or excused with a reason", async () => {
    const id = await orderedVisit(-2, -1);
    okResponse(await move(monitor, id, "start_field"));
    okResponse(await writeReport(id));
    const unsettled = await move(monitor, id, "submit_report");
    expect(unsettled.statusCode).toBe(422);
    expect(unsettled.json().message).toContain("Not yet: Leader, Member.");
    expect(unsettled.json().message_np).toContain("बाँकी: Leader, Member।");

    const members = (await show(id)).members;
    const leader = members.find((m) => m.user_id === null);
    const other = members.find((m) => m.user_id !== null);
    expect(leader).toMatchObject({ can_verify: true, can_excuse: true });
    // The member's own confirmation is theirs, not the office's.
    expect(other).toMatchObject({ can_verify: false, can_excuse: true });
    expect((await t.as(monitor).post(`/api/anugaman/members/verify/${other?.id}`)).statusCode).toBe(409);
    // An excuse needs its reason, and only the creating office gives it.
    const bare = await t.as(monitor).post(`/api/anugaman/members/excuse/${other?.id}`, { reason: "" });
    expect(bare.statusCode).toBe(422);
    expect(
      (await t.as(member).post(`/api/anugaman/members/excuse/${other?.id}`, { reason: "Ill" })).statusCode,
    ).toBe(403);
    okResponse(await t.as(monitor).post(`/api/anugaman/members/excuse/${other?.id}`, { reason: "On leave" }));
    okResponse(await t.as(monitor).post(`/api/anugaman/members/verify/${leader?.id}`));
    const after = await show(id);
    expect(after.members.find((m) => m.id === other?.id)).toMatchObject({
      excuse_reason: "On leave",
      verified_at: null,
      can_excuse: false,
    });
    // Excused, the member no longer confirms; the order is executed.
    expect((await t.as(member).post(`/api/anugaman/members/verify/${other?.id}`)).statusCode).toBe(409);
    expect(okResponse<TVisit>(await move(monitor, id, "submit_report")).state).toBe("report_submitted");
  });
});

/** A visit through to the accepted report, with one action point for `responsible` due `due` days from today. */
const acceptedVisit = async (input: { from: number; to: number; responsible: number; due: number }) => {
  const id = await orderedVisit(input.from, input.to, true);
  okResponse(await move(monitor, id, "start_field"));
  okResponse(await writeReport(id));
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${id}/action-points`, {
      description: "Pending rule",
      responsible_nikaya_id: input.responsible,
      due_date: bsDay(input.due),
    }),
  );
  await confirmAll(id);
  okResponse(await move(monitor, id, "submit_report"));
  return id;
};

describe("one rule for a pending action point and one for a visited project", () => {
  it("counts a point only once its report is accepted: the aging report, the office's list and the dashboard agree", async () => {
    const responsible = ids["336-01"];
    const accepted = await acceptedVisit({ from: -40, to: -39, responsible, due: -20 });
    okResponse(await move(reviewer, accepted, "accept"));
    // Submitted, not accepted: the office does not see its point, and no figure counts it.
    await acceptedVisit({ from: -38, to: -37, responsible, due: -20 });

    const [want] = await queryRows<{ pending: number; overdue: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS pending,
                 count(*) FILTER (WHERE ap.due_date_ad < ${TODAY}::date)::int AS overdue
            FROM monitoring_action_points ap JOIN monitoring_visits v ON v.id = ap.visit_id
           WHERE ap.responsible_nikaya_id = ${responsible} AND v.fiscal_year_id = ${year}
             AND ap.status IN ('open', 'in_progress', 'completion_claimed') AND v.state IN ('accepted', 'closed')`,
    );
    const aging = okResponse<TVisitStateReport>(
      await t
        .as(monitorAdmin)
        .get("/api/reports/anugaman/action-point-aging", { query: { fiscal_year_id: year } }),
    );
    const row = aging.rows.find((r) => r.nikaya_id === responsible);
    expect(row?.counts.open).toBe(want.pending);
    expect(row?.counts.overdue).toBe(want.overdue);
    const listed = okResponse<{ data: { status: string; overdue: boolean }[] }>(
      await t.as(office).get("/api/anugaman/action-points/all", {
        query: { fiscal_year_id: year, responsible_nikaya_id: responsible, per_page: 1000 },
      }),
    ).data.filter((p) => ["open", "in_progress", "completion_claimed"].includes(p.status));
    expect(listed).toHaveLength(want.pending);
    expect(listed.filter((p) => p.overdue)).toHaveLength(want.overdue);

    const [all] = await queryRows<{ pending: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS pending FROM monitoring_action_points ap
            JOIN monitoring_visits v ON v.id = ap.visit_id
           WHERE ap.status IN ('open', 'in_progress', 'completion_claimed') AND v.state IN ('accepted', 'closed')`,
    );
    const dashboard = okResponse<{ open_points: number }>(
      await t.as(monitorAdmin).get("/api/anugaman/dashboard", { query: { fiscal_year_id: "" } }),
    );
    expect(dashboard.open_points).toBe(all.pending);
  });

  it("counts an accepted visit that has begun as visiting its project, in the coverage report and the project summary alike", async () => {
    // Begun yesterday, ends in five days, accepted today: the project is visited.
    const id = await acceptedVisit({ from: -1, to: 5, responsible: ids["336-01"], due: 30 });
    okResponse(await move(reviewer, id, "accept"));
    const visitedProjects = okResponse<{ data: { id: number }[] }>(
      await t.as(monitorAdmin).get("/api/reports/anugaman/coverage-items", {
        query: { measure: "projects_visited", office_id: ids["336-01"], per_page: 1000 },
      }),
    ).data.map((r) => r.id);
    expect(visitedProjects).toContain(projectId);
    const summary = okResponse<TProjectSummary>(
      await t.as({ username: "admin" }).get(`/api/ayojana/summary/${projectId}`),
    );
    expect(summary.visits.find((v) => v.id === id)).toMatchObject({ state: "accepted", visited: true });
  });
});
