import {
  FISCAL_MONTH_NAMES_EN,
  fiscalMonthName,
  fiscalYearTitle,
  fromDevanagariDigits,
  toDevanagariDigits,
} from "@pragati/domain/calendar";
import { INDICATOR_BULK_FILE, INDICATOR_LIMITS } from "@pragati/domain/contract";
import { periodCount, periodEndMonth, periodOfMonth, type ReviewPeriod } from "@pragati/domain/indicators";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { RowProblem } from "../../lib/bulk-upload";
import { type BilingualMessage, notFound } from "../../lib/errors";
import { loadExcelJs } from "../../lib/exceljs";
import { lockRow } from "../../lib/row-lock";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import {
  type CellValue,
  columnLetter,
  openXlsx,
  readCsv,
  SpreadsheetError,
  type SpreadsheetLimits,
  type SpreadsheetRow,
  spreadsheetRefusal,
} from "../../lib/spreadsheet";
import { type AuthContext, authOf } from "../../plugins/auth";
import { assertMonthOpen } from "../approvals/approvals.service";
import { buildSetupBlock } from "../calendar/calendar.service";
import { findFiscalYear, findOffice } from "../progress-bulk/progress-bulk.repository";
import { periodOpen } from "./indicator-periods.service";
import { indicatorsByCode, templateRows, writeAchievement } from "./indicators.repository";
import { INDICATOR, indicatorScope } from "./indicators.service";

const LIMITS: SpreadsheetLimits = {
  maxRows: INDICATOR_BULK_FILE.maxRows,
  maxColumns: 30,
  maxCellChars: INDICATOR_LIMITS.definition,
  maxUncompressedBytes: 64 * 1024 * 1024,
};
/** A refusal lists at most this many problems. */
const MAX_PROBLEMS = 50;

export type BulkUpload = { filename: string; buffer: Buffer; kind: "xlsx" | "csv" };

/** The caller reports an indicator whose reporting office is in its subtree (admin: any; alias `i`). */
const reportingScope = (auth: AuthContext): SQL =>
  auth.allOffices ? sql`TRUE` : inOfficeScope(auth, sql`COALESCE(i.responsible_office_id, i.nikaya_id)`);

/** The header words of each column, in either language (the sheet's own labels may add the other). */
const HEADERS = {
  code: ["code", "कोड"],
  achieved: ["achieved", "उपलब्धि"],
  comment: ["comment", "टिप्पणी"],
} as const;
type Column = keyof typeof HEADERS;

const text = (cell: CellValue | undefined) =>
  cell === null || cell === undefined ? "" : String(cell).trim();

const MESSAGES = {
  noHeader: {
    en: "The first row must name the columns: code, achieved and (optionally) comment.",
    np: "पहिलो पङ्क्तिमा स्तम्भका नाम हुनुपर्छ: कोड, उपलब्धि र (चाहेमा) टिप्पणी।",
  },
  noRows: { en: "The file has no indicator rows.", np: "फाइलमा कुनै सूचकको पङ्क्ति छैन।" },
  code: { en: "Enter the indicator's code.", np: "सूचकको कोड लेख्नुहोस्।" },
  twice: (code: string): BilingualMessage => ({
    en: `The code ${code} is in the file more than once.`,
    np: `कोड ${toDevanagariDigits(code)} फाइलमा एकपटकभन्दा बढी छ।`,
  }),
  unknown: (code: string): BilingualMessage => ({
    en: `No indicator of the current fiscal year with the code ${code} is in your offices.`,
    np: `चालु आर्थिक वर्षमा तपाईंको निकायमा कोड ${toDevanagariDigits(code)} को सूचक छैन।`,
  }),
  notReporter: {
    en: "Only the indicator's reporting office (or an office above it) may enter its achievements.",
    np: "सूचकको प्रतिवेदन गर्ने निकाय (वा माथिको निकाय) ले मात्र उपलब्धि प्रविष्ट गर्न सक्छ।",
  },
  number: { en: "Enter the achieved value as a number.", np: "उपलब्धि अङ्कमा लेख्नुहोस्।" },
  closed: (month: number): BilingualMessage => ({
    en: `No period of this indicator ending in ${fiscalMonthName(month, "en")} is open for reporting now.`,
    np: `यस सूचकको ${fiscalMonthName(month, "np")} मा सकिने कुनै अवधि अहिले प्रतिवेदनका लागि खुला छैन।`,
  }),
};

/** The file's rows holding a value, from its first sheet or the CSV (the streaming reader's limits). */
const readRows = async (upload: BulkUpload): Promise<SpreadsheetRow[]> => {
  const rows: SpreadsheetRow[] = [];
  try {
    if (upload.kind === "csv") for await (const row of readCsv(upload.buffer, LIMITS)) rows.push(row);
    else {
      const workbook = await openXlsx(upload.buffer, LIMITS);
      const first = workbook.sheetNames[0];
      if (first !== undefined) for await (const row of workbook.rows(first)) rows.push(row);
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw spreadsheetRefusal(error.problem);
    throw error;
  }
  return rows.filter((row) => row.cells.some((cell) => text(cell) !== ""));
};

/** A number in Latin or Devanagari digits, with or without thousands separators; null otherwise. */
const numberOf = (cell: CellValue | undefined): number | null => {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  const plain = fromDevanagariDigits(text(cell)).replace(/,/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Math.abs(value) <= INDICATOR_LIMITS.value ? value : null;
};

export type BulkOutcome = { problems: RowProblem[]; count: number } | { month: number; saved: number };

/**
 * Enters the achievements of the suchak reporting month from one file: each row an indicator of the
 * current fiscal year the caller reports (by code), its period ending in that month open now (the
 * suchak window, as one entry), and a number. Any problem refuses the file whole (its first 50 listed,
 * with row and column); otherwise every row is written in one transaction and logged.
 */
export const bulkAchievements = async (
  db: Db,
  request: FastifyRequest,
  upload: BulkUpload,
): Promise<BulkOutcome> => {
  const auth = authOf(request);
  const setup = await buildSetupBlock(db);
  const month = setup.current_suchak_reporting_month;
  const rows = await readRows(upload);
  const problems: RowProblem[] = [];
  const add = (row: number, column: string | null, message: BilingualMessage) =>
    problems.push({ row, column, ...message });

  const [header, ...data] = rows;
  const columns: Partial<Record<Column, number>> = {};
  header?.cells.forEach((cell, index) => {
    const label = text(cell).toLowerCase();
    for (const key of Object.keys(HEADERS) as Column[])
      if (columns[key] === undefined && HEADERS[key].some((word) => label.includes(word)))
        columns[key] = index;
  });
  if (!header || columns.code === undefined || columns.achieved === undefined) {
    add(header?.row ?? 1, null, MESSAGES.noHeader);
    return { problems, count: problems.length };
  }
  if (data.length === 0) {
    add(header.row + 1, null, MESSAGES.noRows);
    return { problems, count: problems.length };
  }
  const achievedColumn = columns.achieved;
  const at = (key: Column) => (columns[key] === undefined ? null : columnLetter(columns[key] + 1));
  const codeColumn = columns.code;
  const codes = data.map((row) => text(row.cells[codeColumn]));
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  const found =
    fiscalYearId === null
      ? []
      : await indicatorsByCode(db, fiscalYearId, [...new Set(codes.filter(Boolean))], {
          ...indicatorScope(auth),
          reporting: reportingScope(auth),
        });

  const entries: { id: number; office: number; period: number; actual: number; comment: string }[] = [];
  const seen = new Set<string>();
  for (const [i, row] of data.entries()) {
    const problem = (column: string | null, message: BilingualMessage) => add(row.row, column, message);
    const code = codes[i];
    if (!code) {
      problem(at("code"), MESSAGES.code);
      continue;
    }
    if (seen.has(code.toLowerCase())) {
      problem(at("code"), MESSAGES.twice(code));
      continue;
    }
    seen.add(code.toLowerCase());
    const match = found.find((f) => f.row.code.toLowerCase() === code.toLowerCase());
    if (!match || !match.reportable) {
      problem(at("code"), match ? MESSAGES.notReporter : MESSAGES.unknown(code));
      continue;
    }
    const review = match.row.review_period as ReviewPeriod;
    const period = periodOfMonth(review, month);
    if (periodEndMonth(review, period) !== month || !periodOpen(auth, setup, match.row, period)) {
      problem(at("code"), MESSAGES.closed(month));
      continue;
    }
    const actual = numberOf(row.cells[achievedColumn]);
    if (actual === null) {
      problem(at("achieved"), MESSAGES.number);
      continue;
    }
    const comment = columns.comment === undefined ? "" : text(row.cells[columns.comment]);
    entries.push({ id: match.row.id, office: match.row.responsible_office_id, period, actual, comment });
  }
  if (problems.length > 0) return { problems: problems.slice(0, MAX_PROBLEMS), count: problems.length };

  await db.transaction(async (tx) => {
    for (const entry of entries) {
      // An indicator removed since the file was checked refuses the whole file (nothing is kept).
      if (!(await lockRow(tx, "indicators", entry.id))) throw notFound(INDICATOR);
      // A submitted or approved month of the reporting office refuses the whole file.
      await assertMonthOpen(tx, {
        stream: "indicator",
        fiscalYearId: fiscalYearId as number,
        month,
        officeId: entry.office,
      });
      await writeAchievement(tx, {
        indicatorId: entry.id,
        period: entry.period,
        actual: entry.actual,
        comment: entry.comment,
        userId: auth.userId,
      });
      await recordActivity(tx, request, {
        action: "update",
        entity: "indicator",
        entityId: entry.id,
        nikayaId: entry.office,
        changes: {
          period: entry.period,
          actual: entry.actual,
          comment: entry.comment,
          file: upload.filename,
        },
      });
    }
  });
  return { month, saved: entries.length };
};

/** The refusal's message in both languages. */
export const bulkRefusalMessage = (count: number): BilingualMessage => ({
  en: `Nothing was saved: the file has ${count} problem(s) (at most ${MAX_PROBLEMS} are listed).`,
  np: `केही पनि सुरक्षित भएन: फाइलमा ${toDevanagariDigits(count)} वटा समस्या छन् (बढीमा ${toDevanagariDigits(MAX_PROBLEMS)} देखाइन्छ)।`,
});

// --- the template -----------------------------------------------------------------------------------

/** The template's columns: the importer's three (same header words) and, read-only, what each row is. */
const TEMPLATE_COLUMNS = [
  { key: "code", en: "Code", np: HEADERS.code[1], width: 14 },
  { key: "name", en: "Indicator", np: "सूचक", width: 48 },
  { key: "office", en: "Reporting office", np: "प्रतिवेदन गर्ने निकाय", width: 30 },
  { key: "period", en: "Period", np: "अवधि", width: 22 },
  { key: "unit", en: "Unit", np: "एकाइ", width: 12 },
  { key: "target", en: "Target", np: "लक्ष्य", width: 12 },
  { key: "achieved", en: "Achieved", np: HEADERS.achieved[1], width: 12 },
  { key: "comment", en: "Comment", np: HEADERS.comment[1], width: 40 },
] as const;

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * `GET api/indicators/bulk/template`: the sheet the bulk entry reads, for the suchak reporting month of
 * the current fiscal year: one row per indicator the caller reports (of the office's subtree when
 * `nikaya_id` is named; 404 outside the caller's offices) whose period ends in that month, with its
 * target and, when entered, its achievement and comment. Filled in and uploaded, it re-imports whole.
 */
export const achievementTemplate = async (db: Db, request: FastifyRequest, query: { nikaya_id?: number }) => {
  const auth = authOf(request);
  if (query.nikaya_id !== undefined) await assertOfficeInScope(db, auth, query.nikaya_id);
  const setup = await buildSetupBlock(db);
  const month = setup.current_suchak_reporting_month;
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  const [office, year] = await Promise.all([
    query.nikaya_id === undefined ? null : findOffice(db, query.nikaya_id),
    fiscalYearId === null ? null : findFiscalYear(db, fiscalYearId),
  ]);
  const rows =
    year === null
      ? []
      : await templateRows(db, {
          fiscalYearId: year.id,
          month,
          rootId: office?.id ?? null,
          scope: { ...indicatorScope(auth), reporting: reportingScope(auth) },
        });

  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Pragati";
  const sheet = workbook.addWorksheet("उपलब्धि (Achievements)", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  // The header is the first row: the importer reads the first row with values as the column names.
  const header = sheet.getRow(1);
  TEMPLATE_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = `${c.en} / ${c.np}`;
    cell.font = { bold: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E2F3" } };
  });
  const monthName = `${fiscalMonthName(month, "np")} (${fiscalMonthName(month, "en")})`;
  for (const row of rows) {
    const count = periodCount(row.review_period as ReviewPeriod);
    sheet.addRow({
      code: row.code,
      name: `${row.name_np} (${row.name})`,
      office: `${row.reporting_office_name_np} (${row.reporting_office_name})`,
      period: `${toDevanagariDigits(row.period + 1)}/${toDevanagariDigits(count)} — ${monthName}`,
      unit: row.unit_name_np ?? row.unit_name ?? "",
      target: numberOrNull(row.target),
      achieved: numberOrNull(row.actual),
      comment: row.comment ?? "",
    });
  }
  const about = workbook.addWorksheet("बारेमा (About)");
  const place = office ? `${office.name_np} (${office.name})` : "सबै निकाय (All offices)";
  const yearTitle = year ? fiscalYearTitle(year.start_year, "np") : "—";
  for (const line of [
    `${place} — आर्थिक वर्ष ${yearTitle} — ${monthName} मा सकिने अवधिका सूचक`,
    `${place} — Fiscal year ${year ? fiscalYearTitle(year.start_year, "en") : "—"} — indicators whose period ends in ${fiscalMonthName(month, "en")}`,
    "उपलब्धि र टिप्पणी भरेर यही फाइल अपलोड गर्नुहोस्; अरू स्तम्भ पढिँदैनन्।",
    "Fill in the achieved value and comment and upload this file; the other columns are not read.",
  ])
    about.addRow([line]);
  about.getColumn(1).width = 110;

  const code = office ? office.code || String(office.id) : "all";
  const filename = `suchak-${code}-${year?.start_year ?? ""}-${String(month + 1).padStart(2, "0")}-${FISCAL_MONTH_NAMES_EN[month]}.xlsx`;
  return {
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: filename.replace(/[^\w.-]/g, "_"),
  };
};
