import {
  MILESTONE_DETAIL_REPORTS,
  type MilestoneDetailReport,
  milestoneDetailQuery,
  type TReportCells,
  type TReportColumn,
  ZActivityDetailQuery,
  ZActivityTableQuery,
  ZMilestoneTableQuery,
  ZReportListQuery,
  ZReportQuery,
} from "@pragati/domain/contract";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import type { ReportContext } from "../reports/report-context";
import {
  activityOfficeReport,
  activityTableRows,
  activityYearReport,
  MILESTONE_OFFICE_REPORTS,
  milestoneOfficeReport,
  milestoneTableRows,
  planTree,
  problemOfficeReport,
  problemReport,
  sectionReport,
  timetable,
  typeReport,
} from "../reports/reports.service";
import {
  ACTIVITY_COLUMNS,
  type Cell,
  cellsOf,
  headsOf,
  KINDS,
  type Lang,
  MILESTONE_COLUMNS,
  measureName,
  monthName,
  nameIn,
  pick,
  statusName,
  WORDS,
} from "./reports-export.labels";

/** What an export writes under its title rows: headings, rows in batches, and a totals row if any. */
export type Sheet = { heads: string[]; batches: AsyncIterable<Cell[][]>; totals: Cell[] | null };

type Open<Q> = (args: {
  tx: Executor;
  ctx: ReportContext;
  auth: AuthContext;
  query: Q;
  lang: Lang;
  /** At most this many data rows (lists only). */
  limit: number;
}) => Promise<Sheet>;

/** One exportable report: the query of its JSON endpoint and how its rows become a sheet. */
export type ExportSource<Q = Record<string, unknown>> = { query: z.ZodObject; open: Open<Q> };

const once = (rows: Cell[][]): AsyncIterable<Cell[][]> => ({
  async *[Symbol.asyncIterator]() {
    yield rows;
  },
});

/** Stops a batch stream after `limit` rows. */
async function* upTo(batches: AsyncIterable<Cell[][]>, limit: number): AsyncGenerator<Cell[][]> {
  let left = limit;
  for await (const batch of batches) {
    if (left <= 0) return;
    yield batch.length > left ? batch.slice(0, left) : batch;
    left -= batch.length;
  }
}

/**
 * Reads the first batch now, so a refused query (422) is answered before the file starts; the rest
 * streams as the workbook is written.
 */
const prefetched = async (batches: AsyncIterable<Cell[][]>): Promise<AsyncIterable<Cell[][]>> => {
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
type Summary = { columns: TReportColumn[]; rows: SummaryRow[]; totals: TReportCells };
type LabelKind = "office" | "type" | "problem";

const str = (row: SummaryRow, key: string) => (row[key] as string | null | undefined) ?? null;

const labelHeads = (kind: LabelKind, lang: Lang) =>
  (kind === "type"
    ? [WORDS.type, WORDS.subtype]
    : kind === "problem"
      ? [WORDS.mainProblem, WORDS.subProblem]
      : [WORDS.office]
  ).map((text) => pick(text, lang));

const labelCells = (kind: LabelKind, row: SummaryRow, lang: Lang): Cell[] => {
  const none = pick(WORDS.none, lang);
  if (kind === "type")
    return row.level === "type"
      ? [nameIn(lang, str(row, "type_name"), str(row, "type_name_np")) || none, null]
      : [null, nameIn(lang, str(row, "subtype_name"), str(row, "subtype_name_np")) || none];
  if (kind === "problem")
    return row.level === "main"
      ? [nameIn(lang, str(row, "main_type_name"), str(row, "main_type_name_np")), null]
      : [null, nameIn(lang, str(row, "sub_type_name"), str(row, "sub_type_name_np"))];
  const name = nameIn(lang, str(row, "nikaya_name"), str(row, "nikaya_name_np"));
  return [row.own === true ? `${name} (${pick(WORDS.own, lang)})` : name];
};

/** A summary as a sheet: label columns, every count (numbers), the figures, and its totals row. */
const summarySheet = (summary: Summary, kind: LabelKind, lang: Lang): Sheet => {
  const valueKeys = Object.keys(summary.totals.values);
  const numbers = (row: TReportCells): Cell[] => [
    ...summary.columns.map((column) => row.counts[column.key] ?? 0),
    ...valueKeys.map((key) => row.values[key] ?? 0),
  ];
  const heads = labelHeads(kind, lang);
  return {
    heads: [
      ...heads,
      ...summary.columns.map((column) =>
        column.name !== undefined ? nameIn(lang, column.name, column.name_np) : measureName(column.key, lang),
      ),
      ...valueKeys.map((key) => measureName(key, lang)),
    ],
    batches: once(summary.rows.map((row) => [...labelCells(kind, row, lang), ...numbers(row)])),
    totals: [pick(WORDS.total, lang), ...heads.slice(1).map(() => null), ...numbers(summary.totals)],
  };
};

const summary = (
  kind: LabelKind,
  build: (tx: Executor, ctx: ReportContext, auth: AuthContext) => Promise<unknown>,
): ExportSource => ({
  query: ZReportQuery,
  open: async ({ tx, ctx, auth, lang }) => summarySheet((await build(tx, ctx, auth)) as Summary, kind, lang),
});

// --- lists -----------------------------------------------------------------------------------------

type MilestoneQuery = z.output<typeof ZMilestoneTableQuery>;
type ActivityQuery = z.output<typeof ZActivityTableQuery>;
const upto = (ctx: ReportContext): ReportContext => ({ ...ctx, monthType: "upto" });

const milestoneList = (
  query: z.ZodObject,
  tableQuery: (query: MilestoneQuery) => MilestoneQuery,
  fiscalYearList = false,
): ExportSource => ({
  query,
  open: async ({ tx, ctx, query: asked, lang, limit }) => ({
    heads: headsOf(MILESTONE_COLUMNS, lang),
    batches: await prefetched(
      upTo(
        mapBatches(
          milestoneTableRows(tx, fiscalYearList ? upto(ctx) : ctx, tableQuery(asked as MilestoneQuery)),
          (row) => cellsOf(MILESTONE_COLUMNS, row, lang),
        ),
        limit,
      ),
    ),
    totals: null,
  }),
});

const activityList = (
  query: z.ZodObject,
  tableQuery: (query: ActivityQuery) => ActivityQuery,
  fiscalYearList = false,
): ExportSource => ({
  query,
  open: async ({ tx, ctx, query: asked, lang, limit }) => ({
    heads: headsOf(ACTIVITY_COLUMNS, lang),
    batches: await prefetched(
      upTo(
        mapBatches(
          activityTableRows(tx, fiscalYearList ? upto(ctx) : ctx, tableQuery(asked as ActivityQuery)),
          (row) => cellsOf(ACTIVITY_COLUMNS, row, lang),
        ),
        limit,
      ),
    ),
    totals: null,
  }),
});

const PAGE = 1000;

/** The offset-paged lists (timetable, plan tree): page by page, one page in memory at a time. */
async function* pages<Row>(fetch: (page: number) => Promise<{ data: Row[]; last_page: number }>) {
  for (let page = 1; ; page++) {
    const answer = await fetch(page);
    if (answer.data.length > 0) yield answer.data;
    if (page >= answer.last_page) return;
  }
}

const timetableSource: ExportSource = {
  query: ZReportListQuery,
  open: async ({ tx, ctx, lang, limit }) => ({
    heads: [
      pick(WORDS.milestonePoint, lang),
      pick(WORDS.title, lang),
      pick(WORDS.office, lang),
      pick(WORDS.unit, lang),
      pick(WORDS.annualTarget, lang),
      ...Array.from({ length: 12 }, (_, m) => [
        `${monthName(m, lang)} ${pick(WORDS.target, lang)}`,
        `${monthName(m, lang)} ${pick(WORDS.achieved, lang)}`,
      ]).flat(),
    ],
    batches: await prefetched(
      upTo(
        mapBatches(
          pages((page) => timetable(tx, ctx, { page_no: page, per_page: PAGE, search: ctx.search })),
          (row) => [
            row.milestone_point,
            row.title,
            nameIn(lang, row.nikaya_name, row.nikaya_name_np),
            nameIn(lang, row.unit, row.unit_np),
            row.annual_target,
            ...row.months.flatMap((cell) => [cell.target, cell.achieved]),
          ],
        ),
        limit,
      ),
    ),
    totals: null,
  }),
};

const treeSource: ExportSource = {
  query: ZReportListQuery,
  open: async ({ tx, ctx, lang, limit }) => ({
    heads: [
      WORDS.kind,
      WORDS.pointNo,
      WORDS.title,
      WORDS.office,
      WORDS.amount,
      WORDS.unit,
      WORDS.status,
      WORDS.percent,
    ].map((text) => pick(text, lang)),
    batches: await prefetched(
      upTo(
        mapBatches(
          pages((page) => planTree(tx, ctx, { page_no: page, per_page: PAGE, search: "" })),
          (row) => [
            pick(KINDS[row.kind], lang),
            // Indented so the tree reads in a sheet as on the screen.
            `${"  ".repeat(row.depth)}${row.point_no}`,
            row.title,
            nameIn(lang, row.nikaya_name, row.nikaya_name_np),
            row.amount,
            nameIn(lang, row.unit, row.unit_np),
            statusName(row.status, lang),
            row.percent,
          ],
        ),
        limit,
      ),
    ),
    totals: null,
  }),
};

// --- every exportable report -----------------------------------------------------------------------

/** Every report of the screens, by its path under `api/reports/` (fcgo* and suchak/* excepted). */
export const EXPORT_SOURCES: Record<string, ExportSource> = {
  ...Object.fromEntries(
    Object.entries(MILESTONE_OFFICE_REPORTS).map(([path, family]) => [
      path,
      summary("office", (tx, ctx) => milestoneOfficeReport(tx, ctx, family)),
    ]),
  ),
  "monthly-kiryakalap-pragati-esthiti": summary("office", (tx, ctx) =>
    activityOfficeReport(tx, ctx, "kiryakalap"),
  ),
  "monthly-kiryakalap-suru-pragati-esthiti": summary("office", (tx, ctx) =>
    activityOfficeReport(tx, ctx, "kiryakalap-suru"),
  ),
  "kiryakalap-pragati-esthiti": summary("office", (tx, ctx) => activityYearReport(tx, ctx)),
  "milestone-pragati-samasya-nikaya-wise": summary("office", (tx, ctx) => problemOfficeReport(tx, ctx)),
  // As the JSON endpoint: the root defaults to the caller's own office.
  "pragati-section": summary("office", (tx, ctx, auth) =>
    sectionReport(tx, { ...ctx, rootId: ctx.rootId ?? auth.nikayaId }),
  ),
  "milestone-type-wise": summary("type", (tx, ctx) => typeReport(tx, ctx, "status")),
  "milestone-progress-typewise": summary("type", (tx, ctx) => typeReport(tx, ctx, "progress")),
  "milestone-pragati-samasya-wise": summary("problem", (tx, ctx) => problemReport(tx, ctx)),
  ...Object.fromEntries(
    (Object.keys(MILESTONE_DETAIL_REPORTS) as MilestoneDetailReport[]).map((report) => {
      const family = MILESTONE_DETAIL_REPORTS[report];
      return [report, milestoneList(milestoneDetailQuery(family), (query) => ({ ...query, family }))];
    }),
  ),
  "table/milestone": milestoneList(ZMilestoneTableQuery, (query) => query),
  "overall-milestones": milestoneList(
    ZReportListQuery,
    (query) => ({ ...query, family: "esthiti", measure: "total" }),
    true,
  ),
  "monthly-kiryakalap-pragati-esthiti-detail": activityList(ZActivityDetailQuery, (query) => ({
    ...query,
    family: "kiryakalap",
  })),
  "table/activities": activityList(ZActivityTableQuery, (query) => query),
  "overall-activities": activityList(ZReportListQuery, (query) => ({ ...query, family: undefined }), true),
  "milestone-samay-sharani": timetableSource,
  "programs/all-sets": treeSource,
};
