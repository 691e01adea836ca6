import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildOffice,
  fiscalYears,
  loginAs,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/**
 * Evidence before completion for milestones (docs/product-rules.md "Evidence before completion:
 * milestones and project progress"): a completed entry is a claim the approver for progress (a user of
 * the parent office with `progress.approve`) accepts or rejects; only an accepted one counts.
 */
let t: TestApp;
let department: number;
let division: number;
let otherTree: number;
let lastYear: number;
let office: string;
let approver: string;
let outsider: string;
let admin: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name = "site-photo.pdf") => ({ name, type: "application/pdf", content: PDF });

const user = async (nikayaId: number) => signedInAs(t, "nikaya", nikayaId);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  department = (await buildOffice(db)).id;
  division = (await buildOffice(db, { parentId: department })).id;
  otherTree = (await buildOffice(db)).id;
  lastYear = (await fiscalYears(db)).previous;
  office = await user(division);
  approver = await user(department);
  outsider = await user(otherTree);
  admin = await loginAs(t.app, "admin");
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { evidenceForMilestones: true });
  await expectCountsInStep(t);
});

/** A milestone of the division ending in Kartik (month 3), 40 in all; completing it there is on time. */
const milestone = () =>
  buildMilestone(t.database.db, { nikayaId: division, fiscalYearId: lastYear, targets: { 1: 10, 3: 30 } });

const complete = async (milestoneId: number, achieved = 40) => {
  const res = await t.as(office).post("/api/pragati/store", {
    milestone_id: milestoneId,
    month: 3,
    status: "completed",
    achieved,
    reasons: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number; completion_state: string | null };
};

const decide = (caller: string, entryId: number, decision: "accept" | "reject", reason = "") =>
  t.as(caller).post(`/api/pragati/completion/${entryId}`, { decision, reason });

/** The division's milestones as the test wrote them: completed counts only with an accepted claim. */
type Written = { status: "completed" | "in_progress"; state: string | null };
const expectedCounts = (written: Written[]) => ({
  milestones: written.length,
  completed_and_achieved: written.filter(
    (w) => w.status === "completed" && (w.state === null || w.state === "accepted"),
  ).length,
});

/** The dashboard's row of the division as of Kartik, and the completed list of the status report. */
const figures = async () => {
  const rows = (
    await t.as(approver).get("/api/dashboard/milestone-esthiti", {
      query: { type: "activity", month_type: "upto", month: 3, fiscal_year_id: lastYear },
    })
  ).json().response as { nikaya_id: number; completed_and_achieved: number; milestones?: number }[];
  const row = rows.find((r) => r.nikaya_id === division);
  const list = (
    await t.as(approver).get("/api/reports/monthly-milestone-esthiti-detail", {
      query: {
        office_id: division,
        measure: "completed_and_achieved",
        month: 3,
        fiscal_year_id: lastYear,
        per_page: 100,
      },
    })
  ).json().response as { total: number };
  return { completed: row?.completed_and_achieved ?? 0, listed: list.total };
};

const statusOf = async (milestoneId: number, month: number) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM milestone_month_status WHERE milestone_id = ${milestoneId} AND month = ${month}`,
    )
  )[0]?.status;

describe("milestone completion with evidence", () => {
  it("a completion is a claim that counts as in progress until the approver accepts it with its evidence", async () => {
    const written: Written[] = [];
    const m = await milestone();
    const entry = await complete(m.id);
    written.push({ status: "completed", state: entry.completion_state });
    expect(entry.completion_state).toBe("claimed");
    expect(await statusOf(m.id, 3)).toBe("in_progress");
    let want = expectedCounts(written);
    expect(await figures()).toEqual({
      completed: want.completed_and_achieved,
      listed: want.completed_and_achieved,
    });
    expect(want.completed_and_achieved).toBe(0);

    // The approver is told, and sees the claim waiting; the office and another tree do not.
    const notices = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notice_targets WHERE nikaya_id = ${department}`,
    );
    expect(notices[0].n).toBe(1);
    const waiting = (await t.as(approver).get("/api/pragati/completion-claims")).json().response;
    expect(waiting.data.map((c: { entry_id: number }) => c.entry_id)).toEqual([entry.id]);
    expect(waiting.data[0]).toMatchObject({
      milestone_id: m.id,
      month: 3,
      file_count: 0,
      nikaya_id: division,
    });
    expect((await t.as(office).get("/api/pragati/completion-claims")).json().response.total).toBe(0);
    expect((await t.as(outsider).get("/api/pragati/completion-claims")).json().response.total).toBe(0);

    // Refused: the office itself (403), another subtree (404), no evidence yet (422).
    const own = await decide(office, entry.id, "accept");
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().message_np).toBeTruthy();
    expect((await decide(outsider, entry.id, "accept")).statusCode).toBe(404);
    const bare = await decide(approver, entry.id, "accept");
    expect(bare.statusCode, bare.body).toBe(422);
    expect(bare.json().errors_np.evidence).toBeTruthy();

    const upload = await t.as(office).upload(`/api/pragati/files/${entry.id}`, { files: [pdf()] });
    expect(upload.statusCode, upload.body).toBe(200);
    const accepted = await decide(approver, entry.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().response).toEqual({ state: "accepted", reason: null });
    written[0].state = "accepted";
    want = expectedCounts(written);
    expect(await statusOf(m.id, 3)).toBe("completed");
    expect(await figures()).toEqual({
      completed: want.completed_and_achieved,
      listed: want.completed_and_achieved,
    });
    expect(want.completed_and_achieved).toBe(1);
    expect((await decide(approver, entry.id, "accept")).statusCode).toBe(409);

    const logged = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE entity = 'progress_entry' AND entity_id = ${String(entry.id)}
           ORDER BY id`,
    );
    // The entry's save, its evidence attached, the acceptance.
    expect(logged.map((l) => l.action)).toEqual(["create", "update", "completion_accept"]);

    // Saving it again unchanged keeps the acceptance; a new amount is a new claim.
    expect((await complete(m.id)).completion_state).toBe("accepted");
    expect((await complete(m.id, 41)).completion_state).toBe("claimed");
    expect(await statusOf(m.id, 3)).toBe("in_progress");
  });

  it("a rejection needs a reason, reaches the office with it, and a new save with evidence claims again", async () => {
    const m = await milestone();
    const entry = await complete(m.id);
    const noReason = await decide(approver, entry.id, "reject", "  ");
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors_np.reason).toBeTruthy();
    const before = (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notice_targets WHERE nikaya_id = ${division}`,
      )
    )[0].n;
    const rejected = await decide(approver, entry.id, "reject", "The photo does not show the finished wall.");
    expect(rejected.statusCode, rejected.body).toBe(200);
    const shown = (await t.as(office).get(`/api/pragati/show/${entry.id}`)).json().response;
    expect(shown).toMatchObject({
      status: "completed",
      completion_state: "rejected",
      completion_reason: "The photo does not show the finished wall.",
    });
    expect(await statusOf(m.id, 3)).toBe("in_progress");
    const after = (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notice_targets WHERE nikaya_id = ${division}`,
      )
    )[0].n;
    expect(after).toBe(before + 1);
    expect((await decide(approver, entry.id, "accept")).statusCode).toBe(409);

    await t.as(office).upload(`/api/pragati/files/${entry.id}`, { files: [pdf("finished-wall.pdf")] });
    const again = await complete(m.id);
    expect(again.completion_state).toBe("claimed");
    expect(
      (await t.as(office).get(`/api/pragati/show/${entry.id}`)).json().response.completion_reason,
    ).toBeNull();
    expect((await decide(admin, entry.id, "accept")).statusCode).toBe(200);
    expect(await statusOf(m.id, 3)).toBe("completed");
  });

  it("with the setting off a completion counts at once and makes no claim", async () => {
    await setSettings(t.database.db, { evidenceForMilestones: false });
    const m = await milestone();
    const entry = await complete(m.id);
    expect(entry.completion_state).toBeNull();
    expect(await statusOf(m.id, 3)).toBe("completed");
    expect((await decide(approver, entry.id, "accept")).statusCode).toBe(409);
  });

  it("of concurrent accepts of one claim exactly one succeeds", async () => {
    const m = await milestone();
    const entry = await complete(m.id);
    await t.as(office).upload(`/api/pragati/files/${entry.id}`, { files: [pdf()] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(approver, entry.id, "accept")));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const logged = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM activity_logs
           WHERE action = 'completion_accept' AND entity_id = ${String(entry.id)}`,
    );
    expect(logged[0].n).toBe(1);
  });
});
