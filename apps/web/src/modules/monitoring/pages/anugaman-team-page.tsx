import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman-team`: the visits' teams, their leaders and how many members have verified. */
export default function AnugamanTeamPage() {
  const { t } = useTranslation("monitoring");
  const [openId, setOpenId] = useState<number | undefined>(undefined);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("team.page.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("team.page.description")}
        </Text>
      </div>
      <VisitTable tableKey="anugaman-team" onOpen={setOpenId} />
      <VisitDrawer
        opened={openId !== undefined}
        visitId={openId ?? null}
        onOpened={setOpenId}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}
