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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
