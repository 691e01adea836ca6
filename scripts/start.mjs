// `npm start`: builds the web app when it is not built yet, then runs the server (migrations, seed, listen).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_NODE_ARGS } from "./api-process.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(join(root, "apps/web/dist/index.html"))) {
  console.log("Building the web app (first start)...");
  const build = spawnSync("npm", ["run", "build", "-w", "@pragati/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, API_NODE_ARGS, {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
