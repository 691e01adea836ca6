import type { ContractStatus } from "@pragati/domain/contracts";
import { stateBadge } from "../../../ui/state-badge";

export const StatusBadge = stateBadge<ContractStatus>({
  namespace: "contracts",
  key: "status",
  "data-testid": "contract-status",
  colors: {
    planned: "gray",
    tender: "blue",
    evaluation: "indigo",
    awarded: "cyan",
    active: "teal",
    completed: "green",
    terminated: "orange",
    cancelled: "dark",
    unsuccessful: "red",
  },
});
