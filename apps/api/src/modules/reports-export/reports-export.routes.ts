import { PassThrough } from "node:stream";
import { reportOf } from "@pragati/domain/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, can } from "../../plugins/auth";
import { type Lang, pick } from "../reports/report-cells";
import { resolveContext } from "../reports/report-context";
import { reportPermission, reportScreens } from "../reports/report-screens";
import { inReportTransaction } from "../reports/reports.repository";
import { EXPORT_SOURCES } from "./reports-export.sources";
import { titleRows } from "./reports-export.title";
import { writeWorkbook } from "./reports-export.writer";

/** The most rows one export writes; the flat tables take fewer with `limit`. */
export const MAX_EXPORT_ROWS = 100_000;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What every export adds to its report's query: the language of the sheet and a row limit. */
export const ZExportExtras = z.object({
  lang: z.enum(["np", "en"]).default("np"),
  limit: z.coerce.number().int().min(1).max(MAX_EXPORT_ROWS).default(MAX_EXPORT_ROWS),
});

/**
 * `GET api/reports/export/<report path>?<the report's filters>&lang&limit`: every report of the
 * catalogue as an .xlsx file, with `report.view` and the caller's scope, from its registry entry
 * (summaries whole, lists through its batch iterators, streamed). Rules: docs/product-rules.md "Report screens".
 */
export const reportsExportRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, source] of Object.entries(EXPORT_SOURCES))
    r.get(`/api/reports/export/${path}`, {
      schema: {
        tags: ["reports"],
        summary: `Excel export of ${path}`,
        querystring: source.query.extend(ZExportExtras.shape),
      },
      onRequest: [app.authenticate, can(reportPermission(reportOf(path).kind), reportScreens(path))],
      handler: async (request, reply) => {
        const auth = authOf(request);
        const query = request.query as Record<string, unknown> & z.output<typeof ZExportExtras>;
        const lang: Lang = query.lang;
        // Refusals (unknown year, office out of scope, bad measure) are answered before the file starts.
        const ctx = await resolveContext(
          app.db,
          auth,
          query as unknown as Parameters<typeof resolveContext>[2],
          source.report.kind,
        );
        const title = await titleRows({ executor: app.db, report: source.report, ctx, query, lang });
        await inReportTransaction(app.db, async (tx) => {
          const sheet = await source.open({ tx, ctx, auth, query, lang, limit: query.limit });
          const stream = new PassThrough();
          reply
            .header("content-type", XLSX)
            .header("content-disposition", `attachment; filename="${path.replace(/\//g, "-")}.xlsx"`)
            .send(stream);
          try {
            await writeWorkbook({
              stream,
              sheetName: pick({ en: "Report", np: "प्रतिवेदन" }, lang),
              title,
              sheet,
            });
          } catch (error) {
            // The file has started: end it broken rather than answer twice.
            request.log.error(error);
            stream.destroy(error as Error);
          }
        });
        return reply;
      },
    });
};
