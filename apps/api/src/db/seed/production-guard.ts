import { eq, inArray } from "drizzle-orm";
import { DEMO_PASSWORD, verifyPassword } from "../../lib/passwords";
import type { Db } from "../client";
import { roles, users } from "../schema";
import { DEMO_USERNAMES } from "./demo";
import { DEMO_OFFICE_USERNAMES } from "./demo-users";

/**
 * In production the server refuses to start while demo accounts exist or an administrator still
 * has the demo password. Returns the reasons; empty means safe.
 */
export const productionProblems = async (db: Db): Promise<string[]> => {
  const problems: string[] = [];
  const demo = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, [...DEMO_USERNAMES, ...DEMO_OFFICE_USERNAMES]));
  if (demo.length > 0)
    problems.push(`demo accounts exist (${demo.map((u) => u.username).join(", ")}); remove or rename them`);
  const admins = await db
    .select({ username: users.username, hash: users.passwordHash })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.slug, "admin"));
  for (const admin of admins)
    if (await verifyPassword(admin.hash, DEMO_PASSWORD))
      problems.push(`admin "${admin.username}" uses the demo password`);
  if (admins.length === 0) problems.push("no administrator exists; create one with `npm run admin:create`");
  return problems;
};
