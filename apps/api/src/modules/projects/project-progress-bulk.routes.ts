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
import { can } from "../../plugins/auth";
import { applyProjectSheet, assertBulkUploadOpen, bulkProjectSheet } from "./project-progress-bulk.service";
import { SHEET_READING } from "./project-progress-bulk.sheet";

const tags = ["projects"];

/** Bulk monthly project progress by Excel: download an office's sheet for a month, fill it, upload it whole. */
export const projectProgressBulkRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/ayojana/bulk/download", {
    schema: {
      tags,
      summary: "An office's projects of a month as an Excel sheet to fill in (.xlsx)",
      querystring: ZBulkProgressQuery,
    },
    // Those who enter progress and those who only read it may take the sheet.
    onRequest: [app.authenticate, can(["project.view", "project.progress"], ["ayojana"])],
    handler: async (request, reply) => {
      return sendWorkbook(reply, await bulkProjectSheet(app.db, request, request.query));
    },
  });

  r.post("/api/ayojana/bulk/upload", {
    schema: {
      tags,
      summary:
        "Upload a filled project sheet: every row is stored with the monthly progress rules, all or none",
      querystring: ZBulkProgressQuery,
      consumes: ["multipart/form-data"],
      response: {
        200: ZEnvelope(ZBulkProgressResult),
        422: z.union([ZSheetRefusal, ZErrorBody]),
      },
    },
    onRequest: [app.authenticate, can("project.progress", ["ayojana"])],
    handler: async (request, reply) => {
      await assertBulkUploadOpen(app.db, request, request.query);
      const sheet = await readMonthSheetUpload(request, SHEET_READING);
      return answerSheetUpload(
        reply,
        await applyProjectSheet(app.db, request, request.query, sheet),
        (saved) => ({
          en: `The month's progress of ${saved} projects was saved.`,
          np: `${toDevanagariDigits(saved)} वटा आयोजनाको महिनाको प्रगति सुरक्षित भयो।`,
        }),
      );
    },
  });
};
