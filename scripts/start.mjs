// `npm start`: builds the web app when it is not built yet and the API every time (under a second), then runs
// the server (migrations, seed, listen) and starts it again whenever it dies.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_NODE_ARGS, buildApi } from "./api-process.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(join(root, "apps/web/dist/index.html"))) {
  console.log("Building the web app (first start)...");
  const build = spawnSync("npm", ["run", "build", "-w", "@pragati/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildApi();

// The API process is supervised: when it dies (out of memory, a crash) the death is logged and it is
// started again, waiting 1 s, then twice as long after each quick death (at most 60 s); a process that
// ran for a minute counts as healthy and the wait starts again at 1 s.
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
const HEALTHY_AFTER_MS = 60_000;
let delay = FIRST_DELAY_MS;
let stopping = false;
let server;

const startServer = () => {
  const started = Date.now();
  const child = spawn(process.execPath, API_NODE_ARGS, { cwd: root, stdio: "inherit" });
  server = child;
  child.on("exit", (code, signal) => {
    if (stopping) process.exit(code ?? 0);
    if (Date.now() - started >= HEALTHY_AFTER_MS) delay = FIRST_DELAY_MS;
    console.error(
      `${new Date().toISOString()} The API process ${child.pid} died (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting in ${delay / 1000} s.`,
    );
    setTimeout(() => stopping || startServer(), delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  });
};

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopping = true;
    // Between a death and the restart there is no process to wait for.
    if (server.exitCode !== null || server.signalCode !== null) process.exit(0);
    server.kill(signal);
  });
startServer();
