import { PROJECT_DETAIL_REPORT, type TDashboardRow } from "@pragati/domain/contract";
import { BANDS, type Band } from "@pragati/domain/progress";
import { BAND_CHART_COLORS, RATING_CHART_COLORS } from "../../ui/theme";

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

// The same colours in every card, chosen for contrast in the one theme file.
export const BAND_COLORS: Record<Band, string> = BAND_CHART_COLORS;
export const RATING_COLORS: readonly string[] = RATING_CHART_COLORS;

/**
 * The detail list behind one rating slice: the office's own milestones rated `rating` as of the month
 * (with month type `in`, those with an entry in it), as the dashboard counts them.
 */
export const ratingDetailPath = (
  row: TDashboardRow,
  month: number,
  rating: number,
  monthType: string,
): string =>
  `/reports/monthly-milestone-esthiti-detail?${new URLSearchParams({
    office_id: String(row.nikaya_id),
    month: String(month),
    month_type: monthType,
    measure: "total",
    rating: String(rating),
  }).toString()}`;

/** The detail list behind one status slice (route built in the reports module). */
export const detailPath = (row: TDashboardRow, month: number, bucket: Band, monthType: string): string =>
  `/reports/monthly-milestone-esthiti-detail?${new URLSearchParams({
    nikaya_id: String(row.nikaya_id),
    month: String(month),
    bucket,
    month_type: monthType,
  }).toString()}`;

/**
 * The projects behind one slice of an office's project card: the consolidated view's list of the
 * office's own projects with the slice's measure, as of the month (its length is the slice's count);
 * a project's card (a project head's) lists that project alone.
 */
export const projectSlicePath = (
  row: { nikaya_id: number; id: number | null },
  month: number,
  measure: string,
): string =>
  `/${PROJECT_DETAIL_REPORT}?${new URLSearchParams({
    office_id: String(row.nikaya_id),
    month: String(month),
    measure,
    ...(row.id === null ? {} : { project_id: String(row.id) }),
  }).toString()}`;

/**
 * The components behind one band of a project's card when the project has components (a paged list:
 * `measure` the band, `month`; its length is the band's count).
 */
export const componentBandPath = (projectId: number): string => `api/ayojana/${projectId}/components/list`;
