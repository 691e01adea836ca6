import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Db, type Executor, queryRow, queryRows } from "../db/client";
import { recordActivity } from "./activity-log";
import type { IncomingFile } from "./attachments";
import { AppError, type BilingualMessage, notFound, orNotFound } from "./errors";
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

/** A stored file's name in a 404: one outside the caller's scope, or gone. */
const FILE = { en: "File", np: "फाइल" };

/**
 * A stored file the caller may download: the file, then its record as the caller sees it (`recordOf`),
 * each 404 (`FILE`) when missing, so a file of a record outside the caller's scope answers as none.
 */
export const visibleFile = async <F>(
  file: PromiseLike<F | null | undefined>,
  recordOf: (file: F) => PromiseLike<unknown>,
) => {
  const found = await orNotFound(file, FILE);
  await orNotFound(recordOf(found), FILE);
  return found;
};

/** A file's row as a download needs it. */
export type DownloadableFile = { filename: string; mime_type: string; storage_key: string };

/**
 * Answers a record's file as a download: its recorded type, its name as an attachment (RFC 5987, so a
 * Nepali name arrives whole) and its stored content. The caller finds the row within the owner's scope
 * and passes null when it is not there; either that or stored content that is gone answers 404.
 */
export const sendStoredFile = async (
  reply: FastifyReply,
  storage: FileStorage,
  row: DownloadableFile | null,
) => {
  const file = await orNotFound(row, FILE);
  const chunks = storage.read(file.storage_key)[Symbol.asyncIterator]();
  // The first read fails when the stored content is gone: still before any header is sent.
  const first = await chunks.next().catch(() => {
    throw notFound(FILE);
  });
  const rest = { [Symbol.asyncIterator]: () => chunks };
  return reply
    .type(file.mime_type)
    .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(
      Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* rest;
        })(),
      ),
    );
};

/** A table of files that belong to one record each (`owner` names the record), with who added them. */
export type RecordFilesTable = { table: PgTable; owner: AnyPgColumn };

export const countRecordFiles = async (executor: Executor, files: RecordFilesTable, ownerId: number) =>
  (
    await queryRows<{ n: number }>(
      executor,
      sql`SELECT count(*)::int AS n FROM ${files.table} WHERE ${sql.identifier(files.owner.name)} = ${ownerId}`,
    )
  )[0].n;

export const insertRecordFiles = async (
  executor: Executor,
  files: RecordFilesTable,
  ownerId: number,
  stored: readonly StoredFile[],
  createdBy: number,
) => {
  if (stored.length === 0) return;
  await executor.execute(
    sql`INSERT INTO ${files.table} (${sql.identifier(files.owner.name)}, filename, storage_key, mime_type, size, created_by)
        VALUES ${sql.join(
          stored.map((f) => sql`(${ownerId}, ${f.filename}, ${f.key}, ${f.mime}, ${f.size}, ${createdBy})`),
          sql`, `,
        )}`,
  );
};

/**
 * A kind of record whose files live in a `RecordFilesTable`, with its own rules: `open` opens the record
 * for editing in the transaction (scope 404, locks and states 409) and takes its row lock, answering who
 * adds the files, the office the activity log names and what else its caller needs.
 */
export type FileOwner<Opened extends OpenedRecord = OpenedRecord> = {
  files: RecordFilesTable;
  /** The most files one record keeps, and the refusal beyond it. */
  max: number;
  countMessage: BilingualMessage;
  /** The activity log's entity for the record. */
  entity: string;
  open: (tx: Executor, request: FastifyRequest, ownerId: number) => Promise<Opened>;
};

type OwnedFile = { ownerId: number; filename: string; storageKey: string };

/**
 * A `FileOwner` whose files can be removed: `find` answers a file of a record in the caller's scope, or
 * null; without it the file is read from the owner's files table by id, `open` then deciding on its record
 * (404 outside the caller's scope).
 */
export type RemovableFileOwner<Opened extends OpenedRecord = OpenedRecord> = FileOwner<Opened> & {
  find?: (tx: Executor, request: FastifyRequest, fileId: number) => Promise<OwnedFile | null>;
};

const fileById = async (executor: Executor, files: RecordFilesTable, fileId: number) =>
  queryRow<OwnedFile>(
    executor,
    sql`SELECT ${sql.identifier(files.owner.name)} AS "ownerId", filename, storage_key AS "storageKey"
            FROM ${files.table} WHERE id = ${fileId}`,
  );

export type OpenedRecord = { userId: number; nikayaId: number | null };

/**
 * Attaches checked files to a record under its owner's editing rules, at most `owner.max`; answers what
 * `open` answered.
 */
export const attachRecordFiles = <Opened extends OpenedRecord>(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  owner: FileOwner<Opened>,
  ownerId: number,
  incoming: readonly IncomingFile[],
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    // Counted under the record's row lock (`open`), so two uploads cannot pass the limit together.
    const opened = await owner.open(tx, request, ownerId);
    checkFileCount({
      existing: await countRecordFiles(tx, owner.files, ownerId),
      incoming: incoming.length,
      max: owner.max,
      message: owner.countMessage,
    });
    const stored = await store(incoming);
    await insertRecordFiles(tx, owner.files, ownerId, stored, opened.userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: owner.entity,
      entityId: ownerId,
      nikayaId: opened.nikayaId,
      changes: { files_added: stored.map((f) => f.filename) },
    });
    return opened;
  });

/**
 * Removes one of a record's files under its owner's editing rules, with its stored content; answers the
 * record's id.
 */
export const removeRecordFile = async <Opened extends OpenedRecord>(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  owner: RemovableFileOwner<Opened>,
  fileId: number,
) => {
  let ownerId = 0;
  await removeStoredFile(db, storage, async (tx) => {
    const file = await orNotFound(
      owner.find ? owner.find(tx, request, fileId) : fileById(tx, owner.files, fileId),
      FILE,
    );
    ownerId = file.ownerId;
    const opened = await owner.open(tx, request, file.ownerId);
    await tx.execute(sql`DELETE FROM ${owner.files.table} WHERE id = ${fileId}`);
    await recordActivity(tx, request, {
      action: "update",
      entity: owner.entity,
      entityId: file.ownerId,
      nikayaId: opened.nikayaId,
      changes: { file_removed: file.filename },
    });
    return file.storageKey;
  });
  return ownerId;
};
