import path from "node:path";
import { PROGRESS_SCREENS } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  BULK_PROGRESS_FILE,
  ZBulkProgressQuery,
  ZBulkProgressRefusal,
  ZBulkProgressResult,
  ZEnvelope,
  ZErrorBody,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { AppError } from "../../lib/errors";
import { SpreadsheetError, spreadsheetRefusal } from "../../lib/spreadsheet";
import { authOf, can } from "../../plugins/auth";
import { applySheet, assertUploadTarget, bulkSheet, fileRefusal } from "./progress-bulk.service";
import { MAX_ROWS, readSheet } from "./progress-bulk.sheet";

const notAnXlsx = (filename: string) =>
  fileRefusal({
    en: `"${filename}" is not an Excel workbook (.xlsx) of at most 5 MB.`,
    np: `"${filename}" ५ MB सम्मको Excel (.xlsx) फाइल होइन।`,
  });

const NOT_OURS = {
  en: "This workbook is not a progress sheet downloaded from this system; download the sheet and fill it in.",
  np: "यो यस प्रणालीबाट डाउनलोड गरिएको प्रगति पाना होइन; पाना डाउनलोड गरेर भर्नुहोस्।",
};

/** Reads the sheet as a stream; a file past the reader's limits is refused before the rest is read. */
const readUploadedSheet = async (buffer: Buffer) => {
  try {
    const sheet = await readSheet(buffer);
    if (sheet === "not_ours") throw fileRefusal(NOT_OURS);
    return sheet;
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    if (error.problem.kind === "too_many_rows")
      throw new AppError({
        status: 413,
        message: `The sheet has more than ${MAX_ROWS} rows; upload the sheet of one office and month.`,
        messageNp: `पानामा ${toDevanagariDigits(MAX_ROWS)} भन्दा बढी पङ्क्ति छन्; एउटा निकाय र महिनाको पाना अपलोड गर्नुहोस्।`,
      });
    if (error.problem.kind === "no_sheet") throw fileRefusal(NOT_OURS);
    throw spreadsheetRefusal(error.problem);
  }
};

/**
 * The one uploaded file, checked like notice attachments: extension, declared type and first bytes
 * (an .xlsx is a zip) must agree, at most 5 MB.
 */
export const readUpload = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart())
    throw fileRefusal({
      en: "Send the filled sheet as multipart/form-data in the field file.",
      np: "भरिएको पाना multipart/form-data को file मा पठाउनुहोस्।",
    });
  const part = await request.file({ limits: { fileSize: BULK_PROGRESS_FILE.maxBytes, files: 1 } });
  if (!part)
    throw fileRefusal({ en: "Choose the filled sheet (.xlsx).", np: "भरिएको पाना (.xlsx) छान्नुहोस्।" });
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw notAnXlsx(part.filename);
    throw error;
  }
  if (
    part.file.truncated ||
    path.extname(part.filename).toLowerCase() !== BULK_PROGRESS_FILE.extension ||
    // Browsers may declare a generic type; extension and first bytes must still agree.
    ![BULK_PROGRESS_FILE.mime, "application/octet-stream"].includes(part.mimetype) ||
    buffer.subarray(0, 4).toString("hex") !== "504b0304"
  )
    throw notAnXlsx(part.filename);
  return buffer;
};

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
      const { buffer, filename } = await bulkSheet(app.db, authOf(request), request.query);
      return reply
        .type(BULK_PROGRESS_FILE.mime)
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(buffer);
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
        422: z.union([ZBulkProgressRefusal, ZErrorBody]),
      },
    },
    onRequest: [app.authenticate, can("progress.create", PROGRESS_SCREENS)],
    handler: async (request, reply) => {
      await assertUploadTarget(app.db, authOf(request), request.query);
      const sheet = await readUploadedSheet(await readUpload(request));
      const outcome = await applySheet(app.db, request, request.query, sheet);
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
                en: `${saved} progress entries were saved.`,
                np: `${toDevanagariDigits(saved)} वटा प्रगति विवरण सुरक्षित भए।`,
              },
      });
    },
  });
};
