import type { TrackStatus } from "@pragati/domain/indicators";

/** Status colours: grey when not reporting, never red for a missing value. */
export const STATUS_COLORS: Record<TrackStatus, string> = {
  behind: "red",
  on_track: "green",
  ahead: "blue",
  not_reporting: "gray",
};
