import { ZActivityLogRow, ZColumnSetting } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, countRows, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("activity log", () => {
  it("lists writes newest first with who, office, action and entity, paged", async () => {
    await loginAs(t.app, "office");
    const token = await loginAs(t.app, "admin");
    const res = await t.as(token).get("/api/activity-logs/all?per_page=10&page_no=1");
    expect(res.statusCode).toBe(200);
    const page = res.json().response;
    expect(page).toMatchObject({ current_page: 1, per_page: 10, search: "" });
    const rows = page.data.map((row: unknown) => ZActivityLogRow.parse(row));
    expect(rows[0]).toMatchObject({ action: "login", entity: "user", user_name: "System Administrator" });
    expect(rows[1]).toMatchObject({
      action: "login",
      user_name: "Ram Thapa",
      nikaya_name: "Department of Roads",
    });
    expect(page.total).toBe(rows.length);
  });

  it("filters by action and entity and searches by name", async () => {
    const token = await loginAs(t.app, "admin");
    await t
      .as(token)
      .post("/api/column-settings/store", { table_key: "users", columns: [{ key: "name", visible: true }] });
    const updates = (
      await t.as(token).get("/api/activity-logs/all?action=update&entity=column_settings")
    ).json().response;
    expect(updates.total).toBe(1);
    expect(updates.data[0]).toMatchObject({
      entity_id: "users",
      changes: { columns: [{ key: "name", visible: true }] },
    });
    const searched = (
      await t.as(token).get(`/api/activity-logs/all?search=${encodeURIComponent("Ram Th")}`)
    ).json().response;
    expect(searched.data.every((r: { user_name: string }) => r.user_name === "Ram Thapa")).toBe(true);
    expect(searched.total).toBeGreaterThan(0);
  });

  it("pages: page 2 of size 1 holds the second row, and past the end is empty with the right total", async () => {
    const token = await loginAs(t.app, "admin");
    const all = (await t.as(token).get("/api/activity-logs/all?per_page=30")).json().response;
    const second = (await t.as(token).get("/api/activity-logs/all?per_page=1&page_no=2")).json().response;
    expect(second.data[0].id).toBe(all.data[1].id);
    expect(second).toMatchObject({ from: 2, to: 2, total: all.total, last_page: all.total });
    const past = (await t.as(token).get("/api/activity-logs/all?per_page=10&page_no=999")).json().response;
    expect(past).toMatchObject({ data: [], from: null, to: null, total: all.total });
  });

  it("refuses every role but admin with 403", async () => {
    for (const username of ["office", "sachib", "monitor-admin"]) {
      const res = await t.as({ username }).get("/api/activity-logs/all");
      expect(res.statusCode, username).toBe(403);
    }
  });

  it("refuses a bad page size with 422", async () => {
    const token = await loginAs(t.app, "admin");
    const res = await t.as(token).get("/api/activity-logs/all?per_page=0");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.per_page).toBeDefined();
  });
});

describe("column settings", () => {
  it("are saved per user and empty until saved", async () => {
    const a = await buildUser(t.database.db, { role: "nikaya" });
    const b = await buildUser(t.database.db, { role: "nikaya" });
    const ta = await loginAs(t.app, a.username);
    const tb = await loginAs(t.app, b.username);
    const columns = [
      { key: "title", visible: true },
      { key: "activity_point", visible: false },
    ];
    const saved = await t.as(ta).post("/api/column-settings/store", { table_key: "milestone", columns });
    expect(saved.statusCode).toBe(200);
    const mine = await t.as(ta).get("/api/column-settings/show/milestone");
    expect(ZColumnSetting.parse(mine.json().response).columns).toEqual(columns);
    const theirs = await t.as(tb).get("/api/column-settings/show/milestone");
    expect(theirs.json().response.columns).toEqual([]);
  });

  it("refuses a malformed setting and stores nothing", async () => {
    const token = await loginAs(t.app, "office");
    const before = await countRows(t.database.db, "column_settings");
    const res = await t
      .as(token)
      .post("/api/column-settings/store", { table_key: "", columns: [{ key: "x" }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("table_key");
    expect(res.json().errors).toHaveProperty("columns.0.visible");
    expect(await countRows(t.database.db, "column_settings")).toBe(before);
  });
});
