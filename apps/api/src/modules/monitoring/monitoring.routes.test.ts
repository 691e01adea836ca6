import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildUser, countRows, findFiscalYear, fiscalYears, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
const monitor = { username: "monitor" };
const monitorAdmin = { username: "monitor-admin" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let yearStart: string;
let member: { id: number; username: string };
let otherMonitor: { username: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  yearStart = (await findFiscalYear(db, { id: (await fiscalYears(db)).current })).startBs;
  member = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["336-01"], mobile: "9841000999" });
  // A monitor of another ministry: the visits of the centre's office are not theirs.
  otherMonitor = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
});
afterAll(() => t.close());

type Visit = {
  id: number;
  state: string;
  nikaya: { id: number };
  steps: { profile: boolean; members: boolean; order: boolean };
  actions: string[];
  order_count: number;
  verified: boolean;
  state_reason: string;
  members: {
    id: number;
    name: string;
    can_verify: boolean;
    verified_at: string | null;
    is_leader: boolean;
  }[];
};

const profile = (over: Record<string, unknown> = {}) => ({
  target_nikaya_id: ids["336-01"],
  title: "Ring road upgrade visit",
  subject: "Progress of the ring road upgrade",
  from_date: yearStart.replace(/-01$/, "-05"),
  to_date: yearStart.replace(/-01$/, "-07"),
  transport: "office",
  expense: 15000,
  ...over,
});

/** A draft with a complete sub-profile: profile, a team with its leader (and a member with an account), the order. */
const completeDraft = async () => {
  const visit = okResponse<Visit>(await t.as(monitor).post("/api/anugaman/store", profile()));
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "Team leader",
      designation: "Under secretary",
      phone: "9841000888",
      email: "leader@example.gov.np",
      is_leader: true,
    }),
  );
  okResponse(
    await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "Member with account",
      username: member.username,
      phone: "9841000999",
    }),
  );
  return okResponse<Visit>(
    await t.as(monitor).post(`/api/anugaman/order/${visit.id}`, {
      order_number: "2082/83-07",
      approver_name: "Chief Secretary",
      approver_designation: "Chief Secretary",
      approver_office: "OPMCM",
    }),
  );
};

const move = (who: { username: string }, id: number, action: string, reason = "") =>
  t.as(who).post(`/api/anugaman/move/${id}`, { action, reason });

describe("monitoring visits", () => {
  it("goes through every state: order (team told by SMS and e-mail), field, returned, resubmitted, accepted, closed", async () => {
    const draft = okResponse<Visit>(await t.as(monitor).post("/api/anugaman/store", profile()));
    expect(draft.state).toBe("draft");
    expect(draft.steps).toEqual({ profile: true, members: false, order: false });
    // An incomplete sub-profile cannot be ordered, with the wizard's own message.
    const early = await move(monitor, draft.id, "issue_order");
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      message: "Please complete the form first",
      message_np: "कृपया पहिले फारम पूरा गर्नुहोस्",
    });

    const visit = await completeDraft();
    expect(visit.steps).toEqual({ profile: true, members: true, order: true });
    expect(visit.actions).toEqual(expect.arrayContaining(["issue_order", "cancel"]));
    const queued = await countRows(t.database.db, "outbox");
    const logged = await countRows(t.database.db, "activity_logs");
    const ordered = okResponse<Visit>(await move(monitor, visit.id, "issue_order"));
    expect(ordered).toMatchObject({ state: "ordered", order_count: 1 });
    // Two members with phones, one with an e-mail: three messages.
    expect(await countRows(t.database.db, "outbox")).toBe(queued + 3);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logged + 1);
    const sent = await queryRows<{ recipient: string; source: string }>(
      t.database.db,
      sql`SELECT recipient, source FROM outbox WHERE source_id = ${visit.id} ORDER BY id`,
    );
    expect(sent.map((m) => m.recipient)).toEqual(["9841000888", "leader@example.gov.np", "9841000999"]);
    // The e-mail's Nepali part has no Latin digit: order number and dates in Devanagari, dates with slashes.
    const [mail] = await queryRows<{ subject: string; body: string }>(
      t.database.db,
      sql`SELECT subject, body FROM outbox WHERE source_id = ${visit.id} AND channel = 'email'`,
    );
    const nepaliPart = (text: string) => text.slice(0, text.indexOf("Monitoring order"));
    expect(nepaliPart(mail.subject)).toMatch(/^अनुगमन आदेश नं\. [०-९/-]+ \/ $/);
    expect(nepaliPart(mail.body)).not.toMatch(/[0-9]/);
    expect(nepaliPart(mail.body)).toMatch(/[०-९]{4}\/[०-९]{2}\/[०-९]{2} देखि/);

    // The team cannot change once ordered.
    expect(
      (await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, { name: "Late member" })).statusCode,
    ).toBe(409);

    // The member with an account confirms their participation, once.
    // The monitor is not a member: only the leader, who has no account, is theirs to confirm.
    expect(ordered.members.filter((m) => m.can_verify).map((m) => m.name)).toEqual(["Team leader"]);
    const asMember = okResponse<Visit>(await t.as(member).get(`/api/anugaman/show/${visit.id}`));
    const own = asMember.members.find((m) => m.can_verify);
    expect(own).toBeDefined();
    const verified = okResponse<Visit>(await t.as(member).post(`/api/anugaman/members/verify/${own?.id}`));
    expect(verified.members.find((m) => m.id === own?.id)?.verified_at).not.toBeNull();
    expect((await t.as(member).post(`/api/anugaman/members/verify/${own?.id}`)).statusCode).toBe(409);
    // Nobody confirms for a member with an account; a member never confirms for another.
    const leader = verified.members.find((m) => m.id !== own?.id);
    expect((await t.as(monitor).post(`/api/anugaman/members/verify/${own?.id}`)).statusCode).toBe(409);
    expect((await t.as(member).post(`/api/anugaman/members/verify/${leader?.id}`)).statusCode).toBe(409);
    // The creating office confirms the leader, who has no account.
    okResponse(await t.as(monitor).post(`/api/anugaman/members/verify/${leader?.id}`));

    okResponse(await move(monitor, visit.id, "start_field"));
    // The member writes and submits the report; a member never reviews their own team's report.
    expect((await move(member, visit.id, "submit_report")).statusCode).toBe(422);
    okResponse(
      await t.as(member).post(`/api/anugaman/report/${visit.id}`, { main_objectives: "Seen the works" }),
    );
    okResponse(await move(member, visit.id, "submit_report"));
    expect((await move(member, visit.id, "accept")).statusCode).toBe(403);
    // A return needs its reason.
    expect((await move(reviewer, visit.id, "return")).statusCode).toBe(422);
    const returned = okResponse<Visit>(await move(reviewer, visit.id, "return", "Add the site photos"));
    expect(returned).toMatchObject({ state: "returned", state_reason: "Add the site photos" });
    okResponse(await move(member, visit.id, "submit_report"));
    okResponse(await move(reviewer, visit.id, "accept"));
    const closed = okResponse<Visit>(await move(monitor, visit.id, "close"));
    expect(closed.state).toBe("closed");
    expect(closed.actions).toEqual([]);
  });

  it("refuses moves the state does not allow (409) and cancels with a reason only before the report", async () => {
    const visit = await completeDraft();
    expect((await move(monitor, visit.id, "start_field")).statusCode).toBe(409);
    expect((await move(monitor, visit.id, "accept")).statusCode).toBe(409);
    expect((await move(monitor, visit.id, "cancel")).statusCode).toBe(422);
    const cancelled = okResponse<Visit>(await move(monitor, visit.id, "cancel", "The site is flooded"));
    expect(cancelled).toMatchObject({ state: "cancelled", state_reason: "The site is flooded" });
    expect((await move(monitor, visit.id, "issue_order")).statusCode).toBe(409);

    const submitted = await completeDraft();
    okResponse(await move(monitor, submitted.id, "issue_order"));
    okResponse(await move(monitor, submitted.id, "start_field"));
    okResponse(await t.as(monitor).post(`/api/anugaman/report/${submitted.id}`, { main_objectives: "Seen" }));
    // Every member settled: the leader confirmed by the office, the member excused.
    for (const m of okResponse<Visit>(await t.as(monitor).get(`/api/anugaman/show/${submitted.id}`)).members)
      okResponse(
        m.can_verify
          ? await t.as(monitor).post(`/api/anugaman/members/verify/${m.id}`)
          : await t.as(monitor).post(`/api/anugaman/members/excuse/${m.id}`, { reason: "On leave" }),
      );
    okResponse(await move(monitor, submitted.id, "submit_report"));
    expect((await move(monitor, submitted.id, "cancel", "Too late")).statusCode).toBe(409);
    // A reviewer does not order or close: that is the creating office's.
    const other = await completeDraft();
    expect((await move(reviewer, other.id, "issue_order")).statusCode).toBe(403);
  });

  it("lets only admin choose the creating office; others' visits are out of scope (404)", async () => {
    const refused = await t.as(monitor).post("/api/anugaman/store", profile({ nikaya_id: ids["305"] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.nikaya_id).toBeDefined();
    expect(refused.json().errors_np.nikaya_id[0]).toMatch(/प्रशासक/);

    const byAdmin = okResponse<Visit>(
      await t.as(admin).post("/api/anugaman/store", profile({ nikaya_id: ids["305"] })),
    );
    expect(byAdmin.nikaya.id).toBe(ids["305"]);

    const centre = await completeDraft();
    // A monitor of another ministry neither sees nor changes the centre's visit.
    expect((await t.as(otherMonitor).get(`/api/anugaman/show/${centre.id}`)).statusCode).toBe(404);
    expect((await t.as(otherMonitor).post(`/api/anugaman/update/${centre.id}`, profile())).statusCode).toBe(
      404,
    );
    expect((await move(otherMonitor, centre.id, "cancel", "no")).statusCode).toBe(404);
    const listed = okResponse<{ data: { id: number }[] }>(
      await t.as(otherMonitor).get("/api/anugaman/all", { query: { per_page: 1000 } }),
    );
    expect(listed.data.map((v) => v.id)).not.toContain(centre.id);
    // The ministry's monitor sees the visit admin created for it; monitor-admin sees every office's.
    expect(listed.data.map((v) => v.id)).toContain(byAdmin.id);
    const all = okResponse<{ data: { id: number }[] }>(
      await t.as(monitorAdmin).get("/api/anugaman/all", { query: { per_page: 1000 } }),
    );
    expect(all.data.map((v) => v.id)).toEqual(expect.arrayContaining([centre.id, byAdmin.id]));
    // An office user without the monitoring permission is refused.
    expect((await t.as({ username: "office" }).get("/api/anugaman/all")).statusCode).toBe(403);
  });

  it("counts the visits the caller's team membership covers (SPEC.md section 7 shape)", async () => {
    const fresh = await buildUser(t.database.db, { role: "anugaman_karta", nikayaId: ids["336-01"] });
    const before = await t.as(fresh).get("/api/notifications/anugaman/involved");
    expect(before.statusCode).toBe(200);
    const empty = { data: 0, meta: { incomplete: 0, to_verify: 0 } };
    expect(before.json()).toEqual({ success: true, ...empty, response: empty });

    const visit = okResponse<Visit>(await t.as(monitor).post("/api/anugaman/store", profile()));
    for (const name of ["One", "Two"])
      okResponse(
        await t
          .as(monitor)
          .post(`/api/anugaman/${visit.id}/members`, { name, username: fresh.username, is_leader: true }),
      );
    const second = okResponse<Visit>(await t.as(monitor).post("/api/anugaman/store", profile()));
    okResponse(
      await t
        .as(monitor)
        .post(`/api/anugaman/${second.id}/members`, { name: "Three", username: fresh.username }),
    );
    // Two visits (one of them with the user twice); neither ordered, so nothing to verify yet.
    const after = (await t.as(fresh).get("/api/notifications/anugaman/involved")).json();
    expect(after).toMatchObject({ success: true, data: 2, meta: { to_verify: 0 } });
    // The monitor's office has incomplete sub-profiles (these drafts lack their order).
    const own = (await t.as(monitor).get("/api/notifications/anugaman/involved")).json();
    expect(own.meta.incomplete).toBeGreaterThanOrEqual(2);
    // A cancelled visit no longer counts.
    okResponse(await move(monitor, second.id, "cancel", "Merged with the first"));
    expect((await t.as(fresh).get("/api/notifications/anugaman/involved")).json().data).toBe(1);
  });

  it("answers bad input with 422 in both languages, never 500", async () => {
    const cases: Record<string, unknown>[] = [
      profile({ from_date: "2082-13-40" }),
      profile({ to_date: yearStart.replace(/-01$/, "-02"), from_date: yearStart.replace(/-01$/, "-09") }),
      profile({ target_nikaya_id: 999999 }),
      profile({ title: "" }),
      profile({ transport: "helicopter" }),
      profile({ expense: -5 }),
      profile({ project_id: 999999 }),
    ];
    for (const body of cases) {
      const res = await t.as(monitor).post("/api/anugaman/store", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message_np).toBeTruthy();
    }
    const visit = okResponse<Visit>(await t.as(monitor).post("/api/anugaman/store", profile()));
    const badMember = await t.as(monitor).post(`/api/anugaman/${visit.id}/members`, {
      name: "X",
      email: "not-an-email",
    });
    expect(badMember.statusCode).toBe(422);
    expect(
      (
        await t
          .as(monitor)
          .post(`/api/anugaman/${visit.id}/members`, { name: "X", username: "nobody-has-this" })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.as(monitor).post("/api/anugaman/move/999999", { action: "cancel", reason: "x" })).statusCode,
    ).toBe(404);
    expect((await t.as(monitor).post(`/api/anugaman/move/${visit.id}`, { action: "fly" })).statusCode).toBe(
      422,
    );
  });

  it("links a member only to an active user of the monitor's offices: unknown, disabled and out-of-scope usernames answer alike", async () => {
    const db = t.database.db;
    // `otherMonitor` works in ministry 305; `member` in 336-01, outside it.
    const colleague = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
    const leaving = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
    okResponse(await t.as(admin).post(`/api/user/status/${leaving.id}`, { status: false }));
    const visit = okResponse<Visit>(
      await t.as(otherMonitor).post("/api/anugaman/store", profile({ target_nikaya_id: ids["305"] })),
    );
    const add = (username: string) =>
      t.as(otherMonitor).post(`/api/anugaman/${visit.id}/members`, { name: "Someone", username });
    okResponse(await add(colleague.username));

    const refusals = await Promise.all(
      ["nobody-has-this", leaving.username, member.username].map(async (username) => {
        const res = await add(username);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expect(refusals[0].status).toBe(422);
    expect(refusals[0].body.errors_np?.username?.[0]).toBeTruthy();
    // The same answer for all three: the caller cannot tell which usernames exist.
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    const linked = await queryRows<{ user_id: number | null }>(
      db,
      sql`SELECT user_id FROM monitoring_members WHERE visit_id = ${visit.id}`,
    );
    expect(linked).toEqual([{ user_id: colleague.id }]);
  });

  it("keeps a member's link when their account is disabled later and the member is edited", async () => {
    const db = t.database.db;
    const colleague = await buildUser(db, { role: "anugaman_karta", nikayaId: ids["305"] });
    const visit = okResponse<Visit>(
      await t.as(otherMonitor).post("/api/anugaman/store", profile({ target_nikaya_id: ids["305"] })),
    );
    okResponse(
      await t
        .as(otherMonitor)
        .post(`/api/anugaman/${visit.id}/members`, { name: "Colleague", username: colleague.username }),
    );
    okResponse(await t.as(admin).post(`/api/user/status/${colleague.id}`, { status: false }));
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM monitoring_members WHERE visit_id = ${visit.id}`,
    );
    okResponse(
      await t.as(otherMonitor).post(`/api/anugaman/members/update/${row.id}`, {
        name: "Colleague (retired)",
        username: colleague.username,
      }),
    );
    const [after] = await queryRows<{ user_id: number | null; name: string }>(
      db,
      sql`SELECT user_id, name FROM monitoring_members WHERE id = ${row.id}`,
    );
    expect(after).toEqual({ user_id: colleague.id, name: "Colleague (retired)" });
  });

  it("merges visits not yet in the field into one draft with their team together; the sources make no further move", async () => {
    const ordered = await completeDraft();
    okResponse(await move(monitor, ordered.id, "issue_order"));
    const draft = await completeDraft();
    const merged = okResponse<Visit & { is_merged: boolean; merged_from: { id: number }[] }>(
      await t.as(monitor).post("/api/anugaman/merge", {
        visit_ids: [ordered.id, draft.id],
        title: "Joint visit of the ring road",
        subject: "Both visits together",
      }),
    );
    expect(merged).toMatchObject({ state: "draft", is_merged: true });
    expect(merged.merged_from.map((v) => v.id).sort()).toEqual([ordered.id, draft.id].sort());
    // The same two members in both sources join once; one leader.
    expect(merged.members).toHaveLength(2);
    expect(merged.members.filter((m) => m.is_leader)).toHaveLength(1);
    expect(merged.steps).toEqual({ profile: true, members: true, order: false });

    const source = okResponse<Visit & { merged_into: { id: number } | null }>(
      await t.as(monitor).get(`/api/anugaman/show/${ordered.id}`),
    );
    expect(source.merged_into?.id).toBe(merged.id);
    expect(source.actions).toEqual([]);
    expect((await move(monitor, ordered.id, "start_field")).statusCode).toBe(409);
    const again = { visit_ids: [draft.id, (await completeDraft()).id], title: "Again", subject: "Again" };
    expect((await t.as(monitor).post("/api/anugaman/merge", again)).statusCode).toBe(409);
    const once = { visit_ids: [merged.id, merged.id], title: "One", subject: "One" };
    expect((await t.as(monitor).post("/api/anugaman/merge", once)).statusCode).toBe(422);
    const theirs = {
      visit_ids: [(await completeDraft()).id, (await completeDraft()).id],
      title: "X",
      subject: "X",
    };
    expect((await t.as(otherMonitor).post("/api/anugaman/merge", theirs)).statusCode).toBe(404);
    const listed = okResponse<{ data: { id: number }[] }>(
      await t.as(monitor).get("/api/anugaman/all", { query: { kind: "merged", per_page: 1000 } }),
    );
    expect(listed.data.map((v) => v.id)).toContain(merged.id);
  });
});
