import { NOTICE_ATTACHMENTS, type TNoticeAdminRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles, recordFilesTexts } from "../../../ui/record-files";
import { useAttachNoticeFiles, useRemoveNoticeFile } from "../queries";

/** Attachments of a saved notice: choose and attach (checked here and by the API), download, remove. */
export function NoticeFiles({ notice }: { notice: TNoticeAdminRow }) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const attach = useAttachNoticeFiles();
  return (
    <RecordFiles
      files={notice.files}
      rules={NOTICE_ATTACHMENTS}
      readOnly={false}
      attach={{
        mutateAsync: (files: File[]) => attach.mutateAsync({ id: notice.id, files }),
        isPending: attach.isPending,
      }}
      remove={useRemoveNoticeFile(notice.id)}
      testId="notice-files"
      headingOrder={4}
      gap="xs"
      texts={recordFilesTexts(t, fmt.number(NOTICE_ATTACHMENTS.maxFiles), {
        removeKey: "actions.removeFile",
        uploadKey: "actions.upload",
      })}
    />
  );
}
