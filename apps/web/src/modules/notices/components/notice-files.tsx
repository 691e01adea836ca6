import { Stack, Title } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TNoticeAdminRow } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { checkFiles, type FileProblem } from "../../../lib/file-checks";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FilePicker } from "../../../ui/file-picker";
import { useAttachNoticeFiles, useRemoveNoticeFile } from "../queries";

/** Attachments of a saved notice: choose and attach (checked here and by the API), download, remove. */
export function NoticeFiles({ notice }: { notice: TNoticeAdminRow }) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachNoticeFiles();
  const remove = useRemoveNoticeFile(notice.id);

  const problemText = (problem: FileProblem) =>
    problem.key === "count"
      ? t("files.errors.count", { max: fmt.number(problem.max), left: fmt.number(Math.max(problem.left, 0)) })
      : problem.key === "none"
        ? t("files.errors.none")
        : t(`files.errors.${problem.key}`, { name: problem.name });

  const failed = (cause: Error) => {
    if (isApiError(cause) && cause.canceled) return;
    // A refused file comes back as a `files` field error (422) or as "too large" (413).
    setError((isApiError(cause) && cause.fieldMessage("files")) || cause.message);
  };

  const upload = () => {
    const problems = checkFiles(chosen, notice.files.length, NOTICE_ATTACHMENTS);
    if (problems.length > 0) {
      setError(problems.map(problemText).join(" "));
      return;
    }
    attach.mutate(
      { id: notice.id, files: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          notifySuccess(t("files.uploaded"));
        },
        onError: failed,
      },
    );
  };

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
      <FilePicker
        label={t("files.input")}
        placeholder={t("files.placeholder")}
        description={t("files.hint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
        accept={NOTICE_ATTACHMENTS.extensions}
        value={chosen}
        error={error}
        onChange={(files) => {
          setChosen(files);
          setError(null);
        }}
        uploadLabel={t("actions.upload")}
        uploading={attach.isPending}
        full={notice.files.length >= NOTICE_ATTACHMENTS.maxFiles}
        onUpload={upload}
      />
    </Stack>
  );
}
