import { MAX_PER_PAGE, MAX_TREND_OFFICES } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../src/db/client";
import { okResponse } from "./client";
import { admin } from "./demo-users";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let lists: string[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  lists = Object.entries(doc.paths)
    .filter(([, methods]) => methods.get?.parameters?.some((p) => p.in === "query" && p.name === "per_page"))
    // A setup list's name in its path; ids elsewhere.
    .map(([path]) => path.replace("{list}", "units").replace(/\{[^}]+\}/g, "1"));
});
afterAll(() => t.close());

/** Lists with a smaller cap of their own: the dashboard's cards, at most a few pages of them. */
const OWN_CAPS: Record<string, number> = { "/api/dashboard/cards": MAX_TREND_OFFICES };

describe("page sizes", () => {
  it("clamps a page larger than the cap on every paged list and tells the size used", async () => {
    expect(lists.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const path of lists) {
      const res = await t.as(admin).get(path, { query: { per_page: 100_000 } });
      // A list may refuse the call for its own required filters; the page size is never the reason.
      expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 422) expect(res.data.errors?.per_page, `${path}: ${res.body}`).toBeUndefined();
      const perPage = res.data?.response?.per_page;
      if (res.statusCode === 200 && perPage !== undefined) {
        expect(perPage, path).toBe(OWN_CAPS[path] ?? MAX_PER_PAGE);
        answered.push(path);
      }
    }
    expect(answered.length, answered.join("\n")).toBeGreaterThan(30);
  });

  it("answers the fiscal years with a very large per_page, as SPEC.md section 7's client reads them", async () => {
    const page = okResponse(
      await t.as(admin).get("/api/presets/fiscalyear/all", { query: { per_page: 100_000 } }),
    );
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM fiscal_years`,
    );
    expect(page.per_page).toBe(MAX_PER_PAGE);
    expect(page.data).toHaveLength(stored.n);
    expect(page.total).toBe(stored.n);
    expect(page.last_page).toBe(1);
  });

  it("answers a page of the cap, and clamps one above it to the cap's rows", async () => {
    const atCap = okResponse(await t.as(admin).get("/api/user/all", { query: { per_page: MAX_PER_PAGE } }));
    expect(atCap.per_page).toBe(MAX_PER_PAGE);
    const above = okResponse(
      await t.as(admin).get("/api/user/all", { query: { per_page: MAX_PER_PAGE + 1 } }),
    );
    expect(above.per_page).toBe(MAX_PER_PAGE);
    expect(above.data.map((u: { id: number }) => u.id)).toEqual(atCap.data.map((u: { id: number }) => u.id));
  });

  it("still refuses a page size that is not a positive whole number", async () => {
    for (const bad of ["0", "-5", "2.5", "many"]) {
      const res = await t.as(admin).get("/api/user/all", { query: { per_page: bad } });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(422);
      expect(res.data.errors.per_page).toBeDefined();
      expect(res.data.errors_np.per_page).toBeDefined();
    }
  });
});
