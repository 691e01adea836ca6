import { Badge } from "@mantine/core";
import type { VisitState } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";

const COLORS: Record<VisitState, string> = {
  draft: "gray",
  ordered: "blue",
  in_field: "cyan",
  report_submitted: "violet",
  returned: "orange",
  accepted: "teal",
  closed: "green",
  cancelled: "red",
};

export function VisitStateBadge({ state }: { state: VisitState }) {
  const { t } = useTranslation("monitoring");
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
