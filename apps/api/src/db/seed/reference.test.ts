import { DEFAULT_ROLE_MENUS, DEFAULT_ROLE_PERMISSIONS } from "@pragati/domain/access";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionByName, roleBySlug, roleMenuLinks, rolePermissionNames } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { roleDefaultGrants, roleMenus, rolePermissions } from "../schema";
import { seedReference } from "./reference";

let t: TestApp;
let roleId: number;
let permissionId: number;
const PERMISSION = DEFAULT_ROLE_PERMISSIONS.nikaya[0];
const LINK = DEFAULT_ROLE_MENUS.nikaya[0];

beforeAll(async () => {
  t = await createTestApp();
  roleId = (await roleBySlug(t.database.db, "nikaya")).id;
  permissionId = (await permissionByName(t.database.db, PERMISSION)).id;
});
afterAll(() => t.close());

const hasPermission = async () => (await rolePermissionNames(t.database.db, roleId)).includes(PERMISSION);
const hasLink = async () => (await roleMenuLinks(t.database.db, roleId)).includes(LINK);
const ledgerSize = async () =>
  (await t.database.db.select().from(roleDefaultGrants).where(eq(roleDefaultGrants.roleId, roleId))).length;

// A database stored before a release sees that release's new catalogue entries as absent from both the
// role's grants and the ledger; these tests put a live database in that state, then start again.
const forgetDefault = async () => {
  const db = t.database.db;
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)));
  await db.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.link, LINK)));
  await db
    .delete(roleDefaultGrants)
    .where(
      and(
        eq(roleDefaultGrants.roleId, roleId),
        eq(roleDefaultGrants.name, PERMISSION),
        eq(roleDefaultGrants.kind, "permission"),
      ),
    );
  await db
    .delete(roleDefaultGrants)
    .where(
      and(
        eq(roleDefaultGrants.roleId, roleId),
        eq(roleDefaultGrants.name, LINK),
        eq(roleDefaultGrants.kind, "menu"),
      ),
    );
};

describe("default grants of the built-in roles across releases", () => {
  it("a new seed gives every built-in role all of its defaults and records them", async () => {
    expect(await hasPermission()).toBe(true);
    expect(await hasLink()).toBe(true);
    expect(await ledgerSize()).toBe(
      DEFAULT_ROLE_PERMISSIONS.nikaya.length + DEFAULT_ROLE_MENUS.nikaya.length,
    );
  });

  it("a permission and a menu link new to the catalogue reach a role already stored", async () => {
    await forgetDefault();
    await seedReference(t.database.db);
    expect(await hasPermission()).toBe(true);
    expect(await hasLink()).toBe(true);
  });

  it("a default the admin removed stays removed at the next start", async () => {
    const db = t.database.db;
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)));
    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.link, LINK)));
    await seedReference(db);
    expect(await hasPermission()).toBe(false);
    expect(await hasLink()).toBe(false);
  });

  it("a role stored before the ledger existed keeps its admin's choices and gets the ledger filled", async () => {
    await t.database.db.delete(roleDefaultGrants).where(eq(roleDefaultGrants.roleId, roleId));
    await seedReference(t.database.db);
    expect(await hasPermission()).toBe(false);
    expect(await hasLink()).toBe(false);
    expect(await ledgerSize()).toBe(
      DEFAULT_ROLE_PERMISSIONS.nikaya.length + DEFAULT_ROLE_MENUS.nikaya.length,
    );
  });
});
