import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { treasuryGapOf } from "./treasury-gap-sql";

/**
 * The one budget-against-progress rule, evaluated by the database it runs in (PGlite and PostgreSQL)
 * on figures whose answers are worked by hand below. The routes' tests read it through the project
 * summary, the project list and the data-quality checks.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Figures = { budget: number | null; expense: number | null; financial: number | null; limit?: number };

/** The rule on one row: budget and expense in rupees (null: no treasury row), financial % and limit. */
const rule = async ({ budget, expense, financial, limit = 10 }: Figures) => {
  const [row] = await queryRows<{
    treasury_percent: number | null;
    treasury_gap: number | null;
    treasury_flagged: boolean;
  }>(
    t.database.db,
    sql`SELECT g.treasury_percent, g.treasury_gap, g.treasury_flagged
          FROM (SELECT ${budget}::numeric AS budget, ${expense}::numeric AS expense) x
          CROSS JOIN ${treasuryGapOf({
            budget: sql`x.budget`,
            expense: sql`x.expense`,
            financialPercent: sql`${financial}`,
            limit: sql`${limit}::int`,
          })} g`,
  );
  return row!;
};

describe("budget against progress", () => {
  it("gives no treasury % (never 0 %) without rows or budget, else expense over budget to two places", async () => {
    expect((await rule({ budget: null, expense: null, financial: 20 })).treasury_percent).toBeNull();
    expect((await rule({ budget: 0, expense: 5, financial: 20 })).treasury_percent).toBeNull();
    // 120,000 / 300,000 = 0.4 exactly.
    expect((await rule({ budget: 300_000, expense: 120_000, financial: null })).treasury_percent).toBe(40);
    // 103,000 / 210,000 = 0.490476..., 49.0476 % to two places.
    expect((await rule({ budget: 210_000, expense: 103_000, financial: null })).treasury_percent).toBe(49.05);
    // A refund: -5 / 100.
    expect((await rule({ budget: 100, expense: -5, financial: null })).treasury_percent).toBe(-5);
    // Exact halves round away from zero: -100 / 80,000 = -0.125 %, 0.57 / 8 = 7.125 % (a float gives -0.12, 7.12).
    expect((await rule({ budget: 80_000, expense: -100, financial: null })).treasury_percent).toBe(-0.13);
    expect((await rule({ budget: 8, expense: 0.57, financial: null })).treasury_percent).toBe(7.13);
  });

  it("flags a gap larger than the limit either way, and none without both figures", async () => {
    // Treasury 40 % (40 of 100) against financial 25 %: 15 points, beyond 10.
    expect(await rule({ budget: 100, expense: 40, financial: 25 })).toEqual({
      treasury_percent: 40,
      treasury_gap: 15,
      treasury_flagged: true,
    });
    // 20 % against 35.5 %: -15.5 points, beyond 10 the other way.
    expect(await rule({ budget: 100, expense: 20, financial: 35.5 })).toEqual({
      treasury_percent: 20,
      treasury_gap: -15.5,
      treasury_flagged: true,
    });
    // 30 % against 20 %: 10 points, not beyond 10.
    expect(await rule({ budget: 100, expense: 30, financial: 20 })).toEqual({
      treasury_percent: 30,
      treasury_gap: 10,
      treasury_flagged: false,
    });
    // The same 10 points beyond a limit of 9.
    expect((await rule({ budget: 100, expense: 30, financial: 20, limit: 9 })).treasury_flagged).toBe(true);
    // No treasury figure, or no financial %: no gap.
    expect(await rule({ budget: null, expense: null, financial: 20 })).toEqual({
      treasury_percent: null,
      treasury_gap: null,
      treasury_flagged: false,
    });
    expect(await rule({ budget: 100, expense: 40, financial: null })).toEqual({
      treasury_percent: 40,
      treasury_gap: null,
      treasury_flagged: false,
    });
  });
});
