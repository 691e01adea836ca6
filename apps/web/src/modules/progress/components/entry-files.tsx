import { Stack, Title } from "@mantine/core";
import { PROGRESS_FILES, type TProgressEntryDetail } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { checkFiles, type FileProblem } from "../../../lib/file-checks";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FilePicker } from "../../../ui/file-picker";
import { useAttachEntryFiles, useRemoveEntryFile } from "../queries";

type EntryFilesProps = { entry: TProgressEntryDetail; editable: boolean };

/**
 * Evidence of an entry: download for everyone who sees it; attach and remove while the entry may be
 * edited (the notice attachment rules, checked here and by the API).
 */
export function EntryFiles({ entry, editable }: EntryFilesProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachEntryFiles();
  const remove = useRemoveEntryFile();

  const problemText = (problem: FileProblem) =>
    problem.key === "count"
      ? t("files.errors.count", { max: fmt.number(problem.max), left: fmt.number(Math.max(problem.left, 0)) })
      : problem.key === "none"
        ? t("files.errors.none")
        : t(`files.errors.${problem.key}`, { name: problem.name });

  const upload = () => {
    const problems = checkFiles(chosen, entry.files.length, PROGRESS_FILES);
    if (problems.length > 0) {
      setError(problems.map(problemText).join(" "));
      return;
    }
    attach.mutate(
      { entryId: entry.id, files: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          notifySuccess(t("files.uploaded"));
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.canceled) return;
          // A refused file comes back as a `files` field error (422); a closed window as 409.
          setError((isApiError(cause) && cause.fieldMessage("files")) || cause.message);
        },
      },
    );
  };

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
        <FilePicker
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(PROGRESS_FILES.maxFiles) })}
          accept={PROGRESS_FILES.extensions}
          value={chosen}
          error={error}
          onChange={(files) => {
            setChosen(files);
            setError(null);
          }}
          uploadLabel={t("files.upload")}
          uploading={attach.isPending}
          full={entry.files.length >= PROGRESS_FILES.maxFiles}
          onUpload={upload}
        />
      )}
    </Stack>
  );
}
