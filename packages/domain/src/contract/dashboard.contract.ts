import { z } from "zod";
import { APPROVAL_VIEWS } from "./approvals.contract";
import { ZFiscalYearParam, ZIdParam, ZPaged, ZPagedQuery, ZText } from "./envelope.contract";
import { PROJECT_BAND_SLICES } from "./reports.contract";

const ZOptionalId = ZIdParam.optional();

export const ZDashboardQuery = z.object({
  type: z.enum(["activity", "ayojana"]).default("activity"),
  month_type: z.enum(["upto", "in"]).default("upto"),
  /** Fiscal month; defaults to the current pragati reporting month. */
  month: z.coerce.number().int().min(0).max(11).optional(),
  fiscal_year_id: ZFiscalYearParam,
  /**
   * `approved`: only offices whose month (the dashboard's stream: action-plan progress, or project
   * progress for `ayojana`) is approved at its top level; `all`: every office, each with its month's
   * state. Absent: `approved` for a caller who sees every office when admin's `approved_only_default`
   * is on, else `all`.
   */
  approval: z.enum(APPROVAL_VIEWS).optional(),
});

/** An office row's month in the approval chain of the dashboard's stream (issue 33 item 2). */
const approvalColumns = {
  approval_state: z.enum(["open", "submitted", "returned", "approved"]),
  /** The last level that approved (0 while open, submitted or returned) of the month's levels. */
  approval_level: z.number().int(),
  approval_levels: z.number().int(),
};

export const ZDashboardRow = z.object({
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  not_started: z.number().int(),
  in_progress_below_twenty_percent: z.number().int(),
  in_progress_below_fourty_percent: z.number().int(),
  in_progress_below_sixty_percent: z.number().int(),
  in_progress_below_eighty_percent: z.number().int(),
  in_progress_below_hundred_percent: z.number().int(),
  completed_and_achieved: z.number().int(),
  zero_rating: z.number().int(),
  one_rating: z.number().int(),
  two_rating: z.number().int(),
  three_rating: z.number().int(),
  four_rating: z.number().int(),
  five_rating: z.number().int(),
  ...approvalColumns,
});
export type TDashboardRow = z.infer<typeof ZDashboardRow>;

/** The cards the dashboard draws at once; the trend call takes at most a few pages of them. */
export const DASHBOARD_CARDS_PER_PAGE = 12;
export const MAX_TREND_OFFICES = 60;

/**
 * `GET api/dashboard/cards`: the dashboard screen's rows a page of cards at a time, found by office name
 * (either language) or, on a project head's project rows, by project name; SPEC's
 * `milestone-esthiti` still answers every row. A page holds at most `MAX_TREND_OFFICES` cards, so
 * what the screen loads stays the size of a page whatever the size of the tree.
 */
export const ZDashboardCardsQuery = ZDashboardQuery.extend({
  page_no: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .transform((size) => Math.min(size, MAX_TREND_OFFICES))
    .default(DASHBOARD_CARDS_PER_PAGE),
  search: ZText.max(200).optional().default(""),
});
export type TDashboardCardsQuery = z.infer<typeof ZDashboardCardsQuery>;

/**
 * `GET api/dashboard/office-trend`: the trends of the office cards on screen (a page of the dashboard's
 * rows), so the dashboard's answer stays the size of SPEC's rows whatever the size of the tree.
 */
export const ZOfficeTrendQuery = z.object({
  nikaya_id: z.union([ZIdParam, z.array(ZIdParam).min(1).max(MAX_TREND_OFFICES)]),
  month: z.coerce.number().int().min(0).max(11).optional(),
  fiscal_year_id: ZFiscalYearParam,
});

/**
 * An office's month-by-month trend: every fiscal month up to the asked one, counted `upto` whatever
 * the month type (the state of its milestones as of each month). Column arrays, one entry per month.
 */
export const ZOfficeTrend = z.object({
  nikaya_id: z.number().int(),
  month: z.array(z.number().int()),
  milestones: z.array(z.number().int()),
  completed: z.array(z.number().int()),
  in_progress: z.array(z.number().int()),
});
export type TOfficeTrend = z.infer<typeof ZOfficeTrend>;

const count = z.number().int();
/**
 * A row of the dashboard for projects (`type=ayojana`): one profiling office's projects as of the month
 * (for a project head, one project of their postings: SPEC's `id` and `ayojana_name`, with its office),
 * as the consolidated view counts them, by physical-progress band, by schedule state and by the NPC's
 * achievement band (each a partition of `projects`), with the over-cost and extended flags. On a
 * project's row the physical-progress bands count the project's components by their progress to the
 * month (a partition of `components`), or the project itself when it has none.
 */
export const ZProjectDashboardRow = z.object({
  type: z.literal("ayojana"),
  /** The project of a project head's row; null on an office's row. */
  id: z.number().int().nullable(),
  ayojana_name: z.string().nullable(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  projects: count,
  /** A project's row: its components (0: its bands count the project itself); null on an office's row. */
  components: count.nullable(),
  not_started: count,
  in_progress_below_twenty_percent: count,
  in_progress_below_fourty_percent: count,
  in_progress_below_sixty_percent: count,
  in_progress_below_eighty_percent: count,
  in_progress_below_hundred_percent: count,
  completed_and_achieved: count,
  on_track: count,
  behind_schedule: count,
  not_reported: count,
  over_cost: count,
  extended: count,
  npc_80_plus: count,
  npc_50_to_79: count,
  npc_below_50: count,
  npc_unknown: count,
  ...approvalColumns,
});
export type TProjectDashboardRow = z.infer<typeof ZProjectDashboardRow>;

/** A page of the dashboard's cards: office rows, or project rows for `type=ayojana`. */
export const ZDashboardCards = ZPaged(ZDashboardRow);
export const ZProjectDashboardCards = ZPaged(ZProjectDashboardRow);

/**
 * `GET api/ayojana/:id/components/list`: a project's components in one physical-progress band as of the
 * month of the fiscal year (absent or null: the current one, as the dashboard), the list behind a band
 * of a project head's dashboard row (its length is the band's count); `search` finds a name.
 */
export const ZProjectComponentBandQuery = ZPagedQuery.extend({
  measure: z.enum(PROJECT_BAND_SLICES),
  month: z.coerce.number().int().min(0).max(11),
});
export type TProjectComponentBandQuery = z.output<typeof ZProjectComponentBandQuery>;

/** A component in a band: its names, its weight and its physical % for the year to the month. */
export const ZProjectComponentBandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_np: z.string(),
  weight: z.number(),
  achieved: z.number(),
});
export type TProjectComponentBandRow = z.infer<typeof ZProjectComponentBandRow>;

export const ZPragatiNotificationQuery = z.object({
  nikaya_id: ZOptionalId,
  fiscal_year_id: ZFiscalYearParam,
});
export const ZSachibNotificationQuery = z.object({
  sachib_user_id: ZOptionalId,
  fiscal_year_id: ZFiscalYearParam,
});
export const ZNotificationTotal = z.object({ total: z.number().int() });
