import type { ProgressStatus } from "@pragati/domain/progress";
import { stateBadge } from "../../../ui/state-badge";

export const ProgressStatusBadge = stateBadge<ProgressStatus>({
  namespace: "progress",
  key: "status",
  tt: "none",
  colors: { not_started: "gray", in_progress: "blue", completed: "green" },
});
