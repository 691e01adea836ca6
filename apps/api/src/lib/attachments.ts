import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { NOTICE_ATTACHMENTS } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { spreadsheetKind } from "./spreadsheet";
import { localStorage } from "./storage";

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

/** Bidirectional controls (U+202A-202E, U+2066-2069, U+200E/F, U+061C): a right-to-left override can disguise an extension. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** A file's name as it is checked, stored and shown: without bidirectional controls. */
export const cleanFileName = (name: string): string => name.replace(BIDI_CONTROLS, "");

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
    const filename = cleanFileName(part.filename);
    const rule = ATTACHMENT_RULES.types[path.extname(filename).toLowerCase()];
    const head = buffer.subarray(0, 4).toString("hex");
    if (
      part.file.truncated ||
      !rule ||
      // Browsers may declare a generic type; extension and first bytes must still agree.
      !(rule.mime.includes(part.mimetype) || part.mimetype === "application/octet-stream") ||
      !rule.magic.some((m) => head.startsWith(m))
    )
      throw badAttachment(filename);
    incoming.push({ filename, mime: part.mimetype, buffer });
  }
  return incoming;
};

/** An uploaded spreadsheet kept in a temporary file while its request is handled. */
export type SpreadsheetUpload = {
  filename: string;
  kind: "xlsx" | "csv";
  size: number;
  /** SHA-256 of the file, hex, computed as it arrived. */
  checksum: string;
  /** The file chunk by chunk, read again from the temporary file on each call. */
  chunks: () => AsyncIterable<Buffer>;
  /** The whole file (an .xlsx is a zip, read by random access). */
  buffer: () => Promise<Buffer>;
};

/**
 * The one reader of an uploaded spreadsheet: the one .xlsx (or, unless `xlsxOnly`, .csv) of a multipart
 * request, at most `maxBytes`, streamed to a temporary file (never held whole in memory) while its
 * checksum, first bytes and any NUL byte are noted: extension and first bytes must agree (an .xlsx is a
 * zip, a CSV holds no NUL byte). `handle` reads it (lib/spreadsheet.ts); the temporary file is removed
 * however that ends.
 */
export const withSpreadsheetUpload = async <T>(
  request: FastifyRequest,
  accept: { maxBytes: number; xlsxOnly?: boolean },
  handle: (upload: SpreadsheetUpload) => Promise<T>,
): Promise<T> => {
  const mb = accept.maxBytes / 1024 / 1024;
  const refused = (filename: string) =>
    new AppError({
      status: 422,
      ...(accept.xlsxOnly
        ? {
            message: `"${filename}" is not an Excel workbook (.xlsx) of at most ${mb} MB.`,
            messageNp: `"${filename}" ${toDevanagariDigits(mb)} MB सम्मको Excel (.xlsx) फाइल होइन।`,
            errors: { file: ["Choose the filled sheet (.xlsx)."] },
            errorsNp: { file: ["भरिएको पाना (.xlsx) छान्नुहोस्।"] },
          }
        : {
            message: `"${filename}" is not an Excel workbook (.xlsx) or CSV file of at most ${mb} MB.`,
            messageNp: `"${filename}" ${toDevanagariDigits(mb)} MB सम्मको Excel (.xlsx) वा CSV फाइल होइन।`,
            errors: { file: ["Choose an .xlsx or .csv file."] },
            errorsNp: { file: [".xlsx वा .csv फाइल छान्नुहोस्।"] },
          }),
    });
  if (!request.isMultipart()) throw refused("");
  const part = await request.file({ limits: { fileSize: accept.maxBytes, files: 1 } });
  if (!part) throw refused("");
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let nul = false;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
      nul ||= chunk.includes(0);
      done(null, chunk);
    },
  });
  part.file.on("error", (error) => watch.destroy(error));
  // The one file service's disk storage in a folder of its own, removed whole afterwards (with any part
  // a failed write left).
  const folder = await mkdtemp(path.join(tmpdir(), "pragati-upload-"));
  const waiting = localStorage(folder);
  try {
    let stored: { key: string; size: number };
    try {
      stored = await waiting.put(part.file.pipe(watch), part.filename);
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw refused(part.filename);
      throw error;
    }
    const kind = spreadsheetKind(head, part.filename, nul);
    if (part.file.truncated || kind === null || (accept.xlsxOnly && kind !== "xlsx"))
      throw refused(part.filename);
    return await handle({
      filename: part.filename,
      kind,
      size: stored.size,
      checksum: hash.digest("hex"),
      chunks: () => waiting.read(stored.key),
      buffer: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of waiting.read(stored.key)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
