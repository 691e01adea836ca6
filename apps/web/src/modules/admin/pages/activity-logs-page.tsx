import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActivityLogTable } from "../components/activity-log-table";

/** Route `activity-logs`. */
export default function ActivityLogsPage() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("activityLog.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("activityLog.description")}
        </Text>
      </div>
      <ActivityLogTable />
    </Stack>
  );
}
