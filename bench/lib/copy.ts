import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One value in PostgreSQL's COPY text format. */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  // Arrays of numbers only (no quoting needed inside the braces).
  if (Array.isArray(value)) return `{${value.join(",")}}`;
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : text;
};

/** Rows of one table in COPY text format, buffered until the loader sends them. */
export class TableRows {
  lines: string[] = [];
  count = 0;
  constructor(
    readonly table: string,
    readonly columns: readonly string[],
  ) {}

  add(values: readonly unknown[]) {
    this.lines.push(values.map(cell).join("\t"));
    this.count++;
  }

  /** The buffered text; empties the buffer (the count keeps running). */
  take(): string {
    const text = this.lines.length > 0 ? `${this.lines.join("\n")}\n` : "";
    this.lines = [];
    return text;
  }
}

/** The raw connection the generator loads through: COPY on both PostgreSQL and PGlite. */
export type Loader = {
  copy: (rows: TableRows) => Promise<void>;
  exec: (statement: string) => Promise<void>;
  query: <T>(statement: string, params?: unknown[]) => Promise<T[]>;
  release: () => void;
};

const copyStatement = (rows: TableRows, source: string) =>
  `COPY ${rows.table} (${rows.columns.join(", ")}) FROM ${source}`;

export const postgresLoader = (client: pg.PoolClient): Loader => ({
  copy: async (rows) => {
    const text = rows.take();
    if (text) await pipeline(Readable.from([text]), client.query(copyFrom(copyStatement(rows, "STDIN"))));
  },
  exec: async (statement) => {
    await client.query(statement);
  },
  query: async <T>(statement: string, params: unknown[] = []) =>
    (await client.query(statement, params)).rows as T[],
  release: () => client.release(),
});

/** PGlite reads COPY data from a blob passed with the query. */
export const pgliteLoader = (client: PGlite): Loader => ({
  copy: async (rows) => {
    const text = rows.take();
    if (text) await client.query(copyStatement(rows, "'/dev/blob'"), [], { blob: new Blob([text]) });
  },
  exec: async (statement) => {
    await client.exec(statement);
  },
  query: async <T>(statement: string, params: unknown[] = []) =>
    (await client.query<T>(statement, params)).rows,
  release: () => {},
});
