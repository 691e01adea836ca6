import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES, type IncomingFile } from "../../lib/attachments";
import { orNotFound } from "../../lib/errors";
import { checkFileCount, removeStoredFile, withStoredFiles } from "../../lib/record-files";
import type { FileStorage } from "../../lib/storage";
import { countNoticeFiles, deleteNoticeFile, insertNoticeFiles } from "./notices.repository";

const countMessage = {
  en: `Attach between 1 and ${ATTACHMENT_RULES.maxFiles} files per notice.`,
  np: "एउटा सूचनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
};

/** Attaches files to a notice, at most 5 per notice. */
export const attachNoticeFiles = (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  noticeId: number,
  incoming: readonly IncomingFile[],
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    checkFileCount({
      existing: await countNoticeFiles(tx, noticeId),
      incoming: incoming.length,
      max: ATTACHMENT_RULES.maxFiles,
      message: countMessage,
    });
    const stored = await store(incoming);
    await insertNoticeFiles(tx, noticeId, stored);
    await recordActivity(tx, request, {
      action: "update",
      entity: "notice",
      entityId: noticeId,
      changes: { files_added: stored.map((f) => f.filename) },
    });
  });

/** Removes one notice attachment. */
export const removeNoticeFile = (db: Db, storage: FileStorage, request: FastifyRequest, fileId: number) =>
  removeStoredFile(db, storage, async (tx) => {
    const file = await orNotFound(deleteNoticeFile(tx, fileId), { en: "File", np: "फाइल" });
    await recordActivity(tx, request, {
      action: "update",
      entity: "notice",
      entityId: file.noticeId,
      changes: { file_removed: file.filename },
    });
    return file.storageKey;
  });
