import type { VisitState } from "@pragati/domain/contract";
import { stateBadge } from "../../../ui/state-badge";

export const VisitStateBadge = stateBadge<VisitState>({
  namespace: "monitoring",
  key: "states",
  colors: {
    draft: "gray",
    ordered: "blue",
    in_field: "cyan",
    report_submitted: "violet",
    returned: "orange",
    accepted: "teal",
    closed: "green",
    cancelled: "red",
  },
});
