import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman-team`: the visits' teams, their leaders and how many members have verified. */
export default function AnugamanTeamPage() {
  const { t } = useTranslation("monitoring");
  const [openId, setOpenId] = useState<number | undefined>(undefined);

  return (
    <Stack gap="md">
      <PageHeader title={t("team.page.title")} description={t("team.page.description")} />
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
