import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One past PostgreSQL's largest integer: no row can have it, and the database refuses to compare it. */
const TOO_LARGE = 2 ** 31;

describe("ids beyond PostgreSQL's integer range", () => {
  it("answer 422 in a body, a path or a query, never 500", async () => {
    const store = await t
      .as(admin)
      .post("/api/notices/store", { title: "Too large", role_ids: [TOO_LARGE], nikaya_ids: [TOO_LARGE] });
    expect(store.statusCode, store.body).toBe(422);
    expect(Object.keys(store.data.errors)).toEqual(expect.arrayContaining(["role_ids.0", "nikaya_ids.0"]));
    for (const url of [
      `/api/notices/show/${TOO_LARGE}`,
      `/api/outbox/all?source_id=${TOO_LARGE}`,
      `/api/complaint/all?nikaya_id=${TOO_LARGE}`,
      `/api/menu/list/get-by-role?role_id=${TOO_LARGE}`,
      `/api/notices/all?fiscal_year_id=${TOO_LARGE}`,
    ]) {
      const res = await t.as(admin).get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
    }
  });

  it("still accept the largest one, which is simply not found", async () => {
    const res = await t.as(admin).get(`/api/notices/show/${TOO_LARGE - 1}`);
    expect(res.statusCode).toBe(404);
  });
});
