import { Stack, Text } from "@mantine/core";
import { PROJECT_FILES, type TProject } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { checkFiles, type FileProblem } from "../../../lib/file-checks";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FilePicker } from "../../../ui/file-picker";
import { useAttachProjectFiles, useRemoveProjectFile } from "../queries";

type ProjectFilesProps = { project: TProject | null; readOnly: boolean };

/**
 * The files step: a stored project's files to download and (with `project.manage`) to attach and
 * remove, checked here and by the API; a project not yet saved has none to hold them.
 */
export function ProjectFiles({ project, readOnly }: ProjectFilesProps) {
  const { t } = useTranslation("projects");
  if (!project)
    return (
      <Text size="sm" c="dimmed">
        {t("files.saveFirst")}
      </Text>
    );
  return <StoredProjectFiles project={project} readOnly={readOnly} />;
}

function StoredProjectFiles({ project, readOnly }: { project: TProject; readOnly: boolean }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachProjectFiles(project.id);
  const remove = useRemoveProjectFile(project.id);

  const problemText = (problem: FileProblem) =>
    problem.key === "count"
      ? t("files.errors.count", { max: fmt.number(problem.max), left: fmt.number(Math.max(problem.left, 0)) })
      : problem.key === "none"
        ? t("files.errors.none")
        : t(`files.errors.${problem.key}`, { name: problem.name });

  const upload = () => {
    const problems = checkFiles(chosen, project.files.length, PROJECT_FILES);
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
        // A refused file comes back as a `files` field error (422) or as "too large" (413).
        setError((isApiError(cause) && cause.fieldMessage("files")) || cause.message);
      },
    });
  };

  return (
    <Stack gap="sm" data-testid="project-files">
      <Text size="sm" fw={500}>
        {t("files.title")}
      </Text>
      <AttachmentList
        files={project.files}
        href={(file) => file.file_url}
        emptyText={t("files.none")}
        disabled={remove.isPending}
        remove={
          readOnly
            ? undefined
            : {
                label: (file) => t("actions.removeFile", { name: file.filename }),
                confirmTitle: t("files.removeTitle"),
                confirmMessage: (file) => t("files.removeMessage", { name: file.filename }),
                onConfirm: (file) =>
                  remove.mutate(file.id, {
                    onSuccess: () => notifySuccess(t("files.removed")),
                    onError: (cause) => notifyError(cause),
                  }),
              }
        }
      />
      {!readOnly && (
        <FilePicker
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(PROJECT_FILES.maxFiles) })}
          accept={PROJECT_FILES.extensions}
          value={chosen}
          error={error}
          onChange={(files) => {
            setChosen(files);
            setError(null);
          }}
          uploadLabel={t("actions.upload")}
          uploading={attach.isPending}
          full={project.files.length >= PROJECT_FILES.maxFiles}
          onUpload={upload}
        />
      )}
    </Stack>
  );
}
