import { PERMISSION_NAMES } from "@pragati/domain/access";
import { isBuiltInRole, type TPermissionMatrix, type TRoleRow } from "@pragati/domain/contract";
import type { PermissionRecord, RolePermissionsRecord, RoleRecord } from "./roles.repository";

/** Admin holds every permission (SPEC.md section 6), whatever its rows say. */
const isAdmin = (slug: string) => slug === "admin";

export const presentRoleRow = (row: RoleRecord): TRoleRow => ({
  id: row.id,
  name: row.name,
  name_np: row.name_np,
  slug: row.slug,
  description: row.description,
  status: row.status,
  built_in: isBuiltInRole(row.slug),
  user_count: row.user_count,
  permission_count: isAdmin(row.slug) ? PERMISSION_NAMES.length : row.permission_count,
});

export const presentMatrix = (
  permissions: readonly PermissionRecord[],
  roles: readonly RolePermissionsRecord[],
): TPermissionMatrix => ({
  permissions: permissions.map((p) => ({
    id: p.id,
    name: p.name,
    title: p.title,
    title_np: p.title_np,
    area: p.name.split(".")[0],
  })),
  roles: roles.map((role) => ({
    id: role.id,
    name: role.name,
    name_np: role.name_np,
    slug: role.slug,
    status: role.status,
    locked: isAdmin(role.slug),
    permissions: isAdmin(role.slug) ? permissions.map((p) => p.name) : (role.permissions ?? []),
  })),
});
