/**
 * `npm run bench:treasury-import`: importing a 50,000-row treasury office-expense (2066) file, the
 * issue's limit being 15 s with the API process under 300 MB. Generates size S into a new PostgreSQL
 * database (BENCH_PG_URL, the server of DATABASE_URL, or the local one), starts the API as `npm start`
 * does (its V8 old space capped), writes a CSV as the treasury exports look (title rows, grouped
 * current / capital / total heading, Devanagari digits in lakh grouping, parenthesised negatives, the
 * total row) and uploads it as admin, sampling the API process's resident memory every 20 ms. Prints the
 * time, the peak memory and the rows stored; exits 1 when a limit is passed or the import is refused.
 */
import fs from "node:fs";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { generate } from "./generate/generate";
import { SIZES } from "./generate/sizes";
import { dropPostgresDatabase, targetFor } from "./lib/databases";
import { openSql } from "./lib/sql";
import { loadFixtures } from "./run/fixtures";
import { signIn } from "./run/scenarios";
import { freePort, removeUploads, type Server, startApi } from "./run/servers";

const ROWS = 50_000;
const LIMIT_MS = 15_000;
const LIMIT_MB = 300;
const log = (message: string) => console.log(message);

/** Lakh grouping of a whole number of rupees with paisa, in Devanagari; a negative in parentheses. */
const amount = (paisa: number) => {
  const whole = String(Math.floor(Math.abs(paisa) / 100));
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
  const text = toDevanagariDigits(`${grouped}.${String(Math.abs(paisa) % 100).padStart(2, "0")}`);
  return `"${paisa < 0 ? `(${text})` : text}"`;
};

/** The file: 50,000 sub-head rows of 2,500 offices under 25 ministries, and its total row. */
const treasuryFile = () => {
  const lines = [
    "महालेखा नियन्त्रक कार्यालय,,,,,,,,,,,",
    "कार्यालयगत बजेट तथा खर्च (२०६६),,,,,,,,,,,",
    "(रु.),,,,,,,,,,,",
    "मन्त्रालय,कार्यालय कोड,कार्यालय,प्रदेश,ब.उ.शि.नं.,चालु,,पूँजीगत,,कुल,,मौज्दात",
    ",,,,,बजेट,खर्च,बजेट,खर्च,बजेट,खर्च,",
  ];
  const totals = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < ROWS; i++) {
    const office = Math.floor(i / 20);
    const current = 1_000_000 + ((i * 7919) % 9_000_000);
    const currentExpense = Math.floor(current * ((i % 10) / 10));
    const capital = 5_000_000 + ((i * 104_729) % 50_000_000);
    // Every hundredth row books a refund: a negative capital expense.
    const capitalExpense = i % 100 === 99 ? -50_000 : Math.floor(capital * ((i % 7) / 7));
    const figures = [
      current,
      currentExpense,
      capital,
      capitalExpense,
      current + capital,
      currentExpense + capitalExpense,
      current + capital - currentExpense - capitalExpense,
    ];
    figures.forEach((value, k) => {
      totals[k] += value;
    });
    lines.push(
      [
        `मन्त्रालय ${toDevanagariDigits(office % 25)}`,
        toDevanagariDigits(31_400_000 + office),
        `"कार्यालय ${toDevanagariDigits(office)}, काठमाडौं"`,
        "बागमती",
        toDevanagariDigits(314_000_000 + i),
        ...figures.map(amount),
      ].join(","),
    );
  }
  lines.push(["कुल जम्मा", "", "", "", "", ...totals.map(amount)].join(","));
  return Buffer.from(`${lines.join("\n")}\n`);
};

/** Resident memory of a process in MB, from /proc (Linux). */
const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

const target = targetFor("postgres", "treasury");
if (target.kind !== "postgres") throw new Error("the treasury import run needs PostgreSQL");

let api: Server | undefined;
let failed = false;
try {
  log(`Generating size S into ${target.name}`);
  await generate({ size: SIZES.S, target });
  const sql = await openSql(target);
  const fixtures = await loadFixtures(sql);
  const [year] = await sql.query<{ id: number; start_bs: string }>(
    "SELECT id, start_bs FROM fiscal_years ORDER BY start_year DESC LIMIT 1",
  );
  await sql.close();
  if (!year) throw new Error("no fiscal year in the bench database");
  const file = treasuryFile();
  log(`File: ${ROWS.toLocaleString("en")} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  api = await startApi(target, await freePort());
  const token = await signIn(api.url, fixtures.admin);
  const idle = residentMb(api.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(api!.pid));
  }, 20);
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "2066-bench.csv");
  const query = new URLSearchParams({
    report_number: "2066",
    fiscal_year_id: String(year.id),
    as_of: year.start_bs,
    unit: "rupees",
  });
  const started = performance.now();
  const res = await fetch(`${api.url}/api/treasury/import?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { response?: { row_count: number }; message?: string };
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(api.pid));
  log(
    `Import: HTTP ${res.status}, ${body.response?.row_count ?? 0} rows stored, ${(elapsed / 1000).toFixed(2)} s`,
  );
  log(`API process resident memory: ${idle.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
  if (!res.ok || body.response?.row_count !== ROWS) {
    log(`Refused: ${JSON.stringify(body).slice(0, 500)}`);
    failed = true;
  }
  if (elapsed > LIMIT_MS) {
    log(`Over the limit of ${LIMIT_MS / 1000} s`);
    failed = true;
  }
  if (peak > LIMIT_MB) {
    log(`Over the limit of ${LIMIT_MB} MB`);
    failed = true;
  }
} finally {
  await api?.stop();
  removeUploads();
  await dropPostgresDatabase(target);
}
process.exit(failed ? 1 : 0);
