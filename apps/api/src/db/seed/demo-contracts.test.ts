import type { TContract, TContractRow, TPaged } from "@pragati/domain/contract";
import { CONTRACT_STATUSES, stageOrderProblems } from "@pragati/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo contracts", () => {
  it("cover every status, some late, varied, extended and multi-year, each with dates the stage rules accept", async () => {
    const page = okResponse<TPaged<TContractRow>>(
      await t.as(admin).get("/api/thekka/all", { query: { search: "DEMO/", per_page: 100 } }),
    );
    const rows = page.data;
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(CONTRACT_STATUSES));
    expect(rows.filter((row) => row.late).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.multi_year).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.current_amount !== row.contract_amount)).toBe(true);
    expect(rows.some((row) => row.revised_completion !== null)).toBe(true);
    for (const row of rows) {
      const contract = okResponse<TContract>(await t.as(admin).get(`/api/thekka/show/${row.id}`));
      expect(stageOrderProblems(contract.actual, "actual"), contract.number).toEqual([]);
      expect(stageOrderProblems(contract.planned, "planned"), contract.number).toEqual([]);
    }
  });

  it("show to the office of their projects", async () => {
    const page = okResponse<TPaged<TContractRow>>(
      await t
        .as({ username: "office" })
        .get("/api/thekka/all", { query: { search: "DEMO/", per_page: 100 } }),
    );
    expect(page.total).toBeGreaterThan(0);
  });
});
