import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import { type Database, openPglite, openPostgres } from "../src/db/client";
import { type TestClient, testClient } from "./client";

/** The app, its database and the one test client (`t.as(user).get(url)`, `t.anonymous.post(url, body)`). */
export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> } & TestClient;

/** PostgreSQL refuses to copy a template while another session briefly holds it; that passes. */
const createFromTemplate = async (url: string, name: string, template: string) => {
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt === 20) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
};

/**
 * A migrated, seeded database and the whole app: a copy of the one test/global-setup.ts made for the run.
 * PGlite in memory by default; with TEST_DATABASE_URL a PostgreSQL database per test file, dropped afterwards. `env` adds settings
 * (e.g. an SMS gateway on a local port); `webDist` a built web app to serve (none by default);
 * `poolSize` the PostgreSQL connections (4 by default; a concurrency test gives each racing request one,
 * so they meet on the row locks inside the database instead of queueing for a connection).
 */
export const createTestApp = async (
  options: { env?: NodeJS.ProcessEnv; webDist?: string; poolSize?: number } = {},
): Promise<TestApp> => {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (url) {
    const name = `pragati_test_${randomBytes(6).toString("hex")}`;
    await createFromTemplate(url, name, inject("templateDatabase"));
    const target = new URL(url);
    target.pathname = `/${name}`;
    // The drop below ends the pool's last connections; that is expected, not an error.
    database = await openPostgres(target.toString(), options.poolSize ?? 4, () => {});
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openPglite(undefined, new Blob([readFileSync(inject("pgliteImage"))]));
  }
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
