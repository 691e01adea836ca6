import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = () => readdirSync(t.app.config.uploadDir);

describe("notice attachments and the storage", () => {
  it("leaves no stored file when the transaction recording the files fails", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Failing upload", is_public: true }))
      .data.response.id;
    // A database that refuses the file rows: the files were already stored when the insert fails.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_notice_file() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_notice_file BEFORE INSERT ON notice_files
      FOR EACH ROW EXECUTE FUNCTION refuse_notice_file()`);
    try {
      const before = storedFiles();
      const res = await t.as(admin).upload(`/api/notices/files/${id}`, {
        files: [
          { name: "one.pdf", type: "application/pdf", content: PDF },
          { name: "two.pdf", type: "application/pdf", content: PDF },
        ],
      });
      expect(res.statusCode).toBe(500);
      expect(storedFiles()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_notice_file ON notice_files`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_notice_file()`);
    }
  });

  it("stores the files of a recorded upload and removes the file with its row", async () => {
    const id = (await t.as(admin).post("/api/notices/store", { title: "Kept upload", is_public: true })).data
      .response.id;
    const before = storedFiles().length;
    const res = await t.as(admin).upload(`/api/notices/files/${id}`, {
      files: [{ name: "kept.pdf", type: "application/pdf", content: PDF }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ message: "Files attached.", message_np: "फाइलहरू संलग्न भए।" });
    expect(storedFiles()).toHaveLength(before + 1);
    const [file] = res.data.response.files;
    const removed = await t.as(admin).delete(`/api/notices/files/delete/${file.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(storedFiles()).toHaveLength(before);
  });
});
