import { Alert, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { type ApprovalView, PROJECT_DETAIL_REPORT } from "@pragati/domain/contract";
import { SMS_BLOCKING_KINDS } from "@pragati/domain/sms";
import { IconChartPie } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { roleSlugOf, useAuthStore, useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { useSetupStore } from "../../../state/setup-store";
import { ErrorState } from "../../../ui/error-state";
import { ApprovalViewControl, useDefaultApprovalView } from "../../approvals";
import { menuUrlsQuery } from "../../auth";
import { MonitoringDashboard } from "../../monitoring";
import { SmsAlerts } from "../../notices";
import { DashboardWarnings } from "../components/dashboard-warnings";
import { OfficeCards } from "../components/office-cards";
import { OfficePiesCard } from "../components/office-pies-card";
import { ProjectPiesCard } from "../components/project-pies-card";
import { type CardRow, dashboardCardsQuery, type MonthType, type ReportType } from "../queries";
import { useDelayedStart } from "../use-delayed-start";

const REPORT_TYPES: readonly ReportType[] = ["activity", "ayojana"];
const MONTH_TYPES: readonly MonthType[] = ["upto", "in"];
const DEFAULT_REPORT_TYPE: ReportType = "activity";
const DEFAULT_MONTH_TYPE: MonthType = "upto";
const SKELETON_CARDS = 2;
const SEARCH_DEBOUNCE_MS = 300;

/** Route '': warnings, month / report type / month type, and two pies per office (SPEC.md section 2). */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const user = useAuthStore((s) => s.user);
  const slug = useAuthStore((s) => roleSlugOf(s.role));
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [month, setMonth] = useState(reportingMonth);
  const [reportType, setReportType] = useState<ReportType>(DEFAULT_REPORT_TYPE);
  const [monthType, setMonthType] = useState<MonthType>(DEFAULT_MONTH_TYPE);
  const [officeSearch, setOfficeSearch] = useState("");
  // The centre opens on approved months when admin says so; a choice made on the screen wins.
  const defaultApproval = useDefaultApprovalView();
  const [chosenApproval, setApproval] = useState<ApprovalView | null>(null);
  const approval = chosenApproval ?? defaultApproval;
  const hidden = slug === "anugaman-admin";
  // Monitoring roles see their visits and action points instead of office pies (issue 18).
  const monitoring = slug === "anugaman-admin" || slug === "anugaman_karta";
  const canManageNotices = useCan("notice.manage");
  const started = useDelayedStart();
  const projects = reportType === "ayojana";
  const [search] = useDebouncedValue(officeSearch.trim(), SEARCH_DEBOUNCE_MS);
  const shown = useInfiniteQuery({
    ...dashboardCardsQuery(
      // Projects count as of the month (up to it): the month type applies to activities.
      { type: reportType, month_type: projects ? DEFAULT_MONTH_TYPE : monthType, month, search, approval },
      fiscalYearId,
    ),
    enabled: started && !hidden && !monitoring,
  });
  const cards: CardRow[] = shown.data?.pages.flatMap((page) => page.data) ?? [];
  const total = shown.data?.pages[0]?.total ?? 0;
  // A project slice opens the consolidated view's list: only for a role with that screen and report.view.
  const isAdmin = slug === "admin";
  const canReport = useCan("report.view");
  const roleId = useAuthStore((s) => s.role?.role_id ?? 0);
  const menu = useQuery({ ...menuUrlsQuery(roleId), enabled: projects });
  const canOpenProjects = isAdmin || (canReport && menu.data?.menu.includes(PROJECT_DETAIL_REPORT) === true);

  const welcome = (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {t("welcome", { name: user?.name ?? "" })}
      </Title>
      <Text c="dimmed">{t("welcomeText")}</Text>
    </Stack>
  );

  // The pies are hidden for the monitoring admin (SPEC.md section 2); monitoring roles see their own.
  if (monitoring)
    return (
      <Stack gap="lg">
        {welcome}
        <MonitoringDashboard />
      </Stack>
    );

  const monthOptions = FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: format.fiscalMonth(m.id) }));
  const typeOptions = REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const monthTypeOptions = MONTH_TYPES.map((type) => ({ value: type, label: t(`monthTypes.${type}`) }));

  let content: React.ReactNode;
  if (!started || shown.isPending)
    content = Array.from({ length: SKELETON_CARDS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
      <Skeleton key={i} height={240} radius="md" data-testid="dashboard-skeleton" />
    ));
  else if (shown.isError)
    content = (
      <ErrorState title={t("loadError")} message={shown.error.message} onRetry={() => shown.refetch()} />
    );
  else if (total === 0 && search === "")
    content = (
      <Alert variant="light" color="blue" icon={<IconChartPie size={20} />} title={t("emptyTitle")}>
        {t(approval === "approved" ? "approval.empty" : `empty.${reportType}`, {
          month: format.fiscalMonth(month),
        })}
      </Alert>
    );
  else
    content = (
      <OfficeCards
        rows={cards}
        total={total}
        projects={projects && slug === "ayojana-pramukh"}
        renderCard={(row, page) =>
          "type" in row ? (
            <ProjectPiesCard row={row} month={month} canOpen={canOpenProjects} />
          ) : (
            <OfficePiesCard
              row={row}
              month={month}
              monthType={monthType}
              page={page}
              fiscalYearId={fiscalYearId}
            />
          )
        }
        search={officeSearch}
        onSearch={setOfficeSearch}
        onMore={() => shown.fetchNextPage()}
        loadingMore={shown.isFetchingNextPage}
      />
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t("title")}
      </Title>
      <DashboardWarnings started={started} />
      {canManageNotices && <SmsAlerts kinds={SMS_BLOCKING_KINDS} withLink />}
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t("month")}
            data={monthOptions}
            value={String(month)}
            onChange={(value) => value !== null && setMonth(Number(value))}
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
          />
          <Select
            label={t("reportType")}
            data={typeOptions}
            value={reportType}
            onChange={(value) =>
              setReportType(REPORT_TYPES.find((type) => type === value) ?? DEFAULT_REPORT_TYPE)
            }
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
          />
          {/* Projects count as of the month (up to it): the month type applies to activities. */}
          <Stack gap={4} display={projects ? "none" : undefined}>
            <Text size="sm" fw={500} id="dashboard-month-type">
              {t("monthType")}
            </Text>
            <SegmentedControl
              aria-labelledby="dashboard-month-type"
              data={monthTypeOptions}
              value={monthType}
              onChange={(value) =>
                setMonthType(MONTH_TYPES.find((type) => type === value) ?? DEFAULT_MONTH_TYPE)
              }
            />
          </Stack>
          <ApprovalViewControl value={approval} onChange={setApproval} />
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {projects
            ? t("selection.projects", { month: format.fiscalMonth(month) })
            : t(`selection.${monthType}`, {
                month: format.fiscalMonth(month),
                type: t(`types.${reportType}`),
              })}{" "}
          {t(`approval.selection.${approval}`)}
        </Text>
      </Paper>
      <Stack gap="md" aria-busy={!started || shown.isFetching}>
        {content}
      </Stack>
    </Stack>
  );
}
