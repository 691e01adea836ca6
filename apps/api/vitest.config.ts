import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // test/postgres holds tests of the PostgreSQL driver itself; they run in the PostgreSQL pass only.
    include: [
      "src/**/*.test.ts",
      "test/*.test.ts",
      ...(process.env.TEST_DATABASE_URL ? ["test/postgres/*.test.ts"] : []),
    ],
    // Migrates and seeds one database per run; each test file starts from a copy (test/test-app.ts).
    globalSetup: ["test/global-setup.ts"],
    // A worker loads the app's modules once for all its files instead of once per file: 11 route files
    // took 239 s instead of 439 s (collecting 12 s instead of 92 s). Each file still has its own database
    // and app (test/test-app.ts); the one module-level setting a test changes, the clock, is reset after
    // every file (test/file-setup.ts).
    isolate: false,
    setupFiles: ["test/file-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
