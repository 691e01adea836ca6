import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DecisionReportDrawer } from "../components/decision-report-drawer";
import { DecisionReportTable } from "../components/decision-report-table";

/** Route `meeting-reports`: offices report on their decisions, the secretariat accepts or returns. */
export default function MeetingReportsPage() {
  const { t } = useTranslation("meetings");
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("reports.page.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("reports.page.description")}
        </Text>
      </div>
      <DecisionReportTable onOpen={setOpenId} />
      <DecisionReportDrawer decisionId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
