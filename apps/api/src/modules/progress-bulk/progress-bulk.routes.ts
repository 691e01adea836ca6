import { PROGRESS_SCREENS } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  ZBulkProgressQuery,
  ZBulkProgressResult,
  ZEnvelope,
  ZErrorBody,
  ZSheetRefusal,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerSheetUpload, readMonthSheetUpload, sendWorkbook } from "../../lib/bulk-upload";
import { authOf, can } from "../../plugins/auth";
import { applySheet, assertUploadTarget, bulkSheet } from "./progress-bulk.service";
import { SHEET_READING } from "./progress-bulk.sheet";

/** Bulk progress by Excel: download an office's sheet for a month, fill it, upload it whole. */
export const progressBulkRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/pragati/bulk/download", {
    schema: {
      tags: ["progress"],
      summary: "The office's milestones of a month as an Excel sheet to fill in (.xlsx)",
      querystring: ZBulkProgressQuery,
    },
    // Reading the sheet needs either permission: those who enter progress and those who only view it.
    onRequest: [app.authenticate, can(["progress.view", "progress.create"], PROGRESS_SCREENS)],
    handler: async (request, reply) => {
      return sendWorkbook(reply, await bulkSheet(app.db, authOf(request), request.query));
    },
  });

  r.post("/api/pragati/bulk/upload", {
    schema: {
      tags: ["progress"],
      summary: "Upload a filled sheet: every row is stored with the progress rules, all rows or none",
      querystring: ZBulkProgressQuery,
      consumes: ["multipart/form-data"],
      response: {
        200: ZEnvelope(ZBulkProgressResult),
        422: z.union([ZSheetRefusal, ZErrorBody]),
      },
    },
    onRequest: [app.authenticate, can("progress.create", PROGRESS_SCREENS)],
    handler: async (request, reply) => {
      await assertUploadTarget(app.db, authOf(request), request.query);
      const sheet = await readMonthSheetUpload(request, SHEET_READING);
      return answerSheetUpload(reply, await applySheet(app.db, request, request.query, sheet), (saved) => ({
        en: `${saved} progress entries were saved.`,
        np: `${toDevanagariDigits(saved)} वटा प्रगति विवरण सुरक्षित भए।`,
      }));
    },
  });
};
