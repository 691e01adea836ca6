import { Badge } from "@mantine/core";
import type { ProgressStatus } from "@pragati/domain/progress";
import { useTranslation } from "react-i18next";

const COLORS: Record<ProgressStatus, string> = {
  not_started: "gray",
  in_progress: "blue",
  completed: "green",
};

export function StatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation("programs");
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
