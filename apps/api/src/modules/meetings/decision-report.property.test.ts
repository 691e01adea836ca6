import { DECISION_GROUPS, DECISION_STATUSES, drillOf, type TDecisionSummary } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MS_PER_DAY } from "../../../test/ad-days";
import { type Caller, okResponse } from "../../../test/client";
import {
  buildSetupItem,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  setupItemsOf,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { setClock } from "../../lib/clock";

/**
 * For random decisions (status, implementing office, meeting type and year, due date around today),
 * every count of the implementation-rate and aging reports, grouped every way, equals the count worked
 * out here from the scenario and the length of the list it drills into, and the rows add up to the
 * totals row; for the secretariat and for an office.
 */

let t: TestApp;
const callers: Caller[] = [{ username: "admin" }, { username: "office" }];
const offices: number[] = [];
const meetings: number[] = [];
/** Each meeting's type and fiscal year, as the groups name them. */
const meetingGroups: { type: number; year: number }[] = [];
let currentYear: number;
let duration: number;
let todayAd: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ids = await officeIdsByCode(db);
  offices.push(ids["336-01"], ids["336"], ids["370-01"]);
  duration = (await setupItemsOf(db, "reporting-duration", "top"))[0].id;
  const presidency = (await setupItemsOf(db, "presidency-type", "top"))[0].id;
  const years = await fiscalYears(db);
  currentYear = years.current;
  const today = new Date(
    Date.parse(`${(await findFiscalYear(db, { id: years.current })).startAd}T06:00:00Z`) + 40 * MS_PER_DAY,
  );
  todayAd = today.toISOString().slice(0, 10);
  setClock(today);
  let number = 900;
  for (const n of [1, 2]) {
    const type = (await buildSetupItem(db, { listKey: "meeting-type", name: `Property meeting ${n}` })).id;
    for (const year of [years.previous, years.current]) {
      const start = (await findFiscalYear(db, { id: year })).startBs;
      meetings.push(
        okResponse<{ id: number }>(
          await t.as({ username: "admin" }).post("/api/meetings/store", {
            meeting_type_id: type,
            presidency_type_id: presidency,
            number: ++number,
            title: `Property meeting ${number}`,
            president_name: "Chair",
            president_position: "Secretary",
            meeting_date: start,
            nikaya_id: ids["336"],
          }),
        ).id,
      );
      meetingGroups.push({ type, year });
    }
  }
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const arbDecision = fc.record({
  meeting: fc.integer({ min: 0, max: 3 }),
  office: fc.integer({ min: 0, max: 2 }),
  status: fc.constantFrom(...DECISION_STATUSES),
  /** Days the due date lies before today (negative: still to come); around every bucket edge. */
  late: fc.integer({ min: -20, max: 130 }),
});

const arbScenario = fc.record({
  decisions: fc.array(arbDecision, { minLength: 1, maxLength: 12 }),
  group: fc.constantFrom(...DECISION_GROUPS),
  report: fc.constantFrom("meetings/implementation-rate", "meetings/decision-aging"),
  caller: fc.integer({ min: 0, max: 1 }),
});
type Scenario = typeof arbScenario extends fc.Arbitrary<infer T> ? T : never;

const store = async (scenario: Scenario) => {
  const db = t.database.db;
  // Every decision, the demo's too (this file's copy of the database), so the reports count the scenario's alone.
  await db.execute(sql`DELETE FROM decisions`);
  let item = 0;
  for (const d of scenario.decisions) {
    const due = new Date(Date.parse(`${todayAd}T00:00:00Z`) - d.late * MS_PER_DAY).toISOString().slice(0, 10);
    await db.execute(sql`INSERT INTO decisions (meeting_id, item_no, description, implementing_office_id,
        reporting_office_id, reporting_duration_id, due_date, due_date_ad, status, reason)
      VALUES (${meetings[d.meeting]}, ${++item}, 'Property decision', ${offices[d.office]}, ${offices[d.office]},
        ${duration}, '2080-01-01', ${due}::date, ${d.status}, 'reason')`);
  }
};

/**
 * The counts by group id and in total, from the scenario alone: the secretariat sees every office, the
 * Department of Roads staff only their own (office 0; 336 is above it, 370-01 elsewhere); the header's
 * year (today's) holds unless the groups are years; open is not started, in progress or partly done,
 * overdue an open decision due before today, bucketed by the days late.
 */
const expectedCounts = (scenario: Scenario) => {
  const groups = new Map<number, Record<string, number>>();
  const totals: Record<string, number> = {};
  for (const d of scenario.decisions) {
    if (scenario.caller === 1 && d.office !== 0) continue;
    const meeting = meetingGroups[d.meeting];
    if (scenario.group !== "fiscal_year" && meeting.year !== currentYear) continue;
    const keys = ["decisions", d.status];
    if (["not_started", "in_progress", "partially_implemented"].includes(d.status)) {
      keys.push("open");
      if (d.late > 0)
        keys.push(
          "overdue",
          d.late <= 30 ? "d0_30" : d.late <= 60 ? "d31_60" : d.late <= 90 ? "d61_90" : "d90_plus",
        );
    }
    const id =
      scenario.group === "meeting_type"
        ? meeting.type
        : scenario.group === "office"
          ? offices[d.office]
          : meeting.year;
    if (!groups.has(id)) groups.set(id, {});
    for (const counts of [groups.get(id)!, totals])
      for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  }
  return { groups, totals };
};

const countsMatchDrills = async (scenario: Scenario) => {
  await store(scenario);
  const as = callers[scenario.caller];
  const answer = okResponse<TDecisionSummary>(
    await t.as(as).get(`/api/reports/${scenario.report}`, { query: { group_by: scenario.group } }),
  );
  const want = expectedCounts(scenario);
  const byId = (a: number, b: number) => a - b;
  expect(answer.rows.map((row) => row.group_id).sort(byId)).toEqual([...want.groups.keys()].sort(byId));
  for (const [row, counts] of [
    ...answer.rows.map((row) => [row, want.groups.get(row.group_id) ?? {}] as const),
    [answer.totals, want.totals] as const,
  ])
    for (const column of answer.columns)
      expect(row.counts[column.key], `${column.key} worked out`).toBe(counts[column.key] ?? 0);
  for (const row of [...answer.rows, answer.totals])
    for (const column of answer.columns) {
      const drill = drillOf(column, row)!;
      const list = okResponse<{ total: number }>(
        await t.as(as).get(`/api/reports/${drill.report}`, { query: { ...drill.params, per_page: 1 } }),
      );
      expect(list.total, `${column.key} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
    }
  for (const column of answer.columns)
    expect(
      answer.rows.reduce((sum, row) => sum + row.counts[column.key], 0),
      `${column.key} adds up`,
    ).toBe(answer.totals.counts[column.key]);
};

// Short properties, each well inside the test timeout; a failure is reported as found (shrinking a
// scenario of database writes would outlast the timeout).
describe("decision reports (property)", () => {
  for (const round of [1, 2])
    it(`every count equals the worked-out count and the length of its drill-down, for random decisions (${round})`, async () => {
      await fc.assert(fc.asyncProperty(arbScenario, countsMatchDrills), {
        seed: 19_000 + round,
        numRuns: 9,
        endOnFailure: true,
      });
    }, 120_000);
});
