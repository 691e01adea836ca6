import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { PageHeader } from "../../../ui/page-header";
import { MeetingDrawer } from "../components/meeting-drawer";
import { MeetingTable } from "../components/meeting-table";

/** Route `meetings`: the meetings of the fiscal year with the decisions the user sees. */
export default function MeetingsPage() {
  const { t } = useTranslation("meetings");
  const canManage = useCan("meeting.manage");
  // undefined: closed; null: a new meeting; a number: that meeting.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        add={canManage ? { label: t("actions.create"), onClick: () => setOpenId(null) } : undefined}
      />
      <MeetingTable onOpen={(id) => setOpenId(id)} />
      <MeetingDrawer
        opened={openId !== undefined}
        meetingId={openId ?? null}
        onOpened={(id) => setOpenId(id)}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}
