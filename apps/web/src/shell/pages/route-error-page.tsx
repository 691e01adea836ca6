import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StatusPage } from "../../ui/status-page";

/** Router error element: a render error or a chunk that failed to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation("common");
  return (
    <StatusPage
      fullScreen
      title={t("routeError.title")}
      message={t("routeError.message")}
      actions={<Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>}
    />
  );
}
