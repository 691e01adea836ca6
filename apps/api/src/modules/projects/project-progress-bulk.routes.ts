import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  BULK_PROGRESS_FILE,
  ZBulkProgressQuery,
  ZBulkProgressRefusal,
  ZBulkProgressResult,
  ZEnvelope,
  ZErrorBody,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { readUpload } from "../progress-bulk/progress-bulk.routes";
import {
  applyProjectSheet,
  assertBulkUploadOpen,
  bulkProjectSheet,
  readProjectSheet,
} from "./project-progress-bulk.service";

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
      const { buffer, filename } = await bulkProjectSheet(app.db, request, request.query);
      return reply
        .type(BULK_PROGRESS_FILE.mime)
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(buffer);
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
        422: z.union([ZBulkProgressRefusal, ZErrorBody]),
      },
    },
    onRequest: [app.authenticate, can("project.progress", ["ayojana"])],
    handler: async (request, reply) => {
      await assertBulkUploadOpen(app.db, request, request.query);
      const sheet = await readProjectSheet(await readUpload(request));
      const outcome = await applyProjectSheet(app.db, request, request.query, sheet);
      if ("problems" in outcome)
        return reply.code(422).send({
          success: false as const,
          message: `Nothing was saved: the sheet has ${outcome.problems.length} problem(s).`,
          message_np: `केही पनि सुरक्षित भएन: पानामा ${toDevanagariDigits(outcome.problems.length)} वटा समस्या छन्।`,
          errors: outcome.problems,
        });
      const { saved } = outcome.result;
      return ok(outcome.result, {
        message:
          saved === 0
            ? {
                en: "No row was filled or changed; nothing was saved.",
                np: "कुनै पङ्क्ति भरिएन वा परिवर्तन भएन; केही पनि सुरक्षित भएन।",
              }
            : {
                en: `The month's progress of ${saved} projects was saved.`,
                np: `${toDevanagariDigits(saved)} वटा आयोजनाको महिनाको प्रगति सुरक्षित भयो।`,
              },
      });
    },
  });
};
