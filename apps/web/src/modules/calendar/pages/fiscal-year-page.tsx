import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { FiscalYearList } from "../components/fiscal-year-list";
import { MonthTableEditor } from "../components/month-table-editor";

/** Route `fiscal-year`: the fiscal years and the calendar month lengths they are computed from. */
export default function FiscalYearPage() {
  const { t } = useTranslation("calendar");
  return (
    <Stack gap="xl">
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <Stack gap="sm">
        <Title order={3}>{t("fiscalYears.title")}</Title>
        <FiscalYearList />
      </Stack>
      <Stack gap="sm">
        <Title order={3}>{t("monthTable.title")}</Title>
        <Text c="dimmed" size="sm">
          {t("monthTable.description")}
        </Text>
        <MonthTableEditor />
      </Stack>
    </Stack>
  );
}
