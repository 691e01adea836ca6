import { MAX_PER_PAGE } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("page sizes", () => {
  it("refuses a page larger than the cap on every paged list with 422 in both languages", async () => {
    expect(lists.length).toBeGreaterThan(30);
    for (const path of lists) {
      const res = await t.as({ username: "admin" }).get(path, { query: { per_page: 100_000 } });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(422);
      expect(res.data.errors.per_page).toEqual([`Must be at most ${MAX_PER_PAGE}.`]);
      expect(res.data.errors_np.per_page).toEqual(["बढीमा १००० हुनुपर्छ।"]);
    }
  });

  it("answers a page of the cap", async () => {
    const res = await t.as({ username: "admin" }).get("/api/user/all", { query: { per_page: MAX_PER_PAGE } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response.per_page).toBe(MAX_PER_PAGE);
  });
});
