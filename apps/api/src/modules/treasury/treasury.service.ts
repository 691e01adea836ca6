import { createHash } from "node:crypto";
import { toBsString, toDevanagariDigits, tryParseBs } from "@pragati/domain/calendar";
import { TREASURY_FILE, type TTreasuryImportQuery } from "@pragati/domain/contract";
import { parseTreasurySheet, type TreasuryCell, type TreasuryProblem } from "@pragati/domain/treasury";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, FieldErrorCollector } from "../../lib/errors";
import {
  type CellValue,
  openXlsx,
  readCsv,
  SpreadsheetError,
  type SpreadsheetLimits,
  type SpreadsheetRow,
  spreadsheetRefusal,
} from "../../lib/spreadsheet";
import { findFiscalYearById, loadCalendar } from "../calendar/calendar.repository";
import { deleteSnapshot, findSnapshot, insertRows, insertSnapshot } from "./treasury.repository";

const LIMITS: SpreadsheetLimits = {
  maxRows: TREASURY_FILE.maxRows,
  maxColumns: 60,
  maxCellChars: 2_000,
  maxUncompressedBytes: 256 * 1024 * 1024,
};

export type TreasuryUpload = { filename: string; buffer: Buffer; kind: "xlsx" | "csv" };

/** The budget year and the as-of date: the year exists and the date is a real BS date inside it. */
const checkTarget = async (db: Db, query: TTreasuryImportQuery) => {
  const errors = new FieldErrorCollector();
  const [year, calendar] = await Promise.all([
    findFiscalYearById(db, query.fiscal_year_id),
    loadCalendar(db),
  ]);
  if (!year) errors.add("fiscal_year_id", { en: "Choose a budget year.", np: "आर्थिक वर्ष छान्नुहोस्।" });
  const parsed = tryParseBs(query.as_of.replace(/[/.]/g, "-"));
  const asOf = parsed && calendar.isValidBs(parsed) ? toBsString(parsed) : null;
  if (!asOf)
    errors.add("as_of", {
      en: "The as-of date is not a BS date (YYYY-MM-DD).",
      np: "मिति वि.सं. मिति (YYYY-MM-DD) होइन।",
    });
  else if (year && (asOf < year.startBs || asOf > year.endBs))
    errors.add("as_of", {
      en: `The as-of date is outside the budget year ${year.title}.`,
      np: `मिति आर्थिक वर्ष ${year.titleNp} भित्र छैन।`,
    });
  errors.throwIfAny();
  return { asOf: asOf as string };
};

/** The file's rows as the sheet has them (row n at index n - 1), from its first sheet or the CSV. */
const readRows = async (upload: TreasuryUpload): Promise<TreasuryCell[][]> => {
  const rows: TreasuryCell[][] = [];
  const plain = (cell: CellValue): TreasuryCell => (typeof cell === "boolean" ? String(cell) : cell);
  const keep = (row: SpreadsheetRow) => {
    rows[row.row - 1] = row.cells.map(plain);
  };
  try {
    if (upload.kind === "csv") for await (const row of readCsv(upload.buffer, LIMITS)) keep(row);
    else {
      const workbook = await openXlsx(upload.buffer, LIMITS);
      const first = workbook.sheetNames[0];
      if (first !== undefined) for await (const row of workbook.rows(first)) keep(row);
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw spreadsheetRefusal(error.problem);
    throw error;
  }
  return Array.from(rows, (row) => row ?? []);
};

export type ImportOutcome = { problems: TreasuryProblem[] } | { snapshotId: number; replaced: boolean };

/**
 * Imports one treasury file as the dated snapshot of its report, budget year and as-of date: accepted
 * whole (rows stored in paisa, the activity logged, in one transaction) or refused whole with its
 * problems. A snapshot of the same date is replaced only when the importer confirmed (`replace`).
 */
export const importTreasuryFile = async (
  db: Db,
  request: Pick<FastifyRequest, "auth" | "ip">,
  query: TTreasuryImportQuery,
  upload: TreasuryUpload,
): Promise<ImportOutcome> => {
  const { asOf } = await checkTarget(db, query);
  const parsed = parseTreasurySheet({
    rows: await readRows(upload),
    chosen: query.report_number,
    unit: query.unit,
  });
  if (!parsed.ok) return { problems: parsed.problems };
  const key = { reportNumber: query.report_number, fiscalYearId: query.fiscal_year_id, asOf };
  const existing = await findSnapshot(db, key);
  const exists = new AppError({
    status: 409,
    message: `Report ${query.report_number} of ${asOf} is already imported; confirm to replace it.`,
    messageNp: `${toDevanagariDigits(asOf)} को प्रतिवेदन ${toDevanagariDigits(query.report_number)} पहिले नै आयात भएको छ; बदल्न पुष्टि गर्नुहोस्।`,
  });
  if (existing && query.replace !== "true") throw exists;
  const checksum = createHash("sha256").update(upload.buffer).digest("hex");
  try {
    const snapshotId = await db.transaction(async (tx) => {
      const current = await findSnapshot(tx, key);
      if (current) await deleteSnapshot(tx, current.id);
      const id = await insertSnapshot(tx, {
        ...key,
        unit: query.unit,
        fileName: upload.filename,
        checksum,
        rowCount: parsed.rows.length,
        importedBy: request.auth?.userId ?? null,
      });
      await insertRows(tx, id, parsed.rows);
      await recordActivity(tx, request, {
        action: current ? "update" : "create",
        entity: "treasury_snapshot",
        entityId: id,
        changes: {
          ...key,
          file: upload.filename,
          checksum,
          rows: parsed.rows.length,
          replaced: current?.id ?? null,
        },
      });
      return id;
    });
    return { snapshotId, replaced: existing !== null };
  } catch (error) {
    // Two imports of the same date at once: the second is told as if it had not confirmed.
    if (isUniqueViolation(error)) throw exists;
    throw error;
  }
};
