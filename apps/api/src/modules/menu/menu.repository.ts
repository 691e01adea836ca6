import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { roleMenus } from "../../db/schema";

export const roleMenuLinks = async (executor: Executor, roleId: number): Promise<string[]> => {
  const rows = await executor
    .select({ link: roleMenus.link })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.link));
  return rows.map((row) => row.link);
};
