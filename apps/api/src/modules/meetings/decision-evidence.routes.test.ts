import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse, PDF } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { buildUser, setSettings } from "../../../test/factories";
import { type MeetingWorld, meetingWorld, storeDecision, storeMeeting } from "../../../test/meetings-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * Evidence before completion, decisions (issue 33 item 3): a report of an implemented decision is
 * accepted only with an evidence file while the setting is on; a partly implemented one carries its %.
 */
let t: TestApp;
let w: MeetingWorld;
let number = 400;

const evidence = { files: [{ name: "handover-photo.pdf", type: "application/pdf", content: PDF }] };

type Report = {
  id: number;
  status: string;
  state: string;
  implementation_percent: number | null;
  evidence_required: boolean;
  files: { file_url: string; filename: string; uploaded_at: string }[];
};
type Detail = {
  id: number;
  status: string;
  implementation_percent: number | null;
  latest_report_state: string | null;
  evidence_for_implemented: boolean;
  reports: Report[];
};

beforeAll(async () => {
  t = await createTestApp({ poolSize: 12 });
  const _db = t.database.db;
  w = await meetingWorld(t);
});
afterEach(() => setSettings(t.database.db, { evidenceForDecisions: true }));
afterAll(() => t.close());

/** A meeting of the `sachib` secretariat with one weekly decision the roads office reports on. */
const decisionOf = async () => {
  const meetingId = await storeMeeting(t, sachib, w, {
    number: ++number,
    title: "Evidence of road works",
    meeting_date: w.previous.startBs,
  });
  return storeDecision(t, sachib, w, meetingId, {
    description: "Hand over the repaired bridge",
    reporting_office_id: w.ids["336-01"],
  });
};

const report = (user: Caller, decisionId: number, body: Record<string, unknown>) =>
  t.as(user).post(`/api/meetings/decisions/${decisionId}/reports`, body);
const show = async (user: Caller, decisionId: number) =>
  okResponse<Detail>(await t.as(user).get(`/api/meetings/decisions/show/${decisionId}`));
const accept = (user: Caller, reportId: number) =>
  t.as(user).post(`/api/meetings/reports/accept/${reportId}`, { note: "" });
const statusOf = async (decisionId: number) =>
  (
    await queryRows<{ status: string; implementation_percent: number | null }>(
      t.database.db,
      sql`SELECT status, implementation_percent FROM decisions WHERE id = ${decisionId}`,
    )
  )[0];

describe("evidence before a decision is closed", () => {
  it("accepts an implemented report only once its evidence is attached; the file keeps its upload time", async () => {
    const decisionId = await decisionOf();
    const sent = okResponse<Detail>(
      await report(office, decisionId, { status: "implemented", description: "Bridge handed over." }),
    );
    expect(sent.evidence_for_implemented).toBe(true);
    const reportId = sent.reports[0].id;
    expect(sent.reports[0]).toMatchObject({ evidence_required: true, files: [] });

    const refused = await accept(sachib, reportId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("only with evidence");
    expect(refused.json().message_np).toContain("प्रमाणसहित");
    // Refused: the report still waits and the decision is still open.
    expect(await statusOf(decisionId)).toEqual({ status: "not_started", implementation_percent: null });
    expect((await show(sachib, decisionId)).latest_report_state).toBe("submitted");

    const before = Date.now();
    const withFile = okResponse<Detail>(
      await t.as(office).upload(`/api/meetings/reports/files/${reportId}`, evidence),
    );
    const [file] = withFile.reports[0].files;
    expect(file.filename).toBe("handover-photo.pdf");
    // The evidence's date is its upload time, as stored (to the second, whatever the clocks' skew).
    const uploaded = Date.parse(file.uploaded_at);
    expect(Math.abs(uploaded - before)).toBeLessThan(60_000);

    const accepted = okResponse<Detail>(await accept(sachib, reportId));
    expect(accepted).toMatchObject({ status: "implemented", latest_report_state: "accepted" });
    const [log] = await queryRows<{ changes: { evidence_files: number; state: string } }>(
      t.database.db,
      sql`SELECT changes FROM activity_logs WHERE entity = 'decision_report' AND entity_id = ${String(reportId)}
            AND changes->>'state' = 'accepted'`,
    );
    expect(log.changes).toMatchObject({ state: "accepted", evidence_files: 1 });
  });

  it("with the setting off, accepts an implemented report without evidence", async () => {
    okResponse(await t.as(admin).post("/api/other-setting/update", { evidence_for_decisions: false }));
    const setting = okResponse<{ evidence_for_decisions: boolean }>(
      await t.as(admin).get("/api/other-setting/show"),
    );
    expect(setting.evidence_for_decisions).toBe(false);
    const decisionId = await decisionOf();
    const sent = okResponse<Detail>(
      await report(office, decisionId, { status: "implemented", description: "Handed over." }),
    );
    expect(sent.reports[0].evidence_required).toBe(false);
    okResponse(await accept(sachib, sent.reports[0].id));
    expect((await statusOf(decisionId)).status).toBe("implemented");
  });

  it("needs no evidence for other statuses; a partly implemented report carries a % from 1 to 99", async () => {
    const decisionId = await decisionOf();
    const partly = { status: "partially_implemented", description: "Deck laid.", reason: "Rails late." };
    for (const percent of [undefined, null, 0, 100, 40.5, "40"]) {
      const res = await report(office, decisionId, { ...partly, implementation_percent: percent });
      expect(res.statusCode, String(percent)).toBe(422);
      expect(res.json().errors.implementation_percent, String(percent)).toBeDefined();
      expect(res.json().errors_np.implementation_percent, String(percent)).toBeDefined();
    }
    const missing = await report(office, decisionId, partly);
    expect(missing.json().errors.implementation_percent[0]).toContain("between 1 and 99");
    expect(missing.json().errors_np.implementation_percent[0]).toContain("प्रतिशत");
    expect((await show(office, decisionId)).reports).toEqual([]);

    const sent = okResponse<Detail>(
      await report(office, decisionId, { ...partly, implementation_percent: 60 }),
    );
    expect(sent.reports[0]).toMatchObject({ implementation_percent: 60, evidence_required: false });
    // Accepted without a file: the decision takes the status and its %.
    const accepted = okResponse<Detail>(await accept(sachib, sent.reports[0].id));
    expect(accepted).toMatchObject({ status: "partially_implemented", implementation_percent: 60 });
    const listed = okResponse<{ data: { id: number; implementation_percent: number | null }[] }>(
      await t.as(office).get("/api/meetings/decisions/all", { query: { per_page: 1000 } }),
    );
    expect(listed.data.find((d) => d.id === decisionId)?.implementation_percent).toBe(60);

    // A later report with another status drops the %: the % belongs to the partly implemented status.
    const next = okResponse<Detail>(
      await report(office, decisionId, {
        status: "in_progress",
        description: "Rails arriving.",
        implementation_percent: 70,
      }),
    );
    expect(next.reports[0].implementation_percent).toBeNull();
    okResponse(await accept(sachib, next.reports[0].id));
    expect(await statusOf(decisionId)).toEqual({ status: "in_progress", implementation_percent: null });
  });

  it("refuses the users who must be refused", async () => {
    const decisionId = await decisionOf();
    const sent = okResponse<Detail>(
      await report(office, decisionId, { status: "implemented", description: "Handed over." }),
    );
    const reportId = sent.reports[0].id;
    // Another office neither sees the decision nor adds evidence to its report.
    const health = await buildUser(t.database.db, { role: "nikaya", nikayaId: w.ids["370-01"] });
    expect((await t.as(health).get(`/api/meetings/decisions/show/${decisionId}`)).statusCode).toBe(404);
    expect((await t.as(health).upload(`/api/meetings/reports/files/${reportId}`, evidence)).statusCode).toBe(
      404,
    );
    // The reporting office cannot accept its own report; another ministry's secretariat cannot either.
    expect((await accept(office, reportId)).statusCode).toBe(403);
    const otherSachib = await buildUser(t.database.db, { role: "sachib", nikayaId: w.ids["370"] });
    okResponse(await t.as(office).upload(`/api/meetings/reports/files/${reportId}`, evidence));
    const foreign = await accept(otherSachib, reportId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message_np).toContain("सचिवालय");
    // The secretariat does not add the office's evidence.
    expect((await t.as(sachib).upload(`/api/meetings/reports/files/${reportId}`, evidence)).statusCode).toBe(
      403,
    );
    expect((await statusOf(decisionId)).status).toBe("not_started");
    // Once accepted the evidence no longer changes.
    okResponse(await accept(sachib, reportId));
    expect((await t.as(office).upload(`/api/meetings/reports/files/${reportId}`, evidence)).statusCode).toBe(
      409,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "of accepts fired at once on PostgreSQL exactly one succeeds",
    async () => {
      const decisionId = await decisionOf();
      const sent = okResponse<Detail>(
        await report(office, decisionId, { status: "implemented", description: "Handed over." }),
      );
      const reportId = sent.reports[0].id;
      okResponse(await t.as(office).upload(`/api/meetings/reports/files/${reportId}`, evidence));
      const answers = await Promise.all(Array.from({ length: 10 }, () => accept(sachib, reportId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const logs = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM activity_logs WHERE entity = 'decision_report'
             AND entity_id = ${String(reportId)} AND changes->>'state' = 'accepted'`,
      );
      expect(logs[0].n).toBe(1);
    },
  );
});
