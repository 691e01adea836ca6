import { Anchor, Group } from "@mantine/core";
import {
  DECISION_AGING_REPORT,
  DECISION_IMPLEMENTATION_REPORT,
  PENDING_DECISIONS_REPORT,
} from "@pragati/domain/contract";
import { screenOf } from "@pragati/domain/reports";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Screen } from "../../../ui/page-header";
import { DecisionReportDrawer } from "../components/decision-report-drawer";
import { DecisionReportTable } from "../components/decision-report-table";

/** The decision reports of the report registry, opened from this screen. */
const REPORT_LINKS = [
  ["implementationRate", DECISION_IMPLEMENTATION_REPORT],
  ["aging", DECISION_AGING_REPORT],
  ["pending", PENDING_DECISIONS_REPORT],
] as const;

/** Route `meeting-reports`: offices report on their decisions, the secretariat accepts or returns. */
export default function MeetingReportsPage() {
  const { t } = useTranslation("meetings");
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Screen words={["meetings", "reports.page"]}>
      <Group gap="lg" component="nav" aria-label={t("reports.links.label")}>
        {REPORT_LINKS.map(([key, path]) => (
          <Anchor key={key} component={Link} to={`/${screenOf(path)}`}>
            {t(`reports.links.${key}`)}
          </Anchor>
        ))}
      </Group>
      <DecisionReportTable onOpen={setOpenId} />
      <DecisionReportDrawer decisionId={openId} onClose={() => setOpenId(null)} />
    </Screen>
  );
}
