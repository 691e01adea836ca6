import { Badge } from "@mantine/core";
import type { ComplaintStatus } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";

export const COMPLAINT_STATUS_COLORS: Record<ComplaintStatus, string> = {
  open: "orange",
  in_progress: "blue",
  resolved: "green",
};

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation("complaints");
  return (
    <Badge color={COMPLAINT_STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
