import { ID_MESSAGE } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, sql } from "../src/db/client";
import { okResponse, type TestResponse } from "./client";
import { admin } from "./demo-users";
import { buildUser, fiscalYears, roleBySlug } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spellings a number coercion read as an id (16, 1, 1, 3, 1, 1, 1, 1) and the id rule refuses. */
const MALFORMED = ["0x10", " 1", "1e0", "3.0", "01", "+1", "1 ", "0b1"];

const expectIdRefusal = (res: TestResponse, field: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.data.message_np).toBeTruthy();
  expect(res.data.errors[field]).toEqual([ID_MESSAGE.en]);
  expect(res.data.errors_np[field]).toEqual([ID_MESSAGE.np]);
};

const userExists = async (id: number) =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users WHERE id = ${id}`)
  )[0].n === 1;

describe("ids in paths and query strings are canonical decimal digits", () => {
  it("refuses DELETE /api/user/delete/0x10 with 422 and deletes nobody", async () => {
    // Users up to id 16 exist, so a coerced 0x10 would reach one.
    let victim = await buildUser(t.database.db, { role: "anugaman_karta" });
    while (victim.id < 16) victim = await buildUser(t.database.db, { role: "anugaman_karta" });
    const hex = `0x${victim.id.toString(16)}`;
    expectIdRefusal(await t.as(admin).delete(`/api/user/delete/${hex}`), "id");
    expect(await userExists(victim.id)).toBe(true);
  });

  it("refuses every malformed spelling in a path, on reads and writes of several modules", async () => {
    for (const bad of MALFORMED) {
      const id = encodeURIComponent(bad);
      expectIdRefusal(await t.as(admin).get(`/api/user/show/${id}`), "id");
      expectIdRefusal(await t.as(admin).get(`/api/nikaya/show/${id}`), "id");
      expectIdRefusal(await t.as(admin).get(`/api/notices/show/${id}`), "id");
      expectIdRefusal(await t.as(admin).delete(`/api/role/delete/${id}`), "id");
      expectIdRefusal(await t.as(admin).post(`/api/permission/update/${id}`, { permissions: [] }), "role_id");
    }
  });

  it("refuses every malformed spelling in a query id, the header's fiscal year included", async () => {
    for (const bad of MALFORMED) {
      expectIdRefusal(await t.as(admin).get("/api/user/all", { query: { role_id: bad } }), "role_id");
      expectIdRefusal(
        await t.as(admin).get("/api/user/all", { query: { fiscal_year_id: bad } }),
        "fiscal_year_id",
      );
      expectIdRefusal(
        await t.as(admin).get("/api/geo/districts", { query: { province_id: bad } }),
        "province_id",
      );
      expectIdRefusal(
        await t.as(admin).get("/api/nikaya/all", { query: { children_of: bad } }),
        "children_of",
      );
      // One id or a list of them.
      expectIdRefusal(await t.as(admin).get("/api/nikaya/all", { query: { parent_id: bad } }), "parent_id");
    }
  });

  it("answers the canonical spelling as before", async () => {
    const victim = await buildUser(t.database.db, { role: "anugaman_karta" });
    expect(okResponse(await t.as(admin).get(`/api/user/show/${victim.id}`)).id).toBe(victim.id);
    const role = await roleBySlug(t.database.db, "anugaman_karta");
    const listed = okResponse(
      await t.as(admin).get("/api/user/all", { query: { role_id: String(role.id) } }),
    );
    expect(listed.data.length).toBeGreaterThan(0);
    const { current } = await fiscalYears(t.database.db);
    okResponse(await t.as(admin).get("/api/user/all", { query: { fiscal_year_id: String(current) } }));
    // Bagmati, province 3, has 13 districts.
    expect(
      okResponse(await t.as(admin).get("/api/geo/districts", { query: { province_id: "3" } })).length,
    ).toBe(13);
  });

  it("keeps the range check for a canonical id beyond PostgreSQL's integer", async () => {
    const res = await t.as(admin).get("/api/user/show/2147483648");
    expect(res.statusCode, res.body).toBe(422);
    expect(res.data.errors.id).toEqual(["Must be at most 2147483647."]);
  });
});
