import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { Screen } from "../../../ui/page-header";
import { useRecordTarget } from "../../../ui/use-record-target";
import { ActionPointTable } from "../components/action-point-table";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/**
 * Route `anugaman-report`: the visits' reports (the team writes, reviewers accept or return) and the
 * action points (the responsible office answers its own).
 */
export default function AnugamanReportPage() {
  const { t } = useTranslation("monitoring");
  const seesVisits = useCan("monitoring.view");
  const visit = useRecordTarget();

  return (
    <Screen words={["monitoring", "report.page"]}>
      <Tabs defaultValue={seesVisits ? "reports" : "points"} keepMounted={false}>
        <Tabs.List mb="md">
          {seesVisits && <Tabs.Tab value="reports">{t("report.page.reports")}</Tabs.Tab>}
          <Tabs.Tab value="points">{t("points.title")}</Tabs.Tab>
        </Tabs.List>
        {seesVisits && (
          <Tabs.Panel value="reports">
            <VisitTable tableKey="anugaman-report" onOpen={visit.open} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="points">
          <ActionPointTable />
        </Tabs.Panel>
      </Tabs>
      <VisitDrawer target={visit} />
    </Screen>
  );
}
