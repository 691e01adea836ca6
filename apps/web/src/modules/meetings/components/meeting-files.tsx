import { Stack, Title } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TMeeting } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { useAttachMeetingFiles, useRemoveMeetingFile } from "../queries";

/** The meeting's minute and other files: download for everyone who sees it, attach and remove for its secretariat. */
export function MeetingFiles({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const attach = useAttachMeetingFiles(meeting.id);
  const remove = useRemoveMeetingFile(meeting.id);
  const editable = meeting.can_manage;

  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t("files.title")}
      </Title>
      <AttachmentList
        files={meeting.files}
        href={(file) => file.file_url}
        emptyText={t("files.none")}
        disabled={remove.isPending}
        remove={
          editable
            ? {
                label: (file) => t("files.remove", { name: file.filename }),
                confirmTitle: t("files.removeTitle"),
                confirmMessage: (file) => t("files.removeMessage", { name: file.filename }),
                onConfirm: (file) =>
                  remove.mutate(file.id, {
                    onSuccess: () => notifySuccess(t("files.removed")),
                    onError: (cause) => notifyError(cause),
                  }),
              }
            : undefined
        }
      />
      {editable && (
        <FileUpload
          rules={NOTICE_ATTACHMENTS}
          attached={meeting.files.length}
          attach={attach.mutateAsync}
          uploading={attach.isPending}
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
          uploadLabel={t("files.upload")}
          uploadedText={t("files.uploaded")}
        />
      )}
    </Stack>
  );
}
