import { z } from "zod";
import { ZFiscalYearParam, ZId, ZIdParam, ZPagedQuery, ZText } from "./envelope.contract";

/**
 * The most milestones one selection (a preset, or the milestone filter of a list) may hold: the ids
 * travel in the query string of list calls, which must stay well inside the server's header limit.
 */
export const MAX_SELECTED_MILESTONES = 500;
/** Live presets a user may keep per fiscal year. */
export const MAX_PRESETS_PER_YEAR = 50;

/** One id or several (`?nikaya_ids=1&nikaya_ids=2`), as query strings carry them; `idList` reads it. */
export const ZQueryIdList = (max: number) => z.union([ZIdParam, z.array(ZIdParam).max(max)]);
export const idList = (value: number | number[] | undefined): number[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * `api/presets/milestone-filter/store`. `expires_at` is a BS date (or an AD date in ISO form), at most
 * one year from today and not in the past; left out, it is one year from today.
 */
export const ZMilestonePresetBody = z.object({
  title: ZText.trim().min(1).max(100),
  expires_at: ZText.trim().max(20).nullable().optional(),
  milestone_ids: z.array(ZId).min(1).max(MAX_SELECTED_MILESTONES),
  /** The fiscal year of the milestones; the current one when left out. */
  fiscal_year_id: ZId.optional(),
});
export type TMilestonePresetBody = z.output<typeof ZMilestonePresetBody>;

/** `api/presets/milestone-filter/update/{id}`: fields left out stay as they are. */
export const ZMilestonePresetUpdate = ZMilestonePresetBody.omit({ fiscal_year_id: true }).partial();
export type TMilestonePresetUpdate = z.output<typeof ZMilestonePresetUpdate>;

export const ZMilestonePreset = z.object({
  id: z.number().int(),
  title: z.string(),
  fiscal_year_id: z.number().int(),
  /** BS date `YYYY-MM-DD`; the preset can be used through this day. */
  expires_at: z.string(),
  expires_at_ad: z.string(),
  /** The preset's milestones that are still live and in the caller's scope. */
  milestone_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMilestonePreset = z.infer<typeof ZMilestonePreset>;

export const ZMilestonePresetListQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
});

/** The milestones a filter offers: those of the chosen offices (and their sub-offices) in the fiscal year. */
export const ZMilestoneOptionsQuery = ZPagedQuery.extend({
  nikaya_ids: ZQueryIdList(200).optional(),
});

export const ZMilestoneOption = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  activity_point_no: z.string(),
  activity_title: z.string(),
});
export type TMilestoneOption = z.infer<typeof ZMilestoneOption>;
