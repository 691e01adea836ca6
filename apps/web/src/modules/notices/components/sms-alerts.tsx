import { Alert, Anchor, Stack, Text } from "@mantine/core";
import type { SmsFailureKind } from "@pragati/domain/contract";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { OUTBOX_PAGE_PATH } from "../paths";
import { smsStatusQuery } from "../queries";

type SmsAlertsProps = {
  /** Only these kinds (the dashboard shows the ones that stop every message); all when left out. */
  kinds?: readonly SmsFailureKind[];
  /** Adds a link to the outbox screen (from the dashboard). */
  withLink?: boolean;
};

/** The SMS gateway's open problems: what failed, how often, since when, and the gateway's own words. */
export function SmsAlerts({ kinds, withLink = false }: SmsAlertsProps) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const status = useQuery(smsStatusQuery());
  // A failed check shows nothing here: the outbox list itself still shows every failure.
  const alerts = (status.data?.alerts ?? []).filter((a) => !kinds || kinds.includes(a.kind));
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs">
      {alerts.map((alert) => (
        <Alert
          key={alert.kind}
          color={alert.kind === "receiver" || alert.kind === "number" ? "orange" : "red"}
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t(`smsAlerts.${alert.kind}`)}
          data-testid={`sms-alert-${alert.kind}`}
        >
          <Text size="sm">
            {t("smsAlerts.detail", {
              n: fmt.number(alert.count),
              since: fmt.dateTime(alert.since),
              reason: alert.reason,
            })}
          </Text>
          {withLink && (
            <Anchor component={Link} to={`/${OUTBOX_PAGE_PATH}`} size="sm">
              {t("smsAlerts.open")}
            </Anchor>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
