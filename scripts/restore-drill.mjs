#!/usr/bin/env node
/**
 * The restore drill (docs/operations.md): backs up a database with pg_dump (custom format, one consistent
 * snapshot), restores the backup into a new scratch database on the same server, and compares every
 * table's row count and every sequence's position between the two. Prints the comparison; exits 1 when
 * anything differs or a step fails, 0 when the backup restores whole.
 *
 *   node scripts/restore-drill.mjs [--source postgres://…/db] [--keep]
 *
 * --source defaults to DATABASE_URL. --keep leaves the scratch database and the backup file in place (their
 * names are printed). Needs pg_dump and pg_restore of the server's major version or newer on the PATH (or in
 * /usr/lib/postgresql/<version>/bin).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const { values } = parseArgs({
  options: { source: { type: "string" }, keep: { type: "boolean", default: false } },
});
const source = values.source ?? process.env.DATABASE_URL;
if (!source) {
  console.error("Give the database to back up: --source postgres://… or DATABASE_URL.");
  process.exit(2);
}

const withDatabase = (url, name) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

const query = async (url, text) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

/** The server's own client tools when the PATH's are older (Debian keeps each major version apart). */
const tool = async (name) => {
  const [{ version }] = await query(
    source,
    "SELECT current_setting('server_version_num')::int / 10000 AS version",
  );
  const own = `/usr/lib/postgresql/${version}/bin/${name}`;
  return fs.existsSync(own) ? own : name;
};

/** Every table's exact row count and every sequence's last value, by qualified name. */
const inventory = async (url) => {
  const tables = await query(
    url,
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  const counts = new Map();
  if (tables.length > 0) {
    const [row] = await query(
      url,
      `SELECT ${tables.map((t, i) => `(SELECT count(*) FROM ${t.name})::bigint AS c${i}`).join(", ")}`,
    );
    for (const [i, t] of tables.entries()) counts.set(t.name, String(row[`c${i}`]));
  }
  const sequences = await query(
    url,
    `SELECT format('%I.%I', schemaname, sequencename) AS name, COALESCE(last_value, 0)::text AS value
       FROM pg_sequences ORDER BY 1`,
  );
  return { counts, sequences: new Map(sequences.map((s) => [s.name, s.value])) };
};

const sourceName = new URL(source).pathname.slice(1);
const scratch = `${sourceName}_drill_${process.pid}`.slice(0, 63);
const scratchUrl = withDatabase(source, scratch);
const backup = path.join(os.tmpdir(), `${scratch}.dump`);
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

let failed = false;
try {
  let start = performance.now();
  execFileSync(await tool("pg_dump"), ["--format=custom", "--no-owner", `--file=${backup}`, source], {
    stdio: "inherit",
  });
  const dumped = seconds(start);
  const before = await inventory(source);

  await query(withDatabase(source, "postgres"), `CREATE DATABASE "${scratch}"`);
  start = performance.now();
  execFileSync(
    await tool("pg_restore"),
    ["--exit-on-error", "--no-owner", "--single-transaction", `--dbname=${scratchUrl}`, backup],
    { stdio: "inherit" },
  );
  const restored = seconds(start);
  const after = await inventory(scratchUrl);

  const rows = [];
  for (const [name, count] of before.counts) {
    const back = after.counts.get(name);
    if (back !== count) failed = true;
    rows.push(`| ${name} | ${count} | ${back ?? "missing"} | ${back === count ? "same" : "DIFFERS"} |`);
  }
  for (const name of after.counts.keys())
    if (!before.counts.has(name)) {
      failed = true;
      rows.push(`| ${name} | missing | ${after.counts.get(name)} | DIFFERS |`);
    }
  const sequencesDiffer = [...before.sequences].filter(
    ([name, value]) => after.sequences.get(name) !== value,
  );
  if (sequencesDiffer.length > 0) failed = true;

  const total = (counts) => [...counts.values()].reduce((sum, n) => sum + BigInt(n), 0n);
  console.log(`Restore drill of ${sourceName} into ${scratch}`);
  console.log(
    `Backup ${(fs.statSync(backup).size / 1024 / 1024).toFixed(1)} MB in ${dumped} s; restored in ${restored} s.`,
  );
  console.log("\n| table | rows in the source | rows restored | |\n|---|---:|---:|---|");
  console.log(rows.join("\n"));
  console.log(
    `\n${before.counts.size} tables, ${total(before.counts)} rows in the source, ${total(after.counts)} restored; ` +
      `${before.sequences.size} sequences, ${sequencesDiffer.length} at another position` +
      (sequencesDiffer.length > 0 ? `: ${sequencesDiffer.map(([name]) => name).join(", ")}` : "."),
  );
  console.log(failed ? "The restore DIFFERS from the source." : "The backup restores whole.");
} catch (error) {
  failed = true;
  console.error(`The restore drill failed: ${error.message}`);
} finally {
  if (values.keep) console.log(`Kept: database ${scratch}, backup ${backup}`);
  else {
    fs.rmSync(backup, { force: true });
    await query(withDatabase(source, "postgres"), `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`).catch(
      () => {},
    );
  }
}
process.exit(failed ? 1 : 0);
