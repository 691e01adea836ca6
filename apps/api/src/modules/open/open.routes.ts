import { Readable } from "node:stream";
import {
  ZEnvelope,
  ZFiscalYearQuery,
  ZOpenQuery,
  ZOpenSettings,
  ZOpenSettingsBody,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import {
  getOpenSettings,
  projectPackage,
  recordPackage,
  releaseLines,
  releasePackage,
  updateOpenSettings,
} from "./open.service";

const tags = ["open-data"];
/** The open-data settings sit with the other settings (admin's screen). */
const SCREENS = ["other-setting"];

/**
 * Open data (issue 34, docs/product-rules.md "Open data"): contracts in OCDS and projects in OC4IDS,
 * public (no sign-in), each answer the standard's package itself; the publisher and ocid prefix are
 * admin's settings.
 */
export const openRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/open/settings", {
    schema: {
      tags,
      summary: "The open-data publisher and the registered ocid prefix",
      response: { 200: ZEnvelope(ZOpenSettings) },
    },
    onRequest: [app.authenticate, can("open-data.manage", SCREENS)],
    handler: async () => ok(await getOpenSettings(app.db)),
  });

  r.post("/api/open/settings/update", {
    schema: {
      tags,
      summary:
        "Set the open-data publisher and the registered ocid prefix (`ocds-` and six letters or digits)",
      body: ZOpenSettingsBody,
      response: { 200: ZEnvelope(ZOpenSettings) },
    },
    onRequest: [app.authenticate, can("open-data.manage", SCREENS)],
    handler: async (request) => {
      await updateOpenSettings(app.db, request, request.body);
      return ok(await getOpenSettings(app.db), {
        message: { en: "The open-data settings were saved.", np: "खुला तथ्याङ्क सेटिङ सुरक्षित भयो।" },
      });
    },
  });

  r.get("/api/open/ocds/releases", {
    schema: {
      tags,
      summary: "Contracts' OCDS releases, oldest first, as a release package (public; 100 a page)",
      querystring: ZOpenQuery,
    },
    handler: async (request) => releasePackage(app.db, request, request.query),
  });

  r.get("/api/open/ocds/records", {
    schema: {
      tags,
      summary:
        "Contracts' OCDS records (releases and compiled release) as a record package (public; 50 a page)",
      querystring: ZOpenQuery,
    },
    handler: async (request) => recordPackage(app.db, request, request.query),
  });

  r.get("/api/open/ocds/releases.jsonl", {
    schema: {
      tags,
      summary:
        "Every OCDS release of a fiscal year's contracts (every year's when none is named), one a line",
      querystring: ZFiscalYearQuery,
    },
    handler: async (request, reply) => {
      // Refusals (no publication, unknown year) come before the lines start.
      const lines = await releaseLines(app.db, request.query);
      const year = typeof request.query.fiscal_year_id === "number" ? request.query.fiscal_year_id : "all";
      return reply
        .header("content-type", "application/x-ndjson; charset=utf-8")
        .header("content-disposition", `attachment; filename="ocds-releases-${year}.jsonl"`)
        .send(Readable.from(lines()));
    },
  });

  r.get("/api/open/oc4ids/projects", {
    schema: {
      tags,
      summary: "Projects in OC4IDS as a project package (public; 50 a page)",
      querystring: ZOpenQuery,
    },
    handler: async (request) => projectPackage(app.db, request, request.query),
  });
};
