import type { TDashboardRow } from "@pragati/domain/contract";
import { BANDS, type Band } from "@pragati/domain/progress";

type RatingKey = "zero_rating" | "one_rating" | "two_rating" | "three_rating" | "four_rating" | "five_rating";

export const RATING_KEYS: readonly RatingKey[] = [
  "zero_rating",
  "one_rating",
  "two_rating",
  "three_rating",
  "four_rating",
  "five_rating",
];

export const STATUS_BUCKETS: readonly Band[] = BANDS;

// From "nothing done" (grey, red) to "done" (green); the same colours in every card.
export const BAND_COLORS: Record<Band, string> = {
  not_started: "gray.6",
  in_progress_below_twenty_percent: "red.6",
  in_progress_below_fourty_percent: "orange.6",
  in_progress_below_sixty_percent: "yellow.6",
  in_progress_below_eighty_percent: "lime.6",
  in_progress_below_hundred_percent: "teal.6",
  completed_and_achieved: "green.8",
};

export const RATING_COLORS: readonly string[] = [
  "gray.6",
  "red.6",
  "orange.6",
  "yellow.6",
  "lime.6",
  "green.8",
];

/** The detail list behind one status slice (route built in the reports module). */
export const detailPath = (row: TDashboardRow, month: number, bucket: Band, monthType: string): string =>
  `/reports/monthly-milestone-esthiti-detail?${new URLSearchParams({
    nikaya_id: String(row.nikaya_id),
    month: String(month),
    bucket,
    month_type: monthType,
  }).toString()}`;
