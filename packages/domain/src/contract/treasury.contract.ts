import { z } from "zod";
import { TREASURY_REPORT_NUMBERS, TREASURY_UNITS } from "../treasury";
import { ZFiscalYearParam, ZId, ZIdParam, ZText } from "./envelope.contract";
import { ZDrillParams, ZReportCells, ZReportColumn } from "./reports.contract";

/** The treasury upload's limits: .xlsx or .csv, at most 20 MB, 60,000 rows with the title rows. */
export const TREASURY_FILE = { maxBytes: 20 * 1024 * 1024, maxRows: 60_000 } as const;

/** The import's settings, in the query string beside the multipart file. */
export const ZTreasuryImportQuery = z.object({
  report_number: z.enum(TREASURY_REPORT_NUMBERS),
  fiscal_year_id: ZIdParam,
  /** BS date in either script, `-`, `/` or `.` separated; it must fall in the budget year. */
  as_of: ZText.trim().min(8).max(20),
  /**
   * The unit of the file's amounts. Optional: the unit its title band states is applied; a file stating
   * none needs it, and a file stating another is refused.
   */
  unit: z.enum(TREASURY_UNITS).optional(),
  /** The importer confirmed replacing the snapshot of the same report, year and date. */
  replace: z.enum(["true", "false"]).default("false"),
});
export type TTreasuryImportQuery = z.infer<typeof ZTreasuryImportQuery>;

/** The preview's settings: the import's, read the same way, nothing stored. */
export const ZTreasuryPreviewQuery = ZTreasuryImportQuery.omit({ replace: true });

/** A cell of the title band that states the unit or the budget year (A3), or null when none does. */
const ZStatedCell = z.string().nullable();

/** What an import of the file would store, before anything is stored (`POST api/treasury/import/preview`). */
export const ZTreasuryPreview = z.object({
  report_number: z.enum(TREASURY_REPORT_NUMBERS),
  report_title: z.string(),
  report_title_np: z.string(),
  /** The unit applied: the one the file states (`unit_cell`), else the one chosen. */
  unit: z.enum(TREASURY_UNITS),
  unit_cell: ZStatedCell,
  fiscal_year_id: ZId,
  fiscal_year_title: z.string(),
  fiscal_year_title_np: z.string(),
  /** The cell stating the budget year (which equals the chosen one), or null when the file states none. */
  fiscal_year_cell: ZStatedCell,
  as_of: z.string(),
  row_count: z.number().int(),
  /** The first data rows as stored: their sheet row, descriptions and total budget and expense in rupees. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      description: z.string(),
      total_budget: z.number().nullable(),
      total_expense: z.number().nullable(),
    }),
  ),
  /** The sums of all the rows, in rupees: the snapshot's totals once imported. */
  totals: z.object({ total_budget: z.number(), total_expense: z.number() }),
  /** A snapshot of the same report, year and date exists: importing asks to replace it. */
  replaces: z.boolean(),
});
export type TTreasuryPreview = z.infer<typeof ZTreasuryPreview>;

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

// --- the daily budgetary analysis (`api/reports/fcgo/daily-budgetary-analysis`) --------------------

/** Its filters: the budget year (the header's), and a ministry, office and province as named in the file. */
export const ZBudgetaryQuery = ZTreasuryReportQuery.omit({ as_of: true });
export type TBudgetaryQuery = z.output<typeof ZBudgetaryQuery>;

/** The figures of one as-of date, in the order the table and the export show them. */
export const BUDGETARY_FIGURES = [
  "current_budget",
  "current_expense",
  "current_percent",
  "capital_budget",
  "capital_expense",
  "capital_percent",
  "total_budget",
  "total_expense",
  "total_percent",
  "previous_current_percent",
  "previous_capital_percent",
  "previous_total_percent",
] as const;
export type BudgetaryFigure = (typeof BUDGETARY_FIGURES)[number];

/**
 * One as-of date of the year: amounts in rupees, expense % per pair, and the previous year's % on its
 * snapshot of the same date (null without one); `drill` opens the office-expense report of that date.
 */
export const ZBudgetaryRow = z.object({
  as_of: z.string(),
  previous_as_of: z.string().nullable(),
  values: z.record(z.enum(BUDGETARY_FIGURES), z.number().nullable()),
  drill: ZDrillParams,
});
export type TBudgetaryRow = z.infer<typeof ZBudgetaryRow>;

export const ZBudgetaryAnalysis = z.object({
  filters: z.object({
    fiscal_year_id: z.number().int(),
    /** The newest as-of date of the year; null when it has no office-expense snapshot. */
    as_of: z.string().nullable(),
    ministry: z.string().nullable(),
    office: z.string().nullable(),
    province: z.string().nullable(),
  }),
  /** The names the filters offer, from the newest snapshot (offices of the chosen ministry). */
  ministries: z.array(z.string()),
  offices: z.array(z.string()),
  provinces: z.array(z.string()),
  /** Oldest date first. */
  rows: z.array(ZBudgetaryRow),
});
export type TBudgetaryAnalysis = z.infer<typeof ZBudgetaryAnalysis>;

// --- codes of the files matched to the product's offices and projects (`api/treasury/codes`) --------

/**
 * What a file's code names: a ministry (its name as filed) or an office (its code, else its name) is
 * matched to an office; a budget sub-head or a project (its code, else its name) to a project.
 */
export const TREASURY_CODE_KINDS = ["ministry", "office", "subhead", "project"] as const;
export type TreasuryCodeKind = (typeof TREASURY_CODE_KINDS)[number];
export const codeTarget = (kind: TreasuryCodeKind): "office" | "project" =>
  kind === "ministry" || kind === "office" ? "office" : "project";

export const ZTreasuryCodesQuery = z.object({
  /** The header's year: the codes of its snapshots; `null`, empty or none is the current year. */
  fiscal_year_id: ZFiscalYearParam,
  kind: z.enum(TREASURY_CODE_KINDS),
});

/** A code of the year's files that does not match by itself, with admin's mapping if any. */
export const ZTreasuryCode = z.object({
  kind: z.enum(TREASURY_CODE_KINDS),
  code: z.string(),
  /** The name the files give it. */
  name: z.string().nullable(),
  /** Rows of the year's snapshots with this code. */
  rows: z.number().int(),
  office: z.object({ id: ZId, name: z.string(), name_np: z.string() }).nullable(),
  project: z.object({ id: ZId, name: z.string() }).nullable(),
});
export type TTreasuryCode = z.infer<typeof ZTreasuryCode>;

/** Maps a code to an office or a project (by its kind); neither removes the mapping. */
export const ZTreasuryCodeMap = z.object({
  kind: z.enum(TREASURY_CODE_KINDS),
  code: ZText.trim().min(1).max(300),
  office_id: ZId.nullable().default(null),
  project_id: ZId.nullable().default(null),
});
export type TTreasuryCodeMap = z.output<typeof ZTreasuryCodeMap>;
