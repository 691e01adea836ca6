import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_PORT } from "./fixtures/env";

// Debian's headless shell when it is there (scripts/ensure-chromium.sh installs it), else its full Chromium.
const CHROMIUM = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : "/usr/bin/chromium";

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  // Specs share one server and database; each journey makes its own data, so two workers are safe.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  // A screen loads its lazy code after sign-in; with two workers and the server on two cores that has
  // taken 8 s, so an expectation waits 15 s (a passing one returns as soon as it holds).
  expect: { timeout: 15_000 },
  // Specs that change settings every user shares (reporting window, limits, global locks) end in
  // `.global.spec.ts` and run after all other journeys, one at a time, so they never race them.
  projects: [
    { name: "journeys", testIgnore: /\.global\.spec\.ts$/ },
    { name: "global", testMatch: /\.global\.spec\.ts$/, dependencies: ["journeys"], workers: 1 },
  ],
  reporter: process.env.CI ? [["line"]] : [["list"]],
  outputDir: "./test-results",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // A trace records a screencast of every journey, and drawing it took the two cores from the journeys
    // themselves (15 project, complaint and notice journeys: 8 failed in 5.3 min with traces, all passed in
    // 2.5 min without). E2E_TRACE=1 records them again, keeping a failed journey's.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
