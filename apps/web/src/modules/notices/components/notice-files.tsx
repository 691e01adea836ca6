import { Stack, Title } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TNoticeAdminRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { useAttachNoticeFiles, useRemoveNoticeFile } from "../queries";

/** Attachments of a saved notice: choose and attach (checked here and by the API), download, remove. */
export function NoticeFiles({ notice }: { notice: TNoticeAdminRow }) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const attach = useAttachNoticeFiles();
  const remove = useRemoveNoticeFile(notice.id);

  return (
    <Stack gap="xs" data-testid="notice-files">
      <Title order={4}>{t("files.title")}</Title>
      <AttachmentList
        files={notice.files}
        href={(file) => file.file_url}
        emptyText={t("files.none")}
        disabled={remove.isPending}
        remove={{
          label: (file) => t("actions.removeFile", { name: file.filename }),
          confirmTitle: t("files.removeTitle"),
          confirmMessage: (file) => t("files.removeMessage", { name: file.filename }),
          onConfirm: (file) =>
            remove.mutate(file.id, {
              onSuccess: () => notifySuccess(t("files.removed")),
              onError: (cause) => notifyError(cause),
            }),
        }}
      />
      <FileUpload
        rules={NOTICE_ATTACHMENTS}
        attached={notice.files.length}
        attach={(files) => attach.mutateAsync({ id: notice.id, files })}
        uploading={attach.isPending}
        label={t("files.input")}
        placeholder={t("files.placeholder")}
        description={t("files.hint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
        uploadLabel={t("actions.upload")}
        uploadedText={t("files.uploaded")}
      />
    </Stack>
  );
}
