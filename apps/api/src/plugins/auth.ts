import type { Permission, RoleSlug } from "@pragati/domain/access";
import { ALL_OFFICE_ROLES } from "@pragati/domain/access";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { queryRows, sql } from "../db/client";
import { forbidden, unauthorized } from "../lib/errors";
import { hashToken } from "../lib/tokens";

export type AuthContext = {
  sessionId: number;
  userId: number;
  name: string;
  username: string;
  roleId: number;
  roleSlug: RoleSlug;
  nikayaId: number | null;
  /** Materialised path of the user's office, e.g. `/1/4/`; null without an office. */
  officePath: string | null;
  permissions: ReadonlySet<string>;
  /** True for roles that see every office (PRODUCT.md section 1). */
  allOffices: boolean;
};

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

type SessionRow = {
  session_id: number;
  user_id: number;
  name: string;
  username: string;
  role_id: number;
  slug: RoleSlug;
  nikaya_id: number | null;
  office_path: string | null;
  permissions: string[] | null;
};

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
};

/**
 * Resolves the bearer token to the user with one query, on every request, so that role, permission
 * and office changes apply at the user's next request.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const [row] = await queryRows<SessionRow>(
      app.db,
      sql`SELECT s.id AS session_id, u.id AS user_id, u.name, u.username, u.role_id, r.slug,
                 u.nikaya_id, o.path AS office_path,
                 (SELECT array_agg(p.name) FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
                   WHERE rp.role_id = u.role_id) AS permissions
            FROM sessions s
            JOIN users u ON u.id = s.user_id AND u.status
            JOIN roles r ON r.id = u.role_id AND r.status
            LEFT JOIN offices o ON o.id = u.nikaya_id
           WHERE s.token_hash = ${hashToken(token)} AND s.expires_at > now()`,
    );
    if (!row) throw unauthorized();
    request.auth = {
      sessionId: row.session_id,
      userId: row.user_id,
      name: row.name,
      username: row.username,
      roleId: row.role_id,
      roleSlug: row.slug,
      nikayaId: row.nikaya_id,
      officePath: row.office_path,
      permissions: new Set(row.permissions ?? []),
      allOffices: ALL_OFFICE_ROLES.includes(row.slug),
    };
  });
});

/** The signed-in user of a route that ran `authenticate`. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

/** A permission check: admin holds everything; others need the named permission (SPEC.md section 6). */
export const hasPermission = (auth: AuthContext, permission: Permission): boolean =>
  auth.roleSlug === "admin" || auth.permissions.has(permission);

export const can =
  (permission: Permission) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(authOf(request), permission)) throw forbidden();
  };
