import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  pending: "yellow",
  sending: "blue",
  sent: "green",
  failed: "red",
  skipped: "gray",
};

/** The state of one outgoing message. */
export function OutboxStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("notices");
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light" size="sm">
      {t(`outbox.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
