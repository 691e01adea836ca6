import { expect } from "vitest";
import type { TestApp } from "./test-app";

type MonthKey = { stream: string; fiscal_year_id: number; month: number; office_id: number };

/**
 * Takes an office's month through the chain as admin, one step after the other (by default submitted and
 * approved at two levels), each through the API as a user would; every step must succeed.
 */
export const walkMonth = async (
  t: TestApp,
  key: MonthKey,
  steps: readonly string[] = ["submit", "approve", "approve"],
) => {
  for (const step of steps) {
    const res = await t.as({ username: "admin" }).post(`/api/approvals/${step}`, key);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  }
};
