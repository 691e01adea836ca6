import { PERMISSION_NAMES, ROLE_SLUGS } from "@pragati/domain/access";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteAccessEntry, SHARED_DATA } from "../src/plugins/auth";
import { okResponse } from "./client";
import { admin } from "./demo-users";
import {
  buildRole,
  buildUser,
  officeByCode,
  roleBySlug,
  roleMenuLinks,
  rolePermissionNames,
} from "./factories";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A route's URL with its parameters filled in: a setup list stands for every list. */
const PARAMS: Record<string, string> = { list: "units" };
const urlOf = (url: string) => url.replace(/:([a-z_]+)/g, (_, name: string) => PARAMS[name] ?? "1");
const screensOf = (route: RouteAccessEntry): readonly string[] | null =>
  route.screens === SHARED_DATA
    ? null
    : typeof route.screens === "function"
      ? route.screens({ params: PARAMS } as unknown as FastifyRequest)
      : route.screens;

describe("the role x route matrix, generated from the routes' declarations", () => {
  it("refuses with 403 every route whose permission or screens a role lacks, as each built-in role and a role with every permission but no menu", async () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(100);
    const office = await officeByCode(t.database.db, "305");
    const everything = await buildRole(t.database.db, { permissions: [...PERMISSION_NAMES] });
    const callers = [
      ...ROLE_SLUGS.filter((slug) => slug !== "admin").map((slug) => ({ slug, nikayaId: office.id })),
      { slug: everything.slug, nikayaId: office.id },
    ];
    let refusals = 0;
    for (const { slug, nikayaId } of callers) {
      const user = await buildUser(t.database.db, { role: slug, nikayaId });
      const held = new Set(await rolePermissionNames(t.database.db, slug));
      const menu = new Set(await roleMenuLinks(t.database.db, slug));
      for (const route of routes) {
        const screens = screensOf(route);
        const permitted = route.permissions.some((p) => held.has(p));
        const inMenu = screens === null || screens.some((link) => menu.has(link));
        if (permitted && inMenu) continue;
        const url = urlOf(route.url);
        const res = await t.as(user).inject({ method: route.method as "GET", url, payload: {} });
        expect(res.statusCode, `${slug} ${route.method} ${url}: ${res.body}`).toBe(403);
        expect(res.json().message_np).toBeTruthy();
        refusals++;
      }
    }
    // Each role lacks most routes; the role without a menu lacks every one that is not shared.
    expect(refusals).toBeGreaterThan(routes.length * 3);
    // Some 2,800 calls one after another: 25 s alone, more beside the other lane on two cores.
  }, 120_000);

  it("declares screens for every route that needs a permission, each of them a menu link", () => {
    for (const route of t.app.routeAccess) {
      const screens = screensOf(route);
      if (screens === null) continue;
      expect(screens.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
    }
  });
});

describe("a screen removed from a role's menu", () => {
  it("withdraws its data: the call answers 403 until the screen is given back", async () => {
    const office = await officeByCode(t.database.db, "305");
    const user = await buildUser(t.database.db, { role: "nikaya", nikayaId: office.id });
    const role = await roleBySlug(t.database.db, "nikaya");
    const links = okResponse(await t.as(admin).get(`/api/role/menu/${role.id}`)).links as string[];
    expect(links).toContain("complaint");
    expect((await t.as(user).get("/api/complaint/all")).statusCode).toBe(200);
    expect((await t.as(user).get("/api/plans-policy/all")).statusCode).toBe(200);

    okResponse(
      await t
        .as(admin)
        .post(`/api/role/menu/update/${role.id}`, { links: links.filter((l) => l !== "complaint") }),
    );
    const refused = await t.as(user).get("/api/complaint/all");
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toMatch(/menu/);
    expect(refused.data.message_np).toMatch(/मेनु/);
    // Other screens' data stays.
    expect((await t.as(user).get("/api/plans-policy/all")).statusCode).toBe(200);

    okResponse(await t.as(admin).post(`/api/role/menu/update/${role.id}`, { links }));
    expect((await t.as(user).get("/api/complaint/all")).statusCode).toBe(200);
  });

  it("keeps the data every screen shares: profile, menu, notices bell, office tree, setup lists, fiscal years", async () => {
    const office = await officeByCode(t.database.db, "305");
    const role = await buildRole(t.database.db, {
      permissions: ["notice.view", "office.view", "setup.view", "setup.manage"],
    });
    const user = await buildUser(t.database.db, { role: role.slug, nikayaId: office.id });
    for (const url of [
      "/api/profile/get-profile",
      "/api/menu/list/get-menu-url-by-role",
      "/api/notices",
      "/api/nikaya/tree",
      "/api/units/options",
      "/api/units/all",
      "/api/presets/fiscalyear/all",
    ]) {
      const res = await t.as(user).get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    // Changing a list is its screen's: the role holds setup.manage but not the units screen.
    expect((await t.as(user).post("/api/units/store", { name: "Litre", name_np: "लिटर" })).statusCode).toBe(
      403,
    );
  });
});
