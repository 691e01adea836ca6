import { Box, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuthStore } from "../app/stores/auth-store";
import { ReportScreen } from "../modules/reports/components/report-screen";
import { PUBLIC_REPORT, reportDefinition } from "../modules/reports/report-definitions";
import { LanguageSwitch } from "../shell/language-switch";

/** The one public report (opens without login, aggregate figures only); signed in, the caller's scope. */
export default function PublicReportPage() {
  const { t } = useTranslation("common");
  const loggedIn = useAuthStore((s) => s.token !== null);
  return (
    <Box p="md">
      <Group justify="flex-end" mb="md" data-print-hide>
        <Button component={Link} to={loggedIn ? "/" : "/login"} variant="default">
          {loggedIn ? t("actions.goHome") : t("actions.login")}
        </Button>
        <LanguageSwitch />
      </Group>
      <ReportScreen definition={reportDefinition(PUBLIC_REPORT)} anonymous={!loggedIn} />
    </Box>
  );
}
