import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL, E2E_PORT, type E2eState, STATE_FILE } from "./fixtures/env";
import { FAKE_SMS_SETTINGS, startFakeSmsGateway } from "./fixtures/fake-sms-gateway";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// First start may build the web app and migrate a fresh database.
const START_TIMEOUT_MS = 240_000;

async function isHealthy(): Promise<boolean> {
  try {
    const res = await fetch(`${BASE_URL}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-40).join("\n");
  } catch {
    return "(no output)";
  }
}

export default async function globalSetup(): Promise<void> {
  if (await isHealthy()) throw new Error(`Port ${E2E_PORT} is already serving; stop it or set E2E_PORT.`);
  const runDir = mkdtempSync(join(tmpdir(), "pragati-e2e-"));
  // The database gets a directory of its own: PGlite refuses to initialise a non-empty one.
  const dataDir = join(runDir, "data");
  const logFile = join(runDir, "server.log");
  const outFile = join(runDir, "server.out");
  const out = openSync(outFile, "a");
  const gateway = await startFakeSmsGateway();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_FILE: logFile,
      SMS_PROVIDER: "sparrow",
      SMS_GATEWAY_URL: gateway.url,
      SMS_TOKEN: FAKE_SMS_SETTINGS.token,
      SMS_FROM: FAKE_SMS_SETTINGS.from,
      // No background delivery: journeys see queued messages as queued; the worker's delivery through
      // the gateway is covered by the API tests, and the outbox screen's test SMS is sent at once.
      OUTBOX_INTERVAL_MS: "0",
      // Reminder notices would change the bells the journeys count.
      REMINDER_INTERVAL_MS: "0",
    },
    // Own process group, so teardown can stop the server and anything it spawned by this one id.
    detached: true,
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  if (child.pid === undefined) throw new Error("Could not start scripts/start.mjs");
  const state: E2eState = { pid: child.pid, runDir, logFile, smsGatewayUrl: gateway.url };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  child.unref();

  let exited: number | null = null;
  child.on("exit", (code) => {
    exited = code ?? -1;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await isHealthy()) return;
    if (exited !== null)
      throw new Error(`Server exited with ${exited} before it was healthy:\n${tail(outFile)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server not healthy after ${START_TIMEOUT_MS / 1000} s:\n${tail(outFile)}`);
}
