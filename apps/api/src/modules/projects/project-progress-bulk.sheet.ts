import type ExcelJS from "exceljs";
import { loadExcelJs } from "../../lib/exceljs";
import { type CellValue, openXlsx, type SpreadsheetLimits } from "../../lib/spreadsheet";
import { type Bilingual, bilingual, normalizeLabel } from "../progress-bulk/progress-bulk.sheet";

/**
 * The layout of the bulk project-progress workbook (docs/product-rules.md, "Projects: bulk monthly
 * progress (Excel)"), built as the milestone bulk-progress workbook is: sheet `Progress` with two title
 * rows (Nepali, English), a header row and one row per project; sheet `Problems` listing the problem
 * types and subtypes; a very hidden sheet `meta` naming the office, fiscal year and month.
 */
export const SHEETS = { progress: "Progress", problems: "Problems", meta: "meta" } as const;
export const HEADER_ROW = 3;
export const FIRST_DATA_ROW = HEADER_ROW + 1;
const FORMAT = "pragati-bulk-project-progress-1";

export const NUMBER_KEYS = [
  "physical_target",
  "physical_achieved",
  "financial_target",
  "budget",
  "expense",
] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];
export const INPUT_KEYS = [...NUMBER_KEYS, "problem", "problems", "remarks"] as const;
export type InputKey = (typeof INPUT_KEYS)[number];
export type ColumnKey = "id" | "code" | "project" | InputKey;
export const COLUMN_KEYS: readonly ColumnKey[] = ["id", "code", "project", ...INPUT_KEYS];

const HEADERS: Record<ColumnKey, Bilingual> = {
  id: { np: "आईडी", en: "ID" },
  code: { np: "कोड", en: "Code" },
  project: { np: "आयोजना", en: "Project" },
  physical_target: { np: "भौतिक लक्ष्य (%)", en: "Physical target (%)" },
  physical_achieved: { np: "भौतिक उपलब्धि (%)", en: "Physical achievement (%)" },
  financial_target: { np: "वित्तीय लक्ष्य (%)", en: "Financial target (%)" },
  budget: { np: "बजेट (लाख)", en: "Budget (lakh)" },
  expense: { np: "खर्च (लाख)", en: "Expense (lakh)" },
  problem: { np: "समस्याको प्रकार", en: "Problem type" },
  problems: { np: "समस्या", en: "Problems" },
  remarks: { np: "कैफियत", en: "Remarks" },
};
export const headerOf = (key: ColumnKey): Bilingual => HEADERS[key];

/** A problem type alone (`sub` null) or with one of its subtypes, as the sheet's list offers them. */
export type ProblemChoice = {
  type_id: number;
  sub_type_id: number | null;
  type: Bilingual;
  sub: Bilingual | null;
};
export const problemLabel = (p: ProblemChoice) =>
  p.sub ? `${p.type.np} / ${p.sub.np} (${p.type.en} / ${p.sub.en})` : bilingual(p.type);

export type SheetProject = {
  id: number;
  code: string | null;
  name: string;
  entry: {
    physical_target: number;
    physical_achieved: number;
    financial_target: number;
    budget: number;
    expense: number;
    problem_type_id: number | null;
    problem_sub_type_id: number | null;
    problems: string;
    remarks: string;
  } | null;
};

export type SheetMeta = { nikaya_id: number; fiscal_year_id: number; month: number };

export type SheetContent = SheetMeta & {
  title: Bilingual;
  projects: SheetProject[];
  problems: ProblemChoice[];
};

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E2F3" } };
const LOCKED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } };
const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF9DB" } };
const WIDTHS: Partial<Record<ColumnKey, number>> = { id: 8, code: 12, project: 44, problem: 44 };
const PERCENT_KEYS: readonly ColumnKey[] = ["physical_target", "physical_achieved", "financial_target"];
const isInput = (key: ColumnKey) => (INPUT_KEYS as readonly string[]).includes(key);

/** The workbook the office downloads, filled with the month's stored reports. */
export const writeSheet = async (content: SheetContent): Promise<Buffer> => {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Pragati";
  const sheet = workbook.addWorksheet(SHEETS.progress, {
    views: [{ state: "frozen", xSplit: 3, ySplit: HEADER_ROW }],
  });
  sheet.columns = COLUMN_KEYS.map((key) => ({ key, width: WIDTHS[key] ?? 18 }));
  for (const [row, text] of [
    [1, content.title.np],
    [2, content.title.en],
  ] as const) {
    sheet.mergeCells(row, 1, row, COLUMN_KEYS.length);
    const cell = sheet.getCell(row, 1);
    cell.value = text;
    cell.font = { bold: true, size: row === 1 ? 14 : 12 };
  }
  const header = sheet.getRow(HEADER_ROW);
  COLUMN_KEYS.forEach((key, i) => {
    const cell = header.getCell(i + 1);
    cell.value = bilingual(headerOf(key));
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: "middle" };
  });
  header.height = 32;

  const labelOf = new Map(
    content.problems.map((p) => [`${p.type_id}/${p.sub_type_id ?? ""}`, problemLabel(p)]),
  );
  content.projects.forEach((project, index) => {
    const row = sheet.getRow(FIRST_DATA_ROW + index);
    const e = project.entry;
    const values: Record<ColumnKey, ExcelJS.CellValue> = {
      id: project.id,
      code: project.code,
      project: project.name,
      physical_target: e?.physical_target ?? null,
      physical_achieved: e?.physical_achieved ?? null,
      financial_target: e?.financial_target ?? null,
      budget: e?.budget ?? null,
      expense: e?.expense ?? null,
      problem: e?.problem_type_id
        ? (labelOf.get(`${e.problem_type_id}/${e.problem_sub_type_id ?? ""}`) ?? null)
        : null,
      problems: e?.problems || null,
      remarks: e?.remarks || null,
    };
    COLUMN_KEYS.forEach((key, i) => {
      const cell = row.getCell(i + 1);
      cell.value = values[key];
      const input = isInput(key);
      cell.protection = { locked: !input };
      cell.fill = input ? INPUT_FILL : LOCKED_FILL;
      cell.alignment = { wrapText: key === "project" || key === "problems", vertical: "top" };
      if (PERCENT_KEYS.includes(key))
        cell.dataValidation = {
          type: "decimal",
          operator: "between",
          allowBlank: true,
          formulae: [0, 100],
          showErrorMessage: true,
          errorTitle: bilingual(headerOf(key)),
          error: "० देखि १०० सम्मको अङ्क लेख्नुहोस्। (Enter a number from 0 to 100.)",
        };
      if (key === "budget" || key === "expense")
        cell.dataValidation = {
          type: "decimal",
          operator: "greaterThanOrEqual",
          allowBlank: true,
          formulae: [0],
          showErrorMessage: true,
          errorTitle: bilingual(headerOf(key)),
          error: "० वा बढीको अङ्क लेख्नुहोस्। (Enter a number of 0 or more.)",
        };
      if (key === "problem" && content.problems.length > 0)
        cell.dataValidation = {
          type: "list",
          allowBlank: true,
          formulae: [`${SHEETS.problems}!$A$2:$A$${content.problems.length + 1}`],
          showErrorMessage: true,
          errorStyle: "warning",
          errorTitle: bilingual(headerOf("problem")),
          error: "Problems पानाको सूचीबाट छान्नुहोस्। (Choose from the Problems sheet.)",
        };
    });
  });
  // No password: the lock only guards against editing the project columns by mistake.
  await sheet.protect("", {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });

  const problems = workbook.addWorksheet(SHEETS.problems);
  problems.columns = [{ header: "छनोट (Choice)", key: "choice", width: 80 }];
  problems.getRow(1).font = { bold: true };
  for (const p of content.problems) problems.addRow({ choice: problemLabel(p) });

  const meta = workbook.addWorksheet(SHEETS.meta, { state: "veryHidden" });
  meta.addRows([
    ["format", FORMAT],
    ["nikaya_id", content.nikaya_id],
    ["fiscal_year_id", content.fiscal_year_id],
    ["month", content.month],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export type SheetCell = { value: string | number | null; column: number };
export type SheetRow = { row: number; cells: Partial<Record<ColumnKey, SheetCell>> };
export type ReadSheet = { meta: SheetMeta; columns: Partial<Record<ColumnKey, number>>; rows: SheetRow[] };

/** At most this many data rows are read; one office's projects are far fewer. */
export const MAX_ROWS = 5000;

const SHEET_LIMITS: SpreadsheetLimits = {
  maxRows: HEADER_ROW + MAX_ROWS,
  maxColumns: 100,
  maxCellChars: 10_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
};

const plain = (value: CellValue | undefined): string | number | null =>
  value == null ? null : typeof value === "boolean" ? String(value) : value;

/**
 * Reads a filled workbook as a stream (lib/spreadsheet's reader); "not_ours" for a workbook that is not
 * a project-progress sheet of this product. Throws a SpreadsheetError past a limit.
 */
export const readSheet = async (buffer: Buffer): Promise<ReadSheet | "not_ours"> => {
  const workbook = await openXlsx(buffer, SHEET_LIMITS);
  if (!workbook.sheetNames.includes(SHEETS.progress) || !workbook.sheetNames.includes(SHEETS.meta))
    return "not_ours";
  const meta: Record<string, string | number | null> = {};
  for await (const { row, cells } of workbook.rows(SHEETS.meta)) {
    if (row > 4) break;
    meta[String(plain(cells[0]))] = plain(cells[1]);
  }
  const ids = [meta.nikaya_id, meta.fiscal_year_id, meta.month];
  if (meta.format !== FORMAT || !ids.every((v) => typeof v === "number" && Number.isInteger(v)))
    return "not_ours";

  const known = new Map<string, ColumnKey>();
  for (const key of COLUMN_KEYS) {
    const text = headerOf(key);
    for (const label of [bilingual(text), text.np, text.en]) known.set(normalizeLabel(label), key);
  }
  const columns: Partial<Record<ColumnKey, number>> = {};
  const rows: SheetRow[] = [];
  for await (const { row, cells } of workbook.rows(SHEETS.progress)) {
    if (row === HEADER_ROW) {
      cells.forEach((cell, i) => {
        const key = typeof cell === "string" ? known.get(normalizeLabel(cell)) : undefined;
        if (key && columns[key] === undefined) columns[key] = i + 1;
      });
      if (NUMBER_KEYS.some((key) => columns[key] === undefined) || columns.id === undefined)
        return "not_ours";
    }
    if (row < FIRST_DATA_ROW) continue;
    const sheetCells: SheetRow["cells"] = {};
    for (const [key, column] of Object.entries(columns) as [ColumnKey, number][])
      sheetCells[key] = { value: plain(cells[column - 1]), column };
    rows.push({ row, cells: sheetCells });
  }
  if (columns.id === undefined) return "not_ours";
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
