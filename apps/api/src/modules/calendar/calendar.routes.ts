import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  ZEnvelope,
  ZFiscalYear,
  ZFiscalYearBody,
  ZIdParams,
  ZMonthLengthUpdate,
  ZMonthTableAnswer,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { presentFiscalYear } from "./calendar.presenter";
import { loadMonthTable } from "./calendar.repository";
import {
  addFiscalYear,
  buildSetupBlock,
  confirmMonthLengths,
  editFiscalYear,
  fiscalYearsWithCurrent,
  removeFiscalYear,
  updateMonthLengths,
} from "./calendar.service";

const ZBsYearParams = z.object({ bs_year: z.coerce.number().int().min(1900).max(2200) });

/** A fiscal year as the list shows it (current, provisional), read after the write that changed it. */
const presentedYear = async (executor: Executor, id: number) => {
  const { rows, current } = await fiscalYearsWithCurrent(executor);
  return presentFiscalYear(rows.find((row) => row.id === id)!, current?.id ?? null);
};

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
      response: { 200: ZEnvelope(ZMonthTableAnswer) },
    },
    handler: async () => ok(await loadMonthTable(app.db)),
  });

  r.post("/api/calendar/month-table/update/:bs_year", {
    schema: {
      tags: ["calendar"],
      summary: "Correct one BS year's month lengths (admin)",
      params: ZBsYearParams,
      body: ZMonthLengthUpdate,
      response: { 200: ZEnvelope(ZMonthTableAnswer) },
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

  r.post("/api/presets/fiscalyear/store", {
    schema: {
      tags: ["calendar"],
      summary: "Add a fiscal year, e.g. the next one ahead of Shrawan (admin)",
      body: ZFiscalYearBody,
      response: { 200: ZEnvelope(ZFiscalYear) },
    },
    onRequest: [app.authenticate, can("calendar.manage", ["fiscal-year"])],
    handler: async (request) => {
      const year = await app.db.transaction(async (tx) => {
        const row = await addFiscalYear(tx, request.body, request.auth!.userId);
        await recordActivity(tx, request, {
          action: "create",
          entity: "fiscal_year",
          entityId: row.id,
          changes: request.body,
        });
        return presentedYear(tx, row.id);
      });
      return ok(year, {
        message: { en: `Fiscal year ${year.title} was added.`, np: `आर्थिक वर्ष ${year.title_np} थपियो।` },
        setup: await buildSetupBlock(app.db),
      });
    },
  });

  r.post("/api/presets/fiscalyear/update/:id", {
    schema: {
      tags: ["calendar"],
      summary: "Edit a fiscal year's titles and dates (admin)",
      params: ZIdParams,
      body: ZFiscalYearBody,
      response: { 200: ZEnvelope(ZFiscalYear) },
    },
    onRequest: [app.authenticate, can("calendar.manage", ["fiscal-year"])],
    handler: async (request) => {
      const { id } = request.params;
      const year = await app.db.transaction(async (tx) => {
        const { before, after } = await editFiscalYear(tx, id, request.body);
        await recordActivity(tx, request, {
          action: "update",
          entity: "fiscal_year",
          entityId: id,
          changes: {
            before: {
              title: before.title,
              title_np: before.titleNp,
              start_from: before.startBs,
              end_at: before.endBs,
            },
            after: {
              title: after.title,
              title_np: after.titleNp,
              start_from: after.startBs,
              end_at: after.endBs,
            },
          },
        });
        return presentedYear(tx, id);
      });
      return ok(year, {
        message: { en: `Fiscal year ${year.title} was saved.`, np: `आर्थिक वर्ष ${year.title_np} सुरक्षित भयो।` },
        setup: await buildSetupBlock(app.db),
      });
    },
  });

  r.delete("/api/presets/fiscalyear/delete/:id", {
    schema: {
      tags: ["calendar"],
      summary: "Remove a fiscal year nothing refers to (admin; 409 when in use)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("calendar.manage", ["fiscal-year"])],
    handler: async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const removed = await removeFiscalYear(tx, request.params.id);
        await recordActivity(tx, request, {
          action: "delete",
          entity: "fiscal_year",
          entityId: removed.id,
          changes: { title: removed.title, start_from: removed.startBs, end_at: removed.endBs },
        });
        return removed;
      });
      return ok(null, {
        message: { en: `Fiscal year ${row.title} was removed.`, np: `आर्थिक वर्ष ${row.titleNp} हटाइयो।` },
        setup: await buildSetupBlock(app.db),
      });
    },
  });

  r.post("/api/calendar/month-table/confirm/:bs_year", {
    schema: {
      tags: ["calendar"],
      summary: "Confirm one BS year's month lengths against the published calendar (admin)",
      params: ZBsYearParams,
      response: { 200: ZEnvelope(ZMonthTableAnswer) },
    },
    onRequest: [app.authenticate, can("calendar.manage", ["fiscal-year"])],
    handler: async (request) => {
      const year = request.params.bs_year;
      await app.db.transaction(async (tx) => {
        await confirmMonthLengths(tx, year);
        await recordActivity(tx, request, { action: "confirm", entity: "calendar_year", entityId: year });
      });
      return ok(await loadMonthTable(app.db), {
        message: {
          en: `The month lengths of ${year} BS are confirmed.`,
          np: `वि.सं. ${toDevanagariDigits(year)} का महिनाका दिन पुष्टि भए।`,
        },
        setup: await buildSetupBlock(app.db),
      });
    },
  });
};
