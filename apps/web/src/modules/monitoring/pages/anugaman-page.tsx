import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { PageHeader } from "../../../ui/page-header";
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
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        add={canManage ? { label: t("actions.create"), onClick: () => setOpenId(null) } : undefined}
      />
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
