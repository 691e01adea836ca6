import { CONTRACT_FILES } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { IncomingFile } from "../../lib/attachments";
import { orNotFound } from "../../lib/errors";
import { checkFileCount, removeStoredFile, withStoredFiles } from "../../lib/record-files";
import type { FileStorage } from "../../lib/storage";
import {
  countContractFiles,
  deleteContractFileRow,
  findContractFile,
  insertContractFiles,
} from "./contracts.repository";
import { openForEdit, scopeOf } from "./contracts.service";

const FILE = { en: "File", np: "फाइल" };

const countMessage = {
  en: `Attach between 1 and ${CONTRACT_FILES.maxFiles} files per contract.`,
  np: "एउटा ठेक्कामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
};

/** Attaches files to a contract under the rules of editing it (scope 404, contract lock 409), at most 5. */
export const attachContractFiles = (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  contractId: number,
  incoming: readonly IncomingFile[],
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    // openForEdit takes the contract's row lock, so two uploads cannot pass the limit together.
    const { auth, contract } = await openForEdit(tx, request, contractId);
    checkFileCount({
      existing: await countContractFiles(tx, contractId),
      incoming: incoming.length,
      max: CONTRACT_FILES.maxFiles,
      message: countMessage,
    });
    const stored = await store(incoming);
    await insertContractFiles(tx, contractId, stored, auth.userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "contract",
      entityId: contractId,
      nikayaId: contract.nikaya_id,
      changes: { files_added: stored.map((f) => f.filename) },
    });
  });

/** Removes one of a contract's files under the rules of editing it. */
export const removeContractFile = (db: Db, storage: FileStorage, request: FastifyRequest, fileId: number) =>
  removeStoredFile(db, storage, async (tx) => {
    const file = await orNotFound(findContractFile(tx, fileId, await scopeOf(tx, request)), FILE);
    const { contract } = await openForEdit(tx, request, file.contract_id);
    await deleteContractFileRow(tx, fileId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "contract",
      entityId: file.contract_id,
      nikayaId: contract.nikaya_id,
      changes: { file_removed: file.filename },
    });
    return file.storage_key;
  });
