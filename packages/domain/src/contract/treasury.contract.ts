import { z } from "zod";
import { TREASURY_REPORT_NUMBERS, TREASURY_UNITS } from "../treasury";
import { ZFiscalYearParam, ZId, ZIdParam, ZText } from "./envelope.contract";

/** The treasury upload's limits: .xlsx or .csv, at most 20 MB, 60,000 rows with the title rows. */
export const TREASURY_FILE = { maxBytes: 20 * 1024 * 1024, maxRows: 60_000 } as const;

/** The import's settings, in the query string beside the multipart file. */
export const ZTreasuryImportQuery = z.object({
  report_number: z.enum(TREASURY_REPORT_NUMBERS),
  fiscal_year_id: ZIdParam,
  /** BS date in either script, `-`, `/` or `.` separated; it must fall in the budget year. */
  as_of: ZText.trim().min(8).max(20),
  unit: z.enum(TREASURY_UNITS),
  /** The importer confirmed replacing the snapshot of the same report, year and date. */
  replace: z.enum(["true", "false"]).default("false"),
});
export type TTreasuryImportQuery = z.infer<typeof ZTreasuryImportQuery>;

export const ZTreasurySnapshot = z.object({
  id: ZId,
  report_number: z.enum(TREASURY_REPORT_NUMBERS),
  fiscal_year_id: ZId,
  as_of: z.string(),
  unit: z.enum(TREASURY_UNITS),
  file_name: z.string(),
  checksum: z.string(),
  row_count: z.number().int(),
  imported_by: z.string().nullable(),
  imported_at: z.string(),
  /** Sums of the stored rows in rupees (they equal the file's total row within one declared unit). */
  totals: z.object({ total_budget: z.number(), total_expense: z.number() }),
});
export type TTreasurySnapshot = z.infer<typeof ZTreasurySnapshot>;

export const ZTreasuryProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  message_np: z.string(),
});

/** A refused file: nothing stored, the first 50 problems with their row and column. */
export const ZTreasuryRefusal = z.object({
  success: z.literal(false),
  message: z.string(),
  message_np: z.string(),
  errors: z.array(ZTreasuryProblem),
});

export const ZTreasurySnapshotsQuery = z.object({
  /** A budget year, or `null`, empty or absent for the snapshots of every year. */
  fiscal_year_id: ZFiscalYearParam,
  report_number: z.enum(TREASURY_REPORT_NUMBERS).optional(),
});
