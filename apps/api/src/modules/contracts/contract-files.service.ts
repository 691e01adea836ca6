import { CONTRACT_FILES } from "@pragati/domain/contract";
import { contractFiles } from "../../db/schema/contracts";
import type { RemovableFileOwner } from "../../lib/record-files";
import { findContractFile } from "./contracts.repository";
import { openForEdit, scopeOf } from "./contracts.service";

/** A contract's files follow the rules of editing it (scope 404, contract lock 409), at most 5. */
export const CONTRACT_FILES_OWNER: RemovableFileOwner = {
  files: { table: contractFiles, owner: contractFiles.contractId },
  max: CONTRACT_FILES.maxFiles,
  countMessage: {
    en: `Attach between 1 and ${CONTRACT_FILES.maxFiles} files per contract.`,
    np: "एउटा ठेक्कामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
  },
  entity: "contract",
  open: async (tx, request, contractId) => {
    const { auth, contract } = await openForEdit(tx, request, contractId);
    return { userId: auth.userId, nikayaId: contract.nikaya_id };
  },
  find: async (tx, request, fileId) => {
    const file = await findContractFile(tx, fileId, await scopeOf(tx, request));
    return file && { ownerId: file.contract_id, filename: file.filename, storageKey: file.storage_key };
  },
};
