import type { Sql } from "../lib/sql";
import type { Fixtures } from "./fixtures";

/**
 * The hook for the summary reports (issue 5): they do not exist yet. Each report added here gets a
 * one-client scenario as admin (all offices) with p50/p95/p99, throughput and errors, and its
 * hand-written SQL is timed on the database in the same run for the API/SQL ratio. Target: p95 under
 * 200 ms on size L (PostgreSQL).
 */
export type ReportBench = {
  key: string;
  title: string;
  /** The API path with its query, e.g. a month report of the bench fiscal year and month. */
  path: (f: Fixtures) => string;
  /** The best hand-written SQL for the same answer. */
  sql: { what: string; run: (sql: Sql, f: Fixtures) => Promise<unknown> };
};

export const REPORTS: ReportBench[] = [];
