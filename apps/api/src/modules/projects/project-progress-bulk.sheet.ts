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
 * The bulk project-progress workbook (docs/product-rules.md, "Projects: bulk monthly progress (Excel)"):
 * an office's month sheet (lib/bulk-upload.ts) of projects, with the sheet `Problems` listing the
 * problem types and subtypes.
 */
export const SHEETS = { ...MONTH_SHEET, problems: "समस्या (Problems)" } as const;

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

export type SheetContent = SheetMeta & {
  title: Bilingual;
  projects: SheetProject[];
  problems: ProblemChoice[];
};

const WIDTHS: Partial<Record<ColumnKey, number>> = { id: 8, code: 12, project: 44, problem: 44 };
const PERCENT_KEYS: readonly ColumnKey[] = ["physical_target", "physical_achieved", "financial_target"];
const isInput = (key: ColumnKey) => (INPUT_KEYS as readonly string[]).includes(key);

const FORMAT: MonthSheetFormat<ColumnKey> = { format: "pragati-bulk-project-progress-1", headerOf };

/** The workbook the office downloads, filled with the month's stored reports. */
export const writeSheet = async (content: SheetContent): Promise<Buffer> => {
  const labelOf = new Map(
    content.problems.map((p) => [`${p.type_id}/${p.sub_type_id ?? ""}`, problemLabel(p)]),
  );
  const validation = (key: ColumnKey): ExcelJS.DataValidation | undefined => {
    if (PERCENT_KEYS.includes(key))
      return {
        type: "decimal",
        operator: "between",
        allowBlank: true,
        formulae: [0, 100],
        showErrorMessage: true,
        errorTitle: bilingual(headerOf(key)),
        error: "० देखि १०० सम्मको अङ्क लेख्नुहोस्। (Enter a number from 0 to 100.)",
      };
    if (key === "budget" || key === "expense")
      return {
        type: "decimal",
        operator: "greaterThanOrEqual",
        allowBlank: true,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: bilingual(headerOf(key)),
        error: "० वा बढीको अङ्क लेख्नुहोस्। (Enter a number of 0 or more.)",
      };
    if (key === "problem" && content.problems.length > 0)
      return {
        type: "list",
        allowBlank: true,
        formulae: [`'${SHEETS.problems}'!$A$2:$A$${content.problems.length + 1}`],
        showErrorMessage: true,
        errorStyle: "warning",
        errorTitle: bilingual(headerOf("problem")),
        error: "Problems पानाको सूचीबाट छान्नुहोस्। (Choose from the Problems sheet.)",
      };
    return undefined;
  };
  return writeMonthSheet(FORMAT, {
    ...content,
    keys: COLUMN_KEYS,
    widths: WIDTHS,
    defaultWidth: 18,
    rows: content.projects.map((project) => {
      const e = project.entry;
      return {
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
    }),
    isInput,
    wrap: ["project", "problems"],
    validation,
    addChoices: (workbook) => {
      const problems = workbook.addWorksheet(SHEETS.problems);
      problems.columns = [{ header: "छनोट (Choice)", key: "choice", width: 80 }];
      problems.getRow(1).font = { bold: true };
      for (const p of content.problems) problems.addRow({ choice: problemLabel(p) });
    },
  });
};

export type ReadSheet = MonthSheet<ColumnKey>;

/** How an upload reads the sheet: every figure and the id must be there. */
export const SHEET_READING: MonthSheetReading<ColumnKey> = {
  ...FORMAT,
  keys: COLUMN_KEYS,
  required: ["id", ...NUMBER_KEYS],
  notOurs: {
    en: "This workbook is not a project progress sheet downloaded from this system; download the sheet and fill it in.",
    np: "यो यस प्रणालीबाट डाउनलोड गरिएको आयोजना प्रगति पाना होइन; पाना डाउनलोड गरेर भर्नुहोस्।",
  },
};
