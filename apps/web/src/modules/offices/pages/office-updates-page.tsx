import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { OfficeUpdatesTable } from "../components/office-updates-table";

/** Route `nikayaupdates`: recent changes to the offices in the caller's scope. */
export default function OfficeUpdatesPage() {
  const { t } = useTranslation("offices");
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("updates.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("updates.description")}
        </Text>
      </div>
      <OfficeUpdatesTable />
    </Stack>
  );
}
