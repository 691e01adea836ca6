import { DECISION_STATUSES } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = {
  status: string;
  overdue: boolean;
  latest_report_state: string | null;
  can_report: boolean;
  can_review: boolean;
  reporting_office: { name: string };
};
const decisionsOf = async (username: string, query: Record<string, string | number> = {}) =>
  okResponse<{ data: Row[] }>(
    await t.as({ username }).get("/api/meetings/decisions/all", { query: { per_page: 100, ...query } }),
  ).data;

describe("demo meetings", () => {
  it("show decisions in every status, some overdue, with reports accepted, returned and waiting", async () => {
    const all = await decisionsOf("admin");
    expect(new Set(all.map((d) => d.status))).toEqual(new Set(DECISION_STATUSES));
    expect(all.some((d) => d.overdue)).toBe(true);
    expect(new Set(all.map((d) => d.latest_report_state))).toEqual(
      new Set([null, "accepted", "returned", "submitted"]),
    );
    // The roads office has decisions to report; the MoPIT secretariat has one report to review.
    const roads = await decisionsOf("office", { state: "to_report" });
    expect(roads.length).toBeGreaterThan(0);
    expect(roads.every((d) => d.can_report && d.reporting_office.name === "Department of Roads")).toBe(true);
    const review = await decisionsOf("sachib", { state: "to_review" });
    expect(review).toHaveLength(1);
    expect(review[0].can_review).toBe(true);
  });

  it("fill the decision reports: every aging bucket, an implementation rate and a decision linked to a project, a milestone and an indicator", async () => {
    const query = { group_by: "fiscal_year" };
    const aging = okResponse<{ totals: { counts: Record<string, number> } }>(
      await t.as({ username: "sachib" }).get("/api/reports/meetings/decision-aging", { query }),
    );
    for (const bucket of ["d0_30", "d31_60", "d61_90", "d90_plus"])
      expect(aging.totals.counts[bucket], bucket).toBeGreaterThan(0);
    const rate = okResponse<{ totals: { counts: Record<string, number>; values: Record<string, number> } }>(
      await t.as({ username: "sachib" }).get("/api/reports/meetings/implementation-rate", { query }),
    );
    expect(rate.totals.counts.implemented).toBeGreaterThan(0);
    expect(rate.totals.values.implementation_rate).toBeGreaterThan(0);
    const pending = okResponse<{ total: number }>(
      await t.as({ username: "sachib" }).get("/api/reports/meetings/pending-decisions"),
    );
    expect(pending.total).toBeGreaterThan(0);
    const linked = okResponse<{
      data: {
        project: { id: number } | null;
        milestone: { id: number } | null;
        indicator: { id: number } | null;
      }[];
    }>(await t.as({ username: "admin" }).get("/api/meetings/decisions/all", { query: { per_page: 100 } }));
    expect(linked.data.some((d) => d.project !== null && d.milestone !== null && d.indicator !== null)).toBe(
      true,
    );
  });
});
