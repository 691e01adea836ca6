import { existsSync, readFileSync, rmSync } from "node:fs";
import { type E2eState, STATE_FILE } from "./fixtures/env";

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, "utf8")) as E2eState;
  rmSync(STATE_FILE, { force: true });
  // Negative pid: the server's own process group, started detached by global setup.
  if (alive(state.pid)) process.kill(-state.pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (alive(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (alive(state.pid)) process.kill(-state.pid, "SIGKILL");
  if (!process.env.E2E_KEEP_DATA) rmSync(state.runDir, { recursive: true, force: true });
}
