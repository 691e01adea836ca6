import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  chosenFiscalYearId,
  INDICATOR_BULK_FILE,
  ZEnvelope,
  ZErrorBody,
  ZFiscalYearQuery,
  ZIdParams,
  ZIndicator,
  ZIndicatorAchievementBody,
  ZIndicatorBody,
  ZIndicatorBulkResult,
  ZIndicatorLockState,
  ZIndicatorPeriodParams,
  ZIndicatorProgress,
  ZIndicatorQuery,
  ZIndicatorTargetsBody,
  ZIndicatorTemplateQuery,
  ZSheetRefusal,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCheckedFiles, withSpreadsheetUpload } from "../../lib/attachments";
import { refuseRows, sendWorkbook } from "../../lib/bulk-upload";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { sendStoredFile } from "../../lib/record-files";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordDeleteRoute, recordWriteRoutes } from "../../lib/record-write-routes";
import { authOf, can } from "../../plugins/auth";
import { lockFiscalYearId } from "../locks/locks.service";
import { achievementTemplate, bulkAchievements, bulkRefusalMessage } from "./indicator-bulk.service";
import {
  attachPeriodFiles,
  indicatorProgress,
  reportAchievement,
  setTargets,
  visiblePeriodFile,
} from "./indicator-periods.service";
import { presentIndicator } from "./indicators.presenter";
import { findIndicator, indicatorOptions, listIndicators } from "./indicators.repository";
import {
  canManageIndicator,
  createIndicator,
  deleteIndicator,
  INDICATOR,
  indicatorScope,
  lockedFor,
  updateIndicator,
} from "./indicators.service";

const tags = ["indicators"];
const SCREENS = ["ministry-suchak"];

/** Ministry indicators (suchak): definitions per fiscal year (PRODUCT.md section 8; issue 20). */
export const indicatorsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (request: FastifyRequest, id: number) => {
    const auth = authOf(request);
    const row = await orNotFound(findIndicator(app.db, id, indicatorScope(auth)), INDICATOR);
    return presentIndicator(
      row,
      canManageIndicator(auth, row, await lockedFor(app.db, auth, row.fiscal_year_id)),
    );
  };
  const saved = (en: string, np: string) => ({ message: { en, np } });

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("indicator.view", SCREENS)],
    answer: { schema: ZIndicator, of: detail },
    list: {
      path: "/api/indicators/all",
      summary: "The fiscal year's indicators in the caller's scope, in tree order (paged)",
      filters: ZIndicatorQuery,
      row: ZIndicator,
      page: async (request, query) => {
        const auth = authOf(request);
        const fiscalYearId = await lockFiscalYearId(app.db, chosenFiscalYearId(query.fiscal_year_id));
        const [page, locked] = await Promise.all([
          listIndicators(app.db, { ...query, fiscal_year_id: fiscalYearId }, indicatorScope(auth)),
          lockedFor(app.db, auth, fiscalYearId),
        ]);
        return {
          ...page,
          data: page.data.map((row) => presentIndicator(row, canManageIndicator(auth, row, locked))),
        };
      },
    },
    show: { path: "/api/indicators/show/:id", summary: "An indicator" },
  });

  r.get("/api/indicators/options", {
    schema: {
      tags,
      summary: "The fiscal year's indicators in scope, for choosing a parent",
      querystring: ZFiscalYearQuery,
      response: {
        200: ZEnvelope(
          z.array(
            z.object({
              id: z.number().int(),
              code: z.string(),
              name: z.string(),
              name_np: z.string(),
              parent_id: z.number().int().nullable(),
            }),
          ),
        ),
      },
    },
    onRequest: [app.authenticate, can("indicator.view", SCREENS)],
    handler: async (request) => {
      const fiscalYearId = await lockFiscalYearId(app.db, chosenFiscalYearId(request.query.fiscal_year_id));
      return ok(await indicatorOptions(app.db, fiscalYearId, indicatorScope(authOf(request))));
    },
  });

  r.get("/api/indicators/lock", {
    schema: {
      tags,
      summary: "Whether the indicator lock of the fiscal year binds the caller",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZIndicatorLockState) },
    },
    onRequest: [app.authenticate, can("indicator.view", SCREENS)],
    handler: async (request) => {
      const auth = authOf(request);
      const fiscalYearId = await lockFiscalYearId(app.db, chosenFiscalYearId(request.query.fiscal_year_id));
      const locked = await lockedFor(app.db, auth, fiscalYearId);
      const own = auth.nikayaId !== null && locked.offices.has(auth.nikayaId);
      return ok({ fiscal_year_id: fiscalYearId, locked: locked.global || own });
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZIndicator, of: detail } });

  write.post("/api/indicators/store", {
    summary:
      "Define an indicator for a fiscal year (refused while the year's indicator lock binds the caller)",
    body: ZIndicatorBody,
    onRequest: [app.authenticate, can("indicator.manage", SCREENS)],
    write: (request, { body }) => createIndicator(app.db, request, body),
    message: { en: "The indicator was saved.", np: "सूचक सुरक्षित भयो।" },
  });

  write.post("/api/indicators/update/:id", {
    summary: "Edit an indicator (its fiscal year stays)",
    body: ZIndicatorBody,
    onRequest: [app.authenticate, can("indicator.manage", SCREENS)],
    write: (request, { id, body }) => updateIndicator(app.db, request, id, body),
    message: { en: "The indicator was updated.", np: "सूचक अद्यावधिक भयो।" },
  });

  recordDeleteRoute(app, "/api/indicators/delete/:id", {
    tags,
    summary: "Delete an indicator without sub-indicators",
    onRequest: [app.authenticate, can("indicator.manage", SCREENS)],
    remove: (request, id) => deleteIndicator(app.db, request, id),
    message: { en: "The indicator was deleted.", np: "सूचक हटाइयो।" },
  });

  r.get("/api/indicators/:id/periods", {
    schema: {
      tags,
      summary: "An indicator's review periods: targets, achievements, evidence and progress to date",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZIndicatorProgress) },
    },
    onRequest: [app.authenticate, can("indicator.view", SCREENS)],
    handler: async (request) => ok(await indicatorProgress(app.db, request, request.params.id)),
  });

  r.post("/api/indicators/:id/targets", {
    schema: {
      tags,
      summary: "Set the targets of every review period (checked per aggregation), or clear them",
      params: ZIdParams,
      body: ZIndicatorTargetsBody,
      response: { 200: ZEnvelope(ZIndicatorProgress) },
    },
    onRequest: [app.authenticate, can("indicator.manage", SCREENS)],
    handler: async (request) => {
      await setTargets(app.db, request, request.params.id, request.body.periods);
      return ok(
        await indicatorProgress(app.db, request, request.params.id),
        saved("Targets saved.", "लक्ष्य सुरक्षित भयो।"),
      );
    },
  });

  r.post("/api/indicators/:id/achievements/:period", {
    schema: {
      tags,
      summary: "Enter a period's achievement (the reporting office, inside the suchak window)",
      params: ZIndicatorPeriodParams,
      body: ZIndicatorAchievementBody,
      response: { 200: ZEnvelope(ZIndicatorProgress) },
    },
    onRequest: [app.authenticate, can("indicator.report", SCREENS)],
    handler: async (request) => {
      await reportAchievement(app.db, request, { ...request.params, body: request.body });
      return ok(
        await indicatorProgress(app.db, request, request.params.id),
        saved("The achievement was saved.", "उपलब्धि सुरक्षित भयो।"),
      );
    },
  });

  r.post("/api/indicators/:id/achievements/:period/files", {
    schema: {
      tags,
      summary:
        "Attach evidence files to a period's achievement (multipart; PDF, PNG, JPG, DOCX, XLSX; at most 5)",
      params: ZIndicatorPeriodParams,
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(ZIndicatorProgress) },
    },
    onRequest: [app.authenticate, can("indicator.report", SCREENS)],
    handler: async (request) => {
      // Read and check every file before storing any, so an upload is accepted or refused whole.
      const files = await readCheckedFiles(request);
      await attachPeriodFiles(app.db, app.storage, request, { ...request.params, files });
      return ok(
        await indicatorProgress(app.db, request, request.params.id),
        saved("Files attached.", "फाइलहरू संलग्न भए।"),
      );
    },
  });

  r.get("/api/indicators/bulk/template", {
    schema: {
      tags,
      summary:
        "The bulk entry's sheet (.xlsx): the indicators the caller reports whose period ends in the suchak reporting month, pre-filled",
      querystring: ZIndicatorTemplateQuery,
    },
    onRequest: [app.authenticate, can("indicator.report", SCREENS)],
    handler: async (request, reply) => {
      return sendWorkbook(reply, await achievementTemplate(app.db, request, request.query));
    },
  });

  r.post("/api/indicators/bulk/achievements", {
    schema: {
      tags,
      summary:
        "Enter the reporting month's achievements from one file (.xlsx or .csv: code, achieved, comment), all rows or none",
      consumes: ["multipart/form-data"],
      response: {
        200: ZEnvelope(ZIndicatorBulkResult),
        422: z.union([ZSheetRefusal, ZErrorBody]),
      },
    },
    onRequest: [app.authenticate, can("indicator.report", SCREENS)],
    handler: async (request, reply) => {
      // A month's sheet of achievements is small: read whole.
      const outcome = await withSpreadsheetUpload(
        request,
        { maxBytes: INDICATOR_BULK_FILE.maxBytes },
        async (upload) => bulkAchievements(app.db, request, { ...upload, buffer: await upload.buffer() }),
      );
      if ("problems" in outcome)
        return refuseRows(reply, bulkRefusalMessage(outcome.count), outcome.problems);
      return ok(outcome, {
        message: {
          en: `${outcome.saved} achievements were saved.`,
          np: `${toDevanagariDigits(outcome.saved)} वटा उपलब्धि सुरक्षित भए।`,
        },
      });
    },
  });

  r.get("/api/indicators/file/:id", {
    schema: { tags, summary: "Download an evidence file", params: ZIdParams },
    onRequest: [app.authenticate, can("indicator.view", SCREENS)],
    handler: async (request, reply) => {
      const file = await visiblePeriodFile(app.db, request, request.params.id);
      return sendStoredFile(reply, app.storage, file);
    },
  });
};
