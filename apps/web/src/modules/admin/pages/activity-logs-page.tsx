import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { ActivityLogTable } from "../components/activity-log-table";

/** Route `activity-logs`. */
export default function ActivityLogsPage() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="md">
      <PageHeader title={t("activityLog.title")} description={t("activityLog.description")} />
      <ActivityLogTable />
    </Stack>
  );
}
