import { drillOf, type TReportCells, type TReportColumn } from "@pragati/domain/contract";
import { BANDS } from "@pragati/domain/progress";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildSetupItem,
  findOffice,
  fiscalYears,
  setSettings,
  userByUsername,
} from "../../../test/factories";
import { reportOffices } from "../../../test/report-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { activities, budgetHeads, policies } from "../../db/schema";
import { buildSetupBlock } from "../calendar/calendar.service";
import { activityTableRows, milestoneTableRows } from "../plans/plan-reports.service";
import { resolveContext } from "./report-context";

/**
 * A fixed scenario with every figure computed by hand (see the tables beside each test). Offices:
 * R (the secretary's) > A > A1, R > B, and X outside. The fiscal year is the previous one, so every
 * month is open; the reports are read as of Kartik (fiscal month 3) and Mangsir (4).
 *
 * | ms | office | type/sub | targets (month: amount)     | entries (month status achieved [reasons])          |
 * | m1 | A      | T1/T1a   | 1:10 3:10                   | 1 ip 5 [P1a]; 3 completed 15                        |
 * | m2 | A      | T1/T1b   | cumulative 2:50 6:100       | 2 ip 50; 4 completed 100 (comment, rating 4)        |
 * | m3 | A1     | T1/-     | 0:5 4:5                     | 0 ip 2 [P1b]; 4 ip 6 [P2a] (rating 2)               |
 * | m4 | A1     | T2/-     | cumulative 1:30 2:60 3:90   | none                                                |
 * | m5 | B      | T2/-     | 5:10 6:10                   | 4 ip 3                                              |
 * | m6 | B      | T1/T1a   | 2:10                        | 2 ip 4 [P1a]; 3 completed 6                         |
 * | m7 | R      | T2/-     | cumulative 3:40             | 3 completed 30 [P1a] (comment, rating 5)            |
 * | m8 | B      | T1/T1b   | 0..5: 10 each               | 0 ip 10; 1 ip 5 [P2a]; 4 ip 20 [P1a P1b] (comment)  |
 * | m9 | A      | T1/T1a   | 4:10                        | none                                                |
 * | mx | X      | T1/-     | 0:5                         | 0 completed 5                                       |
 *
 * State in Mangsir (4): m1 completed in 3 (on time, 20/20); m2 completed in 4 (early, 100/100, 200 %);
 * m3 in progress 80 %; m4 not started; m5 in progress 15 % (3 of the annual 20, nothing due yet);
 * m6 completed in 3 (late, 10/10); m7 completed in 3 (on time, 30/40: target not achieved);
 * m8 in progress 70 % (35/50); m9 not started.
 * Activities: act1 (A: m1, m9), act2 (A: m2), act3 (A1: m3), act8 (A1: m4), act4 (B: m5),
 * act5 (B: m6, m8), act6 (R: m7), act7 (B: no milestones), actx (X: mx).
 */

let t: TestApp;
let fy: number;
const tokens: Record<string, string> = {};
const office: Record<string, number> = {};
const item: Record<string, number> = {};
const ms: Record<string, number> = {};
const act: Record<string, number> = {};
const entryOf: Record<string, number> = {};

type Entry = {
  month: number;
  status: "not_started" | "in_progress" | "completed";
  achieved: number;
  reasons?: string[];
};
const PLAN: Record<
  string,
  {
    act: string;
    type: [string, string | null];
    targets: Record<number, number>;
    cumulative?: boolean;
    entries: Entry[];
  }
> = {
  m1: {
    act: "act1",
    type: ["T1", "T1a"],
    targets: { 1: 10, 3: 10 },
    entries: [
      { month: 1, status: "in_progress", achieved: 5, reasons: ["P1a"] },
      { month: 3, status: "completed", achieved: 15 },
    ],
  },
  m2: {
    act: "act2",
    type: ["T1", "T1b"],
    targets: { 2: 50, 6: 100 },
    cumulative: true,
    entries: [
      { month: 2, status: "in_progress", achieved: 50 },
      { month: 4, status: "completed", achieved: 100 },
    ],
  },
  m3: {
    act: "act3",
    type: ["T1", null],
    targets: { 0: 5, 4: 5 },
    entries: [
      { month: 0, status: "in_progress", achieved: 2, reasons: ["P1b"] },
      { month: 4, status: "in_progress", achieved: 6, reasons: ["P2a"] },
    ],
  },
  m4: { act: "act8", type: ["T2", null], targets: { 1: 30, 2: 60, 3: 90 }, cumulative: true, entries: [] },
  m5: {
    act: "act4",
    type: ["T2", null],
    targets: { 5: 10, 6: 10 },
    entries: [{ month: 4, status: "in_progress", achieved: 3 }],
  },
  m6: {
    act: "act5",
    type: ["T1", "T1a"],
    targets: { 2: 10 },
    entries: [
      { month: 2, status: "in_progress", achieved: 4, reasons: ["P1a"] },
      { month: 3, status: "completed", achieved: 6 },
    ],
  },
  m7: {
    act: "act6",
    type: ["T2", null],
    targets: { 3: 40 },
    cumulative: true,
    entries: [{ month: 3, status: "completed", achieved: 30, reasons: ["P1a"] }],
  },
  m8: {
    act: "act5",
    type: ["T1", "T1b"],
    targets: { 0: 10, 1: 10, 2: 10, 3: 10, 4: 10, 5: 10 },
    entries: [
      { month: 0, status: "in_progress", achieved: 10 },
      { month: 1, status: "in_progress", achieved: 5, reasons: ["P2a"] },
      { month: 4, status: "in_progress", achieved: 20, reasons: ["P1a", "P1b"] },
    ],
  },
  m9: { act: "act1", type: ["T1", "T1a"], targets: { 4: 10 }, entries: [] },
  mx: {
    act: "actx",
    type: ["T1", null],
    targets: { 0: 5 },
    entries: [{ month: 0, status: "completed", achieved: 5 }],
  },
};

const report = async (
  path: string,
  query: Record<string, string | number> = {},
  as: string | null = "sachib",
) => {
  const params = new URLSearchParams(
    Object.entries({ fiscal_year_id: fy, ...query }).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await t.as(as === null ? null : tokens[as]).get(`/api/reports/${path}?${params}`);
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return res.json().response;
};

type Cells = TReportCells & { nikaya_id?: number };
type Summary = { columns: TReportColumn[]; rows: Cells[]; totals: TReportCells };

/** Office label -> counts, for comparing every cell of a per-office report. */
const byOffice = (summary: Summary) =>
  Object.fromEntries(
    summary.rows.map((row) => [Object.keys(office).find((k) => office[k] === row.nikaya_id), row.counts]),
  );

/** `{ key: [R, A, A1, B, total] }` -> the expected rows and totals of a per-office report. */
const perOffice = (table: Record<string, number[]>, offices = ["R", "A", "A1", "B"]) => ({
  rows: Object.fromEntries(
    offices.map((label, i) => [label, Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[i]]))]),
  ),
  totals: Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[offices.length]])),
});

const expectOfficeReport = (summary: Summary, table: Record<string, number[]>, offices?: string[]) => {
  const want = perOffice(table, offices);
  expect(summary.columns.map((c) => c.key)).toEqual(Object.keys(table));
  expect(byOffice(summary)).toEqual(want.rows);
  expect(summary.totals.counts).toEqual(want.totals);
};

/** Every drillable count of a summary equals the total of its list (and lists only scoped rows). */
const expectDrillsMatch = async (summary: Summary, as = "sachib") => {
  for (const row of [...summary.rows, summary.totals])
    for (const column of summary.columns) {
      const drill = drillOf(column, row);
      if (!drill) continue;
      const list = await report(drill.report, { ...drill.params, per_page: 100 }, as);
      expect(list.total, `${drill.report} ${JSON.stringify(drill.params)}`).toBe(row.counts[column.key]);
    }
};

/** The milestone labels of a milestone list. */
const labels = (list: { data: { milestone_master_id: number }[] }) =>
  list.data.map((row) => Object.keys(ms).find((k) => ms[k] === row.milestone_master_id)).sort();

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  fy = (await fiscalYears(db)).previous;
  const built = await reportOffices(t, "Report", true);
  Object.assign(office, built.office);
  Object.assign(tokens, built.tokens);

  const setupItem = async (key: string, list: string, parent?: string) => {
    const row = await buildSetupItem(db, {
      listKey: list,
      parentId: parent ? item[parent] : null,
      name: `Report ${key}`,
      nameNp: `प्रतिवेदन ${key}`,
      sortOrder: 1000 + Object.keys(item).length,
    });
    item[key] = row.id;
  };
  await setupItem("T1", "milestone-types");
  await setupItem("T1a", "milestone-types", "T1");
  await setupItem("T1b", "milestone-types", "T1");
  await setupItem("T2", "milestone-types");
  await setupItem("P1", "paragati-samasyas-types");
  await setupItem("P1a", "paragati-samasyas-types", "P1");
  await setupItem("P1b", "paragati-samasyas-types", "P1");
  await setupItem("P2", "paragati-samasyas-types");
  await setupItem("P2a", "paragati-samasyas-types", "P2");

  // The plan tree: pR > pR1 (act6); pA (act2; head bA: act1, act3 of A1); pA1 (act8); pB (act4, act5, act7).
  const policy = async (nikaya: string, pointNo: string, parentId?: number) =>
    (
      await db
        .insert(policies)
        .values({ fiscalYearId: fy, nikayaId: office[nikaya], pointNo, name: `Policy ${pointNo}`, parentId })
        .returning()
    )[0].id;
  const pR = await policy("R", "1");
  const pR1 = await policy("R", "1.1", pR);
  const pA = await policy("A", "2");
  const pA1 = await policy("A1", "3");
  const pB = await policy("B", "4");
  const pX = await policy("X", "9");
  const [head] = await db
    .insert(budgetHeads)
    .values({
      fiscalYearId: fy,
      nikayaId: office.A,
      policyId: pA,
      pointNo: "2.b",
      heading: "Head 2.b",
      amount: "500",
    })
    .returning();
  const activity = async (key: string, nikaya: string, policyId: number, budgetHeadId?: number) => {
    const [row] = await db
      .insert(activities)
      .values({
        fiscalYearId: fy,
        nikayaId: office[nikaya],
        policyId,
        budgetHeadId,
        pointNo: key,
        title: `Activity ${key}`,
      })
      .returning();
    act[key] = row.id;
  };
  await activity("act1", "A", pA, head.id);
  await activity("act2", "A", pA);
  await activity("act3", "A1", pA, head.id);
  await activity("act4", "B", pB);
  await activity("act5", "B", pB);
  await activity("act6", "R", pR1);
  await activity("act7", "B", pB);
  await activity("act8", "A1", pA1);
  await activity("actx", "X", pX);

  const officeOfActivity: Record<string, string> = {
    act1: "A",
    act2: "A",
    act3: "A1",
    act4: "B",
    act5: "B",
    act6: "R",
    act8: "A1",
    actx: "X",
  };
  for (const [key, plan] of Object.entries(PLAN)) {
    const milestone = await buildMilestone(db, {
      nikayaId: office[officeOfActivity[plan.act]],
      fiscalYearId: fy,
      targets: plan.targets,
      cumulative: plan.cumulative ?? false,
      activityId: act[plan.act],
      typeId: item[plan.type[0]],
      subtypeId: plan.type[1] ? item[plan.type[1]] : null,
      code: key,
      title: `Milestone ${key}`,
    });
    ms[key] = milestone.id;
    for (const entry of plan.entries) {
      const res = await t.as(tokens.admin).post("/api/pragati/store", {
        milestone_id: milestone.id,
        month: entry.month,
        status: entry.status,
        achieved: entry.achieved,
        reasons: (entry.reasons ?? []).map((sub) => ({
          main_type_id: item[sub.slice(0, 2)],
          sub_type_id: item[sub],
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
      entryOf[`${key}@${entry.month}`] = res.json().response.id;
    }
  }
  // A deleted milestone never counts.
  const deleted = await buildMilestone(db, {
    nikayaId: office.A,
    fiscalYearId: fy,
    targets: { 0: 1 },
    activityId: act.act1,
  });
  const removed = await t.as(tokens.admin).delete(`/api/plans-policy/milestones/delete/${deleted.id}`);
  expect(removed.statusCode, removed.body).toBe(200);

  const review = async (entry: string, path: "comment" | "rate", payload: object) => {
    const res = await t.as(tokens.sachib).post(`/api/rate-activity/${path}/${entryOf[entry]}`, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  await review("m2@4", "comment", { comment: "Done early." });
  await review("m2@4", "rate", { rating: 4 });
  await review("m3@4", "rate", { rating: 2 });
  await review("m7@3", "comment", { comment: "Short of the target." });
  await review("m7@3", "rate", { rating: 5 });
  await review("m8@4", "comment", { comment: "Keep going." });
});
afterAll(() => t.close());

describe("status matrices (Mangsir)", () => {
  // Should be completed (end <= 4): m1 c, m9 ns (A); m3 ip, m4 ns (A1); m6 c (B); m7 c (R).
  it("completed vs in progress", async () => {
    const summary = await report("milestone/monthly-completed/in-progress", { month: 4 });
    expectOfficeReport(summary, {
      should_be_completed: [1, 2, 2, 1, 6],
      completed: [1, 1, 0, 1, 3],
      in_progress: [0, 0, 1, 0, 1],
    });
    await expectDrillsMatch(summary);
    const list = await report("monthly-milestone-completed-inprogress-detail", {
      month: 4,
      measure: "in_progress",
      office_id: office.A1,
    });
    expect(labels(list)).toEqual(["m3"]);
  });

  it("completed vs not started, and month type in (end month = Mangsir: m3, m9)", async () => {
    const upto = await report("milestone/monthly-completed/not-started", { month: 4 });
    expectOfficeReport(upto, {
      should_be_completed: [1, 2, 2, 1, 6],
      completed: [1, 1, 0, 1, 3],
      not_started: [0, 1, 1, 0, 2],
    });
    await expectDrillsMatch(upto);
    const inMonth = await report("milestone/monthly-completed/not-started", { month: 4, month_type: "in" });
    expectOfficeReport(inMonth, {
      should_be_completed: [0, 1, 1, 0, 2],
      completed: [0, 0, 0, 0, 0],
      not_started: [0, 1, 0, 0, 1],
    });
    await expectDrillsMatch(inMonth);
  });

  // Should be started (start <= 4): all but m5.
  it("in progress vs not started", async () => {
    const summary = await report("milestone/monthly-in-progress/not-started", { month: 4 });
    expectOfficeReport(summary, {
      should_be_started: [1, 3, 2, 2, 8],
      in_progress: [0, 0, 1, 1, 2],
      not_started: [0, 1, 1, 0, 2],
    });
    await expectDrillsMatch(summary);
    const inMonth = await report("milestone/monthly-in-progress/not-started", { month: 4, month_type: "in" });
    expectOfficeReport(inMonth, {
      should_be_started: [0, 1, 0, 0, 1],
      in_progress: [0, 0, 0, 0, 0],
      not_started: [0, 1, 0, 0, 1],
    });
    const list = await report("monthly_milestone_inprogress_notstarted_detail", {
      month: 4,
      measure: "not_started",
    });
    expect(labels(list)).toEqual(["m4", "m9"]);
  });
});

describe("monthly milestone reports", () => {
  it("monthly-milestone-esthiti: the 7 buckets, upto and in", async () => {
    const upto = await report("monthly-milestone-esthiti", { month: 4 });
    const bands = (values: number[][]) => Object.fromEntries(BANDS.map((band, i) => [band, values[i]]));
    expectOfficeReport(upto, {
      total: [1, 3, 2, 3, 9],
      ...bands([
        [0, 1, 1, 0, 2],
        [0, 0, 0, 1, 1],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 1, 1],
        [0, 0, 1, 0, 1],
        [1, 2, 0, 1, 4],
      ]),
    });
    await expectDrillsMatch(upto);
    // Entries in Mangsir: m2 (A, completed), m3 (A1, 80 %), m5 (B, 15 %), m8 (B, 70 %).
    const inMonth = await report("monthly-milestone-esthiti", { month: 4, month_type: "in" });
    expectOfficeReport(inMonth, {
      total: [0, 1, 1, 2, 4],
      ...bands([
        [0, 0, 0, 0, 0],
        [0, 0, 0, 1, 1],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 1, 1],
        [0, 0, 1, 0, 1],
        [0, 1, 0, 0, 1],
      ]),
    });
    await expectDrillsMatch(inMonth);
  });

  it("monthly-sampan-milestone-pragati-esthiti: early, on time, late, target achieved or not", async () => {
    const upto = await report("monthly-sampan-milestone-pragati-esthiti", { month: 4 });
    expectOfficeReport(upto, {
      completed: [1, 2, 0, 1, 4],
      early: [0, 1, 0, 0, 1],
      on_time: [1, 1, 0, 0, 2],
      late: [0, 0, 0, 1, 1],
      target_achieved: [0, 2, 0, 1, 3],
      target_not_achieved: [1, 0, 0, 0, 1],
    });
    await expectDrillsMatch(upto);
    const inMonth = await report("monthly-sampan-milestone-pragati-esthiti", { month: 4, month_type: "in" });
    expectOfficeReport(inMonth, {
      completed: [0, 1, 0, 0, 1],
      early: [0, 1, 0, 0, 1],
      on_time: [0, 0, 0, 0, 0],
      late: [0, 0, 0, 0, 0],
      target_achieved: [0, 1, 0, 0, 1],
      target_not_achieved: [0, 0, 0, 0, 0],
    });
    // In Kartik (3) m2 was still in progress: m1, m6 (late), m7 completed in 3.
    const kartik = await report("monthly-sampan-milestone-pragati-esthiti", { month: 3, month_type: "in" });
    expectOfficeReport(kartik, {
      completed: [1, 1, 0, 1, 3],
      early: [0, 0, 0, 0, 0],
      on_time: [1, 1, 0, 0, 2],
      late: [0, 0, 0, 1, 1],
      target_achieved: [0, 1, 0, 1, 2],
      target_not_achieved: [1, 0, 0, 0, 1],
    });
    const late = await report("monthly-sampan-milestone-pragati-esthiti-detail", {
      month: 4,
      measure: "late",
    });
    expect(labels(late)).toEqual(["m6"]);
  });

  it("monthly-suru-milestone-pragati-esthiti: should have started, started or not", async () => {
    const upto = await report("monthly-suru-milestone-pragati-esthiti", { month: 4 });
    expectOfficeReport(upto, {
      should_be_started: [1, 3, 2, 2, 8],
      started: [1, 2, 1, 2, 6],
      not_started: [0, 1, 1, 0, 2],
    });
    await expectDrillsMatch(upto);
    // Start month Bhadra (1): m1, m4.
    const inMonth = await report("monthly-suru-milestone-pragati-esthiti", { month: 1, month_type: "in" });
    expectOfficeReport(inMonth, {
      should_be_started: [0, 1, 1, 0, 2],
      started: [0, 1, 0, 0, 1],
      not_started: [0, 0, 1, 0, 1],
    });
    await expectDrillsMatch(inMonth);
  });

  // Due in Mangsir: m2, m9 (A); m3, m4 (A1); m8 (B). m1, m6, m7 were completed before; m5 starts later.
  it("pragati-prabista-esthiti: due, entered, missing, commented, rated", async () => {
    const summary = await report("pragati-prabista-esthiti", { month: 4 });
    expectOfficeReport(summary, {
      due: [0, 2, 2, 1, 5],
      entered: [0, 1, 1, 1, 3],
      missing: [0, 1, 1, 0, 2],
      commented: [0, 1, 0, 1, 2],
      rated: [0, 1, 1, 0, 2],
    });
    await expectDrillsMatch(summary);
    expect(summary.columns[2].drill).toEqual({
      report: "table/milestone",
      params: { family: "prabista", measure: "missing" },
    });
  });
});

describe("activity reports", () => {
  // Mangsir: act1 ip, act2 c (A); act3 ip, act8 ns (A1); act4 ip, act5 ip (B); act6 c (R); act7 has no milestones.
  it("monthly-kiryakalap-pragati-esthiti: activities by derived status", async () => {
    const upto = await report("monthly-kiryakalap-pragati-esthiti", { month: 4 });
    expectOfficeReport(upto, {
      total: [1, 2, 2, 2, 7],
      completed: [1, 1, 0, 0, 2],
      in_progress: [0, 1, 1, 2, 4],
      not_started: [0, 0, 1, 0, 1],
    });
    await expectDrillsMatch(upto);
    const inMonth = await report("monthly-kiryakalap-pragati-esthiti", { month: 4, month_type: "in" });
    expectOfficeReport(inMonth, {
      total: [0, 1, 1, 2, 4],
      completed: [0, 1, 0, 0, 1],
      in_progress: [0, 0, 1, 2, 3],
      not_started: [0, 0, 0, 0, 0],
    });
    const detail = await report("monthly-kiryakalap-pragati-esthiti-detail", {
      month: 4,
      measure: "in_progress",
      office_id: office.B,
    });
    expect(detail.data.map((row: { activity_id: number }) => row.activity_id).sort()).toEqual(
      [act.act4, act.act5].sort(),
    );
    const act5 = detail.data.find((row: { activity_id: number }) => row.activity_id === act.act5);
    expect(act5).toMatchObject({
      milestone_count: 2,
      completed_count: 1,
      in_progress_count: 1,
      status: "in_progress",
      percent: 85,
    });
  });

  // Activity start = first milestone start: act4 starts in 5; the others by 4 (act8 not started).
  it("monthly-kiryakalap-suru-pragati-esthiti is public: aggregate figures of every office without a session", async () => {
    const table = {
      should_be_started: [1, 2, 2, 1, 6],
      started: [1, 2, 1, 1, 5],
      not_started: [0, 0, 1, 0, 1],
    };
    const scoped = await report("monthly-kiryakalap-suru-pragati-esthiti", { month: 4 });
    expectOfficeReport(scoped, table);
    await expectDrillsMatch(scoped);
    const anonymous = await report("monthly-kiryakalap-suru-pragati-esthiti", { month: 4 }, null);
    expectOfficeReport(
      anonymous,
      { should_be_started: [1, 2, 2, 1, 1, 7], started: [1, 2, 1, 1, 1, 6], not_started: [0, 0, 1, 0, 0, 1] },
      ["R", "A", "A1", "B", "X"],
    );
    expect(JSON.stringify(anonymous)).not.toContain("Milestone m");
    expect(JSON.stringify(anonymous)).not.toContain("Activity act");
    const underR = await report(
      "monthly-kiryakalap-suru-pragati-esthiti",
      { month: 4, nikaya_id: office.R },
      null,
    );
    expect(underR.totals.counts).toEqual({ should_be_started: 6, started: 5, not_started: 1 });
    // Only the fiscal year asked for: the current year has none of these activities.
    const current = await t.anonymous.get("/api/reports/monthly-kiryakalap-suru-pragati-esthiti?month=4");
    expect(current.statusCode).toBe(200);
    expect(current.json().response.rows.map((r: { nikaya_id: number }) => r.nikaya_id)).not.toContain(
      office.X,
    );
    // The lists behind it still need a session.
    expect((await t.anonymous.get(`/api/reports/table/activities?fiscal_year_id=${fy}`)).statusCode).toBe(
      401,
    );
  });

  // Mean activity percent: R 75; A (50 + 100) / 2; A1 (80 + 0) / 2; B (15 + 85) / 2; all 405 / 7.
  it("kiryakalap-pragati-esthiti: activities, their milestones and mean percent per office", async () => {
    const summary = await report("kiryakalap-pragati-esthiti", { month: 4 });
    expectOfficeReport(summary, {
      total: [1, 2, 2, 2, 7],
      completed: [1, 1, 0, 0, 2],
      in_progress: [0, 1, 1, 2, 4],
      not_started: [0, 0, 1, 0, 1],
      milestones: [1, 3, 2, 3, 9],
      milestones_completed: [1, 2, 0, 1, 4],
    });
    expect(summary.rows.map((r: TReportCells) => r.values.average_percent)).toEqual([75, 75, 40, 50]);
    expect(summary.totals.values.average_percent).toBe(57.86);
    await expectDrillsMatch(summary);
  });
});

describe("office, type and problem summaries", () => {
  // Sections of R: R's own (m7), A's subtree (m1, m2, m9, m3, m4), B (m5, m6, m8).
  it("pragati-section groups by the child offices of the caller's office, or of nikaya_id", async () => {
    const summary = await report("pragati-section", { month: 4 });
    expect(summary.rows.map((r: { nikaya_id: number; own: boolean }) => [r.nikaya_id, r.own])).toEqual([
      [office.R, true],
      [office.A, false],
      [office.B, false],
    ]);
    expect(summary.rows.map((r: TReportCells) => r.counts)).toEqual([
      { total: 1, not_started: 0, in_progress: 0, completed_and_achieved: 1 },
      { total: 5, not_started: 2, in_progress: 1, completed_and_achieved: 2 },
      { total: 3, not_started: 0, in_progress: 2, completed_and_achieved: 1 },
    ]);
    expect(summary.rows.map((r: TReportCells) => r.values.average_percent)).toEqual([75, 56, 61.67]);
    expect(summary.totals).toMatchObject({
      counts: { total: 9, not_started: 2, in_progress: 3, completed_and_achieved: 4 },
      values: { average_percent: 60 },
    });
    await expectDrillsMatch(summary);
    const underA = await report("pragati-section", { month: 4, nikaya_id: office.A });
    expect(
      underA.rows.map((r: TReportCells & { nikaya_id: number }) => [r.nikaya_id, r.counts, r.values]),
    ).toEqual([
      [
        office.A,
        { total: 3, not_started: 1, in_progress: 0, completed_and_achieved: 2 },
        { average_percent: 66.67 },
      ],
      [
        office.A1,
        { total: 2, not_started: 1, in_progress: 1, completed_and_achieved: 0 },
        { average_percent: 40 },
      ],
    ]);
    await expectDrillsMatch(underA);
  });

  it("milestone-type-wise and milestone-progress-typewise: per type, subtype and none", async () => {
    const status = await report("milestone-type-wise", { month: 4 });
    const rowsOf = (summary: { rows: (TReportCells & Record<string, unknown>)[] }) =>
      summary.rows.map((r) => [
        Object.keys(item).find((k) => item[k] === r.type_id),
        r.level === "subtype" ? (Object.keys(item).find((k) => item[k] === r.subtype_id) ?? "-") : "*",
        r.counts,
      ]);
    expect(rowsOf(status)).toEqual([
      ["T1", "*", { total: 6, not_started: 1, in_progress: 2, completed_and_achieved: 3 }],
      ["T1", "T1a", { total: 3, not_started: 1, in_progress: 0, completed_and_achieved: 2 }],
      ["T1", "T1b", { total: 2, not_started: 0, in_progress: 1, completed_and_achieved: 1 }],
      ["T1", "-", { total: 1, not_started: 0, in_progress: 1, completed_and_achieved: 0 }],
      ["T2", "*", { total: 3, not_started: 1, in_progress: 1, completed_and_achieved: 1 }],
      ["T2", "-", { total: 3, not_started: 1, in_progress: 1, completed_and_achieved: 1 }],
    ]);
    expect(status.totals.counts).toEqual({
      total: 9,
      not_started: 2,
      in_progress: 3,
      completed_and_achieved: 4,
    });
    await expectDrillsMatch(status);

    const progress = await report("milestone-progress-typewise", { month: 4 });
    const bands = (total: number, b: number[]) => ({
      total,
      ...Object.fromEntries(BANDS.map((band, i) => [band, b[i]])),
    });
    expect(rowsOf(progress)).toEqual([
      ["T1", "*", bands(6, [1, 0, 0, 0, 1, 1, 3])],
      ["T1", "T1a", bands(3, [1, 0, 0, 0, 0, 0, 2])],
      ["T1", "T1b", bands(2, [0, 0, 0, 0, 1, 0, 1])],
      ["T1", "-", bands(1, [0, 0, 0, 0, 0, 1, 0])],
      ["T2", "*", bands(3, [1, 1, 0, 0, 0, 0, 1])],
      ["T2", "-", bands(3, [1, 1, 0, 0, 0, 0, 1])],
    ]);
    expect(progress.rows.map((r: TReportCells) => r.values.average_percent)).toEqual([
      75, 66.67, 85, 80, 30, 30,
    ]);
    expect(progress.totals).toMatchObject({
      counts: bands(9, [2, 1, 0, 0, 1, 1, 4]),
      values: { average_percent: 60 },
    });
    await expectDrillsMatch(progress);
    // The type filter narrows every report.
    const t2 = await report("monthly-milestone-esthiti", { month: 4, type_id: item.T2 });
    expect(t2.totals.counts.total).toBe(3);
    const noSubtype = await report("monthly-milestone-esthiti", {
      month: 4,
      type_id: item.T1,
      subtype_id: 0,
    });
    expect(noSubtype.totals.counts.total).toBe(1);
  });

  // Latest entry by Mangsir: m3 [P2a] (A1), m7 [P1a] (R), m8 [P1a, P1b] (B); in Mangsir only m3 and m8.
  it("milestone-pragati-samasya-wise: milestones by main and sub problem type", async () => {
    const rowsOf = (summary: { rows: (TReportCells & Record<string, unknown>)[] }) =>
      summary.rows.map((r) => [
        Object.keys(item).find((k) => item[k] === r.main_type_id),
        r.level === "sub" ? Object.keys(item).find((k) => item[k] === r.sub_type_id) : "*",
        r.counts.with_reason,
      ]);
    const upto = await report("milestone-pragati-samasya-wise", { month: 4 });
    expect(rowsOf(upto)).toEqual([
      ["P1", "*", 2],
      ["P1", "P1a", 2],
      ["P1", "P1b", 1],
      ["P2", "*", 1],
      ["P2", "P2a", 1],
    ]);
    expect(upto.totals.counts).toEqual({ with_reason: 3 });
    await expectDrillsMatch(upto);
    const inMonth = await report("milestone-pragati-samasya-wise", { month: 4, month_type: "in" });
    expect(rowsOf(inMonth)).toEqual([
      ["P1", "*", 1],
      ["P1", "P1a", 1],
      ["P1", "P1b", 1],
      ["P2", "*", 1],
      ["P2", "P2a", 1],
    ]);
    expect(inMonth.totals.counts).toEqual({ with_reason: 2 });
    await expectDrillsMatch(inMonth);
  });

  it("milestone-pragati-samasya-nikaya-wise: main problem types as columns per office", async () => {
    const summary = await report("milestone-pragati-samasya-nikaya-wise", { month: 4 });
    expect(summary.columns.map((c: TReportColumn) => [c.key, c.name])).toEqual([
      [`main_${item.P1}`, "Report P1"],
      [`main_${item.P2}`, "Report P2"],
      ["with_reason", undefined],
    ]);
    expectOfficeReport(summary, {
      [`main_${item.P1}`]: [1, 0, 0, 1, 2],
      [`main_${item.P2}`]: [0, 0, 1, 0, 1],
      with_reason: [1, 0, 1, 1, 3],
    });
    await expectDrillsMatch(summary);
  });
});

describe("lists", () => {
  it("table/milestone: the session's default columns as of the month", async () => {
    const list = await report("table/milestone", { month: 4, search: "m8" });
    expect(list.total).toBe(1);
    const admin = await userByUsername(t.database.db, "admin");
    const enteredBy = {
      name: admin.name,
      office: admin.nikayaId === null ? null : (await findOffice(t.database.db, admin.nikayaId)).name,
    };
    expect(list.data[0]).toMatchObject({
      milestone_master_id: ms.m8,
      activity_point: "act5",
      activity_title: "Activity act5",
      milestone_point: "m8",
      title: "Milestone m8",
      nikaya_id: office.B,
      nikaya_name: "Report B",
      milestone_type_name: "Report T1",
      milestone_subtype_name: "Report T1b",
      annual_target: 60,
      cumulative: false,
      start_month: 0,
      end_month: 5,
      update_id: entryOf["m8@4"],
      month: 4,
      month_key: "mangsir",
      status: "in_progress",
      band: "in_progress_below_eighty_percent",
      percent: 70,
      rating: null,
      magnitude: 50,
      achieved: 35,
      comment: "Keep going.",
      main_samasyas_type: "Report P1",
      sub_samasyas_type: "Report P1a, Report P1b",
      created_by: enteredBy.name,
      created_by_nikaya: enteredBy.office,
      imp_nikaya: "Report B",
    });
    // Paging: 9 milestones in scope, 4 a page; the order is office tree, activity, milestone.
    const page3 = await report("table/milestone", { month: 4, per_page: 4, page_no: 3 });
    expect(page3).toMatchObject({ total: 9, count: 1, current_page: 3, last_page: 3, from: 9, to: 9 });
    const preset = await report("table/milestone", { month: 4, milestone_ids: `${ms.m2},${ms.m3},${ms.mx}` });
    expect(labels(preset)).toEqual(["m2", "m3"]);
    const problem = await report("table/milestone", {
      month: 4,
      family: "samasya",
      measure: "with_reason",
      sub_type_id: item.P1b,
    });
    expect(labels(problem)).toEqual(["m8"]);
  });

  it("table/activities: every activity, with or without milestones", async () => {
    const all = await report("table/activities", { month: 4, per_page: 30 });
    expect(all.total).toBe(8);
    const act7 = all.data.find((row: { activity_id: number }) => row.activity_id === act.act7);
    expect(act7).toMatchObject({ milestone_count: 0, status: null, percent: 0, start_month: null });
    const act1 = all.data.find((row: { activity_id: number }) => row.activity_id === act.act1);
    expect(act1).toMatchObject({
      policy_point: "2",
      budget_head_heading: "Head 2.b",
      status: "in_progress",
      percent: 50,
    });
  });

  it("overall-milestones and overall-activities: every row, totals over all pages with drill-down", async () => {
    const milestonesPage = await report("overall-milestones", { month: 4, per_page: 2 });
    expect(milestonesPage.total).toBe(9);
    expect(milestonesPage.data).toHaveLength(2);
    expect(milestonesPage.totals.counts).toEqual({
      total: 9,
      not_started: 2,
      in_progress: 3,
      completed_and_achieved: 4,
    });
    await expectDrillsMatch({ ...milestonesPage, rows: [] });
    const activitiesPage = await report("overall-activities", { month: 4, per_page: 3 });
    expect(activitiesPage.total).toBe(8);
    expect(activitiesPage.totals.counts).toEqual({ total: 8, completed: 2, in_progress: 4, not_started: 1 });
    await expectDrillsMatch({ ...activitiesPage, rows: [] });
    const searched = await report("overall-activities", { month: 4, search: "act5" });
    expect(searched.totals.counts).toEqual({ total: 1, completed: 0, in_progress: 1, not_started: 0 });
    await expectDrillsMatch({ ...searched, rows: [] });
    const past = await report("overall-activities", { month: 4, page_no: 9 });
    expect(past).toMatchObject({ total: 8, data: [], totals: null });
  });

  it("milestone-samay-sharani: targets and entries month by month", async () => {
    const grid = await report("milestone-samay-sharani", { per_page: 30 });
    expect(grid.total).toBe(9);
    for (const row of grid.data as { milestone_master_id: number; months: Record<string, unknown>[] }[]) {
      const key = Object.keys(ms).find((k) => ms[k] === row.milestone_master_id)!;
      const plan = PLAN[key];
      expect(
        row.months.map((cell) => [cell.target, cell.achieved, cell.entry_status]),
        key,
      ).toEqual(
        Array.from({ length: 12 }, (_, month) => {
          const entry = plan.entries.find((e) => e.month === month);
          return [plan.targets[month] ?? null, entry?.achieved ?? null, entry?.status ?? null];
        }),
      );
    }
    const m2 = grid.data.find((row: { milestone_master_id: number }) => row.milestone_master_id === ms.m2);
    expect(m2.months.map((cell: { status: string }) => cell.status)).toEqual([
      ...["not_started", "not_started", "in_progress", "in_progress"],
      ...Array(8).fill("completed"),
    ]);
    expect(grid.totals).toEqual({
      scheduled: [2, 3, 4, 4, 3, 2, 2, 0, 0, 0, 0, 0],
      entered: [2, 2, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it("programs/all-sets: the plan tree in order, with the points above a sub-office's activities", async () => {
    const tree = await report("programs/all-sets", { month: 4, per_page: 100 });
    const shape = tree.data.map(
      (row: { kind: string; depth: number; point_no: string }) =>
        `${row.depth}${row.kind[0]}:${row.point_no}`,
    );
    expect(shape).toEqual([
      "0p:1",
      "1p:1.1",
      "2a:act6",
      "3m:m7",
      "0p:2",
      "1a:act2",
      "2m:m2",
      "1b:2.b",
      "2a:act1",
      "3m:m1",
      "3m:m9",
      "2a:act3",
      "3m:m3",
      "0p:3",
      "1a:act8",
      "2m:m4",
      "0p:4",
      "1a:act4",
      "2m:m5",
      "1a:act5",
      "2m:m6",
      "2m:m8",
      "1a:act7",
    ]);
    expect(tree.totals.counts).toEqual({ policies: 5, budget_heads: 1, activities: 8, milestones: 9 });
    await expectDrillsMatch({ ...tree, rows: [] });
    // A user of A1 sees its own activities under A's point and budget head.
    const own = await report("programs/all-sets", { month: 4 }, "a1");
    expect(
      own.data.map((row: { kind: string; point_no: string }) => `${row.kind[0]}:${row.point_no}`),
    ).toEqual(["p:2", "b:2.b", "a:act3", "m:m3", "p:3", "a:act8", "m:m4"]);
    await expectDrillsMatch({ ...own, rows: [] }, "a1");
  });

  it("streams a list in batches, in the list's order, without the whole list in one query", async () => {
    const auth = { allOffices: true, officePath: null } as Parameters<typeof resolveContext>[1];
    const ctx = await resolveContext(t.database.db, auth, {
      fiscal_year_id: fy,
      month: 4,
      month_type: "upto",
      nikaya_id: office.R,
    });
    const paged = await report("table/milestone", { month: 4, nikaya_id: office.R, per_page: 100 });
    const batches: number[][] = [];
    for await (const batch of milestoneTableRows(
      t.database.db,
      ctx,
      { month_type: "upto", page_no: 1, per_page: 10, search: "" },
      2,
    ))
      batches.push(batch.map((row) => row.milestone_master_id));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2, 2, 1]);
    expect(batches.flat()).toEqual(
      paged.data.map((row: { milestone_master_id: number }) => row.milestone_master_id),
    );
    const activityIds: number[] = [];
    for await (const batch of activityTableRows(
      t.database.db,
      ctx,
      { month_type: "upto", page_no: 1, per_page: 10, search: "" },
      3,
    ))
      activityIds.push(...batch.map((row) => row.activity_id));
    const pagedActivities = await report("table/activities", {
      month: 4,
      nikaya_id: office.R,
      per_page: 100,
    });
    expect(activityIds).toEqual(pagedActivities.data.map((row: { activity_id: number }) => row.activity_id));
  });
});

describe("access and filters", () => {
  it("answers 401 without a session and 403 without report.view", async () => {
    expect(
      (await t.anonymous.get(`/api/reports/monthly-milestone-esthiti?fiscal_year_id=${fy}`)).statusCode,
    ).toBe(401);
    for (const path of [
      "monthly-milestone-esthiti",
      "table/milestone",
      "programs/all-sets",
      "monthly-milestone-esthiti-detail",
    ])
      expect(
        (await t.as(tokens.noReports).get(`/api/reports/${path}?fiscal_year_id=${fy}`)).statusCode,
        path,
      ).toBe(403);
  });

  it("answers 404 for an office outside the caller's scope, and shows only scoped offices", async () => {
    for (const query of [`nikaya_id=${office.X}`, `office_id=${office.X}`]) {
      const res = await t
        .as(tokens.sachib)
        .get(`/api/reports/monthly-milestone-esthiti-detail?fiscal_year_id=${fy}&${query}`);
      expect(res.statusCode, query).toBe(404);
    }
    expect(
      (
        await t
          .as(tokens.sachib)
          .get(`/api/reports/pragati-section?fiscal_year_id=${fy}&nikaya_id=${office.X}`)
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t
          .as(tokens.a1)
          .get(`/api/reports/monthly-milestone-esthiti?fiscal_year_id=${fy}&nikaya_id=${office.R}`)
      ).statusCode,
    ).toBe(404);
    const a1 = await report("monthly-milestone-esthiti", { month: 4 }, "a1");
    expect(a1.rows.map((r: { nikaya_id: number }) => r.nikaya_id)).toEqual([office.A1]);
    const outsider = await report("monthly-milestone-esthiti", { month: 4 }, "outsider");
    expect(outsider.totals.counts.total).toBe(1);
    const admin = await report("monthly-milestone-esthiti", { month: 4 }, "admin");
    expect(admin.totals.counts.total).toBe(10);
  });

  it("answers 422 with messages in both languages for invalid filters", async () => {
    for (const query of [
      "month=12",
      "month=-1",
      "month_type=before",
      "nikaya_id=abc",
      "type_id=-2",
      "fiscal_year_id=999999",
    ]) {
      const res = await t.as(tokens.sachib).get(`/api/reports/monthly-milestone-esthiti?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors_np, query).toBeTruthy();
    }
    for (const [path, query] of [
      ["monthly-milestone-esthiti-detail", "measure=late"],
      ["monthly-milestone-esthiti-detail", "per_page=0"],
      ["table/milestone", "measure=total"],
      ["table/milestone", "family=esthiti&measure=late"],
      ["table/milestone", "family=esthiti&main_type_id=1"],
      ["table/milestone", "family=unknown"],
      ["table/milestone", "milestone_ids=1,x"],
      ["table/activities", "family=kiryakalap&measure=started"],
    ]) {
      const res = await t.as(tokens.sachib).get(`/api/reports/${path}?fiscal_year_id=${fy}&${query}`);
      expect(res.statusCode, `${path} ${query}`).toBe(422);
      expect(res.json().message_np, query).toBeTruthy();
    }
  });

  it("defaults to the current fiscal year and reporting month, and accepts the header's null", async () => {
    const setup = await buildSetupBlock(t.database.db);
    for (const query of ["fiscal_year_id=null", "fiscal_year_id=", ""]) {
      const res = await t.as(tokens.sachib).get(`/api/reports/monthly-milestone-esthiti?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().response.filters).toMatchObject({
        fiscal_year_id: setup.current_fiscal_year_id_by_current_date,
        month: setup.current_pragati_reporting_month,
        month_type: "upto",
      });
    }
  });
});
