import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adDaysBetween as adDays, todayAdInNepal } from "../../../test/ad-days";
import { okResponse, PDF } from "../../../test/client";
import { roads as office } from "../../../test/demo-users";
import { buildUser, findFiscalYear, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
const monitor = { username: "monitor" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let current: { startBs: string };
let previous: { startBs: string; startAd: string };
let otherOffice: { username: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  const years = await fiscalYears(db);
  current = await findFiscalYear(db, { id: years.current });
  const before = await findFiscalYear(db, { id: years.previous });
  previous = { startBs: before.startBs, startAd: String(before.startAd) };
  otherOffice = await buildUser(db, { role: "nikaya", nikayaId: ids["305"] });
});
afterAll(() => t.close());

type Point = {
  id: number;
  aging: string | null;
  status: string;
  overdue: boolean;
  days_overdue: number | null;
  can_answer: boolean;
  description: string;
};
type Visit = {
  id: number;
  state: string;
  can_report: boolean;
  files: { id: number; filename: string }[];
  comments: { body: string; author: string }[];
  action_points: Point[];
};

const move = (who: { username: string }, id: number, action: string, reason = "") =>
  t.as(who).post(`/api/anugaman/move/${id}`, { action, reason });

/** A visit in the field: profile, leader, order issued, started. */
const visitInField = async () => {
  const day = current.startBs.replace(/-01$/, "-03");
  const visit = okResponse<Visit>(
    await t.as(monitor).post("/api/anugaman/store", {
      target_nikaya_id: ids["336-01"],
      title: "Bridge visit",
      subject: "Bridge works",
      from_date: day,
      to_date: day,
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, { name: "Leader", is_leader: true }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
      order_number: "R-1",
      approver_name: "A",
      approver_designation: "B",
      approver_office: "C",
    }),
  );
  okResponse(await move(monitor, visit.id, "issue_order"));
  const started = okResponse<Visit & { members: { id: number }[] }>(
    await move(monitor, visit.id, "start_field"),
  );
  // The leader has no account: the creating office confirms their participation, so the order can be executed.
  return okResponse<Visit>(await t.as(monitor).post(`/api/anugaman/members/verify/${started.members[0].id}`));
};

describe("monitoring reports and action points", () => {
  it("a report with a file is returned, corrected and accepted; its points are answered by the responsible office and the visit closes", async () => {
    const visit = await visitInField();
    expect(visit.can_report).toBe(true);
    okResponse(
      await t.as(monitor).post(`/api/anugaman/report/${visit.id}`, {
        team_mobilised: true,
        on_time: true,
        as_per_subject: true,
        main_objectives: "Check the bridge's foundations",
        suggestion: "Strengthen the abutment",
      }),
    );
    const withFile = okResponse<Visit>(
      await t.as(monitor).upload(`/api/anugaman/report/files/${visit.id}`, {
        files: [{ name: "site.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(withFile.files.map((f) => f.filename)).toEqual(["site.pdf"]);
    const download = await t.as(reviewer).get(`/api/anugaman/report/file/${withFile.files[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    okResponse(
      await t.as(monitor).post(`/api/anugaman/${visit.id}/action-points`, {
        description: "Strengthen the abutment",
        responsible_nikaya_id: ids["336-01"],
        due_date: previous.startBs,
        priority: "high",
      }),
    );
    okResponse(await move(monitor, visit.id, "submit_report"));
    // Submitted: the team no longer changes the report.
    expect(
      (await t.as(monitor).post(`/api/anugaman/report/${visit.id}`, { main_objectives: "Changed" }))
        .statusCode,
    ).toBe(403);
    // The responsible office does not see the points before the report is accepted.
    const hidden = okResponse<{ data: Point[] }>(
      await t.as(office).get("/api/anugaman/action-points/all", { query: { per_page: 1000 } }),
    );
    expect(hidden.data.some((p) => p.description === "Strengthen the abutment")).toBe(false);

    okResponse(await move(reviewer, visit.id, "return", "Add the photos of the abutment"));
    okResponse(await t.as(reviewer).post(`/api/anugaman/comments/${visit.id}`, { body: "Photos please" }));
    okResponse(await move(monitor, visit.id, "submit_report"));
    const accepted = okResponse<Visit>(await move(reviewer, visit.id, "accept"));
    expect(accepted.comments).toEqual([
      expect.objectContaining({ body: "Photos please", author: "Kamala Rai" }),
    ]);

    // Overdue is derived on read: the due date is the previous fiscal year's first day.
    const listed = okResponse<{ data: Point[] }>(
      await t
        .as(office)
        .get("/api/anugaman/action-points/all", { query: { per_page: 1000, overdue: "yes" } }),
    );
    const point = listed.data.find((p) => p.description === "Strengthen the abutment");
    const late = adDays(previous.startAd, todayAdInNepal());
    // The age bucket counted here, apart from the API's SQL: 0-30, 31-60, 61-90, over 90 days.
    const bucket = late <= 30 ? "d0_30" : late <= 60 ? "d31_60" : late <= 90 ? "d61_90" : "d90_plus";
    expect(point).toMatchObject({
      status: "open",
      overdue: true,
      days_overdue: late,
      aging: bucket,
      can_answer: true,
    });
    const stored = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM monitoring_action_points WHERE id = ${point?.id}`,
    );
    expect(Object.keys(stored[0])).not.toContain("overdue");

    // Closing waits for the point.
    expect((await move(monitor, visit.id, "close")).statusCode).toBe(409);
    // Another office neither sees nor answers it.
    const answer = (who: { username: string }, body: Record<string, unknown>) =>
      t.as(who).post(`/api/anugaman/action-points/answer/${point?.id}`, body);
    expect((await answer(otherOffice, { status: "in_progress" })).statusCode).toBe(404);
    // The monitor's office is not responsible for it.
    expect((await answer(monitor, { status: "in_progress" })).statusCode).toBe(403);
    // Completed needs the actions taken.
    expect((await answer(office, { status: "completed" })).statusCode).toBe(422);
    expect(okResponse<Point>(await answer(office, { status: "in_progress" })).status).toBe("in_progress");
    const done = okResponse<Point>(
      await answer(office, { status: "completed", actions_taken: "Abutment strengthened with gabions" }),
    );
    // Completed is a claim: still open, overdue as before, until the visit's team accepts it.
    expect(done).toMatchObject({
      status: "completion_claimed",
      overdue: true,
      days_overdue: late,
      can_answer: false,
    });
    // A claimed point takes no further answer: the state moved on (409), the office still answers for it.
    const again = await answer(office, { status: "in_progress" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message:
        "This action point is completed, claimed completed or not accepted; it takes no further answer.",
      message_np:
        "यो कार्यान्वयन बुँदा सम्पन्न, सम्पन्न भएको दाबी गरिएको वा अस्वीकार भइसकेको छ; यसमा थप जवाफ दिन मिल्दैन।",
    });
    expect((await move(monitor, visit.id, "close")).statusCode).toBe(409);
    okResponse(
      await t.as(office).upload(`/api/anugaman/action-points/files/${point?.id}`, {
        files: [{ name: "gabions.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    const completed = okResponse<Point>(
      await t.as(monitor).post(`/api/anugaman/action-points/accept/${point?.id}`, {}),
    );
    expect(completed).toMatchObject({ status: "completed", overdue: false, days_overdue: null });
    expect(okResponse<Visit>(await move(monitor, visit.id, "close")).state).toBe("closed");
  });

  it("refuses bad report and point input with 422, and a point of another's visit with 404", async () => {
    const visit = await visitInField();
    for (const body of [{ main_objectives: "" }, { main_objectives: "x", team_mobilised: "yes" }]) {
      const res = await t.as(monitor).post(`/api/anugaman/report/${visit.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const body of [
      { description: "x", responsible_nikaya_id: 999999, due_date: current.startBs },
      { description: "x", responsible_nikaya_id: ids["336-01"], due_date: "2082-15-40" },
      { description: "", responsible_nikaya_id: ids["336-01"], due_date: current.startBs },
      {
        description: "x",
        responsible_nikaya_id: ids["336-01"],
        due_date: current.startBs,
        priority: "urgent",
      },
    ]) {
      const res = await t.as(monitor).post(`/api/anugaman/${visit.id}/action-points`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message_np).toBeTruthy();
    }
    expect((await t.as(otherOffice).get(`/api/anugaman/action-points/all`)).statusCode).toBe(200);
    expect(
      (
        await t.as({ username: "reviewer" }).upload(`/api/anugaman/report/files/${visit.id}`, {
          files: [{ name: "x.pdf", type: "application/pdf", content: PDF }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("an action point's responsible office", () => {
  it("lies in the monitored office's subtree or its chain up to the creating office: another ministry's office is refused", async () => {
    const visit = await visitInField();
    const point = (responsible: number) =>
      t.as(monitor).post(`/api/anugaman/${visit.id}/action-points`, {
        description: "Out of scope",
        responsible_nikaya_id: responsible,
        due_date: current.startBs,
      });
    const outside = await point(ids["305"]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({
      errors: {
        responsible_nikaya_id: [
          "Choose the responsible office among the monitored office, its offices and the offices above it up to the visit's creating office.",
        ],
      },
      errors_np: {
        responsible_nikaya_id: [
          "अनुगमन गरिने निकाय, यसका मातहतका निकाय वा अनुगमन गर्ने निकायसम्मका माथिल्ला निकायमध्येबाट जिम्मेवार निकाय छान्नुहोस्।",
        ],
      },
    });
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM monitoring_action_points WHERE visit_id = ${visit.id}`,
    );
    expect(stored.n).toBe(0);
    // The monitored office's own division and its ministry (between it and the creating office) are in scope.
    okResponse(await point(ids["336-01-01"]));
    okResponse(await point(ids["336"]));
  });
});

describe("the monitoring dashboard", () => {
  it("counts the caller's visits by state, its points and coverage, and refuses office staff", async () => {
    const before = okResponse<{
      by_state: Record<string, number>;
      open_points: number;
      coverage: { offices: number; offices_not_visited: number };
    }>(await t.as(monitor).get("/api/anugaman/dashboard", { query: { fiscal_year_id: "" } }));
    await visitInField();
    const after = okResponse<typeof before>(
      await t.as(monitor).get("/api/anugaman/dashboard", { query: { fiscal_year_id: "" } }),
    );
    expect(after.by_state.in_field ?? 0).toBe((before.by_state.in_field ?? 0) + 1);
    expect(after.coverage.offices).toBeGreaterThan(after.coverage.offices_not_visited);
    expect((await t.as(office).get("/api/anugaman/dashboard")).statusCode).toBe(403);
  });
});
