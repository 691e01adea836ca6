import type { ProgressStatus } from "@pragati/domain/progress";
import { stateBadge } from "../../../ui/state-badge";

export const StatusBadge = stateBadge<ProgressStatus>({
  namespace: "programs",
  key: "statuses",
  colors: { not_started: "gray", in_progress: "blue", completed: "green" },
});
