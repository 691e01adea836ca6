import { DEFAULT_ROLE_MENUS, VALID_MENU } from "@pragati/domain/access";
import { ZMenuItem, ZMenuUrls } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleBySlug } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("menus", () => {
  it("answers the allowed and valid menu of the caller's role", async () => {
    const res = await t.as({ username: "office" }).get("/api/menu/list/get-menu-url-by-role");
    expect(res.statusCode).toBe(200);
    const { menu, valid_menu } = ZMenuUrls.parse(res.json().response);
    expect(valid_menu).toEqual([...VALID_MENU]);
    expect(menu.sort()).toEqual([...DEFAULT_ROLE_MENUS.nikaya].sort());
    expect(menu).not.toContain("user");
    expect(menu).toContain("");
  });

  it("answers the sidebar items in the documented shape", async () => {
    const res = await t.as({ username: "office" }).get("/api/menu/list/get-by-role");
    const items = res.json().response.map((item: unknown) => ZMenuItem.parse(item));
    expect(items[0]).toMatchObject({ index: 0, title: "Dashboard", link: "", hasSub: false });
    const plans = items.find((i: { title: string }) => i.title === "Action plan");
    expect(plans.hasSub).toBe(true);
    expect(plans.subMenu.map((s: { link: string }) => s.link)).toContain("plans-policy");
    expect(items.some((i: { title: string }) => i.title === "Administration")).toBe(false);
  });

  it("gives admin every menu link, even links its stored rows lack", async () => {
    const admin = await roleBySlug(t.database.db, "admin");
    await t.database.db.execute(sql`DELETE FROM role_menus WHERE role_id = ${admin.id}`);
    const res = await t.as({ username: "admin" }).get("/api/menu/list/get-menu-url-by-role");
    expect(res.json().response.menu.sort()).toEqual([...VALID_MENU].sort());
  });

  it("opens a parent's hidden screens to a role whose stored menu predates them", async () => {
    const nikaya = await roleBySlug(t.database.db, "nikaya");
    await t.database.db.execute(
      sql`DELETE FROM role_menus WHERE link = 'plans-policy/adoption' AND role_id = ${nikaya.id}`,
    );
    const res = await t.as({ username: "office" }).get("/api/menu/list/get-menu-url-by-role");
    expect(res.json().response.menu).toEqual(
      expect.arrayContaining(["plans-policy", "plans-policy/adoption"]),
    );
  });

  it("refuses another role's menu to a user who cannot manage roles, and allows it to admin", async () => {
    const own = await t.as({ username: "office" }).get("/api/menu/list/get-menu-url-by-role");
    expect(own.statusCode).toBe(200);
    expect(
      (await t.as({ username: "office" }).get("/api/menu/list/get-menu-url-by-role?role_id=1")).statusCode,
    ).toBe(403);
    const asAdmin = await t.as({ username: "admin" }).get("/api/menu/list/get-by-role?role_id=3");
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().response.some((i: { title: string }) => i.title === "Administration")).toBe(false);
  });

  it("hides the dashboard-less monitoring admin nothing it needs", async () => {
    const res = await t.as({ username: "monitor-admin" }).get("/api/menu/list/get-menu-url-by-role");
    expect(res.json().response.menu).toEqual(expect.arrayContaining(["anugaman", "anugaman-team"]));
  });
});
