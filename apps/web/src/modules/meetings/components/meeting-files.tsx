import { Stack, Title } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TMeeting } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { checkFiles, type FileProblem } from "../../../lib/file-checks";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FilePicker } from "../../../ui/file-picker";
import { useAttachMeetingFiles, useRemoveMeetingFile } from "../queries";

/** The meeting's minute and other files: download for everyone who sees it, attach and remove for its secretariat. */
export function MeetingFiles({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachMeetingFiles(meeting.id);
  const remove = useRemoveMeetingFile(meeting.id);
  const editable = meeting.can_manage;

  const problemText = (problem: FileProblem) =>
    problem.key === "count"
      ? t("files.errors.count", { max: fmt.number(problem.max), left: fmt.number(Math.max(problem.left, 0)) })
      : problem.key === "none"
        ? t("files.errors.none")
        : t(`files.errors.${problem.key}`, { name: problem.name });

  const upload = () => {
    const problems = checkFiles(chosen, meeting.files.length, NOTICE_ATTACHMENTS);
    if (problems.length > 0) {
      setError(problems.map(problemText).join(" "));
      return;
    }
    attach.mutate(chosen, {
      onSuccess: () => {
        setChosen([]);
        notifySuccess(t("files.uploaded"));
      },
      onError: (cause) => {
        if (isApiError(cause) && cause.canceled) return;
        setError((isApiError(cause) && cause.fieldMessage("files")) || cause.message);
      },
    });
  };

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
          uploadLabel={t("files.upload")}
          uploading={attach.isPending}
          full={meeting.files.length >= NOTICE_ATTACHMENTS.maxFiles}
          onUpload={upload}
        />
      )}
    </Stack>
  );
}
