import { PROJECT_FILES } from "@pragati/domain/contract";
import { projectFiles } from "../../db/schema";
import type { RemovableFileOwner } from "../../lib/record-files";
import { findProjectFile } from "./projects.repository";
import { openForEdit, scopeOf } from "./projects.service";

/** A project's files follow the rules of editing its profile (scope 404, year-bound locks 409), at most 5. */
export const PROJECT_FILES_OWNER: RemovableFileOwner = {
  files: { table: projectFiles, owner: projectFiles.projectId },
  max: PROJECT_FILES.maxFiles,
  countMessage: {
    en: `Attach between 1 and ${PROJECT_FILES.maxFiles} files per project.`,
    np: "एउटा आयोजनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
  },
  entity: "project",
  open: async (tx, request, projectId) => {
    const { auth, project } = await openForEdit(tx, request, projectId);
    return { userId: auth.userId, nikayaId: project.nikaya_id };
  },
  find: async (tx, request, fileId) => {
    const file = await findProjectFile(tx, fileId, await scopeOf(tx, request));
    return file && { ownerId: file.project_id, filename: file.filename, storageKey: file.storage_key };
  },
};
