import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { queryRows, sql } from "../../src/db/client";
import { PDF, testClient } from "../client";
import { admin } from "../demo-users";
import { createTestApp, type TestApp } from "../test-app";

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).

describe("uploaded files on PostgreSQL", () => {
  let t: TestApp;
  let other: FastifyInstance;
  const otherUploads = mkdtempSync(path.join(tmpdir(), "pragati-other-"));

  beforeAll(async () => {
    // The default on PostgreSQL: readConfig sees DATABASE_URL and chooses the database storage.
    t = await createTestApp({ env: { DATABASE_URL: process.env.TEST_DATABASE_URL } });
    // A second API process behind the same load balancer: same database, its own disk.
    other = await buildApp({ db: t.database.db, config: { ...t.app.config, uploadDir: otherUploads } });
    await other.ready();
  });

  afterAll(async () => {
    await other.close();
    await t.close();
    rmSync(otherUploads, { recursive: true, force: true });
  });

  it("are stored in the database, read by every API process, and removed with their row", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Shared upload", is_public: true }))
      .data.response.id;
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, {
      files: [{ name: "shared.pdf", type: "application/pdf", content: PDF }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.data.response.files;

    const downloaded = await testClient(other).as(admin).get(`/api/notice/file/${file.id}`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);

    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM stored_files`))[0].n;
    expect(await count()).toBe(1);
    expect((await t.as(admin).delete(`/api/notices/files/delete/${file.id}`)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});
