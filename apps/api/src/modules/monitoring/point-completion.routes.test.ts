import { toBsString } from "@pragati/domain/calendar";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MS_PER_DAY } from "../../../test/ad-days";
import { type Caller, okResponse, PDF } from "../../../test/client";
import { roads } from "../../../test/demo-users";
import { buildUser, officeIdsByCode, setSettings, visitThroughApi } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { loadCalendar } from "../calendar/calendar.repository";

/**
 * Evidence before completion, monitoring action points (issue 33 item 3): the responsible office's
 * "completed" is a claim; the visit's team accepts it (with evidence while the setting asks for it) or
 * rejects it with a reason; until then the point stays open for every figure.
 */
let t: TestApp;
const ids: Record<string, number> = {};
let monitor: { username: string };
let reviewer: { username: string };
let bs: (ad: string) => string;

const file = (name: string) => ({ name, type: "application/pdf", content: PDF });
const adDaysAgo = (days: number) => new Date(Date.now() - days * MS_PER_DAY).toISOString().slice(0, 10);

type Point = {
  id: number;
  status: string;
  overdue: boolean;
  review_note: string;
  reviewed_by: string | null;
  evidence_required: boolean;
  can_answer: boolean;
  can_attach: boolean;
  can_review: boolean;
  files: { id: number; filename: string; file_url: string; uploaded_at: string }[];
};

beforeAll(async () => {
  t = await createTestApp({ poolSize: 12 });
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  monitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336"] });
  reviewer = await buildUser(db, { role: "reviewer", nikayaId: ids["336"] });
  const calendar = await loadCalendar(db);
  bs = (ad) => toBsString(calendar.adToBs(ad));
});
afterEach(() => setSettings(t.database.db, { evidenceForActionPoints: true }));
afterAll(() => t.close());

/** A point of the roads office, due 5 days ago, of a visit a month ago whose report is accepted. */
const pointOfAcceptedVisit = async () => {
  const visit = await visitThroughApi(t, {
    by: monitor,
    reviewer,
    target: ids["336-01"],
    from: bs(adDaysAgo(30)),
    to: bs(adDaysAgo(30)),
    points: [{ responsible: ids["336-01"], due: bs(adDaysAgo(5)) }],
    until: "accepted",
  });
  return { visitId: visit.id, pointId: visit.points[0] };
};

const answer = (who: Caller, id: number, body: Record<string, unknown>) =>
  t.as(who).post(`/api/anugaman/action-points/answer/${id}`, body);
const claim = (id: number) => answer(roads, id, { status: "completed", actions_taken: "Drain rebuilt." });
const attach = (who: Caller, id: number, names: string[]) =>
  t.as(who).upload(`/api/anugaman/action-points/files/${id}`, { files: names.map(file) });
const accept = (who: Caller, id: number) => t.as(who).post(`/api/anugaman/action-points/accept/${id}`, {});
const reject = (who: Caller, id: number, reason: string) =>
  t.as(who).post(`/api/anugaman/action-points/reject/${id}`, { reason });
const show = async (who: Caller, id: number) =>
  okResponse<{ data: Point[] }>(
    await t.as(who).get("/api/anugaman/action-points/all", { query: { per_page: 1000 } }),
  ).data.find((p) => p.id === id);
const bellOf = async (who: Caller) =>
  okResponse<{ title: string; description: string }[]>(await t.as(who).get("/api/notices"));

describe("action point completion claims", () => {
  it("a claim stays open until the team accepts it with evidence; a rejection sends it back with its reason", async () => {
    const { visitId, pointId } = await pointOfAcceptedVisit();
    const claimed = okResponse<Point>(await claim(pointId));
    expect(claimed).toMatchObject({
      status: "completion_claimed",
      overdue: true,
      evidence_required: true,
      can_answer: false,
      can_attach: true,
      can_review: false,
      files: [],
    });
    // Still open for every figure: the overdue list, the status filter and the visit's close.
    const overdue = okResponse<{ data: { id: number }[] }>(
      await t
        .as(monitor)
        .get("/api/anugaman/action-points/all", { query: { overdue: "yes", per_page: 1000 } }),
    );
    expect(overdue.data.map((p) => p.id)).toContain(pointId);
    const [pending] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM monitoring_action_points WHERE id = ${pointId} AND status = 'completion_claimed'`,
    );
    expect(pending.n).toBe(1);
    expect((await t.as(monitor).post(`/api/anugaman/move/${visitId}`, { action: "close" })).statusCode).toBe(
      409,
    );
    // The team sees the claim to review, with a bell notice to the creating office.
    expect((await show(monitor, pointId))?.can_review).toBe(true);
    expect((await bellOf(monitor)).some((n) => n.title.includes("claimed completed"))).toBe(true);

    // No evidence yet: the team cannot accept (422 in both languages); the claim still waits.
    const noEvidence = await accept(monitor, pointId);
    expect(noEvidence.statusCode).toBe(422);
    expect(noEvidence.json().message).toContain("only with evidence");
    expect(noEvidence.json().message_np).toContain("प्रमाणसहित");
    expect((await show(monitor, pointId))?.status).toBe("completion_claimed");

    // The office attaches its evidence, at most 5 files, each with its upload time.
    const before = Date.now();
    const withFile = okResponse<Point>(await attach(roads, pointId, ["photo-1.pdf"]));
    expect(withFile.files.map((f) => f.filename)).toEqual(["photo-1.pdf"]);
    expect(Math.abs(Date.parse(withFile.files[0].uploaded_at) - before)).toBeLessThan(60_000);
    expect((await t.as(monitor).get(withFile.files[0].file_url)).statusCode).toBe(200);
    const tooMany = await attach(roads, pointId, ["2.pdf", "3.pdf", "4.pdf", "5.pdf", "6.pdf"]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors_np.files).toBeDefined();

    // A rejection needs its reason; it sends the point back in progress and the office reads why.
    expect((await reject(monitor, pointId, " ")).statusCode).toBe(422);
    const rejected = okResponse<Point>(await reject(monitor, pointId, "The photo does not show the drain."));
    expect(rejected).toMatchObject({
      status: "in_progress",
      review_note: "The photo does not show the drain.",
      overdue: true,
    });
    expect(await show(roads, pointId)).toMatchObject({
      status: "in_progress",
      review_note: "The photo does not show the drain.",
      can_answer: true,
      can_attach: true,
    });
    expect(
      (await bellOf(roads)).some((n) => n.description.includes("The photo does not show the drain.")),
    ).toBe(true);
    // Nothing to review now.
    expect((await accept(monitor, pointId)).statusCode).toBe(409);

    // Claimed again with a better photo: accepted, the point is completed and closed to further changes.
    okResponse(await attach(roads, pointId, ["photo-2.pdf"]));
    okResponse(await claim(pointId));
    const completed = okResponse<Point>(await accept(monitor, pointId));
    expect(completed).toMatchObject({ status: "completed", overdue: false, can_attach: false });
    expect(completed.files).toHaveLength(2);
    expect((await attach(roads, pointId, ["late.pdf"])).statusCode).toBe(409);
    expect((await answer(roads, pointId, { status: "in_progress" })).statusCode).toBe(409);
    expect((await accept(monitor, pointId)).statusCode).toBe(409);
    const steps = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT changes->'after'->>'status' AS status FROM activity_logs
           WHERE entity = 'monitoring_action_point' AND entity_id = ${String(pointId)}
             AND changes->'after' ? 'status' ORDER BY id`,
    );
    expect(steps.map((s) => s.status)).toEqual([
      "completion_claimed",
      "in_progress",
      "completion_claimed",
      "completed",
    ]);
    expect((await t.as(monitor).post(`/api/anugaman/move/${visitId}`, { action: "close" })).statusCode).toBe(
      200,
    );
  });

  it("with the setting off, the team accepts a claim without evidence", async () => {
    okResponse(
      await t
        .as({ username: "admin" })
        .post("/api/other-setting/update", { evidence_for_action_points: false }),
    );
    const { pointId } = await pointOfAcceptedVisit();
    expect(okResponse<Point>(await claim(pointId)).evidence_required).toBe(false);
    expect(okResponse<Point>(await accept(monitor, pointId)).status).toBe("completed");
  });

  it("refuses the users who must be refused", async () => {
    const { pointId } = await pointOfAcceptedVisit();
    okResponse(await claim(pointId));
    // Another office neither sees the point nor adds evidence to it.
    const health = await buildUser(t.database.db, { role: "nikaya", nikayaId: ids["370-01"] });
    expect((await attach(health, pointId, ["x.pdf"])).statusCode).toBe(404);
    // Another ministry's monitoring staff do not see it either.
    const otherMonitor = await buildUser(t.database.db, { role: "anugaman_karta", nikayaId: ids["370"] });
    expect((await accept(otherMonitor, pointId)).statusCode).toBe(404);
    expect((await reject(otherMonitor, pointId, "No.")).statusCode).toBe(404);
    okResponse(await attach(roads, pointId, ["proof.pdf"]));
    // The responsible office does not accept its own claim; a reviewer off the team does not either.
    expect((await accept(roads, pointId)).statusCode).toBe(403);
    const offTeam = await accept(reviewer, pointId);
    expect(offTeam.statusCode).toBe(403);
    expect(offTeam.json().message_np).toContain("अनुगमन टोली");
    // The team does not add the office's evidence.
    expect((await attach(monitor, pointId, ["mine.pdf"])).statusCode).toBe(403);
    expect((await show(roads, pointId))?.status).toBe("completion_claimed");
    expect((await t.anonymous.post(`/api/anugaman/action-points/accept/${pointId}`, {})).statusCode).toBe(
      401,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "of accepts fired at once on PostgreSQL exactly one succeeds",
    async () => {
      const { pointId } = await pointOfAcceptedVisit();
      okResponse(await claim(pointId));
      okResponse(await attach(roads, pointId, ["proof.pdf"]));
      const answers = await Promise.all(Array.from({ length: 10 }, () => accept(monitor, pointId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const [log] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM activity_logs WHERE entity = 'monitoring_action_point'
             AND entity_id = ${String(pointId)} AND changes->'after'->>'status' = 'completed'`,
      );
      expect(log.n).toBe(1);
    },
  );
});
