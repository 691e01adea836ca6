import type { TPagedQuery } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { permissions, roleMenus, rolePermissions, roles } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";

export type RoleRecord = {
  id: number;
  name: string;
  name_np: string;
  slug: string;
  description: string;
  status: boolean;
  user_count: number;
  permission_count: number;
};

const selectRoles = (where: SQL) =>
  sql`SELECT r.id, r.name, r.name_np, r.slug, r.description, r.status,
             (SELECT count(*)::int FROM users u WHERE u.role_id = r.id) AS user_count,
             (SELECT count(*)::int FROM role_permissions rp WHERE rp.role_id = r.id) AS permission_count
        FROM roles r
       WHERE ${where}`;

export const listRoles = (executor: Executor, query: TPagedQuery) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  return pagedList<RoleRecord>(
    executor,
    query,
    sql`${selectRoles(
      term
        ? sql`(r.name ILIKE ${pattern} OR r.name_np ILIKE ${pattern} OR r.slug ILIKE ${pattern}
               OR r.description ILIKE ${pattern})`
        : sql`TRUE`,
    )} ORDER BY r.id`,
  );
};

export const findRole = async (executor: Executor, id: number): Promise<RoleRecord | null> => {
  const [row] = await queryRows<RoleRecord>(executor, selectRoles(sql`r.id = ${id}`));
  return row ?? null;
};

export const slugTaken = async (executor: Executor, slug: string, exceptId?: number) => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`SELECT id FROM roles WHERE slug = ${slug} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
};

export type RoleValues = { name: string; nameNp: string; slug: string; description: string; status: boolean };

export const insertRole = async (executor: Executor, values: RoleValues & { createdBy: number }) => {
  const [row] = await executor.insert(roles).values(values).returning({ id: roles.id });
  return row.id;
};

export const updateRole = (executor: Executor, id: number, values: RoleValues) =>
  executor
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.id, id));

export const deleteRole = (executor: Executor, id: number) => executor.delete(roles).where(eq(roles.id, id));

/** Notices addressed to the role (their target has no foreign key, so it is checked here). */
export const noticeTargetCount = async (executor: Executor, roleId: number) => {
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM notice_targets WHERE role_id = ${roleId}`,
  );
  return row.n;
};

export const replaceRoleMenu = async (executor: Executor, roleId: number, links: readonly string[]) => {
  await executor.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (links.length > 0) await executor.insert(roleMenus).values(links.map((link) => ({ roleId, link })));
};

export type PermissionRecord = { id: number; name: string; title: string; title_np: string };

export const listPermissions = (executor: Executor) =>
  queryRows<PermissionRecord>(executor, sql`SELECT id, name, title, title_np FROM permissions ORDER BY id`);

/** A role and the names of the permissions it holds (null when it holds none). */
export type RolePermissionsRecord = {
  id: number;
  name: string;
  name_np: string;
  slug: string;
  status: boolean;
  permissions: string[] | null;
};

export const listRolesWithPermissions = (executor: Executor) =>
  queryRows<RolePermissionsRecord>(
    executor,
    sql`SELECT r.id, r.name, r.name_np, r.slug, r.status,
               (SELECT array_agg(p.name ORDER BY p.id) FROM role_permissions rp
                  JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = r.id) AS permissions
          FROM roles r ORDER BY r.id`,
  );

export const rolePermissionNames = async (executor: Executor, roleId: number): Promise<string[]> => {
  const rows = await executor
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(permissions.id);
  return rows.map((row) => row.name);
};

export const replaceRolePermissions = async (
  executor: Executor,
  roleId: number,
  permissionIds: readonly number[],
) => {
  await executor.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length > 0)
    await executor
      .insert(rolePermissions)
      .values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
};
