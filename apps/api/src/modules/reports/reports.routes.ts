import { ZEnvelope } from "@pragati/domain/contract";
import { REPORT_CATALOGUE } from "@pragati/domain/reports";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { resolveContext } from "./report-context";
import { reportPermission, reportScreens } from "./report-screens";
import { REPORT_REGISTRY } from "./reports.registry";
import { inReportTransaction } from "./reports.repository";

/**
 * The milestone, activity and progress reports (PRODUCT.md section 6) under `api/reports/<SPEC path>`,
 * one route per catalogue entry, answered as its registry entry says: `report.view`, the caller's
 * office scope, the header's fiscal year. Rules: docs/product-rules.md "Reports".
 */
export const reportsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public: without a session every office counts; with one, the caller's scope. Aggregates only.
  const sessionIfAny = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };

  for (const report of REPORT_CATALOGUE) {
    const entry = REPORT_REGISTRY[report.path];
    r.get(`/api/reports/${report.path}`, {
      schema: {
        tags: ["reports"],
        summary: entry.summary,
        querystring: entry.query,
        response: { 200: ZEnvelope(entry.response) },
      },
      onRequest: report.public
        ? [sessionIfAny]
        : [app.authenticate, can(reportPermission(report.kind), reportScreens(report.path))],
      // The filters are resolved and the report built in one transaction (see inReportTransaction).
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        return ok(
          await inReportTransaction(app.db, async (tx) =>
            entry.build({
              tx,
              ctx: await resolveContext(
                tx,
                request.auth,
                query as Parameters<typeof resolveContext>[2],
                report.kind,
              ),
              query,
              auth: request.auth,
            }),
          ),
        );
      },
    });
  }
};
