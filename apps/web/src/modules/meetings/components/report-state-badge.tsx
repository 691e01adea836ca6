import type { DecisionReportState } from "@pragati/domain/contract";
import { stateBadge } from "../../../ui/state-badge";

/** Where a report stands with the secretariat. */
export const ReportStateBadge = stateBadge<DecisionReportState>({
  namespace: "meetings",
  key: "reports.state",
  variant: "outline",
  colors: { submitted: "blue", accepted: "green", returned: "orange" },
});
