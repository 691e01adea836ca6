import { Readable } from "node:stream";
import { PROGRESS_FILES } from "@pragati/domain/contract";
import { count, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { progressFiles } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { IncomingFile } from "../../lib/attachments";
import { AppError, notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import { authOf } from "../../plugins/auth";
import { findEntry, findFile } from "./progress.repository";
import { assertEntryWritable, entryScopeOf, missingEntry } from "./progress.service";

const countMessage = {
  en: `Attach between 1 and ${PROGRESS_FILES.maxFiles} files per progress entry.`,
  np: "एउटा प्रगति विवरणमा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
};

/**
 * Attaches evidence files to an entry under the rules of editing it (scope 404, lock and window 409),
 * at most 5 per entry. Files stored before a failed transaction are removed again.
 */
export const attachFiles = async (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  entryId: number,
  incoming: readonly IncomingFile[],
) => {
  const auth = authOf(request);
  const stored: { filename: string; mime: string; key: string; size: number }[] = [];
  try {
    await db.transaction(async (tx) => {
      const entry = await findEntry(tx, entryId, entryScopeOf(request));
      if (!entry) throw missingEntry();
      const milestone = await assertEntryWritable(tx, auth, entry);
      const [{ n: existing }] = await tx
        .select({ n: count() })
        .from(progressFiles)
        .where(eq(progressFiles.entryId, entryId));
      if (incoming.length === 0 || existing + incoming.length > PROGRESS_FILES.maxFiles)
        throw new AppError({
          status: 422,
          message: countMessage.en,
          messageNp: countMessage.np,
          errors: { files: [countMessage.en] },
          errorsNp: { files: [countMessage.np] },
        });
      for (const file of incoming)
        stored.push({ ...file, ...(await storage.put(Readable.from(file.buffer), file.filename)) });
      await tx.insert(progressFiles).values(
        stored.map((f) => ({
          entryId,
          filename: f.filename,
          storageKey: f.key,
          mimeType: f.mime,
          size: f.size,
          createdBy: auth.userId,
        })),
      );
      await recordActivity(tx, request, {
        action: "update",
        entity: "progress_entry",
        entityId: entryId,
        nikayaId: milestone.nikaya_id,
        changes: { files_added: stored.map((f) => f.filename) },
      });
    });
  } catch (error) {
    for (const file of stored) await storage.remove(file.key);
    throw error;
  }
};

/** Removes one evidence file under the rules of editing its entry. */
export const removeFile = async (db: Db, storage: FileStorage, request: FastifyRequest, fileId: number) => {
  const auth = authOf(request);
  const key = await db.transaction(async (tx) => {
    const file = await findFile(tx, fileId, entryScopeOf(request));
    if (!file) throw notFound({ en: "File", np: "फाइल" });
    const entry = await findEntry(tx, file.entry_id, entryScopeOf(request));
    if (!entry) throw missingEntry();
    const milestone = await assertEntryWritable(tx, auth, entry);
    await tx.delete(progressFiles).where(eq(progressFiles.id, fileId));
    await recordActivity(tx, request, {
      action: "update",
      entity: "progress_entry",
      entityId: file.entry_id,
      nikayaId: milestone.nikaya_id,
      changes: { file_removed: file.filename },
    });
    return file.storage_key;
  });
  await storage.remove(key);
};
