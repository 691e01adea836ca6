import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import { type Database, openPglite, openPostgres } from "../src/db/client";
import { seed } from "../src/db/seed";
import { type TestClient, testClient } from "./client";

/** The app, its database and the one test client (`t.as(user).get(url)`, `t.anonymous.post(url, body)`). */
export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> } & TestClient;

/**
 * A migrated, seeded database and the whole app. PGlite in memory by default; with
 * TEST_DATABASE_URL a fresh PostgreSQL database per test file, dropped afterwards. `env` adds settings
 * (e.g. an SMS gateway on a local port); `webDist` a built web app to serve (none by default).
 */
export const createTestApp = async (
  options: { env?: NodeJS.ProcessEnv; webDist?: string } = {},
): Promise<TestApp> => {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (url) {
    const name = `pragati_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    // The drop below ends the pool's last connections; that is expected, not an error.
    database = await openPostgres(target.toString(), 4, () => {});
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  // The tests import their own treasury files into the previous budget year.
  await seed(database.db, { demo: true, treasuryPreviousYear: false });
  const uploadDir = mkdtempSync(path.join(tmpdir(), "pragati-uploads-"));
  const config = {
    ...readConfig({ NODE_ENV: "test", ...options.env }),
    webDist: options.webDist ?? "/nonexistent",
    uploadDir,
  };
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  return {
    app,
    database,
    ...testClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
};
