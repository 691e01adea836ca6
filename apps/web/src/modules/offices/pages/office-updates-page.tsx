import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { OfficeUpdatesTable } from "../components/office-updates-table";

/** Route `nikayaupdates`: recent changes to the offices in the caller's scope. */
export default function OfficeUpdatesPage() {
  const { t } = useTranslation("offices");
  return (
    <Stack gap="md">
      <PageHeader title={t("updates.title")} description={t("updates.description")} />
      <OfficeUpdatesTable />
    </Stack>
  );
}
