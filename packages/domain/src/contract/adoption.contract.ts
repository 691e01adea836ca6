import { z } from "zod";
import { ZFiscalYearParam, ZId, ZIdParam, ZMultilineText } from "./envelope.contract";

const ZNamed = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });
const ZFiscalYearRef = z.object({
  id: z.number().int(),
  start_year: z.number().int(),
  title: z.string(),
  title_np: z.string(),
});

/** The office whose previous-year plan is read (default: the caller's office) into `fiscal_year_id`. */
export const ZAdoptionQuery = z.object({
  nikaya_id: ZIdParam.optional(),
  /** The fiscal year adopted into (the header's choice); the plan read is the year before it. */
  fiscal_year_id: ZFiscalYearParam,
});

/** `adopted_id`: the live copy already in the target fiscal year, or null. */
export const ZAdoptionPolicy = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  point_no: z.string(),
  name: z.string(),
  budget: z.number().nullable(),
  adopted_id: z.number().int().nullable(),
});
export type TAdoptionPolicy = z.infer<typeof ZAdoptionPolicy>;

export const ZAdoptionBudgetHead = z.object({
  id: z.number().int(),
  policy_id: z.number().int(),
  point_no: z.string(),
  heading: z.string(),
  amount: z.number(),
  adopted_id: z.number().int().nullable(),
});
export type TAdoptionBudgetHead = z.infer<typeof ZAdoptionBudgetHead>;

export const ZAdoptionMilestone = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  annual_target: z.number(),
  cumulative: z.boolean(),
  start_month: z.number().int(),
  end_month: z.number().int(),
  months: z.array(z.object({ month: z.number().int(), target: z.number() })),
  adopted_id: z.number().int().nullable(),
});
export type TAdoptionMilestone = z.infer<typeof ZAdoptionMilestone>;

export const ZAdoptionActivity = z.object({
  id: z.number().int(),
  policy_id: z.number().int(),
  budget_head_id: z.number().int().nullable(),
  point_no: z.string(),
  title: z.string(),
  /** The implementing office (kept by the copy). */
  nikaya: ZNamed,
  adopted_id: z.number().int().nullable(),
  milestones: z.array(ZAdoptionMilestone),
});
export type TAdoptionActivity = z.infer<typeof ZAdoptionActivity>;

/** The previous fiscal year's plan of an office, marked with what is already adopted (`GET .../source`). */
export const ZAdoptionSource = z.object({
  nikaya: ZNamed,
  fiscal_year: ZFiscalYearRef,
  /** Null when the fiscal year list has no year before the target. */
  source_fiscal_year: ZFiscalYearRef.nullable(),
  allow_adoption: z.boolean(),
  /** The action plan of the office (or the global one) is locked for the caller. */
  locked: z.boolean(),
  policies: z.array(ZAdoptionPolicy),
  budget_heads: z.array(ZAdoptionBudgetHead),
  activities: z.array(ZAdoptionActivity),
});
export type TAdoptionSource = z.infer<typeof ZAdoptionSource>;

const ZIds = z.array(ZId).max(5000).optional().default([]);

/**
 * Items of the office's previous-year plan to copy into `fiscal_year_id` (default: the current fiscal
 * year). Parents of a chosen item come along; an item already adopted is reused, never copied twice.
 */
export const ZAdoptionBody = z.object({
  nikaya_id: ZId,
  fiscal_year_id: ZId.optional(),
  policy_ids: ZIds,
  budget_head_ids: ZIds,
  activity_ids: ZIds,
  milestone_ids: ZIds,
  remarks: ZMultilineText.trim().max(1000).optional().default(""),
});
export type TAdoptionBody = z.output<typeof ZAdoptionBody>;

/** Source id -> id in the target year; `created` false when an earlier adoption's copy was reused. */
const ZAdoptedItem = z.object({ source_id: z.number().int(), id: z.number().int(), created: z.boolean() });
export type TAdoptedItem = z.infer<typeof ZAdoptedItem>;

export const ZAdoptionResult = z.object({
  fiscal_year_id: z.number().int(),
  nikaya_id: z.number().int(),
  policies: z.array(ZAdoptedItem),
  budget_heads: z.array(ZAdoptedItem),
  activities: z.array(ZAdoptedItem),
  milestones: z.array(ZAdoptedItem),
});
export type TAdoptionResult = z.infer<typeof ZAdoptionResult>;
