import { PROGRESS_FILES } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { IncomingFile } from "../../lib/attachments";
import { orNotFound } from "../../lib/errors";
import { checkFileCount, removeStoredFile, withStoredFiles } from "../../lib/record-files";
import type { FileStorage } from "../../lib/storage";
import { authOf } from "../../plugins/auth";
import {
  countEntryFiles,
  deleteEntryFile,
  findEntry,
  findFile,
  insertEntryFiles,
} from "./progress.repository";
import { assertEntryWritable, ENTRY, entryScopeOf } from "./progress.service";

const countMessage = {
  en: `Attach between 1 and ${PROGRESS_FILES.maxFiles} files per progress entry.`,
  np: "एउटा प्रगति विवरणमा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
};

/**
 * Attaches evidence files to an entry under the rules of editing it (scope 404, lock and window 409),
 * at most 5 per entry.
 */
export const attachFiles = (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  entryId: number,
  incoming: readonly IncomingFile[],
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    const auth = authOf(request);
    const entry = await orNotFound(findEntry(tx, entryId, entryScopeOf(request)), ENTRY);
    const milestone = await assertEntryWritable(tx, auth, entry);
    checkFileCount({
      existing: await countEntryFiles(tx, entryId),
      incoming: incoming.length,
      max: PROGRESS_FILES.maxFiles,
      message: countMessage,
    });
    const stored = await store(incoming);
    await insertEntryFiles(tx, entryId, stored, auth.userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "progress_entry",
      entityId: entryId,
      nikayaId: milestone.nikaya_id,
      changes: { files_added: stored.map((f) => f.filename) },
    });
  });

/** Removes one evidence file under the rules of editing its entry. */
export const removeFile = (db: Db, storage: FileStorage, request: FastifyRequest, fileId: number) =>
  removeStoredFile(db, storage, async (tx) => {
    const auth = authOf(request);
    const file = await orNotFound(findFile(tx, fileId, entryScopeOf(request)), { en: "File", np: "फाइल" });
    const entry = await orNotFound(findEntry(tx, file.entry_id, entryScopeOf(request)), ENTRY);
    const milestone = await assertEntryWritable(tx, auth, entry);
    await deleteEntryFile(tx, fileId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "progress_entry",
      entityId: file.entry_id,
      nikayaId: milestone.nikaya_id,
      changes: { file_removed: file.filename },
    });
    return file.storage_key;
  });
