import { z } from "zod";
import { TREASURY_REPORT_NUMBERS, TREASURY_UNITS } from "../treasury";
import { ZFiscalYearParam, ZId, ZIdParam, ZText } from "./envelope.contract";
import { ZReportCells, ZReportColumn } from "./reports.contract";

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
  /** The header's year; `null`, empty or none is the current year. */
  fiscal_year_id: ZFiscalYearParam,
  report_number: z.enum(TREASURY_REPORT_NUMBERS).optional(),
});

// --- the treasury reports (report registry, `api/reports/fcgo-details/*`) ---------------------------

/** Rows of a file without a ministry or office name are grouped, filtered and drilled under this key. */
export const TREASURY_NONE = "-";

/** The levels of a treasury report: ministries, a ministry's offices, an office's detail rows. */
export const TREASURY_LEVELS = ["ministry", "office", "detail"] as const;
export type TreasuryLevel = (typeof TREASURY_LEVELS)[number];

/** What an office's rows are broken into, per report number. */
export const TREASURY_DETAIL = {
  "2104": "project",
  "2105": "subhead",
  "2066": "subhead",
  "2039": "account",
} as const satisfies Record<(typeof TREASURY_REPORT_NUMBERS)[number], "subhead" | "account" | "project">;

const ZTreasuryName = ZText.trim().min(1).max(300).optional();

/**
 * A treasury report's filters: the budget year (the header's), the as-of date of one snapshot (default
 * the newest of the year), a ministry, an office (of that ministry) and a province, as named in the file.
 */
export const ZTreasuryReportQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
  as_of: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  ministry: ZTreasuryName,
  office: ZTreasuryName,
  province: ZTreasuryName,
});
export type TTreasuryReportQuery = z.output<typeof ZTreasuryReportQuery>;

/** A row: its name (and code) in the file, its amounts and percentages in `values`, no counts. */
export const ZTreasuryReportRow = ZReportCells.extend({
  code: z.string().nullable(),
  name: z.string(),
  /** Ministry and office rows open the next level (their `drill` params); detail rows do not. */
  drillable: z.boolean(),
});
export type TTreasuryReportRow = z.infer<typeof ZTreasuryReportRow>;

export const ZTreasuryReport = z.object({
  filters: z.object({
    fiscal_year_id: z.number().int(),
    report_number: z.enum(TREASURY_REPORT_NUMBERS),
    /** The snapshot read; null when the year has none of this report. */
    as_of: z.string().nullable(),
    ministry: z.string().nullable(),
    office: z.string().nullable(),
    province: z.string().nullable(),
  }),
  level: z.enum(TREASURY_LEVELS),
  detail: z.enum(["subhead", "account", "project"]),
  /** The year's snapshots of this report, newest first, and the snapshot's ministries and provinces. */
  as_of_dates: z.array(z.string()),
  ministries: z.array(z.string()),
  provinces: z.array(z.string()),
  columns: z.array(ZReportColumn),
  rows: z.array(ZTreasuryReportRow),
  totals: ZReportCells,
});
export type TTreasuryReport = z.infer<typeof ZTreasuryReport>;
