import { PROGRESS_STATUSES, type ProgressStatus } from "@pragati/domain/progress";
import type ExcelJS from "exceljs";
import { loadExcelJs } from "../../lib/exceljs";
import { type CellValue, openXlsx, type SpreadsheetLimits } from "../../lib/spreadsheet";

export { columnLetter } from "../../lib/spreadsheet";

/**
 * The layout of the bulk-progress workbook (docs/product-rules.md, "Bulk progress (Excel)"): sheet
 * `Progress` with two title rows (Nepali, English), a header row and one row per milestone; sheet
 * `Reasons` listing the valid reasons; a very hidden sheet `meta` naming the office, fiscal year and
 * month the sheet was made for. Labels are Nepali first with the English in brackets.
 */
export const SHEETS = { progress: "Progress", reasons: "Reasons", meta: "meta" } as const;
export const HEADER_ROW = 3;
export const FIRST_DATA_ROW = HEADER_ROW + 1;
const FORMAT = "pragati-bulk-progress-1";

export type Bilingual = { en: string; np: string };
export const bilingual = (text: Bilingual) => `${text.np} (${text.en})`;

export const STATUS_LABELS: Record<ProgressStatus, Bilingual> = {
  not_started: { np: "सुरु नभएको", en: "Not started" },
  in_progress: { np: "चालु", en: "In progress" },
  completed: { np: "सम्पन्न", en: "Completed" },
};

/** The user fills these; every other column is locked. */
export type InputKey = "status" | "achieved" | "explanation" | `reason_${number}`;
export type ColumnKey =
  | "id"
  | "code"
  | "title"
  | "unit"
  | "cumulative"
  | "annual_target"
  | "month_target"
  | InputKey;

const FIXED_HEADERS: Record<Exclude<ColumnKey, `reason_${number}`>, Bilingual> = {
  id: { np: "आईडी", en: "ID" },
  code: { np: "कोड", en: "Code" },
  title: { np: "माइलस्टोन", en: "Milestone" },
  unit: { np: "एकाइ", en: "Unit" },
  cumulative: { np: "संचित", en: "Cumulative" },
  annual_target: { np: "वार्षिक लक्ष्य", en: "Annual target" },
  month_target: { np: "महिनाको लक्ष्य", en: "Month target" },
  status: { np: "स्थिति", en: "Status" },
  achieved: { np: "उपलब्धि", en: "Achieved" },
  explanation: { np: "थप विवरण", en: "Explanation" },
};
const DEVANAGARI = "०१२३४५६७८९";
const npDigits = (n: number) => String(n).replace(/\d/g, (d) => DEVANAGARI[Number(d)]);

export const headerOf = (key: ColumnKey): Bilingual => {
  const reason = /^reason_(\d+)$/.exec(key);
  if (reason) return { np: `कारण ${npDigits(Number(reason[1]))}`, en: `Reason ${reason[1]}` };
  return FIXED_HEADERS[key as keyof typeof FIXED_HEADERS];
};

/** The columns of a sheet with `reasonColumns` reason columns, in order. */
export const columnKeys = (reasonColumns: number): ColumnKey[] => [
  "id",
  "code",
  "title",
  "unit",
  "cumulative",
  "annual_target",
  "month_target",
  "status",
  "achieved",
  ...Array.from({ length: reasonColumns }, (_, i) => `reason_${i + 1}` as const),
  "explanation",
];

/** Case, spaces, underscores and the spacing around "/" do not matter when reading a cell. */
export const normalizeLabel = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .replace(/\s*\/\s*/g, " / ")
    .trim();

export type ReasonChoice = {
  main_type_id: number;
  sub_type_id: number;
  main: Bilingual & { code: string | null };
  sub: Bilingual & { code: string | null };
  active: boolean;
};
export const reasonLabel = (r: ReasonChoice) => `${r.main.np} / ${r.sub.np} (${r.main.en} / ${r.sub.en})`;

export type SheetMilestone = {
  id: number;
  code: string;
  title: string;
  unit: Bilingual | null;
  cumulative: boolean;
  annual_target: number;
  month_target: number | null;
  entry: {
    status: ProgressStatus;
    achieved: number;
    explanation: string;
    reasons: { main_type_id: number; sub_type_id: number }[];
  } | null;
};

export type SheetMeta = { nikaya_id: number; fiscal_year_id: number; month: number };

export type SheetContent = SheetMeta & {
  title: Bilingual;
  milestones: SheetMilestone[];
  reasons: ReasonChoice[];
  reasonColumns: number;
  descriptionLimit: number;
};

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E2F3" } };
const LOCKED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } };
const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF9DB" } };
const WIDTHS: Partial<Record<ColumnKey, number>> = {
  id: 8,
  code: 12,
  title: 44,
  unit: 16,
  cumulative: 14,
  annual_target: 14,
  month_target: 14,
  status: 22,
  achieved: 14,
  explanation: 48,
};
const HEADER_NOTES: Partial<Record<ColumnKey, string>> = {
  achieved:
    "संचित माइलस्टोनमा अहिलेसम्मको जम्मा, अरूमा यस महिनाको मात्र। (Cumulative milestones: the total so far; others: this month only.)",
  status: "सूचीबाट छान्नुहोस्। (Choose from the list.)",
  reason_1:
    "लक्ष्य पूरा नभए कारण छान्नुहोस् (Reasons पानाको सूची)। (Choose reasons when the target is not met; list on the Reasons sheet.)",
};

const isInput = (key: ColumnKey) =>
  key === "status" || key === "achieved" || key === "explanation" || key.startsWith("reason_");

/** The workbook the office downloads, filled with the current entries of the month. */
export const writeSheet = async (content: SheetContent): Promise<Buffer> => {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Pragati";
  const sheet = workbook.addWorksheet(SHEETS.progress, {
    views: [{ state: "frozen", xSplit: 3, ySplit: HEADER_ROW }],
  });
  const keys = columnKeys(content.reasonColumns);
  sheet.columns = keys.map((key) => ({ key, width: WIDTHS[key] ?? 40 }));

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
    cell.value = bilingual(headerOf(key));
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: "middle" };
    if (HEADER_NOTES[key]) cell.note = HEADER_NOTES[key];
  });
  header.height = 32;

  const reasonByPair = new Map(content.reasons.map((r) => [`${r.main_type_id}/${r.sub_type_id}`, r]));
  const statusList = `"${PROGRESS_STATUSES.map((s) => bilingual(STATUS_LABELS[s])).join(",")}"`;
  content.milestones.forEach((m, index) => {
    const row = sheet.getRow(FIRST_DATA_ROW + index);
    const values: Record<string, ExcelJS.CellValue> = {
      id: m.id,
      code: m.code,
      title: m.title,
      unit: m.unit ? bilingual(m.unit) : null,
      cumulative: bilingual(m.cumulative ? { np: "हो", en: "Yes" } : { np: "होइन", en: "No" }),
      annual_target: m.annual_target,
      month_target: m.month_target,
      status: m.entry ? bilingual(STATUS_LABELS[m.entry.status]) : null,
      achieved: m.entry ? m.entry.achieved : null,
      explanation: m.entry?.explanation || null,
    };
    m.entry?.reasons.forEach((r, i) => {
      const choice = reasonByPair.get(`${r.main_type_id}/${r.sub_type_id}`);
      if (choice) values[`reason_${i + 1}`] = reasonLabel(choice);
    });
    keys.forEach((key, i) => {
      const cell = row.getCell(i + 1);
      cell.value = values[key] ?? null;
      const input = isInput(key);
      cell.protection = { locked: !input };
      cell.fill = input ? INPUT_FILL : LOCKED_FILL;
      cell.alignment = { wrapText: key === "title" || key === "explanation", vertical: "top" };
      if (key === "status")
        cell.dataValidation = {
          type: "list",
          allowBlank: true,
          formulae: [statusList],
          showErrorMessage: true,
          errorTitle: "स्थिति (Status)",
          error: "सूचीबाट छान्नुहोस्। (Choose from the list.)",
        };
      if (key === "achieved")
        cell.dataValidation = {
          type: "decimal",
          operator: "greaterThanOrEqual",
          allowBlank: true,
          formulae: [0],
          showErrorMessage: true,
          errorTitle: "उपलब्धि (Achieved)",
          error: "० वा बढीको अङ्क लेख्नुहोस्। (Enter a number of 0 or more.)",
        };
      if (key.startsWith("reason_") && content.reasons.length > 0)
        cell.dataValidation = {
          type: "list",
          allowBlank: true,
          formulae: [`${SHEETS.reasons}!$A$2:$A$${content.reasons.length + 1}`],
          // Codes may be typed too, so Excel only warns about a value outside the list.
          showErrorMessage: true,
          errorStyle: "warning",
          errorTitle: "कारण (Reason)",
          error: "Reasons पानाको सूचीबाट छान्नुहोस्। (Choose from the Reasons sheet.)",
        };
      if (key === "explanation")
        cell.dataValidation = {
          type: "textLength",
          operator: "lessThanOrEqual",
          allowBlank: true,
          formulae: [content.descriptionLimit],
          showErrorMessage: true,
          errorStyle: "warning",
          errorTitle: "थप विवरण (Explanation)",
          error: `बढीमा ${npDigits(content.descriptionLimit)} अक्षर। (At most ${content.descriptionLimit} characters.)`,
        };
    });
  });
  // No password: the lock only guards against editing the milestone columns by mistake.
  await sheet.protect("", {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });

  const reasons = workbook.addWorksheet(SHEETS.reasons);
  reasons.columns = [
    { header: "छनोट (Choice)", key: "choice", width: 70 },
    { header: "मुख्य कारण", key: "main_np", width: 24 },
    { header: "उप कारण", key: "sub_np", width: 28 },
    { header: "Main reason", key: "main", width: 24 },
    { header: "Sub reason", key: "sub", width: 28 },
    { header: "कोड (Code)", key: "code", width: 16 },
  ];
  reasons.getRow(1).font = { bold: true };
  for (const r of content.reasons)
    reasons.addRow({
      choice: reasonLabel(r),
      main_np: r.main.np,
      sub_np: r.sub.np,
      main: r.main.en,
      sub: r.sub.en,
      code: r.main.code && r.sub.code ? `${r.main.code} / ${r.sub.code}` : null,
    });

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
export type SheetProblem = "not_ours";

/** At most this many data rows are read; the sheet of one office and month is far smaller. */
export const MAX_ROWS = 5000;

/** The reader stops at these: a sheet past them is refused before the rest of it is read. */
export const SHEET_LIMITS: SpreadsheetLimits = {
  maxRows: HEADER_ROW + MAX_ROWS,
  maxColumns: 100,
  maxCellChars: 10_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
};

const plain = (value: CellValue | undefined): string | number | null =>
  value == null ? null : typeof value === "boolean" ? String(value) : value;

/**
 * Reads a filled workbook as a stream; refuses one that is not a bulk-progress sheet of this product.
 * Throws a SpreadsheetError when the file cannot be read or is past a limit.
 */
export const readSheet = async (buffer: Buffer): Promise<ReadSheet | SheetProblem> => {
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
  for (const key of columnKeys(50)) {
    const text = headerOf(key);
    for (const label of [bilingual(text), text.np, text.en]) known.set(normalizeLabel(label), key);
  }
  const columns: Partial<Record<ColumnKey, number>> = {};
  const rows: SheetRow[] = [];
  for await (const { row, cells } of workbook.rows(SHEETS.progress)) {
    if (row === HEADER_ROW)
      cells.forEach((cell, i) => {
        const key = typeof cell === "string" ? known.get(normalizeLabel(cell)) : undefined;
        if (key && columns[key] === undefined) columns[key] = i + 1;
      });
    if (
      row === HEADER_ROW &&
      (columns.id === undefined || columns.status === undefined || columns.achieved === undefined)
    )
      return "not_ours";
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
