import { Badge } from "@mantine/core";
import type { TApproval } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

const COLORS: Record<TApproval["state"], string> = {
  open: "gray",
  submitted: "blue",
  returned: "orange",
  approved: "green",
};

/** A month's state: open, submitted, returned, or approved at level N of M. */
export function ApprovalStateBadge({
  approval,
}: {
  approval: Pick<TApproval, "state" | "level" | "levels">;
}) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  return (
    <Badge tt="none" variant="light" color={COLORS[approval.state]} data-testid="approval-state">
      {t(`states.${approval.state}`, {
        level: fmt.number(approval.level),
        levels: fmt.number(approval.levels),
      })}
    </Badge>
  );
}
