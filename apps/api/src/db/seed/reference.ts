import {
  DEFAULT_ROLE_MENUS,
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  ROLE_NAMES,
  ROLE_SLUGS,
} from "@pragati/domain/access";
import { createCalendar, libraryMonthTable } from "@pragati/domain/calendar";
import { eq, inArray, sql } from "drizzle-orm";
import { syncFiscalYears } from "../../modules/calendar/calendar.service";
import type { Executor } from "../client";
import { appSettings, calendarYears, permissions, roleMenus, rolePermissions, roles } from "../schema";
import { seedGeo } from "./geo";

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
    await executor
      .insert(calendarYears)
      .values(table.years.map((y) => ({ bsYear: y.year, months: y.months })));
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
  await syncFiscalYears(
    executor,
    createCalendar({
      anchor: { bs_year: settings.calendarAnchorYear, ad: settings.calendarAnchorAd },
      years,
    }),
  );

  await executor
    .insert(permissions)
    .values(
      PERMISSION_NAMES.map((name) => ({ name, title: PERMISSIONS[name][0], titleNp: PERMISSIONS[name][1] })),
    )
    .onConflictDoNothing();

  const existing = await executor
    .select({ slug: roles.slug })
    .from(roles)
    .where(inArray(roles.slug, [...ROLE_SLUGS]));
  const have = new Set(existing.map((r) => r.slug));
  const permissionIds = new Map(
    (await executor.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => [
      p.name,
      p.id,
    ]),
  );
  for (const slug of ROLE_SLUGS) {
    if (have.has(slug)) continue;
    const [role] = await executor
      .insert(roles)
      .values({
        slug,
        ...{
          name: ROLE_NAMES[slug].name,
          nameNp: ROLE_NAMES[slug].name_np,
          description: ROLE_NAMES[slug].description,
        },
      })
      .returning({ id: roles.id });
    await executor.insert(rolePermissions).values(
      DEFAULT_ROLE_PERMISSIONS[slug].map((name) => ({
        roleId: role.id,
        permissionId: permissionIds.get(name)!,
      })),
    );
    await executor
      .insert(roleMenus)
      .values(DEFAULT_ROLE_MENUS[slug].map((link) => ({ roleId: role.id, link })));
  }
};
