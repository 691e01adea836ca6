import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The way back from a step of forgot password to the login screen. */
export function BackToLogin({ centered = true }: { centered?: boolean }) {
  const { t } = useTranslation("auth");
  return (
    <Anchor component={Link} to="/login" size="sm" ta={centered ? "center" : undefined}>
      {t("forgot.backToLogin")}
    </Anchor>
  );
}
