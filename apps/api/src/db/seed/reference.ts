import {
  DEFAULT_ROLE_MENUS,
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  ROLE_NAMES,
  ROLE_SLUGS,
  type RoleSlug,
} from "@pragati/domain/access";
import { createCalendar, libraryMonthTable } from "@pragati/domain/calendar";
import { eq, inArray, sql } from "drizzle-orm";
import { seedFiscalYears } from "../../modules/calendar/calendar.service";
import type { Executor } from "../client";
import {
  appSettings,
  calendarYears,
  permissions,
  roleDefaultGrants,
  roleMenus,
  rolePermissions,
  roles,
} from "../schema";
import { seedGeo } from "./geo";

/**
 * The last BS year whose month lengths are published and agreed on; later years are provisional until
 * admin confirms them on the calendar screen (migration 0014 marked existing databases the same way).
 */
const CONFIRMED_THROUGH_BS_YEAR = 2083;

/**
 * Reference data every installation needs, idempotent: Nepal's administrative divisions, the
 * calendar table (seeded from the converter library only when empty, since admins correct it),
 * settings, fiscal years, the permission catalogue, and the roles with their default permissions
 * and menus.
 */
export const seedReference = async (executor: Executor): Promise<void> => {
  await seedGeo(executor);
  const [{ n }] = await executor.select({ n: sql<number>`count(*)::int` }).from(calendarYears);
  if (n === 0) {
    const table = libraryMonthTable();
    await executor.insert(calendarYears).values(
      table.years.map((y) => ({
        bsYear: y.year,
        months: y.months,
        confirmedAt: y.year <= CONFIRMED_THROUGH_BS_YEAR ? new Date() : null,
      })),
    );
    await executor
      .insert(appSettings)
      .values({ id: 1, calendarAnchorYear: table.anchor.bs_year, calendarAnchorAd: table.anchor.ad })
      .onConflictDoNothing();
  }
  const [settings] = await executor.select().from(appSettings).where(eq(appSettings.id, 1));
  const years = await executor
    .select({ year: calendarYears.bsYear, months: calendarYears.months })
    .from(calendarYears)
    .orderBy(calendarYears.bsYear);
  await seedFiscalYears(
    executor,
    createCalendar({
      anchor: { bs_year: settings.calendarAnchorYear, ad: settings.calendarAnchorAd },
      years,
    }),
  );

  // The catalogue names the permissions (no screen edits them): a corrected label reaches a live
  // database at the next start.
  await executor
    .insert(permissions)
    .values(
      PERMISSION_NAMES.map((name) => ({ name, title: PERMISSIONS[name][0], titleNp: PERMISSIONS[name][1] })),
    )
    .onConflictDoUpdate({
      target: permissions.name,
      set: { title: sql`excluded.title`, titleNp: sql`excluded.title_np` },
    });

  const existing = await executor
    .select({ slug: roles.slug })
    .from(roles)
    .where(inArray(roles.slug, [...ROLE_SLUGS]));
  const have = new Set(existing.map((r) => r.slug));
  const created = new Set<RoleSlug>();
  for (const slug of ROLE_SLUGS) {
    if (have.has(slug)) continue;
    await executor.insert(roles).values({
      slug,
      name: ROLE_NAMES[slug].name,
      nameNp: ROLE_NAMES[slug].name_np,
      description: ROLE_NAMES[slug].description,
    });
    created.add(slug);
  }
  await grantNewDefaults(executor, created);
};

/**
 * Gives each built-in role the default permissions and menu links it has not been given before, so a
 * permission or screen added to the catalogue by a new release reaches roles already stored in a live
 * database at the next start. Each grant is recorded in role_default_grants and never repeated: what an
 * admin removed stays removed. A role stored before that ledger existed gets its ledger filled with
 * today's defaults without grants (its admin's choices stand); later additions reach it.
 */
const grantNewDefaults = async (executor: Executor, created: ReadonlySet<RoleSlug>): Promise<void> => {
  const builtIn = await executor
    .select({ id: roles.id, slug: roles.slug })
    .from(roles)
    .where(inArray(roles.slug, [...ROLE_SLUGS]));
  const ledger = await executor
    .select({ roleId: roleDefaultGrants.roleId, kind: roleDefaultGrants.kind, name: roleDefaultGrants.name })
    .from(roleDefaultGrants);
  const known = new Set(ledger.map((g) => `${g.roleId}|${g.kind}|${g.name}`));
  const ledgerRoles = new Set(ledger.map((g) => g.roleId));
  const permissionIds = new Map(
    (await executor.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => [
      p.name,
      p.id,
    ]),
  );
  const fresh: (typeof roleDefaultGrants.$inferInsert)[] = [];
  const grantPermissions: (typeof rolePermissions.$inferInsert)[] = [];
  const grantMenus: (typeof roleMenus.$inferInsert)[] = [];
  for (const role of builtIn) {
    const slug = role.slug as RoleSlug;
    const baselineOnly = !created.has(slug) && !ledgerRoles.has(role.id);
    for (const name of DEFAULT_ROLE_PERMISSIONS[slug]) {
      if (known.has(`${role.id}|permission|${name}`)) continue;
      fresh.push({ roleId: role.id, kind: "permission", name });
      if (!baselineOnly) grantPermissions.push({ roleId: role.id, permissionId: permissionIds.get(name)! });
    }
    for (const link of DEFAULT_ROLE_MENUS[slug]) {
      if (known.has(`${role.id}|menu|${link}`)) continue;
      fresh.push({ roleId: role.id, kind: "menu", name: link });
      if (!baselineOnly) grantMenus.push({ roleId: role.id, link });
    }
  }
  if (grantPermissions.length > 0)
    await executor.insert(rolePermissions).values(grantPermissions).onConflictDoNothing();
  if (grantMenus.length > 0) await executor.insert(roleMenus).values(grantMenus).onConflictDoNothing();
  if (fresh.length > 0) await executor.insert(roleDefaultGrants).values(fresh).onConflictDoNothing();
};
