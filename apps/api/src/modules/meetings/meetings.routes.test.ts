import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adDaysBetween as adDays, todayAdInNepal } from "../../../test/ad-days";
import { okResponse, PDF } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { buildMilestone, buildProject, buildUser, countRows, fiscalYears } from "../../../test/factories";
import { type MeetingWorld, meetingWorld } from "../../../test/meetings-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
let w: MeetingWorld;

beforeAll(async () => {
  t = await createTestApp();
  const _db = t.database.db;
  w = await meetingWorld(t, ["subjectareatype"]);
});
afterAll(() => t.close());

const meetingBody = (over: Record<string, unknown> = {}) => ({
  meeting_type_id: w.setup["meeting-type"]["Cabinet meeting"],
  presidency_type_id: w.setup["presidency-type"].Secretary,
  number: 1,
  title: "Review of road maintenance",
  president_name: "Chair of the meeting",
  president_position: "Secretary",
  meeting_date: w.previous.startBs,
  attendees: "Joint secretaries\nDivision chiefs",
  agenda: "1. Road maintenance\n2. Clinics",
  ...over,
});

const decisionBody = (over: Record<string, unknown> = {}) => ({
  description: "Repair the ring road before the monsoon",
  subject_area_id: w.setup.subjectareatype.Infrastructure,
  implementing_office_id: w.ids["336-01"],
  reporting_office_id: w.ids["336-01"],
  reporting_duration_id: w.setup["reporting-duration"].Weekly,
  ...over,
});

const record = async (over: Record<string, unknown> = {}) =>
  okResponse<{ id: number }>(await t.as(sachib).post("/api/meetings/store", meetingBody(over))).id;

describe("meetings", () => {
  it("the secretariat records a meeting with two decisions; due dates follow the reporting durations", async () => {
    okResponse(await t.as(sachib).get("/api/meetings/all")); // signs in (a login is logged too)
    const logged = await countRows(t.database.db, "activity_logs");
    const id = await record({ number: 11 });
    okResponse(await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody()));
    const meeting = okResponse<{
      number: number;
      fiscal_year_id: number;
      can_manage: boolean;
      decision_count: number;
      overdue_count: number;
      decisions: {
        item_no: number;
        due_date: string;
        status: string;
        overdue: boolean;
        days_overdue: number | null;
        supporting_offices: { id: number }[];
        implementing_office: { name_np: string };
      }[];
    }>(
      await t.as(sachib).post(
        `/api/meetings/${id}/decisions`,
        decisionBody({
          description: "Open two clinics",
          implementing_office_id: w.ids["336-02"],
          reporting_office_id: null,
          supporting_office_ids: [w.ids["336-01"], w.ids["336-02"]],
          reporting_duration_id: w.setup["reporting-duration"].Monthly,
        }),
      ),
    );
    expect(meeting).toMatchObject({ number: 11, can_manage: true, decision_count: 2, overdue_count: 2 });
    const [weekly, monthly] = meeting.decisions;
    expect(weekly.item_no).toBe(1);
    expect(monthly.item_no).toBe(2);
    // The meeting sits on the previous fiscal year's first day, whose AD date the seed stores: the
    // weekly decision is due 7 days later and late by the days since then, counted in AD.
    const late = adDays(w.previous.startAd, todayAdInNepal()) - 7;
    expect(weekly).toMatchObject({ status: "not_started", overdue: true, days_overdue: late });
    const [year, month, day] = w.previous.startBs.split("-").map(Number);
    expect(monthly.due_date).toBe(
      `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    );
    // The implementing office is the one accountable body, never also a supporting one.
    expect(monthly.supporting_offices.map((o) => o.id)).toEqual([w.ids["336-01"]]);
    // The meeting and each decision are written with their activity-log row.
    expect(await countRows(t.database.db, "activity_logs")).toBe(logged + 3);
  });

  it("keeps the number unique per meeting type and fiscal year, in both languages", async () => {
    await record({ number: 21 });
    const again = await t.as(sachib).post("/api/meetings/store", meetingBody({ number: 21 }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.number[0]).toContain("already has a meeting with this number");
    expect(again.json().errors_np.number[0]).toContain("नम्बर प्रयोग भइसकेको");
    await record({ number: 21, meeting_type_id: w.setup["meeting-type"]["Monthly review meeting"] });
    const [y, m, d] = w.previous.startBs.split("-").map(Number);
    await record({
      number: 21,
      meeting_date: `${y + 1}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    });
    const other = await record({ number: 22 });
    const renumbered = await t.as(sachib).post(`/api/meetings/update/${other}`, meetingBody({ number: 21 }));
    expect(renumbered.statusCode).toBe(422);
  });

  it("names every missing prompt and bad choice in both languages, storing nothing", async () => {
    const before = await countRows(t.database.db, "meetings");
    const empty = await t.as(sachib).post("/api/meetings/store", {
      ...meetingBody(),
      number: 0,
      president_name: "",
      president_position: "",
    });
    expect(empty.statusCode).toBe(422);
    for (const field of ["number", "president_name", "president_position"])
      expect(empty.json().errors_np[field], field).toBeDefined();
    const bad = await t
      .as(sachib)
      .post(
        "/api/meetings/store",
        meetingBody({ meeting_type_id: w.setup["presidency-type"].Secretary, meeting_date: "2081-13-40" }),
      );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors_np.meeting_type_id[0]).toContain("बैठकको प्रकार");
    expect(bad.json().errors.meeting_date[0]).toContain("BS date");
    expect(await countRows(t.database.db, "meetings")).toBe(before);

    const id = await record({ number: 31 });
    const noReason = await t
      .as(sachib)
      .post(`/api/meetings/${id}/decisions`, decisionBody({ status: "not_implementable" }));
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors_np.reason[0]).toContain("कारण");
    const noDuration = await t
      .as(sachib)
      .post(
        `/api/meetings/${id}/decisions`,
        decisionBody({ reporting_duration_id: w.setup["meeting-type"]["Cabinet meeting"] }),
      );
    expect(noDuration.json().errors.reporting_duration_id).toBeDefined();
  });

  it("moves the decisions' due dates with the meeting date", async () => {
    const id = await record({ number: 41 });
    okResponse(await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody()));
    const [y, m] = w.previous.startBs.split("-").map(Number);
    const later = `${y}-${String(m + 1).padStart(2, "0")}-10`;
    const moved = okResponse<{ decisions: { due_date: string }[] }>(
      await t.as(sachib).post(`/api/meetings/update/${id}`, meetingBody({ number: 41, meeting_date: later })),
    );
    expect(moved.decisions[0].due_date).toBe(`${y}-${String(m + 1).padStart(2, "0")}-17`);
  });

  it("shows an office the decisions it implements, supports or reports on, and its subtree's only", async () => {
    const id = await record({ number: 51 });
    okResponse(await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody()));
    // The secretariat directs its own subtree; admin assigns any office.
    const outside = await t
      .as(sachib)
      .post(
        `/api/meetings/${id}/decisions`,
        decisionBody({ implementing_office_id: w.ids["370-01"], reporting_office_id: w.ids["370-01"] }),
      );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors_np.implementing_office_id[0]).toContain("आफ्नो निकाय");
    okResponse(
      await t
        .as(admin)
        .post(
          `/api/meetings/${id}/decisions`,
          decisionBody({ implementing_office_id: w.ids["370-01"], reporting_office_id: w.ids["370-01"] }),
        ),
    );
    const healthOnly = await record({ number: 52 });
    okResponse(
      await t
        .as(admin)
        .post(
          `/api/meetings/${healthOnly}/decisions`,
          decisionBody({ implementing_office_id: w.ids["370-01"], reporting_office_id: w.ids["370-01"] }),
        ),
    );
    const seen = okResponse<{ can_manage: boolean; decisions: { implementing_office: { id: number } }[] }>(
      await t.as(office).get(`/api/meetings/show/${id}`),
    );
    expect(seen.can_manage).toBe(false);
    expect(seen.decisions.map((d) => d.implementing_office.id)).toEqual([w.ids["336-01"]]);
    expect((await t.as(office).get(`/api/meetings/show/${healthOnly}`)).statusCode).toBe(404);
    const list = okResponse<{ data: { id: number; decision_count: number }[] }>(
      await t.as(office).get("/api/meetings/all", { query: { per_page: 1000 } }),
    );
    expect(list.data.map((m) => m.id)).toContain(id);
    expect(list.data.map((m) => m.id)).not.toContain(healthOnly);
    expect(list.data.find((m) => m.id === id)?.decision_count).toBe(1);

    // A child office of the implementing one sees nothing of it; the parent ministry sees it.
    const child = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["336-01-01"] });
    expect((await t.as(child).get(`/api/meetings/show/${id}`)).statusCode).toBe(404);
    const ministry = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["336"] });
    expect(
      okResponse<{ decisions: unknown[] }>(await t.as(ministry).get(`/api/meetings/show/${id}`)).decisions,
    ).toHaveLength(1);

    // Another ministry's secretariat sees every meeting but may change only its own.
    const otherSachib = await buildUser(t.database.db, { role: "sachib", nikayaId: w.ids["370"] });
    const all = okResponse<{ can_manage: boolean; decisions: unknown[] }>(
      await t.as(otherSachib).get(`/api/meetings/show/${id}`),
    );
    expect(all).toMatchObject({ can_manage: false });
    expect(all.decisions).toHaveLength(2);
    const refused = await t.as(otherSachib).post(`/api/meetings/update/${id}`, meetingBody({ number: 51 }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_np).toContain("सचिवालय");
    expect((await t.as(otherSachib).delete(`/api/meetings/delete/${id}`)).statusCode).toBe(403);
  });

  it("links a decision to a project, refuses an unknown one in both languages, and clears the link", async () => {
    const id = await record({ number: 55 });
    const [project] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM projects ORDER BY id LIMIT 1`,
    );
    const linked = okResponse<{ decisions: { id: number; project: { id: number; name: string } | null }[] }>(
      await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody({ project_id: project.id })),
    );
    expect(linked.decisions[0].project).toEqual({ id: project.id, name: project.name });
    const unknown = await t
      .as(sachib)
      .post(`/api/meetings/${id}/decisions`, decisionBody({ project_id: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.project_id[0]).toBe("Choose a project from the list.");
    expect(unknown.json().errors_np.project_id[0]).toBe("सूचीबाट आयोजना छान्नुहोस्।");
    // A project of another ministry's offices is outside the secretariat's project scope: refused alike.
    const foreign = await buildProject(t.database.db, {
      nikayaId: w.ids["370-01"],
      fiscalYearId: (await fiscalYears(t.database.db)).current,
      name: "Another ministry's project",
    });
    const outside = await t
      .as(sachib)
      .post(`/api/meetings/${id}/decisions`, decisionBody({ project_id: foreign.id }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.project_id[0]).toBe("Choose a project from the list.");
    const cleared = okResponse<{ decisions: { project: unknown }[] }>(
      await t
        .as(sachib)
        .post(`/api/meetings/decisions/update/${linked.decisions[0].id}`, decisionBody({ project_id: null })),
    );
    expect(cleared.decisions[0].project).toBeNull();
  });

  it("links a decision to a milestone and an indicator of the caller's offices, refusing others' with 422", async () => {
    const db = t.database.db;
    const year = (await fiscalYears(db)).current;
    const own = await buildMilestone(db, {
      nikayaId: w.ids["336-01"],
      fiscalYearId: year,
      targets: { 0: 1 },
      code: "LINK-M1",
      title: "Ring road overlay",
    });
    const foreign = await buildMilestone(db, {
      nikayaId: w.ids["370-01"],
      fiscalYearId: year,
      targets: { 0: 1 },
    });
    const indicator = (code: string, office: string, as: { username: string }) =>
      t.as(as).post("/api/indicators/store", {
        fiscal_year_id: year,
        nikaya_id: w.ids[office],
        responsible_office_id: w.ids[office],
        code,
        name: `Linked indicator ${code}`,
        name_np: `जोडिएको सूचक ${code}`,
        level: "output",
        review_period: "yearly",
        unit_type: "number",
        direction: "increase",
        aggregation: "non_cumulative",
        annual_target: 10,
        weightage: 1,
      });
    const ownIndicator = okResponse<{ id: number }>(await indicator("LINK-I1", "336-01", sachib)).id;
    const foreignIndicator = okResponse<{ id: number }>(await indicator("LINK-I2", "370-01", admin)).id;

    // The pickers list the caller's own, searched by code or name, never the other ministry's.
    const milestones = okResponse<{ id: number; code: string; office: { id: number } }[]>(
      await t.as(sachib).get("/api/meetings/links/milestones", { query: { search: "LINK-M" } }),
    );
    expect(milestones.map((m) => m.id)).toEqual([own.id]);
    const everyMilestone = okResponse<{ id: number }[]>(
      await t.as(sachib).get("/api/meetings/links/milestones", { query: { search: "" } }),
    );
    expect(everyMilestone.map((m) => m.id)).not.toContain(foreign.id);
    const indicators = okResponse<{ id: number; name_np: string }[]>(
      await t.as(sachib).get("/api/meetings/links/indicators", { query: { search: "LINK-I" } }),
    );
    expect(indicators.map((i) => i.id)).toEqual([ownIndicator]);
    expect((await t.as(office).get("/api/meetings/links/indicators")).statusCode).toBe(403);

    const id = await record({ number: 57 });
    const linked = okResponse<{
      decisions: {
        id: number;
        milestone: { id: number; code: string; title: string } | null;
        indicator: { id: number; code: string } | null;
      }[];
    }>(
      await t
        .as(sachib)
        .post(
          `/api/meetings/${id}/decisions`,
          decisionBody({ milestone_id: own.id, indicator_id: ownIndicator }),
        ),
    );
    expect(linked.decisions[0].milestone).toEqual({
      id: own.id,
      code: "LINK-M1",
      title: "Ring road overlay",
    });
    expect(linked.decisions[0].indicator).toMatchObject({ id: ownIndicator, code: "LINK-I1" });

    // Another ministry's milestone or indicator (or an unknown one) is refused, on a new decision and an edit.
    for (const [field, value, en, np] of [
      ["milestone_id", foreign.id, "Choose a milestone from the list.", "सूचीबाट माइलस्टोन छान्नुहोस्।"],
      ["milestone_id", 2_000_000_000, "Choose a milestone from the list.", "सूचीबाट माइलस्टोन छान्नुहोस्।"],
      ["indicator_id", foreignIndicator, "Choose an indicator from the list.", "सूचीबाट सूचक छान्नुहोस्।"],
      ["indicator_id", 2_000_000_000, "Choose an indicator from the list.", "सूचीबाट सूचक छान्नुहोस्।"],
    ] as const) {
      for (const res of [
        await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody({ [field]: value })),
        await t
          .as(sachib)
          .post(`/api/meetings/decisions/update/${linked.decisions[0].id}`, decisionBody({ [field]: value })),
      ]) {
        expect(res.statusCode, `${field} ${value}`).toBe(422);
        expect(res.json().errors[field][0]).toBe(en);
        expect(res.json().errors_np[field][0]).toBe(np);
      }
    }
    // Admin sees every office: the other ministry's links are accepted.
    const byAdmin = okResponse<{
      decisions: { milestone: { id: number } | null; indicator: { id: number } | null }[];
    }>(
      await t
        .as(admin)
        .post(
          `/api/meetings/decisions/update/${linked.decisions[0].id}`,
          decisionBody({ milestone_id: foreign.id, indicator_id: foreignIndicator }),
        ),
    );
    expect(byAdmin.decisions[0].milestone?.id).toBe(foreign.id);
    expect(byAdmin.decisions[0].indicator?.id).toBe(foreignIndicator);
  });

  it("refuses users without the permission or the screen", async () => {
    const id = await record({ number: 61 });
    expect((await t.as(office).post("/api/meetings/store", meetingBody({ number: 62 }))).statusCode).toBe(
      403,
    );
    expect((await t.as(office).post(`/api/meetings/${id}/decisions`, decisionBody())).statusCode).toBe(403);
    expect((await t.as(office).delete(`/api/meetings/delete/${id}`)).statusCode).toBe(403);
    const monitor = { username: "monitor" };
    expect((await t.as(monitor).get("/api/meetings/all")).statusCode).toBe(403);
    expect((await t.as(monitor).get(`/api/meetings/show/${id}`)).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/meetings/all")).statusCode).toBe(401);
  });

  it("keeps the minute as a file the offices in scope can download, and deletes it with the meeting", async () => {
    const id = await record({ number: 71 });
    okResponse(await t.as(sachib).post(`/api/meetings/${id}/decisions`, decisionBody()));
    const withFile = okResponse<{ files: { file_url: string; filename: string }[] }>(
      await t.as(sachib).upload(`/api/meetings/files/${id}`, {
        files: [{ name: "minute.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(withFile.files.map((f) => f.filename)).toEqual(["minute.pdf"]);
    expect((await t.as(office).get(withFile.files[0].file_url)).statusCode).toBe(200);
    const health = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["370-01"] });
    expect((await t.as(health).get(withFile.files[0].file_url)).statusCode).toBe(404);
    const fake = await t.as(sachib).upload(`/api/meetings/files/${id}`, {
      files: [{ name: "fake.pdf", type: "application/pdf", content: Buffer.from("not a pdf") }],
    });
    expect(fake.statusCode).toBe(422);
    okResponse(await t.as(sachib).delete(`/api/meetings/delete/${id}`));
    expect((await t.as(office).get(withFile.files[0].file_url)).statusCode).toBe(404);
    expect(await countRows(t.database.db, "meeting_files")).toBe(0);
    expect((await t.as(admin).get(`/api/meetings/show/${id}`)).statusCode).toBe(404);
  });
});
