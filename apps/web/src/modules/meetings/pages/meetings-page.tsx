import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
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
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t("page.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("page.description")}
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpenId(null)}>
            {t("actions.create")}
          </Button>
        )}
      </Group>
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
