import type { Permission, RoleSlug } from "@pragati/domain/access";
import { ALL_OFFICE_ROLES, VALID_MENU } from "@pragati/domain/access";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { queryRows, sql } from "../db/client";
import { forbidden, notInMenu, unauthorized } from "../lib/errors";
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
  /** The links of the role's menu (admin's is every link). */
  menu: ReadonlySet<string>;
  /** True for roles that see every office (PRODUCT.md section 1). */
  allOffices: boolean;
  /** When the session last wrote (the primary's ms, to within a second; plugins/read-replicas.ts). */
  lastWriteAt?: number | null;
  /** Whether a write now must be remembered (none remembered in the last second). */
  writeStale?: boolean;
};

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route's declared access (`can`), in registration order: what the role x route test reads. */
    routeAccess: RouteAccessEntry[];
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
  menu: string[] | null;
  seen_stale: boolean;
  last_write_at: number | null;
  write_stale: boolean;
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
const auth = async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorate("routeAccess", [] as RouteAccessEntry[]);
  app.addHook("onRoute", (route) => {
    const hooks = [route.onRequest ?? []].flat() as { access?: RouteAccess }[];
    const access = hooks.find((hook) => hook.access)?.access;
    // HEAD routes mirror their GET (same hooks), so each route is listed once.
    if (access && route.method !== "HEAD")
      app.routeAccess.push({ method: String(route.method), url: route.url, ...access });
  });
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const [row] = await queryRows<SessionRow>(
      app.db,
      sql`SELECT s.id AS session_id, s.last_seen_at < now() - interval '1 minute' AS seen_stale,
                 (extract(epoch FROM s.last_write_at) * 1000)::float8 AS last_write_at,
                 COALESCE(s.last_write_at < now() - interval '1 second', TRUE) AS write_stale, u.id AS user_id, u.name, u.username, u.role_id, r.slug,
                 u.nikaya_id, o.path AS office_path,
                 (SELECT array_agg(p.name) FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
                   WHERE rp.role_id = u.role_id) AS permissions,
                 (SELECT array_agg(rm.link) FROM role_menus rm WHERE rm.role_id = u.role_id) AS menu
            FROM sessions s
            JOIN users u ON u.id = s.user_id AND u.status
            JOIN roles r ON r.id = u.role_id AND r.status
            LEFT JOIN offices o ON o.id = u.nikaya_id
           WHERE s.token_hash = ${hashToken(token)} AND s.expires_at > now()`,
    );
    if (!row) throw unauthorized();
    // "Last seen" in the user's list of sign-ins: written at most once a minute per session.
    if (row.seen_stale)
      await queryRows(app.db, sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${row.session_id}`);
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
      menu: new Set(row.menu ?? []),
      allOffices: ALL_OFFICE_ROLES.includes(row.slug),
      lastWriteAt: row.last_write_at,
      writeStale: row.write_stale,
    };
  });
};
// A named function: fastify-plugin names an anonymous plugin from a stack trace, and the process's first stack
// trace decodes the server's whole source map (about 20 MB, kept for good; see scripts/api-process.mjs).
export const authPlugin = fp(auth);

/** The signed-in user of a route that ran `authenticate`. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

/** A permission check: admin holds everything; others need the named permission (SPEC.md section 6). */
export const hasPermission = (auth: AuthContext, permission: Permission): boolean =>
  auth.roleSlug === "admin" || auth.permissions.has(permission);

/**
 * Where a route's data is shown: menu links, one of which the role's menu must hold; or the links a
 * request names (a setup list is its own screen); or `SHARED_DATA`, what many screens and the shell need
 * (pickers, the notice bell). Rules: docs/product-rules.md "Menus are enforced by the API".
 */
export type Screens =
  | readonly string[]
  | ((request: FastifyRequest) => readonly string[])
  | typeof SHARED_DATA;
export const SHARED_DATA = "shared";
export type RouteAccess = { permissions: readonly Permission[]; screens: Screens };
export type RouteAccessEntry = RouteAccess & { method: string; url: string };

/** True when the role's menu holds one of the screens (admin's menu is every screen). */
export const opensScreen = (auth: AuthContext, screens: readonly string[]): boolean =>
  auth.roleSlug === "admin" || screens.some((link) => auth.menu.has(link));

/**
 * A route's access, declared once beside its handler: one of the permissions (admin holds everything;
 * SPEC.md section 6) and one of the screens its data is shown on, in the role's menu; 403 otherwise.
 */
export const can = (permission: Permission | readonly Permission[], screens: Screens) => {
  const permissions: readonly Permission[] = typeof permission === "string" ? [permission] : permission;
  if (Array.isArray(screens)) {
    const unknown = screens.filter((link) => !VALID_MENU.includes(link));
    if (unknown.length > 0) throw new Error(`Not menu links: ${unknown.join(", ")}`);
  }
  const hook = async (request: FastifyRequest): Promise<void> => {
    const auth = authOf(request);
    if (!permissions.some((p) => hasPermission(auth, p))) throw forbidden();
    if (screens === SHARED_DATA) return;
    if (!opensScreen(auth, typeof screens === "function" ? screens(request) : screens)) throw notInMenu();
  };
  return Object.assign(hook, { access: { permissions, screens } satisfies RouteAccess });
};
