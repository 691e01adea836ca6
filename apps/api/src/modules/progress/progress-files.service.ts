import { PROGRESS_FILES } from "@pragati/domain/contract";
import { progressFiles } from "../../db/schema";
import { orNotFound } from "../../lib/errors";
import type { RemovableFileOwner } from "../../lib/record-files";
import { authOf } from "../../plugins/auth";
import { findEntry, findFile } from "./progress.repository";
import { assertEntryWritable, ENTRY, entryScopeOf } from "./progress.service";

/** An entry's evidence files follow the rules of editing it (scope 404, lock and window 409), at most 5. */
export const ENTRY_FILES: RemovableFileOwner = {
  files: { table: progressFiles, owner: progressFiles.entryId },
  max: PROGRESS_FILES.maxFiles,
  countMessage: {
    en: `Attach between 1 and ${PROGRESS_FILES.maxFiles} files per progress entry.`,
    np: "एउटा प्रगति विवरणमा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
  },
  entity: "progress_entry",
  open: async (tx, request, entryId) => {
    const auth = authOf(request);
    const entry = await orNotFound(findEntry(tx, entryId, entryScopeOf(request)), ENTRY);
    const milestone = await assertEntryWritable(tx, auth, entry);
    return { userId: auth.userId, nikayaId: milestone.nikaya_id };
  },
  find: async (tx, request, fileId) => {
    const file = await findFile(tx, fileId, entryScopeOf(request));
    return file && { ownerId: file.entry_id, filename: file.filename, storageKey: file.storage_key };
  },
};
