import type { ComplaintStatus } from "@pragati/domain/contract";
import { stateBadge } from "../../../ui/state-badge";

export const COMPLAINT_STATUS_COLORS: Record<ComplaintStatus, string> = {
  open: "orange",
  in_progress: "blue",
  resolved: "green",
};

export const ComplaintStatusBadge = stateBadge({
  namespace: "complaints",
  key: "status",
  colors: COMPLAINT_STATUS_COLORS,
});
