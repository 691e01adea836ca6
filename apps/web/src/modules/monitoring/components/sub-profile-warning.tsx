import { Anchor, AppShell, Notification, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
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
/** SPEC.md section 9: checks start 500 ms after mount; the failure toast lasts 3 s. */
const START_DELAY_MS = 500;
const FAILURE_MS = 3000;
/** The strip's own padding around the warning (px). */
const STRIP_PADDING = 8;

/**
 * How many of the monitoring user's office drafts lack a complete sub-profile (0 for other roles, and
 * until the first check); a failed check shows its toast for 3 s (SPEC.md section 8).
 */
export function useIncompleteSubProfiles(): number {
  const { t } = useTranslation("monitoring");
  const monitoring = useAuthStore((s) => MONITORING_ROLES.includes(roleSlugOf(s.role) ?? ""));
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const involved = useQuery({ ...involvedQuery(), enabled: started && monitoring });
  useEffect(() => {
    if (!involved.isError || involved.error.canceled) return;
    wantToasts();
    notifications.show({ color: "red", message: t("toast.failed"), autoClose: FAILURE_MS });
  }, [involved.isError, involved.error, t]);
  return monitoring ? (involved.data?.meta.incomplete ?? 0) : 0;
}

/**
 * The persistent sub-profiling warning (SPEC.md section 2), linking to `anugaman`. It is docked in a strip
 * the layout reserves at the bottom (`onHeight`), so it never lies over a screen's controls such as a
 * table's pagination; the user may put it away until the count changes.
 */
export function SubProfileWarning({
  incomplete,
  onHeight,
}: {
  incomplete: number;
  onHeight: (px: number) => void;
}) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const navigate = useNavigate();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const { ref, height } = useElementSize();
  const shown = incomplete > 0 && dismissedAt !== incomplete;
  useEffect(() => {
    onHeight(shown ? Math.ceil(height) + 2 * STRIP_PADDING : 0);
  }, [shown, height, onHeight]);
  if (!shown) return null;
  return (
    <AppShell.Footer p={STRIP_PADDING}>
      <Notification
        ref={ref}
        color="orange"
        title={t("toast.title")}
        maw={480}
        withBorder
        closeButtonProps={{ "aria-label": t("toast.close") }}
        onClose={() => setDismissedAt(incomplete)}
      >
        {/* The notification dims its description below the contrast WCAG asks for; the text keeps the body colour. */}
        <Text size="sm" c="var(--mantine-color-text)">
          {t("toast.text", { n: fmt.number(incomplete) })}{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => navigate(`/${ANUGAMAN_PATH}`)}>
            {t("toast.link")}
          </Anchor>
        </Text>
      </Notification>
    </AppShell.Footer>
  );
}
