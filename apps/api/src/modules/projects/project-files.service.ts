import { PROJECT_FILES } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { IncomingFile } from "../../lib/attachments";
import { orNotFound } from "../../lib/errors";
import { checkFileCount, removeStoredFile, withStoredFiles } from "../../lib/record-files";
import type { FileStorage } from "../../lib/storage";
import {
  countProjectFiles,
  deleteProjectFileRow,
  findProjectFile,
  insertProjectFiles,
} from "./projects.repository";
import { openForEdit, scopeOf } from "./projects.service";

const FILE = { en: "File", np: "फाइल" };

const countMessage = {
  en: `Attach between 1 and ${PROJECT_FILES.maxFiles} files per project.`,
  np: "एउटा आयोजनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
};

/**
 * Attaches files to a project under the rules of editing its profile (scope 404, year-bound locks 409),
 * at most 5 per project.
 */
export const attachProjectFiles = (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  projectId: number,
  incoming: readonly IncomingFile[],
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    // Counted under the project's row lock (`openForEdit`), so two uploads cannot pass the limit together.
    const { auth, project } = await openForEdit(tx, request, projectId);
    checkFileCount({
      existing: await countProjectFiles(tx, projectId),
      incoming: incoming.length,
      max: PROJECT_FILES.maxFiles,
      message: countMessage,
    });
    const stored = await store(incoming);
    await insertProjectFiles(tx, projectId, stored, auth.userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project",
      entityId: projectId,
      nikayaId: project.nikaya_id,
      changes: { files_added: stored.map((f) => f.filename) },
    });
  });

/** Removes one of a project's files under the rules of editing its profile. */
export const removeProjectFile = (db: Db, storage: FileStorage, request: FastifyRequest, fileId: number) =>
  removeStoredFile(db, storage, async (tx) => {
    const file = await orNotFound(findProjectFile(tx, fileId, await scopeOf(tx, request)), FILE);
    const { project } = await openForEdit(tx, request, file.project_id);
    await deleteProjectFileRow(tx, fileId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project",
      entityId: file.project_id,
      nikayaId: project.nikaya_id,
      changes: { file_removed: file.filename },
    });
    return file.storage_key;
  });
