import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createInflateRaw } from "node:zlib";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { SaxesParser } from "saxes";
import { AppError, type BilingualMessage } from "./errors";

/**
 * The one spreadsheet reader for uploads (.xlsx and .csv). Nothing is loaded whole: the zip's entries are
 * inflated as streams and parsed as XML events, rows are handed out one at a time, and every limit is
 * checked while reading, so a file past a limit is refused after reading only as far as the limit.
 *
 * Why not ExcelJS's streaming reader: it keeps every shared string and, when the worksheets come before
 * the shared strings in the zip (Excel's own order), spills each worksheet to a temporary file whole,
 * without any bound. Here the zip's central directory (the upload itself is small and already bounded)
 * lets the entries be read in the order they are needed.
 */

export type CellValue = string | number | boolean | null;
/** `cells[i]` is column `i + 1`; text is trimmed and blank text is null. */
export type SpreadsheetRow = { row: number; cells: CellValue[] };

export type SpreadsheetLimits = {
  /** The last row number that may hold a value (title and header rows included). */
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
  /** Bytes of XML or CSV text read in all, after unpacking. */
  maxUncompressedBytes: number;
};

export type SpreadsheetProblem =
  | { kind: "unreadable" }
  | { kind: "no_sheet"; sheet: string }
  | { kind: "too_many_rows"; limit: number }
  | { kind: "too_many_columns"; limit: number; row: number }
  | { kind: "cell_too_long"; limit: number; row: number; column: number }
  | { kind: "too_large"; limit: number };

export class SpreadsheetError extends Error {
  constructor(readonly problem: SpreadsheetProblem) {
    super(problem.kind);
  }
}

function fail(problem: SpreadsheetProblem): never {
  throw new SpreadsheetError(problem);
}

/** A1-style column letters of a 1-based column number. */
export const columnLetter = (column: number): string => {
  let n = column;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const np = (n: number) => toDevanagariDigits(n);
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What the person who uploaded the file is told, in both languages. */
export const spreadsheetMessage = (problem: SpreadsheetProblem): BilingualMessage => {
  switch (problem.kind) {
    case "unreadable":
      return {
        en: "The file could not be read as an Excel workbook (.xlsx) or CSV file.",
        np: "फाइललाई Excel (.xlsx) वा CSV फाइलको रूपमा पढ्न सकिएन।",
      };
    case "no_sheet":
      return {
        en: `The workbook has no sheet named "${problem.sheet}".`,
        np: `वर्कबुकमा "${problem.sheet}" नामको पाना छैन।`,
      };
    case "too_many_rows":
      return {
        en: `The file has more than ${problem.limit} rows; it was not read further. Split it or upload a smaller one.`,
        np: `फाइलमा ${np(problem.limit)} भन्दा बढी पङ्क्ति छन्; यसलाई अगाडि पढिएन। फाइल टुक्र्याउनुहोस् वा सानो फाइल अपलोड गर्नुहोस्।`,
      };
    case "too_many_columns":
      return {
        en: `Row ${problem.row} has more than ${problem.limit} columns.`,
        np: `पङ्क्ति ${np(problem.row)} मा ${np(problem.limit)} भन्दा बढी स्तम्भ छन्।`,
      };
    case "cell_too_long":
      return {
        en: `Cell ${columnLetter(problem.column)}${problem.row} has more than ${problem.limit} characters.`,
        np: `कोठा ${columnLetter(problem.column)}${np(problem.row)} मा ${np(problem.limit)} भन्दा बढी अक्षर छन्।`,
      };
    case "too_large":
      return {
        en: `The file unpacks to more than ${mb(problem.limit)} MB; upload a smaller one.`,
        np: `फाइल खोल्दा ${np(mb(problem.limit))} MB भन्दा ठूलो हुन्छ; सानो फाइल अपलोड गर्नुहोस्।`,
      };
  }
};

/** A file past a limit is 413 (too large to take); one that cannot be read is 422. */
export const spreadsheetRefusal = (problem: SpreadsheetProblem) => {
  const message = spreadsheetMessage(problem);
  return new AppError({
    status: problem.kind === "unreadable" || problem.kind === "no_sheet" ? 422 : 413,
    message: message.en,
    messageNp: message.np,
    errors: { file: [message.en] },
    errorsNp: { file: [message.np] },
  });
};

/* ------------------------------------------------------------------ zip */

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; dataOffset: number };

const MAX_ZIP_ENTRIES = 10_000;

/** The entries named in the zip's central directory (ZIP64 and encrypted entries are not taken). */
const zipEntries = (zip: Buffer): Map<string, ZipEntry> => {
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= floor; i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) fail({ kind: "unreadable" });
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) fail({ kind: "unreadable" });
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) fail({ kind: "unreadable" });
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) fail({ kind: "unreadable" });
    const dataOffset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if ((flags & 1) !== 0 || dataOffset + compressedSize > zip.length) fail({ kind: "unreadable" });
    entries.set(name.replace(/^\/+/, ""), { name, method, compressedSize, size, dataOffset });
  }
  return entries;
};

/** Counts unpacked bytes across every entry read from one file. */
class Budget {
  constructor(
    private left: number,
    readonly limit: number,
  ) {}
  take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) fail({ kind: "too_large", limit: this.limit });
  }
  get remaining() {
    return this.left;
  }
}

const CHUNK = 64 * 1024;

/** An entry's text, chunk by chunk, inflated as it is read and counted against the budget. */
async function* entryText(zip: Buffer, entry: ZipEntry, budget: Budget): AsyncGenerator<string> {
  // The declared size can lie, so it only refuses early; the count below is what holds.
  if (entry.size > budget.remaining) fail({ kind: "too_large", limit: budget.limit });
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += CHUNK) yield data.subarray(i, i + CHUNK);
    })(),
  );
  if (entry.method !== 0 && entry.method !== 8) fail({ kind: "unreadable" });
  const stream = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
  const decoder = new StringDecoder("utf8");
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.take(chunk.length);
      yield decoder.write(chunk);
      // Between chunks the event loop serves other requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    fail({ kind: "unreadable" });
  } finally {
    stream.destroy();
    source.destroy();
  }
  yield decoder.end();
}

/* ------------------------------------------------------------------ xml */

type Tag = { name: string; attributes: Record<string, string> };
const local = (name: string) => name.slice(name.indexOf(":") + 1);

/** Feeds an entry's text to a SAX parser; `onEvent` may return values to hand out after each chunk. */
async function* parseXml<T>(
  text: AsyncIterable<string>,
  handlers: {
    open?: (tag: Tag) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
  drain: () => T[],
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  let broken = false;
  parser.on("error", () => {
    broken = true;
  });
  parser.on("opentag", (tag) =>
    handlers.open?.({ name: local(tag.name), attributes: tag.attributes as Record<string, string> }),
  );
  parser.on("closetag", (tag) => handlers.close?.(local(tag.name)));
  parser.on("text", (t) => handlers.text?.(t));
  parser.on("cdata", (t) => handlers.text?.(t));
  for await (const chunk of text) {
    parser.write(chunk);
    if (broken) fail({ kind: "unreadable" });
    yield* drain();
  }
  parser.close();
  if (broken) fail({ kind: "unreadable" });
  yield* drain();
}

const collect = async (xml: AsyncIterable<unknown>) => {
  for await (const _ of xml);
};

export type Workbook = {
  sheetNames: string[];
  /** The rows of a sheet holding at least one value, in order, each checked against the limits. */
  rows: (sheet: string) => AsyncGenerator<SpreadsheetRow>;
};

const cellPosition = (ref: string | undefined): { column: number; row: number } | null => {
  const match = ref ? /^([A-Z]+)(\d+)$/.exec(ref) : null;
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column, row: Number(match[2]) };
};

const tidy = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
};

const resolveTarget = (target: string) =>
  target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;

/** Opens an .xlsx held in memory (the upload, already bounded in size) for reading sheet by sheet. */
export const openXlsx = async (zip: Buffer, limits: SpreadsheetLimits): Promise<Workbook> => {
  const entries = zipEntries(zip);
  const budget = new Budget(limits.maxUncompressedBytes, limits.maxUncompressedBytes);
  const entry = (name: string) => entries.get(name);

  const book = entry("xl/workbook.xml");
  const rels = entry("xl/_rels/workbook.xml.rels");
  if (!book || !rels) fail({ kind: "unreadable" });
  const sheets: { name: string; rid: string }[] = [];
  await collect(
    parseXml(
      entryText(zip, book, budget),
      {
        open: (tag) => {
          if (tag.name === "sheet" && sheets.length < 1000)
            sheets.push({ name: tag.attributes.name ?? "", rid: tag.attributes["r:id"] ?? "" });
        },
      },
      () => [],
    ),
  );
  const targets = new Map<string, string>();
  await collect(
    parseXml(
      entryText(zip, rels, budget),
      {
        open: (tag) => {
          if (tag.name === "Relationship" && tag.attributes.Id && tag.attributes.Target)
            targets.set(tag.attributes.Id, resolveTarget(tag.attributes.Target));
        },
      },
      () => [],
    ),
  );

  let shared: string[] | null = null;
  const sharedStrings = async (): Promise<string[]> => {
    if (shared) return shared;
    const list: string[] = [];
    const file = entry("xl/sharedStrings.xml");
    if (file) {
      // Each shared string fills at most one cell, so there cannot be more of them than cells.
      const maxStrings = limits.maxRows * limits.maxColumns;
      let current: string[] | null = null;
      let inText = false;
      let inPhonetic = false;
      await collect(
        parseXml(
          entryText(zip, file, budget),
          {
            open: (tag) => {
              if (tag.name === "si") current = [];
              else if (tag.name === "rPh") inPhonetic = true;
              else if (tag.name === "t" && !inPhonetic) inText = true;
            },
            close: (name) => {
              if (name === "si" && current) {
                list.push(current.join(""));
                current = null;
                if (list.length > maxStrings) fail({ kind: "too_large", limit: limits.maxUncompressedBytes });
              } else if (name === "rPh") inPhonetic = false;
              else if (name === "t") inText = false;
            },
            text: (t) => {
              if (inText && current) current.push(t);
            },
          },
          () => [],
        ),
      );
    }
    shared = list;
    return list;
  };

  async function* rows(sheetName: string): AsyncGenerator<SpreadsheetRow> {
    const sheet = sheets.find((s) => s.name === sheetName);
    const file = sheet ? entry(targets.get(sheet.rid) ?? "") : undefined;
    if (!file) return fail({ kind: "no_sheet", sheet: sheetName });
    const strings = await sharedStrings();
    const ready: SpreadsheetRow[] = [];
    let rowNumber = 0;
    let cells: CellValue[] = [];
    let column = 0;
    let type = "n";
    let value: string[] | null = null;
    let valueLength = 0;
    let inValue = false;
    let inInline = false;
    const endCell = () => {
      if (value === null) return;
      const raw = value.join("");
      let cell: CellValue;
      if (type === "s") {
        const text = strings[Number(raw)];
        if (text === undefined) fail({ kind: "unreadable" });
        cell = tidy(text as string);
      } else if (type === "b") cell = raw.trim() === "1";
      else if (type === "str" || type === "inlineStr" || type === "e" || type === "d") cell = tidy(raw);
      else {
        const number = Number(raw);
        cell = raw.trim() === "" ? null : Number.isFinite(number) ? number : tidy(raw);
      }
      if (typeof cell === "string" && cell.length > limits.maxCellChars)
        fail({ kind: "cell_too_long", limit: limits.maxCellChars, row: rowNumber, column });
      if (cell !== null) cells[column - 1] = cell;
      value = null;
    };
    yield* parseXml<SpreadsheetRow>(
      entryText(zip, file, budget),
      {
        open: (tag) => {
          if (tag.name === "row") {
            const r = Number(tag.attributes.r);
            rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
            cells = [];
            column = 0;
          } else if (tag.name === "c") {
            const at = cellPosition(tag.attributes.r);
            column = at ? at.column : column + 1;
            type = tag.attributes.t ?? "n";
            value = null;
          } else if (tag.name === "v" || tag.name === "is") {
            if (tag.name === "v") inValue = true;
            else inInline = true;
            value = [];
            valueLength = 0;
          }
        },
        close: (name) => {
          if (name === "v") inValue = false;
          else if (name === "is") inInline = false;
          else if (name === "c") endCell();
          else if (name === "row") {
            if (cells.length === 0) return;
            if (rowNumber > limits.maxRows) fail({ kind: "too_many_rows", limit: limits.maxRows });
            if (cells.length > limits.maxColumns)
              fail({ kind: "too_many_columns", limit: limits.maxColumns, row: rowNumber });
            ready.push({ row: rowNumber, cells });
          }
        },
        text: (t) => {
          if ((inValue || inInline) && value) {
            value.push(t);
            valueLength += t.length;
            if (valueLength > limits.maxCellChars)
              fail({ kind: "cell_too_long", limit: limits.maxCellChars, row: rowNumber, column });
          }
        },
      },
      () => ready.splice(0),
    );
  }

  return { sheetNames: sheets.map((s) => s.name), rows };
};

/* ------------------------------------------------------------------ csv */

/**
 * The records of a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF; a leading BOM is
 * dropped; `,` or `;` as the separator, whichever the first line uses more). Numbers stay text: the
 * caller decides how a cell is read.
 */
export async function* readCsv(
  file: Buffer | AsyncIterable<Buffer>,
  limits: SpreadsheetLimits,
): AsyncGenerator<SpreadsheetRow> {
  const decoder = new StringDecoder("utf8");
  let separator: string | null = null;
  let row = 1;
  let cells: CellValue[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let first = true;
  let lastWasCr = false;
  let quoteSeen = false;
  const endField = () => {
    const value = tidy(field);
    if (value !== null) {
      if (value.length > limits.maxCellChars)
        fail({ kind: "cell_too_long", limit: limits.maxCellChars, row, column: cells.length + 1 });
      cells[cells.length] = value;
    } else cells.length += 1;
    if (cells.length > limits.maxColumns) fail({ kind: "too_many_columns", limit: limits.maxColumns, row });
    field = "";
    afterQuote = false;
  };
  const endRecord = (): SpreadsheetRow | null => {
    endField();
    const record = cells.some((c) => c !== null && c !== undefined)
      ? { row, cells: Array.from(cells, (c) => c ?? null) }
      : null;
    if (record && row > limits.maxRows) fail({ kind: "too_many_rows", limit: limits.maxRows });
    cells = [];
    row += 1;
    return record;
  };
  let size = 0;
  for await (const chunk of csvChunks(file)) {
    size += chunk.length;
    if (size > limits.maxUncompressedBytes) fail({ kind: "too_large", limit: limits.maxUncompressedBytes });
    // The separator from the first line of the first chunk; separators inside quotes do not count.
    if (separator === null) {
      const firstLine = (chunk.toString("utf8").split(/\r?\n/)[0] ?? "").replace(/"[^"]*"/g, "");
      separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
    }
    let text = decoder.write(chunk);
    if (first) {
      text = text.replace(/^\uFEFF/, "");
      first = false;
    }
    const ready: SpreadsheetRow[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      // A CRLF split between two chunks is still one line end.
      const skip = lastWasCr && ch === "\n";
      lastWasCr = false;
      if (skip) continue;
      // A quote inside quotes is decided by the character after it, which may begin the next chunk.
      if (quoteSeen) {
        quoteSeen = false;
        if (ch === '"') {
          field += '"';
          continue;
        }
        quoted = false;
        afterQuote = true;
      }
      if (quoted) {
        if (ch === '"') quoteSeen = true;
        else field += ch;
        if (field.length > limits.maxCellChars)
          fail({ kind: "cell_too_long", limit: limits.maxCellChars, row, column: cells.length + 1 });
      } else if (ch === '"' && field.trim() === "" && !afterQuote) {
        quoted = true;
        field = "";
      } else if (ch === separator) endField();
      else if (ch === "\n" || ch === "\r") {
        lastWasCr = ch === "\r";
        const record = endRecord();
        if (record) ready.push(record);
      } else if (!afterQuote) {
        field += ch;
        if (field.length > limits.maxCellChars)
          fail({ kind: "cell_too_long", limit: limits.maxCellChars, row, column: cells.length + 1 });
      }
    }
    yield* ready;
    // Between chunks the event loop serves other requests.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (quoteSeen) quoted = false;
  if (quoted) fail({ kind: "unreadable" });
  const last = endRecord();
  if (last) yield last;
}

/**
 * A CSV in memory cut into chunks, or the chunks of a stream as they come; either way the first chunk
 * holds the first line (or 64 KB of it), which decides the separator.
 */
async function* csvChunks(file: Buffer | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(file)) {
    for (let offset = 0; offset < file.length; offset += CHUNK) yield file.subarray(offset, offset + CHUNK);
    return;
  }
  let head: Buffer[] | null = [];
  let headLength = 0;
  for await (const chunk of file) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (chunk.includes(0x0a) || headLength >= CHUNK) {
      yield Buffer.concat(head);
      head = null;
    }
  }
  if (head !== null && headLength > 0) yield Buffer.concat(head);
}

/**
 * The kind of an uploaded spreadsheet from its first bytes (an .xlsx is a zip) and whether it holds a
 * NUL byte anywhere (a CSV never does), or null.
 */
export const spreadsheetKind = (head: Buffer, filename: string, hasNul: boolean): "xlsx" | "csv" | null => {
  const lower = filename.toLowerCase();
  if (lower.endsWith(".xlsx")) return head.subarray(0, 4).toString("hex") === "504b0304" ? "xlsx" : null;
  if (lower.endsWith(".csv")) return hasNul ? null : "csv";
  return null;
};
