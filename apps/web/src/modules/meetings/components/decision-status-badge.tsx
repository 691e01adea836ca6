import { Badge } from "@mantine/core";
import type { DecisionStatus } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

const COLORS: Record<DecisionStatus, string> = {
  not_started: "gray",
  in_progress: "blue",
  partially_implemented: "yellow",
  implemented: "green",
  not_implementable: "orange",
  cancelled: "dark",
};

/** A decision's (or a report's) status; a partly implemented one with its % when it has one. */
export function DecisionStatusBadge({
  status,
  percent = null,
}: {
  status: DecisionStatus;
  percent?: number | null;
}) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const label = t(`status.${status}`);
  return (
    <Badge color={COLORS[status]} variant="light">
      {status === "partially_implemented" && percent !== null
        ? t("evidence.withPercent", { status: label, percent: fmt.percent(percent) })
        : label}
    </Badge>
  );
}
