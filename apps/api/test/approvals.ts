import { expect } from "vitest";
import type { Db } from "../src/db/client";
import { buildOffice } from "./factories";
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

/**
 * The offices of a two-level approval chain: a ministry, a department below it, and `count` offices below
 * the department (their rows, in the order built).
 */
export const approvalChain = async (db: Db, count: number) => {
  const ministry = (await buildOffice(db)).id;
  const department = (await buildOffice(db, { parentId: ministry })).id;
  const offices = [];
  for (let i = 0; i < count; i++) offices.push(await buildOffice(db, { parentId: department }));
  return { ministry, department, offices };
};
