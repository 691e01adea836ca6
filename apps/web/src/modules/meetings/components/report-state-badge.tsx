import { Badge } from "@mantine/core";
import type { DecisionReportState } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";

const COLORS: Record<DecisionReportState, string> = {
  submitted: "blue",
  accepted: "green",
  returned: "orange",
};

/** Where a report stands with the secretariat. */
export function ReportStateBadge({ state }: { state: DecisionReportState }) {
  const { t } = useTranslation("meetings");
  return (
    <Badge color={COLORS[state]} variant="outline">
      {t(`reports.state.${state}`)}
    </Badge>
  );
}
