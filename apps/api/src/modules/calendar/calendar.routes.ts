import {
  ZEnvelope,
  ZFiscalYear,
  ZMonthLengthUpdate,
  ZMonthTable,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordActivity } from "../../lib/activity-log";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { presentFiscalYear } from "./calendar.presenter";
import { loadMonthTable } from "./calendar.repository";
import { buildSetupBlock, fiscalYearsWithCurrent, updateMonthLengths } from "./calendar.service";

export const calendarRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/presets/fiscalyear/all", {
    schema: {
      tags: ["calendar"],
      summary: "Fiscal years (paged list shape)",
      querystring: ZPagedQuery,
      response: { 200: ZEnvelope(ZPaged(ZFiscalYear)) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      const { rows, current } = await fiscalYearsWithCurrent(app.db);
      const { page_no, per_page, search } = request.query;
      const term = search.trim();
      const matching = rows.filter((row) => !term || row.title.includes(term) || row.titleNp.includes(term));
      const start = (page_no - 1) * per_page;
      const data = matching
        .slice(start, start + per_page)
        .map((row) => presentFiscalYear(row, current?.id ?? null));
      return ok({
        data,
        count: data.length,
        current_page: page_no,
        from: data.length ? start + 1 : null,
        last_page: Math.max(1, Math.ceil(matching.length / per_page)),
        per_page,
        search: term,
        to: data.length ? start + data.length : null,
        total: matching.length,
      });
    },
  });

  r.get("/api/calendar/month-table", {
    schema: {
      tags: ["calendar"],
      summary: "BS month lengths used by every date computation (public)",
      response: { 200: ZEnvelope(ZMonthTable) },
    },
    handler: async () => ok(await loadMonthTable(app.db)),
  });

  r.post("/api/calendar/month-table/update/:bs_year", {
    schema: {
      tags: ["calendar"],
      summary: "Correct one BS year's month lengths (admin)",
      params: z.object({ bs_year: z.coerce.number().int().min(1900).max(2200) }),
      body: ZMonthLengthUpdate,
      response: { 200: ZEnvelope(ZMonthTable) },
    },
    onRequest: [app.authenticate, can("calendar.manage", ["fiscal-year"])],
    handler: async (request) => {
      const year = request.params.bs_year;
      await app.db.transaction(async (tx) => {
        const change = await updateMonthLengths(tx, {
          year,
          months: request.body.months,
          userId: request.auth!.userId,
        });
        await recordActivity(tx, request, {
          action: "update",
          entity: "calendar_year",
          entityId: year,
          changes: change,
        });
      });
      return ok(await loadMonthTable(app.db), {
        message: { en: "The calendar was corrected.", np: "पात्रो सच्याइयो।" },
        setup: await buildSetupBlock(app.db),
      });
    },
  });
};
