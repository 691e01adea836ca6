import { POINT_AGING_MEASURES, type TVisitStateReport } from "@pragati/domain/contract";
import { ACTION_POINT_STATUSES, VISIT_STATES } from "@pragati/domain/monitoring";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { fiscalYears } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo monitoring visits", () => {
  it("shows a visit in every state, the monitor's involvement and warning, and the office's overdue point", async () => {
    const states = await queryRows<{ state: string }>(
      t.database.db,
      sql`SELECT DISTINCT state FROM monitoring_visits ORDER BY state`,
    );
    expect(states.map((row) => row.state)).toEqual([...VISIT_STATES].sort());
    const merged = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM monitoring_visits s JOIN monitoring_visits m ON m.id = s.merged_into_id
           WHERE m.is_merged`,
    );
    expect(merged[0].n).toBe(2);
    const involved = (await t.as({ username: "monitor" }).get("/api/notifications/anugaman/involved")).json();
    expect(involved.data).toBeGreaterThanOrEqual(7);
    expect(involved.meta.incomplete).toBeGreaterThanOrEqual(1);
    const overdue = okResponse<{ data: { overdue: boolean; days_overdue: number; aging: string }[] }>(
      await t
        .as({ username: "office" })
        .get("/api/anugaman/action-points/all", { query: { overdue: "yes", per_page: 100 } }),
    );
    expect(overdue.data.length).toBeGreaterThanOrEqual(2);
    expect(overdue.data.every((p) => p.overdue && p.days_overdue > 0)).toBe(true);
    // Each point's age bucket, counted here from its days overdue (the demo has points 10 and 45 days late).
    const bucketOf = (days: number) =>
      days <= 30 ? "d0_30" : days <= 60 ? "d31_60" : days <= 90 ? "d61_90" : "d90_plus";
    expect(overdue.data.map((p) => p.aging)).toEqual(overdue.data.map((p) => bucketOf(p.days_overdue)));
    expect(new Set(overdue.data.map((p) => p.aging))).toEqual(
      new Set(["d0_30", "d31_60", "d61_90", "d90_plus"]),
    );
  });

  it("puts every visit state, with a closed and a cancelled visit with its reason, in the current fiscal year", async () => {
    const current = (await fiscalYears(t.database.db)).current;
    const rows = await queryRows<{ state: string; state_reason: string }>(
      t.database.db,
      sql`SELECT state, state_reason FROM monitoring_visits WHERE fiscal_year_id = ${current}`,
    );
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(VISIT_STATES));
    expect(rows.some((row) => row.state === "closed")).toBe(true);
    expect(rows.filter((row) => row.state === "cancelled").every((row) => row.state_reason.length > 0)).toBe(
      true,
    );
    // The visits-by-state report (the current year by default) shows a count in every state's column.
    const byState = okResponse<TVisitStateReport>(
      await t.as({ username: "monitor-admin" }).get("/api/reports/anugaman/visits-by-state"),
    );
    for (const state of VISIT_STATES) expect(byState.totals.counts[state], state).toBeGreaterThanOrEqual(1);
  });

  it("has action points in every status and the aging report shows every column", async () => {
    const statuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT DISTINCT status FROM monitoring_action_points`,
    );
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(ACTION_POINT_STATUSES));
    const aging = okResponse<TVisitStateReport>(
      await t.as({ username: "monitor-admin" }).get("/api/reports/anugaman/action-point-aging"),
    );
    for (const measure of POINT_AGING_MEASURES)
      expect(aging.totals.counts[measure], measure).toBeGreaterThanOrEqual(1);
  });
});
