// Cold start of `npm start` on an existing data dir: time from spawning the server to a healthy
// /api/health, repeated. Usage: node bench/cold-start.mjs [runs=5]. The first (seeding) start is not timed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 5);
const port = 3390;
const dataDir = join(mkdtempSync(join(tmpdir(), "pragati-cold-")), "data");

const startOnce = async () => {
  const started = performance.now();
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OUTBOX_INTERVAL_MS: "0",
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error("the server did not become healthy in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const elapsed = performance.now() - started;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  return elapsed;
};

await startOnce(); // migrates and seeds the new data dir
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
rmSync(join(dataDir, ".."), { recursive: true, force: true });
times.sort((a, b) => a - b);
const ms = (n) => `${Math.round(n)} ms`;
console.log(
  `cold start to healthy, ${runs} runs: median ${ms(times[Math.floor(runs / 2)])}, min ${ms(times[0])}, max ${ms(times.at(-1))}`,
);
