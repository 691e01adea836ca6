import { Stack, Text } from "@mantine/core";
import { PROJECT_FILES, type TProject } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
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
  const attach = useAttachProjectFiles(project.id);
  const remove = useRemoveProjectFile(project.id);

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
        <FileUpload
          rules={PROJECT_FILES}
          attached={project.files.length}
          attach={attach.mutateAsync}
          uploading={attach.isPending}
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(PROJECT_FILES.maxFiles) })}
          uploadLabel={t("actions.upload")}
          uploadedText={t("files.uploaded")}
        />
      )}
    </Stack>
  );
}
