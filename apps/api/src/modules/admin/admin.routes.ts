import {
  ZActivityLogQuery,
  ZActivityLogRow,
  ZColumnSetting,
  ZEnvelope,
  ZFiscalYearQuery,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { authOf, can } from "../../plugins/auth";
import { findColumnSettings, listActivityLogs } from "./admin.repository";
import { storeColumnSettings } from "./admin.service";

export const adminRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/activity-logs/all", {
    schema: {
      tags: ["admin"],
      summary: "The activity log (paged, filterable)",
      querystring: ZPagedQuery.extend(ZActivityLogQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZActivityLogRow)) },
    },
    onRequest: [app.authenticate, can("activity-log.view", ["activity-logs"])],
    handler: async (request) => ok(await listActivityLogs(app.db, request.query)),
  });

  const ZTableKey = z.object({
    table_key: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9_.-]+$/i),
  });

  r.get("/api/column-settings/show/:table_key", {
    schema: {
      tags: ["admin"],
      summary: "The signed-in user's column order and visibility for a table",
      params: ZTableKey,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZColumnSetting) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      const row = await findColumnSettings(app.db, authOf(request).userId, request.params.table_key);
      const columns = (row?.columns ?? []) as z.infer<typeof ZColumnSetting>["columns"];
      return ok({ table_key: request.params.table_key, columns });
    },
  });

  r.post("/api/column-settings/store", {
    schema: {
      tags: ["admin"],
      summary: "Save the signed-in user's column order and visibility",
      body: ZColumnSetting,
      response: { 200: ZEnvelope(ZColumnSetting) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      await storeColumnSettings(app.db, request, request.body);
      return ok(request.body, { message: { en: "Column settings saved.", np: "स्तम्भ सेटिङ सुरक्षित भयो।" } });
    },
  });
};
