import type { RoleSlug } from "@pragati/domain/access";
import { type Executor, queryRows, sql } from "../../db/client";
import type { UserColumns } from "../users/users.repository";

export type ProfileRow = Omit<UserColumns, "role_slug"> & {
  role_slug: RoleSlug;
  permissions: string[] | null;
};

/** A user with role, office and permission names, in one query. */
export const findProfile = async (executor: Executor, userId: number): Promise<ProfileRow | null> => {
  const [row] = await queryRows<ProfileRow>(
    executor,
    sql`SELECT u.id, u.name, u.username, u.email, u.mobile, u.status, u.role_id,
               r.slug AS role_slug, r.name AS role_name, r.name_np AS role_name_np,
               u.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               (SELECT array_agg(p.name ORDER BY p.name) FROM role_permissions rp
                  JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = u.role_id) AS permissions
          FROM users u JOIN roles r ON r.id = u.role_id LEFT JOIN offices o ON o.id = u.nikaya_id
         WHERE u.id = ${userId}`,
  );
  return row ?? null;
};

export const listRoles = (executor: Executor) =>
  queryRows<{ id: number; name: string; name_np: string; slug: string }>(
    executor,
    sql`SELECT id, name, name_np, slug FROM roles WHERE status ORDER BY id`,
  );
