import { NOTICE_ATTACHMENTS, type TMeeting } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles, recordFilesTexts } from "../../../ui/record-files";
import { useAttachMeetingFiles, useRemoveMeetingFile } from "../queries";

/** The meeting's minute and other files: download for everyone who sees it, attach and remove for its secretariat. */
export function MeetingFiles({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  return (
    <RecordFiles
      files={meeting.files}
      rules={NOTICE_ATTACHMENTS}
      readOnly={!meeting.can_manage}
      attach={useAttachMeetingFiles(meeting.id)}
      remove={useRemoveMeetingFile(meeting.id)}
      headingOrder={3}
      gap="xs"
      texts={recordFilesTexts(t, fmt.number(NOTICE_ATTACHMENTS.maxFiles))}
    />
  );
}
