import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema/files";

/**
 * Where uploaded files live: in the database on PostgreSQL (every API process behind a load balancer
 * reads them, one pg_dump backs them up), on local disk with the embedded PGlite (one process only) or
 * when `FILE_STORAGE=disk` says so. An S3-compatible store would be another implementation.
 */
export type FileStorage = {
  put: (stream: Readable, originalName: string) => Promise<{ key: string; size: number }>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

export const localStorage = (dir: string): FileStorage => {
  fs.mkdirSync(dir, { recursive: true });
  // Keys are generated here, never taken from the client, so paths cannot escape the folder.
  const file = (key: string) => path.join(dir, path.basename(key));
  return {
    put: async (stream, originalName) => {
      const key = `${randomUUID()}${path.extname(originalName).toLowerCase()}`;
      await pipeline(stream, fs.createWriteStream(file(key)));
      return { key, size: fs.statSync(file(key)).size };
    },
    read: (key) => fs.createReadStream(file(key)),
    remove: async (key) => {
      await fs.promises.rm(file(key), { force: true });
    },
  };
};

/**
 * Files as rows of `stored_files`. `put` writes through its own connection, outside the caller's
 * transaction: `withStoredFiles` removes what a failed write stored. Uploads are at most 10 MB
 * (the multipart limit), so a file is read whole.
 */
export const databaseStorage = (db: Db): FileStorage => ({
  put: async (stream, originalName) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const content = Buffer.concat(chunks);
    const key = `${randomUUID()}${path.extname(originalName).toLowerCase()}`;
    await db.insert(storedFiles).values({ key, size: content.length, content });
    return { key, size: content.length };
  },
  read: (key) =>
    Readable.from(
      (async function* () {
        const [row] = await db
          .select({ content: storedFiles.content })
          .from(storedFiles)
          .where(eq(storedFiles.key, key));
        if (!row) throw new Error(`Stored file ${key} is missing`);
        yield row.content;
      })(),
    ),
  remove: async (key) => {
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  },
});
