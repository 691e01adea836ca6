import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman`: the monitoring visits the user sees; a new visit starts the sub-profile wizard. */
export default function AnugamanPage() {
  const { t } = useTranslation("monitoring");
  const canManage = useCan("monitoring.manage");
  // undefined: closed; null: a new visit; a number: that visit.
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
      <VisitTable tableKey="anugaman" onOpen={setOpenId} />
      <VisitDrawer
        opened={openId !== undefined}
        visitId={openId ?? null}
        onOpened={setOpenId}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}
