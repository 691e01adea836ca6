import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse, PDF } from "../../../test/client";
import { roads as office, sachib } from "../../../test/demo-users";
import { buildRole, buildUser, countRows, grantMenu } from "../../../test/factories";
import { type MeetingWorld, meetingWorld, storeDecision, storeMeeting } from "../../../test/meetings-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let w: MeetingWorld;
let number = 100;

type Report = {
  id: number;
  period_index: number;
  status: string;
  state: string;
  review_note: string;
  reason: string;
  files: { file_url: string; filename: string }[];
};
type Detail = {
  id: number;
  status: string;
  reason: string;
  can_report: boolean;
  can_review: boolean;
  latest_report_state: string | null;
  current_period: { index: number; end: string } | null;
  reports: Report[];
};

beforeAll(async () => {
  t = await createTestApp();
  const _db = t.database.db;
  w = await meetingWorld(t);
});
afterAll(() => t.close());

/** A meeting of the `sachib` secretariat with one weekly decision; answers the decision's id. */
const decisionOf = async (over: Record<string, unknown> = {}) => {
  const meetingId = await storeMeeting(t, sachib, w, { number: ++number, meeting_date: w.previous.startBs });
  const decisionId = await storeDecision(t, sachib, w, meetingId, {
    reporting_office_id: w.ids["336-01"],
    ...over,
  });
  return { meetingId, decisionId };
};

const report = (user: Caller, decisionId: number, body: Record<string, unknown>) =>
  t.as(user).post(`/api/meetings/decisions/${decisionId}/reports`, body);
const show = async (user: Caller, decisionId: number) =>
  okResponse<Detail>(await t.as(user).get(`/api/meetings/decisions/show/${decisionId}`));

describe("decision reports", () => {
  it("the office reports with evidence; a returned report leaves the status, the accepted correction sets it; the history keeps both", async () => {
    const { decisionId } = await decisionOf();
    const before = await show(office, decisionId);
    expect(before).toMatchObject({ status: "not_started", can_report: true, can_review: false, reports: [] });
    // With no report yet the secretariat has nothing to review (and the decision lists for it).
    expect(await show(sachib, decisionId)).toMatchObject({ can_review: false, latest_report_state: null });
    // The meeting sits on the previous fiscal year's first day: the weekly periods have run since.
    expect(before.current_period?.index).toBeGreaterThan(1);

    const sent = okResponse<Detail>(
      await report(office, decisionId, { status: "implemented", description: "Repaired all 27 km." }),
    );
    expect(sent).toMatchObject({
      status: "not_started",
      latest_report_state: "submitted",
      can_report: false,
    });
    expect(sent.reports[0]).toMatchObject({ state: "submitted", period_index: before.current_period?.index });
    const withFile = okResponse<Detail>(
      await t.as(office).upload(`/api/meetings/reports/files/${sent.reports[0].id}`, {
        files: [{ name: "completion.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(withFile.reports[0].files.map((f) => f.filename)).toEqual(["completion.pdf"]);
    expect((await t.as(sachib).get(withFile.reports[0].files[0].file_url)).statusCode).toBe(200);

    // The secretariat sees it waiting; a return needs a note.
    const waiting = okResponse<{ data: { id: number; can_review: boolean }[] }>(
      await t
        .as(sachib)
        .get("/api/meetings/decisions/all", { query: { state: "to_review", per_page: 1000 } }),
    );
    expect(waiting.data.find((d) => d.id === decisionId)?.can_review).toBe(true);
    const noNote = await t
      .as(sachib)
      .post(`/api/meetings/reports/return/${sent.reports[0].id}`, { note: " " });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors_np.note).toBeDefined();
    const returned = okResponse<Detail>(
      await t.as(sachib).post(`/api/meetings/reports/return/${sent.reports[0].id}`, {
        note: "Attach the completion report.",
      }),
    );
    expect(returned).toMatchObject({ status: "not_started", latest_report_state: "returned" });
    expect(returned.reports[0]).toMatchObject({
      state: "returned",
      review_note: "Attach the completion report.",
    });
    // A reviewed report is not reviewed again.
    expect(
      (await t.as(sachib).post(`/api/meetings/reports/accept/${sent.reports[0].id}`, {})).statusCode,
    ).toBe(409);

    const corrected = okResponse<Detail>(
      await report(office, decisionId, {
        status: "implemented",
        description: "Repaired all 27 km; report attached.",
      }),
    );
    // An implemented decision is accepted with evidence on the report accepted (the setting's default).
    okResponse(
      await t.as(office).upload(`/api/meetings/reports/files/${corrected.reports[0].id}`, {
        files: [{ name: "completion-2.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    const accepted = okResponse<Detail>(
      await t.as(sachib).post(`/api/meetings/reports/accept/${corrected.reports[0].id}`, {}),
    );
    expect(accepted).toMatchObject({
      status: "implemented",
      latest_report_state: "accepted",
      can_report: false,
    });
    expect(accepted.reports.map((r) => r.state)).toEqual(["accepted", "returned"]);
    expect(accepted.reports[0].files).toHaveLength(1);
    expect(accepted.reports[1].files).toHaveLength(1);
    // An implemented decision is closed: no more reports.
    const closed = await report(office, decisionId, { status: "in_progress", description: "More work." });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message_np).toContain("बन्द");
  });

  it("requires a reason when not completed, keeps one report waiting, and takes the reason with the status", async () => {
    const { decisionId } = await decisionOf();
    const before = await countRows(t.database.db, "decision_reports");
    const noReason = await report(office, decisionId, {
      status: "partially_implemented",
      description: "Half done.",
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason[0]).toContain("Write why");
    expect(noReason.json().errors_np.reason[0]).toContain("कारण");
    const badStatus = await report(office, decisionId, { status: "cancelled", description: "Dropped." });
    expect(badStatus.statusCode).toBe(422);
    expect(await countRows(t.database.db, "decision_reports")).toBe(before);

    const sent = okResponse<Detail>(
      await report(office, decisionId, {
        status: "partially_implemented",
        description: "Half done.",
        reason: "The budget was released late.",
        implementation_percent: 50,
      }),
    );
    const second = await report(office, decisionId, { status: "in_progress", description: "Again." });
    expect(second.statusCode).toBe(409);
    expect(second.json().message_np).toContain("समीक्षा");
    const accepted = okResponse<Detail>(
      await t.as(sachib).post(`/api/meetings/reports/accept/${sent.reports[0].id}`, { note: "Noted." }),
    );
    expect(accepted).toMatchObject({
      status: "partially_implemented",
      reason: "The budget was released late.",
      implementation_percent: 50,
    });
    // The office reports again on the open decision.
    expect((await show(office, decisionId)).can_report).toBe(true);
  });

  it("refuses other offices, users without the permission and roles without the screen", async () => {
    // Implemented by the clinics office and reported by the roads office (the `office` user's).
    const { decisionId } = await decisionOf({ implementing_office_id: w.ids["336-02"] });
    const body = { status: "in_progress", description: "Started." };
    const implementer = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["336-02"] });
    expect((await show(implementer, decisionId)).can_report).toBe(false);
    const notReporting = await report(implementer, decisionId, body);
    expect(notReporting.statusCode).toBe(403);
    expect(notReporting.json().message_np).toContain("प्रतिवेदन गर्ने निकाय");
    const health = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["370-01"] });
    expect((await report(health, decisionId, body)).statusCode).toBe(404);
    expect((await t.as(health).get(`/api/meetings/decisions/show/${decisionId}`)).statusCode).toBe(404);
    // The secretariat reviews but does not report; an office reports but does not review.
    expect((await report(sachib, decisionId, body)).statusCode).toBe(403);
    const sent = okResponse<Detail>(await report(office, decisionId, body));
    const reportId = sent.reports[0].id;
    expect((await t.as(office).post(`/api/meetings/reports/accept/${reportId}`, {})).statusCode).toBe(403);
    // Another ministry's secretariat sees the decision but reviews only its own meetings' reports.
    const otherSachib = await buildUser(t.database.db, { role: "sachib", nikayaId: w.ids["370"] });
    expect((await show(otherSachib, decisionId)).can_review).toBe(false);
    const foreign = await t.as(otherSachib).post(`/api/meetings/reports/accept/${reportId}`, {});
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message_np).toContain("सचिवालय");
    const evidence = { files: [{ name: "photo.pdf", type: "application/pdf", content: PDF }] };
    expect((await t.as(health).upload(`/api/meetings/reports/files/${reportId}`, evidence)).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(implementer).upload(`/api/meetings/reports/files/${reportId}`, evidence)).statusCode,
    ).toBe(403);
    // The permission without the `meeting-reports` screen in the role's menu is refused.
    const role = await buildRole(t.database.db, { permissions: ["meeting.view", "meeting.report"] });
    await grantMenu(t.database.db, role.slug, ["meetings"]);
    const noScreen = await buildUser(t.database.db, { role: role.slug, nikayaId: w.ids["336-01"] });
    expect((await t.as(noScreen).get("/api/meetings/decisions/all")).statusCode).toBe(403);
    expect((await report(noScreen, decisionId, body)).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/meetings/decisions/all")).statusCode).toBe(401);
    // Nothing refused changed the decision.
    expect((await show(sachib, decisionId)).status).toBe("not_started");
  });

  it("lists what the office has to report and removes a deleted decision's evidence", async () => {
    const { decisionId } = await decisionOf();
    const toReport = okResponse<{ data: { id: number; can_report: boolean; meeting: { number: number } }[] }>(
      await t
        .as(office)
        .get("/api/meetings/decisions/all", { query: { state: "to_report", per_page: 1000 } }),
    );
    expect(toReport.data.find((d) => d.id === decisionId)).toMatchObject({
      can_report: true,
      meeting: { number },
    });
    const sent = okResponse<Detail>(
      await report(office, decisionId, { status: "in_progress", description: "Begun." }),
    );
    const after = okResponse<{ data: { id: number }[] }>(
      await t
        .as(office)
        .get("/api/meetings/decisions/all", { query: { state: "to_report", per_page: 1000 } }),
    );
    expect(after.data.map((d) => d.id)).not.toContain(decisionId);
    const uploaded = okResponse<Detail>(
      await t.as(office).upload(`/api/meetings/reports/files/${sent.reports[0].id}`, {
        files: [{ name: "photo.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    const url = uploaded.reports[0].files[0].file_url;
    const files = await countRows(t.database.db, "decision_report_files");
    okResponse(await t.as(sachib).delete(`/api/meetings/decisions/delete/${decisionId}`));
    expect(await countRows(t.database.db, "decision_report_files")).toBe(files - 1);
    expect((await t.as(sachib).get(url)).statusCode).toBe(404);
  });
});
