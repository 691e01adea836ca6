import { PROGRESS_FILES, type TProgressEntryDetail } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles, recordFilesTexts } from "../../../ui/record-files";
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
  return (
    <RecordFiles
      files={entry.files}
      rules={PROGRESS_FILES}
      readOnly={!editable}
      attach={{
        mutateAsync: (files: File[]) => attach.mutateAsync({ entryId: entry.id, files }),
        isPending: attach.isPending,
      }}
      remove={useRemoveEntryFile()}
      testId="entry-files"
      headingOrder={4}
      gap="xs"
      texts={recordFilesTexts(t, fmt.number(PROGRESS_FILES.maxFiles))}
    />
  );
}
