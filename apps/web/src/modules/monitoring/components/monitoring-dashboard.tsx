import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { COVERAGE_REPORT, VISIT_STATES } from "@pragati/domain/contract";
import { screenOf } from "@pragati/domain/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { ANUGAMAN_PATH, ANUGAMAN_REPORT_PATH } from "../paths";
import { monitoringDashboardQuery } from "../queries";
import { VisitStateBadge } from "./visit-state-badge";

/**
 * The dashboard of monitoring roles (issue 18): their visits by state, the action points they follow
 * and the coverage of the last 12 months, instead of office pies they cannot act on.
 */
export function MonitoringDashboard() {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const dashboard = useQuery(monitoringDashboardQuery(fiscalYearId));
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError)
    return <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const figure = (label: string, value: string, color?: string) => (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="h2" fw={700} c={color}>
        {value}
      </Text>
    </Card>
  );

  return (
    <Stack gap="md" aria-label={t("dashboard.title")}>
      <Title order={2} fz="h3">
        {t("dashboard.title")}
      </Title>
      <Card withBorder padding="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t("dashboard.byState")}</Text>
          <Anchor component={Link} to={`/${ANUGAMAN_PATH}`} size="sm">
            {t("dashboard.openVisits")}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {VISIT_STATES.map((state) => (
            <Group key={state} gap="xs" data-testid={`visits-${state}`}>
              <VisitStateBadge state={state} />
              <Text fw={600}>{fmt.number(data.by_state[state] ?? 0)}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {figure(t("dashboard.openPoints"), fmt.number(data.open_points))}
        {figure(
          t("dashboard.overduePoints"),
          fmt.number(data.overdue_points),
          data.overdue_points > 0 ? "red" : undefined,
        )}
        {figure(t("dashboard.completedPoints"), fmt.number(data.completed_points))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {figure(
          t("dashboard.officesNotVisited"),
          t("dashboard.ofTotal", {
            n: fmt.number(data.coverage.offices_not_visited),
            total: fmt.number(data.coverage.offices),
          }),
        )}
        {figure(
          t("dashboard.projectsNotVisited"),
          t("dashboard.ofTotal", {
            n: fmt.number(data.coverage.projects_not_visited),
            total: fmt.number(data.coverage.projects),
          }),
        )}
      </SimpleGrid>
      <Group gap="lg">
        <Anchor component={Link} to={`/${ANUGAMAN_REPORT_PATH}`} size="sm">
          {t("dashboard.openPointsLink")}
        </Anchor>
        {/* The same coverage, office by office, with the projects and offices behind each count. */}
        <Anchor component={Link} to={`/${screenOf(COVERAGE_REPORT)}`} size="sm">
          {t("dashboard.coverageLink")}
        </Anchor>
      </Group>
    </Stack>
  );
}
