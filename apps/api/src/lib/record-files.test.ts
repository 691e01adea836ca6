import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../test/client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { errorsPlugin } from "../plugins/errors";
import { sendStoredFile } from "./record-files";
import { databaseStorage, type FileStorage, localStorage } from "./storage";

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), "pragati-record-files-"));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Nepali letters, a double quote and a space: none may reach the header as it is. */
const NAME = '"क" ख.pdf';
/** RFC 5987 by hand: क is U+0915 (UTF-8 E0 A4 95), ख U+0916 (E0 A4 96), the quote %22, the space %20. */
const DISPOSITION = "attachment; filename*=UTF-8''%22%E0%A4%95%22%20%E0%A4%96.pdf";

/** A bare app whose one route sends the row it is told to, as every module's download route does. */
const appWith = async (storage: FileStorage, row: () => Parameters<typeof sendStoredFile>[2]) => {
  const app: FastifyInstance = Fastify();
  await app.register(errorsPlugin);
  app.get("/file", (_request, reply) => sendStoredFile(reply, storage, row()));
  await app.ready();
  return app;
};

describe.each([
  ["on disk", () => localStorage(folder)],
  ["in the database", () => databaseStorage(t.database.db)],
])("a stored file's download %s", (_where, storageOf) => {
  it("answers the content with its type and its name encoded for any language", async () => {
    const storage = storageOf();
    const { key } = await storage.put(Readable.from([PDF]), NAME);
    const app = await appWith(storage, () => ({
      filename: NAME,
      mime_type: "application/pdf",
      storage_key: key,
    }));
    const res = await app.inject({ method: "GET", url: "/file" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(DISPOSITION);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    await app.close();
  });

  it("answers 404 in both languages when the row is not found or its stored content is gone", async () => {
    const storage = storageOf();
    const { key } = await storage.put(Readable.from([PDF]), NAME);
    await storage.remove(key);
    const gone = await appWith(storage, () => ({
      filename: NAME,
      mime_type: "application/pdf",
      storage_key: key,
    }));
    const none = await appWith(storage, () => null);
    for (const app of [gone, none]) {
      const res = await app.inject({ method: "GET", url: "/file" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "File not found.", message_np: "फाइल भेटिएन।" });
      expect(res.headers["content-disposition"]).toBeUndefined();
      await app.close();
    }
  });
});
