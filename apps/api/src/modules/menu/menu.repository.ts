import { VALID_MENU, withHidden } from "@pragati/domain/access";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { roleMenus, roles } from "../../db/schema";

/**
 * The links a role may open. Admin sees everything (SPEC.md section 6), including links that later
 * releases add to the menu, so its menu is the valid menu rather than stored rows. Other roles get the
 * hidden screens of their stored links at read time, so a screen added in a later release opens for
 * roles whose menus were stored before it existed.
 */
export const roleMenuLinks = async (executor: Executor, roleId: number): Promise<string[]> => {
  const [role] = await executor.select({ slug: roles.slug }).from(roles).where(eq(roles.id, roleId));
  if (role?.slug === "admin") return [...VALID_MENU].sort();
  const rows = await executor
    .select({ link: roleMenus.link })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.link));
  return [...new Set(withHidden(rows.map((row) => row.link)))].sort();
};
