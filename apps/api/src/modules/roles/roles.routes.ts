import {
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZPaged,
  ZPagedQuery,
  ZRoleBody,
  ZRoleMenu,
  ZRoleMenuBody,
  ZRoleRow,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { permissionsRoutes } from "./permissions.routes";
import { presentRoleRow } from "./roles.presenter";
import { listRoles } from "./roles.repository";
import * as roles from "./roles.service";

const ZRole = ZEnvelope(ZRoleRow);
/** Roles (route `role`) and each role's menu; the permission matrix (route `permission`) beside them. */
export const rolesRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/role/all", {
    schema: {
      tags: ["roles"],
      summary: "Roles with their user and permission counts (paged)",
      querystring: ZPagedQuery,
      response: { 200: ZEnvelope(ZPaged(ZRoleRow)) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) => {
      const page = await listRoles(app.db, request.query);
      return ok({ ...page, data: page.data.map(presentRoleRow) });
    },
  });

  r.get("/api/role/show/:id", {
    schema: {
      tags: ["roles"],
      summary: "One role",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZRole },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) => ok(presentRoleRow(await roles.showRole(app.db, request.params.id))),
  });

  r.post("/api/role/store", {
    schema: {
      tags: ["roles"],
      summary: "Create a role (it starts with the dashboard and the notice bell)",
      body: ZRoleBody,
      response: { 200: ZRole },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) =>
      ok(presentRoleRow(await roles.createRole(app.db, request, request.body)), {
        message: { en: "Role created.", np: "भूमिका थपियो।" },
      }),
  });

  r.post("/api/role/update/:id", {
    schema: {
      tags: ["roles"],
      summary: "Edit a role (a built-in role keeps its slug: 409)",
      params: ZIdParams,
      body: ZRoleBody,
      response: { 200: ZRole },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) =>
      ok(presentRoleRow(await roles.updateRole(app.db, request, request.params.id, request.body)), {
        message: { en: "Role updated.", np: "भूमिका अद्यावधिक भयो।" },
      }),
  });

  r.delete("/api/role/delete/:id", {
    schema: {
      tags: ["roles"],
      summary: "Delete a role that is not built in and not in use (409 otherwise)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) => {
      await roles.deleteRole(app.db, request, request.params.id);
      return ok(null, { message: { en: "Role deleted.", np: "भूमिका हटाइयो।" } });
    },
  });

  r.get("/api/role/menu/:id", {
    schema: {
      tags: ["roles"],
      summary: "The sidebar links a role may open (admin: every link, not editable)",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZRoleMenu) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) => ok(await roles.roleMenu(app.db, request.params.id)),
  });

  r.post("/api/role/menu/update/:id", {
    schema: {
      tags: ["roles"],
      summary: "Replace a role's menu; screens opened from inside a link follow it (admin: 409)",
      params: ZIdParams,
      body: ZRoleMenuBody,
      response: { 200: ZEnvelope(ZRoleMenu) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) =>
      ok(await roles.updateRoleMenu(app.db, request, request.params.id, request.body.links), {
        message: { en: "Menu saved.", np: "मेनु सुरक्षित भयो।" },
      }),
  });

  await app.register(permissionsRoutes);
};
