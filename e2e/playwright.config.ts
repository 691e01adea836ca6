import { defineConfig } from "@playwright/test";
import { E2E_PORT } from "./fixtures/env";

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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
