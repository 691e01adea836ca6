import { Text } from "@mantine/core";
import { PROJECT_FILES, type TProject } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles, recordFilesTexts } from "../../../ui/record-files";
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
  return (
    <RecordFiles
      files={project.files}
      rules={PROJECT_FILES}
      readOnly={readOnly}
      attach={useAttachProjectFiles(project.id)}
      remove={useRemoveProjectFile(project.id)}
      testId="project-files"
      texts={recordFilesTexts(t, fmt.number(PROJECT_FILES.maxFiles), {
        removeKey: "actions.removeFile",
        uploadKey: "actions.upload",
      })}
    />
  );
}
