import {
  DEFAULT_ROLE_MENUS,
  menuLinks,
  PERMISSION_NAMES,
  ROLE_SLUGS,
  VALID_MENU,
} from "@pragati/domain/access";
import { ZPermissionMatrix, ZRoleMenu, ZRoleRow } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, countRows, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, "admin");
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, payload, headers: bearer(token) });
const del = (url: string, token: string) => t.app.inject({ method: "DELETE", url, headers: bearer(token) });

const roleId = async (slug: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM roles WHERE slug = ${slug}`))[0].id;
const permissionsOf = async (slug: string) =>
  (
    await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
           JOIN roles r ON r.id = rp.role_id WHERE r.slug = ${slug} ORDER BY p.id`,
    )
  ).map((p) => p.name);
const menuOf = async (id: number) =>
  (await queryRows<{ link: string }>(t.database.db, sql`SELECT link FROM role_menus WHERE role_id = ${id}`))
    .map((m) => m.link)
    .sort();

const newRole = (overrides: Record<string, unknown> = {}) => ({
  name: "Field officer",
  name_np: "क्षेत्रीय अधिकृत",
  slug: `field-officer-${Math.random().toString(36).slice(2, 8)}`,
  description: "Visits project sites",
  ...overrides,
});

describe("roles, menus and permissions: who may call", () => {
  const calls = [
    ["GET", "/api/role/all"],
    ["GET", "/api/role/show/1"],
    ["POST", "/api/role/store"],
    ["POST", "/api/role/update/1"],
    ["DELETE", "/api/role/delete/1"],
    ["GET", "/api/role/menu/1"],
    ["POST", "/api/role/menu/update/1"],
    ["GET", "/api/permission/matrix"],
    ["POST", "/api/permission/update/1"],
  ] as const;

  it("answers 401 without a token", async () => {
    for (const [method, url] of calls)
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
  });

  it("answers 403 to every role but admin (role.manage)", async () => {
    for (const username of ["office", "sachib", "project", "monitor-admin", "reviewer"]) {
      const token = await loginAs(t.app, username);
      for (const [method, url] of calls)
        expect(
          (await t.app.inject({ method, url, payload: {}, headers: bearer(token) })).statusCode,
          `${username} ${url}`,
        ).toBe(403);
    }
  });
});

describe("roles", () => {
  it("lists the seven built-in roles with their user and permission counts", async () => {
    const page = (await get("/api/role/all?per_page=30", admin)).json().response;
    const rows = page.data.map((row: unknown) => ZRoleRow.parse(row));
    expect(rows.map((r: { slug: string }) => r.slug)).toEqual(expect.arrayContaining([...ROLE_SLUGS]));
    const nikaya = rows.find((r: { slug: string }) => r.slug === "nikaya");
    expect(nikaya).toMatchObject({ name: "Office", name_np: "निकाय", built_in: true, status: true });
    expect(nikaya.user_count).toBeGreaterThanOrEqual(2);
    expect(rows.find((r: { slug: string }) => r.slug === "admin").permission_count).toBe(
      PERMISSION_NAMES.length,
    );
    const searched = (await get(`/api/role/all?search=${encodeURIComponent("सचिव")}`, admin)).json().response;
    expect(searched.data.map((r: { slug: string }) => r.slug)).toEqual(["sachib"]);
  });

  it("creates a role that starts with the dashboard and the notice bell, and logs it", async () => {
    const res = await post("/api/role/store", admin, newRole({ slug: "district-coordinator" }));
    expect(res.statusCode).toBe(200);
    const role = ZRoleRow.parse(res.json().response);
    expect(role).toMatchObject({
      slug: "district-coordinator",
      built_in: false,
      user_count: 0,
      permission_count: 2,
    });
    expect(await permissionsOf("district-coordinator")).toEqual(["dashboard.view", "notice.view"]);
    expect(await menuOf(role.id)).toEqual([""]);
    const [log] = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE entity = 'role' AND entity_id = ${String(role.id)}`,
    );
    expect(log.action).toBe("create");
  });

  it("refuses a bad or taken slug and missing names in both languages, storing nothing", async () => {
    const before = await countRows(t.database.db, "roles");
    for (const [slug, message] of [
      ["Field Officer", "lower-case letters and digits"],
      ["-officer", "lower-case letters and digits"],
      ["a", "2 to 50 characters"],
      ["admin", "already used"],
      ["district-coordinator", "already used"],
    ] as const) {
      const res = await post("/api/role/store", admin, newRole({ slug }));
      expect(res.statusCode, slug).toBe(422);
      expect(res.json().errors.slug[0], slug).toContain(message);
      expect(res.json().errors_np.slug[0], slug).toMatch(/स्लग/);
    }
    const names = await post("/api/role/store", admin, newRole({ name: " ", name_np: "" }));
    expect(names.json().errors).toEqual({
      name: ["The name is required."],
      name_np: ["The Nepali name is required."],
    });
    expect(names.json().errors_np.name_np).toEqual(["नेपाली नाम आवश्यक छ।"]);
    const short = await post("/api/role/store", admin, newRole({ slug: "a" }));
    expect(short.json().errors_np.slug[0]).toContain("२ देखि ५०");
    expect(await countRows(t.database.db, "roles")).toBe(before);
  });

  it("keeps the built-in roles: slug fixed (409), admin always enabled (409), never deleted (409)", async () => {
    const nikaya = await roleId("nikaya");
    const renamed = await post(`/api/role/update/${nikaya}`, admin, {
      name: "Office staff",
      name_np: "निकाय कर्मचारी",
      slug: "nikaya",
      description: "Keeps the plan",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().response).toMatchObject({ name: "Office staff", slug: "nikaya" });

    const slug = await post(`/api/role/update/${nikaya}`, admin, {
      name: "Office",
      name_np: "निकाय",
      slug: "office",
    });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message_np).toContain("स्लग");

    const adminRole = await roleId("admin");
    const disable = await post(`/api/role/update/${adminRole}`, admin, {
      name: "Admin",
      name_np: "प्रशासक",
      slug: "admin",
      status: false,
    });
    expect(disable.statusCode).toBe(409);

    for (const slug of ROLE_SLUGS) {
      const res = await del(`/api/role/delete/${await roleId(slug)}`, admin);
      expect(res.statusCode, slug).toBe(409);
    }
    expect(await countRows(t.database.db, "roles")).toBeGreaterThanOrEqual(ROLE_SLUGS.length);
  });

  it("deletes an unused role, and answers 409 while users hold it", async () => {
    const created = (await post("/api/role/store", admin, newRole())).json().response;
    await t.database.db.execute(
      sql`UPDATE users SET role_id = ${created.id} WHERE id = ${(await buildUser(t.database.db, { role: "nikaya" })).id}`,
    );
    const held = await del(`/api/role/delete/${created.id}`, admin);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain("1 user(s)");
    expect(held.json().message_np).toContain("१ प्रयोगकर्ता");

    const unused = (await post("/api/role/store", admin, newRole())).json().response;
    expect((await del(`/api/role/delete/${unused.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/role/show/${unused.id}`, admin)).statusCode).toBe(404);
  });
});

describe("role menus", () => {
  it("answers the sidebar links of a role; admin's is every link and not editable", async () => {
    const nikaya = ZRoleMenu.parse(
      (await get(`/api/role/menu/${await roleId("nikaya")}`, admin)).json().response,
    );
    expect(nikaya.editable).toBe(true);
    expect(nikaya.links).toContain("plans-policy");
    expect(nikaya.links).not.toContain("plans-policy/budget-head");
    expect(nikaya.links).not.toContain("user");
    const adminMenu = ZRoleMenu.parse(
      (await get(`/api/role/menu/${await roleId("admin")}`, admin)).json().response,
    );
    expect(adminMenu).toMatchObject({ editable: false, links: menuLinks() });
    const refused = await post(`/api/role/menu/update/${await roleId("admin")}`, admin, { links: [""] });
    expect(refused.statusCode).toBe(409);
    expect(await menuOf(await roleId("admin"))).toEqual([...VALID_MENU].sort());
  });

  it("saves a menu with the hidden screens following their parent, and refuses unknown links", async () => {
    const role = (await post("/api/role/store", admin, newRole())).json().response;
    const bad = await post(`/api/role/menu/update/${role.id}`, admin, {
      links: ["nikaya", "no-such-screen"],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.links).toEqual(["Unknown menu links: no-such-screen"]);
    expect(await menuOf(role.id)).toEqual([""]);

    const saved = await post(`/api/role/menu/update/${role.id}`, admin, {
      links: ["", "nikaya", "ayojana", "nikaya"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response.links).toEqual(["", "ayojana", "nikaya"]);
    expect(await menuOf(role.id)).toEqual(["", "ayojana", "ayojana-summary", "nikaya", "nikaya/profile"]);
  });
});

describe("permission matrix", () => {
  it("answers every permission with its area and both titles, against every role; admin's column locked and full", async () => {
    const matrix = ZPermissionMatrix.parse((await get("/api/permission/matrix", admin)).json().response);
    expect(matrix.permissions.map((p) => p.name)).toEqual(PERMISSION_NAMES);
    expect(matrix.permissions.find((p) => p.name === "plan.create")).toMatchObject({
      area: "plan",
      title: "Create plan entries",
      title_np: "कार्ययोजना थप्ने",
    });
    const adminColumn = matrix.roles.find((r) => r.slug === "admin");
    expect(adminColumn).toMatchObject({ locked: true, permissions: PERMISSION_NAMES });
    expect(matrix.roles.find((r) => r.slug === "nikaya")?.locked).toBe(false);
  });

  it("refuses unknown permissions (422) and admin's column (409), changing nothing", async () => {
    const before = await permissionsOf("reviewer");
    const unknown = await post(`/api/permission/update/${await roleId("reviewer")}`, admin, {
      permissions: ["dashboard.view", "root.everything"],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual(["Unknown permissions: root.everything"]);
    expect(unknown.json().errors_np.permissions).toEqual(["अज्ञात अनुमति: root.everything"]);
    expect(await permissionsOf("reviewer")).toEqual(before);
    const locked = await post(`/api/permission/update/${await roleId("admin")}`, admin, { permissions: [] });
    expect(locked.statusCode).toBe(409);
    expect(await permissionsOf("admin")).toEqual(PERMISSION_NAMES);
  });

  it("applies a permission and a menu change to the role's users at their next request, and back", async () => {
    const office = await loginAs(t.app, "office");
    const nikaya = await roleId("nikaya");
    const original = await permissionsOf("nikaya");
    expect((await get("/api/activity-logs/all", office)).statusCode).toBe(403);
    const menuBefore = (await get("/api/menu/list/get-menu-url-by-role", office)).json().response.menu;
    expect(menuBefore).not.toContain("activity-logs");

    const granted = await post(`/api/permission/update/${nikaya}`, admin, {
      permissions: [...original, "activity-log.view"],
    });
    expect(granted.statusCode).toBe(200);
    expect(
      ZPermissionMatrix.parse(granted.json().response).roles.find((r) => r.id === nikaya)?.permissions,
    ).toContain("activity-log.view");
    expect((await get("/api/activity-logs/all", office)).statusCode).toBe(200);
    expect((await get("/api/profile/get-profile", office)).json().response.profile.permissions).toContain(
      "activity-log.view",
    );

    const links = (await get(`/api/role/menu/${nikaya}`, admin)).json().response.links;
    expect(
      (await post(`/api/role/menu/update/${nikaya}`, admin, { links: [...links, "activity-logs"] }))
        .statusCode,
    ).toBe(200);
    expect((await get("/api/menu/list/get-menu-url-by-role", office)).json().response.menu).toContain(
      "activity-logs",
    );
    const sidebar = (await get("/api/menu/list/get-by-role", office)).json().response;
    const administration = sidebar.find((item: { title: string }) => item.title === "Administration");
    expect(administration.subMenu.map((s: { link: string }) => s.link)).toEqual(["activity-logs"]);

    await post(`/api/permission/update/${nikaya}`, admin, { permissions: original });
    await post(`/api/role/menu/update/${nikaya}`, admin, { links });
    expect((await get("/api/activity-logs/all", office)).statusCode).toBe(403);
    expect((await get("/api/menu/list/get-menu-url-by-role", office)).json().response.menu.sort()).toEqual(
      [...DEFAULT_ROLE_MENUS.nikaya].sort(),
    );
  });

  it("lets a non-admin holder of role.manage grant only permissions they hold", async () => {
    const sachibRole = await roleId("sachib");
    const own = await permissionsOf("sachib");
    expect(
      (await post(`/api/permission/update/${sachibRole}`, admin, { permissions: [...own, "role.manage"] }))
        .statusCode,
    ).toBe(200);
    const sachib = await loginAs(t.app, "sachib");
    const reviewer = await roleId("reviewer");
    const before = await permissionsOf("reviewer");
    const res = await post(`/api/permission/update/${reviewer}`, sachib, {
      permissions: [...before, "lock.manage", "report.view"],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.permissions).toEqual([
      "You may grant only permissions you hold yourself: lock.manage",
    ]);
    expect(await permissionsOf("reviewer")).toEqual(before);
    expect(
      (await post(`/api/permission/update/${reviewer}`, sachib, { permissions: [...before, "report.view"] }))
        .statusCode,
    ).toBe(200);
  });
});
