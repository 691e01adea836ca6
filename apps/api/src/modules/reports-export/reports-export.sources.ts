import { bsDateText, localizeDigits } from "@pragati/domain/calendar";
import {
  BUDGETARY_FIGURES,
  type TBudgetaryAnalysis,
  TREASURY_NONE,
  type TReportCells,
  type TReportColumn,
  type TTreasuryReport,
} from "@pragati/domain/contract";
import {
  EXPORT_COLUMNS,
  isSummaryKind,
  measureName,
  REPORT_CATALOGUE,
  type ReportCatalogueEntry,
  type ReportKind,
  SUMMARY_LABELS,
} from "@pragati/domain/reports";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import type { ReportContext } from "../reports/report-context";
import type { ReportEntry } from "../reports/report-entry";
import { REPORT_REGISTRY } from "../reports/reports.registry";
import {
  type Cell,
  cellOf,
  columnName,
  type Lang,
  monthName,
  nameIn,
  pick,
  WORDS,
} from "./reports-export.labels";

/** What an export writes under its title rows: headings, rows in batches, and a totals row if any. */
/** `formats`: a column's Excel number format by its index (an indicator's %: two decimals). */
export type Sheet = {
  heads: string[];
  batches: AsyncIterable<Cell[][]>;
  totals: Cell[] | null;
  formats?: Record<number, string>;
};

/** Every % of the indicators is stored rounded to 2 decimals and shown with exactly 2. */
const PERCENT_FORMAT = "0.00";

type Open = (args: {
  tx: Executor;
  ctx: ReportContext;
  auth: AuthContext;
  query: Record<string, unknown>;
  lang: Lang;
  /** At most this many data rows (lists only). */
  limit: number;
}) => Promise<Sheet>;

/** One exportable report: its catalogue entry, the query of its JSON endpoint and its sheet. */
export type ExportSource = { report: ReportCatalogueEntry; query: z.ZodObject; open: Open };

const once = (rows: Cell[][]): AsyncIterable<Cell[][]> => ({
  async *[Symbol.asyncIterator]() {
    yield rows;
  },
});

/** Stops a batch stream after `limit` rows. */
export async function* upTo<Row>(batches: AsyncIterable<Row[]>, limit: number): AsyncGenerator<Row[]> {
  let left = limit;
  for await (const batch of batches) {
    if (left <= 0) return;
    yield batch.length > left ? batch.slice(0, left) : batch;
    left -= batch.length;
  }
}

/**
 * Reads the first batch now, so a refused query (422) is answered before the file starts; the rest
 * streams as the workbook (or the print rows) is written.
 */
export const prefetched = async <Row>(batches: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> => {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
};

async function* mapBatches<Row>(rows: AsyncIterable<Row[]>, cells: (row: Row) => Cell[]) {
  for await (const batch of rows) yield batch.map(cells);
}

// --- summaries -------------------------------------------------------------------------------------

type SummaryRow = TReportCells & Record<string, unknown>;
type Summary = {
  columns: TReportColumn[];
  rows: SummaryRow[];
  totals: TReportCells;
  group_by?: string;
} & Partial<Pick<TTreasuryReport, "level" | "detail">>;

const str = (row: SummaryRow, key: string) => (row[key] as string | null | undefined) ?? null;

/** A treasury report's label column: the level's (ministry, office, or the report's detail). */
const treasuryHead = (summary: Summary) =>
  summary.level === "ministry"
    ? SUMMARY_LABELS.ministry
    : summary.level === "office"
      ? SUMMARY_LABELS.office
      : SUMMARY_LABELS[summary.detail ?? "subhead"];

const labelHeads = (kind: ReportKind, lang: Lang, summary: Summary) =>
  (kind === "treasury"
    ? [treasuryHead(summary)]
    : kind === "type"
      ? [SUMMARY_LABELS.type, SUMMARY_LABELS.subtype]
      : kind === "problem"
        ? [SUMMARY_LABELS.mainProblem, SUMMARY_LABELS.subProblem]
        : kind === "decision"
          ? [groupLabel(summary.group_by)]
          : [summary.group_by === "ministry" ? SUMMARY_LABELS.ministry : SUMMARY_LABELS.office]
  ).map((text) => pick(text, lang));

/** The label column of a decision summary: what its rows are. */
const groupLabel = (group: unknown) =>
  group === "office"
    ? SUMMARY_LABELS.implementing_office
    : group === "fiscal_year"
      ? SUMMARY_LABELS.fiscal_year
      : SUMMARY_LABELS.meeting_type;

const labelCells = (kind: ReportKind, row: SummaryRow, lang: Lang): Cell[] => {
  const none = pick(SUMMARY_LABELS.none, lang);
  if (kind === "treasury") {
    const name = str(row, "name");
    const code = str(row, "code");
    const label = name === null || name === TREASURY_NONE ? none : name;
    return [code && code !== name ? `${code} ${label}` : label];
  }
  if (kind === "type")
    return row.level === "type"
      ? [nameIn(lang, str(row, "type_name"), str(row, "type_name_np")) || none, null]
      : [null, nameIn(lang, str(row, "subtype_name"), str(row, "subtype_name_np")) || none];
  if (kind === "problem")
    return row.level === "main"
      ? [nameIn(lang, str(row, "main_type_name"), str(row, "main_type_name_np")), null]
      : [null, nameIn(lang, str(row, "sub_type_name"), str(row, "sub_type_name_np"))];
  if (kind === "decision") return [nameIn(lang, str(row, "group_name"), str(row, "group_name_np"))];
  const name = nameIn(lang, str(row, "nikaya_name"), str(row, "nikaya_name_np"));
  return [row.own === true ? `${name} (${pick(SUMMARY_LABELS.own, lang)})` : name];
};

/** A summary as a sheet: label columns, every count (numbers), the figures, and its totals row. */
const summarySheet = (summary: Summary, kind: ReportKind, lang: Lang): Sheet => {
  const valueKeys = Object.keys(summary.totals.values);
  const numbers = (row: TReportCells): Cell[] => [
    ...summary.columns.map((column) => row.counts[column.key] ?? 0),
    ...valueKeys.map((key) => row.values[key] ?? null),
  ];
  const heads = labelHeads(kind, lang, summary);
  return {
    heads: [
      ...heads,
      ...summary.columns.map((column) =>
        column.name !== undefined ? nameIn(lang, column.name, column.name_np) : measureName(column.key, lang),
      ),
      ...valueKeys.map((key) => measureName(key, lang)),
    ],
    batches: once(summary.rows.map((row) => [...labelCells(kind, row, lang), ...numbers(row)])),
    totals: [pick(SUMMARY_LABELS.total, lang), ...heads.slice(1).map(() => null), ...numbers(summary.totals)],
  };
};

/** The daily budgetary analysis: one row per as-of date, the previous year's date beside it, no totals. */
const budgetarySheet = (analysis: TBudgetaryAnalysis, lang: Lang): Sheet => ({
  heads: [
    pick(SUMMARY_LABELS.asOf, lang),
    pick(SUMMARY_LABELS.previousAsOf, lang),
    ...BUDGETARY_FIGURES.map((key) => measureName(key, lang)),
  ],
  batches: once(
    analysis.rows.map((row) => [
      bsDateText(row.as_of, lang),
      row.previous_as_of === null ? null : bsDateText(row.previous_as_of, lang),
      ...BUDGETARY_FIGURES.map((key) => row.values[key] ?? null),
    ]),
  ),
  totals: null,
});

// --- lists -----------------------------------------------------------------------------------------

type ListKind = keyof typeof EXPORT_COLUMNS;
type ListRow = Record<string, unknown>;

const listHeads = (kind: ListKind, lang: Lang) => [
  ...EXPORT_COLUMNS[kind].map((key) => columnName(key, lang)),
  ...(kind === "timetable"
    ? Array.from({ length: 12 }, (_, m) => [
        `${monthName(m, lang)} ${pick(WORDS.target, lang)}`,
        `${monthName(m, lang)} ${pick(WORDS.achieved, lang)}`,
      ]).flat()
    : []),
  ...(kind === "indicators"
    ? Array.from({ length: 12 }, (_, p) => {
        const period = `${pick(WORDS.period, lang)} ${localizeDigits(p + 1, lang)}`;
        return [
          `${period} ${pick(WORDS.target, lang)}`,
          `${period} ${pick(WORDS.achieved, lang)}`,
          `${period} ${pick(WORDS.percent, lang)}`,
        ];
      }).flat()
    : []),
];

type TimetableMonth = { target: number | null; achieved: number | null };

const listCells = (kind: ListKind, row: ListRow, lang: Lang): Cell[] => [
  ...EXPORT_COLUMNS[kind].map((key) => cellOf(key, row, lang)),
  ...(kind === "timetable"
    ? (row.months as TimetableMonth[]).flatMap((month) => [month.target, month.achieved])
    : []),
  ...(kind === "indicators"
    ? (row.periods as IndicatorPeriod[]).flatMap((period) => [period.target, period.actual, period.percent])
    : []),
];

/** The list's % columns: % achieved to date, and each period's % (every third period column). */
const listFormats = (kind: ListKind): Record<number, string> | undefined => {
  if (kind !== "indicators") return undefined;
  const columns = EXPORT_COLUMNS[kind] as readonly string[];
  const formats: Record<number, string> = { [columns.indexOf("percent_achieved")]: PERCENT_FORMAT };
  for (let p = 0; p < 12; p++) formats[columns.length + p * 3 + 2] = PERCENT_FORMAT;
  return formats;
};

/** An indicator's period in the export: target, achievement and % to its end. */
type IndicatorPeriod = { target: number | null; actual: number | null; percent: number | null };

// --- every exportable report -----------------------------------------------------------------------

/**
 * A report's export, laid out by its kind: a summary from its answer, a list from its registry
 * entry's rows (streamed, at most `limit`).
 */
const exportSource = (report: ReportCatalogueEntry, entry: ReportEntry): ExportSource => {
  const { kind } = report;
  if (kind === "budgetary")
    return {
      report,
      query: entry.query,
      open: async ({ tx, ctx, auth, query, lang }) =>
        budgetarySheet((await entry.build({ tx, ctx, query, auth })) as TBudgetaryAnalysis, lang),
    };
  if (isSummaryKind(kind))
    return {
      report,
      query: entry.query,
      open: async ({ tx, ctx, auth, query, lang }) =>
        summarySheet((await entry.build({ tx, ctx, query, auth })) as Summary, kind, lang),
    };
  const { rows } = entry;
  if (!rows) throw new Error(`report ${report.path} lists no rows to export`);
  return {
    report,
    query: entry.query,
    open: async ({ tx, ctx, auth, query, lang, limit }) => ({
      heads: listHeads(kind, lang),
      batches: await prefetched(
        upTo(
          mapBatches(rows({ tx, ctx, query, auth }) as AsyncIterable<ListRow[]>, (row) =>
            listCells(kind, row, lang),
          ),
          limit,
        ),
      ),
      totals: null,
      formats: listFormats(kind),
    }),
  };
};

/** Every report of the catalogue, by its path under `api/reports/`. */
export const EXPORT_SOURCES: Record<string, ExportSource> = Object.fromEntries(
  REPORT_CATALOGUE.map((report) => [report.path, exportSource(report, REPORT_REGISTRY[report.path])]),
);
