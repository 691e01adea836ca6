import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { useRecordTarget } from "../../../ui/use-record-target";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman-team`: the visits' teams, their leaders and how many members have verified. */
export default function AnugamanTeamPage() {
  const { t } = useTranslation("monitoring");
  const visit = useRecordTarget();

  return (
    <Stack gap="md">
      <PageHeader title={t("team.page.title")} description={t("team.page.description")} />
      <VisitTable tableKey="anugaman-team" onOpen={visit.open} />
      <VisitDrawer target={visit} />
    </Stack>
  );
}
