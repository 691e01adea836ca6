import { z } from "zod";
import { DURATION_UNITS, SETUP_LIST_KEYS } from "../setup/lists";
import { SETTING_LIMITS } from "../setup/settings";
import { ZId, ZIdParam, ZInt, ZMultilineText, ZText } from "./envelope.contract";

export const ZSetupListKey = z.enum(SETUP_LIST_KEYS);

export const ZSetupListParams = z.object({ list: ZSetupListKey });
export const ZSetupItemParams = ZSetupListParams.extend({ id: ZIdParam });

/** List-specific fields (SETUP_LISTS[key].extraFields); which ones a list takes is checked per list. */
export const ZSetupItemExtra = z
  .object({
    duration: ZInt.nullable().optional(),
    duration_unit: z.enum(DURATION_UNITS).nullable().optional(),
  })
  .strict();
export type TSetupItemExtra = z.infer<typeof ZSetupItemExtra>;

/** One entry of a setup list (`api/<list>/all`, `show`, `store`, `update`). */
export const ZSetupItem = z.object({
  id: z.number().int(),
  list_key: ZSetupListKey,
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  parent_name_np: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  name_np: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  status: z.boolean(),
  extra: z.object({
    duration: ZInt.nullable().optional(),
    duration_unit: z.enum(DURATION_UNITS).nullable().optional(),
  }),
  /** Sub types under a main type (0 for sub types and lists without them). */
  sub_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSetupItem = z.infer<typeof ZSetupItem>;

/** Filters of `api/<list>/all` beside page_no, search and per_page. */
export const ZSetupItemListQuery = z.object({
  parent_id: ZIdParam.optional(),
  status: z.enum(["active", "inactive"]).optional(),
});

/** `store` and `update` body: names in both languages required, the rest optional. */
export const ZSetupItemInput = z.object({
  name: ZText.trim().min(1).max(200),
  name_np: ZText.trim().min(1).max(200),
  code: ZText.trim().max(50).nullable().optional(),
  description: ZMultilineText.trim().max(1000).optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  status: z.boolean().optional(),
  parent_id: ZId.nullable().optional(),
  extra: ZSetupItemExtra.optional(),
});
export type TSetupItemInput = z.infer<typeof ZSetupItemInput>;

/** `api/<list>/options`: active entries for pickers. */
export const ZSetupOption = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  name_np: z.string(),
  extra: ZSetupItem.shape.extra,
});
export type TSetupOption = z.infer<typeof ZSetupOption>;
export const ZSetupOptionsQuery = z.object({
  parent_id: ZIdParam.optional(),
  fiscal_year_id: ZText.max(20).optional(),
});

const limit = (key: keyof typeof SETTING_LIMITS) =>
  z.number().int().min(SETTING_LIMITS[key].min).max(SETTING_LIMITS[key].max);

/** `api/other-setting/show` and the answer of its update. */
export const ZOtherSetting = z.object({
  helper_limit: z.number().int(),
  reason_limit: z.number().int(),
  description_limit: z.number().int(),
  treasury_gap_percent: z.number().int(),
  indicator_on_track_band: z.number().int(),
  approved_only_default: z.boolean(),
  quality_gap_percent: z.number().int(),
  pragati_notification: z.boolean(),
  comment_notification: z.boolean(),
  rating_notification: z.boolean(),
  allow_adoption: z.boolean(),
  /** The fiscal year the five locks below belong to (the header's, else the current one). */
  lock_fiscal_year_id: ZId,
  action_plan_lock: z.boolean(),
  ayojana_lock: z.boolean(),
  profile_lock: z.boolean(),
  indicator_lock: z.boolean(),
  contract_lock: z.boolean(),
  /** Evidence before completion (issue 33 item 3): decisions reported implemented, action points. */
  evidence_for_decisions: z.boolean(),
  evidence_for_action_points: z.boolean(),
  evidence_for_milestones: z.boolean(),
  evidence_for_project_jump: z.boolean(),
  project_jump_threshold: z.number().int(),
});
export type TOtherSetting = z.infer<typeof ZOtherSetting>;

/** Fields left out stay as they are; changing a lock needs `lock.manage`. */
export const ZOtherSettingUpdate = z
  .object({
    helper_limit: limit("helper_limit"),
    reason_limit: limit("reason_limit"),
    description_limit: limit("description_limit"),
    treasury_gap_percent: limit("treasury_gap_percent"),
    indicator_on_track_band: limit("indicator_on_track_band"),
    approved_only_default: z.boolean(),
    quality_gap_percent: limit("quality_gap_percent"),
    pragati_notification: z.boolean(),
    comment_notification: z.boolean(),
    rating_notification: z.boolean(),
    allow_adoption: z.boolean(),
    /** The fiscal year whose locks are set (default: the current one). */
    lock_fiscal_year_id: ZId,
    action_plan_lock: z.boolean(),
    ayojana_lock: z.boolean(),
    profile_lock: z.boolean(),
    indicator_lock: z.boolean(),
    contract_lock: z.boolean(),
    evidence_for_decisions: z.boolean(),
    evidence_for_action_points: z.boolean(),
    evidence_for_milestones: z.boolean(),
    evidence_for_project_jump: z.boolean(),
    project_jump_threshold: limit("project_jump_threshold"),
  })
  .partial();
export type TOtherSettingUpdate = z.infer<typeof ZOtherSettingUpdate>;

const ZFiscalMonth = z.number().int().min(0).max(11);
const ZBsDateText = ZText.trim().max(20).nullable();

/**
 * `api/reporting-period/show` and the answer of its update. Months are fiscal (Shrawan=0); a null
 * month follows today's month; dates are BS `YYYY-MM-DD`, null when the window is not set.
 */
export const ZReportingPeriodSetting = z.object({
  current_fiscal_year_id: z.number().int().nullable(),
  pragati_reporting_month: ZFiscalMonth.nullable(),
  suchak_reporting_month: ZFiscalMonth.nullable(),
  ayojana_reporting_month: ZFiscalMonth.nullable(),
  active_suchak_months: z.array(ZFiscalMonth),
  pragati_add_from: z.string().nullable(),
  pragati_add_to: z.string().nullable(),
  pragati_edit_from: z.string().nullable(),
  pragati_edit_to: z.string().nullable(),
  suchak_period_from: z.string().nullable(),
  suchak_period_to: z.string().nullable(),
  ayojana_period_from: z.string().nullable(),
  ayojana_period_to: z.string().nullable(),
});
export type TReportingPeriodSetting = z.infer<typeof ZReportingPeriodSetting>;

/** Fields left out stay as they are. */
export const ZReportingPeriodUpdate = z
  .object({
    current_fiscal_year_id: ZId.nullable(),
    pragati_reporting_month: ZFiscalMonth.nullable(),
    suchak_reporting_month: ZFiscalMonth.nullable(),
    ayojana_reporting_month: ZFiscalMonth.nullable(),
    active_suchak_months: z.array(ZFiscalMonth).max(12),
    pragati_add_from: ZBsDateText,
    pragati_add_to: ZBsDateText,
    pragati_edit_from: ZBsDateText,
    pragati_edit_to: ZBsDateText,
    suchak_period_from: ZBsDateText,
    suchak_period_to: ZBsDateText,
    ayojana_period_from: ZBsDateText,
    ayojana_period_to: ZBsDateText,
  })
  .partial();
export type TReportingPeriodUpdate = z.infer<typeof ZReportingPeriodUpdate>;
