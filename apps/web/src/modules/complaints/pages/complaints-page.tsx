import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { ComplaintDrawer } from "../components/complaint-drawer";
import { ComplaintFormModal } from "../components/complaint-form-modal";
import { ComplaintTable } from "../components/complaint-table";

/** Route `complaint`: the grievance register of the user's offices. */
export default function ComplaintsPage() {
  const { t } = useTranslation("complaints");
  const canManage = useCan("complaint.manage");
  const [filing, setFiling] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

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
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFiling(true)}>
            {t("actions.create")}
          </Button>
        )}
      </Group>
      <ComplaintTable onOpen={(complaint) => setOpenId(complaint.id)} />
      <ComplaintFormModal opened={filing} onClose={() => setFiling(false)} />
      <ComplaintDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
