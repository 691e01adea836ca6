import { fromDevanagariDigits } from "../calendar/digits";
import {
  HEADER_INDEX,
  normalizeHeader,
  TREASURY_LAYOUTS,
  TREASURY_TEXT_COLUMNS,
  type TreasuryAmountColumn,
  type TreasuryColumn,
  type TreasuryLayout,
  type TreasuryReportNumber,
  type TreasuryTextColumn,
} from "./layouts";
import { parseTreasuryAmount, type TreasuryUnit } from "./numbers";

/** A cell as the file reader gives it: text, a number from a spreadsheet cell, or nothing. */
export type TreasuryCell = string | number | null;

/** One problem of a refused file: its 1-based sheet row, its column letter (or null), in both languages. */
export type TreasuryProblem = { row: number; column: string | null; en: string; np: string };

export type TreasuryRow = {
  /** 1-based row of the sheet, for messages and drill-down to the source. */
  line: number;
  text: Partial<Record<TreasuryTextColumn, string>>;
  /** Paisa. */
  amounts: Partial<Record<TreasuryAmountColumn, number>>;
};

export type TreasuryParseResult =
  | {
      ok: true;
      layout: TreasuryLayout;
      columns: TreasuryColumn[];
      rows: TreasuryRow[];
      totals: Partial<Record<TreasuryAmountColumn, number>>;
    }
  | { ok: false; problems: TreasuryProblem[] };

/** At most this many problems are reported; the file is refused whole either way. */
export const MAX_TREASURY_PROBLEMS = 50;
/** The header band is looked for in the first rows only (title rows come before it). */
const HEADER_SCAN_ROWS = 15;

const TOTAL_LABELS = new Set(
  ["जम्मा", "कुलजम्मा", "total", "grandtotal", "कुल", "जम्माजम्मा"].map(normalizeHeader),
);
const TEXT = new Set<string>(TREASURY_TEXT_COLUMNS);
const isText = (c: TreasuryColumn): c is TreasuryTextColumn => TEXT.has(c);

/** Excel's column letter of a 0-based index (0 -> A, 26 -> AA). */
export const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const cellText = (cell: TreasuryCell | undefined): string =>
  cell === null || cell === undefined ? "" : String(cell).trim();

/** Each column of a header band: the column its text names, or none. */
const headerColumns = (upper: readonly TreasuryCell[] | undefined, lower: readonly TreasuryCell[]) => {
  const width = Math.max(upper?.length ?? 0, lower.length);
  const found = new Map<TreasuryColumn, number>();
  let group = "";
  for (let c = 0; c < width; c++) {
    const top = normalizeHeader(cellText(upper?.[c]));
    // A merged group heading sits in its first cell only; it covers the cells to its right.
    if (top !== "") group = top;
    const sub = normalizeHeader(cellText(lower[c]));
    const candidates = sub === "" ? [top] : [`${group}|${sub}`, sub];
    for (const key of candidates) {
      const column = key === "" ? undefined : HEADER_INDEX.get(key);
      if (column !== undefined) {
        if (!found.has(column)) found.set(column, c);
        break;
      }
    }
  }
  return found;
};

/** Whether a header's columns fit a layout: all its required columns, and none it does not read. */
const fits = (layout: TreasuryLayout, found: ReadonlyMap<TreasuryColumn, number>) => {
  const known = new Set<TreasuryColumn>([...layout.required, ...layout.optional]);
  return layout.required.every((c) => found.has(c)) && [...found.keys()].every((c) => known.has(c));
};

type Header = { row: number; layout: TreasuryLayout; found: Map<TreasuryColumn, number> };

/**
 * Finds the header band in the first rows and the layout it fits. When several layouts fit, the
 * number the user chose decides; otherwise the one with the most required columns.
 */
export const recogniseTreasuryHeader = (
  rows: readonly (readonly TreasuryCell[])[],
  chosen?: TreasuryReportNumber,
): Header | null => {
  let best: Header | null = null;
  for (let r = 0; r < Math.min(rows.length, HEADER_SCAN_ROWS); r++) {
    const found = headerColumns(r > 0 ? rows[r - 1] : undefined, rows[r] ?? []);
    const fitting = TREASURY_LAYOUTS.filter((l) => fits(l, found));
    if (fitting.length === 0) continue;
    const layout =
      fitting.find((l) => l.number === chosen) ??
      [...fitting].sort((a, b) => b.required.length - a.required.length)[0];
    if (layout && (best === null || found.size > best.found.size)) best = { row: r, layout, found };
  }
  return best;
};

const problem = (row: number, column: number | null, en: string, np: string): TreasuryProblem => ({
  row,
  column: column === null ? null : columnLetter(column),
  en,
  np,
});

const AMOUNT_NAMES: Record<TreasuryAmountColumn, { en: string; np: string }> = {
  current_budget: { en: "current budget", np: "चालु बजेट" },
  current_expense: { en: "current expense", np: "चालु खर्च" },
  capital_budget: { en: "capital budget", np: "पुँजीगत बजेट" },
  capital_expense: { en: "capital expense", np: "पुँजीगत खर्च" },
  financing_budget: { en: "financing budget", np: "वित्तीय व्यवस्था बजेट" },
  financing_expense: { en: "financing expense", np: "वित्तीय व्यवस्था खर्च" },
  total_budget: { en: "total budget", np: "कुल बजेट" },
  total_expense: { en: "total expense", np: "कुल खर्च" },
  balance: { en: "balance", np: "मौज्दात" },
};

/**
 * Reads a treasury sheet (rows of cells, title rows included) as report `chosen` in the declared unit.
 * Accepted whole or refused whole: every problem is listed with its row and column (the first 50). Rows
 * whose description says total (जम्मा, कुल जम्मा, Total) are not data: the last one is checked against
 * the sum of the data rows, column by column, within one declared unit (the printed figures are
 * rounded); a file without a total row is refused, since the check is what shows a cut-off file.
 */
export const parseTreasurySheet = (input: {
  rows: readonly (readonly TreasuryCell[])[];
  chosen: TreasuryReportNumber;
  unit: TreasuryUnit;
}): TreasuryParseResult => {
  const header = recogniseTreasuryHeader(input.rows, input.chosen);
  if (!header)
    return {
      ok: false,
      problems: [
        problem(
          1,
          null,
          `No header of a treasury report (${input.chosen}) was found in the first ${HEADER_SCAN_ROWS} rows.`,
          `पहिलो ${HEADER_SCAN_ROWS} पङ्क्तिमा कोष तथा लेखा प्रतिवेदन (${input.chosen}) को शीर्ष पङ्क्ति भेटिएन।`,
        ),
      ],
    };
  if (header.layout.number !== input.chosen)
    return {
      ok: false,
      problems: [
        problem(
          header.row + 1,
          null,
          `The columns are those of report ${header.layout.number}, not ${input.chosen}.`,
          `स्तम्भहरू प्रतिवेदन ${header.layout.number} का हुन्, ${input.chosen} का होइनन्।`,
        ),
      ],
    };

  const columns = [...header.found.keys()];
  const amountColumns = columns.filter((c): c is TreasuryAmountColumn => !isText(c));
  const textColumns = columns.filter(isText);
  const problems: TreasuryProblem[] = [];
  const rows: TreasuryRow[] = [];
  let totalRow: TreasuryRow | null = null;
  const unitLabel = { rupees: ["rupee", "रुपैयाँ"], thousands: ["thousand", "हजार"], lakh: ["lakh", "लाख"] }[
    input.unit
  ];

  for (let r = header.row + 1; r < input.rows.length; r++) {
    const cells = input.rows[r] ?? [];
    if (cells.every((cell) => cellText(cell) === "")) continue;
    const line = r + 1;
    const row: TreasuryRow = { line, text: {}, amounts: {} };
    for (const column of textColumns) {
      const value = cellText(cells[header.found.get(column) ?? -1]);
      // Codes are opaque digit strings, kept in Latin digits so they match however the file wrote them.
      if (value !== "")
        row.text[column] =
          column.endsWith("code") || column === "subhead" ? fromDevanagariDigits(value) : value;
    }
    for (const column of amountColumns) {
      const at = header.found.get(column) ?? -1;
      const value = parseTreasuryAmount(cells[at] ?? null, input.unit);
      if (value === "invalid") {
        if (problems.length < MAX_TREASURY_PROBLEMS)
          problems.push(
            problem(
              line,
              at,
              `The ${AMOUNT_NAMES[column].en} "${cellText(cells[at])}" is not a number.`,
              `${AMOUNT_NAMES[column].np} "${cellText(cells[at])}" सङ्ख्या होइन।`,
            ),
          );
      } else if (value !== null) row.amounts[column] = value;
    }
    const labels = cells.map((cell) => normalizeHeader(cellText(cell))).filter((t) => t !== "");
    if (labels.some((t) => TOTAL_LABELS.has(t))) totalRow = row;
    else if (textColumns.every((c) => row.text[c] === undefined)) {
      if (problems.length < MAX_TREASURY_PROBLEMS)
        problems.push(
          problem(line, null, "The row has amounts but no description.", "पङ्क्तिमा रकम छ तर विवरण छैन।"),
        );
    } else rows.push(row);
  }

  if (totalRow === null && problems.length < MAX_TREASURY_PROBLEMS)
    problems.push(
      problem(
        input.rows.length,
        null,
        "The file has no total row (जम्मा / Total) to check its rows against.",
        "फाइलमा पङ्क्तिहरू भिडाउने जम्मा पङ्क्ति छैन।",
      ),
    );
  const tolerance = { rupees: 100, thousands: 100_000, lakh: 10_000_000 }[input.unit];
  const totals: Partial<Record<TreasuryAmountColumn, number>> = {};
  for (const column of amountColumns) {
    const sum = rows.reduce((total, row) => total + (row.amounts[column] ?? 0), 0);
    totals[column] = sum;
    const stated = totalRow?.amounts[column];
    if (
      totalRow &&
      stated !== undefined &&
      Math.abs(stated - sum) > tolerance &&
      problems.length < MAX_TREASURY_PROBLEMS
    )
      problems.push(
        problem(
          totalRow.line,
          header.found.get(column) ?? null,
          `The total ${AMOUNT_NAMES[column].en} differs from the sum of the rows by more than one ${unitLabel[0]}.`,
          `कुल ${AMOUNT_NAMES[column].np} पङ्क्तिहरूको योगफलभन्दा एक ${unitLabel[1]}भन्दा बढीले फरक छ।`,
        ),
      );
  }
  if (rows.length === 0 && problems.length < MAX_TREASURY_PROBLEMS)
    problems.push(problem(header.row + 2, null, "The file has no data rows.", "फाइलमा तथ्याङ्कका पङ्क्ति छैनन्।"));
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, layout: header.layout, columns, rows, totals };
};
