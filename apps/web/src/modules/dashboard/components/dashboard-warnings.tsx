import { Alert, Button, Group, Text } from "@mantine/core";
import { canActOnWarning, PERMISSION_NAMES, WARNING_ACTION } from "@pragati/domain/access";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { useSetupStore } from "../../../state/setup-store";
import { menuUrlsQuery } from "../../auth";
import { type NotificationKind, notificationQuery } from "../queries";

/**
 * Pending-work warnings by priority (SPEC.md section 4): missing progress (office users), else entries
 * without a comment, else entries without a rating (secretary). Each stays until closed, and each is
 * asked for only when the role has its permission and the menu link its Visit opens.
 */
export function DashboardWarnings({ started }: { started: boolean }) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const navigate = useNavigate();
  const setup = useSetupStore((s) => s.setup);
  const nikayaId = useAuthStore((s) => s.user?.nikaya_id ?? null);
  const isSachib = useAuthStore((s) => roleSlugOf(s.role) === "sachib");
  const isAdmin = useAuthStore((s) => roleSlugOf(s.role) === "admin");
  const permissions = useAuthStore((s) => s.permissions);
  const roleId = useAuthStore((s) => s.role?.role_id ?? 0);
  const menu = useQuery(menuUrlsQuery(roleId));
  const canAct = (kind: NotificationKind) =>
    menu.data !== undefined &&
    canActOnWarning(kind, isAdmin ? PERMISSION_NAMES : permissions, menu.data.menu);
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [closed, setClosed] = useState<NotificationKind[]>([]);

  const pragati = useQuery({
    ...notificationQuery("pragati", fiscalYearId),
    enabled:
      started && !isSachib && nikayaId !== null && setup?.pragati_notification === true && canAct("pragati"),
  });
  const comment = useQuery({
    ...notificationQuery("comment", fiscalYearId),
    enabled: started && isSachib && setup?.comment_notification === true && canAct("comment"),
  });
  const rating = useQuery({
    ...notificationQuery("rating", fiscalYearId),
    enabled: started && isSachib && setup?.rating_notification === true && canAct("rating"),
  });

  // Failures of these checks are only logged (SPEC.md section 8): no warning is shown.
  const pending: [NotificationKind, number][] = [
    ["pragati", pragati.data?.total ?? 0],
    ["comment", comment.data?.total ?? 0],
    ["rating", rating.data?.total ?? 0],
  ];
  const first = pending.find(([, total]) => total > 0);
  if (!first || closed.includes(first[0])) return null;
  const [kind, total] = first;

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t(`warnings.${kind}.title`)}
      withCloseButton
      closeButtonLabel={t("warnings.close")}
      onClose={() => setClosed((list) => [...list, kind])}
      data-testid={`dashboard-warning-${kind}`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(`warnings.${kind}.text`, { total: fmt.number(total) })}</Text>
        <Button
          size="xs"
          variant="filled"
          color="orange"
          onClick={() => navigate(`/${WARNING_ACTION[kind].link}`)}
        >
          {t("warnings.visit")}
        </Button>
      </Group>
    </Alert>
  );
}
