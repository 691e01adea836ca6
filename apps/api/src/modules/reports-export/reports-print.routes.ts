import { once } from "node:events";
import { PassThrough } from "node:stream";
import { isSummaryKind, REPORT_CATALOGUE } from "@pragati/domain/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { authOf, can } from "../../plugins/auth";
import { resolveContext } from "../reports/report-context";
import { reportPermission, reportScreens } from "../reports/report-screens";
import { REPORT_REGISTRY } from "../reports/reports.registry";
import { inReportTransaction } from "../reports/reports.repository";
import { ZExportExtras } from "./reports-export.routes";
import { prefetched, upTo } from "./reports-export.sources";
import { titleRows } from "./reports-export.title";

/**
 * `GET api/reports/print/<list path>?<the list's filters and search>&lang&limit`: every row of a list
 * report (at most `limit`, the export's limit), for the print view. The rows come from the same
 * registry iterator as the Excel export (keyset batches in one report transaction), each as in the
 * list's JSON page, and stream out as the envelope `{ title, filters, data, count }` (title and
 * filters as the sheet's two title rows, in `lang`), so neither side holds more than a batch.
 */
export const reportsPrintRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const report of REPORT_CATALOGUE) {
    const { rows, query: listQuery } = REPORT_REGISTRY[report.path];
    if (isSummaryKind(report.kind) || !rows) continue;
    r.get(`/api/reports/print/${report.path}`, {
      schema: {
        tags: ["reports"],
        summary: `Every row of ${report.path} for printing`,
        querystring: listQuery.extend(ZExportExtras.shape),
      },
      onRequest: [app.authenticate, can(reportPermission(report.kind), reportScreens(report.path))],
      handler: async (request, reply) => {
        const auth = authOf(request);
        const query = request.query as Record<string, unknown> & z.output<typeof ZExportExtras>;
        // Refusals (unknown year, office out of scope, bad measure) are answered before the rows start.
        const ctx = await resolveContext(
          app.db,
          auth,
          query as unknown as Parameters<typeof resolveContext>[2],
          report.kind,
        );
        const [title, filters] = await titleRows({
          executor: app.db,
          report,
          ctx,
          query,
          lang: query.lang,
        });
        await inReportTransaction(app.db, async (tx) => {
          const batches = await prefetched(upTo(rows({ tx, ctx, query, auth }), query.limit));
          const stream = new PassThrough();
          reply.header("content-type", "application/json; charset=utf-8").send(stream);
          const write = async (text: string) => {
            if (!stream.write(text)) await once(stream, "drain");
          };
          try {
            await write(
              `{"success":true,"response":{"title":${JSON.stringify(title)},"filters":${JSON.stringify(filters)},"data":[`,
            );
            let count = 0;
            for await (const batch of batches) {
              if (batch.length === 0) continue;
              await write(`${count > 0 ? "," : ""}${batch.map((row) => JSON.stringify(row)).join(",")}`);
              count += batch.length;
            }
            stream.end(`],"count":${count}}}`);
          } catch (error) {
            // The answer has started: end it broken rather than answer twice.
            request.log.error(error);
            stream.destroy(error as Error);
          }
        });
        return reply;
      },
    });
  }
};
