import { Readable } from "node:stream";
import type { Db, Executor } from "../db/client";
import type { IncomingFile } from "./attachments";
import { AppError, type BilingualMessage } from "./errors";
import type { FileStorage } from "./storage";

/** A file put in the storage, with what its row records. */
export type StoredFile = { filename: string; mime: string; key: string; size: number };

/** Puts the files in the storage; each is kept for the caller's transaction to record. */
export type StoreFiles = (files: readonly IncomingFile[]) => Promise<StoredFile[]>;

/** 422 unless the upload brings at least one file and the record keeps at most `max`. */
export const checkFileCount = (options: {
  existing: number;
  incoming: number;
  max: number;
  message: BilingualMessage;
}) => {
  if (options.incoming > 0 && options.existing + options.incoming <= options.max) return;
  throw new AppError({
    status: 422,
    message: options.message.en,
    messageNp: options.message.np,
    errors: { files: [options.message.en] },
    errorsNp: { files: [options.message.np] },
  });
};

/**
 * Runs `write` in one transaction with a `store` for the record's new files. Files stored before the
 * transaction fails are removed again, so a refused or failed write leaves no file behind.
 */
export const withStoredFiles = async <T>(
  db: Db,
  storage: FileStorage,
  write: (tx: Executor, store: StoreFiles) => Promise<T>,
): Promise<T> => {
  const stored: StoredFile[] = [];
  const store: StoreFiles = async (files) => {
    const added: StoredFile[] = [];
    for (const file of files) {
      const put = await storage.put(Readable.from(file.buffer), file.filename);
      const one = { filename: file.filename, mime: file.mime, ...put };
      stored.push(one);
      added.push(one);
    }
    return added;
  };
  try {
    return await db.transaction((tx) => write(tx, store));
  } catch (error) {
    for (const file of stored) await storage.remove(file.key);
    throw error;
  }
};

/**
 * Runs `write` (which deletes the file's row and answers its storage key) in one transaction, and
 * removes the stored file only once the row is gone for good.
 */
export const removeStoredFile = async (
  db: Db,
  storage: FileStorage,
  write: (tx: Executor) => Promise<string>,
) => {
  const key = await db.transaction((tx) => write(tx));
  await storage.remove(key);
};
