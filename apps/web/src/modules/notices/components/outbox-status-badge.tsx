import { stateBadge } from "../../../ui/state-badge";

/** The state of one outgoing message. */
export const OutboxStatusBadge = stateBadge<string>({
  namespace: "notices",
  key: "outbox.status",
  size: "sm",
  fallback: "gray",
  colors: { pending: "yellow", sending: "blue", sent: "green", failed: "red", skipped: "gray" },
});
