import { toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import { MAX_PRESETS_PER_YEAR } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMilestone, buildUser, loginAs, signedInAs } from "../../../test/factories";
import { progressWorld } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { loadCalendar } from "../calendar/calendar.repository";

const BASE = "/api/presets/milestone-filter";

let t: TestApp;
let owner: string;
let colleague: string;
let outsider: string;
let noPlanView: string;
let root: number;
let child: number;
let outside: number;
let year: number;
let lastYear: number;
let mine: { id: number; code: string }[];
let outsideMilestone: number;
let lastYearMilestone: number;
/** BS dates: today, 30 days on, a year on (the latest expiry) and the day after that. */
let dates: { today: string; soon: string; soonAd: string; max: string; beyond: string; yesterday: string };

type Preset = {
  id: number;
  title: string;
  expires_at: string;
  milestone_ids: number[];
  fiscal_year_id: number;
};

const list = async (token: string, fiscalYearId = year) => {
  const res = await t.as(token).get(`${BASE}/all?fiscal_year_id=${fiscalYearId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Preset[];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The owner is the ministry's secretary; the outsider, staff of the office elsewhere.
  ({
    root,
    child,
    other: outside,
    sachib: owner,
    outsider,
    currentYear: year,
    lastYear,
  } = await progressWorld(t));
  colleague = await signedInAs(t, "sachib", root);
  noPlanView = await signedInAs(t, "reviewer", root);
  mine = [];
  for (const nikayaId of [root, child, child]) {
    const m = await buildMilestone(db, { nikayaId, fiscalYearId: year, targets: { 0: 5 } });
    mine.push({ id: m.id, code: m.code });
  }
  outsideMilestone = (await buildMilestone(db, { nikayaId: outside, fiscalYearId: year, targets: { 0: 5 } }))
    .id;
  lastYearMilestone = (
    await buildMilestone(db, { nikayaId: child, fiscalYearId: lastYear, targets: { 0: 5 } })
  ).id;

  const calendar = await loadCalendar(db);
  const today = calendar.todayBs();
  const max = { year: today.year + 1, month: today.month, day: today.day };
  max.day = Math.min(max.day, calendar.monthLength(max.year, max.month));
  const soon = calendar.addDays(today, 30);
  dates = {
    today: toBsString(today),
    soon: toBsString(soon),
    soonAd: calendar.bsToAd(soon),
    max: toBsString(max),
    beyond: toBsString(calendar.addDays(max, 1)),
    yesterday: toBsString(calendar.addDays(today, -1)),
  };
});
afterAll(() => t.close());

describe("milestone filter presets", () => {
  it("saves a selection with a title, expiring one year from today by default, and logs it", async () => {
    const res = await t.as(owner).post(`${BASE}/store`, {
      title: "  Roads  ",
      milestone_ids: [mine[0].id, mine[1].id, mine[1].id],
      fiscal_year_id: year,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preset = res.json().response as Preset;
    expect(preset).toMatchObject({ title: "Roads", expires_at: dates.max, fiscal_year_id: year });
    expect(preset.milestone_ids).toEqual([mine[0].id, mine[1].id]);
    const [log] = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE entity = 'milestone_preset' AND entity_id = ${String(preset.id)}`,
    );
    expect(log.action).toBe("create");
    expect((await list(owner)).map((p) => p.id)).toContain(preset.id);
    // The fiscal year defaults to the current one; another year lists its own presets only.
    expect(await list(owner, lastYear)).toEqual([]);
  });

  it("takes the expiry as a BS date in either script, or as an AD date, up to one year from today", async () => {
    const bs = await t
      .as(owner)
      .post(`${BASE}/store`, { title: "BS", expires_at: dates.soon, milestone_ids: [mine[0].id] });
    expect(bs.json().response.expires_at).toBe(dates.soon);
    const np = await t.as(owner).post(`${BASE}/store`, {
      title: "Devanagari",
      expires_at: toDevanagariDigits(dates.soon.replaceAll("-", "/")),
      milestone_ids: [mine[0].id],
    });
    expect(np.json().response.expires_at).toBe(dates.soon);
    const ad = await t
      .as(owner)
      .post(`${BASE}/store`, { title: "AD", expires_at: dates.soonAd, milestone_ids: [mine[0].id] });
    expect(ad.json().response).toMatchObject({ expires_at: dates.soon, expires_at_ad: dates.soonAd });
    const last = await t.as(owner).post(`${BASE}/store`, {
      title: "Last day",
      expires_at: dates.max,
      milestone_ids: [mine[0].id],
    });
    expect(last.statusCode).toBe(200);
    const todayOnly = await t.as(owner).post(`${BASE}/store`, {
      title: "Today",
      expires_at: dates.today,
      milestone_ids: [mine[0].id],
    });
    expect(todayOnly.statusCode).toBe(200);
  });

  it("refuses a past or too-late expiry, a date that does not exist, a missing title and foreign milestones", async () => {
    const refused = async (body: object, field: string) => {
      const res = await t
        .as(owner)
        .post(`${BASE}/store`, { title: "x", milestone_ids: [mine[0].id], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors_np[field][0]).toBeTruthy();
      return res.json();
    };
    expect((await refused({ expires_at: dates.yesterday }, "expires_at")).errors.expires_at[0]).toMatch(
      /past/,
    );
    expect((await refused({ expires_at: dates.beyond }, "expires_at")).errors.expires_at[0]).toContain(
      dates.max,
    );
    await refused({ expires_at: "2083-13-01" }, "expires_at");
    await refused({ expires_at: "2083-02-33" }, "expires_at");
    await refused({ expires_at: "soon" }, "expires_at");
    await refused({ title: "   " }, "title");
    await refused({ milestone_ids: [] }, "milestone_ids");
    await refused({ milestone_ids: [mine[0].id, outsideMilestone] }, "milestone_ids");
    await refused({ milestone_ids: [lastYearMilestone] }, "milestone_ids");
    await refused({ milestone_ids: [2_000_000_000] }, "milestone_ids");
    await refused({ fiscal_year_id: 2_000_000_000 }, "fiscal_year_id");
    // The last-year milestone belongs to a preset of last year.
    const res = await t.as(owner).post(`${BASE}/store`, {
      title: "Old",
      milestone_ids: [lastYearMilestone],
      fiscal_year_id: lastYear,
    });
    expect(res.statusCode).toBe(200);
    // The outsider's own milestone is fine for them, but not the owner's.
    expect(
      (await t.as(outsider).post(`${BASE}/store`, { title: "Mine", milestone_ids: [outsideMilestone] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(outsider).post(`${BASE}/store`, { title: "Theirs", milestone_ids: [mine[0].id] }))
        .statusCode,
    ).toBe(422);
  });

  it("keeps presets personal: another user neither lists, applies, edits nor deletes them (404)", async () => {
    const { id } = (
      await t.as(owner).post(`${BASE}/store`, { title: "Private", milestone_ids: [mine[0].id] })
    ).json().response;
    expect((await list(colleague)).map((p) => p.id)).not.toContain(id);
    expect((await t.as(colleague).get(`${BASE}/show/${id}`)).statusCode).toBe(404);
    expect((await t.as(colleague).post(`${BASE}/update/${id}`, { title: "Taken" })).statusCode).toBe(404);
    expect((await t.as(colleague).delete(`${BASE}/delete/${id}`)).statusCode).toBe(404);
    const show = await t.as(owner).get(`${BASE}/show/${id}`);
    expect(show.json().response.title).toBe("Private");
  });

  it("renames, changes the expiry and the milestones of a preset, and refuses a bad change whole", async () => {
    const { id } = (
      await t.as(owner).post(`${BASE}/store`, { title: "Draft", milestone_ids: [mine[0].id] })
    ).json().response;
    const renamed = await t.as(owner).post(`${BASE}/update/${id}`, { title: "Final" });
    expect(renamed.json().response).toMatchObject({
      title: "Final",
      expires_at: dates.max,
      milestone_ids: [mine[0].id],
    });
    const changed = await t.as(owner).post(`${BASE}/update/${id}`, {
      expires_at: dates.soon,
      milestone_ids: [mine[2].id, mine[1].id],
    });
    expect(changed.json().response).toMatchObject({
      title: "Final",
      expires_at: dates.soon,
      milestone_ids: [mine[1].id, mine[2].id].sort((a, b) => a - b),
    });
    const bad = await t.as(owner).post(`${BASE}/update/${id}`, {
      title: "Lost",
      expires_at: dates.yesterday,
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.as(owner).get(`${BASE}/show/${id}`)).json().response.title).toBe("Final");
  });

  it("leaves an expired preset out of the list, and it cannot be applied, edited or deleted", async () => {
    const { id } = (
      await t
        .as(owner)
        .post(`${BASE}/store`, { title: "Short", expires_at: dates.today, milestone_ids: [mine[0].id] })
    ).json().response;
    expect((await list(owner)).map((p) => p.id)).toContain(id);
    // A day later it has expired.
    await t.database.db.execute(
      sql`UPDATE milestone_presets SET expires_at_ad = expires_at_ad - 1 WHERE id = ${id}`,
    );
    expect((await list(owner)).map((p) => p.id)).not.toContain(id);
    expect((await t.as(owner).get(`${BASE}/show/${id}`)).statusCode).toBe(404);
    expect((await t.as(owner).post(`${BASE}/update/${id}`, { expires_at: dates.max })).statusCode).toBe(404);
    expect((await t.as(owner).delete(`${BASE}/delete/${id}`)).statusCode).toBe(404);
  });

  it("deletes the caller's own preset, once", async () => {
    const { id } = (
      await t.as(owner).post(`${BASE}/store`, { title: "Gone", milestone_ids: [mine[0].id] })
    ).json().response;
    expect((await t.as(owner).delete(`${BASE}/delete/${id}`)).statusCode).toBe(200);
    expect((await list(owner)).map((p) => p.id)).not.toContain(id);
    expect((await t.as(owner).delete(`${BASE}/delete/${id}`)).statusCode).toBe(404);
    const rows = await queryRows(
      t.database.db,
      sql`SELECT 1 FROM milestone_preset_items WHERE preset_id = ${id}`,
    );
    expect(rows).toEqual([]);
  });

  it("no longer lists a deleted milestone in a preset", async () => {
    const extra = await buildMilestone(t.database.db, {
      nikayaId: child,
      fiscalYearId: year,
      targets: { 0: 1 },
    });
    const { id } = (
      await t.as(owner).post(`${BASE}/store`, { title: "With extra", milestone_ids: [mine[0].id, extra.id] })
    ).json().response;
    await t.database.db.execute(sql`UPDATE milestones SET deleted_at = now() WHERE id = ${extra.id}`);
    expect((await t.as(owner).get(`${BASE}/show/${id}`)).json().response.milestone_ids).toEqual([mine[0].id]);
  });

  it(`keeps at most ${MAX_PRESETS_PER_YEAR} live presets per user and fiscal year`, async () => {
    const me = await buildUser(t.database.db, { role: "sachib", nikayaId: root });
    const user = await loginAs(t.app, me.username);
    await t.database.db.execute(
      sql`INSERT INTO milestone_presets (user_id, fiscal_year_id, title, expires_at, expires_at_ad)
          SELECT ${me.id}, ${year}, 'P' || g, ${dates.max}, CURRENT_DATE + 300 FROM generate_series(1, ${MAX_PRESETS_PER_YEAR}) g`,
    );
    const res = await t.as(user).post(`${BASE}/store`, { title: "One more", milestone_ids: [mine[0].id] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["title"]);
    await t.database.db.execute(
      sql`UPDATE milestone_presets SET expires_at_ad = CURRENT_DATE - 5 WHERE user_id = ${me.id} AND title = 'P1'`,
    );
    expect(
      (await t.as(user).post(`${BASE}/store`, { title: "One more", milestone_ids: [mine[0].id] })).statusCode,
    ).toBe(200);
  });

  it("needs plan.view (403) and a session (401)", async () => {
    expect((await t.as(noPlanView).get(`${BASE}/all`)).statusCode).toBe(403);
    expect(
      (await t.as(noPlanView).post(`${BASE}/store`, { title: "x", milestone_ids: [mine[0].id] })).statusCode,
    ).toBe(403);
    expect((await t.anonymous.get(`${BASE}/all`)).statusCode).toBe(401);
  });
});

describe("milestones offered by the filter", () => {
  type Options = { data: { id: number; code: string }[]; total: number; all_ids: number[] };
  const options = async (token: string, query: string) => {
    const res = await t.as(token).get(`${BASE}/milestones?fiscal_year_id=${year}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().response as Options;
  };

  it("lists the chosen offices' milestones with their sub-offices', searched by code in either script", async () => {
    const all = await options(owner, `nikaya_ids=${root}&per_page=2`);
    expect(all.total).toBe(3);
    expect(all.data).toHaveLength(2);
    expect([...all.all_ids].sort((a, b) => a - b)).toEqual(mine.map((m) => m.id).sort((a, b) => a - b));
    const onlyChild = await options(owner, `nikaya_ids=${child}`);
    expect(onlyChild.data.map((m) => m.id).sort()).toEqual([mine[1].id, mine[2].id].sort());
    const both = await options(owner, `nikaya_ids=${child}&nikaya_ids=${root}`);
    expect(both.total).toBe(3);
    const code = mine[2].code;
    expect((await options(owner, `nikaya_ids=${root}&search=${encodeURIComponent(code)}`)).all_ids).toEqual([
      mine[2].id,
    ]);
    const np = await options(
      owner,
      `nikaya_ids=${root}&search=${encodeURIComponent(toDevanagariDigits(code))}`,
    );
    expect(np.all_ids).toEqual([mine[2].id]);
    const none = await options(owner, `nikaya_ids=${root}&search=no-such-code`);
    expect(none).toMatchObject({ total: 0, data: [], all_ids: [] });
    // Without offices: the caller's whole scope, last year's milestones left out.
    const scope = await options(owner, "per_page=100");
    expect(scope.all_ids).not.toContain(lastYearMilestone);
    expect(scope.all_ids).not.toContain(outsideMilestone);
  });

  it("answers 404 for an office outside the caller's scope", async () => {
    expect((await t.as(outsider).get(`${BASE}/milestones?nikaya_ids=${root}`)).statusCode).toBe(404);
    expect(
      (await t.as(outsider).get(`${BASE}/milestones?nikaya_ids=${outside}&nikaya_ids=${root}`)).statusCode,
    ).toBe(404);
    expect((await options(outsider, `nikaya_ids=${outside}`)).all_ids).toEqual([outsideMilestone]);
  });
});
