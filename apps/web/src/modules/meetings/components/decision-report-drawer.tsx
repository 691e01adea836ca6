import { Alert, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TDecisionDetail } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { QueryView } from "../../../ui/query-view";
import { decisionDetailQuery } from "../queries";
import { DecisionStatusBadge } from "./decision-status-badge";
import { ReportCard } from "./report-card";
import { ReportForm } from "./report-form";

/** A decision, the report form when the user's office reports it, and its history of reports. */
export function DecisionReportDrawer({
  decisionId,
  onClose,
}: {
  decisionId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("meetings");
  const decision = useQuery({ ...decisionDetailQuery(decisionId ?? 0), enabled: decisionId !== null });

  const content = () => {
    return <QueryView query={decision}>{(data) => <DecisionReports decision={data} />}</QueryView>;
  };

  return (
    <Drawer
      opened={decisionId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t("reports.drawerTitle")}
    >
      {decisionId !== null && content()}
    </Drawer>
  );
}

function DecisionReports({ decision }: { decision: TDecisionDetail }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("reports.meetingLine", {
            type: fmt.name(decision.meeting.meeting_type.name, decision.meeting.meeting_type.name_np),
            number: fmt.digits(decision.meeting.number),
            date: fmt.bsDate(decision.meeting.meeting_date),
          })}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h4">
            {fmt.digits(decision.item_no)}. {decision.description}
          </Title>
        </Group>
        <Group gap="xs">
          <DecisionStatusBadge status={decision.status} percent={decision.implementation_percent} />
          {decision.days_overdue !== null && (
            <Text size="sm" c="red">
              {t("decisions.overdue", { days: fmt.number(decision.days_overdue) })}
            </Text>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {fact(
          t("labels.implementing_office_id"),
          fmt.name(decision.implementing_office.name, decision.implementing_office.name_np),
        )}
        {fact(
          t("labels.reporting_office_id"),
          fmt.name(decision.reporting_office.name, decision.reporting_office.name_np),
        )}
        {fact(t("decisions.columns.due"), fmt.bsDate(decision.due_date))}
      </SimpleGrid>
      {decision.reason && fact(t("labels.reason"), decision.reason)}
      {decision.can_report && decision.current_period && (
        <>
          <Divider />
          <ReportForm decision={decision} period={decision.current_period} />
        </>
      )}
      {decision.latest_report_state === "submitted" && !decision.can_review && (
        <Alert color="blue" variant="light">
          {t("reports.waiting")}
        </Alert>
      )}
      <Divider />
      <Title order={3} fz="h5">
        {t("reports.history")}
      </Title>
      {decision.reports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("reports.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          {decision.reports.map((report) => (
            <ReportCard key={report.id} decision={decision} report={report} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
