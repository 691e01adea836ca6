import { PROGRESS_STATUSES, type ProgressStatus } from "@pragati/domain/progress";
import type ExcelJS from "exceljs";
import {
  bilingual,
  MONTH_SHEET,
  type MonthSheet,
  type MonthSheetFormat,
  type MonthSheetReading,
  type SheetMeta,
  writeMonthSheet,
} from "../../lib/bulk-upload";
import type { BilingualMessage as Bilingual } from "../../lib/errors";

/**
 * The bulk-progress workbook: an office's month sheet (lib/bulk-upload.ts) of milestones, with the
 * sheet `Reasons` listing the valid reasons.
 */
export const SHEETS = { ...MONTH_SHEET, reasons: "कारण (Reasons)" } as const;

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

export type SheetContent = SheetMeta & {
  title: Bilingual;
  milestones: SheetMilestone[];
  reasons: ReasonChoice[];
  reasonColumns: number;
  descriptionLimit: number;
};

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

const FORMAT: MonthSheetFormat<ColumnKey> = { format: "pragati-bulk-progress-1", headerOf };

/** The workbook the office downloads, filled with the current entries of the month. */
export const writeSheet = async (content: SheetContent): Promise<Buffer> => {
  const reasonByPair = new Map(content.reasons.map((r) => [`${r.main_type_id}/${r.sub_type_id}`, r]));
  const statusList = `"${PROGRESS_STATUSES.map((s) => bilingual(STATUS_LABELS[s])).join(",")}"`;
  const validation = (key: ColumnKey): ExcelJS.DataValidation | undefined => {
    if (key === "status")
      return {
        type: "list",
        allowBlank: true,
        formulae: [statusList],
        showErrorMessage: true,
        errorTitle: "स्थिति (Status)",
        error: "सूचीबाट छान्नुहोस्। (Choose from the list.)",
      };
    if (key === "achieved")
      return {
        type: "decimal",
        operator: "greaterThanOrEqual",
        allowBlank: true,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: "उपलब्धि (Achieved)",
        error: "० वा बढीको अङ्क लेख्नुहोस्। (Enter a number of 0 or more.)",
      };
    if (key.startsWith("reason_") && content.reasons.length > 0)
      return {
        type: "list",
        allowBlank: true,
        formulae: [`'${SHEETS.reasons}'!$A$2:$A$${content.reasons.length + 1}`],
        // Codes may be typed too, so Excel only warns about a value outside the list.
        showErrorMessage: true,
        errorStyle: "warning",
        errorTitle: "कारण (Reason)",
        error: "Reasons पानाको सूचीबाट छान्नुहोस्। (Choose from the Reasons sheet.)",
      };
    if (key === "explanation")
      return {
        type: "textLength",
        operator: "lessThanOrEqual",
        allowBlank: true,
        formulae: [content.descriptionLimit],
        showErrorMessage: true,
        errorStyle: "warning",
        errorTitle: "थप विवरण (Explanation)",
        error: `बढीमा ${npDigits(content.descriptionLimit)} अक्षर। (At most ${content.descriptionLimit} characters.)`,
      };
    return undefined;
  };
  return writeMonthSheet(FORMAT, {
    ...content,
    keys: columnKeys(content.reasonColumns),
    widths: WIDTHS,
    defaultWidth: 40,
    notes: HEADER_NOTES,
    rows: content.milestones.map((m) => {
      const values: Partial<Record<ColumnKey, ExcelJS.CellValue>> = {
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
      return values;
    }),
    isInput,
    wrap: ["title", "explanation"],
    validation,
    addChoices: (workbook) => {
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
    },
  });
};

export type ReadSheet = MonthSheet<ColumnKey>;

/** How an upload reads the sheet: every reason column it may have, and the columns it cannot lack. */
export const SHEET_READING: MonthSheetReading<ColumnKey> = {
  ...FORMAT,
  keys: columnKeys(50),
  required: ["id", "status", "achieved"],
  notOurs: {
    en: "This workbook is not a progress sheet downloaded from this system; download the sheet and fill it in.",
    np: "यो यस प्रणालीबाट डाउनलोड गरिएको प्रगति पाना होइन; पाना डाउनलोड गरेर भर्नुहोस्।",
  },
};
