import {
  ZEnvelope,
  ZFiscalYearQuery,
  ZPermissionMatrix,
  ZPermissionRoleParams,
  ZPermissionUpdateBody,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { permissionMatrix, updateRolePermissions } from "./roles.service";

/** The role x permission matrix (route `permission`). */
export const permissionsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/permission/matrix", {
    schema: {
      tags: ["roles"],
      summary: "Every permission (with its area and titles) against every role",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZPermissionMatrix) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async () => ok(await permissionMatrix(app.db)),
  });

  r.post("/api/permission/update/:role_id", {
    schema: {
      tags: ["roles"],
      summary: "Replace a role's permissions with the full list given (admin: 409)",
      params: ZPermissionRoleParams,
      body: ZPermissionUpdateBody,
      response: { 200: ZEnvelope(ZPermissionMatrix) },
    },
    onRequest: [app.authenticate, can("role.manage", ["role", "permission"])],
    handler: async (request) =>
      ok(await updateRolePermissions(app.db, request, request.params.role_id, request.body.permissions), {
        message: { en: "Permissions saved.", np: "अनुमतिहरू सुरक्षित भए।" },
      }),
  });
};
