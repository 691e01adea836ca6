import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { ReportingPeriodForm } from "../components/reporting-period-form";

/** Route `reporting-period`: reporting months, entry windows and the current fiscal year. */
export default function ReportingPeriodPage() {
  const { t } = useTranslation("setup");
  return (
    <Stack gap="md">
      <PageHeader title={t("reportingPeriod.title")} description={t("reportingPeriod.description")} />
      <ReportingPeriodForm />
    </Stack>
  );
}
