import { Badge } from "@mantine/core";
import type { DecisionStatus } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";

const COLORS: Record<DecisionStatus, string> = {
  not_started: "gray",
  in_progress: "blue",
  partially_implemented: "yellow",
  implemented: "green",
  not_implementable: "orange",
  cancelled: "dark",
};

export function DecisionStatusBadge({ status }: { status: DecisionStatus }) {
  const { t } = useTranslation("meetings");
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
