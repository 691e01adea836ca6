import { Alert, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { IconChartPie } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { roleSlugOf, useAuthStore } from "../app/stores/auth-store";
import { useSetupStore } from "../app/stores/setup-store";
import { useFormat } from "../lib/format";

const REPORT_TYPES = ["activity", "ayojana"] as const;
type ReportType = (typeof REPORT_TYPES)[number];
const DEFAULT_REPORT_TYPE: ReportType = "activity";

/** Route '': month and report-type selectors; the charts arrive with the dashboard module. */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const user = useAuthStore((s) => s.user);
  const slug = useAuthStore((s) => roleSlugOf(s.role));
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  const [month, setMonth] = useState(reportingMonth);
  const [reportType, setReportType] = useState<ReportType>(DEFAULT_REPORT_TYPE);

  const welcome = (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {t("welcome", { name: user?.name ?? "" })}
      </Title>
      <Text c="dimmed">{t("welcomeText")}</Text>
    </Stack>
  );

  // The dashboard is hidden for the monitoring admin (SPEC.md section 2).
  if (slug === "anugaman-admin") return welcome;

  const monthOptions = FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: format.fiscalMonth(m.id) }));
  const typeOptions = REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t("title")}
      </Title>
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
        </Group>
      </Paper>
      <Alert
        variant="light"
        color="blue"
        icon={<IconChartPie size={20} />}
        title={t("selection", {
          month: format.fiscalMonth(month),
          type: t(`types.${reportType}`),
        })}
      >
        {t("chartsComing")}
      </Alert>
    </Stack>
  );
}
