import { PROJECT_FILES } from "@pragati/domain/contract";
import { projectFiles } from "../../db/schema";
import { recordFileOwner } from "../../lib/record-file-owner";
import { findProjectFile } from "./projects.repository";
import { openForEdit, scopeOf } from "./projects.service";

/** A project's files follow the rules of editing its profile (scope 404, year-bound locks 409), at most 5. */
export const PROJECT_FILES_OWNER = recordFileOwner({
  files: { table: projectFiles, owner: projectFiles.projectId },
  max: PROJECT_FILES.maxFiles,
  per: { en: "project", np: "आयोजनामा" },
  entity: "project",
  open: async (tx, request, projectId) => (await openForEdit(tx, request, projectId)).project,
  find: async (tx, request, fileId) => {
    const file = await findProjectFile(tx, fileId, await scopeOf(tx, request));
    return file && { ownerId: file.project_id, filename: file.filename, storageKey: file.storage_key };
  },
});
