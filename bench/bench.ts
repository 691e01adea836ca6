/**
 * `npm run bench -- --size S|M|L|XL --db pglite|postgres`: generates the data set into a new database,
 * checks a sample against the application's rules, times the hand-written SQL, then loads the real API
 * (and, on PostgreSQL, two API processes) and the bare ceiling server with autocannon, and prints the
 * figures as Markdown. Options: --seconds N per scenario (default 10); --smoke (the `npm test` run: a
 * few requests per scenario over at most 4 connections, a smaller sample; fails on any data problem or
 * request error, never on timing); --port P (first of three ports; default free ones); --out FILE (the
 * Markdown); --json FILE; --keep (keep the database); --generate-only (generate, check and keep it);
 * --only TEXT (after generating and checking, run only the scenarios whose key contains TEXT: the API
 * and ceiling scenarios, the reports' own statements as `report-<path>`, the Excel export as `export`;
 * the hand-written SQL is then skipped; several texts separated by commas), e.g. `--only report-fcgo` for
 * the treasury reports alone, `--only completeness,approval` for the completeness reports and the approval
 * step, or `--only answer-sizes` for the answers' bytes per row alone (bench/run/answer-sizes.ts).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { generate, openTarget } from "./generate/generate";
import { isSizeName, SIZES } from "./generate/sizes";
import { verifySample } from "./generate/verify";
import { dropPostgresDatabase, targetFor } from "./lib/databases";
import { openSql } from "./lib/sql";
import { isOversized, measureAnswerSizes } from "./run/answer-sizes";
import { measureExport } from "./run/export";
import { createCeilingTable, type Fixtures, loadFixtures } from "./run/fixtures";
import { type LoadResult, load } from "./run/load";
import { type Measured, type RunReport, toMarkdown } from "./run/report";
import { REPORTS, reportPath, runReport } from "./run/reports";
import {
  ceilingScenarios,
  MIX_SHARES,
  type Scenario,
  scenarios,
  signIn,
  signInAll,
  type Tokens,
} from "./run/scenarios";
import { freePort, removeUploads, startApi, startCeiling } from "./run/servers";
import { sqlTimings, timeSql } from "./run/sql-timings";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "S" },
    db: { type: "string", default: "pglite" },
    seconds: { type: "string" },
    smoke: { type: "boolean", default: false },
    port: { type: "string" },
    out: { type: "string" },
    json: { type: "string" },
    keep: { type: "boolean", default: false },
    "generate-only": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
/** Whether a scenario runs under `--only` (one text, or several separated by commas). */
const picked = (key: string) =>
  values.only === undefined || values.only.split(",").some((text) => key.includes(text));
const sizeName = (values.size ?? "S").toUpperCase();
if (!isSizeName(sizeName)) throw new Error(`--size must be S, M, L or XL (got ${values.size})`);
if (values.db !== "pglite" && values.db !== "postgres")
  throw new Error(`--db must be pglite or postgres (got ${values.db})`);
const size = SIZES[sizeName];
const smoke = values.smoke;
const generateOnly = values["generate-only"];
const seconds = Number(values.seconds ?? (smoke ? 1 : 10));
const target = targetFor(values.db, sizeName);
const log = (message: string) => console.log(message);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
const ports = values.port
  ? [0, 1, 2].map((i) => Number(values.port) + i)
  : [await freePort(), await freePort(), await freePort()];

const report: RunReport = {
  size: sizeName,
  db: values.db === "postgres" ? "PostgreSQL" : "PGlite",
  date: new Date().toISOString().slice(0, 10),
  commit: execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadBefore: loadavg(),
  loadAfter: "",
  generated: null,
  verified: { checked: 0, problems: [] },
  sql: {},
  measured: [],
  twoProcesses: [],
  export: null,
  answerSizes: [],
};

/** The milestone rows the Excel export writes (issue 5: 100,000 under 20 s and 300 MB). */
const EXPORT_ROWS = 100_000;

const measure = async (urls: string[], scenario: Scenario): Promise<Measured> => {
  const avg = os.loadavg()[0];
  // The smoke run sends a fixed number of requests over a few connections: it checks that every
  // scenario runs and answers without errors, never how fast.
  const connections = smoke ? Math.min(scenario.connections, 4) : scenario.connections;
  const result = smoke
    ? await load({ urls, connections, amount: connections * 3, requests: scenario.requests() })
    : await (async () => {
        // A short warm-up with the same requests (JIT, connection pools, caches), then the measured run.
        await load({ urls, connections, seconds: 2, requests: scenario.requests() });
        return load({ urls, connections, seconds, requests: scenario.requests() });
      })();
  log(
    `  ${scenario.key}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.throughput} req/s, errors ${result.errors}`,
  );
  return { key: scenario.key, title: scenario.title, sql: scenario.sql, load: result, loadavg: avg };
};

/**
 * Compared on one and two API processes: the office dashboards (the API's own work dominates), the
 * admin dashboard (the database's) and the month-start mix.
 */
const TWO_PROCESS_KEYS = ["dashboard-offices-50", "dashboard-admin-50", "mixed-50"];

/** Errors of every run of the two-process comparison (only the better run of each is reported). */
let twoProcessErrors = 0;

const reportScenarios = (f: Fixtures, t: Tokens): Scenario[] =>
  REPORTS.map((r) => ({
    key: `report-${r.key}`,
    title: `report: ${r.title}, admin, one client`,
    connections: 1,
    sql: `report:${r.key}`,
    requests: () => [
      { method: "GET", path: reportPath(r, f), headers: { authorization: `Bearer ${t.admin}` } },
    ],
  }));

try {
  log(
    `Size ${sizeName} on ${report.db}: generating (${target.kind === "postgres" ? target.name : target.dataDir})`,
  );
  report.generated = await generate({ size, target, log });

  const database = await openTarget(target);
  try {
    report.verified = await verifySample(database.db, smoke ? 50 : 300);
  } finally {
    await database.close();
  }
  log(`Sample check: ${report.verified.checked} milestones, ${report.verified.problems.length} problems`);
  for (const problem of report.verified.problems.slice(0, 5)) log(`  ${problem}`);

  if (!generateOnly) {
    const sql = await openSql(target);
    const sqlSeconds = smoke ? 0.2 : 3;
    let fixtures: Fixtures;
    try {
      await createCeilingTable(sql);
      fixtures = await loadFixtures(sql);
      if (values.only === undefined) {
        log("Hand-written SQL");
        report.sql = await sqlTimings(sql, fixtures, sqlSeconds);
      }
    } finally {
      await sql.close();
    }
    // PGlite opens its data dir once at a time: the reports' statements run after the raw connection closed.
    const database = await openTarget(target);
    try {
      for (const r of REPORTS.filter((r) => picked(`report-${r.key}`)))
        report.sql[`report:${r.key}`] = await timeSql(
          "the report's own statement, in-process",
          sqlSeconds,
          () => runReport(database, r, fixtures),
        );
    } finally {
      await database.close();
    }
    for (const [key, t] of Object.entries(report.sql)) log(`  ${key}: p50 ${t.p50} ms, p95 ${t.p95} ms`);

    // On PostgreSQL the ceiling server runs beside the API and is measured right after the dashboard,
    // so both meet the same background load; PGlite allows one process at a time, so it comes last.
    const ceilingOf = async (measureCeiling: (url: string) => Promise<void>) => {
      const ceiling = await startCeiling(target, ports[2]);
      try {
        await measureCeiling(ceiling.url);
      } finally {
        await ceiling.stop();
      }
    };
    const measureCeiling = async (url: string) => {
      for (const scenario of ceilingScenarios(fixtures).filter((c) => picked(c.key)))
        report.measured.push(await measure([url], scenario));
    };
    log("API");
    const api = await startApi(target, ports[0]);
    try {
      const tokens = await signInAll(api.url, fixtures);
      if (picked("answer-sizes")) {
        log("Answer sizes (bytes per row, each with its limit)");
        report.answerSizes = await measureAnswerSizes(api.url, fixtures, tokens);
        for (const a of report.answerSizes)
          log(
            `  ${a.key}: ${a.bytes} bytes, ${a.rows} rows, ${a.perRow} per row (limit ${a.limit}${a.maxBytes === null ? "" : `, ${a.maxBytes} in all`})`,
          );
      }
      const list = [...scenarios(fixtures, tokens), ...reportScenarios(fixtures, tokens)].filter((c) =>
        picked(c.key),
      );
      for (const scenario of list) {
        report.measured.push(await measure([api.url], scenario));
        if (scenario.key === "dashboard-admin-50" && target.kind === "postgres") {
          log("Ceiling");
          await ceilingOf(measureCeiling);
        }
      }
      if (target.kind === "postgres") {
        log("Two API processes (one and two measured in turn, twice, the better of each kept)");
        const second = await startApi(target, ports[1]);
        try {
          for (const scenario of list.filter((s) => TWO_PROCESS_KEYS.includes(s.key))) {
            const runs = { one: [] as LoadResult[], two: [] as LoadResult[] };
            for (let turn = 0; turn < (smoke ? 1 : 2); turn++) {
              runs.one.push((await measure([api.url], scenario)).load);
              runs.two.push((await measure([api.url, second.url], scenario)).load);
            }
            twoProcessErrors += [...runs.one, ...runs.two].reduce((n, r) => n + r.errors, 0);
            const best = (results: LoadResult[]) =>
              results.reduce((a, b) => (b.throughput > a.throughput ? b : a));
            report.twoProcesses.push({ key: scenario.title, one: best(runs.one), two: best(runs.two) });
          }
        } finally {
          await second.stop();
        }
      }
    } finally {
      await api.stop();
      removeUploads();
    }
    // The export gets an API process of its own, so its memory is not that of the scenarios before it.
    if (picked("export")) {
      const rows = Math.min(EXPORT_ROWS, size.milestones, smoke ? 500 : EXPORT_ROWS);
      log(`Excel export of ${rows} milestone rows (a fresh API process)`);
      const exporter = await startApi(target, ports[0]);
      try {
        report.export = await measureExport(
          exporter,
          await signIn(exporter.url, fixtures.admin),
          fixtures,
          rows,
        );
      } finally {
        await exporter.stop();
      }
      log(
        `  ${report.export.status}, ${report.export.seconds} s, ${report.export.bytes} bytes, API memory ${report.export.rssBeforeMb} -> ${report.export.rssPeakMb} MB`,
      );
    }
    if (target.kind === "pglite") {
      log("Ceiling");
      await ceilingOf(measureCeiling);
    }
  }
} finally {
  if (!values.keep && !generateOnly) {
    if (target.kind === "postgres") await dropPostgresDatabase(target);
    else fs.rmSync(target.dataDir, { recursive: true, force: true });
  } else log(`Kept ${target.kind === "postgres" ? target.url : target.dataDir}`);
}

if (generateOnly) process.exit(report.verified.problems.length > 0 ? 1 : 0);
report.loadAfter = loadavg();
const markdown = toMarkdown(report, MIX_SHARES);
console.log(`\n${markdown}\n`);
if (values.out) fs.writeFileSync(values.out, `${markdown}\n`);
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);

const exportFailed = report.export !== null && report.export.status !== 200 ? 1 : 0;
const errors = report.measured.reduce((n, m) => n + m.load.errors, 0) + twoProcessErrors + exportFailed;
const oversized = report.answerSizes.filter(isOversized);
for (const a of oversized)
  console.error(
    `Answer too large: ${a.key} sends ${a.bytes} bytes, ${a.perRow} per row (limit ${a.limit} per row${a.maxBytes === null ? "" : `, ${a.maxBytes} in all`}).`,
  );
if (report.verified.problems.length > 0 || errors > 0 || oversized.length > 0) {
  console.error(
    `Benchmark failed: ${report.verified.problems.length} data problems, ${errors} request errors, ${oversized.length} answers over their size.`,
  );
  process.exit(1);
}
