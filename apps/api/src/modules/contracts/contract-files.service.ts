import { CONTRACT_FILES } from "@pragati/domain/contract";
import { contractFiles } from "../../db/schema/contracts";
import { recordFileOwner } from "../../lib/record-file-owner";
import { findContractFile } from "./contracts.repository";
import { openForEdit, scopeOf } from "./contracts.service";

/** A contract's files follow the rules of editing it (scope 404, contract lock 409), at most 5. */
export const CONTRACT_FILES_OWNER = recordFileOwner({
  files: { table: contractFiles, owner: contractFiles.contractId },
  max: CONTRACT_FILES.maxFiles,
  per: { en: "contract", np: "ठेक्कामा" },
  entity: "contract",
  open: async (tx, request, contractId) => (await openForEdit(tx, request, contractId)).contract,
  find: async (tx, request, fileId) => {
    const file = await findContractFile(tx, fileId, await scopeOf(tx, request));
    return file && { ownerId: file.contract_id, filename: file.filename, storageKey: file.storage_key };
  },
});
