import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded files live. Local disk by default; several API instances would use an
 * S3-compatible implementation of the same interface (docs/operations.md).
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
