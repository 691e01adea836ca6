import { Box, Button, Group } from "@mantine/core";
import { PUBLIC_REPORT, reportOf } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuthStore } from "../../../state/auth-store";
import { LanguageSwitch } from "../../../ui/language-switch";
import { ReportScreen } from "../components/report-screen";

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
      <ReportScreen definition={reportOf(PUBLIC_REPORT)} anonymous={!loggedIn} />
    </Box>
  );
}
