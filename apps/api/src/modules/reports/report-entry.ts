import type { ReportPath } from "@pragati/domain/reports";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import type { Cell, Lang } from "./report-cells";
import type { ReportContext } from "./report-context";

/** What a report is built from: the report transaction, the resolved filters and the parsed query. */
export type ReportArgs<Query> = {
  tx: Executor;
  ctx: ReportContext;
  query: Query;
  /** Null for the public report without a session. */
  auth: AuthContext | null;
};

type Query = Record<string, unknown>;

type OpenedFrom = "every report" | readonly ReportPath[];

type Fields = Record<string, unknown>;

/**
 * Where a report's Excel sheet differs from its kind's layout (`reports-export.sources.ts`): a summary
 * writes an office column, then every count and figure, then a totals row; a list writes the catalogue's
 * export columns (`EXPORT_COLUMNS`).
 */
export type SheetLayout = {
  /** A summary's label columns instead of the office: their headings (from its answer) and each row's cells. */
  labels?: { heads: (answer: Fields, lang: Lang) => string[]; cells: (row: Fields, lang: Lang) => Cell[] };
  /** A list's columns after the catalogue's: their headings and each row's cells. */
  more?: { heads: (lang: Lang) => string[]; cells: (row: Fields) => Cell[] };
  /** A list's Excel number formats, by column position, given the catalogue's columns. */
  formats?: (columns: readonly string[]) => Record<number, string>;
  /** A sheet of its own from the answer (headings and rows, no totals row). */
  whole?: { heads: (lang: Lang) => string[]; rows: (answer: Fields, lang: Lang) => Cell[][] };
};

/**
 * How the API answers one report of the catalogue (`@pragati/domain/reports`): its query and answer
 * schemas, the service call that runs its SQL and presenter, and for a list its rows for the export.
 */
export type ReportEntry = {
  /** The route's OpenAPI summary. */
  summary: string;
  query: z.ZodObject;
  response: z.ZodType;
  build: (args: ReportArgs<Query>) => Promise<unknown>;
  /** Lists: every row of the list (as in its answer's `data`), in batches, for the export. */
  rows?: (args: ReportArgs<Query>) => AsyncIterable<unknown[]>;
  /** A list behind a count: the reports whose screens also open it, or every report's (see report-screens.ts). */
  openedFrom?: OpenedFrom;
  sheet?: SheetLayout;
};

/**
 * A module's reports, by catalogue path (its `<module>.reports.ts`); declared with `satisfies` so the
 * registry's spread keeps the paths and the compiler finds a catalogue path no module answers.
 */
export type ReportEntries = Partial<Record<ReportPath, ReportEntry>>;

/** Types an entry by its query and answer schemas; the registry holds them alike. */
export const entry = <Q extends z.ZodObject, R extends z.ZodType>(definition: {
  summary: string;
  query: Q;
  response: R;
  build: (args: ReportArgs<z.output<Q>>) => Promise<z.input<R>>;
  rows?: (args: ReportArgs<z.output<Q>>) => AsyncIterable<unknown[]>;
  openedFrom?: OpenedFrom;
  sheet?: SheetLayout;
}): ReportEntry => definition as unknown as ReportEntry;
