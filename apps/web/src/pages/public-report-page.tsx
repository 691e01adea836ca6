import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuthStore } from "../app/stores/auth-store";
import { LanguageSwitch } from "../shell/language-switch";
import { StatusPage } from "../ui/status-page";

/** The one public report (opens without login); its content arrives with the reports module. */
export default function PublicReportPage() {
  const { t } = useTranslation("common");
  const loggedIn = useAuthStore((s) => s.token !== null);
  return (
    <>
      <Group justify="flex-end" p="md">
        <LanguageSwitch />
      </Group>
      <StatusPage
        fullScreen
        title={t("publicReport.title")}
        message={t("publicReport.message")}
        actions={
          <Button component={Link} to={loggedIn ? "/" : "/login"} variant="default">
            {loggedIn ? t("actions.goHome") : t("actions.login")}
          </Button>
        }
      />
    </>
  );
}
