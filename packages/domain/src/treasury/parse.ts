import { fromDevanagariDigits, toDevanagariDigits } from "../calendar/digits";
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
import { budgetYearTitle, recogniseTreasuryTitle, TREASURY_UNIT_NAMES } from "./title";

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
      unit: TreasuryUnit;
      stated: TreasuryStated;
      rows: TreasuryRow[];
      totals: Partial<Record<TreasuryAmountColumn, number>>;
    }
  | { ok: false; problems: TreasuryProblem[] };

/** A cell of the sheet: its 1-based row, its column letter and both together (A3). */
export type TreasuryCellRef = { row: number; column: string; cell: string };

/** What the title band (the rows above the header) states, with the cell that states it. */
export type TreasuryStated = {
  unit: ({ unit: TreasuryUnit } & TreasuryCellRef) | null;
  year: ({ startYear: number } & TreasuryCellRef) | null;
};

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

/** A streaming read's outcome: the parse result without its rows (they were handed out as read). */
export type TreasuryReadResult =
  | {
      ok: true;
      layout: TreasuryLayout;
      columns: TreasuryColumn[];
      /** The unit applied: the one the title states, else the one chosen. */
      unit: TreasuryUnit;
      stated: TreasuryStated;
      rowCount: number;
      totals: Partial<Record<TreasuryAmountColumn, number>>;
    }
  | { ok: false; problems: TreasuryProblem[] };

export type TreasurySheetReader = {
  /**
   * Takes the sheet's row `line` (1-based, ascending; skipped lines are empty rows) and answers the data
   * rows it accepted so far that were not handed out yet. Rows before the header is known are held.
   */
  push: (line: number, cells: readonly TreasuryCell[]) => TreasuryRow[];
  /** Whether the file is already refused (a problem was found); its rows need not be kept. */
  refused: () => boolean;
  /** The unit applied to the rows handed out (settled before the first is). */
  unit: () => TreasuryUnit;
  /** Ends the read: the data rows still held, and the outcome. */
  finish: () => { rows: TreasuryRow[]; result: TreasuryReadResult };
};

/** The first cell of the title band (the rows above the header) stating a unit, and the first stating a year. */
const readTitleBand = (rows: readonly (readonly TreasuryCell[])[]): TreasuryStated => {
  const stated: TreasuryStated = { unit: null, year: null };
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      const text = typeof cell === "string" ? cell.trim() : "";
      if (text === "") return;
      const found = recogniseTreasuryTitle(text);
      const column = columnLetter(c);
      const at = { row: r + 1, column, cell: `${column}${r + 1}` };
      if (found.unit !== null && stated.unit === null) stated.unit = { unit: found.unit, ...at };
      if (found.startYear !== null && stated.year === null)
        stated.year = { startYear: found.startYear, ...at };
    });
  });
  return stated;
};

/**
 * The unit to apply and the title band's disagreements: the unit the title states, else the one chosen;
 * a stated unit or budget year other than the one chosen, or no unit either way, refuses the file.
 */
const checkTitle = (
  stated: TreasuryStated,
  input: { unit?: TreasuryUnit; budgetYear?: number },
): { unit: TreasuryUnit | null; problems: TreasuryProblem[] } => {
  const problems: TreasuryProblem[] = [];
  const cellProblem = (at: TreasuryCellRef, en: string, np: string) =>
    problems.push({ row: at.row, column: at.column, en, np });
  if (stated.unit && input.unit && stated.unit.unit !== input.unit) {
    const [file, chosen] = [TREASURY_UNIT_NAMES[stated.unit.unit], TREASURY_UNIT_NAMES[input.unit]];
    cellProblem(
      stated.unit,
      `Cell ${stated.unit.cell} states the amounts are in ${file.en}, but ${chosen.en} was chosen.`,
      `कक्ष ${stated.unit.cell} मा रकम ${file.np}मा भनिएको छ, तर ${chosen.np} छानिएको छ।`,
    );
  }
  if (stated.year && input.budgetYear !== undefined && stated.year.startYear !== input.budgetYear) {
    const [file, chosen] = [budgetYearTitle(stated.year.startYear), budgetYearTitle(input.budgetYear)];
    cellProblem(
      stated.year,
      `Cell ${stated.year.cell} states the budget year ${file.en}, but ${chosen.en} was chosen.`,
      `कक्ष ${stated.year.cell} मा आर्थिक वर्ष ${file.np} भनिएको छ, तर ${chosen.np} छानिएको छ।`,
    );
  }
  const unit = stated.unit?.unit ?? input.unit ?? null;
  if (unit === null)
    problems.push({
      row: 1,
      column: null,
      en: "The file's title rows do not state the unit of its amounts (rupees, thousands or lakh): choose the unit.",
      np: "फाइलका शीर्षक पङ्क्तिमा रकमको एकाइ (रुपैयाँ, हजार वा लाख) लेखिएको छैन: एकाइ छान्नुहोस्।",
    });
  return { unit, problems };
};

/**
 * Reads a treasury sheet (rows of cells, title rows included) as report `chosen`, row by row, in the unit
 * its title band states (else the one chosen; a disagreement between them, or with the chosen budget
 * year, refuses the file naming the cell), keeping only running sums, the last total row and the first problems, so a large file is
 * never held whole. Accepted whole or refused whole: every problem is listed with its row and column (the
 * first 50). Rows whose description says total (जम्मा, कुल जम्मा, Total) are not data: the last one is
 * checked against the sum of the data rows, column by column, within one declared unit (the printed
 * figures are rounded); a file without a total row is refused, since the check is what shows a cut-off
 * file.
 */
export const treasurySheetReader = (input: {
  chosen: TreasuryReportNumber;
  /** The unit chosen; none when the file is to state it. */
  unit?: TreasuryUnit;
  /** The chosen budget year's BS start year, which a year stated in the title must equal. */
  budgetYear?: number;
}): TreasurySheetReader => {
  const head: (readonly TreasuryCell[])[] = [];
  let lines = 0;
  let header: Header | null = null;
  let amountColumns: TreasuryAmountColumn[] = [];
  let textColumns: TreasuryTextColumn[] = [];
  let refusals: TreasuryProblem[] = [];
  let stated: TreasuryStated = { unit: null, year: null };
  let unit: TreasuryUnit = "rupees";
  const problems: TreasuryProblem[] = [];
  const sums: Partial<Record<TreasuryAmountColumn, number>> = {};
  let rowCount = 0;
  let totalRow: TreasuryRow | null = null;

  const addProblem = (found: TreasuryProblem) => {
    if (problems.length < MAX_TREASURY_PROBLEMS) problems.push(found);
  };

  const dataRow = (line: number, cells: readonly TreasuryCell[], out: TreasuryRow[]) => {
    if (header === null || cells.every((cell) => cellText(cell) === "")) return;
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
      const value = parseTreasuryAmount(cells[at] ?? null, unit);
      if (value === "invalid")
        addProblem(
          problem(
            line,
            at,
            `The ${AMOUNT_NAMES[column].en} "${cellText(cells[at])}" is not a number.`,
            `${AMOUNT_NAMES[column].np} "${cellText(cells[at])}" सङ्ख्या होइन।`,
          ),
        );
      else if (value !== null) row.amounts[column] = value;
    }
    const labels = cells.map((cell) => normalizeHeader(cellText(cell))).filter((t) => t !== "");
    if (labels.some((t) => TOTAL_LABELS.has(t))) totalRow = row;
    else if (textColumns.every((c) => row.text[c] === undefined))
      addProblem(
        problem(line, null, "The row has amounts but no description.", "पङ्क्तिमा रकम छ तर विवरण छैन।"),
      );
    else {
      rowCount++;
      for (const column of amountColumns) sums[column] = (sums[column] ?? 0) + (row.amounts[column] ?? 0);
      if (problems.length === 0) out.push(row);
    }
  };

  /** Decides the header from the rows held, then reads the held rows below it. */
  const decide = (out: TreasuryRow[]) => {
    header = recogniseTreasuryHeader(head, input.chosen);
    if (!header)
      refusals = [
        problem(
          1,
          null,
          `No header of a treasury report (${input.chosen}) was found in the first ${HEADER_SCAN_ROWS} rows.`,
          `पहिलो ${toDevanagariDigits(HEADER_SCAN_ROWS)} पङ्क्तिमा कोष तथा लेखा प्रतिवेदन (${toDevanagariDigits(input.chosen)}) को शीर्ष पङ्क्ति भेटिएन।`,
        ),
      ];
    else if (header.layout.number !== input.chosen)
      refusals = [
        problem(
          header.row + 1,
          null,
          `The columns are those of report ${header.layout.number}, not ${input.chosen}.`,
          `स्तम्भहरू प्रतिवेदन ${toDevanagariDigits(header.layout.number)} का हुन्, ${toDevanagariDigits(input.chosen)} का होइनन्।`,
        ),
      ];
    else {
      // The title band is every row above the header's lower row (a group heading states neither).
      stated = readTitleBand(head.slice(0, header.row));
      const title = checkTitle(stated, input);
      refusals = title.problems;
      if (title.unit !== null) unit = title.unit;
    }
    if (refusals.length > 0 || header === null) return;
    const columns = [...header.found.keys()];
    amountColumns = columns.filter((c): c is TreasuryAmountColumn => !isText(c));
    textColumns = columns.filter(isText);
    for (let r = header.row + 1; r < head.length; r++) dataRow(r + 1, head[r] ?? [], out);
    head.length = 0;
  };

  const settled = () => refusals.length > 0 || header !== null;

  const take = (line: number, cells: readonly TreasuryCell[], out: TreasuryRow[]) => {
    lines = Math.max(lines, line);
    if (settled()) {
      dataRow(line, cells, out);
      return;
    }
    head.push(cells);
    if (head.length === HEADER_SCAN_ROWS) decide(out);
  };

  const push = (line: number, cells: readonly TreasuryCell[]) => {
    const out: TreasuryRow[] = [];
    if (refusals.length > 0) return out;
    for (let skipped = lines + 1; skipped < line; skipped++) take(skipped, [], out);
    take(line, cells, out);
    return out;
  };

  const finish = () => {
    const out: TreasuryRow[] = [];
    if (!settled()) decide(out);
    if (refusals.length > 0) return { rows: [], result: { ok: false as const, problems: refusals } };
    const found = header as Header | null;
    if (found === null) return { rows: [], result: { ok: false as const, problems } };
    const last = totalRow as TreasuryRow | null;
    if (last === null)
      addProblem(
        problem(
          lines,
          null,
          "The file has no total row (जम्मा / Total) to check its rows against.",
          "फाइलमा पङ्क्तिहरू भिडाउने जम्मा पङ्क्ति छैन।",
        ),
      );
    const tolerance = { rupees: 100, thousands: 100_000, lakh: 10_000_000 }[unit];
    const unitLabel = { rupees: ["rupee", "रुपैयाँ"], thousands: ["thousand", "हजार"], lakh: ["lakh", "लाख"] }[
      unit
    ];
    const totals: Partial<Record<TreasuryAmountColumn, number>> = {};
    for (const column of amountColumns) {
      const sum = sums[column] ?? 0;
      totals[column] = sum;
      const stated = last?.amounts[column];
      if (last && stated !== undefined && Math.abs(stated - sum) > tolerance)
        addProblem(
          problem(
            last.line,
            found.found.get(column) ?? null,
            `The total ${AMOUNT_NAMES[column].en} differs from the sum of the rows by more than one ${unitLabel[0]}.`,
            `कुल ${AMOUNT_NAMES[column].np} पङ्क्तिहरूको योगफलभन्दा एक ${unitLabel[1]}भन्दा बढीले फरक छ।`,
          ),
        );
    }
    if (rowCount === 0)
      addProblem(problem(found.row + 2, null, "The file has no data rows.", "फाइलमा तथ्याङ्कका पङ्क्ति छैनन्।"));
    if (problems.length > 0) return { rows: [], result: { ok: false as const, problems } };
    return {
      rows: out,
      result: {
        ok: true as const,
        layout: found.layout,
        columns: [...found.found.keys()],
        unit,
        stated,
        rowCount,
        totals,
      },
    };
  };

  return { push, refused: () => refusals.length > 0 || problems.length > 0, unit: () => unit, finish };
};

/** Reads a whole sheet held in memory (see `treasurySheetReader`), with its data rows. */
export const parseTreasurySheet = (input: {
  rows: readonly (readonly TreasuryCell[])[];
  chosen: TreasuryReportNumber;
  unit?: TreasuryUnit;
  budgetYear?: number;
}): TreasuryParseResult => {
  const reader = treasurySheetReader(input);
  const rows: TreasuryRow[] = [];
  input.rows.forEach((cells, index) => {
    rows.push(...reader.push(index + 1, cells ?? []));
  });
  const end = reader.finish();
  rows.push(...end.rows);
  if (!end.result.ok) return end.result;
  const { rowCount: _count, ...rest } = end.result;
  return { ...rest, rows };
};
