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
import { admin } from "../../../test/demo-users";
import {
  buildUser,
  countRows,
  grantMenu,
  loginAs,
  roleBySlug,
  roleMenuLinks,
  rolePermissionNames,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
      expect((await t.anonymous.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
  });

  it("answers 403 to every role but admin (role.manage)", async () => {
    for (const username of ["office", "sachib", "project", "monitor-admin", "reviewer"]) {
      const token = await loginAs(t.app, username);
      for (const [method, url] of calls)
        expect(
          (await t.as(token).inject({ method, url, payload: {} })).statusCode,
          `${username} ${url}`,
        ).toBe(403);
    }
  });
});

describe("roles", () => {
  it("lists the seven built-in roles with their user and permission counts", async () => {
    const page = (await t.as(admin).get("/api/role/all?per_page=30")).json().response;
    const rows = page.data.map((row: unknown) => ZRoleRow.parse(row));
    expect(rows.map((r: { slug: string }) => r.slug)).toEqual(expect.arrayContaining([...ROLE_SLUGS]));
    const nikaya = rows.find((r: { slug: string }) => r.slug === "nikaya");
    expect(nikaya).toMatchObject({ name: "Office", name_np: "निकाय", built_in: true, status: true });
    expect(nikaya.user_count).toBeGreaterThanOrEqual(2);
    expect(rows.find((r: { slug: string }) => r.slug === "admin").permission_count).toBe(
      PERMISSION_NAMES.length,
    );
    const searched = (await t.as(admin).get(`/api/role/all?search=${encodeURIComponent("सचिव")}`)).json()
      .response;
    expect(searched.data.map((r: { slug: string }) => r.slug)).toEqual(["sachib"]);
  });

  it("creates a role that starts with the dashboard and the notice bell, and logs it", async () => {
    const res = await t.as(admin).post("/api/role/store", newRole({ slug: "district-coordinator" }));
    expect(res.statusCode).toBe(200);
    const role = ZRoleRow.parse(res.json().response);
    expect(role).toMatchObject({
      slug: "district-coordinator",
      built_in: false,
      user_count: 0,
      permission_count: 2,
    });
    expect(await rolePermissionNames(t.database.db, "district-coordinator")).toEqual([
      "dashboard.view",
      "notice.view",
    ]);
    expect(await roleMenuLinks(t.database.db, role.id)).toEqual([""]);
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
      const res = await t.as(admin).post("/api/role/store", newRole({ slug }));
      expect(res.statusCode, slug).toBe(422);
      expect(res.json().errors.slug[0], slug).toContain(message);
      expect(res.json().errors_np.slug[0], slug).toMatch(/स्लग/);
    }
    const names = await t.as(admin).post("/api/role/store", newRole({ name: " ", name_np: "" }));
    expect(names.json().errors).toEqual({
      name: ["The name is required."],
      name_np: ["The Nepali name is required."],
    });
    expect(names.json().errors_np.name_np).toEqual(["नेपाली नाम आवश्यक छ।"]);
    const short = await t.as(admin).post("/api/role/store", newRole({ slug: "a" }));
    expect(short.json().errors_np.slug[0]).toContain("२ देखि ५०");
    expect(await countRows(t.database.db, "roles")).toBe(before);
  });

  it("keeps the built-in roles: slug fixed (409), admin always enabled (409), never deleted (409)", async () => {
    const nikaya = (await roleBySlug(t.database.db, "nikaya")).id;
    const renamed = await t.as(admin).post(`/api/role/update/${nikaya}`, {
      name: "Office staff",
      name_np: "निकाय कर्मचारी",
      slug: "nikaya",
      description: "Keeps the plan",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().response).toMatchObject({ name: "Office staff", slug: "nikaya" });

    const slug = await t.as(admin).post(`/api/role/update/${nikaya}`, {
      name: "Office",
      name_np: "निकाय",
      slug: "office",
    });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message_np).toContain("स्लग");

    const adminRole = (await roleBySlug(t.database.db, "admin")).id;
    const disable = await t.as(admin).post(`/api/role/update/${adminRole}`, {
      name: "Admin",
      name_np: "प्रशासक",
      slug: "admin",
      status: false,
    });
    expect(disable.statusCode).toBe(409);

    for (const slug of ROLE_SLUGS) {
      const res = await t.as(admin).delete(`/api/role/delete/${(await roleBySlug(t.database.db, slug)).id}`);
      expect(res.statusCode, slug).toBe(409);
    }
    expect(await countRows(t.database.db, "roles")).toBeGreaterThanOrEqual(ROLE_SLUGS.length);
  });

  it("deletes an unused role, and answers 409 while users hold it", async () => {
    const created = (await t.as(admin).post("/api/role/store", newRole())).json().response;
    await buildUser(t.database.db, { role: created.slug });
    const held = await t.as(admin).delete(`/api/role/delete/${created.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain("1 user(s)");
    expect(held.json().message_np).toContain("१ प्रयोगकर्ता");

    const unused = (await t.as(admin).post("/api/role/store", newRole())).json().response;
    expect((await t.as(admin).delete(`/api/role/delete/${unused.id}`)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/role/show/${unused.id}`)).statusCode).toBe(404);
  });
});

describe("role menus", () => {
  it("answers the sidebar links of a role; admin's is every link and not editable", async () => {
    const nikaya = ZRoleMenu.parse(
      (await t.as(admin).get(`/api/role/menu/${(await roleBySlug(t.database.db, "nikaya")).id}`)).json()
        .response,
    );
    expect(nikaya.editable).toBe(true);
    expect(nikaya.links).toContain("plans-policy");
    expect(nikaya.links).not.toContain("plans-policy/budget-head");
    expect(nikaya.links).not.toContain("user");
    const adminMenu = ZRoleMenu.parse(
      (await t.as(admin).get(`/api/role/menu/${(await roleBySlug(t.database.db, "admin")).id}`)).json()
        .response,
    );
    expect(adminMenu).toMatchObject({ editable: false, links: menuLinks() });
    const refused = await t
      .as(admin)
      .post(`/api/role/menu/update/${(await roleBySlug(t.database.db, "admin")).id}`, { links: [""] });
    expect(refused.statusCode).toBe(409);
    expect(await roleMenuLinks(t.database.db, "admin")).toEqual([...VALID_MENU].sort());
  });

  it("saves a menu with the hidden screens following their parent, and refuses unknown links", async () => {
    const role = (await t.as(admin).post("/api/role/store", newRole())).json().response;
    const bad = await t.as(admin).post(`/api/role/menu/update/${role.id}`, {
      links: ["nikaya", "no-such-screen"],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.links).toEqual(["Unknown menu links: no-such-screen"]);
    expect(await roleMenuLinks(t.database.db, role.id)).toEqual([""]);

    const saved = await t.as(admin).post(`/api/role/menu/update/${role.id}`, {
      links: ["", "nikaya", "ayojana", "nikaya"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response.links).toEqual(["", "ayojana", "nikaya"]);
    expect(await roleMenuLinks(t.database.db, role.id)).toEqual([
      "",
      "ayojana",
      "ayojana-summary",
      "nikaya",
      "nikaya/profile",
    ]);
  });
});

describe("permission matrix", () => {
  it("answers every permission with its area and both titles, against every role; admin's column locked and full", async () => {
    const matrix = ZPermissionMatrix.parse((await t.as(admin).get("/api/permission/matrix")).json().response);
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
    const before = await rolePermissionNames(t.database.db, "reviewer");
    const unknown = await t
      .as(admin)
      .post(`/api/permission/update/${(await roleBySlug(t.database.db, "reviewer")).id}`, {
        permissions: ["dashboard.view", "root.everything"],
      });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual(["Unknown permissions: root.everything"]);
    expect(unknown.json().errors_np.permissions).toEqual(["अज्ञात अनुमति: root.everything"]);
    expect(await rolePermissionNames(t.database.db, "reviewer")).toEqual(before);
    const locked = await t
      .as(admin)
      .post(`/api/permission/update/${(await roleBySlug(t.database.db, "admin")).id}`, { permissions: [] });
    expect(locked.statusCode).toBe(409);
    expect(await rolePermissionNames(t.database.db, "admin")).toEqual(PERMISSION_NAMES);
  });

  it("applies a permission and a menu change to the role's users at their next request, and back", async () => {
    const office = await loginAs(t.app, "office");
    const nikaya = (await roleBySlug(t.database.db, "nikaya")).id;
    const original = await rolePermissionNames(t.database.db, "nikaya");
    expect((await t.as(office).get("/api/activity-logs/all")).statusCode).toBe(403);
    const menuBefore = (await t.as(office).get("/api/menu/list/get-menu-url-by-role")).json().response.menu;
    expect(menuBefore).not.toContain("activity-logs");

    const granted = await t.as(admin).post(`/api/permission/update/${nikaya}`, {
      permissions: [...original, "activity-log.view"],
    });
    expect(granted.statusCode).toBe(200);
    expect(
      ZPermissionMatrix.parse(granted.json().response).roles.find((r) => r.id === nikaya)?.permissions,
    ).toContain("activity-log.view");
    // The permission alone does not open the data: the screen is not in the role's menu yet.
    expect((await t.as(office).get("/api/activity-logs/all")).statusCode).toBe(403);
    expect(
      (await t.as(office).get("/api/profile/get-profile")).json().response.profile.permissions,
    ).toContain("activity-log.view");

    const links = (await t.as(admin).get(`/api/role/menu/${nikaya}`)).json().response.links;
    expect(
      (await t.as(admin).post(`/api/role/menu/update/${nikaya}`, { links: [...links, "activity-logs"] }))
        .statusCode,
    ).toBe(200);
    expect((await t.as(office).get("/api/menu/list/get-menu-url-by-role")).json().response.menu).toContain(
      "activity-logs",
    );
    expect((await t.as(office).get("/api/activity-logs/all")).statusCode).toBe(200);
    const sidebar = (await t.as(office).get("/api/menu/list/get-by-role")).json().response;
    const administration = sidebar.find((item: { title: string }) => item.title === "Administration");
    expect(administration.subMenu.map((s: { link: string }) => s.link)).toEqual(["activity-logs"]);

    await t.as(admin).post(`/api/permission/update/${nikaya}`, { permissions: original });
    await t.as(admin).post(`/api/role/menu/update/${nikaya}`, { links });
    expect((await t.as(office).get("/api/activity-logs/all")).statusCode).toBe(403);
    expect(
      (await t.as(office).get("/api/menu/list/get-menu-url-by-role")).json().response.menu.sort(),
    ).toEqual([...DEFAULT_ROLE_MENUS.nikaya].sort());
  });

  it("lets a non-admin holder of role.manage grant only permissions they hold", async () => {
    const sachibRole = (await roleBySlug(t.database.db, "sachib")).id;
    const own = await rolePermissionNames(t.database.db, "sachib");
    expect(
      (
        await t
          .as(admin)
          .post(`/api/permission/update/${sachibRole}`, { permissions: [...own, "role.manage"] })
      ).statusCode,
    ).toBe(200);
    await grantMenu(t.database.db, "sachib", ["permission"]);
    const sachib = await loginAs(t.app, "sachib");
    const reviewer = (await roleBySlug(t.database.db, "reviewer")).id;
    const before = await rolePermissionNames(t.database.db, "reviewer");
    const res = await t.as(sachib).post(`/api/permission/update/${reviewer}`, {
      permissions: [...before, "lock.manage", "report.view"],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.permissions).toEqual([
      "You may grant only permissions you hold yourself: lock.manage",
    ]);
    expect(await rolePermissionNames(t.database.db, "reviewer")).toEqual(before);
    expect(
      (
        await t
          .as(sachib)
          .post(`/api/permission/update/${reviewer}`, { permissions: [...before, "report.view"] })
      ).statusCode,
    ).toBe(200);
  });
});
