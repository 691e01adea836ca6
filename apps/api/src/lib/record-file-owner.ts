import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { authOf } from "../plugins/auth";
import type { BilingualMessage } from "./errors";
import type { RecordFilesTable, RemovableFileOwner } from "./record-files";

const FILES = { en: "files", np: "फाइल" };
/** The `what` of evidence: files that prove a claimed achievement or completion. */
export const EVIDENCE_FILES = { en: "evidence files", np: "प्रमाण फाइल" };

/**
 * The refusal of an upload beyond a record's files, in both languages: "Attach between 1 and 5 files per
 * contract." `per` names the record as the sentence takes it (`{ en: "contract", np: "ठेक्कामा" }`),
 * `what` the kind of file (evidence).
 */
export const filesPerRecord = (max: number, per: BilingualMessage, what: BilingualMessage = FILES) => ({
  en: `Attach between 1 and ${max} ${what.en} per ${per.en}.`,
  np: `एउटा ${per.np} १ देखि ${toDevanagariDigits(max)} वटासम्म ${what.np} राख्न सकिन्छ।`,
});

/**
 * The files of a record that follow the rules of editing it: `open` opens the record for editing under
 * its row lock (scope 404, locks and states 409) and answers it; the files are added by the caller and
 * logged under the record's office. `find` answers a file of a record in the caller's scope.
 */
export const recordFileOwner = (options: {
  files: RecordFilesTable;
  max: number;
  per: BilingualMessage;
  entity: string;
  open: (tx: Executor, request: FastifyRequest, ownerId: number) => Promise<{ nikaya_id: number }>;
  find?: RemovableFileOwner["find"];
}): RemovableFileOwner => {
  const { files, max, per, entity, open, find } = options;
  return {
    files,
    max,
    countMessage: filesPerRecord(max, per),
    entity,
    open: async (tx, request, ownerId) => {
      const record = await open(tx, request, ownerId);
      return { userId: authOf(request).userId, nikayaId: record.nikaya_id };
    },
    ...(find ? { find } : {}),
  };
};
