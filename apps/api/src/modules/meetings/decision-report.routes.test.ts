import {
  AGING_MEASURES,
  drillOf,
  IMPLEMENTATION_MEASURES,
  type TDecisionListRow,
  type TDecisionSummary,
} from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MS_PER_DAY } from "../../../test/ad-days";
import { type Caller, okResponse } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { buildSetupItem, buildUser } from "../../../test/factories";
import { type MeetingWorld, meetingWorld, storeDecision, storeMeeting } from "../../../test/meetings-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { setClock } from "../../lib/clock";

/**
 * The decision reports of the registry (issue 19): implementation rate and aging per meeting type,
 * implementing office and fiscal year, the decisions behind every count, the pending list, Excel and
 * print, and the meeting scope. Today is fixed; the days overdue are computed here from the stored AD
 * due dates, not by the API.
 */

let t: TestApp;
let w: MeetingWorld;
let typeA: number;
let typeB: number;
let todayAd: string;
let noReports: Caller;
let number = 700;

/** 100 days after the previous fiscal year began, at 11:45 in Nepal. */
const TODAY_OFFSET = 100;

const meeting = (as: Caller, typeId: number, date: string) =>
  storeMeeting(t, as, w, {
    meeting_type_id: typeId,
    number: ++number,
    title: `Decision report test ${number}`,
    president_name: "Chair",
    meeting_date: date,
  });

const decide = (as: Caller, meetingId: number, duration: string, over: Record<string, unknown> = {}) =>
  storeDecision(t, as, w, meetingId, {
    description: `Decision with a ${duration} duration`,
    reporting_duration_id: w.setup["reporting-duration"][duration],
    ...over,
  });

const setStatus = (id: number, status: string) =>
  t.database.db.execute(
    sql`UPDATE decisions SET status = ${status}, reason = 'Set by the test' WHERE id = ${id}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await meetingWorld(t);
  // Meeting types of their own, so the demo meetings never count here.
  typeA = (await buildSetupItem(db, { listKey: "meeting-type", name: "Report test meeting A" })).id;
  typeB = (await buildSetupItem(db, { listKey: "meeting-type", name: "Report test meeting B" })).id;
  noReports = await buildUser(db, { role: "anugaman_karta", nikayaId: w.ids["336-01"] });

  const today = new Date(Date.parse(`${w.previous.startAd}T06:00:00Z`) + TODAY_OFFSET * MS_PER_DAY);
  todayAd = today.toISOString().slice(0, 10);
  setClock(today);

  // Type A, previous year: open decisions 93, about 70 and about 8 days overdue, one not yet due,
  // one implemented, one cancelled (roads), one of Health recorded by admin.
  const a = await meeting(sachib, typeA, w.previous.startBs);
  await decide(sachib, a, "Weekly");
  await decide(sachib, a, "Monthly");
  await setStatus(await decide(sachib, a, "Quarterly"), "in_progress");
  await decide(sachib, a, "Half-yearly");
  await setStatus(await decide(sachib, a, "Weekly"), "implemented");
  await setStatus(await decide(sachib, a, "Weekly"), "cancelled");
  await decide(admin, a, "Fortnightly", {
    implementing_office_id: w.ids["370-01"],
    reporting_office_id: w.ids["370-01"],
  });
  // Type B, previous year: one implemented, one partially implemented and past due.
  const b = await meeting(sachib, typeB, w.previous.startBs);
  await setStatus(await decide(sachib, b, "Weekly"), "implemented");
  await setStatus(await decide(sachib, b, "Monthly"), "partially_implemented");
  // Type A, current year: one open decision, not overdue yet.
  await decide(sachib, await meeting(sachib, typeA, w.current.startBs), "Yearly");
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

type Decision = {
  id: number;
  status: string;
  type: number;
  year: number;
  office: number;
  days: number | null;
};

/** The test decisions as stored, with the days overdue computed here. */
const stored = async (): Promise<Decision[]> => {
  const rows = await queryRows<{
    id: number;
    status: string;
    type: number;
    year: number;
    office: number;
    due: string | Date;
  }>(
    t.database.db,
    sql`SELECT d.id, d.status, m.meeting_type_id AS type, m.fiscal_year_id AS year,
               d.implementing_office_id AS office, d.due_date_ad AS due
          FROM decisions d JOIN meetings m ON m.id = d.meeting_id
         WHERE m.meeting_type_id IN (${typeA}, ${typeB})`,
  );
  return rows.map((row) => {
    const due = (row.due instanceof Date ? row.due : new Date(`${row.due}T00:00:00Z`)).getTime();
    const late = Math.round((Date.parse(`${todayAd}T00:00:00Z`) - due) / MS_PER_DAY);
    const open = ["not_started", "in_progress", "partially_implemented"].includes(row.status);
    return { ...row, days: open && late > 0 ? late : null };
  });
};

const bucketOf = (days: number) =>
  days <= 30 ? "d0_30" : days <= 60 ? "d31_60" : days <= 90 ? "d61_90" : "d90_plus";

/** What each count should be, from the stored decisions alone. */
const expected = (list: Decision[]) => {
  const counts: Record<string, number> = Object.fromEntries(
    [...IMPLEMENTATION_MEASURES, ...AGING_MEASURES].map((m) => [m, 0]),
  );
  for (const d of list) {
    counts.decisions++;
    counts[d.status]++;
    if (["not_started", "in_progress", "partially_implemented"].includes(d.status)) counts.open++;
    if (d.days !== null) {
      counts.overdue++;
      counts[bucketOf(d.days)]++;
    }
  }
  const counted = list.filter((d) => d.status !== "cancelled").length;
  const rate = counted === 0 ? 0 : Math.round((10_000 * counts.implemented) / counted) / 100;
  return { counts, rate };
};

const summary = async (path: string, query: Record<string, string | number>, as: Caller = sachib) =>
  okResponse<TDecisionSummary>(await t.as(as).get(`/api/reports/${path}`, { query }));

const listTotal = async (report: string, params: Record<string, string | number>, as: Caller) =>
  okResponse<{ total: number; data: TDecisionListRow[] }>(
    await t.as(as).get(`/api/reports/${report}`, { query: { ...params, per_page: 1000 } }),
  );

/** Every count of a summary equals its list's length, and the rows add up to the totals. */
const drillsMatch = async (answer: TDecisionSummary, as: Caller) => {
  for (const row of [...answer.rows, answer.totals])
    for (const column of answer.columns) {
      const drill = drillOf(column, row)!;
      const list = await listTotal(drill.report, drill.params, as);
      expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
      expect(list.data).toHaveLength(row.counts[column.key]);
    }
  for (const column of answer.columns)
    expect(
      answer.rows.reduce((sum, row) => sum + row.counts[column.key], 0),
      column.key,
    ).toBe(answer.totals.counts[column.key]);
};

describe("decision reports (registry)", () => {
  it("counts decisions by status with the implementation rate per meeting type, each count drilling into its decisions", async () => {
    const all = (await stored()).filter((d) => d.year === w.previous.id);
    const answer = await summary("meetings/implementation-rate", {
      fiscal_year_id: w.previous.id,
      group_by: "meeting_type",
    });
    for (const type of [typeA, typeB]) {
      const row = answer.rows.find((r) => r.group_id === type)!;
      const want = expected(all.filter((d) => d.type === type));
      for (const measure of IMPLEMENTATION_MEASURES)
        expect(row.counts[measure], measure).toBe(want.counts[measure]);
      expect(row.values.implementation_rate).toBe(want.rate);
    }
    // Type A: 7 decisions, 1 implemented of 6 not cancelled; type B: 1 of 2.
    expect(answer.rows.find((r) => r.group_id === typeA)!.values.implementation_rate).toBe(16.67);
    expect(answer.rows.find((r) => r.group_id === typeB)!.values.implementation_rate).toBe(50);
    expect(answer.rows.find((r) => r.group_id === typeA)!.group_name).toBe("Report test meeting A");
    await drillsMatch(answer, sachib);
  });

  it("ages the open decisions past due into 0-30, 31-60, 61-90 and over 90 days, as computed from the due dates", async () => {
    const all = (await stored()).filter((d) => d.year === w.previous.id && d.type === typeA);
    expect(all.map((d) => d.days).filter((d) => d !== null).length).toBeGreaterThanOrEqual(3);
    const answer = await summary("meetings/decision-aging", {
      fiscal_year_id: w.previous.id,
      group_by: "meeting_type",
      meeting_type_id: typeA,
    });
    expect(answer.rows.map((r) => r.group_id)).toEqual([typeA]);
    const want = expected(all);
    for (const measure of AGING_MEASURES)
      expect(answer.totals.counts[measure], measure).toBe(want.counts[measure]);
    expect(answer.totals.counts.d90_plus).toBeGreaterThanOrEqual(1);
    expect(answer.totals.counts.d61_90).toBeGreaterThanOrEqual(1);
    expect(answer.totals.counts.d0_30).toBeGreaterThanOrEqual(1);
    // The list shows the days overdue the test computed.
    const overdue = await listTotal(
      "meetings/decisions",
      { ...answer.totals.drill, measure: "overdue" },
      sachib,
    );
    const days = new Map(all.map((d) => [d.id, d.days]));
    for (const row of overdue.data) expect(row.days_overdue).toBe(days.get(row.id));
    await drillsMatch(answer, sachib);
  });

  it("groups by implementing office and by fiscal year (every year), the lists still matching", async () => {
    const all = await stored();
    const byOffice = await summary("meetings/implementation-rate", {
      fiscal_year_id: w.previous.id,
      group_by: "office",
      meeting_type_id: typeA,
    });
    const health = byOffice.rows.find((r) => r.group_id === w.ids["370-01"])!;
    expect(health.counts.decisions).toBe(1);
    const roads = byOffice.rows.find((r) => r.group_id === w.ids["336-01"])!;
    const want = expected(
      all.filter((d) => d.year === w.previous.id && d.type === typeA && d.office === w.ids["336-01"]),
    );
    for (const measure of IMPLEMENTATION_MEASURES)
      expect(roads.counts[measure], measure).toBe(want.counts[measure]);
    await drillsMatch(byOffice, sachib);

    const byYear = await summary("meetings/implementation-rate", {
      group_by: "fiscal_year",
      meeting_type_id: typeA,
    });
    expect(byYear.rows.map((r) => r.group_id)).toEqual([w.previous.id, w.current.id]);
    expect(byYear.rows[1].counts.decisions).toBe(1);
    expect(byYear.totals.counts.decisions).toBe(all.filter((d) => d.type === typeA).length);
    await drillsMatch(byYear, sachib);
  });

  it("an office counts only the decisions its subtree implements or reports on", async () => {
    const answer = await summary(
      "meetings/implementation-rate",
      { fiscal_year_id: w.previous.id, meeting_type_id: typeA },
      office,
    );
    const want = (await stored()).filter(
      (d) => d.year === w.previous.id && d.type === typeA && d.office === w.ids["336-01"],
    );
    expect(answer.totals.counts.decisions).toBe(want.length);
    await drillsMatch(answer, office);
    // An office outside its scope is not found; no report permission or screen is a 403; no session 401.
    const outside = await t.as(office).get("/api/reports/meetings/decision-aging", {
      query: { nikaya_id: w.ids["370-01"] },
    });
    expect(outside.statusCode).toBe(404);
    expect((await t.as(noReports).get("/api/reports/meetings/decision-aging")).statusCode).toBe(403);
    expect((await t.anonymous.get("/api/reports/meetings/pending-decisions")).statusCode).toBe(401);
  });

  it("lets the secretariat filter by any office, outside its own subtree too (it sees every decision)", async () => {
    // sachib's office (MoPIT) does not hold Health: the filter still answers, with Health's decision.
    const health = await summary("meetings/implementation-rate", {
      fiscal_year_id: w.previous.id,
      meeting_type_id: typeA,
      nikaya_id: w.ids["370-01"],
    });
    const want = (await stored()).filter(
      (d) => d.year === w.previous.id && d.type === typeA && d.office === w.ids["370-01"],
    );
    expect(want).toHaveLength(1);
    expect(health.totals.counts.decisions).toBe(1);
    await drillsMatch(health, sachib);
    const oneOffice = await summary("meetings/decision-aging", {
      fiscal_year_id: w.previous.id,
      meeting_type_id: typeA,
      nikaya_id: w.ids["370-01"],
    });
    expect(oneOffice.totals.counts.open).toBe(1);
    // An office that does not exist is still not found.
    const missing = await t.as(sachib).get("/api/reports/meetings/decision-aging", {
      query: { nikaya_id: 99_999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("offers the secretariat every office in the decision reports' office picker, an office its own subtree only", async () => {
    const tree = async (user: { username: string }, purpose?: string) =>
      okResponse<{ id: number }[]>(
        await t.as(user).get("/api/nikaya/tree", { query: purpose ? { purpose } : {} }),
      ).map((o) => o.id);
    const everyOffice = await tree(admin);
    // The secretariat (sachib, MoPIT) sees every decision, so the picker holds Health as well.
    expect((await tree(sachib, "decisions")).sort()).toEqual([...everyOffice].sort());
    expect(await tree(sachib)).not.toContain(w.ids["370-01"]);
    // Office staff of the Department of Roads hold no meeting.manage: their own subtree either way.
    expect(await tree(office, "decisions")).toEqual(await tree(office));
    expect(await tree(office, "decisions")).not.toContain(w.ids["370-01"]);
    const bad = await t.as(sachib).get("/api/nikaya/tree", { query: { purpose: "everything" } });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses a bad grouping or measure with 422", async () => {
    const bad = await t.as(sachib).get("/api/reports/meetings/implementation-rate", {
      query: { group_by: "president" },
    });
    expect(bad.statusCode).toBe(422);
    const badMeasure = await t.as(sachib).get("/api/reports/meetings/decisions", {
      query: { measure: "late" },
    });
    expect(badMeasure.statusCode).toBe(422);
  });

  it("lists the open decisions of every earlier meeting of a type, prints them in Nepali and exports them", async () => {
    const open = (await stored()).filter(
      (d) => d.type === typeA && ["not_started", "in_progress", "partially_implemented"].includes(d.status),
    );
    const pending = await listTotal("meetings/pending-decisions", { meeting_type_id: typeA }, sachib);
    expect(pending.data.map((d) => d.id).sort((x, y) => x - y)).toEqual(
      open.map((d) => d.id).sort((x, y) => x - y),
    );
    const printed = okResponse<{ title: string; filters: string; count: number; data: TDecisionListRow[] }>(
      await t.as(sachib).get("/api/reports/print/meetings/pending-decisions", {
        query: { meeting_type_id: typeA, lang: "np" },
      }),
    );
    expect(printed.count).toBe(open.length);
    expect(printed.title).toBe("अघिल्ला बैठकका कार्यान्वयन बाँकी निर्णय");
    expect(printed.filters).toContain("सबै आर्थिक वर्ष");
    for (const path of [
      "meetings/implementation-rate",
      "meetings/decision-aging",
      "meetings/pending-decisions",
    ]) {
      const sheet = await t
        .as(sachib)
        .get(`/api/reports/export/${path}`, { query: { meeting_type_id: typeA } });
      expect(sheet.statusCode, path).toBe(200);
      expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    }
  });
});
