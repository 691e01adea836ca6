import { Badge } from "@mantine/core";
import type { ContractStatus } from "@pragati/domain/contracts";
import { useTranslation } from "react-i18next";

const COLORS: Record<ContractStatus, string> = {
  planned: "gray",
  tender: "blue",
  evaluation: "indigo",
  awarded: "cyan",
  active: "teal",
  completed: "green",
  terminated: "orange",
  cancelled: "dark",
  unsuccessful: "red",
};

export function StatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation("contracts");
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="contract-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
