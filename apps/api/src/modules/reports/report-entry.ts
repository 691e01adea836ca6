import type { ReportPath } from "@pragati/domain/reports";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
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
}): ReportEntry => definition as unknown as ReportEntry;
