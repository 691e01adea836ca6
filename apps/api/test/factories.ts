import type { RoleSlug } from "@pragati/domain/access";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client";
import { offices, roles, users } from "../src/db/schema";
import { DEMO_PASSWORD, hashPassword } from "../src/lib/passwords";

let counter = 0;
const next = () => ++counter;

export const buildOffice = async (db: Db, options: { parentId?: number; name?: string } = {}) => {
  const n = next();
  const parent = options.parentId
    ? (await db.select().from(offices).where(eq(offices.id, options.parentId)))[0]
    : undefined;
  const [row] = await db
    .insert(offices)
    .values({
      parentId: parent?.id ?? null,
      name: options.name ?? `Test office ${n}`,
      nameNp: `परीक्षण निकाय ${n}`,
      level: parent ? parent.level + 1 : 0,
    })
    .returning();
  const path = `${parent?.path ?? "/"}${row.id}/`;
  await db.update(offices).set({ path }).where(eq(offices.id, row.id));
  return { ...row, path };
};

let demoHash: Promise<string> | null = null;

export const buildUser = async (
  db: Db,
  options: { role: RoleSlug; nikayaId?: number | null; username?: string; email?: string | null },
) => {
  const n = next();
  const [role] = await db.select().from(roles).where(eq(roles.slug, options.role));
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: `Test user ${n}`,
      username: options.username ?? `user${n}_${Date.now().toString(36)}`,
      email: options.email === undefined ? `user${n}@example.gov.np` : options.email,
      passwordHash: await demoHash,
      roleId: role.id,
      nikayaId: options.nikayaId ?? null,
    })
    .returning();
  return row;
};

export const loginAs = async (app: FastifyInstance, username: string, password = DEMO_PASSWORD) => {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().response.token as string;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const countRows = async (db: Db, table: string) => {
  const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
};
