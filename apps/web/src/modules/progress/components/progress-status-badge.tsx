import { Badge } from "@mantine/core";
import type { ProgressStatus } from "@pragati/domain/progress";
import { useTranslation } from "react-i18next";

const PROGRESS_STATUS_COLORS: Record<ProgressStatus, string> = {
  not_started: "gray",
  in_progress: "blue",
  completed: "green",
};

export function ProgressStatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation("progress");
  return (
    <Badge tt="none" color={PROGRESS_STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
