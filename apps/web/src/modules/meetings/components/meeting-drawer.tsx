import { Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordDrawer } from "../../../ui/record-drawer";
import type { RecordTarget } from "../../../ui/use-record-target";
import { meetingQuery } from "../queries";
import { DecisionList } from "./decision-list";
import { MeetingFiles } from "./meeting-files";
import { MeetingForm } from "./meeting-form";

type MeetingDrawerProps = {
  /** The meeting to open, or a new one; a recorded meeting stays open, for its decisions and minute. */
  target: RecordTarget;
};

/** Record, edit or view a meeting: its details, its decisions and its minute. */
export function MeetingDrawer({ target }: MeetingDrawerProps) {
  const { id: meetingId, open: onOpened, close: onClose } = target;
  const { t } = useTranslation("meetings");
  const meeting = useQuery({ ...meetingQuery(meetingId ?? 0), enabled: target.opened && meetingId !== null });

  return (
    <RecordDrawer
      opened={target.opened}
      onClose={onClose}
      title={
        meetingId === null
          ? t("form.createTitle")
          : meeting.data?.can_manage
            ? t("form.editTitle")
            : t("form.viewTitle")
      }
      record={meeting}
      isNew={meetingId === null}
      create={() => <MeetingForm key="new" meeting={null} onSaved={onOpened} onClose={onClose} />}
    >
      {(data) => (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t("form.tabs.details")}</Tabs.Tab>
            <Tabs.Tab value="decisions">{t("form.tabs.decisions")}</Tabs.Tab>
            <Tabs.Tab value="files">{t("form.tabs.files")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <MeetingForm key={data.id} meeting={data} onSaved={onOpened} onClose={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="decisions">
            <DecisionList meeting={data} />
          </Tabs.Panel>
          <Tabs.Panel value="files">
            <MeetingFiles meeting={data} />
          </Tabs.Panel>
        </Tabs>
      )}
    </RecordDrawer>
  );
}
