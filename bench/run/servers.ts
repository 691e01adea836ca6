import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { API_NODE_ARGS, buildApi } from "../../scripts/api-process.mjs";
import type { Target } from "../lib/databases";

const root = path.resolve(import.meta.dirname, "../..");

export type Server = { url: string; port: number; pid: number; stop: () => Promise<void> };

/** A port the OS reports free (listen on 0), unless the caller gave one. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const databaseEnv = (target: Target): NodeJS.ProcessEnv =>
  target.kind === "postgres"
    ? { DATABASE_URL: target.url, DATA_DIR: undefined }
    : { DATABASE_URL: undefined, DATA_DIR: target.dataDir };

const waitHealthy = async (url: string, child: ChildProcess, log: () => string) => {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server at ${url} exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 90_000)
      throw new Error(`the server at ${url} did not start in 90 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const start = async (args: string[], port: number, env: NodeJS.ProcessEnv): Promise<Server> => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, () => output);
  return {
    url,
    port,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
};

/**
 * The real API, built and started as `npm start` does it (scripts/api-process.mjs), against the bench
 * database: development mode without the demo seed, warnings only in the log (request logging would
 * measure the terminal), outbox worker and hourly reminders off (the first reminder pass at size L writes
 * thousands of notices for the generated overdue decisions beside the measured requests).
 */
export const startApi = (target: Target, port: number) => {
  buildApi();
  return start(API_NODE_ARGS, port, {
    ...databaseEnv(target),
    NODE_ENV: "development",
    DEMO: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    LOG_FILE: undefined,
    OUTBOX_INTERVAL_MS: "0",
    REMINDER_INTERVAL_MS: "0",
    UPLOAD_DIR: path.join(os.tmpdir(), `pragati-bench-uploads-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), "pragati-bench-no-web"),
  });
};

export const startCeiling = (target: Target, port: number) =>
  start(["--import", "tsx", "bench/run/ceiling-server.ts"], port, databaseEnv(target));

export const removeUploads = () =>
  fs.rmSync(path.join(os.tmpdir(), `pragati-bench-uploads-${process.pid}`), { recursive: true, force: true });
