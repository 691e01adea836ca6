import { Button, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGoBack } from "../../lib/use-go-back";
import { useAuthStore } from "../../state/auth-store";
import { StatusPage } from "../../ui/status-page";

export default function UnauthorizedPage() {
  const { t } = useTranslation("common");
  const goBack = useGoBack();
  const loggedIn = useAuthStore((s) => s.token !== null);
  return (
    <StatusPage
      fullScreen
      code={t("unauthorized.code")}
      title={t("unauthorized.title")}
      message={t("unauthorized.message")}
      actions={
        <Group justify="center">
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={goBack}>
            {t("actions.goBack")}
          </Button>
          <Button component={Link} to={loggedIn ? "/" : "/login"}>
            {loggedIn ? t("actions.goHome") : t("actions.login")}
          </Button>
        </Group>
      }
    />
  );
}
