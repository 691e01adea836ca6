import { bsDateText, toBsString, toDevanagariDigits, tryParseBs } from "@pragati/domain/calendar";
import {
  codeTarget,
  TREASURY_FILE,
  type TTreasuryCodeMap,
  type TTreasuryImportQuery,
  type TTreasuryPreview,
} from "@pragati/domain/contract";
import {
  paisaToRupees,
  type TreasuryCell,
  type TreasuryProblem,
  type TreasuryRow,
  type TreasuryUnit,
  treasurySheetReader,
} from "@pragati/domain/treasury";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { SpreadsheetUpload } from "../../lib/attachments";
import { isUniqueViolation } from "../../lib/db-errors";
import { conflict, FieldErrorCollector } from "../../lib/errors";
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
import {
  deleteCodeMap,
  deleteSnapshot,
  findCodeMap,
  findSnapshot,
  insertRows,
  insertSnapshot,
  officeExists,
  projectExists,
  setSnapshotRowCount,
  upsertCodeMap,
} from "./treasury.repository";

const LIMITS: SpreadsheetLimits = {
  maxRows: TREASURY_FILE.maxRows,
  maxColumns: 60,
  maxCellChars: 2_000,
  maxUncompressedBytes: 256 * 1024 * 1024,
};

type TargetQuery = Pick<TTreasuryImportQuery, "fiscal_year_id" | "as_of">;
type ReadQuery = Pick<TTreasuryImportQuery, "report_number" | "unit">;

/** The budget year and the as-of date: the year exists and the date is a real BS date inside it. */
const checkTarget = async (db: Db, query: TargetQuery) => {
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
  return { asOf: asOf as string, year: year as NonNullable<typeof year> };
};

/** The file's rows in sheet order (row n as line n), from its first sheet or the CSV, as they are read. */
async function* readRows(upload: SpreadsheetUpload): AsyncGenerator<{ line: number; cells: TreasuryCell[] }> {
  const plain = (cell: CellValue): TreasuryCell => (typeof cell === "boolean" ? String(cell) : cell);
  const line = (row: SpreadsheetRow) => ({ line: row.row, cells: row.cells.map(plain) });
  try {
    // A CSV is read as it streams from the upload's file; an .xlsx (a zip, smaller) is opened whole.
    if (upload.kind === "csv") for await (const row of readCsv(upload.chunks(), LIMITS)) yield line(row);
    else {
      const workbook = await openXlsx(await upload.buffer(), LIMITS);
      const first = workbook.sheetNames[0];
      if (first !== undefined) for await (const row of workbook.rows(first)) yield line(row);
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw spreadsheetRefusal(error.problem);
    throw error;
  }
}

/** Rows are stored as read, this many at a time, so the file's rows are never held whole. */
const BATCH = 250;

/**
 * Reads the file through the treasury reader, in the unit its title states or the one chosen, handing its
 * accepted rows and their unit to `store` in batches while the file has no problem (none when `store` is
 * absent); answers the reader's outcome.
 */
const readFile = async (
  upload: SpreadsheetUpload,
  query: ReadQuery,
  budgetYear: number,
  store?: (rows: TreasuryRow[], unit: TreasuryUnit) => Promise<void>,
) => {
  const reader = treasurySheetReader({ chosen: query.report_number, unit: query.unit, budgetYear });
  let pending: TreasuryRow[] = [];
  const flush = async (rows: TreasuryRow[], force: boolean) => {
    if (store === undefined || reader.refused()) {
      pending = [];
      return;
    }
    pending.push(...rows);
    if (pending.length >= BATCH || (force && pending.length > 0)) {
      const batch = pending;
      pending = [];
      await store(batch, reader.unit());
    }
  };
  for await (const { line, cells } of readRows(upload)) await flush(reader.push(line, cells), false);
  const end = reader.finish();
  if (end.result.ok) await flush(end.rows, true);
  return end.result;
};

/** A file found to have problems after its rows began to be stored: undoes the transaction. */
class Refused extends Error {
  constructor(readonly problems: TreasuryProblem[]) {
    super("treasury file refused");
  }
}

export type ImportOutcome = { problems: TreasuryProblem[] } | { snapshotId: number; replaced: boolean };

/**
 * Imports one treasury file as the dated snapshot of its report, budget year and as-of date: accepted
 * whole (rows stored in paisa as they are read, the activity logged, in one transaction) or refused whole
 * with its problems, the transaction undone. A snapshot of the same date is replaced only when the
 * importer confirmed (`replace`); without it the file is only checked, so its problems still come first.
 */
export const importTreasuryFile = async (
  db: Db,
  request: Pick<FastifyRequest, "auth" | "ip">,
  query: TTreasuryImportQuery,
  upload: SpreadsheetUpload,
): Promise<ImportOutcome> => {
  const { asOf, year } = await checkTarget(db, query);
  const key = { reportNumber: query.report_number, fiscalYearId: query.fiscal_year_id, asOf };
  const existing = await findSnapshot(db, key);
  const exists = conflict({
    en: `Report ${query.report_number} of ${asOf} is already imported; confirm to replace it.`,
    np: `${bsDateText(asOf, "np")} को प्रतिवेदन ${toDevanagariDigits(query.report_number)} पहिले नै आयात भएको छ; बदल्न पुष्टि गर्नुहोस्।`,
  });
  if (existing && query.replace !== "true") {
    const checked = await readFile(upload, query, year.startYear);
    if (!checked.ok) return { problems: checked.problems };
    throw exists;
  }
  const { checksum } = upload;
  try {
    const snapshotId = await db.transaction(async (tx) => {
      const current = await findSnapshot(tx, key);
      if (current) await deleteSnapshot(tx, current.id);
      // The snapshot is inserted with the first rows, once the title band has settled the unit.
      let id: number | null = null;
      const read = await readFile(upload, query, year.startYear, async (rows, unit) => {
        id ??= await insertSnapshot(tx, {
          ...key,
          unit,
          fileName: upload.filename,
          checksum,
          rowCount: 0,
          importedBy: request.auth?.userId ?? null,
        });
        await insertRows(tx, id, rows);
      });
      if (!read.ok) throw new Refused(read.problems);
      if (id === null) throw new Error("an accepted treasury file stored no rows");
      await setSnapshotRowCount(tx, id, read.rowCount);
      await recordActivity(tx, request, {
        action: current ? "update" : "create",
        entity: "treasury_snapshot",
        entityId: id,
        changes: {
          ...key,
          file: upload.filename,
          checksum,
          rows: read.rowCount,
          replaced: current?.id ?? null,
        },
      });
      return id;
    });
    return { snapshotId, replaced: existing !== null };
  } catch (error) {
    if (error instanceof Refused) return { problems: error.problems };
    // Two imports of the same date at once: the second is told as if it had not confirmed.
    if (isUniqueViolation(error)) throw exists;
    throw error;
  }
};

/** The preview's first rows. */
const PREVIEW_ROWS = 10;

export type PreviewOutcome = { problems: TreasuryProblem[] } | { preview: TTreasuryPreview };

/**
 * What importing the file would store, nothing stored: the same checks and the same read as the import
 * (its refusals are the import's), answering the report recognised, the unit and budget year (with the
 * cells of the title band stating them), the first rows and the totals in rupees.
 */
export const previewTreasuryFile = async (
  db: Db,
  query: Omit<TTreasuryImportQuery, "replace">,
  upload: SpreadsheetUpload,
): Promise<PreviewOutcome> => {
  const { asOf, year } = await checkTarget(db, query);
  const first: TreasuryRow[] = [];
  const read = await readFile(upload, query, year.startYear, async (rows) => {
    first.push(...rows.slice(0, PREVIEW_ROWS - first.length));
  });
  if (!read.ok) return { problems: read.problems };
  const existing = await findSnapshot(db, {
    reportNumber: query.report_number,
    fiscalYearId: query.fiscal_year_id,
    asOf,
  });
  const rupees = (paisa: number | undefined) => (paisa === undefined ? null : paisaToRupees(paisa));
  return {
    preview: {
      report_number: read.layout.number,
      report_title: read.layout.title.en,
      report_title_np: read.layout.title.np,
      unit: read.unit,
      unit_cell: read.stated.unit?.cell ?? null,
      fiscal_year_id: year.id,
      fiscal_year_title: year.title,
      fiscal_year_title_np: year.titleNp,
      fiscal_year_cell: read.stated.year?.cell ?? null,
      as_of: asOf,
      row_count: read.rowCount,
      rows: first.map((row) => ({
        line: row.line,
        description: Object.values(row.text).join(" · "),
        total_budget: rupees(row.amounts.total_budget),
        total_expense: rupees(row.amounts.total_expense),
      })),
      totals: {
        total_budget: paisaToRupees(read.totals.total_budget ?? 0),
        total_expense: paisaToRupees(read.totals.total_expense ?? 0),
      },
      replaces: existing !== null,
    },
  };
};

/**
 * Maps a code of the files to an office (ministry, office) or a project (sub-head, project), or removes
 * its mapping when neither is given; one transaction with its activity-log row.
 */
export const mapTreasuryCode = async (
  db: Db,
  request: Pick<FastifyRequest, "auth" | "ip">,
  body: TTreasuryCodeMap,
): Promise<void> => {
  const target = codeTarget(body.kind);
  const errors = new FieldErrorCollector();
  if (target === "office" && body.project_id !== null)
    errors.add("project_id", {
      en: "A ministry or office code is matched to an office, not a project.",
      np: "मन्त्रालय वा निकायको सङ्केत निकायसँग मिलाइन्छ, आयोजनासँग होइन।",
    });
  if (target === "project" && body.office_id !== null)
    errors.add("office_id", {
      en: "A sub-head or project code is matched to a project, not an office.",
      np: "बजेट उपशीर्षक वा आयोजनाको सङ्केत आयोजनासँग मिलाइन्छ, निकायसँग होइन।",
    });
  errors.throwIfAny();
  if (body.office_id !== null && !(await officeExists(db, body.office_id)))
    errors.add("office_id", { en: "There is no such office.", np: "यस्तो निकाय छैन।" });
  if (body.project_id !== null && !(await projectExists(db, body.project_id)))
    errors.add("project_id", { en: "There is no such project.", np: "यस्तो आयोजना छैन।" });
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    const current = await findCodeMap(tx, body.kind, body.code);
    const removing = body.office_id === null && body.project_id === null;
    if (removing) {
      if (!current) return;
      await deleteCodeMap(tx, current.id);
    } else
      await upsertCodeMap(tx, {
        kind: body.kind,
        code: body.code,
        officeId: body.office_id,
        projectId: body.project_id,
        mappedBy: request.auth?.userId ?? null,
      });
    await recordActivity(tx, request, {
      action: removing ? "delete" : current ? "update" : "create",
      entity: "treasury_code_map",
      entityId: current?.id ?? null,
      changes: {
        ...body,
        before: current ? { office_id: current.officeId, project_id: current.projectId } : null,
      },
    });
  });
};
