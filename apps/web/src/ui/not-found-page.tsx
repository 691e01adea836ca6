import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useGoBack } from "../lib/use-go-back";
import { StatusPage } from "./status-page";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  const goBack = useGoBack();
  return (
    <StatusPage
      fullScreen
      code={t("notFound.code")}
      title={t("notFound.title")}
      message={t("notFound.message")}
      actions={
        <Button leftSection={<IconArrowLeft size={18} />} onClick={goBack}>
          {t("actions.goBack")}
        </Button>
      }
    />
  );
}
