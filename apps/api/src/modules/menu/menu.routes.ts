import { VALID_MENU } from "@pragati/domain/access";
import { ZEnvelope, ZFiscalYearQuery, ZMenuItem, ZMenuUrls, ZRoleIdQuery } from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { forbidden } from "../../lib/errors";
import { authOf, hasPermission } from "../../plugins/auth";
import { presentMenu } from "./menu.presenter";
import { roleMenuLinks } from "./menu.repository";

/** Users read their own role's menu; only those who manage roles may read another role's. */
const roleIdFor = (request: Parameters<typeof authOf>[0], asked: number | undefined): number => {
  const auth = authOf(request);
  if (asked === undefined || asked === auth.roleId) return auth.roleId;
  if (!hasPermission(auth, "role.manage")) throw forbidden();
  return asked;
};

export const menuRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/menu/list/get-menu-url-by-role", {
    schema: {
      tags: ["menu"],
      summary: "Allowed menu paths of a role and every valid menu path",
      querystring: ZRoleIdQuery.extend(ZFiscalYearQuery.shape),
      response: { 200: ZEnvelope(ZMenuUrls) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      const menu = await roleMenuLinks(app.db, roleIdFor(request, request.query.role_id));
      return ok({ menu, valid_menu: [...VALID_MENU] });
    },
  });

  r.get("/api/menu/list/get-by-role", {
    schema: {
      tags: ["menu"],
      summary: "Sidebar items of a role",
      querystring: ZRoleIdQuery.extend(ZFiscalYearQuery.shape),
      response: { 200: ZEnvelope(z.array(ZMenuItem)) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      const links = await roleMenuLinks(app.db, roleIdFor(request, request.query.role_id));
      return ok(presentMenu(new Set(links)));
    },
  });
};
