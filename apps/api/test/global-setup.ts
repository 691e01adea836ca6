import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/db/client";
import { seed } from "../src/db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL pass: the migrated, seeded database each test file copies with CREATE DATABASE … TEMPLATE. */
    templateDatabase: string;
    /** PGlite pass: the migrated, seeded data folder each test file loads (an uncompressed tar file). */
    pgliteImage: string;
  }
}

/** The tests import their own treasury files into the previous budget year. */
const seedOptions = { demo: true, treasuryPreviousYear: false } as const;

/**
 * Migrating and seeding take most of a test file's start (seconds); done once per run here, each file then
 * starts from a copy. A template name unique to the run, so runs side by side on one server do not meet.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `pragati_template_${randomBytes(6).toString("hex")}`;
    const run = async (query: string) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(query);
      } finally {
        await admin.end();
      }
    };
    await run(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), 1);
    try {
      await database.migrate();
      await seed(database.db, seedOptions);
    } finally {
      // A template with a connection open cannot be copied.
      await database.close();
    }
    project.provide("templateDatabase", name);
    project.provide("pgliteImage", "");
    return () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openPglite(undefined);
  await database.migrate();
  await seed(database.db, seedOptions);
  const image = await database.dump();
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), "pragati-test-image-"));
  const file = path.join(folder, "seeded.tar");
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  project.provide("templateDatabase", "");
  return () => rmSync(folder, { recursive: true, force: true });
}
