// The first load on a district office's connection: in Chromium throttled to 1.6 Mbps down, 150 ms round
// trip, with a cold cache (a new browser context per run), the JavaScript the login page transfers and
// the time from pressing "sign in" until the dashboard is usable (its office cards drawn, no load running).
// The login page's scripts are also gzipped here (level 9), the figure its budget is set in.
// Usage: node bench/first-load.mjs [runs=3]; WEB_DIST=<folder> measures another build of the web app;
// FIRST_LOAD_TRACE=1 also lists each request of the last run after "sign in" (start and end, in ms).
// The machine's load average is printed with each run: other work on it slows the times.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";

const root = new URL("..", import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 3);
const port = 3391;
const baseUrl = `http://127.0.0.1:${port}`;
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const USER = "admin";
const PASSWORD = "Demo@12345";
const USABLE_TIMEOUT_MS = 120_000;

const runDir = mkdtempSync(join(tmpdir(), "pragati-first-load-"));
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(runDir, "data"),
    LOG_LEVEL: "warn",
    OUTBOX_INTERVAL_MS: "0",
  },
  stdio: "ignore",
});

const waitHealthy = async () => {
  const deadline = performance.now() + 240_000;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy in 240 s");
};

/** One cold visit: login page, sign in as admin, dashboard usable. */
const visit = async (browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", THROTTLE);
  const scripts = new Map();
  const bytes = new Map();
  const requests = new Map();
  const load = loadavg()[0];
  cdp.on("Network.requestWillBeSent", (event) =>
    requests.set(event.requestId, { url: event.request.url, start: performance.now(), end: null }),
  );
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    bytes.set(event.requestId, event.encodedDataLength);
    const request = requests.get(event.requestId);
    if (request) request.end = performance.now();
  });
  const transferredJs = () => [...scripts.keys()].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);

  const opened = performance.now();
  await page.goto(`${baseUrl}/login`);
  await page.locator("input[type=password]").waitFor({ state: "visible", timeout: USABLE_TIMEOUT_MS });
  await page.waitForLoadState("networkidle");
  const loginJs = transferredJs();
  const loginScripts = [...scripts.values()];
  const loginMs = performance.now() - opened;

  await page.locator("input[autocomplete=username]").fill(USER);
  await page.locator("input[type=password]").fill(PASSWORD);
  const signedIn = performance.now();
  await page.locator("form button[type=submit]").click();
  await page
    .locator('[aria-busy="false"] [data-testid="office-pies-card"]')
    .first()
    .waitFor({ state: "visible", timeout: USABLE_TIMEOUT_MS });
  const dashboardMs = performance.now() - signedIn;
  const totalJs = transferredJs();
  await context.close();
  const trace = [...requests.values()]
    .filter((r) => r.start >= signedIn)
    .map((r) => ({ ...r, start: r.start - signedIn, end: r.end === null ? null : r.end - signedIn }));
  return { loginJs, loginMs, dashboardMs, totalJs, loginScripts, load, trace };
};

const gzippedSize = async (urls) => {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    total += gzipSync(body, { level: 9 }).length;
  }
  return { total, count: urls.length };
};

try {
  await waitHealthy();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await visit(browser));
  await browser.close();

  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const range = (key, unit) =>
    `${unit(median(key))} (min ${unit(Math.min(...results.map((r) => r[key])))}, max ${unit(Math.max(...results.map((r) => r[key])))})`;
  console.log(`first load, 1.6 Mbps down / 150 ms RTT, cold cache, ${runs} runs (medians):`);
  const gzipped = await gzippedSize(results[0].loginScripts);
  console.log(`  login page JavaScript transferred: ${range("loginJs", kb)}`);
  console.log(`  login page JavaScript gzipped:     ${kb(gzipped.total)} (${gzipped.count} scripts)`);
  console.log(`  login page usable after:           ${range("loginMs", s)}`);
  console.log(`  sign-in to dashboard usable:       ${range("dashboardMs", s)}`);
  console.log(`  JavaScript transferred in all:     ${range("totalJs", kb)}`);
  console.log(`  load average (1 min) at each run:  ${results.map((r) => r.load.toFixed(2)).join(", ")}`);
  if (process.env.FIRST_LOAD_TRACE) {
    console.log("  requests of the last run after sign-in (ms from the click):");
    for (const r of results.at(-1).trace)
      console.log(
        `    ${r.start.toFixed(0).padStart(6)} ${r.end === null ? "     -" : r.end.toFixed(0).padStart(6)}  ${r.url.replace(baseUrl, "")}`,
      );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(runDir, { recursive: true, force: true });
}
