import { Stack, Title } from "@mantine/core";
import { PROGRESS_FILES, type TProgressEntryDetail } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { useAttachEntryFiles, useRemoveEntryFile } from "../queries";

type EntryFilesProps = { entry: TProgressEntryDetail; editable: boolean };

/**
 * Evidence of an entry: download for everyone who sees it; attach and remove while the entry may be
 * edited (the notice attachment rules, checked here and by the API).
 */
export function EntryFiles({ entry, editable }: EntryFilesProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const attach = useAttachEntryFiles();
  const remove = useRemoveEntryFile();

  return (
    <Stack gap="xs" data-testid="entry-files">
      <Title order={4}>{t("files.title")}</Title>
      <AttachmentList
        files={entry.files}
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
          rules={PROGRESS_FILES}
          attached={entry.files.length}
          attach={(files) => attach.mutateAsync({ entryId: entry.id, files })}
          uploading={attach.isPending}
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(PROGRESS_FILES.maxFiles) })}
          uploadLabel={t("files.upload")}
          uploadedText={t("files.uploaded")}
        />
      )}
    </Stack>
  );
}
