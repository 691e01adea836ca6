import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { TReportCells, TReportColumn, TRowApproval } from "@pragati/domain/contract";
import {
  EXPORT_COLUMNS,
  isSummaryKind,
  MONTH_STATE_NAMES,
  measureName,
  REPORT_CATALOGUE,
  type ReportCatalogueEntry,
  SUMMARY_LABELS,
} from "@pragati/domain/reports";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import { type Cell, cellOf, columnName, type Lang, nameIn, pick } from "../reports/report-cells";
import type { ReportContext } from "../reports/report-context";
import type { ReportEntry, SheetLayout } from "../reports/report-entry";
import { REPORT_REGISTRY } from "../reports/reports.registry";

/** What an export writes under its title rows: headings, rows in batches, and a totals row if any. */
/** `formats`: a column's Excel number format by its index (an indicator's %: two decimals). */
export type Sheet = {
  heads: string[];
  batches: AsyncIterable<Cell[][]>;
  totals: Cell[] | null;
  formats?: Record<number, string>;
};

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
type Summary = { columns: TReportColumn[]; rows: SummaryRow[]; totals: TReportCells; group_by?: string };

/** A summary's default label column: the office (or the ministry, when its rows are ministries). */
const OFFICE_LABELS: NonNullable<SheetLayout["labels"]> = {
  heads: (answer, lang) => [
    pick(answer.group_by === "ministry" ? SUMMARY_LABELS.ministry : SUMMARY_LABELS.office, lang),
    // Office rows of a month's figures carry their month's approval, in a column of its own.
    ...((answer.rows as SummaryRow[] | undefined)?.some((row) => row.approval)
      ? [pick(SUMMARY_LABELS.approval, lang)]
      : []),
  ],
  cells: (row, lang) => {
    const name = nameIn(lang, row.nikaya_name as string | null, row.nikaya_name_np as string | null);
    const approval = row.approval as TRowApproval | undefined;
    return [
      row.own === true ? `${name} (${pick(SUMMARY_LABELS.own, lang)})` : name,
      ...(approval ? [approvalText(approval, lang)] : []),
    ];
  },
};

/** A month's state as the sheet writes it, in the screen badge's words (`MONTH_STATE_NAMES`). */
const approvalText = (approval: TRowApproval, lang: Lang) => {
  const digits = (n: number) => (lang === "np" ? toDevanagariDigits(n) : String(n));
  return pick(MONTH_STATE_NAMES[approval.state], lang)
    .replace("{levels}", digits(approval.levels))
    .replace("{level}", digits(approval.level));
};

/** A summary as a sheet: label columns, every count (numbers), the figures, and its totals row. */
const summarySheet = (summary: Summary, labels: NonNullable<SheetLayout["labels"]>, lang: Lang): Sheet => {
  const valueKeys = Object.keys(summary.totals.values);
  const numbers = (row: TReportCells): Cell[] => [
    ...summary.columns.map((column) => row.counts[column.key] ?? 0),
    ...valueKeys.map((key) => row.values[key] ?? null),
  ];
  const heads = labels.heads(summary, lang);
  return {
    heads: [
      ...heads,
      ...summary.columns.map((column) =>
        column.name !== undefined ? nameIn(lang, column.name, column.name_np) : measureName(column.key, lang),
      ),
      ...valueKeys.map((key) => measureName(key, lang)),
    ],
    batches: once(summary.rows.map((row) => [...labels.cells(row, lang), ...numbers(row)])),
    totals: [pick(SUMMARY_LABELS.total, lang), ...heads.slice(1).map(() => null), ...numbers(summary.totals)],
  };
};

// --- every exportable report -----------------------------------------------------------------------

type ListKind = keyof typeof EXPORT_COLUMNS;

/**
 * A report's export: a sheet of its own (`sheet.whole`), a summary from its answer, or a list from its
 * registry entry's rows (streamed, at most `limit`), laid out as its entry's `sheet` says.
 */
const exportSource = (report: ReportCatalogueEntry, entry: ReportEntry): ExportSource => {
  const { kind } = report;
  const { query, sheet = {} } = entry;
  const answer = ({ tx, ctx, auth, query }: Parameters<Open>[0]) =>
    entry.build({ tx, ctx, query, auth }) as Promise<Record<string, unknown>>;
  const { whole } = sheet;
  if (whole)
    return {
      report,
      query,
      open: async (args) => ({
        heads: whole.heads(args.lang),
        batches: once(whole.rows(await answer(args), args.lang)),
        totals: null,
      }),
    };
  if (isSummaryKind(kind))
    return {
      report,
      query,
      open: async (args) =>
        summarySheet((await answer(args)) as Summary, sheet.labels ?? OFFICE_LABELS, args.lang),
    };
  const { rows } = entry;
  if (!rows) throw new Error(`report ${report.path} lists no rows to export`);
  const columns: readonly string[] = EXPORT_COLUMNS[kind as ListKind];
  return {
    report,
    query,
    open: async ({ tx, ctx, auth, query, lang, limit }) => ({
      heads: [...columns.map((key) => columnName(key, lang)), ...(sheet.more?.heads(lang) ?? [])],
      batches: await prefetched(
        upTo(
          mapBatches(rows({ tx, ctx, query, auth }) as AsyncIterable<Record<string, unknown>[]>, (row) => [
            ...columns.map((key) => cellOf(key, row, lang)),
            ...(sheet.more?.cells(row) ?? []),
          ]),
          limit,
        ),
      ),
      totals: null,
      formats: sheet.formats?.(columns),
    }),
  };
};

/** Every report of the catalogue, by its path under `api/reports/`. */
export const EXPORT_SOURCES: Record<string, ExportSource> = Object.fromEntries(
  REPORT_CATALOGUE.map((report) => [report.path, exportSource(report, REPORT_REGISTRY[report.path])]),
);
