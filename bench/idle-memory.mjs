// Idle memory of the compiled API server: builds it as `npm start` does (scripts/api-process.mjs), starts it
// on DATABASE_URL (or a fresh PGlite folder when unset), waits for /api/health and then IDLE_SECONDS, and prints
// the time to healthy and the process's resident memory (VmRSS) per start. The first start migrates and seeds
// the demo data and is not counted.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> node bench/idle-memory.mjs [runs=3] [--heap]
// `--heap` also writes a heap snapshot of the last start's idle process (V8 collects garbage first) and
// prints its largest groups of objects by constructor, closure or kind.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_NODE_ARGS, buildApi } from "../scripts/api-process.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const heap = args.includes("--heap");
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const port = Number(process.env.PORT ?? 3450);
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 10);
const work = mkdtempSync(join(tmpdir(), "pragati-idle-"));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const residentMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const startOnce = async ({ snapshot = false } = {}) => {
  const started = performance.now();
  const nodeArgs = snapshot
    ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${work}`, ...API_NODE_ARGS]
    : API_NODE_ARGS;
  const server = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.DATABASE_URL ? undefined : join(work, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (performance.now() - started > 90_000) throw new Error("the server did not become healthy in 90 s");
    await sleep(25);
  }
  const healthyMs = performance.now() - started;
  await sleep(idleSeconds * 1000);
  const rssMb = residentMb(server.pid);
  let file;
  if (snapshot) {
    server.kill("SIGUSR2");
    for (let i = 0; i < 600 && !file; i++) {
      await sleep(500);
      // The file appears when writing begins; its size stops changing when it is done.
      const name = readdirSync(work).find((entry) => entry.endsWith(".heapsnapshot"));
      if (name) file = join(work, name);
    }
    for (let size = -1; size !== statSync(file).size; ) {
      size = statSync(file).size;
      await sleep(1000);
    }
  }
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  return { healthyMs, rssMb, file };
};

/** Self sizes of a heap snapshot grouped by constructor (objects), function name (closures) or node kind. */
const heapGroups = (file) => {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, "utf8"));
  const fields = snapshot.meta.node_fields;
  const kinds = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const groups = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const kind = kinds[nodes[i + typeAt]];
    const size = nodes[i + sizeAt];
    const key = kind === "object" || kind === "closure" ? `${kind} ${strings[nodes[i + nameAt]]}` : kind;
    const group = groups.get(key) ?? { count: 0, size: 0 };
    group.count++;
    group.size += size;
    groups.set(key, group);
    total += size;
  }
  return { total, top: [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, 30) };
};

buildApi();
await startOnce(); // migrates and seeds a new database
const results = [];
for (let i = 0; i < runs; i++) results.push(await startOnce({ snapshot: heap && i === runs - 1 }));
const mb = (n) => `${n.toFixed(0)} MB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const [i, { healthyMs, rssMb }] of results.entries())
  console.log(`start ${i + 1}: healthy in ${s(healthyMs)}, idle RSS after ${idleSeconds} s ${mb(rssMb)}`);
const last = results.at(-1);
if (last.file) {
  const { total, top } = heapGroups(last.file);
  console.log(`heap snapshot ${last.file}: ${mb(total / 1024 / 1024)} in objects`);
  for (const [key, { count, size }] of top)
    console.log(`  ${mb(size / 1024 / 1024).padStart(7)} ${String(count).padStart(8)}  ${key}`);
} else rmSync(work, { recursive: true, force: true });
