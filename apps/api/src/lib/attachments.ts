import path from "node:path";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { NOTICE_ATTACHMENTS } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { spreadsheetKind } from "./spreadsheet";

/** Accepted attachments: extension, declared type and the file's first bytes must agree. */
export const ATTACHMENT_RULES = {
  maxBytes: NOTICE_ATTACHMENTS.maxBytes,
  maxFiles: NOTICE_ATTACHMENTS.maxFiles,
  types: {
    ".pdf": { mime: ["application/pdf"], magic: ["25504446"] },
    ".png": { mime: ["image/png"], magic: ["89504e47"] },
    ".jpg": { mime: ["image/jpeg"], magic: ["ffd8ff"] },
    ".jpeg": { mime: ["image/jpeg"], magic: ["ffd8ff"] },
    ".docx": {
      mime: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      magic: ["504b0304"],
    },
    ".xlsx": {
      mime: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      magic: ["504b0304"],
    },
  } as Record<string, { mime: string[]; magic: string[] }>,
};

export const badAttachment = (filename: string) =>
  new AppError({
    status: 422,
    message: `"${filename}" is not an accepted file: PDF, PNG, JPG, DOCX or XLSX up to 5 MB.`,
    messageNp: `"${filename}" स्वीकार्य फाइल होइन: ५ MB सम्मको PDF, PNG, JPG, DOCX वा XLSX मात्र।`,
    errors: { files: [`"${filename}" is not an accepted file: PDF, PNG, JPG, DOCX or XLSX up to 5 MB.`] },
    errorsNp: { files: [`"${filename}" स्वीकार्य फाइल होइन: ५ MB सम्मको PDF, PNG, JPG, DOCX वा XLSX मात्र।`] },
  });

export type IncomingFile = { filename: string; mime: string; buffer: Buffer };

/**
 * Reads every file of a multipart request and checks it with the attachment rules (extension,
 * declared type and first bytes agree; at most 5 MB) before any is stored, so an upload is accepted or
 * refused whole.
 */
export const readCheckedFiles = async (request: FastifyRequest): Promise<IncomingFile[]> => {
  if (!request.isMultipart())
    throw new AppError({
      status: 422,
      message: "Send the files as multipart/form-data.",
      messageNp: "फाइलहरू multipart/form-data मा पठाउनुहोस्।",
    });
  const incoming: IncomingFile[] = [];
  for await (const part of request.files({
    limits: { fileSize: ATTACHMENT_RULES.maxBytes, files: ATTACHMENT_RULES.maxFiles },
  })) {
    const buffer = await part.toBuffer();
    const rule = ATTACHMENT_RULES.types[path.extname(part.filename).toLowerCase()];
    const head = buffer.subarray(0, 4).toString("hex");
    if (
      part.file.truncated ||
      !rule ||
      // Browsers may declare a generic type; extension and first bytes must still agree.
      !(rule.mime.includes(part.mimetype) || part.mimetype === "application/octet-stream") ||
      !rule.magic.some((m) => head.startsWith(m))
    )
      throw badAttachment(part.filename);
    incoming.push({ filename: part.filename, mime: part.mimetype, buffer });
  }
  return incoming;
};

/**
 * Reads the one spreadsheet (.xlsx or .csv) of a multipart request, at most `maxBytes`: extension and
 * first bytes must agree (an .xlsx is a zip, a CSV holds no NUL byte). The caller reads its rows with
 * lib/spreadsheet.ts.
 */
export const readSpreadsheetUpload = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; buffer: Buffer; kind: "xlsx" | "csv" }> => {
  const refused = (filename: string) =>
    new AppError({
      status: 422,
      message: `"${filename}" is not an Excel workbook (.xlsx) or CSV file of at most ${maxBytes / 1024 / 1024} MB.`,
      messageNp: `"${filename}" ${toDevanagariDigits(maxBytes / 1024 / 1024)} MB सम्मको Excel (.xlsx) वा CSV फाइल होइन।`,
      errors: { file: ["Choose an .xlsx or .csv file."] },
      errorsNp: { file: [".xlsx वा .csv फाइल छान्नुहोस्।"] },
    });
  if (!request.isMultipart()) throw refused("");
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw refused("");
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw refused(part.filename);
    throw error;
  }
  const kind = spreadsheetKind(buffer, part.filename);
  if (part.file.truncated || kind === null) throw refused(part.filename);
  return { filename: part.filename, buffer, kind };
};
