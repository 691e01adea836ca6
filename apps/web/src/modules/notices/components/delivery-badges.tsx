import { Badge, Group, Text } from "@mantine/core";
import type { TNoticeAdminRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

const COLORS = { pending: "yellow", sent: "green", failed: "red" } as const;

/** Pending, sent and failed counts of a notice's SMS and e-mail; the states without messages are left out. */
export function DeliveryBadges({ delivery }: { delivery: TNoticeAdminRow["delivery"] }) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const states = (["pending", "sent", "failed"] as const).filter((state) => delivery[state] > 0);
  if (states.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("delivery.none")}
      </Text>
    );
  return (
    <Group gap={4}>
      {states.map((state) => (
        <Badge key={state} color={COLORS[state]} variant="light" size="sm">
          {t(`delivery.${state}`, { n: fmt.number(delivery[state]) })}
        </Badge>
      ))}
    </Group>
  );
}
