import { drillOf, MONTH_TYPES, type TReportCells, type TReportColumn } from "@pragati/domain/contract";
import { PROGRESS_STATUSES } from "@pragati/domain/progress";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOffice, buildSetupItem, fiscalYears, signedInAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  activities,
  budgetHeads,
  milestones,
  milestoneTargets,
  policies,
  progressEntries,
  progressReasons,
} from "../../db/schema";
import { recomputeMilestoneStatus } from "../progress/milestone-status.service";

/**
 * For random plans and progress (stored directly, as any mix of entries may exist after edits), every
 * count of every summary report equals the total of the list it drills into, and per-office counts add
 * up to the totals row; the totals of the milestone summaries read from status and schedule alone equal
 * the counts worked out here from the scenario.
 */

let t: TestApp;
let fy: number;
let token: string;
/** Offices in the secretary's subtree: P > Q > Q1, P > S; Z is outside and must never count. */
const offices: number[] = [];
let outside: number;
const types: { id: number; subtypes: number[] }[] = [];
const problems: { main: number; sub: number }[] = [];

const SUMMARIES = [
  "milestone/monthly-completed/in-progress",
  "milestone/monthly-completed/not-started",
  "milestone/monthly-in-progress/not-started",
  "monthly-milestone-esthiti",
  "monthly-sampan-milestone-pragati-esthiti",
  "monthly-suru-milestone-pragati-esthiti",
  "pragati-prabista-esthiti",
  "monthly-kiryakalap-pragati-esthiti",
  "monthly-kiryakalap-suru-pragati-esthiti",
  "kiryakalap-pragati-esthiti",
  "pragati-section",
  "milestone-type-wise",
  "milestone-progress-typewise",
  "milestone-pragati-samasya-wise",
  "milestone-pragati-samasya-nikaya-wise",
];
/**
 * Summaries whose rows partition what they count (a milestone or activity has one office and one
 * type); type reports partition on their type-level rows. Problem types do not: a milestone may have
 * reasons of several.
 */
const partition = (path: string, rows: (TReportCells & { level?: string })[]) => {
  if (path === "milestone-pragati-samasya-wise") return null;
  return path.includes("type") ? rows.filter((row) => row.level === "type") : rows;
};
const LISTS_WITH_TOTALS = ["overall-milestones", "overall-activities", "programs/all-sets"];

/** A report's answer, which must be 200. */
const answer = async (path: string, query: Record<string, string | number>) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await t.as(token).get(`/api/reports/${path}?${params}`);
  expect(res.statusCode, `${path} ${params} ${res.body}`).toBe(200);
  return res.json().response;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  fy = (await fiscalYears(db)).previous;
  const p = await buildOffice(db);
  const q = await buildOffice(db, { parentId: p.id });
  const q1 = await buildOffice(db, { parentId: q.id });
  const s = await buildOffice(db, { parentId: p.id });
  offices.push(p.id, q.id, q1.id, s.id);
  outside = (await buildOffice(db)).id;
  token = await signedInAs(t, "sachib", p.id);
  const item = async (listKey: string, name: string, parentId: number | null = null) =>
    (await buildSetupItem(db, { listKey, parentId, name: `Property ${name}`, nameNp: `गुण ${name}` })).id;
  for (const n of [1, 2]) {
    const id = await item("milestone-types", `type ${n}`);
    types.push({ id, subtypes: [await item("milestone-types", `sub ${n}`, id)] });
    const main = await item("paragati-samasyas-types", `problem ${n}`);
    for (const m of ["a", "b"])
      problems.push({ main, sub: await item("paragati-samasyas-types", `problem ${n}${m}`, main) });
  }
});
afterAll(() => t.close());

const arbEntry = fc.record({
  month: fc.integer({ min: 0, max: 11 }),
  status: fc.constantFrom(...PROGRESS_STATUSES),
  achieved: fc.integer({ min: 0, max: 30 }),
  reasons: fc.subarray([0, 1, 2, 3]),
  comment: fc.boolean(),
  rating: fc.option(fc.integer({ min: 0, max: 5 })),
});

const arbMilestone = fc.record({
  /** Index into offices (4 = outside). */
  office: fc.integer({ min: 0, max: 4 }),
  /** One of three activities per office; some activities keep no milestones. */
  activity: fc.integer({ min: 0, max: 2 }),
  type: fc.integer({ min: 0, max: 2 }),
  subtype: fc.boolean(),
  cumulative: fc.boolean(),
  targets: fc.uniqueArray(
    fc.record({ month: fc.integer({ min: 0, max: 11 }), target: fc.integer({ min: 1, max: 10 }) }),
    {
      minLength: 1,
      maxLength: 4,
      selector: (t) => t.month,
    },
  ),
  entries: fc.uniqueArray(arbEntry, { maxLength: 4, selector: (e) => e.month }),
});

const arbScenario = fc.record({
  milestones: fc.array(arbMilestone, { minLength: 4, maxLength: 12 }),
  month: fc.integer({ min: 0, max: 11 }),
  monthType: fc.constantFrom(...MONTH_TYPES),
  /** Optional filters: a subtree root (index), a milestone type (index; 2 = without). */
  root: fc.option(fc.integer({ min: 0, max: 3 })),
  type: fc.option(fc.integer({ min: 0, max: 2 })),
});
type Scenario = typeof arbScenario extends fc.Arbitrary<infer T> ? T : never;

/** Replaces the fiscal year's plan and progress with the scenario's. */
const store = async (scenario: Scenario) => {
  const db = t.database.db;
  for (const table of ["progress_entries", "milestones", "activities", "budget_heads", "policies"])
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE fiscal_year_id = ${fy}`);
  const all = [...offices, outside];
  const activityIds: number[][] = [];
  for (const [i, nikayaId] of all.entries()) {
    const [policy] = await db
      .insert(policies)
      .values({ fiscalYearId: fy, nikayaId, pointNo: `${i}`, name: `Policy ${i}` })
      .returning();
    const [head] = await db
      .insert(budgetHeads)
      .values({
        fiscalYearId: fy,
        nikayaId,
        policyId: policy.id,
        pointNo: `${i}.b`,
        heading: "Head",
        amount: "1",
      })
      .returning();
    const rows = await db
      .insert(activities)
      .values(
        [0, 1, 2].map((n) => ({
          fiscalYearId: fy,
          nikayaId,
          policyId: policy.id,
          budgetHeadId: n === 1 ? head.id : null,
          pointNo: `${i}.${n}`,
          title: `Activity ${i}.${n}`,
        })),
      )
      .returning();
    activityIds.push(rows.map((r) => r.id));
  }
  for (const [n, plan] of scenario.milestones.entries()) {
    const months = [...plan.targets].sort((a, b) => a.month - b.month);
    let running = 0;
    const targets = months.map((m) => {
      running += m.target;
      return { month: m.month, target: plan.cumulative ? running : m.target };
    });
    const type = plan.type < 2 ? types[plan.type] : null;
    const [milestone] = await db
      .insert(milestones)
      .values({
        fiscalYearId: fy,
        nikayaId: all[plan.office],
        activityId: activityIds[plan.office][plan.activity],
        code: `P${n}`,
        title: `Property milestone ${n}`,
        typeId: type?.id ?? null,
        subtypeId: type && plan.subtype ? type.subtypes[0] : null,
        annualTarget: String(running),
        cumulative: plan.cumulative,
        startMonth: targets[0].month,
        endMonth: targets[targets.length - 1].month,
      })
      .returning();
    await db
      .insert(milestoneTargets)
      .values(targets.map((m) => ({ milestoneId: milestone.id, month: m.month, target: String(m.target) })));
    for (const entry of plan.entries) {
      const [row] = await db
        .insert(progressEntries)
        .values({
          milestoneId: milestone.id,
          fiscalYearId: fy,
          nikayaId: all[plan.office],
          month: entry.month,
          status: entry.status,
          achieved: String(entry.achieved),
          entryDate: "2082-01-01",
          comment: entry.comment ? "Seen." : null,
          rating: entry.rating,
        })
        .returning();
      if (entry.reasons.length > 0)
        await db.insert(progressReasons).values(
          entry.reasons.map((r) => ({
            entryId: row.id,
            mainTypeId: problems[r].main,
            subTypeId: problems[r].sub,
          })),
        );
    }
    await recomputeMilestoneStatus(db, milestone.id);
  }
};

type Summary = { columns: TReportColumn[]; rows: TReportCells[]; totals: TReportCells | null };

/** Every count of the summary equals the total of its drill-down list. */
const checkDrills = async (path: string, summary: Summary) => {
  for (const row of [...summary.rows, ...(summary.totals ? [summary.totals] : [])])
    for (const column of summary.columns) {
      const drill = drillOf(column, row);
      if (!drill) continue;
      const list = await answer(drill.report, { ...drill.params, per_page: 1 });
      expect(list.total, `${path} -> ${drill.report} ${JSON.stringify(drill.params)}`).toBe(
        row.counts[column.key],
      );
    }
};

/** The offices of each subtree root's subtree (P > Q > Q1, P > S), by index; the secretary's is P's. */
const SUBTREES = [[0, 1, 2, 3], [1, 2], [2], [3]];

/**
 * The totals of the summaries that read a milestone's status, schedule and month M's own entry, from the
 * scenario alone. As of M a milestone's status is its latest entry's at or before M (not started
 * without one); it starts in its first target month and ends in its last; "in" asks for month M itself,
 * "upto" for any month to M. Progress is due from the start month unless completed before M (an entry
 * of M keeps it due); entered, commented and rated read M's own entry.
 */
const expectedTotals = (scenario: Scenario): Record<string, Record<string, number>> => {
  const totals: Record<string, Record<string, number>> = {
    "milestone/monthly-completed/in-progress": {},
    "milestone/monthly-completed/not-started": {},
    "milestone/monthly-in-progress/not-started": {},
    "monthly-suru-milestone-pragati-esthiti": {},
    "pragati-prabista-esthiti": {},
  };
  const add = (path: string, key: string) => {
    totals[path][key] = (totals[path][key] ?? 0) + 1;
  };
  const by = (month: number) =>
    scenario.monthType === "in" ? month === scenario.month : month <= scenario.month;
  for (const plan of scenario.milestones) {
    if (!SUBTREES[scenario.root ?? 0].includes(plan.office)) continue;
    if (scenario.type !== null && plan.type !== scenario.type) continue;
    const months = plan.targets.map((m) => m.month);
    const [start, end] = [Math.min(...months), Math.max(...months)];
    const latest = plan.entries.filter((e) => e.month <= scenario.month).sort((a, b) => b.month - a.month)[0];
    const status = latest?.status ?? "not_started";
    const own = plan.entries.find((e) => e.month === scenario.month);
    if (by(end)) {
      for (const path of [
        "milestone/monthly-completed/in-progress",
        "milestone/monthly-completed/not-started",
      ]) {
        add(path, "should_be_completed");
        add(path, status);
      }
    }
    if (by(start)) {
      add("milestone/monthly-in-progress/not-started", "should_be_started");
      add("milestone/monthly-in-progress/not-started", status);
      add("monthly-suru-milestone-pragati-esthiti", "should_be_started");
      add("monthly-suru-milestone-pragati-esthiti", status === "not_started" ? "not_started" : "started");
      if (status === "in_progress") add("monthly-suru-milestone-pragati-esthiti", "in_progress");
    }
    if (start <= scenario.month && (status !== "completed" || own !== undefined)) {
      add("pragati-prabista-esthiti", "due");
      add("pragati-prabista-esthiti", own === undefined ? "missing" : "entered");
      if (own?.comment) add("pragati-prabista-esthiti", "commented");
      if (own !== undefined && own.rating !== null) add("pragati-prabista-esthiti", "rated");
    }
  }
  return totals;
};

/** Stores the scenario, then checks every summary and list with totals under its filters. */
const countsMatchDrills = async (scenario: Scenario) => {
  await store(scenario);
  const query: Record<string, string | number> = {
    fiscal_year_id: fy,
    month: scenario.month,
    month_type: scenario.monthType,
  };
  if (scenario.root !== null) query.nikaya_id = offices[scenario.root];
  if (scenario.type !== null) query.type_id = scenario.type < 2 ? types[scenario.type].id : 0;
  const worked = expectedTotals(scenario);
  for (const path of SUMMARIES) {
    const summary: Summary = await answer(path, query);
    await checkDrills(path, summary);
    for (const column of path in worked ? summary.columns : [])
      expect(summary.totals?.counts[column.key], `${path} ${column.key} worked out`).toBe(
        worked[path][column.key] ?? 0,
      );
    const parts = partition(path, summary.rows);
    for (const column of parts ? summary.columns : [])
      expect(
        parts!.reduce((sum, row) => sum + row.counts[column.key], 0),
        `${path} ${column.key} adds up`,
      ).toBe(summary.totals?.counts[column.key]);
  }
  for (const path of LISTS_WITH_TOTALS)
    await checkDrills(path, { ...(await answer(path, { ...query, per_page: 1 })), rows: [] });
};

// Several short properties rather than one long one, each well inside the test timeout; a failure is
// reported as found (shrinking a scenario of database writes would outlast the timeout).
describe("reports (property)", () => {
  for (const round of [1, 2, 3, 4])
    it(`every summary count equals the length of its drill-down and the worked-out total, for random plans and progress (${round})`, async () => {
      await fc.assert(fc.asyncProperty(arbScenario, countsMatchDrills), {
        seed: 15_000 + round,
        numRuns: 3,
        endOnFailure: true,
      });
    }, 120_000);
});
