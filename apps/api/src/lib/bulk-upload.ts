import {
  FISCAL_MONTH_NAMES_EN,
  FISCAL_MONTH_NAMES_NP,
  fiscalYearTitle,
  fromDevanagariDigits,
  toDevanagariDigits,
} from "@pragati/domain/calendar";
import { BULK_PROGRESS_FILE, type TSheetProblem } from "@pragati/domain/contract";
import type ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { withSpreadsheetUpload } from "./attachments";
import { ok } from "./envelope";
import { AppError, type BilingualMessage } from "./errors";
import { loadExcelJs } from "./exceljs";
import {
  type CellValue,
  openXlsx,
  SpreadsheetError,
  type SpreadsheetLimits,
  spreadsheetRefusal,
} from "./spreadsheet";

/*
 * The one bulk-upload pipeline: a spreadsheet comes in through `withSpreadsheetUpload` (lib/attachments),
 * each row's problems are noted as a `RowProblem`, the rows are stored all or none (`storeAllOrNone`) and
 * a refused file answers 422 with every problem listed (`refuseRows`). The month sheets this product
 * writes for an office (action-plan and project progress) share their layout, writer and reader here.
 */

/** A file-level refusal (422 under `file`): the file itself is not what the upload needs. */
export const fileRefusal = (message: BilingualMessage) =>
  new AppError({
    status: 422,
    message: message.en,
    messageNp: message.np,
    errors: { file: [message.en] },
    errorsNp: { file: [message.np] },
  });

/**
 * One problem of an uploaded file: its row, its column letter (null: the whole row) and, in the sheets
 * this product writes, the column's header.
 */
export type RowProblem = {
  row: number;
  column: string | null;
  header?: BilingualMessage;
  en: string;
  np: string;
};

/** A refused file: 422 with its problems, each at its row and column, in both languages. */
export const refuseRows = (reply: FastifyReply, message: BilingualMessage, problems: readonly RowProblem[]) =>
  reply.code(422).send({
    success: false as const,
    message: message.en,
    message_np: message.np,
    errors: problems.map(
      (p): TSheetProblem => ({
        row: p.row,
        column: p.column,
        ...(p.header && { header: p.header.en, header_np: p.header.np }),
        message: p.en,
        message_np: p.np,
      }),
    ),
  });

/** A number typed in either script, with thousands separators; null when it is not one. */
export const toNumber = (value: string | number): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = fromDevanagariDigits(value).replace(/[,\s]/g, "");
  return /^[+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
};

/** Problems in the order the sheet shows them: by row, then column (`B` before `AA`). */
const byRowAndColumn = (problems: readonly RowProblem[]) =>
  [...problems].sort(
    (a, b) =>
      a.row - b.row ||
      (a.column ?? "").length - (b.column ?? "").length ||
      (a.column ?? "").localeCompare(b.column ?? ""),
  );

/** Thrown inside the transaction to roll every row back. */
class Refused extends Error {}

/**
 * Stores every checked row through its module's single save (each a savepoint) inside one transaction
 * and keeps all rows or none: a save's refusal becomes the row's problems (`field` null: the refusal's
 * own message), and any problem rolls everything back; the problems come by row and column.
 */
export const storeAllOrNone = async <T, R>(
  db: Db,
  input: {
    rows: readonly T[];
    /** The problems found so far; the refusals of the saves are added through `refused`. */
    problems: readonly RowProblem[];
    store: (tx: Db, row: T) => Promise<void>;
    refused: (row: T, field: string | null, message: BilingualMessage) => void;
    result: () => R;
  },
): Promise<{ result: R } | { problems: RowProblem[] }> => {
  try {
    const result = await db.transaction(async (tx) => {
      for (const row of input.rows) {
        try {
          await input.store(tx, row);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.errors)
            for (const [field, messages] of Object.entries(error.errors))
              for (const [i, en] of messages.entries())
                input.refused(row, field, { en, np: error.errorsNp?.[field]?.[i] ?? en });
          else input.refused(row, null, { en: error.message, np: error.messageNp });
        }
      }
      if (input.problems.length > 0) throw new Refused("refused");
      return input.result();
    });
    return { result };
  } catch (error) {
    if (error instanceof Refused) return { problems: byRowAndColumn(input.problems) };
    throw error;
  }
};

// --- an office's month sheet ------------------------------------------------------------------------

/**
 * The layout of an office's month sheet (docs/product-rules.md, "Bulk progress (Excel)"): sheet
 * `Progress` with two title rows (Nepali, English), a header row and one row per record; a list sheet
 * of valid choices; a very hidden sheet `meta` naming the office, fiscal year and month the sheet was
 * made for. Labels are Nepali first with the English in brackets.
 */
/**
 * The month sheet's tabs, named in both languages as its headings are (the hidden `meta` tab is the
 * product's own); a file downloaded while the tab was named "Progress" alone still reads.
 */
export const MONTH_SHEET = { progress: "प्रगति (Progress)", meta: "meta" } as const;
const PROGRESS_TAB_NAMES = [MONTH_SHEET.progress, "Progress"];
export const HEADER_ROW = 3;
export const FIRST_DATA_ROW = HEADER_ROW + 1;

/** At most this many data rows are read; the sheet of one office and month is far smaller. */
export const MAX_ROWS = 5000;

/** The reader stops at these: a sheet past them is refused before the rest of it is read. */
export const SHEET_LIMITS: SpreadsheetLimits = {
  maxRows: HEADER_ROW + MAX_ROWS,
  maxColumns: 100,
  maxCellChars: 10_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
};

export const bilingual = (text: BilingualMessage) => `${text.np} (${text.en})`;

/** Case, spaces, underscores and the spacing around "/" do not matter when reading a cell. */
export const normalizeLabel = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .replace(/\s*\/\s*/g, " / ")
    .trim();

export type SheetMeta = { nikaya_id: number; fiscal_year_id: number; month: number };
export type SheetCell = { value: string | number | null; column: number };
export type SheetRow<K extends string> = { row: number; cells: Partial<Record<K, SheetCell>> };
export type MonthSheet<K extends string> = {
  meta: SheetMeta;
  columns: Partial<Record<K, number>>;
  rows: SheetRow<K>[];
};

/** What tells one month sheet from another: its format mark, its columns and their headers. */
export type MonthSheetFormat<K extends string> = {
  format: string;
  headerOf: (key: K) => BilingualMessage;
};

/** How an upload reads a month sheet: the columns it may have, those it cannot lack, and the refusal of another workbook. */
export type MonthSheetReading<K extends string> = MonthSheetFormat<K> & {
  keys: readonly K[];
  required: readonly K[];
  notOurs: BilingualMessage;
};

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E2F3" } };
const LOCKED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } };
const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF9DB" } };

/** The workbook an office downloads: its records of the month, the input columns open to editing. */
export const writeMonthSheet = async <K extends string>(
  sheetFormat: MonthSheetFormat<K>,
  content: SheetMeta & {
    title: BilingualMessage;
    keys: readonly K[];
    widths: Partial<Record<K, number>>;
    defaultWidth: number;
    notes?: Partial<Record<K, string>>;
    rows: Partial<Record<K, ExcelJS.CellValue>>[];
    isInput: (key: K) => boolean;
    wrap: readonly K[];
    validation: (key: K) => ExcelJS.DataValidation | undefined;
    /** The sheet of valid choices, after the progress sheet. */
    addChoices: (workbook: ExcelJS.Workbook) => void;
  },
): Promise<Buffer> => {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Pragati";
  const sheet = workbook.addWorksheet(MONTH_SHEET.progress, {
    views: [{ state: "frozen", xSplit: 3, ySplit: HEADER_ROW }],
  });
  const { keys } = content;
  sheet.columns = keys.map((key) => ({ key, width: content.widths[key] ?? content.defaultWidth }));
  for (const [row, text] of [
    [1, content.title.np],
    [2, content.title.en],
  ] as const) {
    sheet.mergeCells(row, 1, row, keys.length);
    const cell = sheet.getCell(row, 1);
    cell.value = text;
    cell.font = { bold: true, size: row === 1 ? 14 : 12 };
  }
  const header = sheet.getRow(HEADER_ROW);
  keys.forEach((key, i) => {
    const cell = header.getCell(i + 1);
    cell.value = bilingual(sheetFormat.headerOf(key));
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: "middle" };
    const note = content.notes?.[key];
    if (note) cell.note = note;
  });
  header.height = 32;

  content.rows.forEach((values, index) => {
    const row = sheet.getRow(FIRST_DATA_ROW + index);
    keys.forEach((key, i) => {
      const cell = row.getCell(i + 1);
      cell.value = values[key] ?? null;
      const input = content.isInput(key);
      cell.protection = { locked: !input };
      cell.fill = input ? INPUT_FILL : LOCKED_FILL;
      cell.alignment = { wrapText: content.wrap.includes(key), vertical: "top" };
      const validation = content.validation(key);
      if (validation) cell.dataValidation = validation;
    });
  });
  // No password: the lock only guards against editing the record columns by mistake.
  await sheet.protect("", {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
  content.addChoices(workbook);

  const meta = workbook.addWorksheet(MONTH_SHEET.meta, { state: "veryHidden" });
  meta.addRows([
    ["format", sheetFormat.format],
    ["nikaya_id", content.nikaya_id],
    ["fiscal_year_id", content.fiscal_year_id],
    ["month", content.month],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const plain = (value: CellValue | undefined): string | number | null =>
  value == null ? null : typeof value === "boolean" ? String(value) : value;

/**
 * Reads a filled workbook as a stream (lib/spreadsheet's reader); "not_ours" for one that is not this
 * month sheet of this product (its format mark, or a header row without the `required` columns).
 * Throws a SpreadsheetError when the file cannot be read or is past a limit.
 */
export const readMonthSheet = async <K extends string>(
  buffer: Buffer,
  sheetFormat: MonthSheetReading<K>,
): Promise<MonthSheet<K> | "not_ours"> => {
  const workbook = await openXlsx(buffer, SHEET_LIMITS);
  const progressTab = PROGRESS_TAB_NAMES.find((name) => workbook.sheetNames.includes(name));
  if (!progressTab || !workbook.sheetNames.includes(MONTH_SHEET.meta)) return "not_ours";
  const meta: Record<string, string | number | null> = {};
  for await (const { row, cells } of workbook.rows(MONTH_SHEET.meta)) {
    if (row > 4) break;
    meta[String(plain(cells[0]))] = plain(cells[1]);
  }
  const ids = [meta.nikaya_id, meta.fiscal_year_id, meta.month];
  if (meta.format !== sheetFormat.format || !ids.every((v) => typeof v === "number" && Number.isInteger(v)))
    return "not_ours";

  const known = new Map<string, K>();
  for (const key of sheetFormat.keys) {
    const text = sheetFormat.headerOf(key);
    for (const label of [bilingual(text), text.np, text.en]) known.set(normalizeLabel(label), key);
  }
  const columns: Partial<Record<K, number>> = {};
  const rows: SheetRow<K>[] = [];
  for await (const { row, cells } of workbook.rows(progressTab)) {
    if (row === HEADER_ROW) {
      cells.forEach((cell, i) => {
        const key = typeof cell === "string" ? known.get(normalizeLabel(cell)) : undefined;
        if (key && columns[key] === undefined) columns[key] = i + 1;
      });
      if (sheetFormat.required.some((key) => columns[key] === undefined)) return "not_ours";
    }
    if (row < FIRST_DATA_ROW) continue;
    const sheetCells: SheetRow<K>["cells"] = {};
    for (const [key, column] of Object.entries(columns) as [K, number][])
      sheetCells[key] = { value: plain(cells[column - 1]), column };
    rows.push({ row, cells: sheetCells });
  }
  if (sheetFormat.required.some((key) => columns[key] === undefined)) return "not_ours";
  return {
    meta: {
      nikaya_id: meta.nikaya_id as number,
      fiscal_year_id: meta.fiscal_year_id as number,
      month: meta.month as number,
    },
    columns,
    rows,
  };
};

/**
 * Walks a month sheet's filled rows and answers how many were skipped: a row with every input blank is
 * skipped; another row's record is found by its `id` cell (else `unknown` at the id column, and the row
 * goes no further) and a record's second row is a problem (`repeated`). `check` reads each found row;
 * `clean()` says whether the row has no problem yet, and "unchanged" skips a row equal to its record.
 */
export const eachFilledRow = <K extends string, T extends { id: number }>(
  sheet: MonthSheet<K | "id">,
  rules: {
    inputs: readonly (K | "id")[];
    records: ReadonlyMap<number, T>;
    problems: readonly RowProblem[];
    atId: (row: number, message: BilingualMessage) => void;
    unknown: BilingualMessage;
    repeated: (firstRow: number) => BilingualMessage;
  },
  check: (
    row: number,
    record: T,
    text: (key: K | "id") => string | number | null,
    clean: () => boolean,
  ) => "unchanged" | undefined,
): number => {
  const firstRowOf = new Map<number, number>();
  let skipped = 0;
  for (const row of sheet.rows) {
    const text = (key: K | "id") => row.cells[key]?.value ?? null;
    if (rules.inputs.every((key) => text(key) === null)) {
      skipped++;
      continue;
    }
    const before = rules.problems.length;
    const id = text("id");
    const record = id === null ? undefined : rules.records.get(toNumber(id) ?? -1);
    if (!record) {
      rules.atId(row.row, rules.unknown);
      continue;
    }
    const first = firstRowOf.get(record.id);
    if (first !== undefined) rules.atId(row.row, rules.repeated(first));
    else firstRowOf.set(record.id, row.row);
    if (check(row.row, record, text, () => rules.problems.length === before) === "unchanged") skipped++;
  }
  return skipped;
};

/**
 * The uploaded month sheet: the one .xlsx of the request through the one spreadsheet reader, read as a
 * stream; a file past the reader's limits is refused before the rest is read, one that is not this
 * sheet with `notOurs`.
 */
export const readMonthSheetUpload = <K extends string>(
  request: FastifyRequest,
  sheetFormat: MonthSheetReading<K>,
): Promise<MonthSheet<K>> =>
  withSpreadsheetUpload(
    request,
    { maxBytes: BULK_PROGRESS_FILE.maxBytes, xlsxOnly: true },
    async (upload) => {
      try {
        const sheet = await readMonthSheet(await upload.buffer(), sheetFormat);
        if (sheet === "not_ours") throw fileRefusal(sheetFormat.notOurs);
        return sheet;
      } catch (error) {
        if (!(error instanceof SpreadsheetError)) throw error;
        if (error.problem.kind === "too_many_rows")
          throw new AppError({
            status: 413,
            message: `The sheet has more than ${MAX_ROWS} rows; upload the sheet of one office and month.`,
            messageNp: `पानामा ${toDevanagariDigits(MAX_ROWS)} भन्दा बढी पङ्क्ति छन्; एउटा निकाय र महिनाको पाना अपलोड गर्नुहोस्।`,
          });
        if (error.problem.kind === "no_sheet") throw fileRefusal(sheetFormat.notOurs);
        throw spreadsheetRefusal(error.problem);
      }
    },
  );

/**
 * The answer of a month sheet's upload: 422 listing its problems, or the result with the module's
 * words for the rows saved (and its own words when nothing was).
 */
export const answerSheetUpload = <R extends { saved: number }>(
  reply: FastifyReply,
  outcome: { result: R } | { problems: RowProblem[] },
  savedMessage: (saved: number) => BilingualMessage,
) => {
  if ("problems" in outcome) {
    const count = outcome.problems.length;
    return refuseRows(
      reply,
      {
        en: `Nothing was saved: the sheet has ${count} problem(s).`,
        np: `केही पनि सुरक्षित भएन: पानामा ${toDevanagariDigits(count)} वटा समस्या छन्।`,
      },
      outcome.problems,
    );
  }
  const { saved } = outcome.result;
  return ok(outcome.result, {
    message:
      saved === 0
        ? {
            en: "No row was filled or changed; nothing was saved.",
            np: "कुनै पङ्क्ति भरिएन वा परिवर्तन भएन; केही पनि सुरक्षित भएन।",
          }
        : savedMessage(saved),
  });
};

/** A sheet to fill in, sent as a download that no cache keeps. */
export const sendWorkbook = (reply: FastifyReply, sheet: { buffer: Buffer; filename: string }) =>
  reply
    .type(BULK_PROGRESS_FILE.mime)
    .header("content-disposition", `attachment; filename="${sheet.filename}"`)
    .header("cache-control", "no-store")
    .send(sheet.buffer);

/**
 * The title (Nepali and English rows) and file name of an office's month sheet of `what` (the module's
 * words: "progress", "project progress"); the file name keeps safe characters only.
 */
export const monthSheetNames = (
  prefix: string,
  what: BilingualMessage,
  office: { id: number; name: string; name_np: string; code: string | null },
  startYear: number,
  month: number,
) => {
  const monthEn = FISCAL_MONTH_NAMES_EN[month];
  return {
    title: {
      np: `${office.name_np} — आर्थिक वर्ष ${fiscalYearTitle(startYear, "np")} — ${FISCAL_MONTH_NAMES_NP[month]} महिनाको ${what.np}`,
      en: `${office.name} — Fiscal year ${fiscalYearTitle(startYear, "en")} — ${what.en} for ${monthEn}`,
    },
    filename:
      `${prefix}-${office.code || office.id}-${startYear}-${String(month + 1).padStart(2, "0")}-${monthEn}.xlsx`.replace(
        /[^\w.-]/g,
        "_",
      ),
  };
};
