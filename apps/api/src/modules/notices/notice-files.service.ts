import { noticeFiles } from "../../db/schema/notices";
import { ATTACHMENT_RULES } from "../../lib/attachments";
import { notFound } from "../../lib/errors";
import type { RemovableFileOwner } from "../../lib/record-files";
import { lockRow } from "../../lib/row-lock";
import { authOf } from "../../plugins/auth";

export const NOTICE = { en: "Notice", np: "सूचना" };

/**
 * A notice's files through the one file service: at most 5 per notice, counted under the notice's row
 * lock so two uploads together cannot pass it. Who may attach is the route's `notice.manage`.
 */
export const NOTICE_FILES: RemovableFileOwner = {
  files: { table: noticeFiles, owner: noticeFiles.noticeId },
  max: ATTACHMENT_RULES.maxFiles,
  countMessage: {
    en: `Attach between 1 and ${ATTACHMENT_RULES.maxFiles} files per notice.`,
    np: "एउटा सूचनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
  },
  entity: "notice",
  open: async (tx, request, noticeId) => {
    if (!(await lockRow(tx, "notices", noticeId))) throw notFound(NOTICE);
    return { userId: authOf(request).userId, nikayaId: null };
  },
};
