import type { Generated } from "../generate/generate";
import type { AnswerSize } from "./answer-sizes";
import type { ExportResult } from "./export";
import type { LoadResult } from "./load";
import type { SqlTimings } from "./sql-timings";

export type Measured = { key: string; title: string; sql: string; load: LoadResult; loadavg: number };

export type RunReport = {
  size: string;
  db: string;
  date: string;
  commit: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  generated: Generated | null;
  verified: { checked: number; problems: string[] };
  sql: SqlTimings;
  measured: Measured[];
  twoProcesses: { key: string; one: LoadResult; two: LoadResult }[];
  export: ExportResult | null;
  answerSizes: AnswerSize[];
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : "—");

/** The hand-written SQL time a scenario is compared with; the mix weighs the parts by their share. */
export const sqlTimeOf = (sql: SqlTimings, key: string, mix: Record<string, number>): number =>
  key === "mixed"
    ? Object.entries(mix).reduce((total, [part, share]) => total + share * (sql[part]?.p50 ?? Number.NaN), 0)
    : (sql[key]?.p50 ?? Number.NaN);

const find = (report: RunReport, key: string) => report.measured.find((m) => m.key === key)?.load;

/** The figures of one run as Markdown, the form bench/RESULTS.md keeps. */
export const toMarkdown = (report: RunReport, mix: Record<string, number>): string => {
  const lines: string[] = [];
  lines.push(`### Size ${report.size} on ${report.db} — ${report.date}, commit ${report.commit}`);
  lines.push("");
  lines.push(
    `Machine: ${report.machine}. Load average (1/5/15 min) before: ${report.loadBefore}; after: ${report.loadAfter}.`,
  );
  if (report.generated) {
    const g = report.generated;
    const phases = Object.entries(g.phases)
      .map(([name, s]) => `${name} ${s} s`)
      .join(", ");
    const counts = Object.entries(g.counts)
      .map(([table, n]) => `${table} ${n.toLocaleString("en")}`)
      .join(", ");
    lines.push("");
    lines.push(`Generated in **${g.seconds} s** (${phases}): ${counts}.`);
  }
  lines.push(
    `Sample check: ${report.verified.checked} milestones, status rows equal to the API's computation, every entry valid, counts table equal to the status rows, project month figures equal to their computation: ${report.verified.problems.length === 0 ? "yes" : `NO (${report.verified.problems.length} problems)`}.`,
  );
  lines.push("");
  lines.push(
    "| scenario | clients | p50 ms | p95 ms | p99 ms | req/s | errors | SQL p50 ms | API/SQL | load |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const m of report.measured) {
    const sqlMs = sqlTimeOf(report.sql, m.sql, mix);
    lines.push(
      `| ${m.title} | ${m.load.connections} | ${ms(m.load.p50)} | ${ms(m.load.p95)} | ${ms(m.load.p99)} | ${m.load.throughput} | ${m.load.errors} | ${ms(sqlMs)} | ${Number.isFinite(sqlMs) && sqlMs > 0 ? (m.load.p50 / sqlMs).toFixed(1) : "—"} | ${m.loadavg.toFixed(1)} |`,
    );
  }
  if (report.answerSizes.length > 0)
    lines.push(
      "",
      `Answer sizes (bytes per row / limit): ${report.answerSizes.map((a) => `${a.key} ${a.bytes} B for ${a.rows} rows = ${a.perRow} / ${a.limit}`).join("; ")}.`,
    );
  lines.push("");
  lines.push("Hand-written SQL (one connection, same run):");
  for (const [key, t] of Object.entries(report.sql))
    lines.push(`- ${key}: ${t.what}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms (${t.runs} runs)`);
  const admin = find(report, "dashboard-admin-50");
  const ceiling = find(report, "ceiling-50");
  if (admin && ceiling)
    lines.push(
      "",
      `Dashboard throughput against the ceiling (50 clients): ${admin.throughput} / ${ceiling.throughput} req/s = **${Math.round((100 * admin.throughput) / ceiling.throughput)}%**.`,
    );
  const x = report.export;
  if (x)
    lines.push(
      "",
      `Excel export of the milestone table (admin, Nepali): ${x.rows.toLocaleString("en")} rows in **${x.seconds} s**, ${(x.bytes / 2 ** 20).toFixed(1)} MB (${x.status}, ${x.contentType}); API process memory (RSS) ${x.rssBeforeMb} MB before, **${x.rssPeakMb} MB** at most during the export.`,
    );
  if (report.twoProcesses.length > 0) {
    lines.push("", "Two API processes on one database (connections alternate between the two ports):", "");
    lines.push(
      "| scenario | one process req/s | two processes req/s | growth | two: p50 / p95 ms | errors |",
    );
    lines.push("|---|---:|---:|---:|---:|---:|");
    for (const t of report.twoProcesses)
      lines.push(
        `| ${t.key} | ${t.one.throughput} | ${t.two.throughput} | ${((100 * t.two.throughput) / t.one.throughput - 100).toFixed(0)}% | ${ms(t.two.p50)} / ${ms(t.two.p95)} | ${t.two.errors} |`,
      );
  }
  const targets: [string, string, number][] = [
    ["dashboard-admin-1", "dashboard median, admin (all offices)", 50],
    ["dashboard-office-1", "dashboard median, one office", 10],
    ["store-1", "progress save median", 30],
  ];
  lines.push("", "Issue 4 figures (one client):", "");
  for (const [key, what, limit] of targets) {
    const m = find(report, key);
    if (m) lines.push(`- ${what}: ${ms(m.p50)} ms (limit ${limit} ms; p95 ${ms(m.p95)} ms)`);
  }
  const p95Limits: [string, string, number][] = [
    ["report-thekka-akkikrit-pragarti", "consolidated contract view p95, admin (issue 17)", 200],
  ];
  lines.push("", "p95 limits (one client):", "");
  for (const [key, what, limit] of p95Limits) {
    const m = find(report, key);
    if (m)
      lines.push(`- ${what}: ${ms(m.p95)} ms (limit ${limit} ms: ${m.p95 <= limit ? "met" : "NOT met"})`);
  }
  return lines.join("\n");
};
