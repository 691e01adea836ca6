import { BANDS, canComplete, reasonsRequired, scheduleIssues } from "@pragati/domain/progress";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { findFiscalYear } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { countsDrift } from "../../modules/dashboard/office-month-counts";
import { loadSchedule, recomputeMilestoneStatus } from "../../modules/progress/milestone-status.service";
import { queryRows, sql } from "../client";
import { seed } from ".";
import { DEMO_OFFICES } from "./demo";
import { seedDemoPlans } from "./demo-plans";

let t: TestApp;
let fiscalYearId: number;
let milestoneIds: number[];

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const countAll = async () =>
  (
    await rows<Record<string, number>>(
      sql`SELECT (SELECT count(*)::int FROM policies) AS policies, (SELECT count(*)::int FROM budget_heads) AS heads,
                 (SELECT count(*)::int FROM activities) AS activities, (SELECT count(*)::int FROM milestones) AS milestones,
                 (SELECT count(*)::int FROM milestone_targets) AS targets, (SELECT count(*)::int FROM progress_entries) AS entries,
                 (SELECT count(*)::int FROM progress_reasons) AS reasons, (SELECT count(*)::int FROM milestone_month_status) AS status`,
    )
  )[0];
const statusRows = () =>
  rows(
    sql`SELECT milestone_id, month, fiscal_year_id, nikaya_id, status, band, percent::text, rating, entered,
               entry_id, achieved::text, completed_since, commented
          FROM milestone_month_status ORDER BY milestone_id, month`,
  );

beforeAll(async () => {
  t = await createTestApp();
  fiscalYearId = (await buildSetupBlock(t.database.db)).current_fiscal_year_id_by_current_date!;
  milestoneIds = (
    await rows<{ id: number }>(
      sql`SELECT id FROM milestones WHERE fiscal_year_id = ${fiscalYearId} ORDER BY id`,
    )
  ).map((m) => m.id);
});
afterAll(() => t.close());

describe("demo plans and progress", () => {
  it("gives every demo office a plan for the current fiscal year: policies, budget heads, activities, milestones", async () => {
    const perOffice = await rows<{
      code: string;
      policies: number;
      heads: number;
      activities: number;
      milestones: number;
      cumulative: number;
    }>(
      sql`SELECT o.code,
                 (SELECT count(*)::int FROM policies p WHERE p.nikaya_id = o.id AND p.fiscal_year_id = ${fiscalYearId}) AS policies,
                 (SELECT count(*)::int FROM budget_heads b WHERE b.nikaya_id = o.id AND b.fiscal_year_id = ${fiscalYearId}) AS heads,
                 (SELECT count(*)::int FROM activities a WHERE a.nikaya_id = o.id AND a.fiscal_year_id = ${fiscalYearId}) AS activities,
                 (SELECT count(*)::int FROM milestones m WHERE m.nikaya_id = o.id AND m.fiscal_year_id = ${fiscalYearId}) AS milestones,
                 (SELECT count(*)::int FROM milestones m WHERE m.nikaya_id = o.id AND m.fiscal_year_id = ${fiscalYearId} AND m.cumulative) AS cumulative
            FROM offices o`,
    );
    const byCode = new Map(perOffice.map((o) => [o.code, o]));
    for (const office of DEMO_OFFICES) {
      const row = byCode.get(office.code);
      expect(row?.policies, office.code).toBeGreaterThan(0);
      expect(row?.heads, office.code).toBeGreaterThan(0);
      expect(row?.activities, office.code).toBeGreaterThan(0);
      expect(row?.milestones, office.code).toBeGreaterThan(0);
    }
    const total = perOffice.reduce((s, o) => s + o.milestones, 0);
    const cumulative = perOffice.reduce((s, o) => s + o.cumulative, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(cumulative).toBeGreaterThan(0);
    expect(cumulative).toBeLessThan(total);
    // Point numbers nest: policy 1, budget head 1.1, activity 1.1.1, milestone 1.1.1.1, under the same parents.
    const chains = await rows<{ policy: string; head: string; activity: string; code: string }>(
      sql`SELECT p.point_no AS policy, b.point_no AS head, a.point_no AS activity, m.code
            FROM milestones m JOIN activities a ON a.id = m.activity_id
            JOIN budget_heads b ON b.id = a.budget_head_id AND b.policy_id = a.policy_id
            JOIN policies p ON p.id = a.policy_id AND p.nikaya_id = m.nikaya_id
           WHERE m.fiscal_year_id = ${fiscalYearId}`,
    );
    expect(chains).toHaveLength(total);
    for (const c of chains) {
      expect(c.head.startsWith(`${c.policy}.`)).toBe(true);
      expect(c.activity.startsWith(`${c.head}.`)).toBe(true);
      expect(c.code.startsWith(`${c.activity}.`)).toBe(true);
    }
  });

  it("keeps every schedule valid and every entry within the progress rules", async () => {
    const db = t.database.db;
    const [setup, calendar] = await Promise.all([buildSetupBlock(db), loadCalendar(db)]);
    const { startYear: start_year } = await findFiscalYear(db, { id: fiscalYearId });
    const reasons = await rows<{
      month: number;
      milestone_id: number;
      main: number;
      sub: number;
      parent: number;
    }>(
      sql`SELECT e.month, e.milestone_id, r.main_type_id AS main, r.sub_type_id AS sub, s.parent_id AS parent
            FROM progress_reasons r JOIN progress_entries e ON e.id = r.entry_id
            JOIN setup_items s ON s.id = r.sub_type_id AND s.list_key = 'paragati-samasyas-types'
            JOIN setup_items p ON p.id = r.main_type_id AND p.list_key = 'paragati-samasyas-types' AND p.parent_id IS NULL`,
    );
    expect(reasons.length).toBe((await countAll()).reasons);
    let entries = 0;
    let withReasons = 0;
    const statuses = new Set<string>();
    for (const id of milestoneIds) {
      const loaded = (await loadSchedule(db, id))!;
      const [m] = await rows<{ start_month: number; end_month: number }>(
        sql`SELECT start_month, end_month FROM milestones WHERE id = ${id}`,
      );
      expect(scheduleIssues(loaded.schedule), `milestone ${id}`).toEqual([]);
      const months = loaded.schedule.months.map((x) => x.month);
      expect([m.start_month, m.end_month]).toEqual([Math.min(...months), Math.max(...months)]);
      const sorted = [...loaded.entries].sort((x, y) => x.month - y.month);
      for (const [i, e] of sorted.entries()) {
        entries++;
        statuses.add(e.status);
        expect(calendar.fiscalMonthRange(start_year, e.month).start <= setup.current_date).toBe(true);
        if (e.status === "completed") {
          expect(canComplete(loaded.schedule, sorted, e.month), `milestone ${id} month ${e.month}`).toBe(
            true,
          );
          expect(i).toBe(sorted.length - 1);
        }
        const mine = reasons.filter((r) => r.milestone_id === id && r.month === e.month);
        if (reasonsRequired(loaded.schedule, sorted, e.month)) {
          withReasons++;
          expect(mine.length, `milestone ${id} month ${e.month}`).toBeGreaterThan(0);
        }
        expect(mine.length).toBeLessThanOrEqual(setup.reason_limit);
        for (const r of mine) expect(r.parent).toBe(r.main);
      }
    }
    expect(entries).toBeGreaterThan(milestoneIds.length);
    expect(withReasons).toBeGreaterThan(0);
    expect([...statuses].sort()).toEqual(["completed", "in_progress", "not_started"]);
  });

  it("stores the month status rows the progress module computes", async () => {
    const seeded = await statusRows();
    expect(seeded).toHaveLength(milestoneIds.length * 12);
    await t.database.db.transaction(async (tx) => {
      for (const id of milestoneIds) await recomputeMilestoneStatus(tx, id);
    });
    expect(await statusRows()).toEqual(seeded);
    expect(await countsDrift(t.database.db)).toEqual([]);
  });

  it("shows every dashboard band and rating in the reporting month, and pending work to the office and the secretary", async () => {
    const dashboard: Record<string, number>[] = okResponse(
      await t.as({ username: "admin" }).get("/api/dashboard/milestone-esthiti?type=activity&month_type=upto"),
    );
    const sum = (key: string) => dashboard.reduce((s, row) => s + row[key], 0);
    for (const band of BANDS) expect(sum(band), band).toBeGreaterThan(0);
    for (const rating of ["zero", "one", "two", "three", "four", "five"])
      expect(sum(`${rating}_rating`), rating).toBeGreaterThan(0);
    const entered: Record<string, number>[] = okResponse(
      await t.as({ username: "admin" }).get("/api/dashboard/milestone-esthiti?type=activity&month_type=in"),
    );
    expect(entered.reduce((s, row) => s + row.not_started + row.completed_and_achieved, 0)).toBeGreaterThan(
      0,
    );
    expect(
      okResponse(await t.as({ username: "office" }).get("/api/dashboard/pragati-notification")).total,
    ).toBeGreaterThan(0);
    expect(
      okResponse(await t.as({ username: "sachib" }).get("/api/dashboard/comment-notification")).total,
    ).toBeGreaterThan(0);
    expect(
      okResponse(await t.as({ username: "sachib" }).get("/api/dashboard/rating-notification")).total,
    ).toBeGreaterThan(0);
  });

  it("adds nothing when seeded again, and builds the same plans on every fresh start", async () => {
    const db = t.database.db;
    const before = await countAll();
    await seed(db, { demo: true });
    expect(await db.transaction((tx) => seedDemoPlans(tx))).toBe(false);
    expect(await countAll()).toEqual(before);

    const content = () =>
      rows(
        sql`SELECT o.code AS office, m.code, m.title, m.cumulative, m.annual_target::text,
                   (SELECT string_agg(x.month || ':' || x.target, ' ' ORDER BY x.month) FROM milestone_targets x WHERE x.milestone_id = m.id) AS targets,
                   (SELECT string_agg(e.month || ':' || e.status || ':' || e.achieved || ':' || coalesce(e.rating, -1) || ':' || (e.comment IS NULL), ' ' ORDER BY e.month)
                      FROM progress_entries e WHERE e.milestone_id = m.id) AS entries
              FROM milestones m JOIN offices o ON o.id = m.nikaya_id ORDER BY o.code, m.code`,
      );
    const first = await content();
    await db.transaction(async (tx) => {
      for (const table of [
        "milestone_month_status",
        "progress_reasons",
        "progress_entries",
        "milestone_targets",
        "milestones",
        "activities",
        "budget_heads",
        "policies",
      ])
        await tx.execute(sql.raw(`DELETE FROM ${table}`));
      expect(await seedDemoPlans(tx)).toBe(true);
    });
    expect(await content()).toEqual(first);
    expect(await countAll()).toEqual(before);
  });
});
