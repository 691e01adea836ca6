import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ReportingPeriodForm } from "../components/reporting-period-form";

/** Route `reporting-period`: reporting months, entry windows and the current fiscal year. */
export default function ReportingPeriodPage() {
  const { t } = useTranslation("setup");
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("reportingPeriod.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("reportingPeriod.description")}
        </Text>
      </div>
      <ReportingPeriodForm />
    </Stack>
  );
}
