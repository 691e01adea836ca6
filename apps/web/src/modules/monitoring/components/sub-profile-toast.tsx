import { Anchor, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { wantToasts } from "../../../lib/toasts-mount";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { ANUGAMAN_PATH } from "../paths";
import { involvedQuery } from "../queries";

/** Monitoring roles (SPEC.md section 2, "Modals and toasts"). */
const MONITORING_ROLES = ["anugaman_karta", "anugaman-admin"];
const WARNING_ID = "anugaman-sub-profiling";
/** SPEC.md section 9: checks start 500 ms after mount; the failure toast lasts 3 s. */
const START_DELAY_MS = 500;
const FAILURE_MS = 3000;

/**
 * The persistent sub-profiling warning of monitoring users, linking to `anugaman`, while drafts of
 * their office lack a complete sub-profile; a failed check shows its toast for 3 s (SPEC.md section 8).
 */
export function SubProfileToast() {
  const { t } = useTranslation("monitoring");
  const monitoring = useAuthStore((s) => MONITORING_ROLES.includes(roleSlugOf(s.role) ?? ""));
  const fmt = useFormat();
  // The toast lives outside the routes' tree: its link navigates through the hook captured here.
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const involved = useQuery({ ...involvedQuery(), enabled: started && monitoring });
  const incomplete = involved.data?.meta.incomplete ?? 0;

  useEffect(() => {
    if (!involved.isError || involved.error.canceled) return;
    wantToasts();
    notifications.show({ color: "red", message: t("toast.failed"), autoClose: FAILURE_MS });
  }, [involved.isError, involved.error, t]);

  useEffect(() => {
    if (incomplete === 0) {
      notifications.hide(WARNING_ID);
      return;
    }
    wantToasts();
    notifications.show({
      id: WARNING_ID,
      // Permanent (no time-out), so kept away from the screens' and drawers' buttons on the right; the
      // user may put it away for the moment.
      position: "bottom-left",
      color: "orange",
      autoClose: false,
      closeButtonProps: { "aria-label": t("toast.close") },
      title: t("toast.title"),
      message: (
        // The notification dims its description below the contrast WCAG asks for; the text keeps the body colour.
        <Text size="sm" c="var(--mantine-color-text)">
          {t("toast.text", { n: fmt.number(incomplete) })}{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => navigate(`/${ANUGAMAN_PATH}`)}>
            {t("toast.link")}
          </Anchor>
        </Text>
      ),
    });
  }, [incomplete, t, fmt, navigate]);

  return null;
}
