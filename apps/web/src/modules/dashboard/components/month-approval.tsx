import { Group, Text } from "@mantine/core";
import type { TDashboardRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { ApprovalStateBadge } from "../../approvals";

/** A card's month in the approval chain: figures of a month not approved at its top are marked so. */
export function MonthApproval({
  row,
}: {
  row: Pick<TDashboardRow, "approval_state" | "approval_level" | "approval_levels">;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Group gap={6} wrap="nowrap" data-testid="card-month-approval">
      <Text size="xs" c="dimmed">
        {t("approval.month")}
      </Text>
      <ApprovalStateBadge
        approval={{ state: row.approval_state, level: row.approval_level, levels: row.approval_levels }}
      />
    </Group>
  );
}
