import { Box, Button, Group } from "@mantine/core";
import { PUBLIC_REPORT, reportOf } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuthStore } from "../../../state/auth-store";
import { withServerState } from "../../../state/server-state";
import { LanguageSwitch } from "../../../ui/language-switch";
import { ReportScreen } from "../components/report-screen";

/**
 * The one public report (opens without login, aggregate figures only). Signed in, it shows inside the
 * app's header and sidebar (the router) with the caller's scope; a visitor gets sign-in and language here.
 */
function PublicReportPage() {
  const { t } = useTranslation("common");
  const loggedIn = useAuthStore((s) => s.token !== null);
  const report = <ReportScreen definition={reportOf(PUBLIC_REPORT)} anonymous={!loggedIn} />;
  if (loggedIn) return report;
  return (
    <Box p="md">
      <Group justify="flex-end" mb="md" data-print-hide>
        <Button component={Link} to="/login" variant="default">
          {t("actions.login")}
        </Button>
        <LanguageSwitch />
      </Group>
      {report}
    </Box>
  );
}

// Opens before sign-in and reads server data (the calendar for its digits and dates).
export default withServerState(PublicReportPage);
