import { Alert, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { SMS_BLOCKING_KINDS } from "@pragati/domain/sms";
import { IconChartPie } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { roleSlugOf, useAuthStore, useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { useSetupStore } from "../../../state/setup-store";
import { ErrorState } from "../../../ui/error-state";
import { SmsAlerts } from "../../notices";
import { DashboardWarnings } from "../components/dashboard-warnings";
import { OfficeCards } from "../components/office-cards";
import { dashboardRowsQuery, type MonthType, type ReportType } from "../queries";
import { useDelayedStart } from "../use-delayed-start";

const REPORT_TYPES: readonly ReportType[] = ["activity", "ayojana"];
const MONTH_TYPES: readonly MonthType[] = ["upto", "in"];
const DEFAULT_REPORT_TYPE: ReportType = "activity";
const DEFAULT_MONTH_TYPE: MonthType = "upto";
const SKELETON_CARDS = 2;

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
  const hidden = slug === "anugaman-admin";
  const canManageNotices = useCan("notice.manage");
  const started = useDelayedStart();
  const rows = useQuery({
    ...dashboardRowsQuery({ type: reportType, month_type: monthType, month }, fiscalYearId),
    enabled: started && !hidden,
  });

  const welcome = (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {t("welcome", { name: user?.name ?? "" })}
      </Title>
      <Text c="dimmed">{t("welcomeText")}</Text>
    </Stack>
  );

  // The dashboard is hidden for the monitoring admin (SPEC.md section 2).
  if (hidden) return welcome;

  const monthOptions = FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: format.fiscalMonth(m.id) }));
  const typeOptions = REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const monthTypeOptions = MONTH_TYPES.map((type) => ({ value: type, label: t(`monthTypes.${type}`) }));

  let content: React.ReactNode;
  if (!started || rows.isPending)
    content = Array.from({ length: SKELETON_CARDS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
      <Skeleton key={i} height={240} radius="md" data-testid="dashboard-skeleton" />
    ));
  else if (rows.isError)
    content = (
      <ErrorState title={t("loadError")} message={rows.error.message} onRetry={() => rows.refetch()} />
    );
  else if (rows.data.length === 0)
    content = (
      <Alert variant="light" color="blue" icon={<IconChartPie size={20} />} title={t("emptyTitle")}>
        {t(`empty.${reportType}`, { month: format.fiscalMonth(month) })}
      </Alert>
    );
  else
    content = (
      <OfficeCards
        rows={rows.data}
        month={month}
        monthType={monthType}
        search={officeSearch}
        onSearch={setOfficeSearch}
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
          <Stack gap={4}>
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
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t(`selection.${monthType}`, { month: format.fiscalMonth(month), type: t(`types.${reportType}`) })}
        </Text>
      </Paper>
      <Stack gap="md" aria-busy={!started || rows.isFetching}>
        {content}
      </Stack>
    </Stack>
  );
}
